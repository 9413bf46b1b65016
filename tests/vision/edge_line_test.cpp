// The board finder's straight edges: robust to the points of an outline that leave the edge.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "../../vision/src/edge_line.hpp"

namespace starsight::vision {
namespace {

// Distance of point (x, y) from the line (vx, vy, x0, y0).
double off(const cv::Vec4f& l, double x, double y) { return std::abs((x - l[2]) * l[1] - (y - l[3]) * l[0]); }

// A side walked along a hull: `straight` points on y = 0.3 x + 5, then `curved` that bend away into the arch.
std::vector<cv::Point> side_into_arch(int straight, int curved, double bend = 0.02) {
  std::vector<cv::Point> pts;
  for (int x = 0; x < straight; ++x) pts.emplace_back(x, static_cast<int>(std::lround(0.3 * x + 5)));
  for (int k = 1; k <= curved; ++k) {
    const int x = straight - 1 + k;
    pts.emplace_back(x, static_cast<int>(std::lround(0.3 * x + 5 - bend * k * k)));
  }
  return pts;
}

// How far the line is from the true edge at the straight part's two ends.
double miss(const cv::Vec4f& l, int straight) {
  return std::max(off(l, 0, 5), off(l, straight - 1, 0.3 * (straight - 1) + 5));
}

TEST(EdgeLine, FollowsTheStraightPartNotTheCurveBeyondIt) {
  const std::vector<cv::Point> pts = side_into_arch(180, 20, 0.1);
  EXPECT_LT(miss(fit_edge_line(pts), 180), 0.6);
  // Least squares over all the points is pulled off by the curve: the test can tell.
  cv::Vec4f plain;
  cv::fitLine(pts, plain, cv::DIST_L2, 0, 0.01, 0.01);
  EXPECT_GT(miss(plain, 180), 2.0);
}

// With a third of the points off the edge Huber's loss itself is pulled a little (it only bounds each point's
// pull): the fit is about as good as cv::fitLine's, which the finder used before, from either end.
TEST(EdgeLine, AsGoodAsOpenCVsHuberFitWithAThirdOfThePointsOff) {
  std::vector<cv::Point> pts = side_into_arch(140, 60);
  cv::Vec4f opencv;
  cv::fitLine(pts, opencv, cv::DIST_HUBER, 0, 0.01, 0.01);
  EXPECT_LT(miss(fit_edge_line(pts), 140), miss(opencv, 140) + 1.0);
  std::reverse(pts.begin(), pts.end());
  const cv::Vec4f reversed = fit_edge_line(pts);
  EXPECT_LT(miss(reversed, 140), miss(opencv, 140) + 1.0);
  EXPECT_NEAR(std::hypot(reversed[0], reversed[1]), 1.0, 1e-6);
}

TEST(EdgeLine, NoPointsGiveAHorizontalLineThroughTheOrigin) {
  const cv::Vec4f l = fit_edge_line({});
  EXPECT_EQ(l, cv::Vec4f(1, 0, 0, 0));
}

}  // namespace
}  // namespace starsight::vision
