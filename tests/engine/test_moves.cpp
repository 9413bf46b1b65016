// The legal-move generator on hand-made sheets whose legal moves are known.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "starsight/board.hpp"
#include "starsight/moves.hpp"
#include "test_score_helpers.hpp"

namespace starsight {
namespace {

SegmentId seg(Point a, Point b) {
  const auto id = segment_between(a, b);
  EXPECT_TRUE(id.has_value()) << to_string(a) << "-" << to_string(b);
  return id.value_or(0);
}

using testing::sheet;

int card_index(const std::string& id) {
  const auto cards = night_cards();
  for (std::size_t i = 0; i < cards.size(); ++i)
    if (cards[i].id == id) return static_cast<int>(i);
  ADD_FAILURE() << "no card " << id;
  return 0;
}

bool touches_row(const CardPlacement& m, int y) {
  for (SegmentId id : {m.first, m.second})
    if (segment(id).a.y == y || segment(id).b.y == y) return true;
  return false;
}

std::pair<std::pair<Point, Point>, std::pair<Point, Point>> shape_key(std::pair<Point, Point> a,
                                                                      std::pair<Point, Point> b) {
  const auto order = [](std::pair<Point, Point> l) { return l.second < l.first ? std::pair{l.second, l.first} : l; };
  a = order(a);
  b = order(b);
  if (b < a) std::swap(a, b);
  return {a, b};
}

// A placement as its 2 segments moved so that the smallest x and y are 0.
std::set<std::pair<std::pair<Point, Point>, std::pair<Point, Point>>> normalized_shapes(int card) {
  std::set<std::pair<std::pair<Point, Point>, std::pair<Point, Point>>> out;
  for (const CardPlacement& m : all_card_placements(card)) {
    const Segment &a = segment(m.first), &b = segment(m.second);
    const int x0 = std::min({a.a.x, a.b.x, b.a.x, b.b.x}), y0 = std::min({a.a.y, a.b.y, b.a.y, b.b.y});
    auto move = [&](Point p) { return Point{p.x - x0, p.y - y0}; };
    out.insert(shape_key({move(a.a), move(a.b)}, {move(b.a), move(b.b)}));
  }
  return out;
}

TEST(Moves, LinesJoinAdjacentUsableStarsOnly) {
  const State s = sheet(1);  // board 1: planet (2,2), printed (7,2)-(8,1), sun-rise art (3,0)...
  EXPECT_TRUE(can_draw(s, seg({0, 0}, {1, 1}), 0));
  EXPECT_FALSE(can_draw(s, seg({1, 1}, {2, 2}), 0)) << "touches the planet (2,2)";
  EXPECT_FALSE(can_draw(s, seg({2, 0}, {3, 0}), 0)) << "(3,0) is sun-rise art";
  EXPECT_FALSE(can_draw(s, seg({1, 9}, {2, 9}), 0)) << "(1,9) is cut off by the arch";
  EXPECT_FALSE(can_draw(s, seg({0, 5}, {0, 4}), 0)) << "(0,5) is artwork";
  EXPECT_FALSE(can_draw(s, seg({7, 2}, {8, 1}), 0)) << "the printed line is already there";
  EXPECT_TRUE(can_draw(s, seg({7, 1}, {8, 2}), 0)) << "crossing a printed line is allowed";
  EXPECT_TRUE(can_draw(s, seg({8, 1}, {9, 1}), 0)) << "sharing a star with a printed line is allowed";
  EXPECT_FALSE(can_draw(s, -1, 0));
  EXPECT_FALSE(can_draw(s, kSegmentCount, 0));

  // At (1,1) every neighbour is a star except the planet (2,2).
  const PlayView v = play_view(s, 0);
  int at_corner = 0;
  for (SegmentId id : segments_at({1, 1})) at_corner += v.drawable.test(static_cast<std::size_t>(id));
  EXPECT_EQ(at_corner, 7);
}

TEST(Moves, DrawnLinesAreNotDrawnTwice) {
  State s = sheet(1);
  s.lines.set(static_cast<std::size_t>(seg({4, 4}, {5, 4})));
  EXPECT_FALSE(can_draw(s, seg({4, 4}, {5, 4}), 0));
  EXPECT_TRUE(can_draw(s, seg({5, 4}, {6, 4}), 0));
}

TEST(Moves, TheSunRiseClosesTheBottomRows) {
  const State s = sheet(1);
  EXPECT_TRUE(can_draw(s, seg({0, 1}, {0, 2}), 0));
  EXPECT_FALSE(can_draw(s, seg({0, 1}, {0, 2}), 1));
  EXPECT_TRUE(can_draw(s, seg({0, 2}, {0, 3}), 1));
  EXPECT_FALSE(can_draw(s, seg({0, 3}, {0, 4}), 2));
  EXPECT_TRUE(can_draw(s, seg({4, 4}, {4, 5}), 2));
  const PlayView late = play_view(s, 2);
  for_each_bit(late.drawable, [&](int id) {
    EXPECT_GE(segment(id).a.y, 4);
    EXPECT_GE(segment(id).b.y, 4);
  });
  for (const ShootingStar& star : shooting_star_placements(s, 1))
    for (SegmentId id : star.lines) EXPECT_GE(std::min(segment(id).a.y, segment(id).b.y), 2);
  for (const PowerUse& u : power_uses(s, 2, Power::Planet, {})) EXPECT_GE(u.at[0].y, 4);
}

TEST(Moves, ALoneStraightCardUnderTheArch) {
  // Board 1, row 10 holds stars at x = 3, 4, 5 only ((6,10) is artwork) and
  // (3,8) is a planet: N3 (3 points in a row) can touch row 10 in exactly 3
  // ways: along the row, or down columns 4 and 5.
  const auto moves = card_placements(sheet(1), card_index("N3"), 0);
  std::vector<CardPlacement> top;
  for (const CardPlacement& m : moves)
    if (touches_row(m, 10)) top.push_back(m);
  ASSERT_EQ(top.size(), 3u);
  const auto has = [&](Point a, Point b, Point c) {
    const SegmentId s1 = seg(a, b), s2 = seg(b, c);
    return std::any_of(top.begin(), top.end(), [&](const CardPlacement& m) {
      return (m.first == s1 && m.second == s2) || (m.first == s2 && m.second == s1);
    });
  };
  EXPECT_TRUE(has({3, 10}, {4, 10}, {5, 10}));
  EXPECT_TRUE(has({4, 8}, {4, 9}, {4, 10}));
  EXPECT_TRUE(has({5, 8}, {5, 9}, {5, 10}));
}

TEST(Moves, CardPlacementsAreExactlyThePlacementsWithTwoDrawableLines) {
  State s = sheet(3);
  s.lines.set(static_cast<std::size_t>(seg({4, 4}, {5, 5})));
  s.lines.set(static_cast<std::size_t>(seg({5, 5}, {6, 5})));
  for (int card = 0; card < 27; ++card) {
    const auto legal = card_placements(s, card, 1);
    std::size_t expected = 0;
    for (const CardPlacement& m : all_card_placements(card))
      expected += can_draw(s, m.first, 1) && can_draw(s, m.second, 1);
    EXPECT_EQ(legal.size(), expected) << night_cards()[static_cast<std::size_t>(card)].id;
  }
  EXPECT_TRUE(card_placements(s, 27, 0).empty()) << "shooting-star cards have no lines";
}

TEST(Moves, CardsRotateButNeverMirror) {
  // N6: (1,1)-(2,1), (2,1)-(3,2): asymmetric, so 4 rotations and no mirror.
  const int n6 = card_index("N6");
  const auto shapes = normalized_shapes(n6);
  EXPECT_EQ(shapes.size(), 4u);
  const auto k = [](Point a, Point b, Point c, Point d) { return shape_key({a, b}, {c, d}); };
  EXPECT_TRUE(shapes.count(k({0, 0}, {1, 0}, {1, 0}, {2, 1}))) << "as printed";
  EXPECT_TRUE(shapes.count(k({1, 0}, {1, 1}, {1, 1}, {0, 2}))) << "a quarter turn counter-clockwise";
  EXPECT_TRUE(shapes.count(k({2, 1}, {1, 1}, {1, 1}, {0, 0}))) << "a half turn";
  EXPECT_TRUE(shapes.count(k({0, 2}, {0, 1}, {0, 1}, {1, 0}))) << "three quarter turns";
  EXPECT_FALSE(shapes.count(k({0, 1}, {1, 1}, {1, 1}, {2, 0}))) << "mirrored top to bottom";
  EXPECT_FALSE(shapes.count(k({2, 0}, {1, 0}, {1, 0}, {0, 1}))) << "mirrored left to right";

  // Symmetric cards give fewer distinct shapes: N13 (2 far verticals) has 2, N3 has 2.
  EXPECT_EQ(normalized_shapes(card_index("N13")).size(), 2u);
  EXPECT_EQ(normalized_shapes(card_index("N3")).size(), 2u);
  EXPECT_EQ(normalized_shapes(card_index("N1")).size(), 4u);
  // Each set of 2 lines is listed once.
  for (int card = 0; card < 27; ++card) {
    std::set<std::pair<SegmentId, SegmentId>> seen;
    for (const CardPlacement& m : all_card_placements(card))
      EXPECT_TRUE(seen.insert(std::minmax(m.first, m.second)).second);
  }
}

TEST(Moves, NothingTouchesABlackHolesNeighbours) {
  State s = sheet(1);
  s.power_card = Power::BlackHole;
  s.black_holes.push_back({5, 5});
  const PlayView v = play_view(s, 0);
  for (Point n : neighbours({5, 5})) {
    for (SegmentId id : segments_at(n)) EXPECT_FALSE(v.drawable.test(static_cast<std::size_t>(id))) << to_string(n);
    EXPECT_FALSE(v.free_stars.test(static_cast<std::size_t>(point_index(n))));
  }
  EXPECT_TRUE(can_draw(s, seg({3, 3}, {3, 2}), 0));
  EXPECT_TRUE(can_draw(s, seg({7, 7}, {8, 7}), 0));
  for (const ShootingStar& star : shooting_star_placements(v))
    for (SegmentId id : star.lines)
      for (Point p : {segment(id).a, segment(id).b}) EXPECT_FALSE(adjacent(p, Point{5, 5}) || (p == Point{5, 5}));
  EXPECT_TRUE(power_uses(s, v, Power::BlackHole, {}).empty()) << "one black hole per game";
}

TEST(Moves, ALuminousAuraClosesItsConstellation) {
  State s = sheet(1);
  for (auto [a, b] : {std::pair{Point{1, 3}, Point{2, 4}}, {Point{2, 4}, Point{3, 3}}, {Point{3, 3}, Point{4, 4}}})
    s.lines.set(static_cast<std::size_t>(seg(a, b)));
  // Before the aura, lines may join the group, also by crossing its diagonal.
  EXPECT_TRUE(can_draw(s, seg({1, 4}, {2, 3}), 0));
  EXPECT_TRUE(can_draw(s, seg({4, 4}, {5, 4}), 0));
  EXPECT_TRUE(can_draw(s, seg({3, 3}, {3, 2}), 0));
  s.power_card = Power::LuminousAura;
  const auto uses = power_uses(s, 0, Power::LuminousAura, {});
  EXPECT_EQ(uses.size(), 4u) << "on any of the constellation's 4 stars";
  s.luminous_auras.push_back({1, 3});
  EXPECT_FALSE(can_draw(s, seg({1, 4}, {2, 3}), 0)) << "crossing joins the constellation";
  EXPECT_FALSE(can_draw(s, seg({4, 4}, {5, 4}), 0));
  EXPECT_FALSE(can_draw(s, seg({3, 3}, {3, 2}), 0));
  EXPECT_FALSE(can_draw(s, seg({0, 3}, {1, 3}), 0)) << "the aura itself is an object";
  EXPECT_TRUE(can_draw(s, seg({5, 3}, {6, 3}), 0));
  EXPECT_TRUE(power_uses(s, 0, Power::LuminousAura, {}).empty()) << "one aura per constellation";
}

TEST(Moves, ANovaGroupStopsAtTenLines) {
  State s = sheet(1);
  s.power_card = Power::Nova;
  // The whole row y = 4: 9 lines, holding a nova.
  for (int x = 0; x < 9; ++x) s.lines.set(static_cast<std::size_t>(seg({x, 4}, {x + 1, 4})));
  s.novas.push_back({0, 4});
  const PlayView v = play_view(s, 0);
  EXPECT_TRUE(v.drawable.test(static_cast<std::size_t>(seg({4, 4}, {4, 3})))) << "10 lines is allowed";
  const SegmentId a = seg({4, 4}, {4, 3}), b = seg({6, 4}, {6, 3});
  const std::array<SegmentId, 2> both{a, b};
  EXPECT_FALSE(within_nova_limit(v, both)) << "11 lines is not";
  const std::array<SegmentId, 2> one{a, seg({7, 1}, {7, 0})};
  EXPECT_TRUE(within_nova_limit(v, one));
  // N12 (2 verticals 2 apart) may not hang both lines under the row.
  for (const CardPlacement& m : card_placements(v, card_index("N12"))) {
    const bool first = segment(m.first).a.y == 4 || segment(m.first).b.y == 4;
    const bool second = segment(m.second).a.y == 4 || segment(m.second).b.y == 4;
    EXPECT_FALSE(first && second);
  }
  s.lines.set(static_cast<std::size_t>(a));  // now 10 lines
  EXPECT_FALSE(can_draw(s, seg({6, 4}, {6, 3}), 0));
  EXPECT_TRUE(can_draw(s, seg({6, 2}, {6, 3}), 0));
}

TEST(Moves, ShootingStarsKeepClearOfEverything) {
  State s = sheet(1);
  // From (0,0) the only diagonal run is towards (1,1); (2,2) is a planet.
  int from_corner = 0;
  for (const ShootingStar& star : shooting_star_placements(s, 0)) {
    ASSERT_GE(star.lines.size(), 1u);
    ASSERT_LE(star.lines.size(), 3u);
    const Segment& first = segment(star.lines.front());
    EXPECT_TRUE(first.a == star.head || first.b == star.head) << "the head is at an end";
    const Direction d = first.direction;
    for (SegmentId id : star.lines) {
      EXPECT_EQ(segment(id).direction, d) << "one straight diagonal run";
      EXPECT_TRUE(is_diagonal(d));
    }
    if (star.head == Point{0, 0}) ++from_corner;
  }
  EXPECT_EQ(from_corner, 1);

  s.lines.set(static_cast<std::size_t>(seg({4, 4}, {5, 4})));
  s.lines.set(static_cast<std::size_t>(seg({6, 6}, {7, 7})));
  for (const ShootingStar& star : shooting_star_placements(s, 0))
    for (SegmentId id : star.lines) {
      for (Point p : {segment(id).a, segment(id).b}) {
        EXPECT_NE(p, (Point{4, 4}));
        EXPECT_NE(p, (Point{5, 4}));
        EXPECT_NE(p, (Point{2, 2})) << "planet";
      }
      EXPECT_NE(id, seg({6, 7}, {7, 6})) << "may not cross a line";
    }

  // And once drawn, no line may touch or cross it.
  s.shooting_stars.push_back({{seg({4, 7}, {5, 6}), seg({5, 6}, {6, 5})}, {4, 7}});
  EXPECT_TRUE(can_draw(sheet(1), seg({4, 6}, {5, 7}), 0));
  EXPECT_FALSE(can_draw(s, seg({5, 6}, {5, 7}), 0));
  EXPECT_FALSE(can_draw(s, seg({4, 6}, {5, 7}), 0)) << "crosses the shooting star";
  EXPECT_TRUE(can_draw(s, seg({1, 4}, {1, 3}), 0));
  for (const ShootingStar& star : shooting_star_placements(s, 0))
    for (SegmentId id : star.lines)
      for (Point p : {segment(id).a, segment(id).b}) EXPECT_NE(p, (Point{5, 6}));
}

TEST(Moves, PowersGoWhereTheRulesSay) {
  State s = sheet(1);
  // A constellation of 3 lines: (4,3)-(5,3)-(6,3)-(7,3).
  for (int x = 4; x < 7; ++x) s.lines.set(static_cast<std::size_t>(seg({x, 3}, {x + 1, 3})));
  const PlayView v = play_view(s, 0);
  const PointSet used = v.line_points;

  for (Power p : {Power::Planet, Power::TwinklingStar, Power::CrescentMoon, Power::BlackHole}) {
    const auto uses = power_uses(s, v, p, {});
    EXPECT_EQ(uses.size(), v.free_stars.count()) << power_name(p);
    for (const PowerUse& u : uses) {
      EXPECT_TRUE(v.usable.test(static_cast<std::size_t>(point_index(u.at[0]))));
      EXPECT_FALSE(used.test(static_cast<std::size_t>(point_index(u.at[0]))));
    }
  }
  // Nova and aura: on the constellation's 4 stars.
  EXPECT_EQ(power_uses(s, v, Power::Nova, {}).size(), 4u);
  // Galaxy: 2 unused stars side by side, next to the constellation.
  SegmentSet earned;
  earned.set(static_cast<std::size_t>(seg({4, 3}, {5, 3})));
  const auto galaxies = power_uses(s, v, Power::Galaxy, earned);
  ASSERT_FALSE(galaxies.empty());
  for (const PowerUse& u : galaxies) {
    EXPECT_EQ(u.at[1], (Point{u.at[0].x + 1, u.at[0].y}));
    bool near = false;
    for (Point q : u.at)
      for (int x = 4; x <= 7; ++x) near = near || adjacent(q, {x, 3});
    EXPECT_TRUE(near);
    for (Point q : u.at) EXPECT_TRUE(v.free_stars.test(static_cast<std::size_t>(point_index(q))));
  }
  const PowerUse above{Power::Galaxy, {Point{5, 4}, Point{6, 4}}, -1};
  EXPECT_NE(std::find(galaxies.begin(), galaxies.end(), above), galaxies.end());
  const PowerUse far{Power::Galaxy, {Point{5, 7}, Point{6, 7}}, -1};
  EXPECT_EQ(std::find(galaxies.begin(), galaxies.end(), far), galaxies.end());
  // New stars: 2 of board 1's 11 artwork points.
  const auto stars = power_uses(s, v, Power::NewStars, {});
  EXPECT_EQ(stars.size(), 55u);
  const PointSet artwork = board(1).points_of(PointKind::Artwork);
  for (const PowerUse& u : stars)
    for (Point q : u.at) EXPECT_TRUE(artwork.test(static_cast<std::size_t>(point_index(q))));
  // New line: any drawable segment.
  EXPECT_EQ(power_uses(s, v, Power::NewLine, {}).size(), v.drawable.count());

  // Objects block what they cover.
  State after = s;
  apply(after, PowerUse{Power::Planet, {Point{8, 8}, Point{8, 8}}, -1});
  EXPECT_FALSE(can_draw(after, seg({8, 8}, {8, 7}), 0));
  apply(after, PowerUse{Power::NewStars, {Point{0, 5}, Point{1, 5}}, -1});
  EXPECT_TRUE(can_draw(after, seg({0, 5}, {1, 5}), 0)) << "new stars are usable stars";
  after.crescent_moons.push_back({0, 0});
  EXPECT_TRUE(power_uses(after, 0, Power::CrescentMoon, {}).empty()) << "one crescent moon per game";
}

TEST(Moves, PowersAreEarnedByLineDisjointShapes) {
  State s = sheet(1);
  s.power_card = Power::NewLine;  // a straight diagonal of 3 lines
  EXPECT_EQ(powers_earned(s), 0);
  // The run (3,7)-(4,6)-...-(9,1), one line at a time.
  const auto line = [](int k) { return static_cast<std::size_t>(seg({3 + k, 7 - k}, {4 + k, 6 - k})); };
  for (int k = 0; k < 3; ++k) s.lines.set(line(k));
  EXPECT_EQ(powers_earned(s), 1);
  s.lines.set(line(3));  // 4 in a row: still one disjoint occurrence
  EXPECT_EQ(powers_earned(s), 1);
  for (int k = 4; k < 6; ++k) s.lines.set(line(k));
  EXPECT_EQ(powers_earned(s), 2);
  s.power_card.reset();
  EXPECT_EQ(powers_earned(s), 0);
}

}  // namespace
}  // namespace starsight
