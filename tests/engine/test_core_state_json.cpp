// The starsight-state/1 reader and writer: round trips, and every refusal
// names the place and the fault.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "starsight/board.hpp"
#include "starsight/state_json.hpp"
#include "test_score_helpers.hpp"

namespace starsight {
namespace {

using nlohmann::json;
using testing::lines;
using testing::shooting;

State full_state() {
  State s;
  s.board = 3;
  s.point_card = 7;
  s.power_card = Power::BlackHole;
  s.lines = lines({{1, 2, 1, 3}, {1, 3, 2, 4}, {4, 4, 5, 5}, {5, 4, 4, 5}});
  s.shooting_stars = {shooting({{6, 6, 7, 7}, {5, 5, 6, 6}}, {7, 7})};
  s.planets = {{4, 7}};
  s.new_stars = {{6, 5}, {7, 5}};
  s.galaxies = {{2, 6}};
  s.twinkling_stars = {{8, 8}};
  s.novas = {{1, 3}};
  s.luminous_auras = {{2, 4}};
  s.crescent_moons = {{0, 0}};
  s.black_holes = {{9, 0}};
  return s;
}

json example() {
  return json::parse(R"({
    "format": "starsight-state/1", "board": 3, "point_card": "P3", "power_card": "new-line",
    "lines": [[[1, 1], [1, 2]], [[1, 2], [2, 3]], [[4, 4], [5, 4]], [[6, 6], [6, 7]], [[0, 3], [0, 4]]],
    "shooting_stars": [{"lines": [[[0, 0], [1, 1]], [[1, 1], [2, 2]]], "head": [0, 0]}],
    "planets": [], "new_stars": [], "galaxies": [], "twinkling_stars": [], "novas": [],
    "luminous_auras": [], "crescent_moons": [], "black_holes": []
  })");
}

std::string error_of(const json& j) {
  const StateReading r = read_state(j);
  EXPECT_FALSE(r);
  return r.error;
}

std::string with(const char* field, const json& value) {
  json j = example();
  j[field] = value;
  return error_of(j);
}

TEST(StateJson, RoundTripsEveryField) {
  const State s = full_state();
  const StateReading r = read_state(std::string_view(write_state(s)));
  ASSERT_TRUE(r) << r.error;
  EXPECT_EQ(*r.state, s);
  EXPECT_EQ(state_to_json(*r.state), state_to_json(s));
}

TEST(StateJson, RoundTripsTheFormatExample) {
  const StateReading r = read_state(example());
  ASSERT_TRUE(r) << r.error;
  EXPECT_EQ(r.state->board, 3);
  EXPECT_EQ(r.state->point_card, 3);
  EXPECT_EQ(r.state->power_card, Power::NewLine);
  EXPECT_EQ(r.state->lines.count(), 5u);
  ASSERT_EQ(r.state->shooting_stars.size(), 1u);
  EXPECT_EQ(r.state->shooting_stars[0].head, (Point{0, 0}));
  EXPECT_EQ(read_state(state_to_json(*r.state)).state, r.state);
}

TEST(StateJson, AbsentOrNullCardsAndListsAreEmpty) {
  const StateReading r =
      read_state(std::string_view(R"({"format": "starsight-state/1", "board": 5, "point_card": null})"));
  ASSERT_TRUE(r) << r.error;
  EXPECT_FALSE(r.state->point_card);
  EXPECT_FALSE(r.state->power_card);
  EXPECT_TRUE(r.state->lines.none());
  const json j = state_to_json(*r.state);
  EXPECT_TRUE(j["point_card"].is_null());
  EXPECT_TRUE(j["lines"].is_array());
}

TEST(StateJson, LineErrorsNameTheLine) {
  json j = example();
  j["lines"][4] = json::parse("[[3, 5], [5, 5]]");
  EXPECT_EQ(error_of(j), "lines[4]: (3,5)-(5,5) is not between adjacent points");
  j["lines"][4] = json::parse("[[1, 2], [1, 1]]");
  EXPECT_EQ(error_of(j), "lines[4]: (1,1)-(1,2) is listed twice (a segment can be drawn once)");
  j["lines"][4] = json::parse("[[2, 2], [1, 1]]");  // board 3 prints (1,1)-(2,2)
  EXPECT_NE(error_of(j).find("lines[4]: (1,1)-(2,2) is a printed line of board 3"), std::string::npos);
  j["lines"][4] = json::parse("[[3, 5], [3, 11]]");
  EXPECT_EQ(error_of(j), "lines[4]: (3,11) is outside the lattice (x 0..9, y 0..10)");
  j["lines"][4] = json::parse("[[3, 5]]");
  EXPECT_EQ(error_of(j), "lines[4]: expected a line [[x, y], [x, y]]");
  j["lines"][4] = json::parse("[[3, 5], [\"4\", 5]]");
  EXPECT_EQ(error_of(j), "lines[4]: expected a whole number");
}

TEST(StateJson, OtherErrorsNameTheirPlace) {
  EXPECT_EQ(with("format", "starsight-state/2"), "format: expected \"starsight-state/1\"");
  EXPECT_EQ(with("board", 9), "board: 9 is not a board (1..8)");
  EXPECT_EQ(with("board", "3"), "board: expected a whole number");
  EXPECT_EQ(with("board", 2.5), "board: expected a whole number");
  EXPECT_EQ(with("point_card", "P11"), "point_card: \"P11\" is not a point card (P1..P10)");
  EXPECT_EQ(with("point_card", 3), "point_card: expected \"P1\"..\"P10\" or null");
  EXPECT_NE(with("power_card", "supernova").find("power_card: \"supernova\" is not a power"), std::string::npos);
  EXPECT_EQ(with("lines", "none"), "lines: expected a list");
  EXPECT_EQ(with("planets", json::parse("[[1, 1], [1, 1]]")), "planets[1]: (1,1) is listed twice");
  EXPECT_EQ(with("galaxies", json::parse("[[[1, 1], [1, 2]]]")),
            "galaxies[0]: (1,1)-(1,2) is not two horizontally adjacent points");
  EXPECT_EQ(with("shooting_stars", json::parse(R"([{"lines": [], "head": [0, 0]}])")),
            "shooting_stars[0].lines: expected a non-empty list of lines");
  EXPECT_EQ(with("shooting_stars", json::parse(R"([{"lines": [[[0, 0], [1, 1]], [[1, 1], [3, 3]]], "head": [0, 0]}])")),
            "shooting_stars[0].lines[1]: (1,1)-(3,3) is not between adjacent points");
  EXPECT_EQ(with("shooting_stars", json::parse(R"([{"lines": [[[0, 0], [1, 1]]]}])")),
            "shooting_stars[0]: missing \"head\"");
  json j = example();
  j.erase("board");
  EXPECT_EQ(error_of(j), "board: missing (1..8)");
  EXPECT_EQ(error_of(json::array()), "state: expected a JSON object");
}

TEST(StateJson, HugeNumbersAreRefusedNotWrapped) {
  EXPECT_EQ(with("board", 4294967299LL), "board: number out of range");
  EXPECT_EQ(with("board", -9223372036854775807LL), "board: number out of range");
  EXPECT_EQ(error_of(json::parse(R"({"format": "starsight-state/1", "board": 18446744073709551615})")),
            "board: number out of range");
  EXPECT_EQ(error_of(json::parse(R"({"format": "starsight-state/1", "board": 1e300})")),
            "board: expected a whole number");
  json j = example();
  j["lines"][0] = json::parse("[[4294967297, 1], [1, 2]]");
  EXPECT_EQ(error_of(j), "lines[0]: number out of range");
}

TEST(StateJson, TruncatedOrBrokenTextIsRefusedWithAHint) {
  std::string text = example().dump();
  for (std::size_t cut : {std::size_t{0}, std::size_t{1}, text.size() / 2, text.size() - 1}) {
    const StateReading r = read_state(std::string_view(text).substr(0, cut));
    EXPECT_FALSE(r) << cut;
    EXPECT_NE(r.error.find("not valid JSON"), std::string::npos) << r.error;
    EXPECT_NE(r.error.find("is the file complete?"), std::string::npos) << r.error;
  }
  EXPECT_FALSE(read_state(std::string_view("{\"format\": \"starsight-state/1\", \"board\": 1,}")));
}

}  // namespace
}  // namespace starsight

namespace starsight {
namespace {

// No game ends with more than 54 drawn lines; a file with over 100 is refused
// before scoring (whose exact bonus count is exponential in the worst case).
TEST(StateJson, AbsurdlyManyLinesAreRefused) {
  json j = json::parse(R"({"format": "starsight-state/1", "board": 1, "lines": []})");
  int added = 0;
  for (SegmentId id = 0; id < kSegmentCount && added <= kMaxDrawnLines; ++id) {
    if (board(1).printed().test(static_cast<std::size_t>(id))) continue;
    j["lines"].push_back(segment_to_json(id));
    ++added;
    if (added == kMaxDrawnLines) {
      EXPECT_TRUE(read_state(j)) << "100 lines are still read (and audited)";
    }
  }
  const StateReading r = read_state(j);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error, "lines: 101 lines; a game of 18 cards ends with at most 54, so this is not a finished sheet");
  EXPECT_TRUE(read_state(std::string(R"({"format": "starsight-state/1", "board": 2})")));
}

}  // namespace
}  // namespace starsight

namespace starsight {
namespace {

// Found by the fuzzer: a number too large for a double made the JSON library
// throw out_of_range, which the reader let escape.
TEST(StateJson, ANumberBeyondDoubleIsRefusedNotThrown) {
  const StateReading r = read_state(std::string_view("3e3333333"));
  ASSERT_FALSE(r);
  EXPECT_NE(r.error.find("not valid JSON"), std::string::npos) << r.error;
  EXPECT_FALSE(read_state(std::string_view(R"({"format": "starsight-state/1", "board": 1e99999})")));
}

}  // namespace
}  // namespace starsight
