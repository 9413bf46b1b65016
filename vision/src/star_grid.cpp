#include "star_grid.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <utility>

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include "starsight/lattice.hpp"

#include "area_shrink.hpp"

namespace starsight::vision {
namespace {

// Stars are looked for at about this long side: a small board's stars still span a few pixels.
constexpr int kWorkLongSide = 900;
constexpr int kMaxSpots = 1500;
constexpr std::size_t kSeeds = 6;
// A board filling a third of the frame still has a lattice pitch of about 18 pixels at that size; spots
// closer than this are noise, texture or the same drawing.
constexpr double kMinPitch = 11;

struct Spot {
  cv::Point2d p;
  float peak = 0;
};

std::vector<Spot> bright_spots(const cv::Mat& small) {
  cv::Mat background, tophat;
  cv::morphologyEx(small, background, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(7, 7)));
  cv::subtract(small, background, tophat);
  cv::Mat smooth;
  cv::GaussianBlur(tophat, smooth, cv::Size(3, 3), 0);
  cv::Mat dilated;
  cv::dilate(smooth, dilated, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(5, 5)));
  std::vector<Spot> spots;
  for (int y = 2; y < smooth.rows - 2; ++y) {
    const unsigned char* s = smooth.ptr<unsigned char>(y);
    const unsigned char* d = dilated.ptr<unsigned char>(y);
    for (int x = 2; x < smooth.cols - 2; ++x)
      if (s[x] >= 8 && s[x] == d[x])
        spots.push_back({{static_cast<double>(x), static_cast<double>(y)}, static_cast<float>(s[x])});
  }
  // The typical bright spot sets the bar (a dim photo has dim stars); the faint ones are noise and texture.
  if (spots.size() < 30) return {};
  std::vector<float> peaks;
  for (const Spot& s : spots) peaks.push_back(s.peak);
  std::sort(peaks.begin(), peaks.end());
  const float bar = std::max(8.f, 0.35f * peaks[peaks.size() * 99 / 100]);
  std::vector<Spot> kept;
  for (const Spot& s : spots)
    if (s.peak >= bar) kept.push_back(s);
  if (kept.size() > kMaxSpots) {
    std::nth_element(kept.begin(), kept.begin() + kMaxSpots, kept.end(),
                     [](const Spot& a, const Spot& b) { return a.peak > b.peak; });
    kept.resize(kMaxSpots);
  }
  return kept;
}

// The spot nearest `p` within `tolerance`, or -1.
int spot_near(const std::vector<Spot>& spots, const std::vector<std::vector<int>>& cells, int cell, int cols, int rows,
              cv::Point2d p, double tolerance) {
  const int cx = static_cast<int>(p.x) / cell, cy = static_cast<int>(p.y) / cell;
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

// The two grid steps most spots share with a neighbour: the mode of the neighbour offsets.
bool grid_steps(const std::vector<Spot>& spots, cv::Point2d& a1, cv::Point2d& a2) {
  std::vector<cv::Point2d> offsets;
  for (std::size_t i = 0; i < spots.size(); ++i) {
    std::array<std::pair<double, std::size_t>, 4> nearest;
    nearest.fill({1e18, 0});
    for (std::size_t j = 0; j < spots.size(); ++j) {
      const double d = cv::norm(spots[j].p - spots[i].p);
      if (j == i || d < kMinPitch) continue;
      if (d < nearest.back().first) {
        nearest.back() = {d, j};
        std::sort(nearest.begin(), nearest.end());
      }
    }
    for (const auto& [d, j] : nearest) {
      if (d > 1e17 || d < kMinPitch) continue;
      cv::Point2d v = spots[j].p - spots[i].p;
      if (v.x < 0 || (v.x == 0 && v.y < 0)) v = -v;  // one of each opposite pair
      offsets.push_back(v);
    }
  }
  if (offsets.size() < 40) return false;
  auto mode = [&](auto&& allowed, cv::Point2d& out) {
    std::size_t best_count = 0;
    const std::size_t stride = std::max<std::size_t>(1, offsets.size() / 400);
    for (std::size_t i = 0; i < offsets.size(); i += stride) {
      const cv::Point2d c = offsets[i];
      if (!allowed(c)) continue;
      std::size_t count = 0;
      cv::Point2d sum(0, 0);
      for (const cv::Point2d& v : offsets)
        if (cv::norm(v - c) < 0.2 * cv::norm(c)) ++count, sum += v;
      if (count > best_count) best_count = count, out = sum * (1.0 / static_cast<double>(count));
    }
    return best_count >= 15;
  };
  if (!mode([](cv::Point2d) { return true; }, a1)) return false;
  const double l1 = cv::norm(a1);
  return mode(
      [&](cv::Point2d c) {
        const double l = cv::norm(c);
        const double cosine = std::abs(c.dot(a1)) / (l * l1);
        return cosine < 0.6 && l > 0.6 * l1 && l < 1.6 * l1;
      },
      a2);
}

}  // namespace

std::vector<cv::Matx33d> star_grid_candidates(const cv::Mat& gray, const BoardGeometry& g, int max_count) {
  const double k = std::min(1.0, static_cast<double>(kWorkLongSide) / std::max(gray.cols, gray.rows));
  const cv::Mat small = k < 1 ? shrink_by_area(gray, k) : gray;
  const std::vector<Spot> spots = bright_spots(small);
  cv::Point2d a1, a2;
  const bool steps_ok = spots.size() >= 30 && grid_steps(spots, a1, a2);
  if (!steps_ok) return {};
  // The grid's (i, j) must turn like the lattice's (x, y) (y up, image y down): a photo is never mirrored.
  if (a1.x * a2.y - a1.y * a2.x > 0) a2 = -a2;

  // Follow the grid from spot to spot, with the steps measured locally (perspective changes them).
  const int cell = std::max(4, static_cast<int>(std::max(cv::norm(a1), cv::norm(a2))));
  const int cols = small.cols / cell + 1, rows = small.rows / cell + 1;
  std::vector<std::vector<int>> cells(static_cast<std::size_t>(cols * rows));
  for (std::size_t i = 0; i < spots.size(); ++i)
    cells[static_cast<std::size_t>(static_cast<int>(spots[i].p.y) / cell * cols +
                                   static_cast<int>(spots[i].p.x) / cell)]
        .push_back(static_cast<int>(i));
  // Seeds: the brightest spots with grid neighbours on all four sides; the largest grid grown wins.
  std::vector<std::pair<float, int>> seeds;
  for (std::size_t i = 0; i < spots.size(); ++i) {
    int n = 0;
    for (const cv::Point2d step : {a1, -a1, a2, -a2})
      n += spot_near(spots, cells, cell, cols, rows, spots[i].p + step, 0.25 * cv::norm(step)) >= 0;
    if (n == 4) seeds.emplace_back(-spots[i].peak, static_cast<int>(i));
  }
  std::sort(seeds.begin(), seeds.end());
  if (seeds.size() > kSeeds) seeds.resize(kSeeds);
  struct Node {
    cv::Point2d p, s1, s2;  // position and the local steps
  };
  std::map<std::pair<int, int>, Node> grid;
  for (const auto& [unused_peak, seed] : seeds) {
    std::map<std::pair<int, int>, Node> g2;
    std::vector<std::pair<int, int>> queue{{0, 0}};
    g2[{0, 0}] = {spots[static_cast<std::size_t>(seed)].p, a1, a2};
    std::vector<bool> used(spots.size(), false);
    used[static_cast<std::size_t>(seed)] = true;
    for (std::size_t q = 0; q < queue.size() && g2.size() < 200; ++q) {
      const auto [i, j] = queue[q];
      const Node n = g2[{i, j}];
      for (const auto& [di, dj] : std::array<std::pair<int, int>, 12>{{{1, 0},
                                                                       {-1, 0},
                                                                       {0, 1},
                                                                       {0, -1},
                                                                       {1, 1},
                                                                       {1, -1},
                                                                       {-1, 1},
                                                                       {-1, -1},
                                                                       {2, 0},
                                                                       {-2, 0},
                                                                       {0, 2},
                                                                       {0, -2}}}) {
        const std::pair<int, int> key{i + di, j + dj};
        if (g2.count(key)) continue;
        const cv::Point2d step = n.s1 * di + n.s2 * dj;
        const int f =
            spot_near(spots, cells, cell, cols, rows, n.p + step, 0.3 * std::min(cv::norm(n.s1), cv::norm(n.s2)));
        if (f < 0 || used[static_cast<std::size_t>(f)]) continue;
        used[static_cast<std::size_t>(f)] = true;
        Node m{spots[static_cast<std::size_t>(f)].p, n.s1, n.s2};
        if (di == 0 || dj == 0) {
          const cv::Point2d seen = (m.p - n.p) * (1.0 / std::max(std::abs(di), std::abs(dj)));
          if (di != 0) m.s1 = (di > 0 ? seen : -seen) * 0.5 + n.s1 * 0.5;
          if (dj != 0) m.s2 = (dj > 0 ? seen : -seen) * 0.5 + n.s2 * 0.5;
        }
        g2[key] = m;
        queue.push_back(key);
      }
    }
    if (g2.size() > grid.size()) grid = std::move(g2);
  }
  if (grid.size() < 30) return {};
  std::vector<cv::Point2f> idx, pos;
  for (const auto& [key, n] : grid) {
    idx.emplace_back(static_cast<float>(key.first), static_cast<float>(key.second));
    pos.emplace_back(static_cast<float>(n.p.x), static_cast<float>(n.p.y));
  }
  std::vector<unsigned char> inliers;
  const cv::Mat hm = cv::findHomography(idx, pos, cv::RANSAC, 0.2 * std::min(cv::norm(a1), cv::norm(a2)), inliers);
  if (hm.empty()) return {};
  const cv::Matx33d photo_from_grid(hm);
  std::vector<cv::Point> cellsets;
  for (std::size_t t = 0; t < idx.size(); ++t)
    if (inliers[t]) cellsets.emplace_back(static_cast<int>(idx[t].x), static_cast<int>(idx[t].y));
  if (cellsets.size() < 25) return {};

  // Lay the grid onto the lattice: a quarter turn and an offset; score by stars where boards have stars.
  std::array<int, kPointCount> star_boards{};
  for (const Board& b : boards())
    for (int i = 0; i < kPointCount; ++i)
      star_boards[static_cast<std::size_t>(i)] += b.kind(point_at(i)) == PointKind::Star;
  auto turn = [](cv::Point c, int t) -> cv::Point {
    switch (t) {
      case 1:
        return {-c.y, c.x};
      case 2:
        return {-c.x, -c.y};
      case 3:
        return {c.y, -c.x};
      default:
        return c;
    }
  };
  struct Lay {
    int t;
    cv::Point offset;
    double score;
  };
  std::vector<Lay> lays;
  for (int t = 0; t < 4; ++t) {
    int x0 = 1 << 20, x1 = -(1 << 20), y0 = 1 << 20, y1 = -(1 << 20);
    for (const cv::Point c : cellsets) {
      const cv::Point r = turn(c, t);
      x0 = std::min(x0, r.x), x1 = std::max(x1, r.x), y0 = std::min(y0, r.y), y1 = std::max(y1, r.y);
    }
    for (int ox = -x1 - 1; ox <= kLatticeWidth - x0; ++ox)
      for (int oy = -y1 - 1; oy <= kLatticeHeight - y0; ++oy) {
        double score = 0;
        for (const cv::Point c : cellsets) {
          const cv::Point r = turn(c, t) + cv::Point(ox, oy);
          const bool inside = r.x >= 0 && r.y >= 0 && r.x < kLatticeWidth && r.y < kLatticeHeight;
          score += inside && star_boards[static_cast<std::size_t>(point_index({r.x, r.y}))] >= 4 ? 1 : -1;
        }
        lays.push_back({t, {ox, oy}, score});
      }
  }
  std::sort(lays.begin(), lays.end(), [](const Lay& a, const Lay& b) { return a.score > b.score; });
  std::vector<cv::Matx33d> out;
  for (const Lay& lay : lays) {
    if (static_cast<int>(out.size()) >= max_count) break;
    // template -> lattice (x, y) -> grid (i, j) (undo the offset and the turn) -> photo -> `gray`.
    const cv::Matx33d lattice_from_template(1 / g.du, 0, -g.x_of(0) / g.du, 0, -1 / g.dv, g.y_of(0) / g.dv, 0, 0, 1);
    const cv::Matx33d unshift(1, 0, -lay.offset.x, 0, 1, -lay.offset.y, 0, 0, 1);
    const cv::Point ex = turn({1, 0}, (4 - lay.t) % 4), ey = turn({0, 1}, (4 - lay.t) % 4);
    const cv::Matx33d unturn(ex.x, ey.x, 0, ex.y, ey.y, 0, 0, 0, 1);
    const cv::Matx33d to_gray(1 / k, 0, 0, 0, 1 / k, 0, 0, 0, 1);
    out.push_back(to_gray * photo_from_grid * unturn * unshift * lattice_from_template);
  }
  return out;
}

}  // namespace starsight::vision
