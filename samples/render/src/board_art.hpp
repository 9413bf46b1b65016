#pragma once
// The printed board, drawn procedurally from its template: the night sky with
// stars, planets, printed lines, speckle and line-art illustrations over the
// artwork points, the people at the bottom, the patterned band, the score panel
// and the sun-rise marks. No marker.
#include <cstdint>

#include <opencv2/core.hpp>

#include "starsight/board.hpp"
#include "starsight/render/render.hpp"

namespace starsight::render {

// `scale` pixels per template unit; `variant` picks one of a few renditions of
// the artwork in `style` (the printed facts never change).
cv::Mat draw_printed_board(const Board& board, double scale, int variant, ArtStyle style = ArtStyle::Animals);

// The size of the flat image at `scale`.
cv::Size board_pixels(double scale);

// Radius of a printed lattice star's points, template units.
inline constexpr double kStarRadius = 7.5;

}  // namespace starsight::render
