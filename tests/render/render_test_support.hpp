#pragma once
// Helpers shared by the render tests: small states and image measurements.
#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

#include "starsight/board.hpp"
#include "starsight/render/render.hpp"

namespace starsight::render::testing {

inline cv::Point2d template_point(const Board& b, Point p) { return {b.geometry.x_of(p.x), b.geometry.y_of(p.y)}; }

inline cv::Point2d map_point(const cv::Matx33d& h, cv::Point2d p) {
  const cv::Vec3d q = h * cv::Vec3d(p.x, p.y, 1);
  return {q[0] / q[2], q[1] / q[2]};
}

// Options for geometry checks: no clutter, ghosts, numbers, lighting or JPEG.
inline RenderOptions clean_options(std::uint64_t seed) {
  RenderOptions o = quiet_scene(seed);
  o.jpeg_quality = 0;
  o.degrade = false;
  return o;
}

// Pixels where two renderings differ by more than `threshold` in any channel.
inline cv::Mat difference(const cv::Mat& a, const cv::Mat& b, int threshold = 40) {
  cv::Mat d;
  cv::absdiff(a, b, d);
  cv::Mat gray;
  cv::transform(d, gray, cv::Matx13f(1, 1, 1));
  return gray > threshold;
}

// Distance from p to the segment a-b.
inline double segment_distance(cv::Point2d p, cv::Point2d a, cv::Point2d b) {
  const cv::Point2d d = b - a;
  const double t = std::clamp((p - a).dot(d) / d.dot(d), 0.0, 1.0);
  const cv::Point2d q = a + d * t;
  return std::hypot(p.x - q.x, p.y - q.y);
}

}  // namespace starsight::render::testing
