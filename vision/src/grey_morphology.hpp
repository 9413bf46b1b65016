#pragma once
// Grey (and binary) morphology on bytes, pixel for pixel OpenCV's: the opening by a square that gives the local
// background the readers take away to keep thin bright marks, and erosions, dilations, openings and closings by
// small round kernels (the board finder's).
#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

namespace starsight::vision {

// cv::morphologyEx(image, out, MORPH_OPEN, getStructuringElement(MORPH_RECT, {size, size})) with OpenCV's default
// anchor and border, pixel for pixel, for a CV_8UC1 image and an odd size. The bytes beyond a part of a larger
// image are not read (OpenCV's filters read them): the same for an image of its own.
void grey_opening(const cv::Mat& image, cv::Mat& out, int size);

// cv::morphologyEx(image, out, op, kernel) with OpenCV's default anchor and border, pixel for pixel, for a CV_8UC1
// image and an odd-sided kernel whose rows are each one run of ones centred on its middle column (a rectangle, a
// cross, an ellipse); `op` MORPH_ERODE, MORPH_DILATE, MORPH_OPEN or MORPH_CLOSE. Others are handed to OpenCV. `out`
// may be `image`.
void grey_morphology(const cv::Mat& image, cv::Mat& out, cv::MorphTypes op, const cv::Mat& kernel);

}  // namespace starsight::vision
