#pragma once
// An image in memory as the reader works on it: 8-bit grey, from the kinds of pixels it takes.
#include <opencv2/core.hpp>

namespace starsight::vision {

// The kinds of pixels the reader takes, in words (for the message refusing any other).
inline constexpr const char* kPixelKindsTaken = "grey, BGR or BGRA pixels of 8 or 16 bits, or floating point over 0..1";

// `image` as 8-bit grey, deeper pixels scaled as OpenCV itself shows them (16 bits over their full range, floating
// point over 0..1). Empty when `image` is empty or its pixels are of another kind (signed integers, 2 channels).
cv::Mat gray_of(const cv::Mat& image);

}  // namespace starsight::vision
