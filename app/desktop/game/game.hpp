#pragma once
// A game as the desk sees it: the two bonus cards in play and every player's
// sheet. Plain data the engine understands; the widgets only show and edit it.
#include <optional>
#include <string>
#include <vector>

#include "reading/photo_reading.hpp"
#include "starsight/cards.hpp"
#include "starsight/state.hpp"

namespace starsight::desktop {

struct Player {
  std::string name;
  State state;             // its point_card / power_card always follow the game's cards
  std::string photo_path;  // empty when the sheet was not read from a photo
  // What the photo reader was unsure of, with the user's verdicts; empty for
  // sheets typed in or read with certainty.
  std::vector<Uncertainty> uncertain;
  std::optional<Homography> homography;  // template units -> photo pixels, with lens_k1's lens taken out
  double lens_k1 = 0;                    // the camera lens the reader took out of the photo (starsight/lens.hpp)

  friend bool operator==(const Player&, const Player&) = default;
};

struct Game {
  std::optional<int> point_card;    // 1..10
  std::optional<Power> power_card;  // absent: not scored
  std::vector<Player> players;

  friend bool operator==(const Game&, const Game&) = default;
};

// The player's state with the game's cards applied (what gets scored).
State scored_state(const Game& g, const Player& p);
// Gives every player's state the game's cards.
void apply_cards(Game& g);
// A name not yet used in the game ("Player 2", ...), from a translated stem.
std::string fresh_player_name(const Game& g, const std::string& stem);

}  // namespace starsight::desktop
