// The bit-row morphology gives, pixel for pixel, what cv::morphologyEx gives on binary masks, at the borders
// and with kernels wider than a 64-pixel word.
#include <gtest/gtest.h>

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

#include "../../vision/src/binary_morphology.hpp"

namespace starsight::vision {
namespace {

cv::Mat blobs(cv::RNG& rng, cv::Size size) {
  cv::Mat noise(size, CV_8U), mask;
  rng.fill(noise, cv::RNG::UNIFORM, 0, 256);
  cv::GaussianBlur(noise, noise, cv::Size(0, 0), 2);
  cv::threshold(noise, mask, 128, 255, cv::THRESH_BINARY);
  for (int i = 0; i < 50; ++i) mask.at<unsigned char>(rng.uniform(0, size.height), rng.uniform(0, size.width)) ^= 255;
  return mask;
}

TEST(BinaryMorphology, IsOpenCVsMorphologyOnBinaryMasks) {
  cv::RNG rng(7);
  for (const cv::Size size : {cv::Size(480, 270), cv::Size(240, 135), cv::Size(64, 64), cv::Size(65, 3), cv::Size(1, 1),
                              cv::Size(130, 7), cv::Size(3, 200)})
    for (const int shape : {cv::MORPH_ELLIPSE, cv::MORPH_RECT, cv::MORPH_CROSS})
      for (const int k : {1, 3, 5, 9, 13, 25, 131})
        for (const cv::MorphTypes op : {cv::MORPH_ERODE, cv::MORPH_DILATE, cv::MORPH_OPEN, cv::MORPH_CLOSE}) {
          const cv::Mat mask = blobs(rng, size);
          const cv::Mat kernel = cv::getStructuringElement(shape, cv::Size(k, shape == cv::MORPH_RECT ? k + 2 : k));
          cv::Mat want, got;
          cv::morphologyEx(mask, want, op, kernel);
          binary_morphology(mask, got, op, kernel);
          ASSERT_EQ(got.size(), want.size());
          EXPECT_EQ(cv::countNonZero(got != want), 0) << size << " shape " << shape << " k " << k << " op " << op;
        }
}

TEST(BinaryMorphology, InPlaceAndGreyMasksAsOpenCV) {
  cv::RNG rng(11);
  const cv::Mat kernel = cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(5, 5));
  cv::Mat mask = blobs(rng, cv::Size(100, 60)), want;
  cv::morphologyEx(mask, want, cv::MORPH_CLOSE, kernel);
  binary_morphology(mask, mask, cv::MORPH_CLOSE, kernel);
  EXPECT_EQ(cv::countNonZero(mask != want), 0);
  // Grey levels other than 0 and 255 are OpenCV's to handle.
  cv::Mat grey(60, 100, CV_8U), got;
  rng.fill(grey, cv::RNG::UNIFORM, 0, 256);
  cv::morphologyEx(grey, want, cv::MORPH_OPEN, kernel);
  binary_morphology(grey, got, cv::MORPH_OPEN, kernel);
  EXPECT_EQ(cv::countNonZero(got != want), 0);
}

}  // namespace
}  // namespace starsight::vision
