// The lattice refiner's RANSAC: finds the homography most correspondences agree with and says which do,
// refuses input that can't fix a homography, and gives the same answer every time.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include <opencv2/core.hpp>

#include "../../vision/src/lattice_ransac.hpp"

namespace starsight::vision {
namespace {

cv::Point2f through(const cv::Matx33d& h, cv::Point2f p) {
  const cv::Vec3d q = h * cv::Vec3d(p.x, p.y, 1.0);
  return {static_cast<float>(q[0] / q[2]), static_cast<float>(q[1] / q[2])};
}

// A board seen at a slant: template units (about 50 per lattice pitch) -> photo pixels.
const cv::Matx33d kTilted(2.1, 0.35, 400, -0.2, 1.8, 150, 0.0004, -0.0002, 1);

struct Correspondences {
  std::vector<cv::Point2f> from, to;
  std::vector<unsigned char> right;  // 1 where `to` is the true image of `from` (plus noise)
};

// A 10 x 11 grid of lattice points; 40% of them matched to a wrong star (moved 20..80 pixels), the rest to
// the true one with up to 0.5 pixels of noise.
Correspondences noisy_grid(std::uint64_t seed) {
  Correspondences c;
  cv::RNG rng(seed);
  for (int row = 0; row <= 10; ++row)
    for (int col = 0; col < 10; ++col) {
      const cv::Point2f t(30.f + 54.f * static_cast<float>(col), 60.f + 52.f * static_cast<float>(row));
      cv::Point2f m = through(kTilted, t);
      const bool wrong = rng.uniform(0.0, 1.0) < 0.4;
      if (wrong) {
        const double angle = rng.uniform(0.0, 2 * CV_PI), far = rng.uniform(20.0, 80.0);
        m += cv::Point2f(static_cast<float>(far * std::cos(angle)), static_cast<float>(far * std::sin(angle)));
      } else {
        m += cv::Point2f(rng.uniform(-0.5f, 0.5f), rng.uniform(-0.5f, 0.5f));
      }
      c.from.push_back(t), c.to.push_back(m), c.right.push_back(wrong ? 0 : 1);
    }
  return c;
}

TEST(LatticeRansac, RecoversAHomographyFromAGridWithFortyPercentWrongStars) {
  const Correspondences c = noisy_grid(11);
  int right = 0;
  for (unsigned char r : c.right) right += r;
  ASSERT_GT(right, 50);
  ASSERT_LT(right, 80);

  const RansacHomography fit = ransac_homography(c.from, c.to, {.tolerance = 3.0, .max_draws = 600});
  ASSERT_TRUE(fit.found());
  ASSERT_EQ(fit.inliers.size(), c.from.size());
  // Every right star is within 3 pixels of a fit through four noisy right ones, and no wrong one (20+ px off).
  EXPECT_EQ(fit.inliers, c.right);
  EXPECT_EQ(fit.inlier_count, right);
  // Adaptive stopping: with 60% right, a few dozen draws are enough at 0.995 confidence.
  EXPECT_LT(fit.draws, 100);
  // The fit of four noisy points is close to the truth all over the board (a few pixels at the far corners).
  for (const cv::Point2f t : {cv::Point2f(0, 0), cv::Point2f(546, 0), cv::Point2f(0, 700), cv::Point2f(546, 700)})
    EXPECT_LT(cv::norm(through(fit.homography, t) - through(kTilted, t)), 5.0) << t;
}

TEST(LatticeRansac, SameAnswerEveryTime) {
  const Correspondences c = noisy_grid(23);
  const RansacHomography a = ransac_homography(c.from, c.to, {.tolerance = 2.0, .max_draws = 300});
  const RansacHomography b = ransac_homography(c.from, c.to, {.tolerance = 2.0, .max_draws = 300});
  ASSERT_TRUE(a.found());
  EXPECT_EQ(a.inliers, b.inliers);
  EXPECT_EQ(a.draws, b.draws);
  for (int k = 0; k < 9; ++k) EXPECT_EQ(a.homography.val[k], b.homography.val[k]);
}

TEST(LatticeRansac, FewerThanFourPointsGiveNothing) {
  const std::vector<cv::Point2f> from{{0, 0}, {50, 0}, {0, 50}}, to{{10, 10}, {60, 10}, {10, 60}};
  const RansacHomography fit = ransac_homography(from, to, {.tolerance = 3.0, .max_draws = 600});
  EXPECT_FALSE(fit.found());
  EXPECT_TRUE(fit.inliers.empty());
  EXPECT_EQ(fit.draws, 0);
  EXPECT_FALSE(ransac_homography({}, {}, {}).found());
}

TEST(LatticeRansac, PointsAllOnOneRowGiveNothing) {
  std::vector<cv::Point2f> from, to;
  for (int col = 0; col < 10; ++col) {
    from.emplace_back(30.f + 54.f * static_cast<float>(col), 320.f);
    to.push_back(through(kTilted, from.back()) + cv::Point2f(0.3f * static_cast<float>(col % 3), 0.f));
  }
  const RansacHomography fit = ransac_homography(from, to, {.tolerance = 3.0, .max_draws = 600});
  EXPECT_FALSE(fit.found());
  EXPECT_TRUE(fit.inliers.empty());
}

TEST(LatticeRansac, MismatchedListsGiveNothing) {
  const Correspondences c = noisy_grid(5);
  std::vector<cv::Point2f> fewer = c.to;
  fewer.pop_back();
  EXPECT_FALSE(ransac_homography(c.from, fewer, {.tolerance = 3.0, .max_draws = 600}).found());
}

TEST(LatticeRansac, FourPointsSolvedExactlyAndDegenerateFoursRefused) {
  const cv::Point2f square[4] = {{30, 60}, {516, 60}, {516, 580}, {30, 580}};
  cv::Point2f seen[4];
  for (int k = 0; k < 4; ++k) seen[k] = through(kTilted, square[k]);
  cv::Matx33d h;
  ASSERT_TRUE(homography_from_four(square, seen, h));
  for (int k = 0; k < 9; ++k) EXPECT_NEAR(h.val[k], kTilted.val[k], 1e-6 * (1 + std::abs(kTilted.val[k]))) << k;

  // Three on one grid row (template coordinates exactly on a line).
  const cv::Point2f row3[4] = {{30, 60}, {84, 60}, {138, 60}, {30, 580}};
  cv::Point2f row3_seen[4];
  for (int k = 0; k < 4; ++k) row3_seen[k] = through(kTilted, row3[k]) + cv::Point2f(0.7f * static_cast<float>(k), 0);
  EXPECT_FALSE(homography_from_four(row3, row3_seen, h));

  // Three on one grid diagonal: on a line too, up to float rounding.
  const cv::Point2f diagonal[4] = {{30.1f, 60.3f}, {84.1f, 112.3f}, {138.1f, 164.3f}, {516, 60}};
  cv::Point2f diagonal_seen[4];
  for (int k = 0; k < 4; ++k) diagonal_seen[k] = through(kTilted, diagonal[k]) + cv::Point2f(0, 0.5f);
  EXPECT_FALSE(homography_from_four(diagonal, diagonal_seen, h));

  // A fold: two corners swapped in the photo.
  const cv::Point2f folded[4] = {seen[0], seen[2], seen[1], seen[3]};
  EXPECT_FALSE(homography_from_four(square, folded, h));
}

}  // namespace
}  // namespace starsight::vision
