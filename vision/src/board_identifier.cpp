#include "board_identifier.hpp"

#include <algorithm>
#include <cmath>

namespace starsight::vision {
namespace {

// How often a line read at a printed planet really ends there: no line may (a planet is not a star), yet 3 of 900
// planets in 300 normal dev photos (seeds 66700..66999) and 8 of 882 in 300 hard ones (47300..47599) had lines read
// ending on them summing 0.9 or more. A mark with a line ending at it is most often a shooting star's head or an
// object on a constellation's star: 399 of 509 marks on stars in those normal photos (78 %), 347 of 459 on hard.
constexpr double kLineAtPlanet = 0.02;

// The probability that a line is drawn to `p`, its segments' readings taken as independent.
double line_ends_at(Point p, const std::array<double, kSegmentCount>& line_p) {
  double none = 1;
  for (SegmentId id : segments_at(p)) none *= 1 - line_p[static_cast<std::size_t>(id)];
  return 1 - none;
}

}  // namespace

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
        // A line ending at a mark tells a star with a shooting star's head or an object from a planet (dev normal
        // 66295: board 6's star (1,2), holding a shooting star's head, was taken for board 4's planet there).
        case PointKind::Planet: {
          const double ends = line_ends_at(point_at(i), line_p);
          like = (0.95 * pm + 0.05 * (1 - pm) * (1 - ps)) * ((1 - ends) + ends * kLineAtPlanet);
          break;
        }
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
