// Every audit rule, each triggered by a minimal sheet, and clean sheets that
// trigger none. Board 1: planets (2,2) (7,5) (3,8); printed lines (7,2)-(8,1)
// and (4,9)-(5,9); artwork (0..3,5) (0..1,6) (6..7,8..9) (6,10); sun-rise art
// (3..6,0) (5..6,1).
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "starsight/audit.hpp"
#include "starsight/score.hpp"
#include "starsight/simulator.hpp"
#include "test_score_helpers.hpp"

namespace starsight {
namespace {

using testing::lines;
using testing::path;
using testing::sheet;
using testing::shooting;
using testing::three_around_planet;

int count(const std::vector<Finding>& f, const std::string& rule) {
  return static_cast<int>(std::count_if(f.begin(), f.end(), [&](const Finding& x) { return x.rule == rule; }));
}

const Finding& first(const std::vector<Finding>& f, const std::string& rule) {
  const auto it = std::find_if(f.begin(), f.end(), [&](const Finding& x) { return x.rule == rule; });
  if (it == f.end()) throw std::runtime_error("no finding " + rule);
  return *it;
}

std::string all_rules(const std::vector<Finding>& f) {
  std::string out;
  for (const Finding& x : f) out += x.rule + ": " + x.message + "\n";
  return out;
}

// A legal end state with a galaxy earned by the galaxy shape (0,2)-(1,3), (0,4)-(1,3), (1,3)-(2,3).
State clean_galaxy_sheet() {
  State s = sheet(1, three_around_planet() | lines({{0, 2, 1, 3}, {0, 4, 1, 3}, {1, 3, 2, 3}}));
  s.point_card = 3;
  s.power_card = Power::Galaxy;
  s.galaxies = {{3, 3}};
  s.shooting_stars = {shooting({{0, 0, 1, 1}}, {0, 0})};
  return s;
}

TEST(Audit, CleanSheetsHaveNoFinding) {
  EXPECT_TRUE(audit(sheet(1)).empty());
  EXPECT_TRUE(audit(sheet(1, three_around_planet())).empty());
  const State s = clean_galaxy_sheet();
  const auto f = audit(s);
  EXPECT_TRUE(f.empty()) << all_rules(f);
  EXPECT_TRUE(is_legal(s));
  const Score sc = score(s);
  EXPECT_EQ(sc.constellations, 3);
  EXPECT_EQ(sc.planets, 4);  // (7,5): 3, (2,2): the galaxy's constellation
  EXPECT_EQ(sc.shooting_stars, 1);
  EXPECT_EQ(sc.power_bonus, 2);
  EXPECT_EQ(sc.total, 10);
}

TEST(Audit, LineTouchingAPlanetIsReportedOnceAsSuch) {
  const auto f = audit(sheet(1, lines({{2, 2, 3, 3}})));
  ASSERT_EQ(f.size(), 1u) << all_rules(f);
  EXPECT_EQ(f[0].rule, "line-touches-planet");
  EXPECT_EQ(f[0].severity, Severity::Illegal);
  EXPECT_EQ(f[0].points, (std::vector<Point>{{2, 2}, {3, 3}}));
  EXPECT_NE(f[0].message.find("(2,2)"), std::string::npos);
  // A drawn planet too, whatever the card.
  State s = sheet(1, lines({{5, 5, 5, 6}}));
  s.planets = {{5, 5}};
  EXPECT_EQ(count(audit(s), "line-touches-planet"), 1);
}

TEST(Audit, LineOnAPointWithoutAStar) {
  const auto f = audit(sheet(1, lines({{0, 4, 0, 5}, {2, 0, 3, 0}, {1, 8, 1, 9}})));
  ASSERT_EQ(count(f, "line-on-missing-star"), 3) << all_rules(f);
  EXPECT_EQ(f.size(), 3u);
  EXPECT_NE(all_rules(f).find("artwork"), std::string::npos);
  EXPECT_NE(all_rules(f).find("sun-rise"), std::string::npos);
  EXPECT_NE(all_rules(f).find("arch"), std::string::npos);
  // A star added on the artwork point makes the first line legal.
  State s = sheet(1, lines({{0, 4, 0, 5}}));
  s.power_card = Power::NewStars;
  s.new_stars = {{0, 5}, {1, 5}};
  EXPECT_EQ(count(audit(s), "line-on-missing-star"), 0) << all_rules(audit(s));
}

TEST(Audit, LineTouchingAnObject) {
  State s = sheet(1, lines({{5, 8, 5, 7}}));
  s.power_card = Power::TwinklingStar;
  s.twinkling_stars = {{5, 8}};
  const auto f = audit(s);
  ASSERT_EQ(count(f, "line-touches-object"), 1) << all_rules(f);
  EXPECT_NE(first(f, "line-touches-object").message.find("twinkling star"), std::string::npos);
  EXPECT_EQ(count(f, "object-on-unusable-point"), 0);  // reported once, by the line
}

TEST(Audit, NovaAndAuraSitOnLinesByDesign) {
  State s = sheet(1, three_around_planet());
  s.power_card = Power::LuminousAura;
  s.luminous_auras = {{4, 6}};
  EXPECT_EQ(count(audit(s), "line-touches-object"), 0);
  s.power_card = Power::Nova;
  s.luminous_auras.clear();
  s.novas = {{4, 6}};
  EXPECT_EQ(count(audit(s), "line-touches-object"), 0);
}

TEST(Audit, LineTouchingOrCrossingAShootingStar) {
  State s = sheet(1, lines({{5, 3, 6, 3}}));
  s.shooting_stars = {shooting({{4, 2, 5, 3}}, {4, 2})};
  auto f = audit(s);
  EXPECT_EQ(count(f, "line-touches-shooting-star"), 1) << all_rules(f);
  EXPECT_EQ(count(f, "shooting-star-touches"), 0);  // the same contact, reported once
  s.lines = lines({{5, 2, 4, 3}});                  // crosses it in the unit square
  f = audit(s);
  EXPECT_EQ(count(f, "line-touches-shooting-star"), 1) << all_rules(f);
  EXPECT_NE(first(f, "line-touches-shooting-star").message.find("crosses"), std::string::npos);
}

TEST(Audit, ShootingStarShape) {
  State s = sheet(1);
  s.shooting_stars = {shooting({{4, 2, 5, 3}, {5, 3, 6, 3}}, {4, 2})};  // not diagonal
  EXPECT_EQ(count(audit(s), "shooting-star-shape"), 1);
  s.shooting_stars = {shooting({{4, 2, 5, 3}, {5, 3, 6, 2}}, {4, 2})};  // bent
  EXPECT_EQ(count(audit(s), "shooting-star-shape"), 1);
  s.shooting_stars = {shooting({{4, 3, 5, 4}, {6, 5, 7, 6}}, {4, 3})};  // a gap
  EXPECT_EQ(count(audit(s), "shooting-star-shape"), 1);
  s.shooting_stars = {shooting({{0, 1, 1, 2}, {1, 2, 2, 3}, {2, 3, 3, 4}, {3, 4, 4, 5}}, {0, 1})};  // 4 lines
  EXPECT_EQ(count(audit(s), "shooting-star-shape"), 1);
  // Straight runs of 1 to 3 in either diagonal direction, lines in any order, are fine.
  s.shooting_stars = {shooting({{5, 3, 6, 4}, {4, 2, 5, 3}}, {6, 4}), shooting({{1, 4, 2, 3}, {2, 3, 3, 2}}, {1, 4})};
  const auto f = audit(s);
  EXPECT_TRUE(f.empty()) << all_rules(f);
}

TEST(Audit, ShootingStarHeadAtAnEnd) {
  State s = sheet(1);
  s.shooting_stars = {shooting({{4, 2, 5, 3}, {5, 3, 6, 4}}, {5, 3})};
  auto f = audit(s);
  ASSERT_EQ(count(f, "shooting-star-head"), 1) << all_rules(f);
  s.shooting_stars[0].head = {6, 4};
  EXPECT_TRUE(audit(s).empty()) << all_rules(audit(s));
}

TEST(Audit, ShootingStarTouchingAnotherOrAnObject) {
  State s = sheet(1);
  s.shooting_stars = {shooting({{4, 2, 5, 3}}, {4, 2}), shooting({{5, 3, 6, 2}}, {6, 2})};
  auto f = audit(s);
  EXPECT_EQ(count(f, "shooting-star-touches"), 1) << all_rules(f);                          // one contact, once
  s.shooting_stars = {shooting({{4, 2, 5, 3}}, {4, 2}), shooting({{5, 2, 4, 3}}, {5, 2})};  // crossing
  f = audit(s);
  EXPECT_EQ(count(f, "shooting-star-touches"), 1) << all_rules(f);
  s.shooting_stars = {shooting({{4, 2, 5, 3}}, {4, 2})};
  s.power_card = Power::CrescentMoon;
  s.crescent_moons = {{5, 3}};
  f = audit(s);
  EXPECT_EQ(count(f, "shooting-star-touches"), 1) << all_rules(f);
  EXPECT_NE(first(f, "shooting-star-touches").message.find("crescent moon"), std::string::npos);
}

TEST(Audit, ShootingStarOnAPointWithoutAStar) {
  State s = sheet(1);
  s.shooting_stars = {shooting({{0, 4, 1, 5}}, {0, 4})};
  const auto f = audit(s);
  ASSERT_EQ(f.size(), 1u) << all_rules(f);
  EXPECT_EQ(f[0].rule, "shooting-star-on-missing-star");
  EXPECT_EQ(f[0].points, (std::vector<Point>{{1, 5}}));
}

TEST(Audit, AtMostThreeShootingStars) {
  State s = sheet(1);
  s.shooting_stars = {shooting({{0, 0, 1, 1}}, {0, 0}), shooting({{8, 3, 9, 4}}, {8, 3}),
                      shooting({{4, 3, 5, 4}}, {4, 3}), shooting({{1, 7, 2, 8}}, {1, 7})};
  auto f = audit(s);
  EXPECT_EQ(count(f, "too-many-shooting-stars"), 1) << all_rules(f);
  EXPECT_EQ(f.size(), 1u);
  s.shooting_stars.pop_back();
  EXPECT_TRUE(audit(s).empty());
}

TEST(Audit, ObjectsOnPointsTheyMayNotUse) {
  State s = sheet(1, path({{8, 5}, {9, 5}, {9, 6}}));  // a group of 2 lines
  s.power_card = Power::Planet;
  s.planets = {{1, 5}};  // artwork
  EXPECT_EQ(count(audit(s), "object-on-unusable-point"), 1) << all_rules(audit(s));
  s.planets = {{2, 2}};  // a printed planet
  EXPECT_EQ(count(audit(s), "object-on-unusable-point"), 1);
  s.planets.clear();
  s.power_card = Power::TwinklingStar;
  s.twinkling_stars = {{5, 1}};  // sun-rise art
  EXPECT_EQ(count(audit(s), "object-on-unusable-point"), 1);
  s.twinkling_stars.clear();
  s.power_card = Power::NewStars;
  s.new_stars = {{4, 4}, {5, 0}};  // a printed star, sun-rise art
  EXPECT_EQ(count(audit(s), "object-on-unusable-point"), 2) << all_rules(audit(s));
  s.new_stars.clear();
  s.power_card = Power::Nova;
  s.novas = {{9, 5}};  // a group of 2 lines
  EXPECT_EQ(count(audit(s), "object-on-unusable-point"), 1);
  s.novas = {{4, 4}};  // no line at all
  EXPECT_EQ(count(audit(s), "object-on-unusable-point"), 1);
  s.novas.clear();
  s.power_card = Power::LuminousAura;
  s.luminous_auras = {{8, 5}};
  EXPECT_EQ(count(audit(s), "object-on-unusable-point"), 1);
}

TEST(Audit, ObjectsSharingAPoint) {
  State s = sheet(1);
  s.power_card = Power::TwinklingStar;
  s.twinkling_stars = {{4, 4}};
  s.crescent_moons = {{4, 4}};
  EXPECT_EQ(count(audit(s), "objects-share-point"), 1) << all_rules(audit(s));
  // An object on an added star is fine.
  s = sheet(1);
  s.power_card = Power::NewStars;
  s.new_stars = {{0, 5}, {1, 5}};
  s.planets = {{0, 5}};
  EXPECT_EQ(count(audit(s), "objects-share-point"), 0) << all_rules(audit(s));
}

TEST(Audit, OneBlackHoleAndOneCrescentMoon) {
  State s = sheet(1);
  s.black_holes = {{4, 4}, {8, 8}};
  s.crescent_moons = {{1, 3}, {4, 7}};
  const auto f = audit(s);
  EXPECT_EQ(count(f, "too-many-black-holes"), 1) << all_rules(f);
  EXPECT_EQ(count(f, "too-many-crescent-moons"), 1);
  EXPECT_EQ(first(f, "too-many-black-holes").points.size(), 2u);
}

TEST(Audit, TwoAurasInOneConstellation) {
  State s = sheet(1, three_around_planet());
  s.power_card = Power::LuminousAura;
  s.luminous_auras = {{4, 6}, {4, 5}, {8, 7}};
  const auto f = audit(s);
  ASSERT_EQ(count(f, "two-auras-in-constellation"), 1) << all_rules(f);
  EXPECT_EQ(first(f, "two-auras-in-constellation").points, (std::vector<Point>{{4, 6}, {4, 5}}));
}

TEST(Audit, GalaxyPlacement) {
  State s = clean_galaxy_sheet();
  s.galaxies = {{1, 7}};  // (1,7)-(2,7): stars, but no constellation next to them
  auto f = audit(s);
  EXPECT_EQ(count(f, "galaxy-placement"), 1) << all_rules(f);
  EXPECT_NE(first(f, "galaxy-placement").message.find("not next to a constellation"), std::string::npos);
  s.galaxies = {{2, 5}};  // (2,5)-(3,5): artwork, though next to G1 (4,5)
  f = audit(s);
  EXPECT_EQ(count(f, "galaxy-placement"), 2) << all_rules(f);
  EXPECT_EQ(count(f, "object-on-unusable-point"), 0);
}

TEST(Audit, MorePowersThanTheShapeWasCompleted) {
  State s = clean_galaxy_sheet();
  s.galaxies = {{3, 3}, {5, 4}};  // the second is next to G1 (4,5) but the shape appears once
  auto f = audit(s);
  ASSERT_EQ(count(f, "too-many-powers"), 1) << all_rules(f);
  EXPECT_EQ(f.size(), 1u) << all_rules(f);
  // New stars come 2 per use.
  s = sheet(1);
  s.power_card = Power::NewStars;
  s.new_stars = {{0, 5}};
  EXPECT_EQ(count(audit(s), "too-many-powers"), 1);
  s.lines = lines({{4, 3, 5, 3}, {4, 3, 4, 4}, {4, 4, 5, 4}});  // the new-stars shape, once
  s.new_stars = {{0, 5}, {1, 5}};
  EXPECT_EQ(count(audit(s), "too-many-powers"), 0) << all_rules(audit(s));
  s.new_stars = {{0, 5}, {1, 5}, {2, 5}};
  EXPECT_EQ(count(audit(s), "too-many-powers"), 1);
}

TEST(Audit, ObjectsOfAnotherPower) {
  State s = clean_galaxy_sheet();
  s.power_card = Power::TwinklingStar;
  auto f = audit(s);
  EXPECT_EQ(count(f, "object-not-power-card"), 1) << all_rules(f);  // one galaxy, reported once
  s.power_card.reset();
  f = audit(s);
  EXPECT_EQ(count(f, "object-not-power-card"), 1) << all_rules(f);
  EXPECT_NE(first(f, "object-not-power-card").message.find("no ✨ card"), std::string::npos);
}

TEST(Audit, NovaInAGroupOfMoreThanTenLines) {
  State s =
      sheet(1, path({{0, 3}, {1, 3}, {2, 3}, {3, 3}, {4, 3}, {5, 3}, {6, 3}, {7, 3}, {8, 3}, {9, 3}, {9, 4}, {8, 4}}));
  s.power_card = Power::Nova;
  s.novas = {{0, 3}};
  auto f = audit(s);
  EXPECT_EQ(count(f, "nova-constellation-too-large"), 1) << all_rules(f);
  EXPECT_EQ(count(f, "object-on-unusable-point"), 0);
}

TEST(Audit, UsedStarNextToTheBlackHoleIsSuspicious) {
  // The black-hole shape (8,4)-(9,5), (8,5)-(9,5), (8,6)-(9,5) earns the hole.
  State s = sheet(1, lines({{8, 4, 9, 5}, {8, 5, 9, 5}, {8, 6, 9, 5}}));
  s.power_card = Power::BlackHole;
  s.black_holes = {{1, 3}};
  auto f = audit(s);
  EXPECT_TRUE(f.empty()) << all_rules(f);
  s.black_holes = {{7, 6}};  // next to (8,5) and (8,6), which lines use
  f = audit(s);
  ASSERT_EQ(f.size(), 1u) << all_rules(f);
  EXPECT_EQ(f[0].rule, "used-star-by-black-hole");
  EXPECT_EQ(f[0].severity, Severity::Suspicious);
  EXPECT_EQ(f[0].points, (std::vector<Point>{{7, 6}, {8, 5}, {8, 6}}));
  EXPECT_TRUE(is_legal(s));
}

TEST(Audit, MoreLinesThanTheCardsCouldGiveIsSuspicious) {
  // Rows 2, 3, 4, 6, 7 and 8 with 36 lines, all on stars, no planet touched.
  const SegmentSet many = path({{0, 3}, {1, 3}, {2, 3}, {3, 3}, {4, 3}, {5, 3}, {6, 3}, {7, 3}, {8, 3}, {9, 3}}) |
                          path({{0, 4}, {1, 4}, {2, 4}, {3, 4}, {4, 4}, {5, 4}, {6, 4}, {7, 4}, {8, 4}, {9, 4}}) |
                          path({{2, 6}, {3, 6}, {4, 6}, {5, 6}, {6, 6}, {7, 6}, {8, 6}, {9, 6}}) |
                          path({{1, 7}, {2, 7}, {3, 7}, {4, 7}, {5, 7}, {6, 7}, {7, 7}, {8, 7}}) |
                          path({{3, 2}, {4, 2}, {5, 2}, {6, 2}}) | path({{4, 8}, {5, 8}});
  ASSERT_EQ(many.count(), 36u);
  State s = sheet(1, many);
  EXPECT_TRUE(audit(s).empty()) << all_rules(audit(s));
  s.lines |= lines({{1, 8, 2, 8}});
  auto f = audit(s);
  ASSERT_EQ(f.size(), 1u) << all_rules(f);
  EXPECT_EQ(f[0].rule, "too-many-lines");
  EXPECT_EQ(f[0].severity, Severity::Suspicious);
  EXPECT_TRUE(is_legal(s));
  // Each shooting star took a card that gave no lines: 36 lines are too many with one.
  s.lines = many;
  s.shooting_stars = {shooting({{0, 0, 1, 1}}, {0, 0})};
  EXPECT_EQ(count(audit(s), "too-many-lines"), 1);
  // Each completed new-line shape allows one more line.
  s.shooting_stars.clear();
  s.power_card = Power::NewLine;
  s.lines = many | lines({{1, 8, 2, 8}});
  EXPECT_EQ(count(audit(s), "too-many-lines"), 1);  // the shape appears nowhere
  // 34 row lines and the shape (6,2)-(7,3)-(8,4)-(9,5): 37 lines, one of them the power's.
  s.lines = (many & ~lines({{4, 8, 5, 8}, {3, 2, 4, 2}})) | path({{6, 2}, {7, 3}, {8, 4}, {9, 5}});
  ASSERT_EQ(s.lines.count(), 37u);
  f = audit(s);
  EXPECT_TRUE(f.empty()) << all_rules(f);
}

TEST(AuditJson, HasSeverityRulePointsAndMessage) {
  const auto j = audit_to_json(audit(sheet(1, lines({{2, 2, 3, 3}}))));
  ASSERT_EQ(j.size(), 1u);
  EXPECT_EQ(j[0]["severity"], "illegal");
  EXPECT_EQ(j[0]["rule"], "line-touches-planet");
  EXPECT_EQ(j[0]["points"], nlohmann::json::parse("[[2,2],[3,3]]"));
  EXPECT_TRUE(j[0]["message"].is_string());
  EXPECT_TRUE(audit_to_json({}).is_array());
}

}  // namespace
}  // namespace starsight

namespace starsight {
namespace {

// The simulator plays legal games only: the audit must find nothing illegal in them
// (a disagreement means one of the two misreads RULES.md).
TEST(Audit, SimulatedGamesAreLegal) {
  int suspicious = 0;
  for (std::uint64_t seed = 0; seed < 400; ++seed) {
    const State s = simulate_game(seed);
    const auto f = audit(s);
    for (const Finding& x : f) {
      ASSERT_EQ(x.severity, Severity::Suspicious) << "seed " << seed << ": " << x.rule << ": " << x.message;
      ++suspicious;
    }
  }
  RecordProperty("suspicious", suspicious);
}

}  // namespace
}  // namespace starsight
