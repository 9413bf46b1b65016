// A photo showing more lines than any game draws (a patterned cloth or a grid over the board, a scribbled sheet) is
// refused with a message that says so, quickly: weighing so many lines against the cards would not end in minutes.
#include <gtest/gtest.h>

#include "starsight/board.hpp"
#include "starsight/cards.hpp"

#include "read_rendered.hpp"

namespace starsight::vision {
namespace {

TEST(MoreLinesThanAGame, IsRefusedSayingSo) {
  State sheet;
  sheet.board = 2;
  sheet.power_card = Power::Galaxy;
  sheet.point_card = 3;
  const Board& b = board(sheet.board);
  for (int id = 0; id < kSegmentCount; ++id) {
    const Segment& s = segment(id);
    if (b.kind(s.a) == PointKind::Star && b.kind(s.b) == PointKind::Star &&
        !b.printed().test(static_cast<std::size_t>(id)))
      sheet.lines.set(static_cast<std::size_t>(id));
  }
  ASSERT_GT(sheet.lines.count(), static_cast<std::size_t>(most_lines_drawn(0, kNightCardsPlayed)));
  const Reading r = read_rendered(sheet, 2024);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.refusal, Refusal::NoBoard);
  EXPECT_NE(r.message.find("more lines show on the board than a game"), std::string::npos) << r.message;
}

}  // namespace
}  // namespace starsight::vision
