// The side of a cell whose X is drawn in thick strokes: the X's arms ink the side's path near both its stars and
// leave sky between, where a line drawn along the side is inked all along. Such a side is never read surely drawn.
#include <gtest/gtest.h>

#include <array>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "../../vision/src/segment_reader.hpp"
#include "hand_made_board.hpp"
#include "read_rendered.hpp"
#include "starsight/simulator.hpp"
#include "starsight/vision/features.hpp"
#include "starsight/vision/rule_decoder.hpp"

namespace starsight::vision {
namespace {

struct GappedBoard : HandMadeBoard {
  // A stroke `width` units wide from `from` to `to` of the way from star a to star b.
  void stroke(Point pa, Point pb, int width, double from = 0, double to = 1) {
    const cv::Point2d a = rect_point(g, pa), d = rect_point(g, pb) - a;
    const cv::Point2d p = a + d * from, q = a + d * to;
    cv::line(gray, {static_cast<int>(std::lround(p.x)), static_cast<int>(std::lround(p.y))},
             {static_cast<int>(std::lround(q.x)), static_cast<int>(std::lround(q.y))}, cv::Scalar(220), width);
  }
  double gap(Point a, Point b) const { return on_segment(a, b, segment_inner_gap); }
};

TEST(SegmentInnerGap, IsSkyBetweenInkedStretchesOfAStraightPath) {
  GappedBoard d;
  d.stroke({4, 4}, {5, 5}, 15, -0.1, 1.1);  // a thick X in the cell right of (4,4)-(4,5)
  d.stroke({5, 4}, {4, 5}, 15, -0.1, 1.1);
  d.stroke({2, 3}, {2, 4}, 5);          // a line along a column
  d.stroke({6, 2}, {6, 3}, 5, 0, 0.6);  // a line running in under something dark from one end
  d.stroke({1, 5}, {1, 6}, 5, 0, 0.3);  // a line lifted in its middle
  d.stroke({1, 5}, {1, 6}, 5, 0.7, 1);
  EXPECT_GT(d.gap({4, 4}, {4, 5}), 0.3);  // the X's side: inked by its arms near the stars only
  EXPECT_GT(d.gap({5, 4}, {5, 5}), 0.3);
  EXPECT_GT(d.gap({1, 5}, {1, 6}), 0.2);
  EXPECT_EQ(d.gap({2, 3}, {2, 4}), 0);
  EXPECT_EQ(d.gap({6, 2}, {6, 3}), 0);  // its sky runs to the end: nothing inks the far side of it
  EXPECT_EQ(d.gap({7, 2}, {8, 2}), 0);  // no ink at all
  EXPECT_EQ(d.gap({4, 4}, {5, 5}), 0);  // a diagonal
}

// A side read surely drawn (as dev normal 58343's was, at 0.989), with a run of sky inside its path.
struct GappedSide {
  PhotoFeatures f;
  std::array<double, kSegmentCount> line_p{};
  std::size_t side = static_cast<std::size_t>(*segment_between({4, 4}, {4, 5}));
  GappedSide() {
    line_p.fill(0.001);
    line_p[side] = 0.989;
    f.inner_gap[side] = 0.27;
  }
  void draw(Point a, Point b) { line_p[static_cast<std::size_t>(*segment_between(a, b))] = 0.99; }
  double read() {
    doubt_gapped_sides_of_crosses(f, line_p);
    return line_p[side];
  }
};

TEST(GappedSidesOfCrosses, AreReadDrawnWithDoubtBesideAnX) {
  for (const int x : {-1, 1}) {
    GappedSide s;
    s.draw({4, 4}, {4 + x, 5});
    s.draw({4 + x, 4}, {4, 5});
    const double p = s.read();
    EXPECT_GT(p, 0.5) << "X on side " << x;
    EXPECT_LT(p, kDecisive) << "X on side " << x;
  }
}

TEST(GappedSidesOfCrosses, AreReadAsTheyWereWithNoXOrNoSkyInside) {
  GappedSide one;
  one.draw({4, 4}, {5, 5});  // one diagonal alone: the ink at the side's far end is the side's own
  EXPECT_EQ(one.read(), 0.989);
  GappedSide inked;
  inked.draw({4, 4}, {5, 5});
  inked.draw({5, 4}, {4, 5});
  inked.f.inner_gap[inked.side] = 0.1;  // a short lift of the marker, as a drawn line may have
  EXPECT_EQ(inked.read(), 0.989);
  GappedSide unread;
  unread.draw({4, 4}, {5, 5});
  unread.draw({5, 4}, {4, 5});
  unread.line_p[unread.side] = 0.3;
  EXPECT_EQ(unread.read(), 0.3);
}

// Dev normal 58343: a blurred board, an X drawn thick beside the column's segment (6,1)-(6,2), whose path was dark
// from 0.38 to 0.52 of the way along, was read drawn at 0.989 and not reported. It is reported.
TEST(GappedSidesOfCrosses, TheSideOfAThickXIsReported) {
  const State truth = simulate_game(58343);
  const Reading r = read_rendered(truth, 58343, render::Level::Normal);
  ASSERT_TRUE(r.ok()) << r.message;
  ASSERT_EQ(r.state.board, truth.board);
  EXPECT_TRUE(reported(r, "line", {{6, 1}, {6, 2}}));
}

}  // namespace
}  // namespace starsight::vision
