// A cell's diagonal whose only "arc" is the inner edge of a thick side of the cell bowed in towards its middle: the
// line model, trusting the arc, reads it drawn though the cell's middle is dark. It is read with doubt, reported.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "hand_made_board.hpp"
#include "read_rendered.hpp"
#include "starsight/simulator.hpp"
#include "starsight/vision/features.hpp"
#include "starsight/vision/rule_decoder.hpp"

namespace starsight::vision {
namespace {

struct StrokedBoard : HandMadeBoard {
  // A stroke `width` units wide from star a to star b, its middle `bow` units off the straight path (to the left
  // of the way from a to b, in the image's coordinates).
  void stroke(Point pa, Point pb, int width, double bow = 0) {
    const cv::Point2d a = rect_point(g, pa), d = rect_point(g, pb) - a;
    const cv::Point2d across = cv::Point2d(d.y, -d.x) / std::hypot(d.x, d.y);
    std::vector<cv::Point> path;
    for (int i = 0; i <= 20; ++i) {
      const double t = i / 20.0;
      const cv::Point2d q = a + d * t + across * (bow * 4 * t * (1 - t));
      path.emplace_back(static_cast<int>(std::lround(q.x)), static_cast<int>(std::lround(q.y)));
    }
    cv::polylines(gray, std::vector<std::vector<cv::Point>>{path}, false, cv::Scalar(220), width, cv::LINE_AA);
  }
  PhotoFeatures measured() const {
    cv::Mat blurred;
    cv::GaussianBlur(gray, blurred, {0, 0}, 2);
    const RectifiedBoard r = rectify(blurred, cv::Matx33d::eye());
    PhotoFeatures f;
    f.white = white_level(r, g);
    measure_board(r, g, f);
    return f;
  }
};

std::size_t id_of(Point a, Point b) { return static_cast<std::size_t>(*segment_between(a, b)); }

// Dev normal 59950: a cell three of whose sides were drawn thick, its bottom side bowed in towards the middle.
TEST(ArcBesideStroke, IsTheInnerEdgeOfAThickSideBowedIn) {
  StrokedBoard b;
  b.stroke({4, 4}, {4, 5}, 14);      // the cell's left side
  b.stroke({5, 5}, {4, 5}, 14, 6);   // its top, bowed a little down into the cell
  b.stroke({4, 4}, {5, 4}, 14, 10);  // its bottom, bowed up into it
  const PhotoFeatures f = b.measured();
  const std::size_t up = id_of({4, 4}, {5, 5}), down = id_of({5, 4}, {4, 5});
  for (const std::size_t k : {up, down}) {
    EXPECT_GT(line_probability(f.segments[k], f.stroke_width[k]), 0.5) << "the line model reads it drawn";
    EXPECT_TRUE(f.arc_beside.test(k));
  }
  EXPECT_FALSE(f.arc_beside.test(id_of({4, 4}, {4, 5})));  // a side: no diagonal
}

TEST(ArcBesideStroke, IsNoDiagonalDrawnStraightOrBowed) {
  StrokedBoard b;
  b.stroke({4, 4}, {4, 5}, 14);
  b.stroke({5, 5}, {4, 5}, 14, 6);
  b.stroke({4, 4}, {5, 4}, 14, 10);
  b.stroke({4, 4}, {5, 5}, 9);      // a diagonal drawn straight through the middle
  b.stroke({1, 2}, {2, 3}, 9, 12);  // and one bowed far, alone in its cell
  const PhotoFeatures f = b.measured();
  EXPECT_FALSE(f.arc_beside.test(id_of({4, 4}, {5, 5})));
  EXPECT_FALSE(f.arc_beside.test(id_of({1, 2}, {2, 3})));
}

TEST(ArcBesideStroke, IsReadWithDoubt) {
  PhotoFeatures f;
  std::array<double, kSegmentCount> line_p{};
  line_p.fill(0.962);
  const std::size_t k = id_of({4, 4}, {5, 5});
  f.arc_beside.set(k);
  doubt_arcs_beside_strokes(f, line_p);
  EXPECT_LT(line_p[k], 0.5);
  EXPECT_GT(line_p[k], 1 - kDecisive);
  EXPECT_EQ(line_p[id_of({5, 4}, {4, 5})], 0.962);
}

// The photo: its X read at 0.96 and 0.89, the total 13 for 21 at a confidence of 98 %; now read exactly, both
// diagonals reported.
TEST(ArcBesideStroke, DevNormal59950IsReadExactly) {
  const State truth = simulate_game(59950);
  const Reading r = read_rendered(truth, 59950, render::Level::Normal);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(r.state.lines, truth.lines);
  EXPECT_TRUE(reported(r, "line", {{4, 7}, {5, 8}}));
  EXPECT_TRUE(reported(r, "line", {{5, 7}, {4, 8}}));
}

}  // namespace
}  // namespace starsight::vision
