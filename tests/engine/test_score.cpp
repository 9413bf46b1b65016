// Constellations, planets and shooting stars, on sheets worked out by hand.
// Board 1 throughout: planets (2,2) (7,5) (3,8); printed lines (7,2)-(8,1) and
// (4,9)-(5,9); artwork (0..3,5) (0..1,6) (6..7,8..9) (6,10).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "starsight/line_groups.hpp"
#include "starsight/score.hpp"
#include "starsight/simulator.hpp"
#include "test_score_helpers.hpp"

namespace starsight {
namespace {

using testing::L;
using testing::lines;
using testing::path;
using testing::sheet;
using testing::shooting;
using testing::three_around_planet;

TEST(Score, EmptyBoardScoresNothing) {
  const Score s = score(sheet(1));
  EXPECT_EQ(s.total, 0);
  EXPECT_EQ(s.groups.size(), 2u);  // the two printed lines
  EXPECT_TRUE(s.items.empty());
  EXPECT_FALSE(s.point_scored);
  EXPECT_FALSE(s.power_scored);
}

TEST(Score, RulebookTwoThreesAndAFourScoreSeven) {
  const State st = sheet(1, path({{0, 4}, {1, 4}, {2, 4}, {3, 4}}) | path({{4, 2}, {5, 2}, {5, 3}, {4, 3}}) |
                                path({{9, 0}, {9, 1}, {9, 2}, {9, 3}, {9, 4}}));
  const Score s = score(st);
  EXPECT_EQ(s.constellations, 7);
  EXPECT_EQ(s.constellation_sizes, (std::vector<int>{3, 4}));
  EXPECT_EQ(s.planets, 0);
  EXPECT_EQ(s.total, 7);
  ASSERT_EQ(s.items.size(), 2u);
  EXPECT_EQ(s.items[0].category, Category::Constellations);
  EXPECT_EQ(s.items[0].points + s.items[1].points, 7);
  EXPECT_EQ(s.items[0].lines.count() + s.items[1].lines.count(), 7u);
}

TEST(Score, EverySizeThreeToEightScoresAtMostThirtyThree) {
  SegmentSet drawn = path({{0, 3}, {1, 3}, {2, 3}, {3, 3}, {4, 3}, {5, 3}, {6, 3}, {7, 3}, {8, 3}}) |  // 8
                     path({{0, 4}, {1, 4}, {2, 4}, {3, 4}, {4, 4}, {5, 4}, {6, 4}, {7, 4}}) |          // 7
                     path({{2, 6}, {3, 6}, {4, 6}, {5, 6}, {6, 6}, {7, 6}, {8, 6}}) |                  // 6
                     path({{1, 7}, {2, 7}, {3, 7}, {4, 7}, {5, 7}, {6, 7}}) |                          // 5
                     path({{0, 1}, {1, 1}, {2, 1}, {3, 1}, {4, 1}}) |                                  // 4
                     path({{3, 2}, {4, 2}, {5, 2}, {6, 2}});                                           // 3
  Score s = score(sheet(1, drawn));
  EXPECT_EQ(s.constellation_sizes, (std::vector<int>{3, 4, 5, 6, 7, 8}));
  EXPECT_EQ(s.constellations, 33);
  // A second constellation of 3 lines adds nothing to this category.
  drawn |= path({{9, 4}, {9, 5}, {9, 6}, {8, 5}});
  s = score(sheet(1, drawn));
  EXPECT_EQ(s.constellations, 33);
  EXPECT_EQ(s.constellation_sizes, (std::vector<int>{3, 4, 5, 6, 7, 8}));
}

TEST(Score, PlanetNextToThreeConstellationsScoresThree) {
  const Score s = score(sheet(1, three_around_planet()));
  EXPECT_EQ(s.constellations, 3);  // three of size 3 score 3 once
  EXPECT_EQ(s.planets, 3);         // but all three count for the planet
  EXPECT_EQ(s.total, 6);
  const auto it =
      std::find_if(s.items.begin(), s.items.end(), [](const ScoreItem& i) { return i.category == Category::Planets; });
  ASSERT_NE(it, s.items.end());
  EXPECT_EQ(it->points, 3);
  EXPECT_EQ(it->lines, three_around_planet());
  EXPECT_EQ(it->points_involved, (std::vector<Point>{{7, 5}, {7, 4}, {6, 6}, {8, 6}}));
}

TEST(Score, TwoLineAndNineLineGroupsScoreNothing) {
  const SegmentSet nine = path({{0, 3}, {1, 3}, {2, 3}, {3, 3}, {4, 3}, {5, 3}, {6, 3}, {7, 3}, {8, 3}, {9, 3}});
  const SegmentSet two = path({{6, 5}, {6, 6}, {5, 6}});
  ASSERT_EQ(nine.count(), 9u);
  const Score s = score(sheet(1, nine | two));  // next to the planets (2,2) and (7,5)
  EXPECT_EQ(s.constellations, 0);
  EXPECT_EQ(s.planets, 0);
  EXPECT_EQ(s.total, 0);
  // Not even with the nova card in play, as long as no nova is drawn.
  State st = sheet(1, nine | two);
  st.power_card = Power::Nova;
  EXPECT_EQ(score(st).total, 0);
}

TEST(Score, CrossingDiagonalsJoinGroups) {
  const SegmentSet a = path({{4, 3}, {5, 4}, {5, 5}});
  const SegmentSet b = path({{5, 3}, {4, 4}, {3, 4}});
  EXPECT_EQ(line_groups(a | b).size(), 1u);
  const Score s = score(sheet(1, a | b));
  EXPECT_EQ(s.constellation_sizes, (std::vector<int>{4}));
  EXPECT_EQ(s.total, 4);
  // A parallel diagonal shares no point and does not cross: two groups of 2.
  const SegmentSet c = path({{5, 3}, {6, 4}, {6, 5}});
  EXPECT_EQ(line_groups(a | c).size(), 2u);
  EXPECT_EQ(score(sheet(1, a | c)).total, 0);
}

TEST(Score, PrintedLinesJoinGroups) {
  // Board 1's printed (4,9)-(5,9) joins two single drawn lines into 3 lines,
  // which also touches the planet (3,8).
  const Score s = score(sheet(1, lines({{3, 9, 4, 9}, {5, 9, 5, 10}})));
  EXPECT_EQ(s.constellation_sizes, (std::vector<int>{3}));
  EXPECT_EQ(s.planets, 1);
  EXPECT_EQ(s.total, 4);
  // Board 3 prints (6,9)-(7,9) instead: the same drawing is two lone lines there.
  EXPECT_EQ(score(sheet(3, lines({{3, 9, 4, 9}, {5, 9, 5, 10}}))).constellations, 0);
}

TEST(Score, ShootingStarsScoreALinePerLineAndJoinNoGroup) {
  State st = sheet(1, path({{4, 2}, {5, 2}, {6, 2}}));
  st.shooting_stars.push_back(shooting({{6, 2, 7, 3}, {7, 3, 8, 4}, {8, 4, 9, 5}}, {9, 5}));
  st.shooting_stars.push_back(shooting({{0, 0, 1, 1}}, {0, 0}));
  const Score s = score(st);
  EXPECT_EQ(s.shooting_stars, 4);
  EXPECT_EQ(s.constellations, 0);  // the 2 lines stay a group of 2
  EXPECT_EQ(s.total, 4);
}

TEST(Score, GroupsAreReportedWithWhatTheyAre) {
  const Score s = score(sheet(1, three_around_planet() | path({{0, 3}, {1, 3}})));
  int constellations = 0, others = 0;
  for (const Constellation& c : s.groups) (c.is_constellation ? constellations : others)++;
  EXPECT_EQ(constellations, 3);
  EXPECT_EQ(others, 3);  // the lone drawn line and the two printed lines
}

TEST(Score, ItemsExplainEveryPointOfSimulatedGames) {
  for (std::uint64_t seed = 1000; seed < 1300; ++seed) {
    const State st = simulate_game(seed);
    const Score s = score(st);
    int by_category[5] = {};
    for (const ScoreItem& i : s.items) {
      EXPECT_GT(i.points, 0) << seed;
      EXPECT_FALSE(i.label.empty());
      EXPECT_TRUE(i.lines.any() || !i.points_involved.empty()) << seed << ": " << i.label;
      by_category[static_cast<int>(i.category)] += i.points;
    }
    ASSERT_EQ(by_category[0], s.constellations) << seed;
    ASSERT_EQ(by_category[1], s.planets) << seed;
    ASSERT_EQ(by_category[2], s.shooting_stars) << seed;
    ASSERT_EQ(by_category[3], s.point_bonus) << seed;
    ASSERT_EQ(by_category[4], s.power_bonus) << seed;
    ASSERT_EQ(s.total, s.constellations + s.planets + s.shooting_stars + s.point_bonus + s.power_bonus);
    int sizes = 0;
    for (int n : s.constellation_sizes) sizes += n;
    ASSERT_EQ(sizes, s.constellations);
    ASSERT_LE(s.constellations, 33);
    ASSERT_EQ(s.point_scored, st.point_card.has_value());
    ASSERT_EQ(s.power_scored, st.power_card.has_value());
  }
}

TEST(ScoreJson, HasTheStateFormatFieldsAndTheItems) {
  State st = sheet(1, three_around_planet());
  st.point_card = 3;
  const nlohmann::json j = score_to_json(score(st));
  for (const char* f : {"total", "constellations", "constellation_sizes", "planets", "shooting_stars", "point_bonus",
                        "power_bonus", "point_scored", "power_scored", "point_occurrences", "nova_sizes", "items"})
    EXPECT_TRUE(j.contains(f)) << f;
  EXPECT_EQ(j["total"], 6);
  EXPECT_EQ(j["constellation_sizes"], nlohmann::json::array({3}));
  EXPECT_EQ(j["point_scored"], true);
  EXPECT_EQ(j["power_scored"], false);
  ASSERT_EQ(j["items"].size(), 2u);
  const auto& planet = j["items"][1];
  EXPECT_EQ(planet["category"], "planets");
  EXPECT_EQ(planet["points"], 3);
  EXPECT_EQ(planet["lines"].size(), 9u);
  EXPECT_EQ(planet["lines"][0].size(), 2u);
  EXPECT_EQ(planet["points_involved"][0], nlohmann::json::array({7, 5}));
  EXPECT_FALSE(planet["label"].get<std::string>().empty());
}

}  // namespace
}  // namespace starsight
