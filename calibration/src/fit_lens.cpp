#include "starsight/calibration/fit_lens.hpp"

#include <cmath>

#include <opencv2/calib3d.hpp>

#include "starsight/vision/lattice_measure.hpp"
#include "starsight/vision/lens_correction.hpp"

namespace starsight::calibration {
namespace {

constexpr double kLargestLens = 0.3;  // |k1| searched; phone lenses are far inside

// One photo's stars: template units and where each was found (the photo's pixels, `image` its size).
struct StarsSeen {
  std::vector<cv::Point2f> star_template, star_photo;
  cv::Size image;
};

// Photo pixels per template unit at the board's middle under `h`.
double pixels_per_unit(const cv::Matx33d& h) {
  const auto at = [&](double x, double y) {
    const cv::Vec3d v = h * cv::Vec3d(x, y, 1);
    return cv::Point2d(v[0] / v[2], v[1] / v[2]);
  };
  const cv::Point2d c = at(273, 400), dx = at(274, 400) - c, dy = at(273, 401) - c;
  return std::sqrt(std::abs(dx.x * dy.y - dx.y * dy.x));
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
  const cv::Mat h = cv::findHomography(s.star_template, seen, 0);
  if (h.empty()) return {0, 0};
  const cv::Matx33d hm(h);
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

// The stars each photo's lattice was fitted to, the photo looked at through `lens`.
std::vector<StarsSeen> stars_seen(const std::vector<cv::Mat>& grays, const Lens& lens) {
  std::vector<StarsSeen> out;
  for (const cv::Mat& gray : grays) {
    const cv::Mat seen = vision::undistorted(gray, lens);
    const vision::LatticeMeasurement m = vision::measure_lattice(seen);
    if (m.error.empty()) out.push_back({m.star_template, m.star_photo, seen.size()});
  }
  return out;
}

// The stars' rms straying (template units) from the best homography of each photo, with `lens` taken out.
double star_straying(const std::vector<StarsSeen>& photos, const Lens& lens) {
  double sum = 0;
  int n = 0;
  for (const StarsSeen& s : photos) {
    const auto [e, k] = straying(s, lens);
    sum += e, n += k;
  }
  return n > 0 ? std::sqrt(sum / n) : 0;
}

// The k1 that fits the stars best: a coarse scan, then golden sections round its best (the straying is smooth in
// k1, with one minimum near the lens's own; the scan keeps a far-off local one from being taken).
double best_lens(const std::vector<StarsSeen>& photos) {
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
  return (lo + hi) / 2;
}

}  // namespace

// A strong lens bends the outer stars too far from the first homography for the lattice's fit to take them; once it
// is mostly taken out they are found, and the lens is fitted again on them. (Two lenses one after the other make,
// to first order, one whose k1 is their sum.)
LensFit fit_photos_lens(const std::vector<cv::Mat>& grays) {
  Lens total;
  std::vector<StarsSeen> seen = stars_seen(grays, total);
  constexpr int kRounds = 4;
  for (int round = 0; round < kRounds; ++round) {
    const double k = best_lens(seen);
    if (std::abs(k) < 1e-4 || star_straying(seen, Lens{k}) >= star_straying(seen, Lens{})) break;
    total.k1 += k;
    seen = stars_seen(grays, total);
  }
  // Judged on the last stars found, as the photos show them and with the lens out.
  std::vector<StarsSeen> as_shot = seen;
  for (StarsSeen& s : as_shot)
    for (cv::Point2f& q : s.star_photo) {
      const PixelPoint d = distort(total, {q.x, q.y}, s.image.width, s.image.height);
      q = cv::Point2f(static_cast<float>(d.x), static_cast<float>(d.y));
    }
  LensFit fit;
  fit.rms_before = star_straying(as_shot, Lens{});
  const double after = star_straying(seen, Lens{});
  fit.trusted = std::abs(total.k1) >= kLeastLens && after <= 0.8 * fit.rms_before;
  fit.rms_after = fit.trusted ? after : fit.rms_before;
  if (fit.trusted) fit.lens = total;
  return fit;
}

}  // namespace starsight::calibration
