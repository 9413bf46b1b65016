#pragma once
// Putting a flat picture with a coverage mask into the photo through a
// homography, touching only the pixels it can reach.
#include <opencv2/core.hpp>

namespace starsight::render {

// `m` maps flat pixels to photo pixels. Returns the photo region written, and
// the warped mask (of that region's size) through `warped_mask` when given.
cv::Rect warp_into(cv::Mat& photo, const cv::Mat& flat, const cv::Mat& mask, const cv::Matx33d& m,
                   cv::Mat* warped_mask = nullptr);

}  // namespace starsight::render
