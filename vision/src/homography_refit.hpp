#pragma once
// The least-squares homography of many correspondences, all taken as right (RANSAC's inliers): the one that
// minimises the summed squared distance in `to` between the mapped `from` points and the `to` points, found by
// Levenberg-Marquardt from a close start. What cv::findHomography(from, to, 0) computes (it starts from the
// linear fit and runs 10 LM iterations too), without its 9x9 eigen-decompositions per iteration.
#include <optional>
#include <vector>

#include <opencv2/core.hpp>

namespace starsight::vision {

// Refines `h` (from -> to, close enough that every point maps near its partner: a RANSAC sample's fit) in place.
// False, leaving `h` as it was, with fewer than 4 correspondences, lists of unequal length, or a start that maps
// one of the points to infinity. (A start already at the least squares is left as it is, and true returned.)
bool refit_homography(const std::vector<cv::Point2f>& from, const std::vector<cv::Point2f>& to, cv::Matx33d& h,
                      int iterations = 10);

// The linear least-squares homography from -> to (the direct linear fit on normalised points): what
// cv::findHomography starts from, without any refinement. None with fewer than 4 correspondences or lists of
// unequal length.
std::optional<cv::Matx33d> linear_homography(const std::vector<cv::Point2f>& from, const std::vector<cv::Point2f>& to);

}  // namespace starsight::vision
