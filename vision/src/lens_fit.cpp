#include "starsight/vision/lens_fit.hpp"

#include <cmath>
#include <optional>

#include <opencv2/core.hpp>

#include "star_field.hpp"

namespace starsight::vision {
namespace {

constexpr double kLargestLens = 0.3;  // |k1| searched; phone lenses are far inside

// The least-squares homography from `from` to `to` (the direct linear fit, both sides normalised to a unit spread
// round their centre): what cv::findHomography starts from, without its iterative refinement, which cost a 1080p
// frame 1.5 ms of its 20 when a lens was looked for. The stars' straying it measures differs in the third digit.
std::optional<cv::Matx33d> fit_homography(const std::vector<cv::Point2f>& from, const std::vector<cv::Point2f>& to) {
  const auto normaliser = [](const std::vector<cv::Point2f>& pts) {
    double cx = 0, cy = 0;
    for (const auto& p : pts) cx += p.x, cy += p.y;
    cx /= static_cast<double>(pts.size()), cy /= static_cast<double>(pts.size());
    double spread = 0;
    for (const auto& p : pts) spread += std::hypot(p.x - cx, p.y - cy);
    const double s = spread > 0 ? static_cast<double>(pts.size()) * std::sqrt(2.0) / spread : 1;
    return cv::Matx33d(s, 0, -s * cx, 0, s, -s * cy, 0, 0, 1);
  };
  const cv::Matx33d nf = normaliser(from), nt = normaliser(to);
  cv::Matx<double, 9, 9> ata = cv::Matx<double, 9, 9>::zeros();
  for (std::size_t i = 0; i < from.size(); ++i) {
    const cv::Vec3d a = nf * cv::Vec3d(from[i].x, from[i].y, 1), b = nt * cv::Vec3d(to[i].x, to[i].y, 1);
    const double r1[9] = {a[0], a[1], 1, 0, 0, 0, -b[0] * a[0], -b[0] * a[1], -b[0]};
    const double r2[9] = {0, 0, 0, a[0], a[1], 1, -b[1] * a[0], -b[1] * a[1], -b[1]};
    for (int r = 0; r < 9; ++r)
      for (int c = 0; c < 9; ++c) ata(r, c) += r1[r] * r1[c] + r2[r] * r2[c];
  }
  cv::Mat values, vectors;
  if (!cv::eigen(cv::Mat(ata), values, vectors)) return std::nullopt;
  const cv::Mat h = vectors.row(8);  // the smallest eigenvalue's
  const cv::Matx33d hn(h.at<double>(0), h.at<double>(1), h.at<double>(2), h.at<double>(3), h.at<double>(4),
                       h.at<double>(5), h.at<double>(6), h.at<double>(7), h.at<double>(8));
  return nt.inv() * hn * nf;
}

// Sum of squared straying (template units) and the number of stars, for one photo.
std::pair<double, int> straying(const StarsSeen& s, const Lens& lens) {
  if (s.star_template.size() < 8) return {0, 0};
  std::vector<cv::Point2f> seen;
  seen.reserve(s.star_photo.size());
  for (const cv::Point2f& q : s.star_photo) {
    const PixelPoint u = undistort(lens, {q.x, q.y}, s.image.width, s.image.height);
    seen.emplace_back(static_cast<float>(u.x), static_cast<float>(u.y));
  }
  const std::optional<cv::Matx33d> h = fit_homography(s.star_template, seen);
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
  for (double k = -kLargestLens; k <= kLargestLens + 1e-9; k += 0.01)
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
