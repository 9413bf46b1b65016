// The rectifying warp gives, pixel for pixel, what cv::warpPerspective gives on one core: boards of any size
// and tilt, wholly in the photo or running off its edges (the border repeated).
#include <gtest/gtest.h>

#include <vector>

#include <opencv2/core.hpp>
#include <opencv2/core/utility.hpp>
#include <opencv2/imgproc.hpp>

#include "../../vision/src/board_warp.hpp"

namespace starsight::vision {
namespace {

TEST(BoardWarp, IsOpenCVsPerspectiveWarp) {
  const int threads = cv::getNumThreads();
  cv::setNumThreads(1);  // OpenCV's coordinates start from its blocks' corners, which its threads can move
  cv::RNG rng(5);
  cv::Mat photo(1080, 1920, CV_8U);
  rng.fill(photo, cv::RNG::UNIFORM, 0, 256);
  cv::GaussianBlur(photo, photo, cv::Size(0, 0), 1.5);
  for (int i = 0; i < 120; ++i) {
    // A 546 x 700 board seen at some scale and place, its corners moved about.
    const double s = rng.uniform(0.6, 2.5);
    const double ox = rng.uniform(-300.0, 1500.0), oy = rng.uniform(-300.0, 700.0);
    const std::vector<cv::Point2f> board{{0, 0}, {546, 0}, {546, 700}, {0, 700}};
    std::vector<cv::Point2f> seen;
    for (const cv::Point2f p : board)
      seen.emplace_back(static_cast<float>(ox + s * p.x + rng.uniform(-80.0, 80.0)),
                        static_cast<float>(oy + s * p.y + rng.uniform(-80.0, 80.0)));
    const cv::Matx33d h(cv::getPerspectiveTransform(board, seen));
    const cv::Size size = i % 3 == 0 ? cv::Size(546, 700) : cv::Size(273 + i % 50, 350 + i % 17);
    cv::Mat want, got;
    cv::warpPerspective(photo, want, cv::Mat(h), size, cv::INTER_LINEAR | cv::WARP_INVERSE_MAP, cv::BORDER_REPLICATE);
    warp_perspective_gray(photo, got, h, size);
    ASSERT_EQ(got.size(), want.size());
    EXPECT_EQ(cv::countNonZero(got != want), 0) << "case " << i;
  }
  cv::setNumThreads(threads);
}

TEST(BoardWarp, IsOpenCVsPerspectiveWarpPastTheHorizon) {
  // Homographies whose horizon (w = 0) crosses the output: coordinates beyond the ints, clamped, and infinite.
  const int threads = cv::getNumThreads();
  cv::setNumThreads(1);
  cv::RNG rng(17);
  cv::Mat photo(300, 400, CV_8U);
  rng.fill(photo, cv::RNG::UNIFORM, 0, 256);
  for (int i = 0; i < 60; ++i) {
    const double a = rng.uniform(-2.0, 2.0), b = rng.uniform(-2.0, 2.0);
    const double g = rng.uniform(-0.01, 0.01), h = rng.uniform(-0.01, 0.01);
    const double w_at_middle = rng.uniform(-0.3, 0.3);  // so that w = 0 runs through the image
    const cv::Matx33d m(a, b, rng.uniform(-100.0, 500.0), -b, a, rng.uniform(-100.0, 400.0), g, h,
                        w_at_middle - g * 150 - h * 100);
    const cv::Size size(300 + i % 7, 200 + i % 5);
    cv::Mat want, got;
    cv::warpPerspective(photo, want, cv::Mat(m), size, cv::INTER_LINEAR | cv::WARP_INVERSE_MAP, cv::BORDER_REPLICATE);
    warp_perspective_gray(photo, got, m, size);
    EXPECT_EQ(cv::countNonZero(got != want), 0) << "case " << i;
  }
  cv::setNumThreads(threads);
}

}  // namespace
}  // namespace starsight::vision
