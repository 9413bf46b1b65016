#pragma once
// Glare from a long light (a window's edge, a tube lamp) lies over a glossy board as a long straight band at any
// angle. Where it runs nearly along a segment, its band looks like a marker line there. A drawn line runs from
// star to star along the lattice; a band that runs on straight and bright for several pitches at an angle no
// lattice direction has is glare, and a line read along it is doubtful.
#include "starsight/board.hpp"
#include "starsight/lattice.hpp"

#include "rectified_board.hpp"

namespace starsight::vision {

// Whether such a band runs along segment `id` of `r` (`white`: a printed star's top-hat level): as bright as a
// faint line in the top-hat, straight on through the segment's middle for several pitches, a little off the
// segment's direction.
bool along_glare_streak(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white);

}  // namespace starsight::vision
