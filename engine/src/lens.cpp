#include "starsight/lens.hpp"

#include <cmath>

namespace starsight {
namespace {

struct Frame {
  double cx, cy, half_diagonal;
};

Frame frame_of(int w, int h) { return {(w - 1) / 2.0, (h - 1) / 2.0, 0.5 * std::hypot(w, h)}; }

}  // namespace

PixelPoint distort(const Lens& lens, PixelPoint p, int w, int h) {
  const Frame f = frame_of(w, h);
  const double x = (p.x - f.cx) / f.half_diagonal, y = (p.y - f.cy) / f.half_diagonal;
  const double s = 1 + lens.k1 * (x * x + y * y);
  return {f.cx + x * s * f.half_diagonal, f.cy + y * s * f.half_diagonal};
}

double undistorted_scale(const Lens& lens, double r) {
  if (lens.none() || r <= 0) return 1;
  // Newton on u (1 + k1 u^2) = r from u = r: the map is monotonic over the image for the lenses phones have.
  double u = r;
  for (int i = 0; i < 8; ++i) {
    const double f = u * (1 + lens.k1 * u * u) - r, df = 1 + 3 * lens.k1 * u * u;
    if (df <= 0) break;
    u -= f / df;
  }
  return u / r;
}

PixelPoint undistort(const Lens& lens, PixelPoint p, int w, int h) {
  const Frame f = frame_of(w, h);
  const double x = (p.x - f.cx) / f.half_diagonal, y = (p.y - f.cy) / f.half_diagonal;
  const double s = undistorted_scale(lens, std::hypot(x, y));
  return {f.cx + x * s * f.half_diagonal, f.cy + y * s * f.half_diagonal};
}

}  // namespace starsight
