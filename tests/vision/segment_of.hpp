#pragma once
// The lattice segment between two neighbouring points, for tests that draw by hand (the points must be
// neighbours).
#include "starsight/lattice.hpp"

namespace starsight::vision::testing {

inline SegmentId seg(Point a, Point b) { return *segment_between(a, b); }

}  // namespace starsight::vision::testing
