#pragma once
// Table surfaces under the board: wood, cloth, patterned tablecloths and plain
// desks, built at a fraction of the photo size and enlarged (a table is rarely
// in sharp focus), with a fine weave added at full size for cloth.
#include <string>

#include <opencv2/core.hpp>

#include "random.hpp"

namespace starsight::render {

// A BGR 8-bit table of `size`; `kind` receives "wood", "cloth", "pattern" or "plain".
cv::Mat make_background(cv::Size size, Rng& rng, std::string& kind);

// Smooth random field in [-1, 1] of `size`, from a grid of `cells` random values.
cv::Mat smooth_noise(cv::Size size, cv::Size cells, Rng& rng);

}  // namespace starsight::render
