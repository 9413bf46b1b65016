#pragma once
// A player's white dry-erase marker on the flat board: the state's lines,
// shooting stars and power objects, optional numbers in the score circles, and
// faint ghosts of erased earlier games. Everything goes into single-channel
// coverage layers at the flat board's scale.
#include <cstdint>

#include <opencv2/core.hpp>

#include "starsight/board.hpp"
#include "starsight/score.hpp"
#include "starsight/state.hpp"

namespace starsight::render {

struct MarkerStyle {
  double width = 8;      // stroke width, template units
  double streak = 0.3;   // 0..1
  double gaps = 0.2;     // dry gaps per 100 units
  double wobble = 0.6;   // template units
  double bow = 1.5;      // typical sideways bulge of a line, template units
  double end_error = 4;  // typical over/undershoot of a line's ends, template units
  double retrace = 0.1;  // chance that a line is gone over twice
  double density = 0.95;
  cv::Scalar colour{238, 242, 244};  // BGR of full coverage
};

// A marker for one photo: `width` as a fraction of the board width.
MarkerStyle pick_marker(std::uint64_t seed, double width_fraction);

// The state's drawing. Each line, shooting star and object has its own random
// stream (from `seed` and what it is), so adding one thing changes nothing else.
void draw_state(cv::Mat& ink, double scale, const State& state, const MarkerStyle& m, std::uint64_t seed);

// Ticks in the check circles and numbers in the category and total circles.
void draw_score_numbers(cv::Mat& ink, double scale, const Score& score, const MarkerStyle& m, std::uint64_t seed);

// Smeared traces of an earlier, erased game.
void draw_ghosts(cv::Mat& ghost, double scale, const Board& board, std::uint64_t seed);

// board = board + (colour - board) * coverage; `ghost_strength` scales the ghost layer.
void apply_ink(cv::Mat& board_bgr, const cv::Mat& ink, const cv::Mat& ghost, cv::Scalar colour, double ghost_strength);

}  // namespace starsight::render
