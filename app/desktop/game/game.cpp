#include "game/game.hpp"

#include <algorithm>

namespace starsight::desktop {

State scored_state(const Game& g, const Player& p) {
  State s = p.state;
  s.point_card = g.point_card;
  s.power_card = g.power_card;
  return s;
}

void apply_cards(Game& g) {
  for (Player& p : g.players) {
    p.state.point_card = g.point_card;
    p.state.power_card = g.power_card;
  }
}

std::string fresh_player_name(const Game& g, const std::string& stem) {
  for (std::size_t n = g.players.size() + 1;; ++n) {
    std::string name = stem + " " + std::to_string(n);
    if (std::none_of(g.players.begin(), g.players.end(), [&](const Player& p) { return p.name == name; })) return name;
  }
}

}  // namespace starsight::desktop
