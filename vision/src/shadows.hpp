#pragma once
// A shadow over part of the board (a hand's, a card's, the phone's) dims its stars and lines alike, and so does
// light falling off across it. The readers weigh everything against the board's one white level (a printed
// star's top-hat peak): in the shade a drawn line looks faint and a star looks missing, as if covered.
#include <array>

#include "starsight/board.hpp"
#include "starsight/lattice.hpp"

#include "rectified_board.hpp"

namespace starsight::vision {

// Lifts the top-hat of `r` where the printed stars round a point (`peaks`, its glyph_peaks) are dimmer than
// `white` (the board's white level) but still seen, towards that level, over the sky only. Where the stars round a
// point are not seen at all, something lies over them: that is left as it is, for the cover's reading.
void lift_shadows(RectifiedBoard& r, const BoardGeometry& g, const std::array<double, kPointCount>& peaks,
                  double white);

}  // namespace starsight::vision
