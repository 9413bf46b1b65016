#pragma once
// Closings and openings by wide discs of all the dark sets of a grey image at once, as the board finder makes them
// on its cuts of the sky.
#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

namespace starsight::vision {

// `levels` (CV_8U) stands for its dark sets, {levels <= t} for every t; the result's dark set at each t is that set
// closed (`op` MORPH_CLOSE) or opened (MORPH_OPEN) by a disc `size` pixels wide. A disc's cost grows with its area, so
// a wide one works on the set at half size (a half-size pixel is in it where 2 or more of its 4 pixels are; an odd
// last column or row counts twice); the result, back at full size, keeps the set's own edges wherever it follows
// them (a closing only adds to the set, an opening only takes from it).
cv::Mat wide_disc(const cv::Mat& levels, cv::MorphTypes op, int size);

}  // namespace starsight::vision
