#pragma once
// Where the star grid's spots lie: the spot nearest a point, and each spot's nearest neighbours.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <tuple>
#include <vector>

#include <opencv2/core.hpp>

#include "star_grid.hpp"

namespace starsight::vision {

// Spots by grid cell, for finding the one near a point: among the spots in the 3 x 3 cells of side `cell` about
// the point's, the nearest within a tolerance, ties going to the first in those cells row by row (each cell's spots in
// order). The spots are looked for among finer cells, over the tolerance's reach alone (the star grid asks this
// millions of times in a picture of stars), and distances compared as their squares where those settle it, as
// cv::norm gives them where the two are within rounding of each other.
class SpotIndex {
 public:
  SpotIndex(const std::vector<StarSpot>& spots, cv::Size size, int cell)
      : spots_(spots),
        cell_(cell),
        fine_(std::max(4, cell / 3)),
        cols_(size.width / fine_ + 1),
        rows_(size.height / fine_ + 1) {
    cells_.resize(static_cast<std::size_t>(cols_ * rows_));
    for (std::size_t i = 0; i < spots.size(); ++i)
      cells_[static_cast<std::size_t>(static_cast<int>(spots[i].p.y) / fine_ * cols_ +
                                      static_cast<int>(spots[i].p.x) / fine_)]
          .push_back(static_cast<int>(i));
  }

  // The spot nearest `p` within `tolerance`, or -1.
  int near(cv::Point2d p, double tolerance) const {
    int best = -1;
    double bd = tolerance, bd2 = tolerance * tolerance;
    each_spot_around(p, tolerance, [&](int k, double d2) {
      if (d2 > bd2 * (1 + 1e-9)) return false;
      const double d = std::sqrt(d2);  // cv::norm's
      if (d < bd || (d == bd && best >= 0 && first_of(k, best))) bd = d, bd2 = d * d, best = k;
      return false;
    });
    return best;
  }
  // Whether some spot lies within `tolerance` of `p` (near(p, tolerance) >= 0).
  bool any_near(cv::Point2d p, double tolerance) const {
    const double t2 = tolerance * tolerance;
    return each_spot_around(p, tolerance, [&](int, double d2) {
      return d2 < t2 * (1 - 1e-9) || (d2 <= t2 * (1 + 1e-9) && std::sqrt(d2) < tolerance);
    });
  }

 private:
  cv::Point coarse(int k) const {
    const cv::Point2d q = spots_[static_cast<std::size_t>(k)].p;
    return {static_cast<int>(q.x) / cell_, static_cast<int>(q.y) / cell_};
  }
  // Whether spot `a` comes before spot `b` in the 3 x 3 cells' order.
  bool first_of(int a, int b) const {
    const cv::Point ca = coarse(a), cb = coarse(b);
    return std::tie(ca.y, ca.x, a) < std::tie(cb.y, cb.x, b);
  }
  // Calls `f(spot, squared distance to p)` for the spots within `reach` of `p` (and some beyond) in the 3 x 3 cells
  // about its, until it returns true; whether one did.
  template <class F>
  bool each_spot_around(cv::Point2d p, double reach, F&& f) const {
    if (!(std::abs(p.x) < 1e6 && std::abs(p.y) < 1e6)) return false;
    const int cx = static_cast<int>(std::floor(p.x / cell_)), cy = static_cast<int>(std::floor(p.y / cell_));
    const int x0 = std::max(0, static_cast<int>(std::floor((p.x - reach) / fine_)));
    const int x1 = std::min(cols_ - 1, static_cast<int>(std::floor((p.x + reach) / fine_)));
    const int y0 = std::max(0, static_cast<int>(std::floor((p.y - reach) / fine_)));
    const int y1 = std::min(rows_ - 1, static_cast<int>(std::floor((p.y + reach) / fine_)));
    for (int y = y0; y <= y1; ++y)
      for (int x = x0; x <= x1; ++x)
        for (int k : cells_[static_cast<std::size_t>(y * cols_ + x)]) {
          const cv::Point c = coarse(k);
          if (std::abs(c.x - cx) > 1 || std::abs(c.y - cy) > 1) continue;
          const cv::Point2d v = spots_[static_cast<std::size_t>(k)].p - p;
          if (f(k, v.x * v.x + v.y * v.y)) return true;
        }
    return false;
  }

  const std::vector<StarSpot>& spots_;
  int cell_, fine_, cols_, rows_;
  std::vector<std::vector<int>> cells_;
};

// The offsets from each spot to its `count` nearest neighbours at least `nearest` pixels away (one of each opposite
// pair, pointing right or straight down), spot by spot, nearest first, ties by index. `spots` lie on whole pixels in an
// image of `size`.
std::vector<std::vector<cv::Point2d>> neighbour_offsets(const std::vector<StarSpot>& spots, cv::Size size,
                                                        std::size_t count, double nearest);

}  // namespace starsight::vision
