#pragma once
// Where something lies over the sky (a hand, a card, a pen): the printed stars
// there cannot be seen. What is drawn under it cannot be read either, so the
// segments touching hidden points are reported uncertain instead of "not drawn".
#include <array>

#include "starsight/board.hpp"
#include "starsight/lattice.hpp"

namespace starsight::vision {

// `star_p` and `mark_p` are the photo's per-point evidence (see features.hpp), `glyph_peak` the star glyph's
// top-hat peak at each point relative to a printed star's (PointFeatures [0]).
// A printed star that is not seen, with no hand-drawn mark explaining it, or that leaves no peak at all, next
// to another such star, is hidden, and so is a doubtfully seen star beside a hidden one (the edge of the
// cover); a point that is not a printed star is hidden when most of its neighbouring printed stars are.
PointSet hidden_points(const Board& board, const std::array<double, kPointCount>& star_p,
                       const std::array<double, kPointCount>& mark_p,
                       const std::array<double, kPointCount>& glyph_peak);

// Whether `p` or a lattice point next to it is hidden: at or beside a cover.
bool hidden_at_or_beside(const PointSet& hidden, Point p);

}  // namespace starsight::vision
