#pragma once
// A seeded simulator that plays whole legal games of Look at the Stars on one
// sheet (18 night cards in 3 decks, shooting stars, bonus powers), preferring
// moves that grow constellations, and returns realistic end states.
//
// Every move comes from the legal-move generator (moves.hpp) while the right
// deck is played, so every end state passes the audit. Each game draws a
// player style from the seed (how often cards are passed and shooting stars
// drawn, how much the player cares about constellation sizes, planets, the ★
// and ✨ shapes, the rising sun); the player weighs a random sample of the
// legal placements of each card and picks one with probability rising with its
// worth. Earned powers are used (nearly always) where they pay best. The
// random numbers come from SplitMix64, so a seed gives the same game on every
// platform.
#include <cstdint>
#include <optional>

#include "starsight/state.hpp"

namespace starsight {

struct GameOptions {
  std::optional<int> board;         // 1..8; drawn from the seed when absent
  std::optional<int> point_card;    // 1..10; drawn when absent
  std::optional<Power> power_card;  // drawn when absent
  bool advanced_powers = true;      // whether the drawn power may be an advanced one
};

// The same seed and options always give the same state.
State simulate_game(std::uint64_t seed, const GameOptions& options = {});

}  // namespace starsight
