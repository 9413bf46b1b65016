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
// segment's direction: more than a walk through the middle of the segment's own stroke, `stroke_width` units wide
// (segment_stroke_width; 0 asks at the least slant), could stay on it over those pitches.
bool along_glare_streak(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white,
                        double stroke_width);
// Whether a band of glare lies across segment `id` at a slant, however bright (a drawn line as bright lies along
// it): one so wide that walks through the segment's middle stay on it for several pitches at many slants off it,
// where a stroke `stroke_width` wide holds none and a drawing's crossing lines a few.
bool under_wide_glare_band(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white,
                           double stroke_width);

// A band lying along a lattice direction is read as a run of lines, as brightly as drawn ones. But a drawn run
// stops at its last star, and the band runs on past the lattice, where nothing is drawn: whether the top-hat stays
// bright straight on from segment `id`'s middle, along it or a few degrees off it, to a place off the lattice
// (between the sky's last points and its edge; not below it, where the printed band is bright).
bool band_runs_off_lattice(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white);
// A band along a lattice direction that ends within the lattice is told from a run of lines by its brightness: whether
// the top-hat holds a straight walk through segment `id`'s middle, along it or a few degrees off it, over several
// pitches, at a glare's level and seldom a drawn line's.
bool along_long_dim_band(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white);
// A stroke bowed off the segment's path returns to its stars at both ends. A straight band beside the path, within
// `reach` units of it (a card's rim, glare), looks bowed too, but runs on past the lattice: whether the top-hat
// stays bright straight on, as band_runs_off_lattice asks, from a place up to `reach` units across from the
// segment's middle.
bool band_beside_runs_off_lattice(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white,
                                  double reach);

}  // namespace starsight::vision
