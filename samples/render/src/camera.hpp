#pragma once
// The camera looking at the table: a pinhole view of the board's plane at the
// plan's tilt, rotation and fill, as a homography from board template units
// (which extend over the whole table plane) to photo pixels.
#include <opencv2/core.hpp>

#include "geometry2d.hpp"
#include "params.hpp"
#include "random.hpp"

namespace starsight::render {

cv::Matx33d camera_homography(const SceneParams& p, Rng& rng);

// The board's outline (arch and straight sides) in template units.
Path board_outline();

cv::Point2d apply(const cv::Matx33d& h, cv::Point2d p);
// Pixels per template unit near `p` (the larger of the two directions).
double local_scale(const cv::Matx33d& h, cv::Point2d p);

}  // namespace starsight::render
