#include "board_identifier.hpp"

#include <algorithm>
#include <cmath>

namespace starsight::vision {

BoardIdentity identify_board(const std::array<double, kPointCount>& star_p,
                             const std::array<double, kPointCount>& mark_p,
                             const std::array<double, kSegmentCount>& line_p) {
  std::array<double, kBoardCount> ll{};
  std::array<int, kBoardCount> counted{};
  for (int b = 0; b < kBoardCount; ++b) {
    const Board& board = boards()[static_cast<std::size_t>(b)];
    double sum = 0;
    for (int i = 0; i < kPointCount; ++i) {
      const auto k = static_cast<std::size_t>(i);
      const double ps = star_p[k], pm = mark_p[k];
      double like = 1;
      switch (board.kind(point_at(i))) {
        case PointKind::Outside:
          continue;
        // A star may be covered by a player's mark (planet power, objects).
        case PointKind::Star:
          like = 0.85 * ps * (1 - pm) + 0.15 * pm;
          break;
        case PointKind::Planet:
          like = 0.95 * pm + 0.05 * (1 - pm) * (1 - ps);
          break;
        // An artwork point may hold an added star (new-stars power); art may look a little like one.
        case PointKind::Artwork:
          like = 0.8 * (1 - ps) + 0.2 * ps;
          break;
        case PointKind::SunriseArt:
          like = 0.9 * (1 - ps) + 0.1 * ps;
          break;
      }
      sum += std::log(std::max(like, 1e-6));
      ++counted[static_cast<std::size_t>(b)];
    }
    for (SegmentId id : board.printed_lines) sum += std::log(0.97 * line_p[static_cast<std::size_t>(id)] + 0.03);
    ll[static_cast<std::size_t>(b)] = sum;
  }
  BoardIdentity out;
  std::array<int, kBoardCount> order{};
  for (int b = 0; b < kBoardCount; ++b) order[static_cast<std::size_t>(b)] = b;
  std::sort(order.begin(), order.end(),
            [&](int a, int b) { return ll[static_cast<std::size_t>(a)] > ll[static_cast<std::size_t>(b)]; });
  out.board = order[0] + 1;
  out.runner_up = order[1] + 1;
  out.margin = ll[static_cast<std::size_t>(order[0])] - ll[static_cast<std::size_t>(order[1])];
  double z = 0;
  for (double l : ll) z += std::exp(l - ll[static_cast<std::size_t>(order[0])]);
  out.p = 1 / z;
  out.fit = ll[static_cast<std::size_t>(order[0])] / std::max(1, counted[static_cast<std::size_t>(order[0])]);
  return out;
}

int stars_past_the_arch(const Board& board, const std::array<double, kPointCount>& star_p) {
  int n = 0;
  for (int i = 0; i < kPointCount; ++i)
    n += board.kind(point_at(i)) == PointKind::Outside && star_p[static_cast<std::size_t>(i)] > 0.5;
  return n;
}

}  // namespace starsight::vision
