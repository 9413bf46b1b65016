#pragma once
// A photo as a distortion-free lens would have shown it: the lens that
// calibration measured (starsight/lens.hpp) taken out.
#include <opencv2/core.hpp>

#include "starsight/lens.hpp"

namespace starsight::vision {

// `image` (any type remap takes) with `lens` taken out, the same size; the image itself when there is no lens.
// The maps are kept for the last few sizes and lenses asked (a live view's frames are all one size).
cv::Mat undistorted(const cv::Mat& image, const Lens& lens);

}  // namespace starsight::vision
