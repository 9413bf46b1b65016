#pragma once
// Tells which of the 8 boards the photo shows from what it shows at each
// lattice point (star, planet, no star, a line ending there) and the printed
// lines, tolerant of the stars and planets a player added with powers.
#include <array>

#include "starsight/board.hpp"
#include "starsight/lattice.hpp"

namespace starsight::vision {

struct BoardIdentity {
  int board = 0;
  int runner_up = 0;
  double margin = 0;  // log-likelihood of board minus runner-up
  double p = 0;       // posterior probability of `board` (uniform prior)
  double fit = 0;     // how well `board` explains the photo: mean log-likelihood per lattice point on it
};

// star_p / mark_p: a star glyph / a hand-drawn mark at each point; line_p: a line on each segment.
BoardIdentity identify_board(const std::array<double, kPointCount>& star_p,
                             const std::array<double, kPointCount>& mark_p,
                             const std::array<double, kSegmentCount>& line_p);

// How many of the lattice points the board's arch cuts off (none of the 8 boards has anything there) show a star
// (star_p over 0.5): a board's lattice shows none or a few (clutter beside the arch); a regular pattern of dots the
// lattice was fitted to (a dotted cloth) runs on past the arch and shows them all.
int stars_past_the_arch(const Board& board, const std::array<double, kPointCount>& star_p);

}  // namespace starsight::vision
