#include "camera.hpp"

#include <algorithm>
#include <cmath>

namespace starsight::render {

cv::Point2d apply(const cv::Matx33d& h, cv::Point2d p) {
  const cv::Vec3d q = h * cv::Vec3d(p.x, p.y, 1);
  return {q[0] / q[2], q[1] / q[2]};
}

double local_scale(const cv::Matx33d& h, cv::Point2d p) {
  const cv::Point2d o = apply(h, p);
  return std::max(length(apply(h, p + cv::Point2d(1, 0)) - o), length(apply(h, p + cv::Point2d(0, 1)) - o));
}

Path board_outline() {
  Path p = arc({273, 273}, 273, 273, kPi, 2 * kPi, 0, 48);
  p.push_back({546, 800});
  p.push_back({0, 800});
  return p;
}

cv::Matx33d camera_homography(const SceneParams& p, Rng& rng) {
  const double W = p.size.width, H = p.size.height;
  // A phone's main camera: about 65-75 degrees across the long side.
  const double f = std::max(W, H) / (2 * std::tan(rng.uniform(32, 37.5) * kPi / 180));
  // Rotation in the board plane, then the tilt about an axis in that plane.
  const double th = p.rotation_deg * kPi / 180, ti = p.tilt_deg * kPi / 180, ax = p.tilt_axis_deg * kPi / 180;
  const cv::Matx33d rz(std::cos(th), -std::sin(th), 0, std::sin(th), std::cos(th), 0, 0, 0, 1);
  const cv::Vec3d axis(std::cos(ax), std::sin(ax), 0);
  cv::Matx33d k_axis(0, -axis[2], axis[1], axis[2], 0, -axis[0], -axis[1], axis[0], 0);
  const cv::Matx33d rt = cv::Matx33d::eye() + std::sin(ti) * k_axis + (1 - std::cos(ti)) * (k_axis * k_axis);
  const cv::Matx33d r = rt * rz;
  // Distance so that the board roughly fills the requested part of the frame.
  const double dist = f * 800 / (p.fill * std::min(W, H) + 1e-9);
  const cv::Matx33d kcam(f, 0, W / 2, 0, f, H / 2, 0, 0, 1);
  const cv::Matx33d rt_cols(r(0, 0), r(0, 1), 0, r(1, 0), r(1, 1), 0, r(2, 0), r(2, 1), dist);
  const cv::Matx33d centre(1, 0, -273, 0, 1, -400, 0, 0, 1);
  cv::Matx33d h = kcam * rt_cols * centre;

  // Scale and move so that the outline's bounding box has exactly the fill
  // asked for and sits at a random place inside the frame.
  double x0 = 1e18, y0 = 1e18, x1 = -1e18, y1 = -1e18;
  for (const auto& q : board_outline()) {
    const cv::Point2d m = apply(h, q);
    x0 = std::min(x0, m.x), x1 = std::max(x1, m.x), y0 = std::min(y0, m.y), y1 = std::max(y1, m.y);
  }
  const double s = p.fill / std::max((x1 - x0) / W, (y1 - y0) / H);
  const double bw = (x1 - x0) * s, bh = (y1 - y0) * s;
  const double tx = rng.uniform(0, std::max(0.0, W - bw)) - x0 * s, ty = rng.uniform(0, std::max(0.0, H - bh)) - y0 * s;
  const cv::Matx33d sim(s, 0, tx, 0, s, ty, 0, 0, 1);
  h = sim * h;
  return h * (1.0 / h(2, 2));
}

}  // namespace starsight::render
