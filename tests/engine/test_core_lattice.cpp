// The lattice: 10 x 11 points, 379 segments, crossings and neighbours.
#include <gtest/gtest.h>

#include <set>

#include "starsight/lattice.hpp"

namespace starsight {
namespace {

TEST(Lattice, HasTheSegmentsBetweenAllAdjacentPoints) {
  // 9 x 11 horizontal + 10 x 10 vertical + 2 x 9 x 10 diagonal.
  EXPECT_EQ(kSegmentCount, 9 * 11 + 10 * 10 + 2 * 9 * 10);
  std::set<std::pair<int, int>> seen;
  for (int id = 0; id < kSegmentCount; ++id) {
    const Segment& s = segment(id);
    ASSERT_TRUE(in_lattice(s.a) && in_lattice(s.b)) << id;
    ASSERT_TRUE(adjacent(s.a, s.b)) << id;
    ASSERT_LT(point_index(s.a), point_index(s.b)) << "one spelling, lowest point first: " << id;
    ASSERT_EQ(segment_between(s.a, s.b), id);
    ASSERT_EQ(segment_between(s.b, s.a), id);
    ASSERT_TRUE(seen.insert({point_index(s.a), point_index(s.b)}).second) << "twice: " << id;
  }
  int pairs = 0;
  for (int i = 0; i < kPointCount; ++i)
    for (int j = i + 1; j < kPointCount; ++j) pairs += adjacent(point_at(i), point_at(j));
  EXPECT_EQ(pairs, kSegmentCount);
}

TEST(Lattice, RefusesWhatIsNoSegment) {
  EXPECT_FALSE(segment_between({3, 5}, {5, 5}));
  EXPECT_FALSE(segment_between({3, 5}, {3, 5}));
  EXPECT_FALSE(segment_between({9, 10}, {10, 10}));
  EXPECT_FALSE(segment_between({0, 0}, {-1, 1}));
}

TEST(Lattice, DirectionsMatchTheEnds) {
  int count[4] = {};
  for (int id = 0; id < kSegmentCount; ++id) {
    const Segment& s = segment(id);
    ++count[static_cast<int>(s.direction)];
    const int dx = s.b.x - s.a.x, dy = s.b.y - s.a.y;
    switch (s.direction) {
      case Direction::Horizontal:
        EXPECT_TRUE(dx == 1 && dy == 0);
        break;
      case Direction::Vertical:
        EXPECT_TRUE(dx == 0 && dy == 1);
        break;
      case Direction::DiagonalUp:
        EXPECT_TRUE(dx == 1 && dy == 1);
        break;
      case Direction::DiagonalDown:
        EXPECT_TRUE(dx == -1 && dy == 1);
        break;
    }
  }
  EXPECT_EQ(count[0], 99);
  EXPECT_EQ(count[1], 100);
  EXPECT_EQ(count[2], 90);
  EXPECT_EQ(count[3], 90);
}

TEST(Lattice, EveryDiagonalCrossesTheOtherDiagonalOfItsSquare) {
  int diagonals = 0;
  for (int id = 0; id < kSegmentCount; ++id) {
    const Segment& s = segment(id);
    const auto x = crossing_segment(id);
    if (s.direction == Direction::Horizontal || s.direction == Direction::Vertical) {
      EXPECT_FALSE(x) << id;
      continue;
    }
    ++diagonals;
    ASSERT_TRUE(x) << id;
    EXPECT_EQ(crossing_segment(*x), id);
    const Segment& o = segment(*x);
    EXPECT_NE(o.direction, s.direction);
    // Same unit square: the four ends are its four corners.
    const int min_x = std::min({s.a.x, s.b.x}), min_y = std::min({s.a.y, s.b.y});
    EXPECT_EQ(std::min({o.a.x, o.b.x}), min_x);
    EXPECT_EQ(std::min({o.a.y, o.b.y}), min_y);
  }
  EXPECT_EQ(diagonals, 180);
  const auto up = segment_between({3, 4}, {4, 5});
  EXPECT_EQ(crossing_segment(*up), segment_between({4, 4}, {3, 5}));
}

TEST(Lattice, NeighboursAndSegmentsAtAPoint) {
  EXPECT_EQ(neighbours({0, 0}).size(), 3u);
  EXPECT_EQ(neighbours({5, 0}).size(), 5u);
  EXPECT_EQ(neighbours({9, 10}).size(), 3u);
  EXPECT_EQ(neighbours({4, 5}).size(), 8u);
  EXPECT_EQ(segments_at({0, 0}).size(), 3u);
  EXPECT_EQ(segments_at({0, 5}).size(), 5u);
  EXPECT_EQ(segments_at({4, 5}).size(), 8u);
  for (int i = 0; i < kPointCount; ++i) {
    const Point p = point_at(i);
    EXPECT_EQ(neighbours(p).size(), segments_at(p).size());
    for (Point n : neighbours(p)) EXPECT_TRUE(adjacent(p, n));
    for (SegmentId id : segments_at(p)) EXPECT_TRUE(segment(id).a == p || segment(id).b == p);
  }
}

TEST(Lattice, PointsAndNames) {
  for (int i = 0; i < kPointCount; ++i) EXPECT_EQ(point_index(point_at(i)), i);
  EXPECT_EQ(point_index({3, 5}), 53);
  EXPECT_FALSE(adjacent({3, 5}, {3, 5}));
  EXPECT_TRUE(adjacent({3, 5}, {4, 6}));
  EXPECT_FALSE(adjacent({3, 5}, {5, 5}));
  EXPECT_EQ(to_string(Point{3, 5}), "(3,5)");
  EXPECT_EQ(segment_name(*segment_between({4, 6}, {3, 5})), "(3,5)-(4,6)");
  SegmentSet two;
  two.set(static_cast<std::size_t>(*segment_between({3, 5}, {4, 6})));
  two.set(static_cast<std::size_t>(*segment_between({4, 6}, {5, 6})));
  const PointSet ends = endpoints(two);
  EXPECT_EQ(ends.count(), 3u);
  EXPECT_TRUE(ends.test(static_cast<std::size_t>(point_index({4, 6}))));
}

// A segment touches a set of points when either of its ends is one of them: checked against every segment.
TEST(Lattice, SegmentsTouchingAreThoseWithAnEndInTheSet) {
  PointSet points;
  for (const Point p : {Point{0, 0}, Point{3, 5}, Point{9, 10}}) points.set(static_cast<std::size_t>(point_index(p)));
  const SegmentSet touching = segments_touching(points);
  std::size_t expected = 0;
  for (int id = 0; id < kSegmentCount; ++id) {
    const Segment& s = segment(id);
    const bool touches = points.test(static_cast<std::size_t>(point_index(s.a))) ||
                         points.test(static_cast<std::size_t>(point_index(s.b)));
    EXPECT_EQ(touching.test(static_cast<std::size_t>(id)), touches) << segment_name(id);
    expected += touches;
  }
  EXPECT_EQ(touching.count(), expected);
  EXPECT_TRUE(segments_touching(PointSet{}).none());
}

}  // namespace
}  // namespace starsight
