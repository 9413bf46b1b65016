#pragma once
// Facts derived from a state on its board, computed once and shared by the
// scorer, the audit and the move generator.
#include "starsight/board.hpp"
#include "starsight/state.hpp"

namespace starsight {

struct Sheet {
  const Board* board = nullptr;
  SegmentSet lines;      // drawn + printed
  PointSet stars;        // printed stars + new stars added on artwork points
  PointSet planets;      // printed + drawn planets
  PointSet objects;      // points covered by an object (planets and new stars excluded)
  PointSet shooting;     // points a shooting star touches
  PointSet line_points;  // endpoints of `lines`
  PointSet usable;       // stars not covered by a planet or an object
  PointSet unused;       // usable, and touched by no line, shooting star or object
};

Sheet make_sheet(const State& s);

inline bool has(const PointSet& set, Point p) {
  return in_lattice(p) && set.test(static_cast<std::size_t>(point_index(p)));
}

}  // namespace starsight
