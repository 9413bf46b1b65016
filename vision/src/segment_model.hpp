#pragma once
// Coefficients of the logistic model that turns segment features into a
// probability. Written by the fitting program (calibration/fit_segment_model)
// from rendered photos of seeds < 1,000,000; edit by refitting, not by hand.
#include <array>

namespace starsight::vision {

struct SegmentModel {
  double bias;
  std::array<double, 4> weights;
};

inline constexpr SegmentModel kSegmentModel{
#include "segment_model_coefficients.inc"
};

}  // namespace starsight::vision
