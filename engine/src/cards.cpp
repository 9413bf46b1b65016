#include "starsight/cards.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace starsight {
namespace {

Shape shape(std::initializer_list<std::array<int, 4>> lines) {
  Shape s;
  for (const auto& l : lines) s.lines.push_back({{l[0], l[1]}, {l[2], l[3]}});
  return s;
}

// The shapes of CARDS.md, line for line.
std::vector<NightCard> make_night_cards() {
  std::vector<NightCard> c = {
      {"N1", false, shape({{1, 1, 1, 2}, {1, 1, 2, 1}})},  {"N2", false, shape({{1, 2, 2, 2}, {2, 1, 2, 2}})},
      {"N3", false, shape({{1, 1, 2, 1}, {2, 1, 3, 1}})},  {"N4", false, shape({{1, 1, 2, 2}, {2, 2, 3, 3}})},
      {"N5", false, shape({{1, 2, 2, 1}, {2, 1, 3, 1}})},  {"N6", false, shape({{1, 1, 2, 1}, {2, 1, 3, 2}})},
      {"N7", false, shape({{1, 1, 2, 1}, {2, 1, 1, 2}})},  {"N8", false, shape({{1, 1, 2, 1}, {1, 1, 2, 2}})},
      {"N9", false, shape({{0, 2, 1, 1}, {2, 1, 3, 2}})},  {"N10", false, shape({{0, 1, 1, 2}, {1, 2, 2, 1}})},
      {"N11", false, shape({{1, 1, 1, 2}, {2, 1, 2, 2}})}, {"N12", false, shape({{1, 1, 1, 2}, {3, 1, 3, 2}})},
      {"N13", false, shape({{0, 1, 0, 2}, {3, 1, 3, 2}})}, {"N14", false, shape({{1, 1, 2, 0}, {1, 3, 2, 2}})},
      {"N15", false, shape({{1, 0, 2, 1}, {1, 2, 2, 3}})}, {"N16", false, shape({{1, 1, 1, 2}, {2, 1, 3, 1}})},
      {"N17", false, shape({{1, 1, 1, 2}, {2, 2, 3, 2}})}, {"N18", false, shape({{1, 1, 1, 2}, {2, 1, 3, 2}})},
      {"N19", false, shape({{1, 1, 1, 2}, {2, 2, 3, 1}})}, {"N20", false, shape({{0, 1, 1, 1}, {2, 2, 3, 2}})},
      {"N21", false, shape({{0, 2, 1, 2}, {2, 1, 3, 1}})}, {"N22", false, shape({{1, 1, 1, 2}, {2, 2, 2, 3}})},
      {"N23", false, shape({{1, 1, 1, 2}, {2, 0, 2, 1}})}, {"N24", false, shape({{0, 1, 1, 1}, {2, 1, 3, 1}})},
      {"N25", false, shape({{0, 0, 1, 1}, {2, 2, 3, 3}})}, {"N26", false, shape({{0, 2, 1, 1}, {2, 1, 3, 1}})},
      {"N27", false, shape({{0, 0, 1, 1}, {2, 1, 3, 1}})},
  };
  for (int i = 1; i <= 3; ++i) c.push_back({"S" + std::to_string(i), true, {}});
  return c;
}

std::vector<PointCard> make_point_cards() {
  return {
      {1, "P1", 3, shape({{0, 1, 1, 2}, {0, 3, 1, 2}, {1, 2, 2, 1}, {1, 2, 2, 3}})},
      {2, "P2", 3, shape({{2, 1, 2, 2}, {2, 2, 2, 3}, {1, 3, 2, 3}, {2, 3, 3, 3}})},
      {3, "P3", 3, shape({{1, 2, 2, 2}, {2, 1, 2, 2}, {2, 2, 2, 3}, {2, 2, 3, 2}})},
      {4, "P4", 3, shape({{1, 1, 2, 2}, {2, 2, 3, 3}, {2, 3, 3, 3}, {3, 2, 3, 3}})},
      {5, "P5", 3, shape({{2, 1, 1, 2}, {1, 2, 2, 3}, {2, 1, 3, 2}, {3, 2, 2, 3}})},
      {6, "P6", 3, shape({{0, 1, 1, 2}, {0, 3, 1, 2}, {1, 2, 2, 2}, {2, 2, 3, 2}})},
      {7, "P7", 5, shape({{0, 1, 1, 2}, {0, 3, 1, 2}, {1, 2, 2, 2}, {2, 2, 3, 1}, {2, 2, 3, 3}})},
      {8, "P8", 6, shape({{0, 1, 1, 1}, {1, 1, 2, 1}, {2, 1, 3, 1}, {3, 1, 2, 2}, {0, 1, 1, 2}, {1, 2, 2, 2}})},
      {9, "P9", 6, shape({{0, 3, 1, 2}, {1, 2, 2, 1}, {2, 1, 2, 0}, {2, 1, 3, 1}, {2, 0, 3, 0}, {3, 0, 3, 1}})},
      {10, "P10", 5, shape({{0, 2, 1, 2}, {2, 1, 2, 2}, {2, 2, 2, 3}, {1, 2, 2, 2}, {2, 2, 3, 2}})},
  };
}

std::vector<PowerCard> make_power_cards() {
  return {
      {Power::Planet, "planet", false, shape({{0, 2, 1, 2}, {1, 2, 2, 2}, {2, 2, 3, 2}})},
      {Power::NewLine, "new-line", false, shape({{0, 3, 1, 2}, {1, 2, 2, 1}, {2, 1, 3, 0}})},
      {Power::NewStars, "new-stars", false, shape({{1, 1, 2, 1}, {1, 1, 1, 2}, {1, 2, 2, 2}})},
      {Power::Galaxy, "galaxy", false, shape({{1, 1, 2, 2}, {1, 3, 2, 2}, {2, 2, 3, 2}})},
      {Power::TwinklingStar, "twinkling-star", false, shape({{1, 1, 2, 2}, {2, 2, 3, 1}, {2, 2, 3, 3}})},
      {Power::Nova, "nova", true, shape({{2, 0, 1, 1}, {1, 1, 2, 2}, {2, 2, 3, 1}})},
      {Power::LuminousAura, "luminous-aura", true, shape({{1, 1, 1, 2}, {1, 2, 2, 2}, {1, 2, 1, 3}})},
      {Power::CrescentMoon, "crescent-moon", true, shape({{0, 2, 1, 1}, {1, 1, 2, 1}, {2, 1, 3, 2}})},
      {Power::BlackHole, "black-hole", true, shape({{2, 1, 3, 2}, {2, 2, 3, 2}, {2, 3, 3, 2}})},
  };
}

Point turn(Point p, int quarter_turns) {
  for (int i = 0; i < quarter_turns; ++i) p = {-p.y, p.x};
  return p;
}

// A canonical, comparable spelling of a normalised shape.
std::vector<std::array<int, 4>> key(const Shape& s) {
  std::vector<std::array<int, 4>> k;
  for (const auto& l : s.lines) {
    auto a = l.a, b = l.b;
    if (b < a) std::swap(a, b);
    k.push_back({a.x, a.y, b.x, b.y});
  }
  std::sort(k.begin(), k.end());
  return k;
}

}  // namespace

std::span<const NightCard> night_cards() {
  static const auto cards = make_night_cards();
  return cards;
}
std::span<const PointCard> point_cards() {
  static const auto cards = make_point_cards();
  return cards;
}
std::span<const PowerCard> power_cards() {
  static const auto cards = make_power_cards();
  return cards;
}

std::optional<int> parse_point_card(std::string_view id) {
  for (const auto& c : point_cards())
    if (c.id == id) return c.number;
  return std::nullopt;
}
const PointCard& point_card(int number) {
  if (number < 1 || number > 10) throw std::out_of_range("point card must be P1..P10");
  return point_cards()[static_cast<std::size_t>(number - 1)];
}
std::optional<Power> parse_power(std::string_view name) {
  for (const auto& c : power_cards())
    if (c.name == name) return c.power;
  return std::nullopt;
}
const PowerCard& power_card(Power p) { return power_cards()[static_cast<std::size_t>(p)]; }
const std::string& power_name(Power p) { return power_card(p).name; }

Shape rotated(const Shape& s, int quarter_turns) {
  Shape out;
  int min_x = 1 << 20, min_y = 1 << 20;
  for (const auto& l : s.lines) {
    const Point a = turn(l.a, quarter_turns), b = turn(l.b, quarter_turns);
    out.lines.push_back({a, b});
    min_x = std::min({min_x, a.x, b.x});
    min_y = std::min({min_y, a.y, b.y});
  }
  for (auto& l : out.lines) {
    l.a = {l.a.x - min_x, l.a.y - min_y};
    l.b = {l.b.x - min_x, l.b.y - min_y};
  }
  return out;
}

std::vector<Shape> distinct_rotations(const Shape& s) {
  std::vector<Shape> out;
  std::vector<std::vector<std::array<int, 4>>> seen;
  for (int q = 0; q < 4; ++q) {
    Shape r = rotated(s, q);
    auto k = key(r);
    if (std::find(seen.begin(), seen.end(), k) != seen.end()) continue;
    seen.push_back(std::move(k));
    out.push_back(std::move(r));
  }
  return out;
}

std::vector<Placement> all_placements(const Shape& s) {
  std::vector<Placement> out;
  for (const Shape& r : distinct_rotations(s)) {
    for (int dx = 0; dx < kLatticeWidth; ++dx)
      for (int dy = 0; dy < kLatticeHeight; ++dy) {
        Placement p;
        bool fits = true;
        for (const auto& l : r.lines) {
          const auto id = segment_between({l.a.x + dx, l.a.y + dy}, {l.b.x + dx, l.b.y + dy});
          if (!id) {
            fits = false;
            break;
          }
          p.lines.push_back(*id);
          p.set.set(static_cast<std::size_t>(*id));
        }
        if (fits) out.push_back(std::move(p));
      }
  }
  return out;
}

}  // namespace starsight
