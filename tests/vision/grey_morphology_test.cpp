// The grey opening gives, pixel for pixel, what cv::morphologyEx gives with a square, at the borders, for windows
// wider than the image, and for a part of a larger image (whose erosion OpenCV makes with the pixels beyond it); the
// morphology by round kernels likewise, on grey images and binary masks.
#include <gtest/gtest.h>

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

#include "../../vision/src/grey_morphology.hpp"

namespace starsight::vision {
namespace {

cv::Mat opencv_opening(const cv::Mat& image, int size) {
  cv::Mat out;
  cv::morphologyEx(image, out, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(size, size)));
  return out;
}

cv::Mat noise(cv::RNG& rng, cv::Size size) {
  cv::Mat image(size, CV_8U);
  rng.fill(image, cv::RNG::UNIFORM, 0, 256);
  return image;
}

TEST(GreyMorphology, IsOpenCVsOpeningByASquare) {
  cv::RNG rng(5);
  for (const cv::Size size : {cv::Size(1920, 1080), cv::Size(546, 700), cv::Size(273, 350), cv::Size(64, 33),
                              cv::Size(1, 1), cv::Size(5, 40), cv::Size(40, 5), cv::Size(17, 19)})
    for (const int k : {1, 3, 5, 9, 15, 19, 31, 61}) {
      if (size.area() > 100000 && k != 15 && k != 19) continue;
      const cv::Mat image = noise(rng, size);
      cv::Mat got;
      grey_opening(image, got, k);
      ASSERT_EQ(got.size(), image.size());
      EXPECT_EQ(cv::countNonZero(got != opencv_opening(image, k)), 0) << size << " k " << k;
    }
}

TEST(GreyMorphology, APartIsOpenedAsOpenCVOpensIt) {
  cv::RNG rng(9);
  const cv::Mat image = noise(rng, cv::Size(300, 200));
  for (const cv::Rect part : {cv::Rect(0, 0, 300, 200), cv::Rect(40, 30, 100, 80), cv::Rect(0, 10, 50, 190),
                              cv::Rect(290, 195, 10, 5), cv::Rect(3, 2, 290, 1)})
    for (const int k : {3, 9, 19}) {
      cv::Mat got;
      grey_opening(image(part), got, k);
      EXPECT_EQ(cv::countNonZero(got != opencv_opening(image(part), k)), 0) << part << " k " << k;
    }
  // (Which is not the opening of the part on its own.)
  const cv::Rect inner(40, 30, 100, 80);
  EXPECT_GT(cv::countNonZero(opencv_opening(image(inner), 9) != opencv_opening(image(inner).clone(), 9)), 0);
}

// grey_morphology of `image` by a `shape` kernel k wide (k + 2 high when a rectangle: not square) is OpenCV's,
// pixel for pixel.
void expect_as_opencv(const cv::Mat& image, cv::MorphTypes op, int shape, int k) {
  const cv::Mat kernel = cv::getStructuringElement(shape, cv::Size(k, shape == cv::MORPH_RECT ? k + 2 : k));
  cv::Mat want, got;
  cv::morphologyEx(image, want, op, kernel);
  grey_morphology(image, got, op, kernel);
  ASSERT_EQ(got.size(), want.size());
  EXPECT_EQ(cv::countNonZero(got != want), 0) << image.size() << " shape " << shape << " k " << k << " op " << op;
}

TEST(GreyMorphology, IsOpenCVsMorphologyByRoundKernels) {
  cv::RNG rng(21);
  for (const cv::Size size : {cv::Size(480, 270), cv::Size(240, 135), cv::Size(31, 7), cv::Size(1, 1), cv::Size(3, 50)})
    for (const int shape : {cv::MORPH_ELLIPSE, cv::MORPH_CROSS, cv::MORPH_RECT})
      for (const int k : {1, 3, 5, 9, 13, 25})
        for (const cv::MorphTypes op : {cv::MORPH_ERODE, cv::MORPH_DILATE, cv::MORPH_OPEN, cv::MORPH_CLOSE})
          for (const bool binary : {false, true}) {
            cv::Mat image = noise(rng, size);
            if (binary) cv::threshold(image, image, 100, 255, cv::THRESH_BINARY);
            expect_as_opencv(image, op, shape, k);
          }
}

// A mask of blobs with specks: what the board finder closes and opens.
cv::Mat blobs(cv::RNG& rng, cv::Size size) {
  cv::Mat mask = noise(rng, size);
  cv::GaussianBlur(mask, mask, cv::Size(0, 0), 2);
  cv::threshold(mask, mask, 128, 255, cv::THRESH_BINARY);
  for (int i = 0; i < 50; ++i) mask.at<unsigned char>(rng.uniform(0, size.height), rng.uniform(0, size.width)) ^= 255;
  return mask;
}

TEST(GreyMorphology, IsOpenCVsMorphologyOnBinaryMasks) {
  cv::RNG rng(7);
  for (const cv::Size size : {cv::Size(480, 270), cv::Size(240, 135), cv::Size(64, 64), cv::Size(65, 3), cv::Size(1, 1),
                              cv::Size(130, 7), cv::Size(3, 200)})
    for (const int shape : {cv::MORPH_ELLIPSE, cv::MORPH_RECT, cv::MORPH_CROSS})
      for (const int k : {1, 3, 5, 9, 13, 25, 131})
        for (const cv::MorphTypes op : {cv::MORPH_ERODE, cv::MORPH_DILATE, cv::MORPH_OPEN, cv::MORPH_CLOSE}) {
          expect_as_opencv(blobs(rng, size), op, shape, k);
        }
}

TEST(GreyMorphology, RoundKernelsOnPartsAndInPlaceAsOpenCV) {
  cv::RNG rng(23);
  const cv::Mat image = noise(rng, cv::Size(200, 150));
  const cv::Mat kernel = cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(5, 5));
  for (const cv::Rect part : {cv::Rect(30, 20, 100, 90), cv::Rect(0, 0, 200, 10), cv::Rect(195, 100, 5, 50)})
    for (const cv::MorphTypes op : {cv::MORPH_ERODE, cv::MORPH_DILATE, cv::MORPH_OPEN, cv::MORPH_CLOSE}) {
      cv::Mat want, got;
      cv::morphologyEx(image(part), want, op, kernel);
      grey_morphology(image(part), got, op, kernel);
      EXPECT_EQ(cv::countNonZero(got != want), 0) << part << " op " << op;
    }
  cv::Mat in_place = image.clone(), want;
  cv::morphologyEx(image, want, cv::MORPH_CLOSE, kernel);
  grey_morphology(in_place, in_place, cv::MORPH_CLOSE, kernel);
  EXPECT_EQ(cv::countNonZero(in_place != want), 0);
  // Kernels of one row or one column.
  for (const cv::Size line : {cv::Size(5, 1), cv::Size(1, 5), cv::Size(1, 1)})
    for (const cv::MorphTypes op : {cv::MORPH_ERODE, cv::MORPH_CLOSE}) {
      const cv::Mat k = cv::getStructuringElement(cv::MORPH_RECT, line);
      cv::Mat got;
      cv::morphologyEx(image, want, op, k);
      grey_morphology(image, got, op, k);
      EXPECT_EQ(cv::countNonZero(got != want), 0) << line << " op " << op;
    }
  // A kernel whose rows are not centred runs is OpenCV's to handle.
  const cv::Mat odd = (cv::Mat_<unsigned char>(3, 3) << 1, 1, 0, 0, 1, 0, 0, 1, 1);
  cv::Mat got;
  cv::morphologyEx(image, want, cv::MORPH_OPEN, odd);
  grey_morphology(image, got, cv::MORPH_OPEN, odd);
  EXPECT_EQ(cv::countNonZero(got != want), 0);
}

TEST(GreyMorphology, InPlace) {
  cv::RNG rng(13);
  cv::Mat image = noise(rng, cv::Size(120, 90));
  const cv::Mat want = opencv_opening(image, 7);
  grey_opening(image, image, 7);
  EXPECT_EQ(cv::countNonZero(image != want), 0);
}

}  // namespace
}  // namespace starsight::vision
