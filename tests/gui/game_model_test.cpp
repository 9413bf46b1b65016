// The plain game model: sheet edits, the game file, the ranking and CSV.
#include <gtest/gtest.h>

#include "game/game_file.hpp"
#include "game/ranking.hpp"
#include "game/sheet_edits.hpp"
#include "gui_test_support.hpp"
#include "starsight/score.hpp"

namespace starsight::desktop {
namespace {

SegmentId seg(Point a, Point b) { return *segment_between(a, b); }

TEST(SheetEdits, ToggleLineAddsThenRemoves) {
  State s;
  const SegmentId id = seg({2, 4}, {3, 4});
  State added = toggle_line(s, id);
  EXPECT_TRUE(added.lines.test(static_cast<std::size_t>(id)));
  EXPECT_EQ(toggle_line(added, id), s);
}

TEST(SheetEdits, MarkingDiagonalsGrowsOneShootingStarAndUnmarkingSplitsIt) {
  State s;
  const SegmentId a = seg({2, 2}, {3, 3}), b = seg({3, 3}, {4, 4}), c = seg({4, 4}, {5, 5});
  s.lines.set(static_cast<std::size_t>(a));
  State m = toggle_shooting_segment(s, a);
  ASSERT_EQ(m.shooting_stars.size(), 1u);
  EXPECT_FALSE(m.lines.test(static_cast<std::size_t>(a)));
  m = toggle_shooting_segment(toggle_shooting_segment(m, b), c);
  ASSERT_EQ(m.shooting_stars.size(), 1u);
  EXPECT_EQ(m.shooting_stars[0].lines.size(), 3u);
  m = set_shooting_head(m, {2, 2});
  EXPECT_EQ(m.shooting_stars[0].head, (Point{2, 2}));
  // Unmarking the middle leaves two one-line stars and gives the line back.
  State u = toggle_shooting_segment(m, b);
  EXPECT_EQ(u.shooting_stars.size(), 2u);
  EXPECT_TRUE(u.lines.test(static_cast<std::size_t>(b)));
  // A horizontal segment is never a shooting star.
  EXPECT_EQ(toggle_shooting_segment(s, seg({1, 1}, {2, 1})), s);
  // A line that is a shooting star is not toggled as a line.
  EXPECT_EQ(toggle_line(m, a), m);
}

TEST(SheetEdits, ObjectsToggleAndGalaxiesCoverTwoPoints) {
  State s;
  State p = toggle_object(s, ObjectKind::Planet, {4, 4});
  EXPECT_TRUE(has_object(p, ObjectKind::Planet, {4, 4}));
  EXPECT_EQ(toggle_object(p, ObjectKind::Planet, {4, 4}), s);
  State g = toggle_object(s, ObjectKind::Galaxy, {3, 6});
  EXPECT_TRUE(has_object(g, ObjectKind::Galaxy, {4, 6}));
  EXPECT_EQ(toggle_object(g, ObjectKind::Galaxy, {4, 6}), s);  // clicking its right point removes it
  EXPECT_EQ(toggle_object(s, ObjectKind::Galaxy, {9, 6}), s);  // no room on the right
}

TEST(SheetEdits, FlippingAnUncertainLineTogglesIt) {
  State s = test::sample_state();
  const Uncertainty u = test::uncertain_line({2, 4}, {3, 4}, 0.5, true);
  EXPECT_FALSE(flipped(s, u).lines.test(static_cast<std::size_t>(seg({2, 4}, {3, 4}))));
}

TEST(GameFile, RoundTripsEveryField) {
  Game g;
  g.point_card = 3;
  g.power_card = Power::NewLine;
  Player alice{"Alice", test::sample_state(), "/photos/a.jpg", {}, Homography{1, 0, 5, 0, 1, 6, 0, 0, 1}};
  Uncertainty u;
  u.what = Uncertainty::What::Object;
  u.object = ObjectKind::Planet;
  u.points = {{4, 4}};
  u.p = 0.4;
  u.read_as = false;
  u.total_if_flipped = 21;
  u.verdict = Uncertainty::Verdict::Rejected;
  alice.uncertain.push_back(u);
  alice.lens_k1 = -0.08;  // the homography is to the photo with this lens taken out
  g.players.push_back(alice);
  g.players.push_back(Player{"Bob, \"the second\"", State{}, {}, {}, {}});
  apply_cards(g);
  const GameReading r = read_game(write_game(g));
  ASSERT_TRUE(r.game) << r.error;
  EXPECT_EQ(*r.game, g);
}

TEST(GameFile, RefusesBadFilesWithAMessageNamingThePlace) {
  EXPECT_NE(read_game("not json").error.find("not valid JSON"), std::string::npos);
  EXPECT_NE(read_game(R"({"format": "other"})").error.find("format"), std::string::npos);
  const auto bad_state = read_game(R"({"format": "starsight-game/1", "players": [{"name": "A", "state": {}}]})");
  EXPECT_FALSE(bad_state.game);
  EXPECT_NE(bad_state.error.find("players[0].state"), std::string::npos);
  const auto bad_card = read_game(R"({"format": "starsight-game/1", "point_card": "P11", "players": []})");
  EXPECT_NE(bad_card.error.find("point_card"), std::string::npos);
  const auto bad_lens = read_game(
      R"({"format": "starsight-game/1", "players": [{"name": "A", "state": {"format": "starsight-state/1", "board": 1},
          "lens_k1": 7}]})");
  EXPECT_FALSE(bad_lens.game);
  EXPECT_NE(bad_lens.error.find("players[0].lens_k1"), std::string::npos) << bad_lens.error;
}

TEST(Ranking, TiesShareAPlace) {
  EXPECT_EQ(places_for({10, 20, 20, 5}), (std::vector<int>{3, 1, 1, 4}));
  Game g;
  g.players = {
      {"A", test::sample_state(), {}, {}, {}}, {"B", test::sample_state(), {}, {}, {}}, {"C", State{}, {}, {}, {}}};
  const auto r = ranking(g);
  ASSERT_EQ(r.size(), 3u);
  EXPECT_EQ(r[0].place, 1);
  EXPECT_EQ(r[1].place, 1);
  EXPECT_TRUE(r[0].shared);
  EXPECT_EQ(r[2].place, 3);
  EXPECT_EQ(g.players[r[2].player].name, "C");
}

TEST(Ranking, CsvListsPlayersBestFirstAndQuotesNames) {
  Game g;
  g.point_card = 3;
  g.players = {{"Low, Ann", State{}, {}, {}, {}}, {"High", test::sample_state(), {}, {}, {}}};
  apply_cards(g);
  const std::string csv = results_csv(g);
  const int total = score(scored_state(g, g.players[1])).total;
  EXPECT_NE(csv.find("1,High,3," + std::to_string(total) + ","), std::string::npos) << csv;
  EXPECT_NE(csv.find("2,\"Low, Ann\""), std::string::npos) << csv;
}

}  // namespace
}  // namespace starsight::desktop
