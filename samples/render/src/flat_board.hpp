#pragma once
// The flat board with the player's drawing on it, as the camera will see it.
#include <opencv2/core.hpp>

#include "params.hpp"
#include "starsight/score.hpp"
#include "starsight/state.hpp"

namespace starsight::render {

cv::Mat draw_flat_board(const State& state, const Score& score, const Plan& plan, std::uint64_t seed, double scale);

}  // namespace starsight::render
