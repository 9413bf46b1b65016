#pragma once
// Refines a first homography to sub-pixel accuracy using the star lattice
// itself: find the printed star nearest each predicted lattice point in the
// photo, then fit the homography that maps the template lattice onto the stars
// found (RANSAC, then least squares on the inliers).
#include <opencv2/core.hpp>

#include "starsight/board.hpp"

#include "star_field.hpp"

namespace starsight::vision {

struct RefinedLattice {
  cv::Matx33d homography;  // template units -> photo pixels
  int stars_matched = 0;   // inliers of the final fit
  double strength = 0;     // summed (capped) brightness of those stars: the fit's evidence
  double rms_error = 0;    // template units
  bool ok = false;
};

RefinedLattice refine_lattice(StarField& photo, const cv::Matx33d& first, const BoardGeometry& geometry);
RefinedLattice refine_lattice(const cv::Mat& photo_gray, const cv::Matx33d& first, const BoardGeometry& geometry);

// Template units of a lattice turned by `quarter_turns` x 90 degrees -> template units of the unturned
// one, lattice points onto lattice points: `h * lattice_turn(g, k)` is a fit `h` read the other way round.
cv::Matx33d lattice_turn(const BoardGeometry& geometry, int quarter_turns);

}  // namespace starsight::vision
