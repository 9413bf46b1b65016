#include "shadows.hpp"

#include <algorithm>
#include <array>
#include <vector>

#include "point_reader.hpp"
#include "template_geometry.hpp"

namespace starsight::vision {
namespace {

// The stars round a point: the lattice points within kAround steps either way that are inside the arch on every
// board, whose upper peaks (the kStarShare quantile: most are printed stars, a few art, planets or lines) are
// the local white level.
constexpr int kAround = 2;
constexpr double kStarShare = 0.75;
// Stars round a point at less than kLiftBelow of the white level are lifted to it (no further: ordinary
// unevenness of light is the features' own, and the models learnt it); by at most kMostLift (noise and the
// ghosts of erased lines are lifted too). Stars at less than kSeenAbove are not seen: a cover, not a shade. (Dev
// hard 5000 x150: exact state 68.0 -> 69.3 %, 5004 and 5071, lines dimmed by light falling off; 4 more lines
// read, at 0.5-0.9, in 3 photos already wrong under covers and glare; lifting to 0.6 only fixed 5071, and by up
// to 2.5 read 2 lines more. Dev normal 200: unchanged but for one such line.)
constexpr double kLiftBelow = 0.8, kMostLift = 1.6, kSeenAbove = 0.4;

// The lift at each lattice point (1: none), rows as the lattice's.
std::array<double, kPointCount> point_lifts(const std::array<double, kPointCount>& peaks, double white) {
  std::array<double, kPointCount> lift{};
  std::vector<double> around;
  for (int i = 0; i < kPointCount; ++i) {
    const Point p = point_at(i);
    around.clear();
    for (int dy = -kAround; dy <= kAround; ++dy)
      for (int dx = -kAround; dx <= kAround; ++dx) {
        const Point q{p.x + dx, p.y + dy};
        if (in_lattice(q) && inside_every_arch(q)) around.push_back(peaks[static_cast<std::size_t>(point_index(q))]);
      }
    const auto k = static_cast<std::size_t>(kStarShare * static_cast<double>(around.size() - 1));
    std::nth_element(around.begin(), around.begin() + static_cast<std::ptrdiff_t>(k), around.end());
    const double level = around[k] / white;
    lift[static_cast<std::size_t>(i)] = level < kSeenAbove ? 1 : std::clamp(kLiftBelow / level, 1.0, kMostLift);
  }
  return lift;
}

}  // namespace

void lift_shadows(RectifiedBoard& r, const BoardGeometry& g, const std::array<double, kPointCount>& peaks,
                  double white) {
  const std::array<double, kPointCount> lift = point_lifts(peaks, white);
  if (std::all_of(lift.begin(), lift.end(), [](double v) { return v == 1; })) return;
  // Bilinear between the lattice's points, held at its edge beyond them: first along each lattice row for every
  // column, then between the two rows round each pixel row (a few operations a pixel, the rows vectorised).
  const double s = r.scale;
  const int cols = r.tophat.cols;
  std::vector<std::vector<float>> along_row(kLatticeHeight, std::vector<float>(static_cast<std::size_t>(cols)));
  for (int x = 0; x < cols; ++x) {
    const double lx = std::clamp((x / s - g.u0) / g.du, 0.0, kLatticeWidth - 1.0);
    const int x0 = std::min(static_cast<int>(lx), kLatticeWidth - 2);
    const double fx = lx - x0;
    for (int j = 0; j < kLatticeHeight; ++j) {
      const double left = lift[static_cast<std::size_t>(point_index({x0, j}))],
                   right = lift[static_cast<std::size_t>(point_index({x0 + 1, j}))];
      along_row[static_cast<std::size_t>(j)][static_cast<std::size_t>(x)] =
          static_cast<float>(left + (right - left) * fx);
    }
  }
  const int sky_rows = std::min(r.tophat.rows, static_cast<int>(kSkyBottom * s));
  for (int y = 0; y < sky_rows; ++y) {
    const double ly = std::clamp((g.v0 - y / s) / g.dv, 0.0, kLatticeHeight - 1.0);
    const int y0 = std::min(static_cast<int>(ly), kLatticeHeight - 2);
    const auto fy = static_cast<float>(ly - y0);
    const float* low = along_row[static_cast<std::size_t>(y0)].data();
    const float* high = along_row[static_cast<std::size_t>(y0 + 1)].data();
    float* row = r.tophat.ptr<float>(y);
    for (int x = 0; x < cols; ++x) row[x] *= low[x] + (high[x] - low[x]) * fy;
  }
  r.tophat_changed();
}

}  // namespace starsight::vision
