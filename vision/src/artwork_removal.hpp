#pragma once
// Takes a board's known artwork (artwork.hpp) away from the rectified board before it is read.
#include <opencv2/core.hpp>

#include "rectified_board.hpp"

namespace starsight::vision {

// `ink` as BlankArtwork::ink, `white` this photo's printed-star level. The art is taken away a little wider than
// measured: the two photos' rectifications differ by a unit or so.
void remove_artwork(RectifiedBoard& rect, const cv::Mat& ink, double white);

}  // namespace starsight::vision
