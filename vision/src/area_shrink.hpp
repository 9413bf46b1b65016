#pragma once
// Shrinking a grey photo by area averaging, as cv::resize with cv::INTER_AREA does, faster where OpenCV is slow.
#include <opencv2/core.hpp>

namespace starsight::vision {

// `gray` (CV_8U) scaled by `k` < 1, pixel for pixel what cv::resize(gray, out, cv::Size(), k, k, cv::INTER_AREA)
// gives.
cv::Mat shrink_by_area(const cv::Mat& gray, double k);

}  // namespace starsight::vision
