#pragma once
// Photo-quality checks on a found board: cut off by the frame, too dark,
// overexposed, too blurry. Each says what the person should do.
#include <string>

#include <opencv2/core.hpp>

#include "starsight/vision/reading.hpp"

#include "rectified_board.hpp"

namespace starsight::vision {

struct QualityVerdict {
  Refusal refusal = Refusal::None;
  std::string message;
};

// The whole photo, before looking for the board: nothing bright (too dark) or nothing dark (washed out).
QualityVerdict check_overall_exposure(const cv::Mat& gray);
// Which edge of the board, if any, lies outside the photo.
QualityVerdict check_framing(const cv::Size& photo, const cv::Matx33d& homography);
// The same for a lattice placed as a board's that shows no board's layout (`what` it is, in words): nothing says a
// board is there, so no board is found, but if one is, it is cut off by the edge named.
QualityVerdict check_framing_of_no_board(const cv::Size& photo, const cv::Matx33d& homography, const std::string& what);
// The photo's edge ("left", "right", "top", "bottom") that the board placed by `homography` runs out of, its sky's
// outline asked first, then its score panel (check_framing asks of the sky alone, all a reading needs); nullptr when
// the whole board is in the frame.
const char* photo_edge_cutting(const cv::Size& photo, const cv::Matx33d& homography);
// Exposure and sharpness, from the rectified board and its white level.
QualityVerdict check_exposure_and_focus(const RectifiedBoard& r, double white);

}  // namespace starsight::vision
