#pragma once
// The lines a sheet may hold, read as they may be: those read, then the likeliest of the rest that are hidden or not
// surely absent. Asked when counting the uses of a power's shape the lines could have earned.
#include <array>
#include <cstddef>

#include "starsight/lattice.hpp"

namespace starsight::vision {

// At most this many lines are taken as drawn. A legal sheet holds fewer (most_lines_drawn), and the search for
// line-disjoint uses of a shape grows exponentially in a dense tangle of candidates: every segment of a 5 x 5 corner
// of the lattice (72) takes 0.2 ms, of a 6 x 6 one (110) 64 ms, of a 7 x 7 one (156) a minute; every segment between
// two stars of board 2 at 0.3, the galaxy card in play, took a reading 84 s.
inline constexpr std::size_t kMostMayBeDrawn = 60;

// `read` (kept whole, however many), then the segments of `hidden` or whose `line_p` is not surely absent, likeliest
// first, up to kMostMayBeDrawn in all.
SegmentSet lines_that_may_be_drawn(const SegmentSet& read, const SegmentSet& hidden,
                                   const std::array<double, kSegmentCount>& line_p);

}  // namespace starsight::vision
