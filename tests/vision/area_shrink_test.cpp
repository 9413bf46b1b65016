// The board finder's shrink by area averaging is OpenCV's INTER_AREA resize, pixel for pixel: the finder's
// thresholds see the same grey levels whichever code shrank the photo.
#include <gtest/gtest.h>

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

#include "../../vision/src/area_shrink.hpp"

namespace starsight::vision {
namespace {

TEST(AreaShrink, IsOpenCVsAreaResize) {
  cv::RNG rng(5);
  for (const cv::Size size : {cv::Size(1920, 1080), cv::Size(64, 48), cv::Size(1008, 756), cv::Size(1281, 721),
                              cv::Size(2016, 1512), cv::Size(756, 1008), cv::Size(1000, 750), cv::Size(1299, 977)}) {
    cv::Mat gray(size, CV_8U);
    rng.fill(gray, cv::RNG::UNIFORM, 0, 256);
    // Flat blocks too: their sums fall on exact halves, where the rounding shows.
    cv::rectangle(gray, cv::Rect(0, 0, size.width / 2, size.height / 3), cv::Scalar(8), cv::FILLED);
    for (int y = size.height / 3; y < size.height / 2; ++y)
      for (int x = 0; x < size.width; ++x)
        gray.at<unsigned char>(y, x) = static_cast<unsigned char>((x + y) % 2 ? 0 : 255);
    const double long_side = std::max(size.width, size.height);
    for (const double k : {0.25, 0.5, 480.0 / long_side, 960.0 / long_side, 900.0 / long_side, 0.3, 0.7}) {
      if (k >= 1) continue;
      cv::Mat want;
      cv::resize(gray, want, cv::Size(), k, k, cv::INTER_AREA);
      const cv::Mat got = shrink_by_area(gray, k);
      ASSERT_EQ(got.size(), want.size()) << size << " by " << k;
      EXPECT_EQ(cv::norm(got, want, cv::NORM_INF), 0) << size << " by " << k;
    }
  }
}

}  // namespace
}  // namespace starsight::vision
