// The point reader's shape features on hand-made rectified boards: ink around a point in the directions its
// lines leave free (a luminous aura's circle), and an oval around two side-by-side stars (a galaxy).
#include <gtest/gtest.h>

#include <opencv2/imgproc.hpp>

#include "../../vision/src/point_reader.hpp"
#include "../../vision/src/template_geometry.hpp"

namespace starsight::vision {
namespace {

struct Drawn {
  const BoardGeometry& g = boards()[0].geometry;
  cv::Mat gray{kRectHeight, kRectWidth, CV_8U, cv::Scalar(30)};
  SegmentSet lines;

  Drawn() {
    // A small printed star on every lattice point.
    for (int i = 0; i < kPointCount; ++i) {
      const cv::Point c = at(point_at(i));
      cv::line(gray, c - cv::Point(4, 0), c + cv::Point(4, 0), cv::Scalar(230), 2);
      cv::line(gray, c - cv::Point(0, 4), c + cv::Point(0, 4), cv::Scalar(230), 2);
    }
  }
  cv::Point at(Point p) const {
    const cv::Point2d q = rect_point(g, p);
    return {static_cast<int>(std::lround(q.x)), static_cast<int>(std::lround(q.y))};
  }
  void line(Point a, Point b) {
    cv::line(gray, at(a), at(b), cv::Scalar(220), 6);
    lines.set(static_cast<std::size_t>(*segment_between(a, b)));
  }
  PointFeatures features(Point p) const {
    const RectifiedBoard r = rectify(gray, cv::Matx33d::eye());
    return point_features(r, g, p, white_level(r, g), lines);
  }
};

TEST(PointReader, ACircleAroundAConstellationStarIsSeenBetweenItsLines) {
  Drawn d;
  d.line({4, 5}, {5, 5});
  d.line({4, 5}, {4, 6});
  d.line({6, 5}, {7, 5});
  d.line({6, 5}, {6, 6});
  cv::circle(d.gray, d.at({4, 5}), 16, cv::Scalar(220), 3);
  EXPECT_GT(d.features({4, 5})[6], 0.5);
  EXPECT_LT(d.features({6, 5})[6], 0.15);  // the same lines, no circle
}

TEST(PointReader, AnOvalAroundTwoStarsIsSeenFromBothButALineBetweenThemIsNot) {
  Drawn d;
  const cv::Point2d mid = (rect_point(d.g, {2, 3}) + rect_point(d.g, {3, 3})) * 0.5;
  cv::ellipse(d.gray, cv::Point(static_cast<int>(mid.x), static_cast<int>(mid.y)), cv::Size(37, 11), 3, 0, 360,
              cv::Scalar(220), 3);
  d.line({6, 3}, {7, 3});
  EXPECT_GT(d.features({2, 3})[7], 0.5);
  EXPECT_GT(d.features({3, 3})[7], 0.5);
  EXPECT_LT(d.features({6, 3})[7], 0.15);
  EXPECT_LT(d.features({7, 3})[7], 0.15);
  EXPECT_LT(d.features({2, 6})[7], 0.15);  // nothing drawn
}

}  // namespace
}  // namespace starsight::vision
