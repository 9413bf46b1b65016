// The star grid's spot lookups against brute force: the spot nearest a point, and each spot's nearest neighbours,
// exactly as a scan of the spots finds them, ties included (a regular grid of spots is full of equal distances).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <random>
#include <utility>
#include <vector>

#include "../../vision/src/spot_index.hpp"

namespace starsight::vision {
namespace {

// The nearest spot within `tolerance` of `p` among the 3 x 3 cells of side `cell` about p's, the first found in
// those cells row by row winning ties: the scan the index answers for.
int scanned_near(const std::vector<StarSpot>& spots, cv::Size size, int cell, cv::Point2d p, double tolerance) {
  const int cols = size.width / cell + 1, rows = size.height / cell + 1;
  std::vector<std::vector<int>> cells(static_cast<std::size_t>(cols * rows));
  for (std::size_t i = 0; i < spots.size(); ++i)
    cells[static_cast<std::size_t>(static_cast<int>(spots[i].p.y) / cell * cols +
                                   static_cast<int>(spots[i].p.x) / cell)]
        .push_back(static_cast<int>(i));
  const int cx = static_cast<int>(std::floor(p.x / cell)), cy = static_cast<int>(std::floor(p.y / cell));
  int best = -1;
  double bd = tolerance;
  for (int y = cy - 1; y <= cy + 1; ++y)
    for (int x = cx - 1; x <= cx + 1; ++x) {
      if (x < 0 || y < 0 || x >= cols || y >= rows) continue;
      for (int k : cells[static_cast<std::size_t>(y * cols + x)]) {
        const double d = cv::norm(spots[static_cast<std::size_t>(k)].p - p);
        if (d < bd) bd = d, best = k;
      }
    }
  return best;
}

// Every pair looked at, the `count` nearest kept as they come.
std::vector<std::vector<cv::Point2d>> scanned_neighbours(const std::vector<StarSpot>& spots, std::size_t count,
                                                         double nearest) {
  std::vector<std::vector<cv::Point2d>> out(spots.size());
  for (std::size_t i = 0; i < spots.size(); ++i) {
    std::vector<std::pair<double, std::size_t>> kept(count, {1e36, 0});
    for (std::size_t j = 0; j < spots.size(); ++j) {
      const cv::Point2d v = spots[j].p - spots[i].p;
      const double d2 = v.dot(v);
      if (j == i || d2 < nearest * nearest) continue;
      if (d2 < kept.back().first) {
        kept.back() = {d2, j};
        std::sort(kept.begin(), kept.end());
      }
    }
    for (const auto& [d2, j] : kept) {
      if (d2 == 1e36) continue;
      cv::Point2d v = spots[j].p - spots[i].p;
      if (v.x < 0 || (v.x == 0 && v.y < 0)) v = -v;
      out[i].push_back(v);
    }
  }
  return out;
}

const cv::Size kSize(900, 700);

// Spots on whole pixels: scattered at random, or on a slanted regular grid with a few missing and a few extra.
std::vector<StarSpot> spots_of(int kind, std::mt19937& rng) {
  std::vector<StarSpot> spots;
  if (kind == 0) {
    std::uniform_int_distribution<int> x(2, kSize.width - 3), y(2, kSize.height - 3);
    for (int i = 0; i < 1500; ++i) spots.push_back({{double(x(rng)), double(y(rng))}, 10, 0});
  } else {
    std::uniform_real_distribution<double> u(0, 1);
    for (int i = -40; i < 40; ++i)
      for (int j = -40; j < 40; ++j) {
        const double x = 450 + 22 * i + 5 * j, y = 350 - 5 * i + 22 * j;
        if (x < 2 || y < 2 || x > kSize.width - 3 || y > kSize.height - 3 || u(rng) < 0.1) continue;
        spots.push_back({{std::round(x), std::round(y)}, 10, 0});
      }
    std::shuffle(spots.begin(), spots.end(), rng);
  }
  return spots;
}

TEST(SpotIndex, FindsTheSpotAScanOfItsCellsFinds) {
  std::mt19937 rng(7);
  for (int kind = 0; kind < 2; ++kind) {
    const std::vector<StarSpot> spots = spots_of(kind, rng);
    for (const int cell : {9, 13, 26, 40}) {
      const SpotIndex index(spots, kSize, cell);
      std::uniform_int_distribution<std::size_t> pick(0, spots.size() - 1);
      std::uniform_real_distribution<double> step(-30, 30);
      int found = 0;
      for (int q = 0; q < 4000; ++q) {
        // Half the queries on whole and half pixels, where spots lie at equal distances.
        const cv::Point2d from = spots[pick(rng)].p;
        const cv::Point2d p = q % 2 ? from + cv::Point2d(step(rng), step(rng))
                                    : from + cv::Point2d(std::round(step(rng)) / 2, std::round(step(rng)) / 2);
        // Up to a cell, as the star grid asks; beyond it, still only the 3 x 3 cells.
        const double tolerance = q % 5 == 0 ? 1.5 * cell : q % 3 == 0 ? cell : 0.3 * cell + q % 7;
        const int want = scanned_near(spots, kSize, cell, p, tolerance);
        ASSERT_EQ(index.near(p, tolerance), want) << "kind " << kind << " cell " << cell << " query " << q;
        ASSERT_EQ(index.any_near(p, tolerance), want >= 0);
        found += want >= 0;
      }
      EXPECT_GT(found, 1000);  // the queries find spots, not only nothing
    }
  }
}

TEST(SpotIndex, FindsTheNeighboursAScanOfEveryPairFinds) {
  std::mt19937 rng(11);
  for (int kind = 0; kind < 2; ++kind) {
    std::vector<StarSpot> spots = spots_of(kind, rng);
    spots.resize(std::min<std::size_t>(spots.size(), 900));
    for (const double nearest : {0.0, 11.0, 30.0})
      EXPECT_EQ(neighbour_offsets(spots, kSize, 10, nearest), scanned_neighbours(spots, 10, nearest))
          << "kind " << kind << " nearest " << nearest;
  }
  // Fewer spots than neighbours asked for: every other spot.
  const std::vector<StarSpot> few{{{10, 10}, 1, 0}, {{500, 20}, 1, 0}, {{890, 690}, 1, 0}};
  EXPECT_EQ(neighbour_offsets(few, kSize, 10, 11), scanned_neighbours(few, 10, 11));
  EXPECT_EQ(neighbour_offsets(few, kSize, 10, 11)[0].size(), 2u);
}

}  // namespace
}  // namespace starsight::vision
