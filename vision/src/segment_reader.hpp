#pragma once
// Reads every segment of the lattice from the rectified board: the intensity
// profile along it and across it, away from the star glyphs at its ends (and,
// for diagonals, away from the centre where the other diagonal crosses),
// turned into features and a calibrated probability that a line is drawn.
#include <array>

#include "starsight/board.hpp"
#include "starsight/lattice.hpp"

#include "rectified_board.hpp"

namespace starsight::vision {

inline constexpr int kSegmentFeatureCount = 4;
using SegmentFeatures = std::array<double, kSegmentFeatureCount>;

// Features of one segment, normalised by `white` (the typical printed star's top-hat peak):
// [0] median line contrast along the arms, [1] its 20th percentile (a drawn line is continuous),
// [2] the clutter beside the segment, [3] the fraction of the arms that is bright.
SegmentFeatures segment_features(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white);

// Probability that a line is drawn, from the fitted logistic model (segment_model.hpp).
double segment_probability(const SegmentFeatures& f);

}  // namespace starsight::vision
