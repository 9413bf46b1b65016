#include "lattice_ransac.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <limits>
#include <utility>

#include <opencv2/core/hal/intrin.hpp>

namespace starsight::vision {
namespace {

// Three points closer to one line than this (sine of the angle at the first) are taken as on it. Float template
// coordinates of a grid's points on one line miss it by about 1e-6; the least angle between two of a 10 x 11
// grid's lines through a point is about 1e-2. Measured points (stars) are never exactly on a line, but a sample
// whose stars nearly are gives a wild homography all the same.
constexpr double kCollinear = 1e-4;

// Twice the signed area of the triangle a b c, and whether it is too thin to be a triangle.
double turn(const cv::Point2f& a, const cv::Point2f& b, const cv::Point2f& c, bool& thin) {
  const double ux = static_cast<double>(b.x) - a.x, uy = static_cast<double>(b.y) - a.y;
  const double vx = static_cast<double>(c.x) - a.x, vy = static_cast<double>(c.y) - a.y;
  const double cross = ux * vy - uy * vx;
  thin = !(std::abs(cross) > kCollinear * std::sqrt((ux * ux + uy * uy) * (vx * vx + vy * vy)));
  return cross;
}

// The homography taking the unit square's corners (0,0), (1,0), (1,1), (0,1) onto p[0..3], in closed form
// (Heckbert, "Fundamentals of Texture Mapping and Image Warping", 1989): an eighth of the work of a general
// 8x8 solve, which matters because the board finder asks for a few thousand per photo. False when the
// quadrilateral is degenerate.
bool square_to_quad(const cv::Point2f p[4], cv::Matx33d& h) {
  const double x0 = p[0].x, y0 = p[0].y, x1 = p[1].x, y1 = p[1].y, x2 = p[2].x, y2 = p[2].y, x3 = p[3].x, y3 = p[3].y;
  const double sx = x0 - x1 + x2 - x3, sy = y0 - y1 + y2 - y3;
  const double dx1 = x1 - x2, dx2 = x3 - x2, dy1 = y1 - y2, dy2 = y3 - y2;
  const double den = dx1 * dy2 - dx2 * dy1;
  if (!(std::abs(den) > 1e-12 * (std::abs(dx1 * dy2) + std::abs(dx2 * dy1)))) return false;
  const double g = (sx * dy2 - dx2 * sy) / den, k = (dx1 * sy - sx * dy1) / den;
  h = cv::Matx33d(x1 - x0 + g * x1, x3 - x0 + k * x3, x0, y1 - y0 + g * y1, y3 - y0 + k * y3, y0, g, k, 1);
  return true;
}

// The inverse of a homography up to scale: its adjugate (no division, so no failure for a finite matrix).
cv::Matx33d adjugate(const cv::Matx33d& m) {
  return {m(1, 1) * m(2, 2) - m(1, 2) * m(2, 1), m(0, 2) * m(2, 1) - m(0, 1) * m(2, 2),
          m(0, 1) * m(1, 2) - m(0, 2) * m(1, 1), m(1, 2) * m(2, 0) - m(1, 0) * m(2, 2),
          m(0, 0) * m(2, 2) - m(0, 2) * m(2, 0), m(0, 2) * m(1, 0) - m(0, 0) * m(1, 2),
          m(1, 0) * m(2, 1) - m(1, 1) * m(2, 0), m(0, 1) * m(2, 0) - m(0, 0) * m(2, 1),
          m(0, 0) * m(1, 1) - m(0, 1) * m(1, 0)};
}

// OpenCV's RANSACUpdateNumIters: draws needed to have drawn, with `confidence`, one sample of `m` right points
// when a fraction `wrong` of the points is wrong; never more than `most`.
int draws_needed(double confidence, double wrong, int m, int most) {
  const double num = std::log(std::max(1.0 - confidence, std::numeric_limits<double>::min()));
  const double denom_arg = 1.0 - std::pow(1.0 - std::clamp(wrong, 0.0, 1.0), m);
  if (denom_arg < std::numeric_limits<double>::min()) return 0;
  const double denom = std::log(denom_arg);
  return denom >= 0 || -num >= most * (-denom) ? most : static_cast<int>(std::lround(num / denom));
}

// splitmix64: small, fast, and the same numbers on every platform and standard library.
struct Random {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  // Uniform in [0, n) (n small: the bias of the multiply-shift is far below anything that matters here).
  std::size_t below(std::size_t n) { return static_cast<std::size_t>(((next() >> 32) * n) >> 32); }
};

// Whether `h` brings `from` within sqrt(`tolerance2`) of its measured point `to`.
inline bool brought_within(const cv::Matx33d& h, const cv::Point2f& from, const cv::Point2f& to, double tolerance2) {
  const double x = from.x, y = from.y;
  const double w = h(2, 0) * x + h(2, 1) * y + h(2, 2);
  if (!(std::abs(w) > std::numeric_limits<double>::epsilon())) return false;
  const double iw = 1.0 / w;
  const double dx = (h(0, 0) * x + h(0, 1) * y + h(0, 2)) * iw - to.x;
  const double dy = (h(1, 0) * x + h(1, 1) * y + h(1, 2)) * iw - to.y;
  return dx * dx + dy * dy <= tolerance2;
}

// Correspondences that `h` brings within sqrt(`tolerance2`) of their measured point, written to `mask`.
// Gives up (returning at most `beat`) once it can no longer find more than `beat`. Two at a time in 128-bit
// vectors where the machine has them (each lane the scalar arithmetic: the same products, sums and quotient);
// giving up is then checked after each pair, which gives up at the same point or one later, still with at
// most `beat` (the caller uses the mask only after a whole pass).
int count_inliers(const cv::Matx33d& h, const std::vector<cv::Point2f>& from, const std::vector<cv::Point2f>& to,
                  double tolerance2, int beat, std::vector<unsigned char>& mask) {
  const int n = static_cast<int>(from.size());
  int good = 0, k = 0;
#if CV_SIMD128_64F
  const cv::v_float64x2 h00 = cv::v_setall_f64(h(0, 0)), h01 = cv::v_setall_f64(h(0, 1)),
                        h02 = cv::v_setall_f64(h(0, 2)), h10 = cv::v_setall_f64(h(1, 0)),
                        h11 = cv::v_setall_f64(h(1, 1)), h12 = cv::v_setall_f64(h(1, 2)),
                        h20 = cv::v_setall_f64(h(2, 0)), h21 = cv::v_setall_f64(h(2, 1)),
                        h22 = cv::v_setall_f64(h(2, 2)), one = cv::v_setall_f64(1.0);
  for (; k + 2 <= n; k += 2) {
    const cv::Point2f *f = &from[static_cast<std::size_t>(k)], *t = &to[static_cast<std::size_t>(k)];
    const cv::v_float64x2 x(f[0].x, f[1].x), y(f[0].y, f[1].y);
    const cv::v_float64x2 w = h20 * x + h21 * y + h22;
    const cv::v_float64x2 iw = one / w;
    const cv::v_float64x2 dx = (h00 * x + h01 * y + h02) * iw - cv::v_float64x2(t[0].x, t[1].x);
    const cv::v_float64x2 dy = (h10 * x + h11 * y + h12) * iw - cv::v_float64x2(t[0].y, t[1].y);
    double ws[2], d2[2];
    cv::v_store(ws, w);
    cv::v_store(d2, dx * dx + dy * dy);
    for (int j = 0; j < 2; ++j) {
      const bool in = std::abs(ws[j]) > std::numeric_limits<double>::epsilon() && d2[j] <= tolerance2;
      mask[static_cast<std::size_t>(k + j)] = in ? 1 : 0;
      good += in ? 1 : 0;
    }
    if (good + (n - 1 - (k + 1)) <= beat) return good;
  }
#endif
  for (; k < n; ++k) {
    const bool in = brought_within(h, from[static_cast<std::size_t>(k)], to[static_cast<std::size_t>(k)], tolerance2);
    mask[static_cast<std::size_t>(k)] = in ? 1 : 0;
    good += in ? 1 : 0;
    if (good + (n - 1 - k) <= beat) return good;
  }
  return good;
}

}  // namespace

bool homography_from_four(const cv::Point2f from[4], const cv::Point2f to[4], cv::Matx33d& h) {
  // Every three of the four, in both sets: none on one line, all turning the same way in both (OpenCV's
  // check too: a sample that folds the plane can't be four right correspondences of a photo).
  static constexpr int kTriples[4][3] = {{0, 1, 2}, {1, 2, 3}, {0, 2, 3}, {0, 1, 3}};
  int flipped = 0;
  for (const auto& t : kTriples) {
    bool thin_from = false, thin_to = false;
    const double a = turn(from[t[0]], from[t[1]], from[t[2]], thin_from);
    const double b = turn(to[t[0]], to[t[1]], to[t[2]], thin_to);
    if (thin_from || thin_to) return false;
    flipped += (a < 0) != (b < 0) ? 1 : 0;
  }
  if (flipped != 0 && flipped != 4) return false;

  // from -> square -> to.
  cv::Matx33d square_from, square_to;
  if (!square_to_quad(from, square_from) || !square_to_quad(to, square_to)) return false;
  cv::Matx33d full = square_to * adjugate(square_from);
  if (!(std::abs(full(2, 2)) > 1e-12 * cv::norm(full, cv::NORM_INF)) || !std::isfinite(full(2, 2))) return false;
  full *= 1.0 / full(2, 2);
  for (int k = 0; k < 9; ++k)
    if (!std::isfinite(full.val[k])) return false;
  h = full;
  return true;
}

RansacHomography ransac_homography(const std::vector<cv::Point2f>& from, const std::vector<cv::Point2f>& to,
                                   const RansacSettings& settings) {
  RansacHomography out;
  const std::size_t n = std::min(from.size(), to.size());
  if (n < 4 || from.size() != to.size() || settings.max_draws <= 0) return out;
  const double tolerance2 = settings.tolerance * settings.tolerance;
  Random random{settings.seed};
  std::vector<unsigned char> mask(n), best_mask;
  int best = 3;  // a model counts with four inliers or more (OpenCV's rule)
  int needed = settings.max_draws;
  // A sample that can't be solved (three on a grid line, a fold) is drawn again, like OpenCV's; points that
  // never give a usable sample (all on one line) end the search.
  constexpr int kAttemptsPerDraw = 100;
  for (int draw = 0; draw < needed; ++draw) {
    cv::Matx33d h;
    bool usable = false;
    for (int attempt = 0; attempt < kAttemptsPerDraw && !usable; ++attempt) {
      std::array<std::size_t, 4> idx{};
      for (std::size_t k = 0; k < 4; ++k) {
        std::size_t i = 0;
        do i = random.below(n);
        while (std::find(idx.begin(), idx.begin() + static_cast<std::ptrdiff_t>(k), i) !=
               idx.begin() + static_cast<std::ptrdiff_t>(k));
        idx[k] = i;
      }
      const cv::Point2f a[4] = {from[idx[0]], from[idx[1]], from[idx[2]], from[idx[3]]};
      const cv::Point2f b[4] = {to[idx[0]], to[idx[1]], to[idx[2]], to[idx[3]]};
      usable = homography_from_four(a, b, h);
    }
    if (!usable) break;
    ++out.draws;
    const int good = count_inliers(h, from, to, tolerance2, best, mask);
    if (good <= best) continue;
    best = good;
    out.homography = h;
    out.inlier_count = good;
    best_mask.swap(mask);
    mask.resize(n);
    needed = draws_needed(settings.confidence, static_cast<double>(n - static_cast<std::size_t>(good)) / n, 4, needed);
  }
  if (out.inlier_count > 0) out.inliers = std::move(best_mask);
  return out;
}

}  // namespace starsight::vision
