#include "arch_residual.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/core/hal/intrin.hpp>

namespace starsight::vision {
namespace {

// One point's share: none below the arch, else its distance `d` from the arch circle, capped. `ty`: the point's
// template y.
inline void add_point(double ty, double d, double arch_r, double& sum, int& n) {
  if (ty > arch_r - 20) return;
  sum += std::min(d, 40.0);
  ++n;
}

inline double arch_distance(double tx, double ty, double arch_r) {
  const double dx = tx - arch_r, dy = ty - arch_r;
  return std::abs(std::sqrt(dx * dx + dy * dy) - arch_r);
}

}  // namespace

// The points are taken back to the template two at a time in 128-bit vectors where the machine has them: each lane
// does the scalar arithmetic (cv::Matx33d times cv::Vec3d, then the division), so the sums are the same to the last
// bit; the distances are summed one by one, in order.
double arch_residual(const cv::Matx33d& h, const OutlinePoints& points, double arch_r) {
  const cv::Matx33d inv = h.inv();
  double sum = 0;
  int n = 0;
  const int count = static_cast<int>(points.size());
  int k = 0;
#if CV_SIMD128_64F
  const cv::v_float64x2 i00 = cv::v_setall_f64(inv(0, 0)), i01 = cv::v_setall_f64(inv(0, 1)),
                        i02 = cv::v_setall_f64(inv(0, 2)), i10 = cv::v_setall_f64(inv(1, 0)),
                        i11 = cv::v_setall_f64(inv(1, 1)), i12 = cv::v_setall_f64(inv(1, 2)),
                        i20 = cv::v_setall_f64(inv(2, 0)), i21 = cv::v_setall_f64(inv(2, 1)),
                        i22 = cv::v_setall_f64(inv(2, 2)), zero = cv::v_setzero_f64(), one = cv::v_setall_f64(1.0),
                        r = cv::v_setall_f64(arch_r);
  for (; k + 2 <= count; k += 2) {
    const cv::v_float64x2 x = cv::v_load(points.x.data() + k), y = cv::v_load(points.y.data() + k);
    // As cv::Matx's product sums them: from zero, in column order.
    const cv::v_float64x2 q0 = zero + i00 * x + i01 * y + i02 * one, q1 = zero + i10 * x + i11 * y + i12 * one,
                          q2 = zero + i20 * x + i21 * y + i22 * one;
    const cv::v_float64x2 tx = q0 / q2, ty = q1 / q2, dx = tx - r, dy = ty - r;
    double tys[2], ds[2];
    cv::v_store(tys, ty);
    cv::v_store(ds, cv::v_abs(cv::v_sqrt(dx * dx + dy * dy) - r));
    add_point(tys[0], ds[0], arch_r, sum, n);
    add_point(tys[1], ds[1], arch_r, sum, n);
  }
#endif
  for (; k < count; ++k) {
    const cv::Vec3d q =
        inv * cv::Vec3d(points.x[static_cast<std::size_t>(k)], points.y[static_cast<std::size_t>(k)], 1);
    const double ty = q[1] / q[2];
    add_point(ty, arch_distance(q[0] / q[2], ty, arch_r), arch_r, sum, n);
  }
  if (n < 10) return 1e9;
  return sum / n;
}

}  // namespace starsight::vision
