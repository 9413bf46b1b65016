#pragma once
// The card catalogue: 30 night cards, 10 point-bonus cards (★) and 9
// power-bonus cards (✨). Every shape is a set of lines on a 4 x 4 card
// lattice; on the sheet it may be rotated by quarter turns, never mirrored.
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "starsight/lattice.hpp"

namespace starsight {

struct CardLine {
  Point a;
  Point b;
};

struct Shape {
  std::vector<CardLine> lines;
};

struct NightCard {
  std::string id;  // "N1".."N27", "S1".."S3"
  bool shooting_star = false;
  Shape shape;  // empty for the shooting-star cards
};

struct PointCard {
  int number = 0;  // 1..10
  std::string id;  // "P1".."P10"
  int value = 0;   // points per occurrence
  Shape shape;
};

enum class Power {
  Planet,
  NewLine,
  NewStars,
  Galaxy,
  TwinklingStar,
  Nova,
  LuminousAura,
  CrescentMoon,
  BlackHole,
};
inline constexpr int kPowerCount = 9;

struct PowerCard {
  Power power = Power::Planet;
  std::string name;  // as in CARDS.md: "new-line", "black-hole", ...
  bool advanced = false;
  Shape shape;
};

// A shooting-star card draws 1 to this many straight diagonal lines in one run.
inline constexpr std::size_t kMostShootingStarLines = 3;

// A game plays 18 night cards; each gives 2 lines or one shooting star, and each use of the new-line power one
// line more: the most lines (shooting stars' aside) a legal sheet can have.
inline constexpr int kNightCardsPlayed = 18;
inline constexpr int most_lines_drawn(int shooting_stars, int new_line_uses) {
  return 2 * (shooting_stars < kNightCardsPlayed ? kNightCardsPlayed - shooting_stars : 0) + new_line_uses;
}

std::span<const NightCard> night_cards();  // 27 shapes then 3 shooting stars
std::span<const PointCard> point_cards();  // P1..P10
std::span<const PowerCard> power_cards();  // in the order of enum Power

std::optional<int> parse_point_card(std::string_view id);  // "P3" -> 3
const PointCard& point_card(int number);                   // 1..10
std::optional<Power> parse_power(std::string_view name);   // "new-line" -> NewLine
const PowerCard& power_card(Power p);
const std::string& power_name(Power p);

// A shape placed on the sheet: the segment ids of its lines.
struct Placement {
  std::vector<SegmentId> lines;
  SegmentSet set;
};

// The shape's lines rotated by `quarter_turns` x 90° counter-clockwise and
// moved so the smallest x and y are 0.
Shape rotated(const Shape& s, int quarter_turns);
// The distinct rotations (a shape that maps onto itself gives fewer than 4).
std::vector<Shape> distinct_rotations(const Shape& s);
// Every placement of the shape on the lattice, over its distinct rotations and
// all translations that keep it on the lattice. Each set of lines appears once.
std::vector<Placement> all_placements(const Shape& s);

}  // namespace starsight
