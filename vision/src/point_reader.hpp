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

// `points` (all_point_features) as the shooting-star head model sees them: at the points whose disc of samples reaches
// the sky's bottom edge (the bottom row), the ink round the point ([1] to [5]) looked at in the sky only.
// The patterned band's bright top edge runs 9 to 15 units below the bottom row: read as ink round a head drawn there,
// it made the head something else (dev normal 43102 at 0.11, 40848 at 0.27). The other models were fitted on the
// points as they are, the band's edge in their discs: given the bottom row's without it, they read marks there (a
// galaxy on held-out hard 1000284, novas on 1000096 with art never seen). The rays out of the point ([6], [8], [9])
// still look down to the band, as the head model was fitted: stopped there too, a bottom-row head with a line or two
// kept too few rays for its glyph to be measured (dev normal 43138, at 0.23) or lost the ring the model weighs (dev
// easy 7705, at 0.50).
std::array<PointFeatures, kPointCount> head_point_features(const std::array<PointFeatures, kPointCount>& points,
                                                           const RectifiedBoard& r, const BoardGeometry& g,
                                                           double white, const SegmentSet& line_like,
                                                           const std::array<double, kSegmentCount>& stroke_width);

}  // namespace starsight::vision
