// The point reader's shape features on hand-made rectified boards: ink around a point in the directions its
// lines leave free (a luminous aura's circle), an oval around two side-by-side stars (a galaxy), and a small star
// drawn over the end of a diagonal run (a shooting star's head).
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "hand_made_board.hpp"

namespace starsight::vision {
namespace {

struct DrawnPoints : HandMadeBoard {
  SegmentSet lines;
  std::array<double, kSegmentCount> widths{};

  void line(Point a, Point b, int thickness = 6) {
    cv::line(gray, at(a), at(b), cv::Scalar(220), thickness);
    const auto k = static_cast<std::size_t>(*segment_between(a, b));
    lines.set(k);
    widths[k] = thickness;
  }
  void polylines(const std::vector<cv::Point>& p, int thickness) {
    cv::polylines(gray, p, true, cv::Scalar(220), thickness);
  }
  PointFeatures features(Point p) const {
    const RectifiedBoard r = rectified();
    const double white = white_level(r, g);
    return point_features(r, g, p, white, lines, widths, galaxy_ovals(r, g, white));
  }
  // As the shooting-star head model sees the point.
  PointFeatures head_features_at(Point p) const {
    const RectifiedBoard r = rectified();
    const double white = white_level(r, g);
    const PairOvals ovals = galaxy_ovals(r, g, white);
    return head_point_features(all_point_features(r, g, white, lines, widths, ovals), r, g, white, lines,
                               widths)[static_cast<std::size_t>(point_index(p))];
  }
};

TEST(PointReader, ACircleAroundAConstellationStarIsSeenBetweenItsLines) {
  DrawnPoints d;
  d.line({4, 5}, {5, 5});
  d.line({4, 5}, {4, 6});
  d.line({6, 5}, {7, 5});
  d.line({6, 5}, {6, 6});
  cv::circle(d.gray, d.at({4, 5}), 16, cv::Scalar(220), 3);
  EXPECT_GT(d.features({4, 5})[6], 0.5);
  EXPECT_LT(d.features({6, 5})[6], 0.15);  // the same lines, no circle
}

TEST(PointReader, ADashedCircleAroundAConstellationStarIsCountedByItsDashes) {
  DrawnPoints d;
  for (const Point p : {Point{4, 5}, Point{6, 5}}) {
    d.line(p, {p.x + 1, p.y});
    d.line(p, {p.x, p.y + 1});
    d.line(p, {p.x, p.y - 1});
  }
  // A luminous aura drawn in 8 dashes, each 4/7 of its stretch of the circle, round one of the two stars.
  for (int i = 0; i < 8; ++i)
    cv::ellipse(d.gray, d.at({4, 5}), cv::Size(16, 16), 0, 10 + i * 45, 10 + i * 45 + 25.7, cv::Scalar(220), 3);
  EXPECT_GT(d.features({4, 5})[9], 0.5);
  EXPECT_LT(d.features({6, 5})[9], 0.15);  // the same lines, no circle
}

TEST(PointReader, AnOvalAroundTwoStarsIsSeenFromBothButALineBetweenThemIsNot) {
  DrawnPoints d;
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

// A five-pointed star of `r` units to its tips around c, as a closed outline (inner corners at `inner` r).
std::vector<cv::Point> star_outline(cv::Point c, double r, double inner, double turn) {
  std::vector<cv::Point> p;
  for (int i = 0; i < 10; ++i) {
    const double a = turn + i * CV_PI / 5, rr = i % 2 ? r * inner : r;
    p.emplace_back(c.x + static_cast<int>(std::lround(rr * std::sin(a))),
                   c.y - static_cast<int>(std::lround(rr * std::cos(a))));
  }
  return p;
}

TEST(PointReader, AStarDrawnOverARunsEndIsSeenAndThePlainEndIsNot) {
  DrawnPoints d;
  // Three shooting stars, each a diagonal run with a differently drawn head at its first end.
  d.line({2, 2}, {3, 3});
  d.line({3, 3}, {4, 4});
  d.polylines(star_outline(d.at({2, 2}), 11, 0.42, 0.2), 3);
  d.line({7, 2}, {6, 3});
  const cv::Point c = d.at({7, 2});
  std::vector<cv::Point> pentagram;
  for (int i = 0; i <= 5; ++i)
    pentagram.emplace_back(c.x + static_cast<int>(std::lround(12 * std::sin(i * 4 * CV_PI / 5 - 0.1))),
                           c.y - static_cast<int>(std::lround(12 * std::cos(i * 4 * CV_PI / 5 - 0.1))));
  cv::polylines(d.gray, pentagram, false, cv::Scalar(220), 3);
  d.line({2, 6}, {3, 7});
  const std::vector<std::vector<cv::Point>> filled{star_outline(d.at({2, 6}), 10, 0.45, -0.25)};
  cv::fillPoly(d.gray, filled, cv::Scalar(200));  // filled in with the marker that drew its outline
  d.polylines(filled[0], 3);
  EXPECT_GT(d.features({2, 2})[8], 0.5);
  EXPECT_GT(d.features({7, 2})[8], 0.5);
  EXPECT_GT(d.features({2, 6})[8], 0.5);
  EXPECT_LT(d.features({4, 4})[8], 0.15);  // the runs' plain ends
  EXPECT_LT(d.features({6, 3})[8], 0.15);
  EXPECT_LT(d.features({3, 7})[8], 0.15);
  EXPECT_LT(d.features({3, 3})[8], 0.15);  // the middle of a run: two lines through a printed star
  // A head over a plain end is the likelier reading.
  EXPECT_GT(head_probability(head_features(d.features({2, 6}), d.features({3, 7}))), 0.9);
  EXPECT_LT(head_probability(head_features(d.features({3, 7}), d.features({2, 6}))), 0.1);
}

TEST(PointReader, TheSkysBottomEdgeIsNotInkRoundTheBottomRow) {
  // A shooting star with its head on the bottom row, a filled grey star whose lower arms reach the patterned
  // band's bright top edge (a wavy line 9 to 15 units below the row, 3 units wide: as the photos show it): the band is
  // no ink of the head's.
  const auto draw = [](DrawnPoints& d) {
    d.line({1, 0}, {2, 1});
    d.line({2, 1}, {3, 2});
    const std::vector<std::vector<cv::Point>> filled{star_outline(d.at({1, 0}), 12, 0.45, 0.1)};
    cv::fillPoly(d.gray, filled, cv::Scalar(150));
  };
  DrawnPoints plain, banded;
  draw(plain);
  draw(banded);
  const int row = banded.at({1, 0}).y;
  for (int x = 0; x + 1 < kRectWidth; ++x)
    cv::line(banded.gray, {x, row + 12 + static_cast<int>(std::lround(2 * std::sin(x / 6.0)))},
             {x + 1, row + 12 + static_cast<int>(std::lround(2 * std::sin((x + 1) / 6.0)))}, cv::Scalar(230), 3);
  banded.gray.rowRange(static_cast<int>(kSkyBottom), kRectHeight).setTo(cv::Scalar(200));
  const PointFeatures head = banded.head_features_at({1, 0}), alone = plain.head_features_at({1, 0});
  for (const std::size_t k : {1, 2, 4, 5}) EXPECT_NEAR(head[k], alone[k], 0.02) << "feature " << k;
  EXPECT_GT(head_probability(head_features(head, banded.head_features_at({3, 2}))), 0.9);
  // The other models see the band's edge as they were fitted to.
  EXPECT_GT(banded.features({1, 0})[2], alone[2] + 0.2);
  EXPECT_EQ(banded.head_features_at({3, 2}), banded.features({3, 2}));  // above the bottom row, the same
}

TEST(PointReader, AWideMarkersRoundEndIsNotAHead) {
  DrawnPoints d;
  // Runs drawn with the widest marker (13 units, blurred like a photo): the round end it leaves past the star
  // and its soft edges reach past a thin marker's reach; a head drawn over one end is still seen.
  d.line({2, 2}, {3, 3}, 13);
  d.line({6, 2}, {5, 3}, 13);
  d.polylines(star_outline(d.at({6, 2}), 13, 0.42, 0.2), 3);
  cv::GaussianBlur(d.gray, d.gray, cv::Size(0, 0), 1.5);
  EXPECT_LT(d.features({2, 2})[8], 0.15);
  EXPECT_LT(d.features({3, 3})[8], 0.15);
  EXPECT_GT(d.features({6, 2})[8], 0.5);
}

TEST(PointReader, LineArtRunsOneWayWhereAStarDrawnByHandRunsEvery) {
  const Point p{2, 5};  // an artwork point on board 1
  DrawnPoints arcs, star, bare;
  for (DrawnPoints* d : {&arcs, &star, &bare})  // an artwork point: no printed star
    cv::rectangle(d->gray, d->at(p) - cv::Point(8, 8), d->at(p) + cv::Point(8, 8), cv::Scalar(30), cv::FILLED);
  // An illustration's strokes side by side, passing over the point.
  for (int radius : {24, 30, 36})
    cv::ellipse(arcs.gray, arcs.at(p) + cv::Point(0, 30), cv::Size(radius, radius), 0, 235, 305, cv::Scalar(200), 2);
  // A five-pointed star drawn there.
  std::vector<cv::Point> outline;
  for (int i = 0; i < 10; ++i) {
    const double a = CV_PI * i / 5, r = i % 2 ? 5.0 : 12.0;
    outline.push_back(star.at(p) + cv::Point(static_cast<int>(std::lround(r * std::sin(a))),
                                             static_cast<int>(std::lround(-r * std::cos(a)))));
  }
  star.polylines(outline, 3);
  EXPECT_GT(arcs.features(p)[10], 0.5);
  EXPECT_LT(star.features(p)[10], 0.25);
  EXPECT_LT(bare.features(p)[10], 0.05);  // no ink: nothing runs either way
}

}  // namespace
}  // namespace starsight::vision
