// Groups of lines: lines sharing a star or crossing join; nothing else does.
#include <gtest/gtest.h>

#include <random>

#include "starsight/board.hpp"
#include "starsight/line_groups.hpp"
#include "starsight/score.hpp"
#include "test_score_helpers.hpp"

namespace starsight {
namespace {

using testing::lines;
using testing::path;

TEST(LineGroups, NoLinesNoGroups) { EXPECT_TRUE(line_groups({}).empty()); }

TEST(LineGroups, LinesSharingAStarJoin) {
  const auto g = line_groups(lines({{1, 1, 2, 1}, {2, 1, 2, 2}}));
  ASSERT_EQ(g.size(), 1u);
  EXPECT_EQ(g[0].size, 2);
  EXPECT_EQ(g[0].stars.count(), 3u);
}

TEST(LineGroups, CrossingDiagonalsJoinButTheCrossingIsNoStar) {
  const auto g = line_groups(lines({{1, 1, 2, 2}, {2, 1, 1, 2}}));
  ASSERT_EQ(g.size(), 1u);
  EXPECT_EQ(g[0].size, 2);
  EXPECT_EQ(g[0].stars.count(), 4u);
}

TEST(LineGroups, LinesSideBySideStayApart) {
  // Parallel neighbours, a diagonal beside a vertical, and diagonals of
  // neighbouring squares that meet at no lattice point.
  EXPECT_EQ(line_groups(lines({{1, 1, 2, 1}, {1, 2, 2, 2}})).size(), 2u);
  EXPECT_EQ(line_groups(lines({{1, 1, 1, 2}, {2, 1, 3, 2}})).size(), 2u);
  EXPECT_EQ(line_groups(lines({{1, 1, 2, 2}, {2, 1, 3, 2}})).size(), 2u);
}

TEST(LineGroups, OrderedByLowestLineWithSizes) {
  const SegmentSet top = path({{5, 8}, {6, 8}, {7, 8}});
  const SegmentSet bottom = path({{0, 0}, {1, 1}, {2, 1}, {3, 1}});
  const auto g = line_groups(top | bottom);
  ASSERT_EQ(g.size(), 2u);
  EXPECT_EQ(g[0].lines, bottom);
  EXPECT_EQ(g[0].size, 3);
  EXPECT_EQ(g[1].lines, top);
  EXPECT_EQ(g[1].size, 2);
}

// A plain flood fill: the reference both implementations must agree with.
std::vector<SegmentSet> flood_fill(const SegmentSet& lines) {
  std::vector<SegmentSet> out;
  SegmentSet seen;
  for_each_bit(lines, [&](int start) {
    if (seen.test(static_cast<std::size_t>(start))) return;
    SegmentSet group;
    std::vector<int> todo{start};
    seen.set(static_cast<std::size_t>(start));
    while (!todo.empty()) {
      const int id = todo.back();
      todo.pop_back();
      group.set(static_cast<std::size_t>(id));
      for_each_bit(lines, [&](int other) {
        if (seen.test(static_cast<std::size_t>(other))) return;
        const Segment &a = segment(id), &b = segment(other);
        const bool share = a.a == b.a || a.a == b.b || a.b == b.a || a.b == b.b;
        const bool cross = crossing_segment(id) == other;
        if (share || cross) {
          seen.set(static_cast<std::size_t>(other));
          todo.push_back(other);
        }
      });
    }
    out.push_back(group);
  });
  return out;
}

TEST(LineGroups, LibraryAndScorerAgreeWithAFloodFillOnRandomSheets) {
  std::mt19937 rng(99);
  for (int round = 0; round < 500; ++round) {
    std::bernoulli_distribution keep(0.02 + 0.002 * (round % 50));
    State s;
    s.board = 1 + round % 8;
    for (int id = 0; id < kSegmentCount; ++id)
      if (keep(rng)) s.lines.set(static_cast<std::size_t>(id));
    const SegmentSet all = s.lines | board(s.board).printed();
    const auto expected = flood_fill(all);
    const auto lib = line_groups(all);
    const auto scored = score(s).groups;
    ASSERT_EQ(lib.size(), expected.size()) << round;
    ASSERT_EQ(scored.size(), expected.size()) << round;
    for (std::size_t i = 0; i < expected.size(); ++i) {
      ASSERT_EQ(lib[i].lines, expected[i]) << round;
      ASSERT_EQ(scored[i].group.lines, expected[i]) << round;
      ASSERT_EQ(scored[i].group.size, static_cast<int>(expected[i].count()));
      ASSERT_EQ(scored[i].group.stars, endpoints(expected[i]));
      ASSERT_EQ(lib[i].stars, endpoints(expected[i]));
    }
  }
}

}  // namespace
}  // namespace starsight
