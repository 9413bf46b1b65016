#include "starsight/state_json.hpp"

#include <algorithm>
#include <cstdint>
#include <nlohmann/json.hpp>

#include "starsight/board.hpp"

namespace starsight {
namespace {

using nlohmann::json;

// Thrown inside the reader only; read_state turns it into StateReading::error.
struct Fault {
  std::string message;
};

[[noreturn]] void fault(const std::string& where, const std::string& what) { throw Fault{where + ": " + what}; }

int read_int(const json& j, const std::string& where) {
  if (!j.is_number_integer()) fault(where, "expected a whole number");
  // Unsigned values beyond int64 would wrap to negatives and mislead the message.
  if (j.is_number_unsigned() && j.get<std::uint64_t>() > 1000000) fault(where, "number out of range");
  const auto v = j.get<std::int64_t>();
  if (v < -1000000 || v > 1000000) fault(where, "number out of range");
  return static_cast<int>(v);
}

Point read_point(const json& j, const std::string& where) {
  if (!j.is_array() || j.size() != 2) fault(where, "expected a point [x, y]");
  const Point p{read_int(j[0], where), read_int(j[1], where)};
  if (!in_lattice(p)) fault(where, to_string(p) + " is outside the lattice (x 0..9, y 0..10)");
  return p;
}

SegmentId read_segment(const json& j, const std::string& where) {
  if (!j.is_array() || j.size() != 2) fault(where, "expected a line [[x, y], [x, y]]");
  const Point a = read_point(j[0], where), b = read_point(j[1], where);
  const auto id = segment_between(a, b);
  if (!id) fault(where, to_string(a) + "-" + to_string(b) + " is not between adjacent points");
  return *id;
}

const json& list_field(const json& root, const char* name) {
  static const json empty = json::array();
  const auto it = root.find(name);
  if (it == root.end() || it->is_null()) return empty;
  if (!it->is_array()) fault(name, "expected a list");
  return *it;
}

std::vector<Point> read_points(const json& root, const char* name) {
  std::vector<Point> out;
  const json& list = list_field(root, name);
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string where = std::string(name) + "[" + std::to_string(i) + "]";
    const Point p = read_point(list[i], where);
    if (std::find(out.begin(), out.end(), p) != out.end()) fault(where, to_string(p) + " is listed twice");
    out.push_back(p);
  }
  return out;
}

void read_cards(const json& root, State& s) {
  if (const auto it = root.find("point_card"); it != root.end() && !it->is_null()) {
    if (!it->is_string()) fault("point_card", "expected \"P1\"..\"P10\" or null");
    s.point_card = parse_point_card(it->get<std::string>());
    if (!s.point_card) fault("point_card", "\"" + it->get<std::string>() + "\" is not a point card (P1..P10)");
  }
  if (const auto it = root.find("power_card"); it != root.end() && !it->is_null()) {
    if (!it->is_string()) fault("power_card", "expected a power name or null");
    s.power_card = parse_power(it->get<std::string>());
    if (!s.power_card)
      fault("power_card", "\"" + it->get<std::string>() +
                              "\" is not a power (planet, new-line, new-stars, galaxy, twinkling-star, nova, "
                              "luminous-aura, crescent-moon, black-hole)");
  }
}

void read_lines(const json& root, State& s) {
  const SegmentSet printed = board(s.board).printed();
  const json& list = list_field(root, "lines");
  if (list.size() > static_cast<std::size_t>(kMaxDrawnLines))
    fault("lines", std::to_string(list.size()) +
                       " lines; a game of 18 cards ends with at most 54, so this is not a "
                       "finished sheet");
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string where = "lines[" + std::to_string(i) + "]";
    const SegmentId id = read_segment(list[i], where);
    const auto bit = static_cast<std::size_t>(id);
    if (s.lines.test(bit)) fault(where, segment_name(id) + " is listed twice (a segment can be drawn once)");
    if (printed.test(bit))
      fault(where, segment_name(id) + " is a printed line of board " + std::to_string(s.board) +
                       " (printed lines come with the board and are not listed)");
    s.lines.set(bit);
  }
}

void read_shooting_stars(const json& root, State& s) {
  const json& list = list_field(root, "shooting_stars");
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string where = "shooting_stars[" + std::to_string(i) + "]";
    const json& j = list[i];
    if (!j.is_object()) fault(where, "expected {\"lines\": [...], \"head\": [x, y]}");
    ShootingStar star;
    const auto lines = j.find("lines");
    if (lines == j.end() || !lines->is_array() || lines->empty())
      fault(where + ".lines", "expected a non-empty list of lines");
    for (std::size_t k = 0; k < lines->size(); ++k)
      star.lines.push_back(read_segment((*lines)[k], where + ".lines[" + std::to_string(k) + "]"));
    const auto head = j.find("head");
    if (head == j.end()) fault(where, "missing \"head\"");
    star.head = read_point(*head, where + ".head");
    s.shooting_stars.push_back(std::move(star));
  }
}

void read_galaxies(const json& root, State& s) {
  const json& list = list_field(root, "galaxies");
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string where = "galaxies[" + std::to_string(i) + "]";
    if (!list[i].is_array() || list[i].size() != 2) fault(where, "expected two points [[x, y], [x + 1, y]]");
    Point a = read_point(list[i][0], where), b = read_point(list[i][1], where);
    if (b < a) std::swap(a, b);
    if (a.y != b.y || b.x != a.x + 1)
      fault(where, to_string(a) + "-" + to_string(b) + " is not two horizontally adjacent points");
    if (std::find(s.galaxies.begin(), s.galaxies.end(), a) != s.galaxies.end()) fault(where, "listed twice");
    s.galaxies.push_back(a);
  }
}

State read(const json& root) {
  if (!root.is_object()) fault("state", "expected a JSON object");
  const auto format = root.find("format");
  if (format == root.end() || !format->is_string() || format->get<std::string>() != kStateFormat)
    fault("format", std::string("expected \"") + kStateFormat + "\"");
  State s;
  const auto b = root.find("board");
  if (b == root.end()) fault("board", "missing (1..8)");
  s.board = read_int(*b, "board");
  if (s.board < 1 || s.board > kBoardCount) fault("board", std::to_string(s.board) + " is not a board (1..8)");
  read_cards(root, s);
  read_lines(root, s);
  read_shooting_stars(root, s);
  s.planets = read_points(root, "planets");
  s.new_stars = read_points(root, "new_stars");
  read_galaxies(root, s);
  s.twinkling_stars = read_points(root, "twinkling_stars");
  s.novas = read_points(root, "novas");
  s.luminous_auras = read_points(root, "luminous_auras");
  s.crescent_moons = read_points(root, "crescent_moons");
  s.black_holes = read_points(root, "black_holes");
  return s;
}

json points_json(const std::vector<Point>& pts) {
  json out = json::array();
  for (Point p : pts) out.push_back(point_to_json(p));
  return out;
}

}  // namespace

json point_to_json(Point p) { return json::array({p.x, p.y}); }
json segment_to_json(SegmentId id) { return json::array({point_to_json(segment(id).a), point_to_json(segment(id).b)}); }

StateReading read_state(const json& j) {
  try {
    return {read(j), {}};
  } catch (const Fault& f) {
    return {std::nullopt, f.message};
  } catch (const json::exception& e) {
    return {std::nullopt, std::string("state: ") + e.what()};
  }
}

StateReading read_state(std::string_view text) {
  json j;
  try {
    j = json::parse(text.begin(), text.end());
  } catch (const json::exception& e) {  // parse_error, or out_of_range for a number like 1e99999
    std::string why = e.what();
    if (const auto pos = why.find("parse error"); pos != std::string::npos) why = why.substr(pos);
    return {std::nullopt, "not valid JSON (" + why + "); is the file complete?"};
  }
  return read_state(j);
}

json state_to_json(const State& s) {
  json j;
  j["format"] = kStateFormat;
  j["board"] = s.board;
  j["point_card"] = s.point_card ? json(point_card(*s.point_card).id) : json(nullptr);
  j["power_card"] = s.power_card ? json(power_name(*s.power_card)) : json(nullptr);
  json lines = json::array();
  for_each_bit(s.lines, [&](int id) { lines.push_back(segment_to_json(id)); });
  j["lines"] = lines;
  json stars = json::array();
  for (const auto& star : s.shooting_stars) {
    json sl = json::array();
    for (SegmentId id : star.lines) sl.push_back(segment_to_json(id));
    stars.push_back({{"lines", sl}, {"head", point_to_json(star.head)}});
  }
  j["shooting_stars"] = stars;
  j["planets"] = points_json(s.planets);
  j["new_stars"] = points_json(s.new_stars);
  json galaxies = json::array();
  for (Point p : s.galaxies) galaxies.push_back(json::array({point_to_json(p), point_to_json({p.x + 1, p.y})}));
  j["galaxies"] = galaxies;
  j["twinkling_stars"] = points_json(s.twinkling_stars);
  j["novas"] = points_json(s.novas);
  j["luminous_auras"] = points_json(s.luminous_auras);
  j["crescent_moons"] = points_json(s.crescent_moons);
  j["black_holes"] = points_json(s.black_holes);
  return j;
}

std::string write_state(const State& s) { return state_to_json(s).dump(2) + "\n"; }

}  // namespace starsight
