// The 8 board templates against the facts of BOARDS.md, restated here by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "starsight/board.hpp"
#include "starsight/errors.hpp"

namespace starsight {
namespace {

struct Facts {
  const char* name;
  std::vector<std::pair<Point, Point>> printed;
  std::vector<Point> planets, sunrise, artwork;
};

const std::vector<Facts>& facts() {
  static const std::vector<Facts> f = {
      {"Southern Africa",
       {{{7, 2}, {8, 1}}, {{4, 9}, {5, 9}}},
       {{2, 2}, {7, 5}, {3, 8}},
       {{3, 0}, {4, 0}, {5, 0}, {5, 1}, {6, 0}, {6, 1}},
       {{0, 5}, {1, 5}, {2, 5}, {3, 5}, {0, 6}, {1, 6}, {6, 8}, {7, 8}, {6, 9}, {7, 9}, {6, 10}}},
      {"China",
       {{{8, 1}, {8, 2}}, {{4, 9}, {5, 10}}},
       {{2, 2}, {8, 5}, {3, 8}},
       {{3, 0}, {4, 0}, {4, 1}, {5, 0}, {6, 0}, {6, 1}},
       {{0, 5}, {1, 5}, {2, 5}, {0, 6}, {1, 6}, {2, 6}, {7, 7}, {8, 7}, {6, 8}, {7, 8}, {8, 8}}},
      {"Ancient Egypt",
       {{{1, 1}, {2, 2}}, {{6, 9}, {7, 9}}},
       {{6, 2}, {1, 5}, {5, 8}},
       {{3, 0}, {3, 1}, {4, 0}, {4, 1}, {5, 0}, {6, 0}},
       {{6, 5}, {7, 5}, {8, 5}, {9, 5}, {8, 6}, {9, 6}, {2, 8}, {3, 8}, {2, 9}, {3, 9}, {3, 10}}},
      {"Ancient Greece",
       {{{7, 2}, {8, 1}}, {{4, 9}, {5, 9}}},
       {{1, 2}, {7, 5}, {3, 8}},
       {{4, 0}, {4, 1}, {5, 0}, {5, 1}, {6, 0}, {6, 1}},
       {{0, 5}, {1, 5}, {2, 5}, {3, 5}, {0, 6}, {1, 6}, {6, 8}, {7, 8}, {8, 8}, {6, 9}, {7, 9}}},
      {"India",
       {{{0, 1}, {0, 2}}, {{4, 10}, {5, 9}}},
       {{8, 2}, {2, 5}, {6, 8}},
       {{3, 0}, {3, 1}, {4, 0}, {5, 0}, {5, 1}, {6, 0}},
       {{7, 5}, {8, 5}, {9, 5}, {7, 6}, {8, 6}, {9, 6}, {1, 7}, {2, 7}, {1, 8}, {2, 8}, {3, 8}}},
      {"Inuit",
       {{{7, 1}, {8, 2}}, {{4, 9}, {4, 10}}},
       {{2, 2}, {7, 5}, {3, 8}},
       {{4, 0}, {4, 1}, {5, 0}, {5, 1}, {6, 0}, {6, 1}},
       {{0, 5}, {1, 5}, {2, 5}, {0, 6}, {1, 6}, {2, 6}, {6, 8}, {7, 8}, {8, 8}, {6, 9}, {7, 9}}},
      {"Navajo",
       {{{1, 1}, {1, 2}}, {{4, 9}, {5, 10}}},
       {{7, 2}, {2, 5}, {6, 8}},
       {{3, 0}, {3, 1}, {4, 0}, {4, 1}, {5, 0}, {5, 1}},
       {{7, 5}, {8, 5}, {9, 5}, {7, 6}, {8, 6}, {9, 6}, {1, 8}, {2, 8}, {3, 8}, {2, 9}, {3, 9}}},
      {"Polynesia",
       {{{8, 1}, {9, 2}}, {{5, 9}, {5, 10}}},
       {{1, 2}, {7, 5}, {3, 8}},
       {{3, 0}, {3, 1}, {4, 0}, {5, 0}, {6, 0}, {6, 1}},
       {{0, 5}, {1, 5}, {0, 6}, {1, 6}, {2, 6}, {3, 6}, {7, 7}, {8, 7}, {7, 8}, {8, 8}, {7, 9}}},
  };
  return f;
}

const std::vector<Point> kArch = {{0, 10}, {1, 10}, {2, 10}, {7, 10}, {8, 10}, {9, 10}, {0, 9},
                                  {1, 9},  {8, 9},  {9, 9},  {0, 8},  {9, 8},  {0, 7},  {9, 7}};

PointSet set_of(const std::vector<Point>& pts) {
  PointSet s;
  for (Point p : pts) s.set(static_cast<std::size_t>(point_index(p)));
  return s;
}

TEST(Boards, EightLoadWithTheirNames) {
  ASSERT_EQ(boards().size(), 8u);
  for (int id = 1; id <= 8; ++id) {
    EXPECT_EQ(board(id).id, id);
    EXPECT_EQ(board(id).name, facts()[static_cast<std::size_t>(id - 1)].name);
  }
  EXPECT_THROW(board(0), std::out_of_range);
  EXPECT_THROW(board(9), std::out_of_range);
}

TEST(Boards, MatchBoardsMdPointByPoint) {
  for (int id = 1; id <= 8; ++id) {
    const Board& b = board(id);
    const Facts& f = facts()[static_cast<std::size_t>(id - 1)];
    SCOPED_TRACE(b.name);
    EXPECT_EQ(b.points_of(PointKind::Star).count(), 76u);
    EXPECT_EQ(b.points_of(PointKind::Outside), set_of(kArch));
    EXPECT_EQ(b.points_of(PointKind::Planet), set_of(f.planets));
    EXPECT_EQ(b.points_of(PointKind::SunriseArt), set_of(f.sunrise));
    EXPECT_EQ(b.points_of(PointKind::Artwork), set_of(f.artwork));
    EXPECT_EQ(b.planets.size(), 3u);
    SegmentSet printed;
    for (auto [a, c] : f.printed) printed.set(static_cast<std::size_t>(*segment_between(a, c)));
    EXPECT_EQ(b.printed(), printed);
  }
}

TEST(Boards, GeometryPlacesTheLatticeAsMeasured) {
  const BoardGeometry& g = board(1).geometry;
  EXPECT_NEAR(g.width / g.height, 0.6825, 0.0001);
  EXPECT_NEAR(g.x_of(0) / g.width, 37.5 / 546, 1e-9);
  EXPECT_NEAR(g.x_of(9) / g.width, (37.5 + 52.3 * 9) / 546, 1e-9);
  EXPECT_NEAR(g.y_of(0) / g.height, 0.72, 0.002);
  EXPECT_NEAR(g.y_of(10) / g.height, 0.05, 0.003);
}

int differences(const Board& a, const Board& b) {
  int n = 0;
  for (int i = 0; i < kPointCount; ++i)
    n += a.kinds[static_cast<std::size_t>(i)] != b.kinds[static_cast<std::size_t>(i)];
  return n;
}

TEST(Boards, FourAndSixAreTheClosestPairAtFourPoints) {
  EXPECT_EQ(differences(board(4), board(6)), 4);
  for (int a = 1; a <= 8; ++a)
    for (int b = a + 1; b <= 8; ++b) {
      if (a == 4 && b == 6) continue;
      EXPECT_GT(differences(board(a), board(b)), 4) << a << " vs " << b;
    }
}

TEST(Boards, EveryPairDiffersInArtworkAndInPrintedLinesOrPlanets) {
  for (int a = 1; a <= 8; ++a)
    for (int b = a + 1; b <= 8; ++b) {
      EXPECT_NE(board(a).points_of(PointKind::Artwork), board(b).points_of(PointKind::Artwork)) << a << " " << b;
      // BOARDS.md lists the same printed lines for boards 1 and 4 (though it says every
      // board differs in them); those two differ in planets and sun-rise art instead.
      if (a == 1 && b == 4) {
        EXPECT_NE(board(a).points_of(PointKind::Planet), board(b).points_of(PointKind::Planet));
        continue;
      }
      EXPECT_NE(board(a).printed(), board(b).printed()) << a << " " << b;
    }
}

TEST(Boards, TemplatesWithFaultsAreRefusedByName) {
  std::string text = board_template_text(1);
  EXPECT_EQ(parse_board(text, "copy").id, 1);
  EXPECT_THROW(parse_board("{", "broken.json"), DataError);
  // One artwork point more: 75 stars.
  std::string fewer = text;
  const auto at = fewer.find("\"artwork\": [");
  ASSERT_NE(at, std::string::npos);
  fewer.insert(at + 12, "[4, 4], ");
  try {
    parse_board(fewer, "fewer.json");
    FAIL() << "accepted 75 stars";
  } catch (const DataError& e) {
    EXPECT_NE(std::string(e.what()).find("fewer.json"), std::string::npos);
    EXPECT_NE(std::string(e.what()).find("76"), std::string::npos);
  }
}

}  // namespace
}  // namespace starsight
