// The lens model: distortion and its inverse, by hand and round trip.
#include <gtest/gtest.h>

#include <cmath>

#include "starsight/lens.hpp"

namespace starsight {
namespace {

TEST(Lens, ACornerMovesByK1AtTheHalfDiagonal) {
  // 301 x 201: centre (150, 100), half-diagonal hypot(301, 201) / 2.
  const double hd = 0.5 * std::hypot(301.0, 201.0);
  const Lens barrel{-0.1};
  // A point one half-diagonal right of the centre is seen 10 % nearer to it.
  const PixelPoint q = distort(barrel, {150 + hd, 100}, 301, 201);
  EXPECT_NEAR(q.x, 150 + 0.9 * hd, 1e-9);
  EXPECT_NEAR(q.y, 100, 1e-9);
  // The centre stays.
  const PixelPoint c = distort(barrel, {150, 100}, 301, 201);
  EXPECT_DOUBLE_EQ(c.x, 150);
  EXPECT_DOUBLE_EQ(c.y, 100);
}

TEST(Lens, UndistortUndoesDistortOverTheImage) {
  for (double k1 : {-0.25, -0.08, 0.0, 0.05, 0.2})
    for (int y = 0; y <= 3024; y += 504)
      for (int x = 0; x <= 4032; x += 504) {
        const Lens lens{k1};
        const PixelPoint d = distort(lens, {double(x), double(y)}, 4033, 3025);
        const PixelPoint u = undistort(lens, d, 4033, 3025);
        EXPECT_NEAR(u.x, x, 1e-6) << k1;
        EXPECT_NEAR(u.y, y, 1e-6) << k1;
      }
}

TEST(Lens, NoLensMovesNothing) {
  const PixelPoint p = undistort(Lens{}, {12.5, 700}, 1000, 800);
  EXPECT_DOUBLE_EQ(p.x, 12.5);
  EXPECT_DOUBLE_EQ(p.y, 700);
  EXPECT_TRUE(Lens{}.none());
}

}  // namespace
}  // namespace starsight
