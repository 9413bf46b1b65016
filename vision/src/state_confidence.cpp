#include "state_confidence.hpp"

#include <algorithm>
#include <cmath>

namespace starsight::vision {
namespace {

// The fit: belief = 1 / (1 + exp(-(kSlope * logit(product) + kShift))), by likelihood over fresh dev photos the
// reader was not tuned on (easy 39700..40299, normal 58800..59399, hard 41250..41849: 1,784 read, 88 % exactly).
// The product as it was: a mean of 0.82 where 99.0 % of easy states were read exactly, 0.74 for 91.5 % on normal,
// 0.49 for 73.8 % on hard (Brier 0.049, 0.067, 0.160); products of 0.6-0.7 were 99 % exact. Mapped: means 0.99,
// 0.92, 0.73 (Brier 0.010, 0.031, 0.082), and beliefs in each tenth near the rate read exactly (0.8-0.9: 0.85
// for 0.85 over 119 photos; 0.9 and more: 0.99 for 0.99 over 1,394).
constexpr double kSlope = 1.65, kShift = 2.6;

}  // namespace

double state_confidence(double readings_product) {
  // (Clamped off 0 and 1, whose logits are infinite: the belief stays in (0, 1) and keeps their order.)
  const double p = std::clamp(readings_product, 1e-12, 1 - 1e-12);
  const double logit = std::log(p / (1 - p));
  return 1 / (1 + std::exp(-(kSlope * logit + kShift)));
}

}  // namespace starsight::vision
