#pragma once
// Small 2-D helpers shared by the drawing code: points in template units,
// smooth curves through control points, and the fixed-point conversion that
// OpenCV's antialiased drawing uses for sub-pixel accuracy.
#include <algorithm>
#include <cmath>
#include <vector>

#include <opencv2/core.hpp>

namespace starsight::render {

using Path = std::vector<cv::Point2d>;

inline constexpr int kShift = 4;  // OpenCV drawing: coordinates carry 4 fractional bits
inline constexpr double kPi = 3.14159265358979323846;

// A template-unit point on an image drawn at `scale` pixels per unit, as the
// fixed-point pixel position OpenCV's drawing functions expect (pixel centres
// at integer coordinates).
inline cv::Point fixed(cv::Point2d p, double scale) {
  return {static_cast<int>(std::lround(p.x * scale * (1 << kShift))),
          static_cast<int>(std::lround(p.y * scale * (1 << kShift)))};
}
inline std::vector<cv::Point> fixed(const Path& path, double scale) {
  std::vector<cv::Point> out;
  out.reserve(path.size());
  for (const auto& p : path) out.push_back(fixed(p, scale));
  return out;
}

inline double length(cv::Point2d v) { return std::hypot(v.x, v.y); }
inline cv::Point2d unit(cv::Point2d v) {
  const double l = length(v);
  return l > 1e-12 ? v * (1.0 / l) : cv::Point2d(1, 0);
}
inline cv::Point2d perp(cv::Point2d v) { return {-v.y, v.x}; }
inline cv::Point2d rotate(cv::Point2d v, double rad) {
  const double c = std::cos(rad), s = std::sin(rad);
  return {c * v.x - s * v.y, s * v.x + c * v.y};
}

// Catmull-Rom spline through the control points, `per_span` samples per span.
inline Path smooth(const Path& ctrl, int per_span = 8, bool closed = false) {
  Path out;
  const int n = static_cast<int>(ctrl.size());
  if (n < 3) return ctrl;
  const int spans = closed ? n : n - 1;
  const auto at = [&](int i) {
    if (closed) return ctrl[static_cast<std::size_t>(((i % n) + n) % n)];
    return ctrl[static_cast<std::size_t>(std::clamp(i, 0, n - 1))];
  };
  for (int i = 0; i < spans; ++i) {
    const cv::Point2d p0 = at(i - 1), p1 = at(i), p2 = at(i + 1), p3 = at(i + 2);
    for (int k = 0; k < per_span; ++k) {
      const double t = static_cast<double>(k) / per_span, t2 = t * t, t3 = t2 * t;
      out.push_back(0.5 * ((2.0 * p1) + (-p0 + p2) * t + (2.0 * p0 - 5.0 * p1 + 4.0 * p2 - p3) * t2 +
                           (-p0 + 3.0 * p1 - 3.0 * p2 + p3) * t3));
    }
  }
  out.push_back(closed ? ctrl.front() : ctrl.back());
  return out;
}

// An arc of an ellipse centred at `c` (angles in radians, y down).
inline Path arc(cv::Point2d c, double rx, double ry, double a0, double a1, double tilt = 0, int samples = 24) {
  Path out;
  for (int i = 0; i <= samples; ++i) {
    const double a = a0 + (a1 - a0) * i / samples;
    out.push_back(c + rotate({rx * std::cos(a), ry * std::sin(a)}, tilt));
  }
  return out;
}

inline Path translated(Path p, cv::Point2d d) {
  for (auto& q : p) q += d;
  return p;
}

}  // namespace starsight::render
