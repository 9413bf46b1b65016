#include "starsight/vision/gray_image.hpp"

#include <opencv2/imgproc.hpp>

namespace starsight::vision {
namespace {

// The image's pixels as 8 bits, scaled as OpenCV itself shows deeper ones: 16 bits over their full range, floating
// point over 0..1 (at a scale of 1, a float image in 0..1 became black, refused as too dark). Empty for signed
// integers, which have no such convention.
cv::Mat eight_bits(const cv::Mat& image) {
  cv::Mat out;
  switch (image.depth()) {
    case CV_8U:
      return image;
    case CV_16U:
      image.convertTo(out, CV_8U, 1.0 / 257);
      return out;
    case CV_32F:
    case CV_64F:
      image.convertTo(out, CV_8U, 255.0);
      return out;
    default:
      return {};
  }
}

}  // namespace

cv::Mat gray_of(const cv::Mat& image) {
  const cv::Mat eight = image.empty() ? cv::Mat() : eight_bits(image);
  if (eight.empty()) return {};
  cv::Mat gray;
  switch (eight.channels()) {
    case 1:
      return eight;
    case 3:
      cv::cvtColor(eight, gray, cv::COLOR_BGR2GRAY);
      return gray;
    case 4:
      cv::cvtColor(eight, gray, cv::COLOR_BGRA2GRAY);
      return gray;
    default:
      return {};
  }
}

}  // namespace starsight::vision
