#pragma once
// A sheet's state: what the player added to a board by the end of the game.
// Small and copyable; printed lines and planets come with the board and are not
// part of it.
#include <optional>
#include <vector>

#include "starsight/cards.hpp"
#include "starsight/lattice.hpp"

namespace starsight {

struct ShootingStar {
  std::vector<SegmentId> lines;  // 1-3 diagonal segments, in drawing order
  Point head;                    // the end with the drawn star head

  friend bool operator==(const ShootingStar&, const ShootingStar&) = default;
};

struct State {
  int board = 1;
  std::optional<int> point_card;    // 1..10 (P1..P10); absent: not scored
  std::optional<Power> power_card;  // absent: not scored
  SegmentSet lines;                 // drawn lines, power lines included; printed lines are not
  std::vector<ShootingStar> shooting_stars;
  std::vector<Point> planets;  // drawn with the planet power only
  std::vector<Point> new_stars;
  std::vector<Point> galaxies;  // the left point of each galaxy (x, y)-(x+1, y)
  std::vector<Point> twinkling_stars;
  std::vector<Point> novas;
  std::vector<Point> luminous_auras;
  std::vector<Point> crescent_moons;
  std::vector<Point> black_holes;

  friend bool operator==(const State&, const State&) = default;
};

// Every object the state places on a point, by kind, for code that treats them
// alike (galaxies give both of their points).
enum class ObjectKind { Planet, NewStar, Galaxy, TwinklingStar, Nova, LuminousAura, CrescentMoon, BlackHole };
inline constexpr int kObjectKindCount = 8;

struct PlacedObject {
  ObjectKind kind;
  Point at;
};
std::vector<PlacedObject> objects(const State& s);
// The power an object kind belongs to (new stars -> NewStars, ...).
Power power_of(ObjectKind k);
const char* object_name(ObjectKind k);  // "planet", "new star", ...

// The points holding an object that blocks lines (all but new stars, which are
// stars), and all points used by shooting stars.
PointSet object_points(const State& s);
PointSet shooting_star_points(const State& s);
// Every segment with marker on it: the lines and the shooting stars' lines.
SegmentSet drawn_segments(const State& s);

// The same state with its lists in a fixed order (points by index, a shooting star's lines sorted, shooting
// stars by their lines): two readings of one sheet compare equal however their lists were filled.
State canonical(State s);

}  // namespace starsight
