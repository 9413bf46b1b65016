#pragma once
// The ranking of a game's players by total, with shared places for ties: the
// rulebook names no tie-breaker, so equal totals share a place ("1, 1, 3").
#include <string>
#include <vector>

#include "game/game.hpp"
#include "starsight/score.hpp"

namespace starsight::desktop {

struct Standing {
  std::size_t player = 0;  // index into Game::players
  int place = 1;           // 1 = best; ties share the place
  bool shared = false;     // another player has the same place
  Score score;
};

// Places for totals given in any order (higher is better), in the same order.
std::vector<int> places_for(const std::vector<int>& totals);
// Players from best to worst; ties keep the players' order.
std::vector<Standing> ranking(const Game& g);

// The game's results as CSV: a header then one row per player, best first.
std::string results_csv(const Game& g);

}  // namespace starsight::desktop
