// The card catalogue against CARDS.md, and the rotations of its shapes.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

#include "starsight/cards.hpp"

namespace starsight {
namespace {

TEST(Cards, TwentySevenShapeCardsAndThreeShootingStars) {
  const auto cards = night_cards();
  ASSERT_EQ(cards.size(), 30u);
  for (std::size_t i = 0; i < 27; ++i) {
    EXPECT_EQ(cards[i].id, "N" + std::to_string(i + 1));
    EXPECT_FALSE(cards[i].shooting_star);
    EXPECT_EQ(cards[i].shape.lines.size(), 2u) << cards[i].id;
  }
  for (std::size_t i = 27; i < 30; ++i) {
    EXPECT_TRUE(cards[i].shooting_star);
    EXPECT_TRUE(cards[i].shape.lines.empty());
  }
}

TEST(Cards, ShapesAreLinesBetweenAdjacentPointsOfTheCard) {
  const auto check = [](const Shape& s, const std::string& id) {
    std::set<std::pair<Point, Point>> seen;
    for (const CardLine& l : s.lines) {
      EXPECT_TRUE(adjacent(l.a, l.b)) << id;
      for (Point p : {l.a, l.b}) EXPECT_TRUE(p.x >= 0 && p.x <= 3 && p.y >= 0 && p.y <= 3) << id;
      EXPECT_TRUE(seen.insert(std::minmax(l.a, l.b)).second) << id << ": a line twice";
    }
  };
  for (const auto& c : night_cards()) check(c.shape, c.id);
  for (const auto& c : point_cards()) check(c.shape, c.id);
  for (const auto& c : power_cards()) check(c.shape, c.name);
}

TEST(Cards, PointCardsAndTheirValues) {
  const int values[] = {3, 3, 3, 3, 3, 3, 5, 6, 6, 5};
  const std::size_t lines[] = {4, 4, 4, 4, 4, 4, 5, 6, 6, 5};
  ASSERT_EQ(point_cards().size(), 10u);
  for (int n = 1; n <= 10; ++n) {
    const PointCard& c = point_card(n);
    EXPECT_EQ(c.number, n);
    EXPECT_EQ(c.id, "P" + std::to_string(n));
    EXPECT_EQ(c.value, values[n - 1]) << c.id;
    EXPECT_EQ(c.shape.lines.size(), lines[n - 1]) << c.id;
    EXPECT_EQ(parse_point_card(c.id), n);
  }
  EXPECT_FALSE(parse_point_card("P11"));
  EXPECT_FALSE(parse_point_card("p3"));
  EXPECT_THROW(point_card(0), std::out_of_range);
}

TEST(Cards, PowerCardsByName) {
  const std::map<std::string, bool> advanced = {
      {"planet", false},       {"new-line", false},       {"new-stars", false},
      {"galaxy", false},       {"twinkling-star", false}, {"nova", true},
      {"luminous-aura", true}, {"crescent-moon", true},   {"black-hole", true}};
  ASSERT_EQ(power_cards().size(), 9u);
  for (const PowerCard& c : power_cards()) {
    ASSERT_TRUE(advanced.count(c.name)) << c.name;
    EXPECT_EQ(c.advanced, advanced.at(c.name)) << c.name;
    EXPECT_EQ(c.shape.lines.size(), 3u) << c.name;
    EXPECT_EQ(parse_power(c.name), c.power);
    EXPECT_EQ(power_name(c.power), c.name);
    EXPECT_EQ(&power_card(c.power), &c);
  }
  EXPECT_FALSE(parse_power("supernova"));
}

TEST(Cards, DistinctRotationCountsWorkedOutByHand) {
  // Shapes with a half-turn symmetry have 2 distinct rotations, with a quarter-turn one 1.
  const std::map<std::string, std::size_t> two = {{"N3", 2},  {"N4", 2},  {"N11", 2}, {"N12", 2}, {"N13", 2},
                                                  {"N14", 2}, {"N15", 2}, {"N20", 2}, {"N21", 2}, {"N22", 2},
                                                  {"N23", 2}, {"N24", 2}, {"N25", 2}};
  for (const auto& c : night_cards()) {
    if (c.shooting_star) continue;
    const std::size_t expected = two.count(c.id) ? 2 : 4;
    EXPECT_EQ(distinct_rotations(c.shape).size(), expected) << c.id;
  }
  const std::size_t point_expected[] = {1, 4, 1, 4, 1, 4, 2, 4, 4, 4};
  for (const auto& c : point_cards())
    EXPECT_EQ(distinct_rotations(c.shape).size(), point_expected[c.number - 1]) << c.id;
  for (const auto& c : power_cards()) {
    const std::size_t expected = (c.name == "planet" || c.name == "new-line") ? 2 : 4;
    EXPECT_EQ(distinct_rotations(c.shape).size(), expected) << c.name;
  }
}

TEST(Cards, FourQuarterTurnsAreNoTurn) {
  for (const auto& c : point_cards()) {
    const Shape once = rotated(c.shape, 0);
    const Shape full = rotated(rotated(rotated(rotated(once, 1), 1), 1), 1);
    ASSERT_EQ(full.lines.size(), once.lines.size());
    for (std::size_t i = 0; i < once.lines.size(); ++i) {
      EXPECT_EQ(full.lines[i].a, once.lines[i].a) << c.id;
      EXPECT_EQ(full.lines[i].b, once.lines[i].b) << c.id;
    }
  }
}

TEST(Cards, PlacementsCoverTheLatticeOnce) {
  // A plus (P3) fits with its centre at x 1..8, y 1..9; a 3-line straight row
  // (planet power) 7 x 11 times horizontally and 10 x 8 times vertically.
  EXPECT_EQ(all_placements(point_card(3).shape).size(), 72u);
  EXPECT_EQ(all_placements(power_card(Power::Planet).shape).size(), 7u * 11 + 10 * 8);
  for (const auto& c : point_cards()) {
    std::set<std::string> seen;
    for (const Placement& p : all_placements(c.shape)) {
      EXPECT_EQ(p.lines.size(), c.shape.lines.size());
      EXPECT_EQ(p.set.count(), c.shape.lines.size());
      EXPECT_TRUE(seen.insert(p.set.to_string()).second) << c.id << ": a placement twice";
    }
  }
}

}  // namespace
}  // namespace starsight
