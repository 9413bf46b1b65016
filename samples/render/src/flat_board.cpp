#include "flat_board.hpp"

#include <opencv2/imgproc.hpp>

#include "board_art.hpp"
#include "marker.hpp"
#include "random.hpp"

namespace starsight::render {

cv::Mat draw_flat_board(const State& state, const Score& score, const Plan& plan, std::uint64_t seed, double scale) {
  const Board& b = board(state.board);
  cv::Mat img = draw_printed_board(b, scale, plan.art_variant, plan.art_style);
  const MarkerStyle m = pick_marker(derive_seed(seed, "marker-style"), plan.params.marker_width);
  cv::Mat ink = cv::Mat::zeros(img.size(), CV_8U);
  draw_state(ink, scale, state, m, derive_seed(seed, "drawing"));
  if (plan.params.score_numbers) draw_score_numbers(ink, scale, score, m, derive_seed(seed, "numbers"));
  cv::Mat ghost;
  if (plan.params.ghosts) {
    // Ghosts are soft: draw them at a quarter of the resolution.
    const double gs = scale / 4;
    ghost = cv::Mat::zeros(board_pixels(gs), CV_8U);
    draw_ghosts(ghost, gs, b, derive_seed(seed, "ghosts"));
    cv::resize(ghost, ghost, img.size(), 0, 0, cv::INTER_LINEAR);
  }
  apply_ink(img, ink, ghost, m.colour, plan.ghost_strength);
  cv::Mat mask = board_mask(scale);
  img.setTo(cv::Scalar::all(0), mask == 0);
  return img;
}

cv::Mat render_board(const State& state, const RenderOptions& options, double scale) {
  const Plan plan = make_plan(options);
  return draw_flat_board(state, score(state), plan, options.seed, scale);
}

}  // namespace starsight::render
