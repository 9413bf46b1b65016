#pragma once
// A board's printed artwork as calibration saw it on photos of the user's own blank boards: the ink the art
// lays near the artwork points (where players add stars with the new-stars power, and where the illustrations
// lie). The reader takes it away before reading what was drawn there, so art that looks like a drawn star or
// line is not read as one. Scoring works without it.
#include <map>
#include <string>

#include <opencv2/core.hpp>

#include "starsight/vision/reading.hpp"

namespace starsight::vision {

// The art's ink over the sky round a board's artwork points, in hundredths of a printed star's top-hat level
// (CV_8U, the rectified board's size; 0 away from the artwork points and on the printed stars).
struct BlankArtwork {
  int board = 0;  // 1..8, 0 when the photo could not be used
  cv::Mat ink;
  std::string error;  // why the photo could not be used
};

// Reads a photo of a blank board (`options` as for scoring: a fitted geometry, --board). Fails when the board
// is not found, or when it holds a drawing (a calibration must see the art alone).
BlankArtwork measure_blank_artwork(const cv::Mat& gray, const ReadOptions& options);

// The art of several photos of one board: what every one of them shows (glare or a speck on one is not art).
cv::Mat common_artwork(const cv::Mat& a, const cv::Mat& b);

}  // namespace starsight::vision
