#pragma once
// Measuring where the star lattice sits relative to the board's outline, for
// fitting a board template to a user's own boards (calibration/).
#include <optional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "starsight/lattice.hpp"

namespace starsight::vision {

struct LatticeMeasurement {
  std::vector<Point> points;           // lattice points whose star was found
  std::vector<cv::Point2d> positions;  // where they are, in template units of the board's outline
  std::string error;                   // why nothing was measured
  // The printed stars the lattice was fitted to: template units and where each was found, in the image's pixels
  // (for fitting a lens: a homography can't follow a lens's distortion, so the stars stray from it).
  std::vector<cv::Point2f> star_template, star_photo;
};

// Finds the board by its outline alone, then the printed stars, and expresses
// the stars in the outline's template frame.
LatticeMeasurement measure_lattice(const cv::Mat& image);

}  // namespace starsight::vision
