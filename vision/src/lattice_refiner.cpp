#include "lattice_refiner.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include "rectified_board.hpp"
#include "template_geometry.hpp"

namespace starsight::vision {
namespace {

// The brightest compact spot within `radius` of `guess`, centred on its bright pixels.
bool find_star(const RectifiedBoard& r, cv::Point2d guess, int radius, float min_peak, cv::Point2d& found) {
  const cv::Rect box(static_cast<int>(std::lround(guess.x)) - radius, static_cast<int>(std::lround(guess.y)) - radius,
                     2 * radius + 1, 2 * radius + 1);
  const cv::Rect clipped = box & cv::Rect(0, 0, r.smooth.cols, r.smooth.rows);
  if (clipped.area() < radius * radius) return false;
  double peak = 0;
  cv::Point at;
  cv::minMaxLoc(r.smooth(clipped), nullptr, &peak, nullptr, &at);
  if (peak < min_peak) return false;
  at += clipped.tl();
  // Weighted centroid of the top-hat above half the peak, within a small disc.
  double sx = 0, sy = 0, sw = 0;
  const int c = 4;
  for (int y = at.y - c; y <= at.y + c; ++y) {
    if (y < 0 || y >= r.tophat.rows) continue;
    const float* row = r.smooth.ptr<float>(y);
    for (int x = at.x - c; x <= at.x + c; ++x) {
      if (x < 0 || x >= r.tophat.cols) continue;
      const double w = row[x] - 0.5 * peak;
      if (w <= 0) continue;
      sx += w * x, sy += w * y, sw += w;
    }
  }
  if (sw <= 0) return false;
  found = {sx / sw, sy / sw};
  return true;
}

}  // namespace

RefinedLattice refine_lattice(const cv::Mat& photo_gray, const cv::Matx33d& first, const BoardGeometry& g) {
  RefinedLattice out;
  out.homography = first;
  // Large search radius first (the outline fit may be off by a fraction of a pitch), then tight.
  for (int radius : {22, 10, 5}) {
    const RectifiedBoard r = rectify(photo_gray, out.homography);
    // The stars are the brightest compact things: take a threshold from the brightest spots found.
    std::vector<cv::Point2f> predicted, measured;
    std::vector<float> peaks;
    for (int i = 0; i < kPointCount; ++i) {
      const Point p = point_at(i);
      const cv::Point2d guess = template_point(g, p) * kRectScale;
      cv::Point2d f;
      if (!find_star(r, guess, radius, 4.0f, f)) continue;
      predicted.emplace_back(static_cast<float>(guess.x), static_cast<float>(guess.y));
      measured.emplace_back(static_cast<float>(f.x), static_cast<float>(f.y));
    }
    if (predicted.size() < 12) return out;
    std::vector<unsigned char> inliers;
    const cv::Mat c = cv::findHomography(predicted, measured, cv::RANSAC, radius >= 20 ? 6.0 : 2.5, inliers, 2000);
    if (c.empty()) return out;
    std::vector<cv::Point2f> pi, mi;
    for (std::size_t k = 0; k < inliers.size(); ++k)
      if (inliers[k]) pi.push_back(predicted[k]), mi.push_back(measured[k]);
    if (pi.size() < 12) return out;
    const cv::Mat ls = cv::findHomography(pi, mi, 0);
    if (ls.empty()) return out;
    const cv::Matx33d correction(ls);
    double err = 0;
    for (std::size_t k = 0; k < pi.size(); ++k) {
      const cv::Point2d q = apply(correction, pi[k]);
      err += (q.x - mi[k].x) * (q.x - mi[k].x) + (q.y - mi[k].y) * (q.y - mi[k].y);
    }
    out.rms_error = std::sqrt(err / static_cast<double>(pi.size())) / kRectScale;
    out.stars_matched = static_cast<int>(pi.size());
    // template -> rect(pred) -> rect(measured) -> photo
    out.homography = r.photo_from_rect * correction * rect_from_template();
  }
  out.ok = out.stars_matched >= 40;
  return out;
}

}  // namespace starsight::vision
