#include "star_field.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "template_geometry.hpp"

namespace starsight::vision {
namespace {

// A response made for a scale within this factor of the one asked for is good enough: the opening only
// has to be wider than a marker line and narrower than the glare.
constexpr double kScaleTolerance = 1.3;

StarResponse make_response(const cv::Mat& photo, double px_per_unit) {
  StarResponse r;
  r.px_per_unit = px_per_unit;
  // Wider than a marker line or a star's arms (19 template units), narrower than the glare.
  const int k = std::max(3, static_cast<int>(std::lround(19 * px_per_unit)) | 1);
  cv::Mat background, tophat;
  cv::morphologyEx(photo, background, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(k, k)));
  cv::subtract(photo, background, tophat);
  tophat.convertTo(r.smooth, CV_32F);
  const double sigma = std::max(0.6, 1.2 * px_per_unit);
  // Cut at two sigmas: past them the weights no longer move a peak (OpenCV's default reaches four).
  const int taps = 2 * static_cast<int>(std::ceil(2 * sigma)) + 1;
  cv::GaussianBlur(r.smooth, r.smooth, cv::Size(taps, taps), sigma);
  return r;
}

}  // namespace

const StarResponse& StarField::at(double px_per_unit) {
  px_per_unit = std::clamp(px_per_unit, 0.05, 50.0);
  for (const StarResponse& r : made_)
    if (r.px_per_unit < px_per_unit * kScaleTolerance && px_per_unit < r.px_per_unit * kScaleTolerance) return r;
  made_.push_back(make_response(photo_, px_per_unit));
  return made_.back();
}

double pixels_per_unit(const cv::Matx33d& homography) {
  return cv::norm(apply(homography, {546, 400}) - apply(homography, {0, 400})) / 546;
}

}  // namespace starsight::vision
