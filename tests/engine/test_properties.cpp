// Properties that hold for every simulated game: the end state is legal, it
// survives the exchange format, its score adds up, and the simulator covers
// every board and card.
#include <gtest/gtest.h>

#include <array>
#include <string>

#include "illegal_findings.hpp"
#include "starsight/audit.hpp"
#include "starsight/score.hpp"
#include "starsight/simulator.hpp"
#include "starsight/state_json.hpp"

namespace starsight {
namespace {

using testing::illegal_findings;

TEST(Properties, TenThousandSimulatedGames) {
  constexpr std::uint64_t kGames = 10000;
  std::array<int, 9> boards{}, powers{};
  std::array<int, 11> point_cards{};
  int failures = 0;
  for (std::uint64_t seed = 0; seed < kGames && failures < 10; ++seed) {
    const State s = simulate_game(seed);
    const std::string json = write_state(s);
    const auto context = [&] { return "seed " + std::to_string(seed) + ":\n" + json; };
    ++boards[static_cast<std::size_t>(s.board)];
    ++point_cards[static_cast<std::size_t>(*s.point_card)];
    ++powers[static_cast<std::size_t>(*s.power_card)];

    const std::string illegal = illegal_findings(s);
    EXPECT_EQ(illegal, "") << context();

    const StateReading back = read_state(json);
    ASSERT_TRUE(back) << back.error << "\n" << context();
    EXPECT_EQ(*back.state, s) << context();

    const Score sc = score(s);
    EXPECT_EQ(sc.total, sc.constellations + sc.planets + sc.shooting_stars + sc.point_bonus + sc.power_bonus)
        << context();
    int by_items = 0;
    for (const ScoreItem& item : sc.items) by_items += item.points;
    EXPECT_EQ(by_items, sc.total) << context();
    int sizes = 0;
    for (int n : sc.constellation_sizes) sizes += n;
    EXPECT_EQ(sizes, sc.constellations) << context();

    if (seed % 50 == 0) {
      EXPECT_EQ(simulate_game(seed), s) << context();
    }
    failures += ::testing::Test::HasFailure() ? 1 : 0;
  }
  for (int b = 1; b <= 8; ++b) EXPECT_GT(boards[static_cast<std::size_t>(b)], 0) << "board " << b;
  for (int p = 1; p <= 10; ++p) EXPECT_GT(point_cards[static_cast<std::size_t>(p)], 0) << "P" << p;
  for (int p = 0; p < kPowerCount; ++p)
    EXPECT_GT(powers[static_cast<std::size_t>(p)], 0) << power_name(static_cast<Power>(p));
}

// Each power card on its own, so that the rarer powers are played often.
TEST(Properties, EveryPowerPlaysLegally) {
  for (int p = 0; p < kPowerCount; ++p) {
    GameOptions o;
    o.power_card = static_cast<Power>(p);
    int objects_drawn = 0;
    for (std::uint64_t seed = 0; seed < 300; ++seed) {
      const State s = simulate_game(seed * 7919 + static_cast<std::uint64_t>(p), o);
      ASSERT_EQ(illegal_findings(s), "") << power_name(o.power_card.value()) << " seed " << seed << "\n"
                                         << write_state(s);
      objects_drawn += static_cast<int>(objects(s).size()) + (o.power_card == Power::NewLine);
    }
    EXPECT_GT(objects_drawn, 20) << power_name(o.power_card.value());
  }
}

}  // namespace
}  // namespace starsight
