// A marker stroke too thin to hide a printed star leaves both its stars in view. A thin stroke read drawn whose two
// stars are neither plainly seen lies beside or over what hides them, and may be its straight edge: a card's white
// rim along the last column, the card over the column's stars. Such a line stays read, but is reported.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <tuple>
#include <vector>

#include "blank_evidence.hpp"
#include "read_rendered.hpp"
#include "segment_of.hpp"
#include "starsight/simulator.hpp"
#include "starsight/vision/rule_decoder.hpp"

namespace starsight::vision {
namespace {

using testing::seg;

TEST(StrokeOverUnseenStars, IsReadButReported) {
  auto [e, k, other] = testing::plain_night_card_pair();
  e.over_unseen_stars.set(k);
  const Decoded d = decode(e);
  EXPECT_TRUE(d.state.lines.test(k));
  const UncertainReading* u = testing::reported_line(d, k);
  ASSERT_NE(u, nullptr);
  EXPECT_GT(u->p, 0.5);
  EXPECT_NE(u->note.find("rim"), std::string::npos) << u->note;
  // The same line with its stars in view is read as surely as the photo says.
  e.over_unseen_stars.reset(k);
  EXPECT_EQ(testing::reported_line(decode(e), k), nullptr);
}

// Dev hard 42913: a dark card over the last column's two bottom stars, its white rim 4 units wide along the column,
// read as the line (9,0)-(9,1) at 0.986 with nothing reported (the photo's only error; the total unchanged). Dev
// normal 60057: another card's rim, 3 units wide, read as (9,3)-(9,4) at 0.995, not reported. Both are reported now,
// and no line drawn is.
TEST(StrokeOverUnseenStars, CardRimsAlongTheLastColumnAreReported) {
  for (const auto& [seed, level, a, b] : {std::tuple(42913, render::Level::Hard, Point{9, 0}, Point{9, 1}),
                                          std::tuple(60057, render::Level::Normal, Point{9, 3}, Point{9, 4})}) {
    const State truth = simulate_game(static_cast<std::uint64_t>(seed));
    const Reading r = read_rendered(truth, static_cast<std::uint64_t>(seed), level);
    ASSERT_TRUE(r.ok()) << seed << ": " << r.message;
    ASSERT_EQ(r.state.board, truth.board) << seed;
    ASSERT_FALSE(truth.lines.test(static_cast<std::size_t>(seg(a, b)))) << seed;
    const auto rim = std::find_if(r.uncertain.begin(), r.uncertain.end(), [&](const UncertainReading& u) {
      return u.what == "line" && u.points == std::vector<Point>{a, b};
    });
    ASSERT_NE(rim, r.uncertain.end()) << seed << ": the rim is not reported";
    EXPECT_NE(rim->note.find("rim"), std::string::npos) << seed << ": " << rim->note;
    for (const UncertainReading& u : r.uncertain) {
      if (u.what != "line" || u.note.find("rim") == std::string::npos) continue;
      EXPECT_FALSE(truth.lines.test(static_cast<std::size_t>(seg(u.points[0], u.points[1]))))
          << seed << ": a line drawn is said to be a rim";
    }
  }
}

}  // namespace
}  // namespace starsight::vision
