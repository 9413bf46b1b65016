#pragma once
// Reads what sits on each lattice point of the rectified board: whether a
// star glyph is there (printed, or added on an artwork point) and whether a
// hand-drawn mark surrounds it (an object, a shooting-star head, a planet),
// counting only brightness that the star glyph and the lines don't explain.
#include <array>

#include "starsight/board.hpp"
#include "starsight/lattice.hpp"
#include "starsight/vision/features.hpp"

#include "rectified_board.hpp"

namespace starsight::vision {

// The top-hat's peak at each lattice point (a star glyph's, where one is printed).
std::array<double, kPointCount> glyph_peaks(const RectifiedBoard& r, const BoardGeometry& g);
// The typical printed star's top-hat peak: the white level the features are normalised by (from glyph_peaks).
double white_level(const std::array<double, kPointCount>& peaks);
inline double white_level(const RectifiedBoard& r, const BoardGeometry& g) { return white_level(glyph_peaks(r, g)); }

// For each point, how surely one oval (a galaxy) surrounds it and its right-hand neighbour; 0 on the last column.
using PairOvals = std::array<double, kPointCount>;
PairOvals galaxy_ovals(const RectifiedBoard& r, const BoardGeometry& g, double white);

// `line_like` says which segments look drawn (or printed), so their ink is not taken for a mark, and
// `stroke_width` how wide their strokes are (PhotoFeatures::stroke_width).
PointFeatures point_features(const RectifiedBoard& r, const BoardGeometry& g, Point p, double white,
                             const SegmentSet& line_like, const std::array<double, kSegmentCount>& stroke_width,
                             const PairOvals& ovals);

// point_features for every point of the board (the rays' samples are laid out once for all of them).
std::array<PointFeatures, kPointCount> all_point_features(const RectifiedBoard& r, const BoardGeometry& g, double white,
                                                          const SegmentSet& line_like,
                                                          const std::array<double, kSegmentCount>& stroke_width,
                                                          const PairOvals& ovals);

}  // namespace starsight::vision
