#pragma once
// The sheet's lattice: 10 x 11 points and the 379 segments between adjacent
// points. Points and segments are small integers so that sets of them are
// bitsets and the scoring loops never allocate.
#include <array>
#include <bitset>
#include <compare>
#include <optional>
#include <span>
#include <string>

namespace starsight {

inline constexpr int kLatticeWidth = 10;   // x = 0..9, left to right
inline constexpr int kLatticeHeight = 11;  // y = 0..10, bottom to top
inline constexpr int kPointCount = kLatticeWidth * kLatticeHeight;
inline constexpr int kSegmentCount = 379;

struct Point {
  int x = 0;
  int y = 0;
  friend constexpr auto operator<=>(const Point&, const Point&) = default;
};

using PointSet = std::bitset<kPointCount>;
using SegmentId = int;
using SegmentSet = std::bitset<kSegmentCount>;

constexpr bool in_lattice(Point p) { return p.x >= 0 && p.x < kLatticeWidth && p.y >= 0 && p.y < kLatticeHeight; }
constexpr int point_index(Point p) { return p.y * kLatticeWidth + p.x; }
constexpr Point point_at(int index) { return {index % kLatticeWidth, index / kLatticeWidth}; }
// Orthogonal or diagonal neighbours (the rules' "adjacent"); a point is not
// adjacent to itself.
constexpr bool adjacent(Point a, Point b) {
  const int dx = a.x - b.x, dy = a.y - b.y;
  return (dx != 0 || dy != 0) && dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1;
}

enum class Direction {
  Horizontal,    // (x,y)-(x+1,y)
  Vertical,      // (x,y)-(x,y+1)
  DiagonalUp,    // (x,y)-(x+1,y+1)
  DiagonalDown,  // (x+1,y)-(x,y+1)
};

// A segment between two adjacent points; `a` is the end with the lower point
// index, so every segment has exactly one spelling.
struct Segment {
  Point a;
  Point b;
  Direction direction = Direction::Horizontal;
};

const Segment& segment(SegmentId id);
// Whether a segment so directed runs across a unit square (DiagonalUp or DiagonalDown) rather than along its side.
inline bool is_diagonal(Direction d) { return d == Direction::DiagonalUp || d == Direction::DiagonalDown; }
inline bool is_diagonal(SegmentId id) { return is_diagonal(segment(id).direction); }
std::optional<SegmentId> segment_between(Point a, Point b);
// The other diagonal of the same unit square, for diagonal segments.
std::optional<SegmentId> crossing_segment(SegmentId id);
// The segments that end at `p` (2 to 8 of them).
std::span<const SegmentId> segments_at(Point p);
// The (up to 8) lattice points adjacent to `p`.
std::span<const Point> neighbours(Point p);

// Sets of the points a set of segments touches.
PointSet endpoints(const SegmentSet& segments);
// The segments with an end in `points`.
SegmentSet segments_touching(const PointSet& points);

std::string to_string(Point p);           // "(3,5)"
std::string to_string(const Segment& s);  // "(3,5)-(4,5)"
std::string segment_name(SegmentId id);   // same as to_string(segment(id))

// Iterates the set bits of a bitset in increasing order.
template <std::size_t N, class F>
void for_each_bit(const std::bitset<N>& bits, F&& f) {
  for (std::size_t i = bits._Find_first(); i < N; i = bits._Find_next(i)) f(static_cast<int>(i));
}

}  // namespace starsight
