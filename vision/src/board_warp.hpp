#pragma once
// The rectifying warp: OpenCV's perspective warp of a grey photo, made in one pass.
#include <opencv2/core.hpp>

namespace starsight::vision {

// cv::warpPerspective(photo, out, out_to_photo, size, INTER_LINEAR | WARP_INVERSE_MAP, BORDER_REPLICATE) on one
// core, pixel for pixel, for a CV_8UC1 photo: the same source coordinates (worked out in OpenCV's 64 x 16
// blocks, to its 1/32 pixel), and the same fixed-point bilinear weights and rounding.
void warp_perspective_gray(const cv::Mat& photo, cv::Mat& out, const cv::Matx33d& out_to_photo, cv::Size size);

}  // namespace starsight::vision
