// The point bonus card (★): occurrences in any quarter turn, never mirrored,
// counted as the largest set of line-disjoint occurrences.
#include <gtest/gtest.h>

#include "starsight/cards.hpp"
#include "starsight/occurrences.hpp"
#include "starsight/score.hpp"
#include "test_score_helpers.hpp"

namespace starsight {
namespace {

using testing::L;
using testing::lines;
using testing::path;
using testing::sheet;
using testing::shooting;

// The test's own quarter turn (counter-clockwise) and mirror, independent of cards.cpp.
Point turn(Point p, int q) {
  for (int i = 0; i < q; ++i) p = {-p.y, p.x};
  return p;
}

// The card lines turned `q` times, then moved so that the smallest x, y are (dx, dy).
SegmentSet place(const Shape& shape, int q, int dx, int dy, bool mirrored = false) {
  std::vector<std::pair<Point, Point>> pts;
  int min_x = 100, min_y = 100;
  for (const CardLine& l : shape.lines) {
    Point a = l.a, b = l.b;
    if (mirrored) a.x = -a.x, b.x = -b.x;
    a = turn(a, q), b = turn(b, q);
    pts.emplace_back(a, b);
    min_x = std::min({min_x, a.x, b.x});
    min_y = std::min({min_y, a.y, b.y});
  }
  SegmentSet s;
  for (auto [a, b] : pts)
    s.set(static_cast<std::size_t>(
        testing::seg({a.x - min_x + dx, a.y - min_y + dy, b.x - min_x + dx, b.y - min_y + dy})));
  return s;
}

State with_card(SegmentSet drawn, int card) {
  State s = sheet(1, drawn);
  s.point_card = card;
  return s;
}

TEST(ScorePointCard, PlusShapeP3ScoresItsValue) {
  const SegmentSet plus = lines({{4, 3, 5, 3}, {5, 3, 6, 3}, {5, 2, 5, 3}, {5, 3, 5, 4}});
  const Score s = score(with_card(plus, 3));
  EXPECT_TRUE(s.point_scored);
  EXPECT_EQ(s.point_occurrences, 1);
  EXPECT_EQ(s.point_bonus, 3);
  EXPECT_EQ(s.constellations, 4);
  EXPECT_EQ(s.total, 7);
}

TEST(ScorePointCard, NoPointCardScoresNothingAndSaysSo) {
  const SegmentSet plus = lines({{4, 3, 5, 3}, {5, 3, 6, 3}, {5, 2, 5, 3}, {5, 3, 5, 4}});
  const Score s = score(sheet(1, plus));
  EXPECT_FALSE(s.point_scored);
  EXPECT_EQ(s.point_bonus, 0);
  EXPECT_EQ(s.point_occurrences, 0);
}

TEST(ScorePointCard, EveryRotationCountsOnce) {
  for (int card = 1; card <= 10; ++card)
    for (int q = 0; q < 4; ++q) {
      const Score s = score(with_card(place(point_card(card).shape, q, 3, 2), card));
      EXPECT_EQ(s.point_occurrences, 1) << "P" << card << " turned " << q;
      EXPECT_EQ(s.point_bonus, point_card(card).value) << "P" << card << " turned " << q;
    }
}

TEST(ScorePointCard, SymmetricShapesCountOncePerPlacement) {
  // P1 (an X), P3 (a plus) and P5 (a diamond) map onto themselves under a quarter turn.
  for (int card : {1, 3, 5}) {
    EXPECT_EQ(distinct_rotations(point_card(card).shape).size(), 1u) << card;
    EXPECT_EQ(occurrences(point_card_placements(card), place(point_card(card).shape, 0, 3, 2)).size(), 1u) << card;
    EXPECT_EQ(score(with_card(place(point_card(card).shape, 1, 3, 2), card)).point_occurrences, 1) << card;
  }
}

TEST(ScorePointCard, MirrorImagesAreNotOccurrences) {
  // No bonus card is chiral (each mirror image is also a rotation), so the rule
  // shows on a chiral shape: night card N5, a diagonal then a horizontal.
  const Shape& n5 = night_cards()[4].shape;
  const auto placements = all_placements(n5);
  EXPECT_EQ(occurrences(placements, place(n5, 0, 3, 2)).size(), 1u);
  for (int q = 0; q < 4; ++q) {
    EXPECT_EQ(occurrences(placements, place(n5, q, 3, 2)).size(), 1u) << q;
    EXPECT_EQ(occurrences(placements, place(n5, q, 3, 2, true)).size(), 0u) << q;
  }
  for (const PointCard& c : point_cards())
    EXPECT_EQ(occurrences(point_card_placements(c.number), place(c.shape, 0, 3, 2, true)).size(), 1u) << c.id;
  for (const PowerCard& c : power_cards())
    EXPECT_EQ(occurrences(power_card_placements(c.power), place(c.shape, 0, 3, 2, true)).size(), 1u) << c.name;
}

TEST(ScorePointCard, OccurrencesMayNotShareALine) {
  // Two pluses side by side share their middle line: only one counts.
  const SegmentSet two =
      lines({{4, 3, 5, 3}, {5, 3, 6, 3}, {5, 2, 5, 3}, {5, 3, 5, 4}, {6, 3, 7, 3}, {6, 2, 6, 3}, {6, 3, 6, 4}});
  EXPECT_EQ(occurrences(point_card_placements(3), two).size(), 2u);
  EXPECT_EQ(score(with_card(two, 3)).point_occurrences, 1);
}

TEST(ScorePointCard, GreedyFirstPickLosesTheMaximumDoesNot) {
  // Pluses centred at A (5,3), B (6,3) and C (5,4): A shares a line with both
  // B and C, which share none. A is found first; taking it leaves nothing.
  const SegmentSet a = lines({{4, 3, 5, 3}, {5, 3, 6, 3}, {5, 2, 5, 3}, {5, 3, 5, 4}});
  const SegmentSet b = lines({{5, 3, 6, 3}, {6, 3, 7, 3}, {6, 2, 6, 3}, {6, 3, 6, 4}});
  const SegmentSet c = lines({{4, 4, 5, 4}, {5, 4, 6, 4}, {5, 3, 5, 4}, {5, 4, 5, 5}});
  const auto found = occurrences(point_card_placements(3), a | b | c);
  ASSERT_EQ(found.size(), 3u);
  EXPECT_EQ(found.front()->set, a);
  SegmentSet used;
  int greedy = 0;
  for (const Placement* p : found)
    if ((p->set & used).none()) used |= p->set, ++greedy;
  EXPECT_EQ(greedy, 1);
  EXPECT_EQ(max_disjoint(found).size(), 2u);
  const Score s = score(with_card(a | b | c, 3));
  EXPECT_EQ(s.point_occurrences, 2);
  EXPECT_EQ(s.point_bonus, 6);
  SegmentSet scored;
  for (const ScoreItem& i : s.items)
    if (i.category == Category::PointBonus) scored |= i.lines;
  EXPECT_EQ(scored, b | c);
}

TEST(ScorePointCard, ShootingStarsAreNotLinesOfTheShape) {
  // Half of an X (P1) drawn as a shooting star does not complete it.
  State st = with_card(lines({{4, 5, 5, 4}, {5, 4, 6, 3}}), 1);
  st.shooting_stars.push_back(shooting({{4, 3, 5, 4}, {5, 4, 6, 5}}, {4, 3}));
  EXPECT_EQ(score(st).point_occurrences, 0);
  st.lines |= lines({{4, 3, 5, 4}, {5, 4, 6, 5}});
  st.shooting_stars.clear();
  EXPECT_EQ(score(st).point_occurrences, 1);
}

TEST(ScorePointCard, PrintedLinesAreLinesOfTheShape) {
  // Board 2 prints (8,1)-(8,2): with three drawn lines it is the stem of P2's T.
  State st = sheet(2, lines({{8, 2, 8, 3}, {7, 3, 8, 3}, {8, 3, 9, 3}}));
  st.point_card = 2;  // a T: stem (2,1)-(2,3), bar (1,3)-(3,3)
  EXPECT_EQ(score(st).point_occurrences, 1);
}

}  // namespace
}  // namespace starsight
