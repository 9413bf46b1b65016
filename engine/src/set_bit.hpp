#pragma once
// The bit of a PointSet or SegmentSet (std::bitset) that stands for a point or a segment.
#include <cstddef>

#include "starsight/lattice.hpp"

namespace starsight {

inline std::size_t bit(int index) { return static_cast<std::size_t>(index); }
inline std::size_t bit(Point p) { return static_cast<std::size_t>(point_index(p)); }

}  // namespace starsight
