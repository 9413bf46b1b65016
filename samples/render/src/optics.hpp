#pragma once
// What light, lens and sensor do to the scene: uneven lighting, vignetting,
// shadows, specular glare on the glossy board, colour cast, defocus, motion
// blur and sensor noise. Slow-varying fields are built at 1/8 of the size.
#include <vector>

#include <opencv2/core.hpp>

#include "params.hpp"
#include "random.hpp"

namespace starsight::render {

// `board` is the board's outline in photo pixels; `shadow_casters` are
// polygons (photo pixels) of things lying over the board or table;
// `board_mask` (photo size, 8-bit) limits the glare to the glossy board.
void apply_light(cv::Mat& img, const Plan& plan, const std::vector<cv::Point2d>& board, const cv::Mat& board_mask,
                 const std::vector<std::vector<cv::Point>>& shadow_casters, Rng& rng);

// The lens's radial distortion (starsight/lens.hpp): the scene as drawn is what a distortion-free lens shows.
void apply_lens(cv::Mat& img, double k1);

void apply_blur(cv::Mat& img, const SceneParams& p, Rng& rng);

void apply_noise(cv::Mat& img, double sigma, Rng& rng);

}  // namespace starsight::render
