// The board finder's wide closings and openings give, pixel for pixel, what they gave when made with OpenCV's
// resizes and bitwise operations.
#include <gtest/gtest.h>

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

#include "../../vision/src/wide_disc.hpp"

namespace starsight::vision {
namespace {

cv::Mat with_opencv(const cv::Mat& mask, cv::MorphTypes op, int size) {
  cv::Mat half, done, back;
  cv::resize(mask, half, cv::Size(), 0.5, 0.5, cv::INTER_AREA);
  cv::threshold(half, half, 127, 255, cv::THRESH_BINARY);
  const int half_size = std::max(3, ((size + 1) / 2) | 1);
  cv::morphologyEx(half, done, op, cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(half_size, half_size)));
  cv::resize(done, back, mask.size(), 0, 0, cv::INTER_NEAREST);
  if (op == cv::MORPH_CLOSE)
    cv::bitwise_or(back, mask, back);
  else
    cv::bitwise_and(back, mask, back);
  return back;
}

TEST(WideDisc, IsTheClosingAndOpeningMadeWithOpenCVsResizes) {
  cv::RNG rng(3);
  for (const cv::Size size : {cv::Size(480, 270), cv::Size(480, 360), cv::Size(481, 271), cv::Size(64, 90)}) {
    // Blobs and speckle: regions with bites and bridges for the discs to close and open.
    cv::Mat noise(size, CV_8U), mask;
    rng.fill(noise, cv::RNG::UNIFORM, 0, 256);
    cv::GaussianBlur(noise, noise, cv::Size(0, 0), 3);
    cv::threshold(noise, mask, 128, 255, cv::THRESH_BINARY);
    for (int i = 0; i < 200; ++i)
      mask.at<unsigned char>(rng.uniform(0, size.height), rng.uniform(0, size.width)) ^= 255;
    for (const cv::MorphTypes op : {cv::MORPH_CLOSE, cv::MORPH_OPEN})
      for (const int disc : {5, 17, 25}) {
        const cv::Mat want = with_opencv(mask, op, disc), got = wide_disc(mask, op, disc);
        ASSERT_EQ(got.size(), want.size());
        EXPECT_EQ(cv::countNonZero(got != want), 0) << size << " op " << op << " disc " << disc;
      }
  }
}

}  // namespace
}  // namespace starsight::vision
