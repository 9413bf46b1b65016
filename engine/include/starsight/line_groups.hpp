#pragma once
// Connected groups of lines: lines that share a star or cross (the two
// diagonals of one unit square) belong to one group. A group's size is its
// number of lines.
#include <vector>

#include "starsight/lattice.hpp"

namespace starsight {

struct LineGroup {
  SegmentSet lines;
  PointSet stars;  // the endpoints of its lines (a crossing is not a star)
  int size = 0;
};

// Groups in order of their lowest segment id.
std::vector<LineGroup> line_groups(const SegmentSet& lines);

}  // namespace starsight
