#include "star_field.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "template_geometry.hpp"

namespace starsight::vision {
namespace {

// A response made for a scale within this factor of the one asked for is good enough: the opening only
// has to be wider than a marker line and narrower than the glare.
constexpr double kScaleTolerance = 1.3;

StarResponse make_response(const cv::Mat& photo, cv::Rect region, double px_per_unit) {
  StarResponse r;
  r.px_per_unit = px_per_unit;
  // Wider than a marker line or a star's arms (19 template units), narrower than the glare.
  const int k = std::max(3, static_cast<int>(std::lround(19 * px_per_unit)) | 1);
  const bool whole = region.size() == photo.size();
  // Within a region, the opening and the blur are made a kernel wider, so that the region's own edge does not
  // change them inside it.
  const cv::Rect padded =
      whole ? region : (region + cv::Size(2 * k, 2 * k) - cv::Point(k, k)) & cv::Rect(0, 0, photo.cols, photo.rows);
  const cv::Mat part = photo(padded);
  cv::Mat background, tophat, smooth;
  cv::morphologyEx(part, background, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(k, k)));
  cv::subtract(part, background, tophat);
  tophat.convertTo(smooth, CV_32F);
  const double sigma = std::max(0.6, 1.2 * px_per_unit);
  // Cut at two sigmas: past them the weights no longer move a peak (OpenCV's default reaches four).
  const int taps = 2 * static_cast<int>(std::ceil(2 * sigma)) + 1;
  cv::GaussianBlur(smooth, smooth, cv::Size(taps, taps), sigma);
  r.smooth = smooth(region - padded.tl());
  r.origin = region.tl();
  return r;
}

}  // namespace

const StarResponse& StarField::at(double px_per_unit) {
  px_per_unit = std::clamp(px_per_unit, 0.05, 50.0);
  for (const StarResponse& r : made_)
    if (r.px_per_unit < px_per_unit * kScaleTolerance && px_per_unit < r.px_per_unit * kScaleTolerance) return r;
  made_.push_back(make_response(photo_, region_, px_per_unit));
  return made_.back();
}

std::vector<cv::Point2f> board_outline(const cv::Matx33d& homography) {
  std::vector<cv::Point2f> outline;
  for (const cv::Point2d t : {cv::Point2d(0, 0), cv::Point2d(546, 0), cv::Point2d(546, 800), cv::Point2d(0, 800)})
    outline.emplace_back(apply(homography, t));
  return outline;
}

bool centred_in(const std::vector<cv::Point2f>& outline, const cv::Matx33d& homography) {
  return cv::pointPolygonTest(outline, cv::Point2f(apply(homography, {273, 400})), false) >= 0;
}

cv::Rect board_region(const cv::Matx33d& homography, double margin) {
  std::vector<cv::Point2f> corners;
  for (const cv::Point2d t : {cv::Point2d(-margin, -margin), cv::Point2d(546 + margin, -margin),
                              cv::Point2d(546 + margin, 800 + margin), cv::Point2d(-margin, 800 + margin)}) {
    const cv::Point2d q = apply(homography, t);
    // A board seen edge-on puts a corner far off: the region is then the whole photo's worth of anything.
    if (!(std::abs(q.x) < 1e6 && std::abs(q.y) < 1e6)) return {};
    corners.emplace_back(static_cast<float>(q.x), static_cast<float>(q.y));
  }
  return cv::boundingRect(corners);
}

double pixels_per_unit(const cv::Matx33d& homography) {
  return cv::norm(apply(homography, {546, 400}) - apply(homography, {0, 400})) / 546;
}

}  // namespace starsight::vision
