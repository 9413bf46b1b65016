#pragma once
// Erosions, dilations, openings and closings of binary masks, made on bit rows.
#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

namespace starsight::vision {

// cv::morphologyEx(mask, out, op, kernel) with OpenCV's default anchor and border, pixel for pixel, for a mask
// of 0s and 255s (CV_8U) and a kernel whose rows are each one run of ones (a rectangle, a cross, an ellipse).
// A mask or kernel outside that is handed to OpenCV. `op` is MORPH_ERODE, MORPH_DILATE, MORPH_OPEN or
// MORPH_CLOSE. Cheaper than OpenCV's for wide kernels other than rectangles (see the .cpp).
void binary_morphology(const cv::Mat& mask, cv::Mat& out, cv::MorphTypes op, const cv::Mat& kernel);

}  // namespace starsight::vision
