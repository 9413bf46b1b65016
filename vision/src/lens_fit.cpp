#include "starsight/vision/lens_fit.hpp"

#include <cmath>
#include <optional>

#include <opencv2/core.hpp>

#include "homography_refit.hpp"
#include "star_field.hpp"

namespace starsight::vision {
namespace {

// Sum of squared straying (template units) and the number of stars, for one photo.
std::pair<double, int> straying(const StarsSeen& s, const Lens& lens) {
  if (s.star_template.size() < 8) return {0, 0};
  std::vector<cv::Point2f> seen;
  seen.reserve(s.star_photo.size());
  for (const cv::Point2f& q : s.star_photo) {
    const PixelPoint u = undistort(lens, {q.x, q.y}, s.image.width, s.image.height);
    seen.emplace_back(static_cast<float>(u.x), static_cast<float>(u.y));
  }
  // The linear fit alone: cv::findHomography's iterative refinement cost a 1080p frame 1.5 ms of its 20 when a
  // lens was looked for, and changes the straying in the third digit.
  const std::optional<cv::Matx33d> h = linear_homography(s.star_template, seen);
  if (!h) return {0, 0};
  const cv::Matx33d hm = *h;
  const double ppu = pixels_per_unit(hm);
  if (!(ppu > 0)) return {0, 0};
  double sum = 0;
  for (std::size_t i = 0; i < seen.size(); ++i) {
    const cv::Vec3d v = hm * cv::Vec3d(s.star_template[i].x, s.star_template[i].y, 1);
    const double ex = v[0] / v[2] - seen[i].x, ey = v[1] / v[2] - seen[i].y;
    sum += (ex * ex + ey * ey) / (ppu * ppu);
  }
  return {sum, static_cast<int>(seen.size())};
}

}  // namespace

double star_straying(const std::vector<StarsSeen>& photos, const Lens& lens) {
  double sum = 0;
  int n = 0;
  for (const StarsSeen& s : photos) {
    const auto [e, k] = straying(s, lens);
    sum += e, n += k;
  }
  return n > 0 ? std::sqrt(sum / n) : 0;
}

// A coarse scan, then golden sections round its best: the straying is smooth in k1, with one minimum near the
// lens's own; the scan keeps a far-off local one from being taken.
Lens best_lens(const std::vector<StarsSeen>& photos) {
  double best = 0, best_cost = star_straying(photos, Lens{});
  for (double k = -kLargestLensK1; k <= kLargestLensK1 + 1e-9; k += 0.01)
    if (const double c = star_straying(photos, Lens{k}); c < best_cost) best = k, best_cost = c;
  double lo = best - 0.01, hi = best + 0.01;
  const double phi = (std::sqrt(5.0) - 1) / 2;
  for (int i = 0; i < 30; ++i) {
    const double a = hi - phi * (hi - lo), b = lo + phi * (hi - lo);
    if (star_straying(photos, Lens{a}) < star_straying(photos, Lens{b}))
      hi = b;
    else
      lo = a;
  }
  return Lens{(lo + hi) / 2};
}

}  // namespace starsight::vision
