// The rectified board's blurred top-hat, made a few rows at a time where the readers ask for it, is the whole
// blur's, to the last bit.
#include <gtest/gtest.h>

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

#include "../../vision/src/rectified_board.hpp"

namespace starsight::vision {
namespace {

TEST(RectifiedBoard, SmoothMadeByRowsIsTheWholeBlur) {
  cv::RNG rng(3);
  cv::Mat photo(1080, 1920, CV_8U);
  rng.fill(photo, cv::RNG::UNIFORM, 0, 256);
  const cv::Matx33d homography(1.2, 0.1, 500, -0.05, 1.1, 100, 0.0001, 0.00005, 1);
  for (const double scale : {1.0, 0.5}) {
    const RectifiedBoard r = rectify(photo, homography, scale);
    cv::Mat whole;
    cv::GaussianBlur(r.tophat, whole, cv::Size(5, 5), 1.2);
    // Bands in no order, overlapping, at the edges and beyond them.
    for (int i = 0; i < 40; ++i) {
      const int first = rng.uniform(-10, r.tophat.rows), last = first + rng.uniform(0, 12);
      r.smooth(first, last);
    }
    const cv::Mat& smooth = r.smooth();
    ASSERT_EQ(smooth.size(), whole.size());
    EXPECT_EQ(cv::norm(smooth, whole, cv::NORM_INF), 0) << "scale " << scale;
  }
}

}  // namespace
}  // namespace starsight::vision
