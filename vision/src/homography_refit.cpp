#include "homography_refit.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <limits>

namespace starsight::vision {
namespace {

using Vec8 = std::array<double, 8>;
using Mat8 = std::array<Vec8, 8>;

// A shift and a scale that bring points' centroid to the origin and their mean distance from it to sqrt(2):
// the normal equations are then well scaled whatever the units (template units, pixels of a 12 MP photo).
cv::Matx33d normaliser(const std::vector<cv::Point2f>& p) {
  cv::Point2d c(0, 0);
  for (const cv::Point2f& q : p) c += cv::Point2d(q.x, q.y);
  c *= 1.0 / static_cast<double>(p.size());
  double spread = 0;
  for (const cv::Point2f& q : p) spread += cv::norm(cv::Point2d(q.x, q.y) - c);
  const double s = spread > 0 ? std::sqrt(2.0) * static_cast<double>(p.size()) / spread : 1.0;
  return {s, 0, -s * c.x, 0, s, -s * c.y, 0, 0, 1};
}

cv::Matx33d inverse_normaliser(const cv::Matx33d& t) {
  const double s = t(0, 0);
  return {1 / s, 0, -t(0, 2) / s, 0, 1 / s, -t(1, 2) / s, 0, 0, 1};
}

// The correspondences in normalised coordinates.
struct Pairs {
  std::vector<cv::Point2d> from, to;
};

// Summed squared distance between the mapped `from` and the `to` points; infinite when a point maps to infinity.
double cost(const Vec8& p, const Pairs& pairs) {
  double sum = 0;
  for (std::size_t k = 0; k < pairs.from.size(); ++k) {
    const double x = pairs.from[k].x, y = pairs.from[k].y;
    const double w = p[6] * x + p[7] * y + 1;
    if (!(std::abs(w) > 1e-12)) return std::numeric_limits<double>::infinity();
    const double du = (p[0] * x + p[1] * y + p[2]) / w - pairs.to[k].x;
    const double dv = (p[3] * x + p[4] * y + p[5]) / w - pairs.to[k].y;
    sum += du * du + dv * dv;
  }
  return sum;
}

// The Gauss-Newton normal equations at p: a = J'J, g = J'r.
void normal_equations(const Vec8& p, const Pairs& pairs, Mat8& a, Vec8& g) {
  a = {};
  g = {};
  for (std::size_t k = 0; k < pairs.from.size(); ++k) {
    const double x = pairs.from[k].x, y = pairs.from[k].y;
    const double iw = 1 / (p[6] * x + p[7] * y + 1);
    const double u = (p[0] * x + p[1] * y + p[2]) * iw, v = (p[3] * x + p[4] * y + p[5]) * iw;
    const Vec8 ju{x * iw, y * iw, iw, 0, 0, 0, -x * u * iw, -y * u * iw};
    const Vec8 jv{0, 0, 0, x * iw, y * iw, iw, -x * v * iw, -y * v * iw};
    const double ru = u - pairs.to[k].x, rv = v - pairs.to[k].y;
    for (std::size_t i = 0; i < 8; ++i) {
      g[i] += ju[i] * ru + jv[i] * rv;
      for (std::size_t j = 0; j <= i; ++j) a[i][j] += ju[i] * ju[j] + jv[i] * jv[j];
    }
  }
  for (std::size_t i = 0; i < 8; ++i)
    for (std::size_t j = 0; j < i; ++j) a[j][i] = a[i][j];
}

// Solves m x = b for a symmetric positive definite m (Cholesky); false if m isn't.
bool solve_spd(Mat8 m, Vec8 b, Vec8& x) {
  for (std::size_t j = 0; j < 8; ++j) {
    double d = m[j][j];
    for (std::size_t k = 0; k < j; ++k) d -= m[j][k] * m[j][k];
    if (!(d > 0)) return false;
    m[j][j] = std::sqrt(d);
    for (std::size_t i = j + 1; i < 8; ++i) {
      double s = m[i][j];
      for (std::size_t k = 0; k < j; ++k) s -= m[i][k] * m[j][k];
      m[i][j] = s / m[j][j];
    }
  }
  for (std::size_t i = 0; i < 8; ++i) {
    for (std::size_t k = 0; k < i; ++k) b[i] -= m[i][k] * b[k];
    b[i] /= m[i][i];
  }
  for (std::size_t i = 8; i-- > 0;) {
    for (std::size_t k = i + 1; k < 8; ++k) b[i] -= m[k][i] * b[k];
    b[i] /= m[i][i];
  }
  x = b;
  return true;
}

}  // namespace

bool refit_homography(const std::vector<cv::Point2f>& from, const std::vector<cv::Point2f>& to, cv::Matx33d& h,
                      int iterations) {
  if (from.size() < 4 || from.size() != to.size()) return false;
  const cv::Matx33d tf = normaliser(from), tt = normaliser(to);
  Pairs pairs;
  pairs.from.reserve(from.size()), pairs.to.reserve(to.size());
  for (std::size_t k = 0; k < from.size(); ++k) {
    pairs.from.push_back(cv::Point2d(tf(0, 0) * from[k].x + tf(0, 2), tf(1, 1) * from[k].y + tf(1, 2)));
    pairs.to.push_back(cv::Point2d(tt(0, 0) * to[k].x + tt(0, 2), tt(1, 1) * to[k].y + tt(1, 2)));
  }
  cv::Matx33d start = tt * h * inverse_normaliser(tf);
  if (!(std::abs(start(2, 2)) > 1e-12)) return false;
  start *= 1 / start(2, 2);
  Vec8 p;
  for (std::size_t i = 0; i < 8; ++i) p[i] = start.val[i];
  double best = cost(p, pairs);
  if (!std::isfinite(best)) return false;

  // Levenberg-Marquardt: Gauss-Newton steps, damped towards gradient descent while a step makes things worse.
  double lambda = 1e-3;
  Mat8 a;
  Vec8 g;
  bool stale = true;
  for (int it = 0; it < iterations && best > 0; ++it) {
    if (stale) {
      normal_equations(p, pairs, a, g);
      stale = false;
    }
    Mat8 damped = a;
    Vec8 minus_g;
    for (std::size_t i = 0; i < 8; ++i) damped[i][i] += lambda * a[i][i], minus_g[i] = -g[i];
    Vec8 step;
    if (!solve_spd(damped, minus_g, step)) {
      lambda *= 10;
      continue;
    }
    Vec8 trial = p;
    for (std::size_t i = 0; i < 8; ++i) trial[i] += step[i];
    const double c = cost(trial, pairs);
    if (!(c < best)) {
      lambda *= 10;
      continue;
    }
    // Converged: the step no longer changes the fit by anything that shows in float star positions.
    const bool settled = best - c <= 1e-12 * best;
    p = trial, best = c, stale = true;
    lambda = std::max(lambda * 0.1, 1e-12);
    if (settled) break;
  }
  const cv::Matx33d fit = inverse_normaliser(tt) * cv::Matx33d(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7], 1) * tf;
  if (!(std::abs(fit(2, 2)) > 1e-12)) return false;
  const cv::Matx33d out = fit * (1 / fit(2, 2));
  for (int k = 0; k < 9; ++k)
    if (!std::isfinite(out.val[k])) return false;
  h = out;
  return true;
}

std::optional<cv::Matx33d> linear_homography(const std::vector<cv::Point2f>& from, const std::vector<cv::Point2f>& to) {
  if (from.size() < 4 || from.size() != to.size()) return std::nullopt;
  const cv::Matx33d nf = normaliser(from), nt = normaliser(to);
  cv::Matx<double, 9, 9> ata = cv::Matx<double, 9, 9>::zeros();
  for (std::size_t i = 0; i < from.size(); ++i) {
    const cv::Vec3d a = nf * cv::Vec3d(from[i].x, from[i].y, 1), b = nt * cv::Vec3d(to[i].x, to[i].y, 1);
    const double r1[9] = {a[0], a[1], 1, 0, 0, 0, -b[0] * a[0], -b[0] * a[1], -b[0]};
    const double r2[9] = {0, 0, 0, a[0], a[1], 1, -b[1] * a[0], -b[1] * a[1], -b[1]};
    for (int r = 0; r < 9; ++r)
      for (int col = 0; col < 9; ++col) ata(r, col) += r1[r] * r1[col] + r2[r] * r2[col];
  }
  cv::Mat values, vectors;
  if (!cv::eigen(cv::Mat(ata), values, vectors)) return std::nullopt;
  const cv::Mat v = vectors.row(8);  // the smallest eigenvalue's
  const cv::Matx33d hn(v.at<double>(0), v.at<double>(1), v.at<double>(2), v.at<double>(3), v.at<double>(4),
                       v.at<double>(5), v.at<double>(6), v.at<double>(7), v.at<double>(8));
  return inverse_normaliser(nt) * hn * nf;
}

}  // namespace starsight::vision
