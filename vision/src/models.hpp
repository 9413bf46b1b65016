#pragma once
// Coefficients of the logistic models that turn features into probabilities.
// Written by the fitting program (calibration/fit_models.cpp) from rendered
// photos of seeds < 1,000,000; refit rather than edit by hand. A model fitted before a feature was added
// has no weight for it (its file lists fewer weights: the rest are 0).
#include <array>
#include <cstddef>

#include "starsight/vision/features.hpp"

namespace starsight::vision {

template <std::size_t N>
struct LogisticModel {
  double bias;
  std::array<double, N> weights;
};

inline constexpr LogisticModel<kSegmentFeatureCount + 1> kLineModel{
#include "model_line.inc"
};
inline constexpr LogisticModel<kArtLineTermCount> kArtLineModel{
#include "model_art_line.inc"
};
inline constexpr LogisticModel<kPointFeatureCount> kStarModel{
#include "model_star.inc"
};
inline constexpr LogisticModel<kPointTermCount> kAddedStarModel{
#include "model_added_star.inc"
};
inline constexpr LogisticModel<kPointFeatureCount> kMarkModel{
#include "model_mark.inc"
};
inline constexpr LogisticModel<kHeadFeatureCount> kHeadModel{
#include "model_head.inc"
};
inline constexpr LogisticModel<kAddedEndRunFeatureCount> kHeadOnAddedStarModel{
#include "model_head_on_added_star.inc"
};
inline constexpr LogisticModel<kAddedEndRunFeatureCount> kHeadOffAddedStarModel{
#include "model_head_off_added_star.inc"
};
inline constexpr LogisticModel<kGalaxyTermCount> kGalaxyModel{
#include "model_galaxy.inc"
};
inline constexpr LogisticModel<kPointTermCount> kAuraModel{
#include "model_aura.inc"
};
inline constexpr LogisticModel<kPointTermCount> kCrescentMoonModel{
#include "model_crescent_moon.inc"
};
inline constexpr LogisticModel<kPointTermCount> kTwinklingStarModel{
#include "model_twinkling_star.inc"
};
inline constexpr LogisticModel<kPointTermCount> kNovaModel{
#include "model_nova.inc"
};
inline constexpr LogisticModel<kPointFeatureCount> kNovaLinearModel{
#include "model_nova_linear.inc"
};
inline constexpr LogisticModel<kPointTermCount> kBlackHoleModel{
#include "model_black_hole.inc"
};

}  // namespace starsight::vision
