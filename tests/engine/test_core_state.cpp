// canonical(): two readings of one sheet compare equal whatever order their lists were filled in, and
// different sheets stay different.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "starsight/simulator.hpp"
#include "starsight/state.hpp"

namespace starsight {
namespace {

TEST(CanonicalState, ListOrderDoesNotMatter) {
  std::mt19937 shuffle(7);
  int with_lists = 0;
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    const State s = simulate_game(seed);
    State t = s;
    for (auto* v : {&t.planets, &t.new_stars, &t.galaxies, &t.twinkling_stars, &t.novas, &t.luminous_auras,
                    &t.crescent_moons, &t.black_holes})
      std::shuffle(v->begin(), v->end(), shuffle);
    for (auto& ss : t.shooting_stars) std::reverse(ss.lines.begin(), ss.lines.end());
    std::reverse(t.shooting_stars.begin(), t.shooting_stars.end());
    with_lists += !(t == s);
    EXPECT_EQ(canonical(t), canonical(s)) << "seed " << seed;
    EXPECT_EQ(canonical(canonical(s)), canonical(s));
  }
  EXPECT_GT(with_lists, 20);  // the games did have lists to reorder
}

TEST(CanonicalState, DifferentSheetsStayDifferent) {
  const State s = simulate_game(3);
  State moved_head = s;
  ASSERT_FALSE(moved_head.shooting_stars.empty());
  moved_head.shooting_stars[0].head = {moved_head.shooting_stars[0].head.x + 1, moved_head.shooting_stars[0].head.y};
  EXPECT_NE(canonical(moved_head), canonical(s));
  State extra = s;
  extra.novas.push_back({0, 0});
  EXPECT_NE(canonical(extra), canonical(s));
}

TEST(DrawnSegments, AreTheLinesAndTheShootingStarsLines) {
  int with_shooting_stars = 0;
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    const State s = simulate_game(seed);
    const SegmentSet drawn = drawn_segments(s);
    std::size_t shooting = 0;
    for (const auto& ss : s.shooting_stars) {
      shooting += ss.lines.size();
      for (SegmentId id : ss.lines) EXPECT_TRUE(drawn.test(static_cast<std::size_t>(id)));
    }
    with_shooting_stars += shooting > 0;
    EXPECT_EQ((drawn & s.lines), s.lines);
    // A shooting star shares no point with a line, so no segment either: the counts add up.
    EXPECT_EQ(drawn.count(), s.lines.count() + shooting) << "seed " << seed;
  }
  EXPECT_GT(with_shooting_stars, 50);
}

}  // namespace
}  // namespace starsight
