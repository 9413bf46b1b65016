// Identifying the board from what is seen at each lattice point, and how well the best board explains it:
// a lattice slipped by a pitch puts stars where no board has them and must fit worse than any board does.
#include <gtest/gtest.h>

#include "../../vision/src/board_identifier.hpp"
#include "segment_of.hpp"

namespace starsight::vision {
namespace {

// What a clean photo of `b` shows: its stars plainly, nothing elsewhere, its printed lines drawn.
struct Seen {
  std::array<double, kPointCount> star_p{}, mark_p{};
  std::array<double, kSegmentCount> line_p{};
};

Seen photo_of(const Board& b, int slip_x = 0) {
  Seen s;
  s.mark_p.fill(0.01);
  s.line_p.fill(0.01);
  for (int i = 0; i < kPointCount; ++i) {
    // With a slip, the fit's point p shows the board's point p + slip (off the lattice: the table, no star).
    const Point p = point_at(i), q{p.x + slip_x, p.y};
    const bool star = q.x >= 0 && q.x < kLatticeWidth && b.kind(q) == PointKind::Star;
    s.star_p[static_cast<std::size_t>(i)] = star ? 0.97 : 0.02;
  }
  for (SegmentId id : b.printed_lines) s.line_p[static_cast<std::size_t>(id)] = 0.99;
  return s;
}

TEST(BoardIdentifier, EveryBoardIsToldFromItsStars) {
  for (int n = 1; n <= kBoardCount; ++n) {
    const Seen s = photo_of(board(n));
    const BoardIdentity who = identify_board(s.star_p, s.mark_p, s.line_p);
    EXPECT_EQ(who.board, n);
    EXPECT_NE(who.runner_up, n);
    EXPECT_GT(who.margin, 5);
    EXPECT_GT(who.fit, -0.3) << "board " << n;
  }
}

TEST(BoardIdentifier, ALatticeSlippedByAPitchFitsNoBoardWell) {
  for (int n = 1; n <= kBoardCount; ++n)
    for (int slip : {-1, 1}) {
      const Seen s = photo_of(board(n), slip);
      const BoardIdentity who = identify_board(s.star_p, s.mark_p, s.line_p);
      EXPECT_LT(who.fit, -0.95) << "board " << n << " slipped by " << slip;
    }
}

// Dev normal 66295, boards 4 and 6 as the photo showed them where the two differ: board 6's star (1,2) holds a
// shooting star's head, its line ending there (board 4 has a planet there); its star (3,5), where four lines meet,
// is hidden under their ink (board 4 has art there); its art at (2,6) shows a star-like detail (board 4: a star);
// its planet (2,2) is plainly seen (board 4: a star). A line ending at a mark tells the head from a planet.
TEST(BoardIdentifier, AShootingStarsHeadIsNotTakenForAPlanet) {
  Seen s = photo_of(board(6));
  const auto at = [](int x, int y) { return static_cast<std::size_t>(point_index({x, y})); };
  const auto line = [](Point a, Point b) { return static_cast<std::size_t>(testing::seg(a, b)); };
  s.star_p[at(1, 2)] = 0.994;
  s.mark_p[at(1, 2)] = 0.934;
  s.line_p[line({0, 1}, {1, 2})] = 0.99;
  s.star_p[at(2, 2)] = 0.991;
  s.mark_p[at(2, 2)] = 0.996;
  s.star_p[at(3, 5)] = 0.015;
  s.star_p[at(2, 6)] = 0.904;
  s.line_p[line({4, 9}, {5, 9})] = 0.99;  // drawn where board 4 prints a line
  const BoardIdentity who = identify_board(s.star_p, s.mark_p, s.line_p);
  EXPECT_EQ(who.board, 6);
  EXPECT_EQ(who.runner_up, 4);
  EXPECT_GT(who.margin, 1);
}

}  // namespace
}  // namespace starsight::vision
