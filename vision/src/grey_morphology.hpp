#pragma once
// The grey opening by a square: the local background the readers take away to keep thin bright marks.
#include <opencv2/core.hpp>

namespace starsight::vision {

// cv::morphologyEx(image, out, MORPH_OPEN, getStructuringElement(MORPH_RECT, {size, size})) with OpenCV's default
// anchor and border, pixel for pixel, for a CV_8UC1 image and an odd size. The bytes beyond a part of a larger
// image are not read (OpenCV's filters read them): the same for an image of its own.
void grey_opening(const cv::Mat& image, cv::Mat& out, int size);

}  // namespace starsight::vision
