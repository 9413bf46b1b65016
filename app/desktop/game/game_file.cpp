#include "game/game_file.hpp"

#include <cmath>
#include <nlohmann/json.hpp>

#include "starsight/board.hpp"
#include "starsight/lens.hpp"
#include "starsight/state_json.hpp"

namespace starsight::desktop {
namespace {

using nlohmann::json;

const char* what_name(Uncertainty::What w) {
  switch (w) {
    case Uncertainty::What::Line:
      return "line";
    case Uncertainty::What::Object:
      return "object";
    case Uncertainty::What::Head:
      return "head";
    case Uncertainty::What::Board:
      return "board";
  }
  return "line";
}

const char* verdict_name(Uncertainty::Verdict v) {
  switch (v) {
    case Uncertainty::Verdict::Open:
      return "open";
    case Uncertainty::Verdict::Accepted:
      return "accepted";
    case Uncertainty::Verdict::Rejected:
      return "rejected";
  }
  return "open";
}

std::optional<ObjectKind> object_kind_named(const std::string& name) {
  for (int k = 0; k < kObjectKindCount; ++k)
    if (name == object_name(static_cast<ObjectKind>(k))) return static_cast<ObjectKind>(k);
  return std::nullopt;
}

json uncertainty_to_json(const Uncertainty& u) {
  json j = {{"what", what_name(u.what)},
            {"points", json::array()},
            {"p", u.p},
            {"read_as", u.read_as},
            {"verdict", verdict_name(u.verdict)}};
  for (Point p : u.points) j["points"].push_back(point_to_json(p));
  if (u.object) j["object"] = object_name(*u.object);
  if (u.total_if_flipped) j["total_if_flipped"] = *u.total_if_flipped;
  if (u.boards) j["boards"] = {(*u.boards)[0], (*u.boards)[1]};
  return j;
}

// Throws std::runtime_error with a message naming the fault.
Point point_from(const json& j, const std::string& where) {
  if (!j.is_array() || j.size() != 2 || !j[0].is_number_integer() || !j[1].is_number_integer())
    throw std::runtime_error(where + ": a point must be [x, y] with whole numbers");
  const Point p{j[0].get<int>(), j[1].get<int>()};
  if (!in_lattice(p)) throw std::runtime_error(where + ": point " + to_string(p) + " is off the lattice");
  return p;
}

Uncertainty uncertainty_from(const json& j, const std::string& where) {
  if (!j.is_object()) throw std::runtime_error(where + " must be an object");
  Uncertainty u;
  const std::string what = j.value("what", "");
  if (what == "line")
    u.what = Uncertainty::What::Line;
  else if (what == "object")
    u.what = Uncertainty::What::Object;
  else if (what == "head")
    u.what = Uncertainty::What::Head;
  else if (what == "board")
    u.what = Uncertainty::What::Board;
  else
    throw std::runtime_error(where + ".what must be line, object, head or board");
  if (j.contains("points")) {
    if (!j["points"].is_array()) throw std::runtime_error(where + ".points must be a list");
    for (std::size_t i = 0; i < j["points"].size(); ++i)
      u.points.push_back(point_from(j["points"][i], where + ".points[" + std::to_string(i) + "]"));
  }
  if (j.contains("object")) {
    u.object = object_kind_named(j["object"].is_string() ? j["object"].get<std::string>() : "");
    if (!u.object) throw std::runtime_error(where + ".object is not an object name");
  }
  if (j.contains("p") && j["p"].is_number()) u.p = j["p"].get<double>();
  if (j.contains("read_as") && j["read_as"].is_boolean()) u.read_as = j["read_as"].get<bool>();
  if (j.contains("total_if_flipped") && j["total_if_flipped"].is_number_integer())
    u.total_if_flipped = j["total_if_flipped"].get<int>();
  if (j.contains("boards")) {
    const json& b = j["boards"];
    const auto is_board = [](const json& x) {
      return x.is_number_integer() && x.get<int>() >= 1 && x.get<int>() <= kBoardCount;
    };
    if (!b.is_array() || b.size() != 2 || !is_board(b[0]) || !is_board(b[1]))
      throw std::runtime_error(where + ".boards must be [board read, other board], each 1-8");
    u.boards = std::array<int, 2>{b[0].get<int>(), b[1].get<int>()};
  }
  const std::string verdict = j.value("verdict", "open");
  if (verdict == "accepted")
    u.verdict = Uncertainty::Verdict::Accepted;
  else if (verdict == "rejected")
    u.verdict = Uncertainty::Verdict::Rejected;
  else if (verdict == "open")
    u.verdict = Uncertainty::Verdict::Open;
  else
    throw std::runtime_error(where + ".verdict must be open, accepted or rejected");
  return u;
}

Player player_from(const json& j, const std::string& where) {
  if (!j.is_object()) throw std::runtime_error(where + " must be an object");
  Player p;
  if (j.contains("name") && !j["name"].is_string()) throw std::runtime_error(where + ".name must be a string");
  p.name = j.value("name", "");
  if (!j.contains("state")) throw std::runtime_error(where + ".state is missing");
  StateReading r = read_state(j["state"]);
  if (!r) throw std::runtime_error(where + ".state: " + r.error);
  p.state = *r.state;
  if (j.contains("photo") && !j["photo"].is_null()) {
    if (!j["photo"].is_string()) throw std::runtime_error(where + ".photo must be a file path");
    p.photo_path = j["photo"].get<std::string>();
  }
  if (j.contains("homography") && !j["homography"].is_null()) {
    const json& h = j["homography"];
    if (!h.is_array() || h.size() != 9) throw std::runtime_error(where + ".homography must be 9 numbers");
    Homography m{};
    for (std::size_t i = 0; i < 9; ++i) {
      if (!h[i].is_number()) throw std::runtime_error(where + ".homography must be 9 numbers");
      m[i] = h[i].get<double>();
    }
    p.homography = m;
  }
  if (j.contains("lens_k1")) {
    if (!j["lens_k1"].is_number() || std::abs(j["lens_k1"].get<double>()) > kLargestLensK1)
      throw std::runtime_error(where + ".lens_k1 must be a number no larger than " +
                               std::to_string(kLargestLensK1).substr(0, 3) + " either way");
    p.lens_k1 = j["lens_k1"].get<double>();
  }
  if (j.contains("uncertain")) {
    if (!j["uncertain"].is_array()) throw std::runtime_error(where + ".uncertain must be a list");
    for (std::size_t i = 0; i < j["uncertain"].size(); ++i)
      p.uncertain.push_back(uncertainty_from(j["uncertain"][i], where + ".uncertain[" + std::to_string(i) + "]"));
  }
  return p;
}

}  // namespace

std::optional<Player> read_player(const json& j, std::string* error) {
  try {
    return player_from(j, "reading");
  } catch (const std::exception& e) {
    if (error) *error = e.what();
    return std::nullopt;
  }
}

json player_to_json(const Player& p) {
  json pj = {{"name", p.name}, {"state", state_to_json(p.state)}};
  if (!p.photo_path.empty()) pj["photo"] = p.photo_path;
  if (p.homography) pj["homography"] = *p.homography;
  if (p.lens_k1 != 0) pj["lens_k1"] = p.lens_k1;
  if (!p.uncertain.empty()) {
    pj["uncertain"] = json::array();
    for (const auto& u : p.uncertain) pj["uncertain"].push_back(uncertainty_to_json(u));
  }
  return pj;
}

json game_to_json(const Game& g) {
  json j = {{"format", kGameFormat}, {"point_card", nullptr}, {"power_card", nullptr}, {"players", json::array()}};
  if (g.point_card) j["point_card"] = "P" + std::to_string(*g.point_card);
  if (g.power_card) j["power_card"] = power_name(*g.power_card);
  for (const Player& p : g.players) j["players"].push_back(player_to_json(p));
  return j;
}

std::string write_game(const Game& g) { return game_to_json(g).dump(2) + "\n"; }

GameReading read_game(std::string_view text) {
  json j = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return {std::nullopt, "the file is not valid JSON"};
  try {
    if (!j.is_object()) throw std::runtime_error("the file must hold a JSON object");
    if (j.value("format", "") != kGameFormat)
      throw std::runtime_error(std::string("\"format\" must be \"") + kGameFormat + "\"");
    Game g;
    if (j.contains("point_card") && !j["point_card"].is_null()) {
      g.point_card = j["point_card"].is_string() ? parse_point_card(j["point_card"].get<std::string>()) : std::nullopt;
      if (!g.point_card) throw std::runtime_error("\"point_card\" must be \"P1\"..\"P10\" or null");
    }
    if (j.contains("power_card") && !j["power_card"].is_null()) {
      g.power_card = j["power_card"].is_string() ? parse_power(j["power_card"].get<std::string>()) : std::nullopt;
      if (!g.power_card) throw std::runtime_error("\"power_card\" must be a power name from CARDS.md or null");
    }
    if (!j.contains("players") || !j["players"].is_array()) throw std::runtime_error("\"players\" must be a list");
    for (std::size_t i = 0; i < j["players"].size(); ++i) {
      const std::string where = "players[" + std::to_string(i) + "]";
      if (!j["players"][i].is_object() || !j["players"][i].contains("name"))
        throw std::runtime_error(where + ".name is missing");
      g.players.push_back(player_from(j["players"][i], where));
    }
    apply_cards(g);
    return {g, {}};
  } catch (const std::exception& e) {
    return {std::nullopt, e.what()};
  }
}

}  // namespace starsight::desktop
