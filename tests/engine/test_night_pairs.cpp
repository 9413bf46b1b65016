// A sheet's plain lines split into night cards' pairs: hand-worked sheets, and every simulated game without the
// new-line power.
#include <gtest/gtest.h>

#include <cstdint>

#include "starsight/cards.hpp"
#include "starsight/night_pairs.hpp"
#include "starsight/simulator.hpp"

namespace starsight {
namespace {

SegmentSet lines(std::initializer_list<std::pair<Point, Point>> ends) {
  SegmentSet s;
  for (const auto& [a, b] : ends) s.set(static_cast<std::size_t>(*segment_between(a, b)));
  return s;
}

TEST(NightPairs, HandWorkedSheets) {
  EXPECT_EQ(pair_into_night_cards({}), true);
  // N3: two horizontal lines in a row; and the same turned a quarter.
  EXPECT_EQ(pair_into_night_cards(lines({{{1, 1}, {2, 1}}, {{2, 1}, {3, 1}}})), true);
  EXPECT_EQ(pair_into_night_cards(lines({{{4, 4}, {4, 5}}, {{4, 5}, {4, 6}}})), true);
  // One line alone, or three: no card gives them.
  EXPECT_EQ(pair_into_night_cards(lines({{{1, 1}, {2, 1}}})), false);
  EXPECT_EQ(pair_into_night_cards(lines({{{1, 1}, {2, 1}}, {{2, 1}, {3, 1}}, {{3, 1}, {4, 1}}})), false);
  // Two lines far apart: no card is that wide.
  EXPECT_EQ(pair_into_night_cards(lines({{{0, 0}, {1, 0}}, {{7, 9}, {8, 9}}})), false);
  // Two cards: N3, and N24 (two lines in a row a unit apart).
  EXPECT_EQ(pair_into_night_cards(lines({{{1, 1}, {2, 1}}, {{2, 1}, {3, 1}}, {{5, 5}, {6, 5}}, {{7, 5}, {8, 5}}})),
            true);
  // Four lines in a row would take N3 twice, or N24 twice: a game has each card once.
  EXPECT_EQ(pair_into_night_cards(lines({{{1, 1}, {2, 1}}, {{2, 1}, {3, 1}}, {{3, 1}, {4, 1}}, {{4, 1}, {5, 1}}})),
            false);
  // A fourth line far off leaves the other three unpaired.
  EXPECT_EQ(pair_into_night_cards(lines({{{1, 1}, {2, 1}}, {{2, 1}, {3, 1}}, {{3, 1}, {4, 1}}, {{7, 9}, {8, 9}}})),
            false);
}

// Every placement of every card pairs.
TEST(NightPairs, EveryCardPlacementPairs) {
  for (const NightCard& card : night_cards()) {
    if (card.shooting_star) continue;
    for (const Placement& p : all_placements(card.shape)) ASSERT_EQ(pair_into_night_cards(p.set), true) << card.id;
  }
}

// A segment's partners are exactly the segments that pair with it alone (checked against the split for every pair of
// segments), the relation is symmetric, and a segment is never its own partner.
TEST(NightPairs, PartnersAreTheSegmentsThatPairWithALine) {
  for (int a = 0; a < kSegmentCount; ++a) {
    const SegmentSet partners = night_card_partners(a);
    EXPECT_FALSE(partners.test(static_cast<std::size_t>(a)));
    for (int b = 0; b < kSegmentCount; ++b) {
      if (b == a) continue;
      SegmentSet two;
      two.set(static_cast<std::size_t>(a));
      two.set(static_cast<std::size_t>(b));
      ASSERT_EQ(partners.test(static_cast<std::size_t>(b)), pair_into_night_cards(two) == true) << a << " " << b;
    }
  }
  // By hand: (3,3)-(4,3) and (3,6)-(4,6), N13 turned a quarter; (3,3)-(4,3) and (3,7)-(4,7), four rows apart: none.
  const auto id = [](Point p, Point q) { return *segment_between(p, q); };
  EXPECT_TRUE(night_card_partners(id({3, 3}, {4, 3})).test(static_cast<std::size_t>(id({3, 6}, {4, 6}))));
  EXPECT_FALSE(night_card_partners(id({3, 3}, {4, 3})).test(static_cast<std::size_t>(id({3, 7}, {4, 7}))));
}

// Simulated games draw their lines two at a time from the night cards: without the new-line power's single lines,
// every sheet's lines pair; taking one line away never leaves them pairing.
TEST(NightPairs, EverySimulatedGameWithoutSingleLinesPairs) {
  int games = 0;
  for (std::uint64_t seed = 1; seed <= 3000; ++seed) {
    const State s = simulate_game(seed);
    if (s.power_card == Power::NewLine) continue;
    ++games;
    ASSERT_EQ(pair_into_night_cards(s.lines), true) << "seed " << seed;
    if (s.lines.none()) continue;
    SegmentSet less = s.lines;
    std::size_t k = 0;
    while (!less.test(k)) ++k;
    less.reset(k);
    ASSERT_EQ(pair_into_night_cards(less), false) << "seed " << seed;
  }
  EXPECT_GT(games, 2500);
}

// Part of a sheet not seen: its segments may each be drawn or not. Lines seen pair with one another or with one of
// them; a line seen far from them and from any partner still does not pair.
TEST(NightPairs, LinesBesideSegmentsNotSeenPairWithThem) {
  long tries = kEnoughTries;
  const SegmentSet unknown = lines({{{2, 1}, {3, 1}}, {{3, 1}, {3, 2}}});
  // N3 with its second line not seen.
  EXPECT_EQ(pair_into_night_cards(lines({{{1, 1}, {2, 1}}}), unknown, tries), true);
  // Unseen segments needn't be drawn.
  EXPECT_EQ(pair_into_night_cards(lines({{{6, 6}, {7, 6}}, {{7, 6}, {8, 6}}}), unknown, tries), true);
  EXPECT_EQ(pair_into_night_cards({}, unknown, tries), true);
  // A line far from the unseen part, without a partner.
  EXPECT_EQ(pair_into_night_cards(lines({{{1, 1}, {2, 1}}, {{7, 9}, {8, 9}}}), unknown, tries), false);
  // A line read at an unseen segment is no evidence: it counts as unseen.
  EXPECT_EQ(pair_into_night_cards(lines({{{1, 1}, {2, 1}}, {{2, 1}, {3, 1}}, {{3, 1}, {3, 2}}}), unknown, tries), true);
  // Nothing unseen: as the sheet alone.
  EXPECT_EQ(pair_into_night_cards(lines({{{1, 1}, {2, 1}}}), {}, tries), false);
  // Every simulated sheet with a part of it hidden (a 3 x 3 block of cells) still pairs.
  for (std::uint64_t seed = 1; seed <= 500; ++seed) {
    const State s = simulate_game(seed);
    if (s.power_card == Power::NewLine) continue;
    const int x0 = static_cast<int>(seed % 7), y0 = static_cast<int>(seed % 8);
    SegmentSet block;
    for (int id = 0; id < kSegmentCount; ++id) {
      const Segment& sg = segment(id);
      const auto inside = [&](Point p) { return p.x >= x0 && p.x <= x0 + 3 && p.y >= y0 && p.y <= y0 + 3; };
      if (inside(sg.a) && inside(sg.b)) block.set(static_cast<std::size_t>(id));
    }
    long t = kEnoughTries;
    ASSERT_EQ(pair_into_night_cards(s.lines, block, t), true) << "seed " << seed;
  }
}

}  // namespace
}  // namespace starsight
