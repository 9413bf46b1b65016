// The camera lens fitted on photos of blank boards: found through a distorting lens, not through a perfect one,
// and how much of the frame the boards spanned (small boards measure a lens poorly, and the user is told).
#include <gtest/gtest.h>

#include <opencv2/core/utility.hpp>
#include <opencv2/imgproc.hpp>

#include "starsight/calibration/fit_lens.hpp"
#include "starsight/render/render.hpp"
#include "starsight/vision/image_file.hpp"

namespace starsight::calibration {
namespace {

std::vector<cv::Mat> blank_boards(double lens_k1) {
  std::vector<cv::Mat> out;
  for (int id : {3, 6})
    out.push_back(vision::decode_photo(render::render_blank_board(id, static_cast<std::uint64_t>(40 + id),
                                                                  render::ArtStyle::Animals, 0, lens_k1)
                                           .jpeg)
                      .gray);
  return out;
}

TEST(FitLens, FindsTheLensTheBoardsWereTakenThrough) {
  cv::setNumThreads(1);
  const LensFit fit = fit_photos_lens(blank_boards(-0.08));
  ASSERT_TRUE(fit.trusted);
  EXPECT_NEAR(fit.lens.k1, -0.08, 0.01);
  EXPECT_LT(fit.rms_after, 0.8 * fit.rms_before);
  EXPECT_GT(fit.star_span, 0.45);
}

TEST(FitLens, FindsNoneThroughAPerfectLens) {
  cv::setNumThreads(1);
  const LensFit fit = fit_photos_lens(blank_boards(0));
  EXPECT_FALSE(fit.trusted);
  EXPECT_TRUE(fit.lens.none());
  EXPECT_EQ(fit.rms_after, fit.rms_before);
}

TEST(FitLens, SaysWhenTheBoardsWereSmallInTheFrame) {
  cv::setNumThreads(1);
  std::vector<cv::Mat> photos = blank_boards(0);
  for (cv::Mat& p : photos) {  // the same boards in a frame twice as wide and high
    cv::Mat wider;
    cv::copyMakeBorder(p, wider, p.rows / 2, p.rows / 2, p.cols / 2, p.cols / 2, cv::BORDER_CONSTANT, cv::Scalar(90));
    p = wider;
  }
  const LensFit fit = fit_photos_lens(photos);
  EXPECT_GT(fit.star_span, 0.1);
  EXPECT_LT(fit.star_span, 0.45);
}

}  // namespace
}  // namespace starsight::calibration
