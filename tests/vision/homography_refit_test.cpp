// The least-squares refit of a homography on RANSAC's inliers: the fit cv::findHomography(from, to, 0) finds,
// from a start four points gave.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include <opencv2/calib3d.hpp>
#include <opencv2/core.hpp>

#include "../../vision/src/homography_refit.hpp"
#include "../../vision/src/lattice_ransac.hpp"

namespace starsight::vision {
namespace {

cv::Point2d through(const cv::Matx33d& h, cv::Point2d p) {
  const cv::Vec3d q = h * cv::Vec3d(p.x, p.y, 1.0);
  return {q[0] / q[2], q[1] / q[2]};
}

// A board seen at a slant in a 12 MP photo: template units -> photo pixels.
const cv::Matx33d kSlant(5.2, 0.9, 900, -0.5, 4.4, 400, 0.0004, -0.0002, 1);

struct Grid {
  std::vector<cv::Point2f> from, to;
};

// A 10 x 11 lattice, stars found with up to `noise` pixels of error.
Grid noisy_grid(double noise, std::uint64_t seed) {
  Grid g;
  cv::RNG rng(seed);
  for (int row = 0; row <= 10; ++row)
    for (int col = 0; col < 10; ++col) {
      const cv::Point2d t(30 + 54 * col, 60 + 52 * row);
      const cv::Point2d m = through(kSlant, t) + cv::Point2d(rng.uniform(-noise, noise), rng.uniform(-noise, noise));
      g.from.emplace_back(static_cast<float>(t.x), static_cast<float>(t.y));
      g.to.emplace_back(static_cast<float>(m.x), static_cast<float>(m.y));
    }
  return g;
}

double rms(const cv::Matx33d& h, const Grid& g) {
  double sum = 0;
  for (std::size_t k = 0; k < g.from.size(); ++k) {
    const cv::Point2d d = through(h, g.from[k]) - cv::Point2d(g.to[k]);
    sum += d.dot(d);
  }
  return std::sqrt(sum / static_cast<double>(g.from.size()));
}

TEST(HomographyRefit, FindsOpenCVsLeastSquaresFitFromFourPoints) {
  const Grid g = noisy_grid(2.0, 3);
  // Start from four of the points, as the lattice refiner does (RANSAC's best sample).
  const cv::Point2f four_from[4] = {g.from[0], g.from[9], g.from[105], g.from[44]};
  const cv::Point2f four_to[4] = {g.to[0], g.to[9], g.to[105], g.to[44]};
  cv::Matx33d h;
  ASSERT_TRUE(homography_from_four(four_from, four_to, h));
  const double start = rms(h, g);

  ASSERT_TRUE(refit_homography(g.from, g.to, h));
  const cv::Matx33d opencv(cv::findHomography(g.from, g.to, 0));
  EXPECT_LT(rms(h, g), start);
  EXPECT_NEAR(rms(h, g), rms(opencv, g), 1e-3 * rms(opencv, g));
  // Uniform noise of +-2 px in each direction: about 1.15 px rms per axis, 1.6 px in distance.
  EXPECT_NEAR(rms(h, g), 1.6, 0.3);
  // The same homography all over the board (and beyond it, to the table's edge), to a hundredth of a pixel.
  for (const cv::Point2d t : {cv::Point2d(0, 0), cv::Point2d(546, 0), cv::Point2d(0, 800), cv::Point2d(546, 800)})
    EXPECT_LT(cv::norm(through(h, t) - through(opencv, t)), 0.01) << t;
}

TEST(HomographyRefit, ExactCorrespondencesGiveTheTrueHomography) {
  const Grid g = noisy_grid(0.0, 1);
  cv::Matx33d h = kSlant * cv::Matx33d(1.01, 0, 2, 0, 0.99, -3, 0, 0, 1);  // off by a few pixels
  ASSERT_TRUE(refit_homography(g.from, g.to, h));
  // Float star positions of a 12 MP photo are good to about 1e-4 px.
  EXPECT_LT(rms(h, g), 1e-3);
}

TEST(HomographyRefit, TooFewOrMismatchedPointsLeaveTheStartAlone) {
  const Grid g = noisy_grid(1.0, 2);
  cv::Matx33d h = kSlant;
  const std::vector<cv::Point2f> three_from(g.from.begin(), g.from.begin() + 3),
      three_to(g.to.begin(), g.to.begin() + 3);
  EXPECT_FALSE(refit_homography(three_from, three_to, h));
  std::vector<cv::Point2f> fewer = g.to;
  fewer.pop_back();
  EXPECT_FALSE(refit_homography(g.from, fewer, h));
  for (int k = 0; k < 9; ++k) EXPECT_EQ(h.val[k], kSlant.val[k]);
}

}  // namespace
}  // namespace starsight::vision
