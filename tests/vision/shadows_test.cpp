// A shadow over part of the board dims its stars and lines alike: the top-hat there is lifted back towards the
// board's white level, a lit board is left as it is, and a cover (no stars seen under it) is not lifted.
#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

#include "../../vision/src/point_reader.hpp"
#include "../../vision/src/segment_reader.hpp"
#include "../../vision/src/shadows.hpp"
#include "hand_made_board.hpp"

namespace starsight::vision {
namespace {

// A board with a line drawn inside the lower-left quarter and one in the upper right.
struct Shaded : HandMadeBoard {
  Shaded() {
    cv::line(gray, at({1, 2}), at({2, 2}), cv::Scalar(220), 5);
    cv::line(gray, at({6, 8}), at({7, 8}), cv::Scalar(220), 5);
  }
  // The lower-left quarter's light times `light` (a shadow), or covered by a dark card (light 0).
  void shade(double light) {
    const cv::Rect quarter(0, at({0, 4}).y + 26, at({4, 0}).x + 26, kRectHeight - at({0, 4}).y - 26);
    cv::Mat part = gray(quarter);
    if (light > 0)
      part.convertTo(part, -1, light);
    else
      part.setTo(cv::Scalar(10));
  }
  // The drawn line's median contrast in the shade (SegmentFeatures [0]) after lifting, and the other's.
  std::pair<double, double> lines_after_lift() const {
    RectifiedBoard r = rectified();
    const double white = white_level(r, g);
    lift_shadows(r, g, glyph_peaks(r, g), white);
    return {segment_features(r, g, *segment_between({1, 2}, {2, 2}), white)[0],
            segment_features(r, g, *segment_between({6, 8}, {7, 8}), white)[0]};
  }
};

TEST(Shadows, ALitBoardIsLeftAsItIs) {
  const Shaded lit;
  RectifiedBoard r = lit.rectified();
  const cv::Mat before = r.tophat.clone();
  lift_shadows(r, lit.g, glyph_peaks(r, lit.g), white_level(r, lit.g));
  EXPECT_EQ(cv::norm(before, r.tophat, cv::NORM_INF), 0);
}

TEST(Shadows, ALineInTheShadeReadsAsBrightAsOneInTheLight) {
  Shaded lit, shaded;
  shaded.shade(0.5);
  const auto [lit_shade, lit_light] = lit.lines_after_lift();
  const auto [in_shade, in_light] = shaded.lines_after_lift();
  EXPECT_NEAR(in_light, lit_light, 0.02);
  EXPECT_GT(in_shade, 0.75 * lit_shade);  // lifted to kLiftBelow (0.8) of the white level
  // Without the lift it was half as bright.
  const RectifiedBoard r = shaded.rectified();
  const double white = white_level(r, shaded.g);
  EXPECT_LT(segment_features(r, shaded.g, *segment_between({1, 2}, {2, 2}), white)[0], 0.6 * lit_shade);
}

TEST(Shadows, ACoverIsNotLifted) {
  Shaded covered;
  covered.shade(0);
  RectifiedBoard r = covered.rectified();
  const cv::Mat before = r.tophat.clone();
  lift_shadows(r, covered.g, glyph_peaks(r, covered.g), white_level(r, covered.g));
  const cv::Point deep = covered.at({1, 1});
  EXPECT_FLOAT_EQ(r.tophat.at<float>(deep.y, deep.x + 20), before.at<float>(deep.y, deep.x + 20));
}

}  // namespace
}  // namespace starsight::vision
