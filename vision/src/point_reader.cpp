#include "point_reader.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "template_geometry.hpp"

namespace starsight::vision {
namespace {

double sigmoid(double z) { return 1.0 / (1.0 + std::exp(-z)); }

double centre_peak(const RectifiedBoard& r, cv::Point2d c) {
  float best = 0;
  for (int dy = -3; dy <= 3; ++dy)
    for (int dx = -3; dx <= 3; ++dx) {
      const int x = static_cast<int>(std::lround(c.x)) + dx, y = static_cast<int>(std::lround(c.y)) + dy;
      if (x < 0 || y < 0 || x >= r.smooth.cols || y >= r.smooth.rows) continue;
      best = std::max(best, r.smooth.ptr<float>(y)[x]);
    }
  return best;
}

}  // namespace

double white_level(const RectifiedBoard& r, const BoardGeometry& g) {
  std::vector<double> peaks;
  for (int i = 0; i < kPointCount; ++i) {
    const cv::Point2d c = rect_point(g, point_at(i));
    if (c.x < 0 || c.x >= r.smooth.cols) continue;
    peaks.push_back(centre_peak(r, c));
  }
  if (peaks.empty()) return 1;
  // Most in-arch points hold printed stars: the upper part of the distribution is the star level.
  const auto k = peaks.size() * 7 / 10;
  std::nth_element(peaks.begin(), peaks.begin() + static_cast<std::ptrdiff_t>(k), peaks.end());
  return std::max(peaks[k], 1.0);
}

PointFeatures point_features(const RectifiedBoard& r, const BoardGeometry& g, Point p, double white) {
  const cv::Point2d c = rect_point(g, p);
  PointFeatures f;
  f.centre = centre_peak(r, c) / white;
  // The ring between the 8 line directions (every 45°): sample at 22.5° + k * 45°, ±10°.
  double sum = 0;
  int n = 0;
  for (int k = 0; k < 8; ++k)
    for (double da : {-10.0, 0.0, 10.0}) {
      const double ang = (22.5 + 45.0 * k + da) * CV_PI / 180;
      for (double rad = 8; rad <= 16; rad += 2) {
        const int x = static_cast<int>(std::lround(c.x + rad * std::cos(ang)));
        const int y = static_cast<int>(std::lround(c.y + rad * std::sin(ang)));
        if (x < 0 || y < 0 || x >= r.tophat.cols || y >= r.tophat.rows) continue;
        sum += r.tophat.ptr<float>(y)[x];
        ++n;
      }
    }
  f.ring = n ? sum / n / white : 0;
  return f;
}

double star_probability(const PointFeatures& f) { return sigmoid(12 * (f.centre - 0.45)); }
double mark_probability(const PointFeatures& f) { return sigmoid(20 * (f.ring - 0.18)); }

}  // namespace starsight::vision
