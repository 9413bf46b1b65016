#pragma once
// A small RANSAC for the homography that maps template lattice points onto the stars found in a photo
// (a few dozen to a few hundred correspondences, many of them right). Minimal samples of four are solved
// directly (in closed form, through the unit square), a sample is scored by how many correspondences its homography
// brings within a tolerance, and drawing stops once a sample of right points has been drawn with the wanted confidence.
// It does what cv::findHomography(..., cv::RANSAC, ...) does for the inlier mask, without its 9x9 eigen-decomposition
// per draw and its least-squares refinement of the result (the caller refits). Deterministic: a fixed-seed generator,
// so the same input always gives the same answer.
#include <cstdint>
#include <vector>

#include <opencv2/core.hpp>

namespace starsight::vision {

struct RansacHomography {
  cv::Matx33d homography = cv::Matx33d::eye();  // from -> to, of the best four; h(2,2) = 1
  std::vector<unsigned char> inliers;           // per correspondence: 1 within tolerance; empty when none found
  int inlier_count = 0;                         // 0: no usable sample (fewer than 4 points, or all degenerate)
  int draws = 0;                                // usable samples tried
  bool found() const { return inlier_count > 0; }
};

struct RansacSettings {
  double tolerance = 3;  // reprojection error in `to` units (cv::findHomography's ransacReprojThreshold)
  int max_draws = 2000;
  double confidence = 0.995;
  std::uint64_t seed = 0x5eed5eedULL;
};

// The homography of `from` onto `to` that most correspondences agree with, and which ones do.
RansacHomography ransac_homography(const std::vector<cv::Point2f>& from, const std::vector<cv::Point2f>& to,
                                   const RansacSettings& settings);

// The homography mapping four points exactly onto four others. False when three of either four are on
// one line (within a relative 1e-4: on the template's grid that means exactly on one line) or when the
// four are not in the same order round both quadrilaterals (a fold, which no camera makes).
bool homography_from_four(const cv::Point2f from[4], const cv::Point2f to[4], cv::Matx33d& h);

}  // namespace starsight::vision
