#include "edge_line.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace starsight::vision {
namespace {

// The weighted least-squares line through `pts`: (vx, vy, x0, y0), through the weighted centroid along the
// principal direction.
cv::Vec4f weighted_line(const std::vector<cv::Point>& pts, const std::vector<double>& w) {
  double sw = 0, sx = 0, sy = 0;
  for (std::size_t i = 0; i < pts.size(); ++i) sw += w[i], sx += w[i] * pts[i].x, sy += w[i] * pts[i].y;
  if (!(sw > 0)) return {1, 0, 0, 0};
  const double cx = sx / sw, cy = sy / sw;
  double sxx = 0, sxy = 0, syy = 0;
  for (std::size_t i = 0; i < pts.size(); ++i) {
    const double dx = pts[i].x - cx, dy = pts[i].y - cy;
    sxx += w[i] * dx * dx, sxy += w[i] * dx * dy, syy += w[i] * dy * dy;
  }
  const double angle = 0.5 * std::atan2(2 * sxy, sxx - syy);
  return {static_cast<float>(std::cos(angle)), static_cast<float>(std::sin(angle)), static_cast<float>(cx),
          static_cast<float>(cy)};
}

// Huber's loss of the points' distances from a line (c = 1.345 px, as cv::DIST_HUBER's default).
constexpr double kHuber = 1.345;
double huber_loss(const std::vector<cv::Point>& pts, const cv::Vec4f& line, std::vector<double>* weights) {
  double loss = 0;
  for (std::size_t i = 0; i < pts.size(); ++i) {
    const double r = std::abs((pts[i].x - line[2]) * line[1] - (pts[i].y - line[3]) * line[0]);
    loss += r < kHuber ? r * r / 2 : kHuber * (r - kHuber / 2);
    if (weights) (*weights)[i] = r < kHuber ? 1.0 : kHuber / r;
  }
  return loss;
}

// Least squares reweighted with Huber's weights, from `line` until it settles.
cv::Vec4f huber_line(const std::vector<cv::Point>& pts, cv::Vec4f line) {
  std::vector<double> w(pts.size(), 1.0);
  for (int iteration = 0; iteration < 30; ++iteration) {
    huber_loss(pts, line, &w);
    const cv::Vec4f next = weighted_line(pts, w);
    const double turned = std::abs(next[0] * line[1] - next[1] * line[0]);
    const double moved = std::abs((next[2] - line[2]) * line[1] - (next[3] - line[3]) * line[0]);
    line = next;
    if (turned < 1e-4 && moved < 0.01) break;
  }
  return line;
}

}  // namespace

cv::Vec4f fit_edge_line(const std::vector<cv::Point>& pts) {
  const std::size_t half = pts.size() / 2;
  std::vector<double> all(pts.size(), 1.0), first(pts.size(), 0.0), second(pts.size(), 0.0);
  std::fill(first.begin(), first.begin() + static_cast<std::ptrdiff_t>(half), 1.0);
  std::fill(second.begin() + static_cast<std::ptrdiff_t>(half), second.end(), 1.0);
  cv::Vec4f best;
  double best_loss = 1e300;
  for (const auto* start : {&all, &first, &second}) {
    const cv::Vec4f line = huber_line(pts, weighted_line(pts, *start));
    const double loss = huber_loss(pts, line, nullptr);
    if (loss < best_loss) best_loss = loss, best = line;
  }
  return best;
}

}  // namespace starsight::vision
