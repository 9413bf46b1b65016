#pragma once
// The `starsight-game/1` file (GAME-FORMAT.md): the cards in play and every
// player's sheet. The reader is strict and never throws: a bad file gives a
// message naming the place and the fault.
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "game/game.hpp"

namespace starsight::desktop {

inline constexpr const char* kGameFormat = "starsight-game/1";

struct GameReading {
  std::optional<Game> game;
  std::string error;  // empty when `game` is set
};

GameReading read_game(std::string_view json_text);
nlohmann::json game_to_json(const Game& g);
std::string write_game(const Game& g);  // indented, with a final newline

// One player's entry of the file ({"name", "state", "photo", "homography",
// "uncertain"}); the name may be absent here. Empty optional + error on fault.
std::optional<Player> read_player(const nlohmann::json& j, std::string* error);
nlohmann::json player_to_json(const Player& p);

}  // namespace starsight::desktop
