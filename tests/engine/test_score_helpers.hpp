#pragma once
// Small builders for hand-made sheets in the scorer and audit tests.
#include <gtest/gtest.h>

#include <initializer_list>
#include <stdexcept>
#include <string>

#include "starsight/lattice.hpp"
#include "starsight/state.hpp"

namespace starsight::testing {

struct L {
  int x1, y1, x2, y2;
};

inline SegmentId seg(const L& l) {
  const auto id = segment_between({l.x1, l.y1}, {l.x2, l.y2});
  if (!id) throw std::invalid_argument("not a segment: " + to_string(Point{l.x1, l.y1}) + to_string(Point{l.x2, l.y2}));
  return *id;
}

inline SegmentSet lines(std::initializer_list<L> ls) {
  SegmentSet s;
  for (const L& l : ls) s.set(static_cast<std::size_t>(seg(l)));
  return s;
}

// A path through the given points, one line between each consecutive pair.
inline SegmentSet path(std::initializer_list<Point> pts) {
  SegmentSet s;
  const Point* prev = nullptr;
  for (const Point& p : pts) {
    if (prev) s.set(static_cast<std::size_t>(seg({prev->x, prev->y, p.x, p.y})));
    prev = &p;
  }
  return s;
}

inline State sheet(int board, SegmentSet drawn = {}) {
  State s;
  s.board = board;
  s.lines = drawn;
  return s;
}

inline ShootingStar shooting(std::initializer_list<L> ls, Point head) {
  ShootingStar star;
  for (const L& l : ls) star.lines.push_back(seg(l));
  star.head = head;
  return star;
}

// Three constellations of 3 lines, each with a star next to the planet (7,5) and nowhere near the others.
inline SegmentSet three_around_planet() {
  return path({{6, 6}, {5, 6}, {4, 6}, {4, 5}}) | path({{8, 6}, {8, 7}, {7, 7}, {6, 7}}) |
         path({{7, 4}, {7, 3}, {8, 3}, {9, 3}});
}

}  // namespace starsight::testing
