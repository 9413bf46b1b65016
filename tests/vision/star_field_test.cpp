// The star response made only within a region (where a board was last seen) is the whole photo's response
// there, so a live view's next frame finds the same stars as a cold read.
#include <vector>

#include <gtest/gtest.h>

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

#include "../../vision/src/star_field.hpp"

namespace starsight::vision {
namespace {

cv::Mat starry_photo() {
  cv::Mat photo(540, 960, CV_8U, cv::Scalar(30));
  cv::RNG rng(7);
  for (int i = 0; i < 400; ++i)
    cv::circle(photo, cv::Point(rng.uniform(0, photo.cols), rng.uniform(0, photo.rows)), 2, cv::Scalar(220), -1);
  cv::rectangle(photo, cv::Rect(600, 300, 200, 150), cv::Scalar(200), -1);  // a bright card: background
  return photo;
}

TEST(StarField, AResponseWithinARegionIsTheWholePhotosResponseThere) {
  const cv::Mat photo = starry_photo();
  StarField whole(photo);
  const cv::Rect region(250, 120, 500, 300);
  StarField near(photo, region);
  StarResponse& w = whole.at(1.0);
  const StarResponse& n = near.at(1.0);
  w.make(region);
  EXPECT_EQ(w.origin, cv::Point(0, 0));
  EXPECT_EQ(n.origin, region.tl());
  ASSERT_EQ(n.smooth.size(), region.size());
  EXPECT_LE(cv::norm(n.smooth, w.smooth(region), cv::NORM_INF), 1e-3);
  // And some stars are in it: the comparison is not between two blank images.
  double peak = 0;
  cv::minMaxLoc(n.smooth, nullptr, &peak);
  EXPECT_GT(peak, 50);
}

// The whole photo's response, made at once.
cv::Mat response_at_once(const cv::Mat& photo, const StarFilter& f) {
  cv::Mat background, tophat, at_once;
  cv::morphologyEx(photo, background, cv::MORPH_OPEN,
                   cv::getStructuringElement(cv::MORPH_RECT, cv::Size(f.opening, f.opening)));
  cv::subtract(photo, background, tophat);
  tophat.convertTo(at_once, CV_32F);
  cv::GaussianBlur(at_once, at_once, cv::Size(f.taps, f.taps), f.sigma);
  return at_once;
}

// A response over the whole photo is made piece by piece where the fits look: each piece must be, to the last
// bit, what the whole photo's filters give there (a lattice fit finds the same stars whichever candidate was
// fitted first). The photo is 957 pixels wide, not a multiple of the pieces' 128 columns.
TEST(StarField, AWholePhotosResponseMadePieceByPieceIsTheOneMadeAtOnce) {
  const cv::Mat photo = starry_photo()(cv::Rect(0, 0, 957, 540)).clone();
  for (const double px_per_unit : {0.7, 1.0, 1.6}) {
    const StarFilter f = star_filter(px_per_unit);
    const cv::Mat at_once = response_at_once(photo, f);
    StarField field(photo);
    StarResponse& r = field.at(px_per_unit);
    ASSERT_EQ(r.smooth.size(), photo.size());
    cv::RNG rng(11);
    for (int i = 0; i < 40; ++i) {
      const cv::Rect box =
          cv::Rect(rng.uniform(-20, photo.cols), rng.uniform(-20, photo.rows), rng.uniform(1, 90), rng.uniform(1, 90)) &
          cv::Rect(0, 0, photo.cols, photo.rows);
      if (box.empty()) continue;
      r.make(box);
      EXPECT_EQ(cv::norm(r.smooth(box), at_once(box), cv::NORM_INF), 0) << box << " at " << px_per_unit;
    }
  }
}

// A fit's windows are made all together, in pieces of several tiles (runs along a row of tiles, and the rows below
// wanting the same run): those pieces too are, to the last bit, the whole photo's response, wherever they start
// and end, and whatever was made before them.
TEST(StarField, AResponseMadeForManyWindowsTogetherIsTheOneMadeAtOnce) {
  const cv::Mat photo = starry_photo()(cv::Rect(0, 0, 957, 540)).clone();
  for (const double px_per_unit : {0.7, 1.0, 1.6}) {
    const cv::Mat at_once = response_at_once(photo, star_filter(px_per_unit));
    StarField field(photo);
    StarResponse& r = field.at(px_per_unit);
    cv::RNG rng(13);
    for (int pass = 0; pass < 8; ++pass) {
      std::vector<cv::Rect> boxes;
      // Windows along a board's rows (some reaching past the photo), and a few anywhere.
      const cv::Point corner(rng.uniform(-60, photo.cols / 2), rng.uniform(-60, photo.rows / 2));
      const int step = rng.uniform(20, 60), side = rng.uniform(5, 40);
      for (int y = 0; y < 6; ++y)
        for (int x = 0; x < 5; ++x) boxes.emplace_back(corner + cv::Point(x * step, y * step), cv::Size(side, side));
      for (int i = 0; i < 4; ++i)
        boxes.emplace_back(rng.uniform(-20, photo.cols), rng.uniform(-20, photo.rows), rng.uniform(1, 200),
                           rng.uniform(1, 200));
      boxes.emplace_back(-10, -10, 0, 0);  // an empty window, as a fit's off the photo gives
      r.make(boxes);
      for (const cv::Rect& b : boxes) {
        const cv::Rect box = b & cv::Rect(0, 0, photo.cols, photo.rows);
        if (box.empty()) continue;
        EXPECT_EQ(cv::norm(r.smooth(box), at_once(box), cv::NORM_INF), 0) << box << " at " << px_per_unit;
      }
    }
  }
}

TEST(StarField, ARegionReachingPastThePhotoIsCutToIt) {
  const cv::Mat photo = starry_photo();
  StarField near(photo, cv::Rect(-100, 400, 400, 400));
  const StarResponse& n = near.at(1.0);
  EXPECT_EQ(n.origin, cv::Point(0, 400));
  EXPECT_EQ(n.smooth.size(), cv::Size(300, 140));
}

TEST(StarField, TheBoardRegionHoldsTheBoardAndItsMargin) {
  const cv::Matx33d h(0.5, 0, 100, 0, 0.5, 50, 0, 0, 1);  // template units -> photo pixels
  const cv::Rect r = board_region(h, 60);
  EXPECT_NEAR(r.x, 100 - 30, 1);
  EXPECT_NEAR(r.y, 50 - 30, 1);
  EXPECT_NEAR(r.width, (546 + 120) * 0.5, 2);
  EXPECT_NEAR(r.height, (800 + 120) * 0.5, 2);
}

}  // namespace
}  // namespace starsight::vision
