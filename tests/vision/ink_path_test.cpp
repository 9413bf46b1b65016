// The best-inked path between two stars: a bowed stroke or one lifted once still joins them; lines round a
// corner beside the segment, or crossing it, do not.
#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

#include "../../vision/src/ink_path.hpp"

namespace starsight::vision {
namespace {

constexpr double kWhite = 200;
const cv::Point2d kA(40, 100), kB(93, 100);  // a horizontal segment one pitch long
const cv::Point2d kC(93, 47), kD(40, 47);    // the square above it: kA kB kC kD

cv::Mat sky() { return cv::Mat(160, 160, CV_32F, cv::Scalar(2)); }
void stroke(cv::Mat& m, cv::Point2d p, cv::Point2d q, double level = kWhite) {
  cv::line(m, p, q, cv::Scalar(level), 6, cv::LINE_AA);
}
double fraction(const cv::Mat& m, cv::Point2d p, cv::Point2d q) { return inked_path(m, p, q, kWhite, 1e9); }

TEST(InkPath, AStraightStrokeIsInkedAllAlong) {
  cv::Mat m = sky();
  stroke(m, kA, kB);
  EXPECT_GT(fraction(m, kA, kB), 0.99);
  EXPECT_LT(fraction(sky(), kA, kB), 0.01);
}

TEST(InkPath, AStrokeBowedByAThirdOfAPitchStillJoinsTheStars) {
  cv::Mat m = sky();
  std::vector<cv::Point> arc;
  for (double t = 0; t <= 1.0001; t += 0.02)
    arc.emplace_back(cv::Point2d(kA.x + t * (kB.x - kA.x), kA.y - 4 * 16 * t * (1 - t)));
  cv::polylines(m, arc, false, cv::Scalar(kWhite), 6, cv::LINE_AA);
  EXPECT_GT(fraction(m, kA, kB), 0.95);
}

TEST(InkPath, APenLiftCostsOnlyItsGap) {
  cv::Mat m = sky();
  stroke(m, kA, cv::Point2d(62, 100));
  stroke(m, cv::Point2d(70, 100), kB);  // about two units of sky between the strokes' round ends
  const double f = fraction(m, kA, kB);
  EXPECT_GT(f, 0.5);
  EXPECT_LT(f, 0.9);
}

TEST(InkPath, LinesRoundTheCornerAndTheCrossingDiagonalDoNotJoinADiagonal) {
  // The diagonal kA-kC not drawn; kA-kB and kB-kC (the corner at kB) and the other diagonal kB-kD drawn thick.
  cv::Mat m = sky();
  for (auto [p, q] : {std::pair{kA, kB}, std::pair{kB, kC}, std::pair{kB, kD}})
    cv::line(m, p, q, cv::Scalar(kWhite), 9, cv::LINE_AA);
  EXPECT_LT(fraction(m, kA, kC), 0.01);
  stroke(m, kA, kC);
  EXPECT_GT(fraction(m, kA, kC), 0.99);
}

TEST(InkPath, FaintInkCountsHalf) {
  cv::Mat m = sky();
  stroke(m, cv::Point2d(60, 100), cv::Point2d(72, 100), 0.2 * kWhite);  // a worn stretch of the stroke...
  stroke(m, kA, cv::Point2d(60, 100));
  stroke(m, cv::Point2d(72, 100), kB);
  const double faint = fraction(m, kA, kB);
  m = sky();
  stroke(m, kA, cv::Point2d(60, 100));  // ...and the same stretch empty
  stroke(m, cv::Point2d(72, 100), kB);
  const double gap = fraction(m, kA, kB);
  EXPECT_LT(gap, 0.3);
  EXPECT_GT(faint, gap + 0.25);
  EXPECT_LT(faint, 0.8);
  m = sky();
  stroke(m, kA, kB, 0.2 * kWhite);  // a ghost of an erased line, faint all along
  EXPECT_LT(fraction(m, kA, kB), 0.01);
}

TEST(InkPath, ALensOutsideTheImageOrTheSkyFindsNothing) {
  cv::Mat m = sky();
  stroke(m, kA, kB);
  EXPECT_EQ(inked_path(m, cv::Point2d(-5, 10), cv::Point2d(48, 10), kWhite, 1e9), 0);
  EXPECT_EQ(inked_path(m, kA, kB, kWhite, 80), 0);  // everything below y = 80 is the band's edge
}

}  // namespace
}  // namespace starsight::vision
