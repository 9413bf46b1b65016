// The whole-photo exposure check counts its samples instead of making their histogram: the same verdicts as the
// histogram's percentiles, on photos around both limits, of any width.
#include <gtest/gtest.h>

#include <opencv2/core.hpp>

#include "../../vision/src/refusal.hpp"

namespace starsight::vision {
namespace {

// The check as it was: the 99.5th and 2nd percentiles of a histogram of every other pixel of every other row.
Refusal by_histogram(const cv::Mat& gray) {
  long long hist[256] = {}, total = 0;
  for (int y = 0; y < gray.rows; y += 2)
    for (int x = 0; x < gray.cols; x += 2) ++hist[gray.at<unsigned char>(y, x)], ++total;
  auto percentile = [&](double q) {
    long long acc = 0;
    for (int v = 0; v < 256; ++v)
      if ((acc += hist[v]) >= q * static_cast<double>(total)) return v;
    return 255;
  };
  if (percentile(0.995) < 40) return Refusal::TooDark;
  if (percentile(0.02) > 170) return Refusal::Overexposed;
  return Refusal::None;
}

TEST(OverallExposure, CountsGiveTheHistogramsVerdict) {
  cv::RNG rng(11);
  int verdicts[3] = {};
  for (int i = 0; i < 600; ++i) {
    const cv::Size size(rng.uniform(1, 4200), rng.uniform(1, 40));
    cv::Mat gray(size, CV_8U);
    // Mostly one level near a limit, a few pixels elsewhere: the counts fall either side of the limits.
    const int base = i % 2 ? rng.uniform(34, 48) : rng.uniform(160, 180);
    rng.fill(gray, cv::RNG::UNIFORM, base - 3, base + 3);
    const int outliers = rng.uniform(0, 1 + size.area() / (i % 2 ? 100 : 20));
    for (int k = 0; k < outliers; ++k)
      gray.at<unsigned char>(rng.uniform(0, size.height), rng.uniform(0, size.width)) =
          static_cast<unsigned char>(rng.uniform(0, 256));
    const Refusal want = by_histogram(gray);
    EXPECT_EQ(check_overall_exposure(gray).refusal, want) << "case " << i;
    ++verdicts[want == Refusal::None ? 0 : want == Refusal::TooDark ? 1 : 2];
  }
  // Each verdict was asked for often.
  EXPECT_GT(verdicts[0], 30);
  EXPECT_GT(verdicts[1], 30);
  EXPECT_GT(verdicts[2], 30);
}

}  // namespace
}  // namespace starsight::vision
