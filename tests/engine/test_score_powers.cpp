// The power bonus card (✨): each object scores only under its own card.
// Board 1: planets (2,2) (7,5) (3,8). Three constellations of 3 lines sit
// around the planet (7,5):
//   G1 (6,6)-(5,6)-(4,6)-(4,5)   G2 (8,6)-(8,7)-(7,7)-(6,7)   G3 (7,4)-(7,3)-(8,3)-(9,3)
#include <gtest/gtest.h>

#include "starsight/score.hpp"
#include "test_score_helpers.hpp"

namespace starsight {
namespace {

using testing::path;
using testing::sheet;

State base(std::optional<Power> card) {
  State s = sheet(1, path({{6, 6}, {5, 6}, {4, 6}, {4, 5}}) | path({{8, 6}, {8, 7}, {7, 7}, {6, 7}}) |
                         path({{7, 4}, {7, 3}, {8, 3}, {9, 3}}));
  s.power_card = card;
  return s;
}
constexpr int kBaseTotal = 6;  // constellations 3 + planet (7,5) 3

TEST(ScorePower, NoPowerCardScoresNoObject) {
  State s = base(std::nullopt);
  s.galaxies = {{4, 8}};
  s.luminous_auras = {{4, 6}};
  s.planets = {{5, 5}};
  const Score sc = score(s);
  EXPECT_FALSE(sc.power_scored);
  EXPECT_EQ(sc.power_bonus, 0);
  EXPECT_EQ(sc.planets, 3);  // the drawn planet doesn't count either
  EXPECT_EQ(sc.total, kBaseTotal);
}

TEST(ScorePower, ObjectsOfAnotherPowerScoreNothing) {
  State s = base(Power::LuminousAura);
  s.galaxies = {{4, 8}};
  const Score sc = score(s);
  EXPECT_TRUE(sc.power_scored);
  EXPECT_EQ(sc.power_bonus, 0);
}

TEST(ScorePower, GalaxyScoresTwoEach) {
  State s = base(Power::Galaxy);
  s.galaxies = {{4, 8}, {1, 3}};
  const Score sc = score(s);
  EXPECT_EQ(sc.power_bonus, 4);
  EXPECT_EQ(sc.total, kBaseTotal + 4);
  const ScoreItem& item = sc.items.back();
  EXPECT_EQ(item.category, Category::PowerBonus);
  EXPECT_EQ(item.points_involved, (std::vector<Point>{{1, 3}, {2, 3}}));
}

TEST(ScorePower, TwinklingStarScoresThreeWithExactlyTwoConstellations) {
  State s = base(Power::TwinklingStar);
  s.twinkling_stars = {{7, 6}};  // next to G1 (6,6) and G2 (8,6), (7,7), (6,7)
  EXPECT_EQ(score(s).power_bonus, 3);
  s.twinkling_stars = {{4, 4}};  // next to G1 (4,5) only
  EXPECT_EQ(score(s).power_bonus, 0);
  s.twinkling_stars = {{1, 8}};  // next to nothing
  EXPECT_EQ(score(s).power_bonus, 0);
  // Three constellations next to it: (5,5) touches G1 and two new ones.
  s.lines |= path({{6, 4}, {5, 4}, {5, 3}, {4, 2}}) | path({{4, 4}, {3, 4}, {3, 3}, {2, 3}});
  s.twinkling_stars = {{5, 5}};
  EXPECT_EQ(score(s).power_bonus, 0);
  // A group of 2 lines is no constellation and doesn't count towards the 2.
  s = base(Power::TwinklingStar);
  s.lines |= path({{3, 3}, {4, 3}, {4, 4}});
  s.twinkling_stars = {{3, 4}};  // next to G1 (4,5) and the 2-line group
  EXPECT_EQ(score(s).power_bonus, 0);
}

TEST(ScorePower, LuminousAuraScoresTwoEach) {
  State s = base(Power::LuminousAura);
  s.luminous_auras = {{4, 6}, {8, 7}};
  EXPECT_EQ(score(s).power_bonus, 4);
  EXPECT_EQ(score(s).total, kBaseTotal + 4);
}

TEST(ScorePower, CrescentMoonScoresConstellationsInItsRowOrColumn) {
  State s = base(Power::CrescentMoon);
  s.crescent_moons = {{8, 5}};  // row 5: G1 (4,5); column 8: G2 (8,6) (8,7), G3 (8,3)
  Score sc = score(s);
  EXPECT_EQ(sc.power_bonus, 3);
  EXPECT_EQ(sc.items.back().points_involved, (std::vector<Point>{{8, 5}, {8, 3}, {4, 5}, {8, 6}, {8, 7}}));
  s.crescent_moons = {{5, 8}};  // column 5: G1 (5,6) only
  EXPECT_EQ(score(s).power_bonus, 1);
  s.crescent_moons = {{0, 0}};  // row 0, column 0: nothing
  EXPECT_EQ(score(s).power_bonus, 0);
}

TEST(ScorePower, BlackHoleScoresUnusedStarsAroundIt) {
  State s = base(Power::BlackHole);
  // Around (6,5): (5,4) (6,4) (5,5) (7,6) unused; (7,4) (5,6) (6,6) used; (7,5) is a planet.
  s.black_holes = {{6, 5}};
  EXPECT_EQ(score(s).power_bonus, 4);
  // An object on a neighbour uses it; a star added on artwork counts.
  s.galaxies = {{5, 4}};  // covers (5,4) and (6,4) (and would be illegal: wrong card)
  EXPECT_EQ(score(s).power_bonus, 2);
  s = base(Power::BlackHole);
  s.black_holes = {{2, 4}};  // (1,5) (2,5) (3,5) are artwork: no stars
  EXPECT_EQ(score(s).power_bonus, 5);
  s.new_stars = {{2, 5}, {3, 5}};
  EXPECT_EQ(score(s).power_bonus, 7);
}

TEST(ScorePower, NovaLetsNineAndTenLineGroupsScoreOnceEach) {
  const SegmentSet nine = path({{0, 3}, {1, 3}, {2, 3}, {3, 3}, {4, 3}, {5, 3}, {6, 3}, {7, 3}, {8, 3}, {9, 3}});
  const SegmentSet ten = path({{0, 4}, {1, 4}, {2, 4}, {3, 4}, {4, 4}, {5, 4}, {6, 4}, {7, 4}, {8, 4}, {9, 4}, {9, 5}});
  State s = sheet(1, nine | ten);
  s.power_card = Power::Nova;
  s.novas = {{0, 3}, {9, 5}};
  Score sc = score(s);
  EXPECT_EQ(sc.nova_sizes, (std::vector<int>{9, 10}));
  EXPECT_EQ(sc.power_bonus, 19);
  EXPECT_EQ(sc.constellations, 0);
  EXPECT_EQ(sc.planets, 2);  // both are constellations: (2,2) touches the 9, (7,5) the 10
  EXPECT_EQ(sc.total, 21);
  // Without its nova the 10-line group is nothing.
  s.novas = {{0, 3}};
  sc = score(s);
  EXPECT_EQ(sc.nova_sizes, (std::vector<int>{9}));
  EXPECT_EQ(sc.power_bonus, 9);
  EXPECT_EQ(sc.planets, 1);
  // Two nova constellations of 9 score 9 once.
  s = sheet(1, nine | path({{0, 4}, {1, 4}, {2, 4}, {3, 4}, {4, 4}, {5, 4}, {6, 4}, {7, 4}, {8, 4}, {9, 4}}));
  s.power_card = Power::Nova;
  s.novas = {{0, 3}, {0, 4}};
  EXPECT_EQ(score(s).power_bonus, 9);
  // Under another card a nova is ignored.
  s.power_card = Power::Galaxy;
  EXPECT_EQ(score(s).power_bonus, 0);
  EXPECT_TRUE(score(s).nova_sizes.empty());
}

TEST(ScorePower, NovaGroupOfElevenLinesIsNoConstellation) {
  State s =
      sheet(1, path({{0, 3}, {1, 3}, {2, 3}, {3, 3}, {4, 3}, {5, 3}, {6, 3}, {7, 3}, {8, 3}, {9, 3}, {9, 4}, {8, 4}}));
  s.power_card = Power::Nova;
  s.novas = {{0, 3}};
  const Score sc = score(s);
  EXPECT_EQ(sc.total, 0);
  EXPECT_TRUE(sc.nova_sizes.empty());
}

TEST(ScorePower, DrawnPlanetsScoreAsPlanetsUnderThePlanetCard) {
  State s = base(Power::Planet);
  s.planets = {{5, 5}};  // next to G1 only
  Score sc = score(s);
  EXPECT_EQ(sc.planets, 4);
  EXPECT_EQ(sc.power_bonus, 0);
  EXPECT_EQ(sc.total, kBaseTotal + 1);
  s.power_card = Power::Galaxy;
  EXPECT_EQ(score(s).planets, 3);
}

TEST(ScorePower, NewLineAndNewStarsGiveNoPowerPoints) {
  for (Power p : {Power::NewLine, Power::NewStars}) {
    State s = base(p);
    s.new_stars = {{2, 5}, {3, 5}};
    EXPECT_EQ(score(s).power_bonus, 0);
    EXPECT_EQ(score(s).total, kBaseTotal);
  }
}

}  // namespace
}  // namespace starsight
