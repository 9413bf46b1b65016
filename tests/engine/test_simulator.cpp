// The seeded game simulator: deterministic, honours its options, and plays
// games that look like real ones.
#include <gtest/gtest.h>

#include <stdexcept>

#include "starsight/board.hpp"
#include "starsight/line_groups.hpp"
#include "starsight/moves.hpp"
#include "starsight/simulator.hpp"

namespace starsight {
namespace {

TEST(Simulator, TheSameSeedGivesTheSameGame) {
  for (std::uint64_t seed : {0ULL, 1ULL, 42ULL, 0xFFFFFFFFFFFFFFFFULL})
    EXPECT_EQ(simulate_game(seed), simulate_game(seed));
  EXPECT_NE(simulate_game(1), simulate_game(2));
}

// Pins the generator's output, so that a change in the PRNG or in the
// player's choices is noticed, and so that every platform plays the same game.
TEST(Simulator, OutputIsPinned) {
  const State s = simulate_game(2024);
  EXPECT_EQ(s.board, 6);
  EXPECT_EQ(s.point_card, 3);
  EXPECT_EQ(s.power_card, Power::Planet);
  EXPECT_EQ(s.lines.count(), 26u);
  std::uint64_t hash = 0;
  for_each_bit(s.lines, [&](int id) { hash = hash * 1000003 + static_cast<std::uint64_t>(id); });
  EXPECT_EQ(hash, 7820261499908651735ULL);
  ASSERT_EQ(s.shooting_stars.size(), 2u);
  EXPECT_EQ(s.shooting_stars[0].head, (Point{3, 7}));
  EXPECT_EQ(s.shooting_stars[0].lines.size(), 2u);
  EXPECT_EQ(s.shooting_stars[1].head, (Point{9, 4}));
  EXPECT_EQ(s.shooting_stars[1].lines.size(), 3u);
}

TEST(Simulator, HonoursTheOptions) {
  GameOptions o;
  o.board = 5;
  o.point_card = 8;
  o.power_card = Power::Galaxy;
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    const State s = simulate_game(seed, o);
    EXPECT_EQ(s.board, 5);
    EXPECT_EQ(s.point_card, 8);
    EXPECT_EQ(s.power_card, Power::Galaxy);
    EXPECT_TRUE(s.planets.empty() && s.novas.empty() && s.black_holes.empty());
  }
  GameOptions basic;
  basic.advanced_powers = false;
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    const Power p = *simulate_game(seed, basic).power_card;
    EXPECT_FALSE(power_card(p).advanced) << power_name(p);
  }
}

TEST(Simulator, RefusesImpossibleOptions) {
  GameOptions o;
  o.board = 9;
  EXPECT_THROW(simulate_game(1, o), std::invalid_argument);
  o.board = 1;
  o.point_card = 0;
  EXPECT_THROW(simulate_game(1, o), std::invalid_argument);
}

TEST(Simulator, GamesLookLikeRealGames) {
  constexpr int kGames = 500;
  int constellations = 0, big_groups = 0, shooting = 0, with_objects = 0, earned_object_powers = 0;
  std::size_t lines = 0;
  for (std::uint64_t seed = 0; seed < kGames; ++seed) {
    const State s = simulate_game(seed);
    lines += s.lines.count();
    EXPECT_LE(s.shooting_stars.size(), 3u);
    shooting += static_cast<int>(s.shooting_stars.size());
    for (const LineGroup& g : line_groups(s.lines | board(s.board).printed())) {
      constellations += g.size >= 3 && g.size <= 8;
      big_groups += g.size > 8;
    }
    if (s.power_card != Power::NewLine && powers_earned(s) > 0) {
      ++earned_object_powers;
      with_objects += !objects(s).empty();
    }
    // Lines never exceed what 18 cards and the new-line power can give.
    EXPECT_LE(static_cast<int>(s.lines.count()), 36 + (s.power_card == Power::NewLine ? powers_earned(s) : 0));
  }
  EXPECT_GT(constellations, 3 * kGames) << "several constellations per game";
  EXPECT_GT(big_groups, 0) << "some groups grow too big, as in real games";
  EXPECT_LT(big_groups, kGames);
  EXPECT_GT(lines, 25u * kGames);
  EXPECT_GT(shooting, kGames / 2);
  ASSERT_GT(earned_object_powers, kGames / 10);
  EXPECT_GT(with_objects, earned_object_powers * 3 / 4) << "powers are used when earned";
}

}  // namespace
}  // namespace starsight
