#pragma once
// Binary closings and openings by wide discs, as the board finder makes them on its masks.
#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

namespace starsight::vision {

// A binary closing or opening (`op`) of `mask` (CV_8U, 0 or 255) by a disc `size` pixels wide. A disc's cost
// grows with its area, so a wide one works on the mask at half size; the result, back at full size, keeps the
// mask's own edges wherever it follows them (a closing only adds to the mask, an opening only takes from it).
cv::Mat wide_disc(const cv::Mat& mask, cv::MorphTypes op, int size);

}  // namespace starsight::vision
