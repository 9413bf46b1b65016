#pragma once
// A seeded simulator that plays whole legal games of Look at the Stars on one
// sheet (18 night cards in 3 decks, shooting stars, bonus powers), preferring
// moves that grow constellations, and returns realistic end states.
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
