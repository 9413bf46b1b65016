#pragma once
// Coefficients of the logistic models that turn features into probabilities.
// Written by the fitting program (calibration/fit_models.cpp) from rendered
// photos of seeds < 1,000,000; refit rather than edit by hand.
#include <array>
#include <cstddef>

namespace starsight::vision {

template <std::size_t N>
struct LogisticModel {
  double bias;
  std::array<double, N> weights;
};

inline constexpr LogisticModel<4> kLineModel{
#include "model_line.inc"
};
inline constexpr LogisticModel<4> kStarModel{
#include "model_star.inc"
};
inline constexpr LogisticModel<4> kMarkModel{
#include "model_mark.inc"
};

}  // namespace starsight::vision
