// The board finder's wide closings and openings of a grey image's dark sets give, at every cut, pixel for pixel
// what OpenCV's resizes, morphology and bitwise operations make of that cut's mask.
#include <gtest/gtest.h>

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

#include "../../vision/src/wide_disc.hpp"

namespace starsight::vision {
namespace {

// The closing or opening of `mask` by a disc `size` wide, at half size, made with OpenCV; a mask of odd sides is
// made even first by repeating its last column or row, and the result cut back.
cv::Mat with_opencv(const cv::Mat& mask, cv::MorphTypes op, int size) {
  cv::Mat even, half, done, back;
  cv::copyMakeBorder(mask, even, 0, mask.rows % 2, 0, mask.cols % 2, cv::BORDER_REPLICATE);
  cv::resize(even, half, cv::Size(), 0.5, 0.5, cv::INTER_AREA);
  cv::threshold(half, half, 127, 255, cv::THRESH_BINARY);
  const int half_size = std::max(3, ((size + 1) / 2) | 1);
  cv::morphologyEx(half, done, op, cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(half_size, half_size)));
  cv::resize(done, back, even.size(), 0, 0, cv::INTER_NEAREST);
  back = back(cv::Rect(0, 0, mask.cols, mask.rows));
  if (op == cv::MORPH_CLOSE)
    cv::bitwise_or(back, mask, back);
  else
    cv::bitwise_and(back, mask, back);
  return back;
}

TEST(WideDisc, ClosesAndOpensEveryDarkSetAsOpenCVDoesItsMask) {
  cv::RNG rng(3);
  for (const cv::Size size : {cv::Size(480, 270), cv::Size(480, 360), cv::Size(481, 271), cv::Size(64, 90)}) {
    // A dark sky with blobs, speckle and grey steps: regions with bites and bridges for the discs to close and
    // open, at every cut.
    cv::Mat levels(size, CV_8U);
    rng.fill(levels, cv::RNG::UNIFORM, 0, 256);
    cv::GaussianBlur(levels, levels, cv::Size(0, 0), 3);
    for (int i = 0; i < 200; ++i)
      levels.at<unsigned char>(rng.uniform(0, size.height), rng.uniform(0, size.width)) =
          static_cast<unsigned char>(rng.uniform(0, 256));
    for (const cv::MorphTypes op : {cv::MORPH_CLOSE, cv::MORPH_OPEN})
      for (const int disc : {5, 17, 25}) {
        const cv::Mat got = wide_disc(levels, op, disc);
        ASSERT_EQ(got.size(), levels.size());
        for (const double t : {-1.0, 0.0, 100.4, 120.0, 127.0, 128.0, 135.9, 150.0, 254.0, 255.0}) {
          cv::Mat mask, got_mask;
          cv::threshold(levels, mask, t, 255, cv::THRESH_BINARY_INV);
          cv::threshold(got, got_mask, t, 255, cv::THRESH_BINARY_INV);
          const cv::Mat want = with_opencv(mask, op, disc);
          EXPECT_EQ(cv::countNonZero(got_mask != want), 0) << size << " op " << op << " disc " << disc << " cut " << t;
        }
      }
  }
}

}  // namespace
}  // namespace starsight::vision
