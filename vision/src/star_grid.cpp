#include "star_grid.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <utility>

#include <opencv2/imgproc.hpp>

#include "starsight/lattice.hpp"

#include "area_shrink.hpp"
#include "lattice_ransac.hpp"
#include "spot_index.hpp"
#include "template_geometry.hpp"

namespace starsight::vision {
namespace {

// Stars are looked for at about this long side: a small board's stars still span a few pixels.
constexpr int kWorkLongSide = 900;
constexpr std::size_t kMaxSpots = 1500;
// Two boards' stars with room for bright clutter: the spots searched alone when a texture overflows kMaxSpots.
constexpr std::size_t kStrongest = 300;
constexpr std::size_t kSeeds = 8;
// A board filling a third of the frame still has a lattice pitch of about 18 pixels at that size; spots
// closer than this are noise, texture or the same drawing.
constexpr double kMinPitch = 11;
// Neighbour offsets gathered per spot, and how many of their most common ones are tried as a grid step.
constexpr std::size_t kNeighbours = 10;
constexpr int kStepModes = 8;
// RANSAC draws for a grid's homography: most of a grown grid's spots are on it, or it is not worth having.
constexpr int kGridDraws = 300;

using Spot = StarSpot;

// The `n` strongest of `spots` (all of them when there are no more), in no particular order.
std::vector<Spot> strongest(std::vector<Spot> spots, std::size_t n) {
  if (spots.size() > n) {
    std::nth_element(spots.begin(), spots.begin() + static_cast<std::ptrdiff_t>(n), spots.end(),
                     [](const Spot& a, const Spot& b) { return a.peak > b.peak; });
    spots.resize(n);
  }
  return spots;
}

// Compact bright blobs: the determinant of the Hessian, at three scales (a star spans two to six pixels at the
// working size), is large on a spot and near zero along a line or an edge, where one curvature vanishes. The
// drawn marker lines, the table's stripes and the glare's edges would otherwise give as many spots as the stars,
// at every spacing.
std::vector<Spot> star_spots(const cv::Mat& small) {
  cv::Mat f;
  small.convertTo(f, CV_32F);
  cv::Mat best = cv::Mat::zeros(small.size(), CV_32F);
  cv::Mat size = cv::Mat::zeros(small.size(), CV_8U);
  const std::array<double, 3> sigmas{1.2, 2.0, 3.2};
  for (std::size_t k = 0; k < sigmas.size(); ++k) {
    const double sigma = sigmas[k];
    cv::Mat b, dxx, dyy, dxy;
    cv::GaussianBlur(f, b, cv::Size(), sigma);
    cv::Sobel(b, dxx, CV_32F, 2, 0, 3);
    cv::Sobel(b, dyy, CV_32F, 0, 2, 3);
    cv::Sobel(b, dxy, CV_32F, 1, 1, 3);
    const auto norm = static_cast<float>(sigma * sigma * sigma * sigma);  // scale-normalised
    for (int y = 0; y < f.rows; ++y) {
      const float* xx = dxx.ptr<float>(y);
      const float* yy = dyy.ptr<float>(y);
      const float* xy = dxy.ptr<float>(y);
      float* o = best.ptr<float>(y);
      unsigned char* z = size.ptr<unsigned char>(y);
      for (int x = 0; x < f.cols; ++x) {
        if (xx[x] + yy[x] >= 0) continue;  // a dark blob or a saddle
        const float d = norm * (xx[x] * yy[x] - xy[x] * xy[x]);
        if (d > o[x]) o[x] = d, z[x] = static_cast<unsigned char>(k);
      }
    }
  }
  cv::Mat response, dilated;
  cv::sqrt(best, response);
  cv::dilate(response, dilated, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(5, 5)));
  std::vector<Spot> spots;
  for (int y = 2; y < response.rows - 2; ++y) {
    const float* s = response.ptr<float>(y);
    const float* d = dilated.ptr<float>(y);
    const unsigned char* z = size.ptr<unsigned char>(y);
    for (int x = 2; x < response.cols - 2; ++x)
      if (s[x] >= 2 && s[x] == d[x]) spots.push_back({{static_cast<double>(x), static_cast<double>(y)}, s[x], z[x]});
  }
  // The typical bright spot sets the bar (a dim photo has dim stars); the faint ones are noise and texture.
  if (spots.size() < 30) return {};
  std::vector<float> peaks;
  for (const Spot& s : spots) peaks.push_back(s.peak);
  std::sort(peaks.begin(), peaks.end());
  const float bar = std::max(2.f, 0.25f * peaks[peaks.size() * 99 / 100]);
  std::vector<Spot> kept;
  for (const Spot& s : spots)
    if (s.peak >= bar) kept.push_back(s);
  return strongest(std::move(kept), kMaxSpots);
}

// Whether `v` is shorter than `r`, exactly as cv::norm(v) < r says, with a square root only where the two are
// within rounding of each other (the modes below compare each of up to 15000 offsets with 250 others, 8 times).
bool shorter_than(cv::Point2d v, double r) {
  const double d2 = v.dot(v), r2 = r * r;
  if (d2 < r2 * (1 - 1e-9)) return true;
  if (d2 > r2 * (1 + 1e-9)) return false;
  return cv::norm(v) < r;
}

// Whether step `v` lies within `r` of `step`, either way round (a step and its opposite are one lattice direction).
bool near_step(cv::Point2d v, cv::Point2d step, double r) {
  return shorter_than(v - step, r) || shorter_than(v + step, r);
}

// Offsets (whole pixels) bucketed by place, for finding those near a given one.
class OffsetBuckets {
 public:
  explicit OffsetBuckets(const std::vector<cv::Point2d>& offsets) {
    for (const cv::Point2d& v : offsets) {
      x0_ = std::min(x0_, bucket(v.x)), x1_ = std::max(x1_, bucket(v.x));
      y0_ = std::min(y0_, bucket(v.y)), y1_ = std::max(y1_, bucket(v.y));
    }
    cols_ = x1_ - x0_ + 1;
    buckets_.resize(static_cast<std::size_t>(cols_) * static_cast<std::size_t>(y1_ - y0_ + 1));
    for (const cv::Point2d& v : offsets) buckets_[index(bucket(v.x), bucket(v.y))].push_back(v);
  }
  // Calls `f(v)` for every offset v within the square of half side `r` about `c` (and some just beyond it).
  template <class F>
  void each_within_square(cv::Point2d c, double r, F&& f) const {
    const int bx0 = std::max(x0_, bucket(c.x - r)), bx1 = std::min(x1_, bucket(c.x + r));
    const int by0 = std::max(y0_, bucket(c.y - r)), by1 = std::min(y1_, bucket(c.y + r));
    for (int by = by0; by <= by1; ++by)
      for (int bx = bx0; bx <= bx1; ++bx)
        for (const cv::Point2d& v : buckets_[index(bx, by)]) f(v);
  }

 private:
  static constexpr double kSide = 4;  // pixels
  static int bucket(double x) { return static_cast<int>(std::floor(x / kSide)); }
  std::size_t index(int bx, int by) const { return static_cast<std::size_t>((by - y0_) * cols_ + (bx - x0_)); }
  int x0_ = std::numeric_limits<int>::max(), x1_ = std::numeric_limits<int>::min();
  int y0_ = std::numeric_limits<int>::max(), y1_ = std::numeric_limits<int>::min();
  int cols_ = 0;
  std::vector<std::vector<cv::Point2d>> buckets_;
};

// The most common neighbour offsets, most common first. A board's lattice is not the only regular thing in a
// photo: the lines drawn along it, the patterned band and the table's stripes give offsets at half the pitch or
// along one direction only, often more common than the lattice's own. So several are kept, and the grids they
// grow are compared by how much of a board's lattice they explain.
std::vector<cv::Point2d> step_modes(std::vector<cv::Point2d> offsets, int most = kStepModes) {
  // The offsets near one lie within its reach across and along: they are counted from the offsets bucketed by
  // place. (Offsets join whole pixels: their sums are exact in any order.)
  std::vector<cv::Point2d> modes;
  while (static_cast<int>(modes.size()) < most && offsets.size() >= 15) {
    const OffsetBuckets buckets(offsets);
    std::size_t best_count = 0;
    cv::Point2d mode;
    const std::size_t stride = std::max<std::size_t>(1, offsets.size() / 250);
    for (std::size_t i = 0; i < offsets.size(); i += stride) {
      const cv::Point2d c = offsets[i];
      const double near = 0.2 * cv::norm(c);
      std::size_t count = 0;
      cv::Point2d sum(0, 0);
      buckets.each_within_square(c, near, [&](const cv::Point2d& v) {
        if (shorter_than(v - c, near)) ++count, sum += v;
      });
      if (count > best_count) best_count = count, mode = sum * (1.0 / static_cast<double>(count));
    }
    if (best_count < 15) break;
    modes.push_back(mode);
    const double taken = 0.25 * cv::norm(mode);
    std::erase_if(offsets, [&](const cv::Point2d& v) { return shorter_than(v - mode, taken); });
  }
  return modes;
}

// Whether steps `a1` and `a2` could be a lattice's two directions: far from parallel, of like lengths.
bool could_pair(cv::Point2d a1, cv::Point2d a2) {
  const double l1 = cv::norm(a1), l2 = cv::norm(a2);
  return std::abs(a1.dot(a2)) / (l1 * l2) < 0.6 && l2 >= 0.6 * l1 && l2 <= 1.6 * l1;
}

// The commonest step across `a1` among the spots `a1` joins to a neighbour (`offsets` spot by spot). A regular
// pattern larger than the board (a checked cloth) outnumbers the board's offsets: one of the lattice's steps may
// be among the commonest and the other not (dev normal 42534: a board whose panel a hand covered, on a checked cloth,
// refused for want of a lattice). The spots the board's step joins are mostly its stars, and their commonest other
// step is the lattice's other one.
std::optional<cv::Point2d> step_across(const std::vector<std::vector<cv::Point2d>>& offsets, cv::Point2d a1) {
  const double near = 0.2 * cv::norm(a1);
  std::vector<cv::Point2d> across;
  for (const std::vector<cv::Point2d>& mine : offsets) {
    const bool joined =
        std::any_of(mine.begin(), mine.end(), [&](const cv::Point2d& v) { return near_step(v, a1, near); });
    if (!joined) continue;
    for (const cv::Point2d& v : mine)
      if (could_pair(a1, v)) across.push_back(v);
  }
  const std::vector<cv::Point2d> mode = step_modes(std::move(across), 1);
  return mode.empty() ? std::nullopt : std::optional(mode.front());
}

// A grid followed from spot to spot.
using Grid = std::map<std::pair<int, int>, int>;  // grid index (i, j) -> spot

// A grid being grown: its nodes by grid index (i, j), in the order they were added, and a table finding each.
// (Growing grids is the star grid's innermost work, a quarter of a picture of no board's reading: a tree map of the
// nodes was a needless part of it.)
template <class Node>
class GrowingGrid {
 public:
  void clear() {
    nodes_.clear();
    slots_.fill(-1);
  }
  std::size_t size() const { return nodes_.size(); }
  bool contains(std::pair<int, int> key) const { return slots_[slot(key)] >= 0; }
  const Node& at(std::size_t k) const { return nodes_[k].second; }
  std::pair<int, int> key(std::size_t k) const { return nodes_[k].first; }
  void add(std::pair<int, int> key, const Node& n) {
    slots_[slot(key)] = static_cast<int>(nodes_.size());
    nodes_.emplace_back(key, n);
  }
  const std::vector<std::pair<std::pair<int, int>, Node>>& nodes() const { return nodes_; }

 private:
  // Far more slots than a grid grows nodes (kMostNodes and the last node's neighbours), probed in turn from the
  // key's hash.
  static constexpr std::size_t kSlots = 1024;
  std::size_t slot(std::pair<int, int> key) const {
    const auto packed = static_cast<std::uint32_t>(key.first) * 0x9E3779B1u ^ static_cast<std::uint32_t>(key.second);
    std::size_t k = (packed * 0x85EBCA6Bu) >> 22;
    while (slots_[k] >= 0 && nodes_[static_cast<std::size_t>(slots_[k])].first != key) k = (k + 1) % kSlots;
    return k;
  }
  std::vector<std::pair<std::pair<int, int>, Node>> nodes_;
  std::array<int, kSlots> slots_{};
};

// A grid stops growing once it holds this many spots: two boards' lattices, and some.
constexpr std::size_t kMostNodes = 200;

// The largest grid grown with steps `a1`, `a2` from the strongest spots that have neighbours on all four sides
// (the steps are measured again locally as it grows: perspective changes them).
Grid grow_grid(const std::vector<Spot>& spots, const SpotIndex& index, cv::Point2d a1, cv::Point2d a2) {
  std::vector<std::pair<float, int>> seeds;
  for (std::size_t i = 0; i < spots.size(); ++i) {
    int n = 0;
    for (const cv::Point2d step : {a1, -a1, a2, -a2}) n += index.any_near(spots[i].p + step, 0.25 * cv::norm(step));
    if (n == 4) seeds.emplace_back(-spots[i].peak, static_cast<int>(i));
  }
  std::sort(seeds.begin(), seeds.end());
  if (seeds.size() > kSeeds) seeds.resize(kSeeds);
  struct Node {
    cv::Point2d p, s1, s2;  // position and the local steps
    int spot = -1;
  };
  Grid grid;
  GrowingGrid<Node> g2;
  std::vector<int> used(spots.size(), -1);  // the seed whose grid holds each spot
  for (std::size_t s = 0; s < seeds.size(); ++s) {
    const int seed = seeds[s].second;
    // A seed already taken by a grown grid would grow the same grid again.
    if (used[static_cast<std::size_t>(seed)] >= 0) continue;
    g2.clear();
    g2.add({0, 0}, {spots[static_cast<std::size_t>(seed)].p, a1, a2, seed});
    const int mark = static_cast<int>(s);
    used[static_cast<std::size_t>(seed)] = mark;
    // The nodes are taken in the order they were added (breadth first).
    for (std::size_t q = 0; q < g2.size() && g2.size() < kMostNodes; ++q) {
      const auto [i, j] = g2.key(q);
      const Node n = g2.at(q);
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
        if (g2.contains(key)) continue;
        const cv::Point2d step = n.s1 * di + n.s2 * dj;
        const int f = index.near(n.p + step, 0.3 * std::min(cv::norm(n.s1), cv::norm(n.s2)));
        if (f < 0 || used[static_cast<std::size_t>(f)] == mark) continue;
        used[static_cast<std::size_t>(f)] = mark;
        Node m{spots[static_cast<std::size_t>(f)].p, n.s1, n.s2, f};
        if (di == 0 || dj == 0) {
          const cv::Point2d seen = (m.p - n.p) * (1.0 / std::max(std::abs(di), std::abs(dj)));
          if (di != 0) m.s1 = (di > 0 ? seen : -seen) * 0.5 + n.s1 * 0.5;
          if (dj != 0) m.s2 = (dj > 0 ? seen : -seen) * 0.5 + n.s2 * 0.5;
        }
        g2.add(key, m);
      }
    }
    if (g2.size() > grid.size()) {
      grid.clear();
      for (const auto& [key, n] : g2.nodes()) grid[key] = n.spot;
    }
  }
  return grid;
}

cv::Point turn(cv::Point c, int t) {
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
}

// A grid laid onto the lattice: its (i, j) turned by `t` quarter turns and moved by `offset` is the lattice's
// (x, y); `score` counts its spots where boards have stars, less those elsewhere.
struct Lay {
  int t = 0;
  cv::Point offset;
  double score = 0;
  std::size_t grid = 0;  // which grid
};

// Every way to lay `cells` onto the lattice, scored: for each turn, every offset at which a cell lies on the lattice,
// the offsets' columns outer and rows inner. A cell scores 1 where at least 4 boards have a star, -1 elsewhere:
// each turn's scores are 2 x its hits less its cells, the hits counted from the cells and the starred points.
std::vector<Lay> lays_of(const std::vector<cv::Point>& cells, std::size_t grid_id) {
  static const std::vector<cv::Point> starred = [] {
    std::vector<cv::Point> out;
    for (int i = 0; i < kPointCount; ++i) {
      int n = 0;
      for (const Board& b : boards()) n += b.kind(point_at(i)) == PointKind::Star;
      if (n >= 4) out.emplace_back(point_at(i).x, point_at(i).y);
    }
    return out;
  }();
  std::vector<Lay> lays;
  std::vector<int> hits;
  const auto n = static_cast<double>(cells.size());
  for (int t = 0; t < 4; ++t) {
    int x0 = 1 << 20, x1 = -(1 << 20), y0 = 1 << 20, y1 = -(1 << 20);
    for (const cv::Point c : cells) {
      const cv::Point r = turn(c, t);
      x0 = std::min(x0, r.x), x1 = std::max(x1, r.x), y0 = std::min(y0, r.y), y1 = std::max(y1, r.y);
    }
    // Offsets ox in [-x1 - 1, kLatticeWidth - x0], oy in [-y1 - 1, kLatticeHeight - y0].
    const int ox0 = -x1 - 1, oy0 = -y1 - 1;
    const int nx = kLatticeWidth - x0 - ox0 + 1, ny = kLatticeHeight - y0 - oy0 + 1;
    hits.assign(static_cast<std::size_t>(nx * ny), 0);
    for (const cv::Point c : cells) {
      const cv::Point r = turn(c, t);
      for (const cv::Point q : starred) ++hits[static_cast<std::size_t>((q.x - r.x - ox0) * ny + (q.y - r.y - oy0))];
    }
    for (int ix = 0; ix < nx; ++ix)
      for (int iy = 0; iy < ny; ++iy)
        lays.push_back({t, {ox0 + ix, oy0 + iy}, 2 * hits[static_cast<std::size_t>(ix * ny + iy)] - n, grid_id});
  }
  return lays;
}

// The grids grown from a set of spots, each laid onto the lattice in its best few ways.
struct GridSearch {
  std::vector<cv::Matx33d> grids;     // grid (i, j) -> pixels
  std::vector<Lay> lays;              // (Lay::grid indexes `grids`)
  std::size_t widest_cells = 0;       // the most spots a grid holds...
  std::array<int, 3> widest_sizes{};  // ... and how many of them are of each size
};

// A grid grown is fitted when it holds kGrownCells spots, and kept when a homography places kGridCells of them.
constexpr std::size_t kGrownCells = 30, kGridCells = 25;

// The grid's cells one homography places (at least kGridCells of them) laid onto the lattice in its best few ways,
// added to `found`; the cells it leaves out, in `rest`.
void add_fit(const std::vector<Spot>& spots, const std::vector<std::pair<cv::Point, int>>& cells_spots,
             double tolerance, int max_count, GridSearch& found, std::vector<std::pair<cv::Point, int>>& rest) {
  rest.clear();
  std::vector<cv::Point2f> idx, pos;
  for (const auto& [cell, spot] : cells_spots) {
    const cv::Point2d p = spots[static_cast<std::size_t>(spot)].p;
    idx.emplace_back(static_cast<float>(cell.x), static_cast<float>(cell.y));
    pos.emplace_back(static_cast<float>(p.x), static_cast<float>(p.y));
  }
  const RansacHomography fit = ransac_homography(idx, pos, {.tolerance = tolerance, .max_draws = kGridDraws});
  if (!fit.found()) return;
  std::vector<cv::Point> cells;
  std::array<int, 3> sizes{};
  for (std::size_t t = 0; t < cells_spots.size(); ++t)
    if (fit.inliers[t]) {
      cells.push_back(cells_spots[t].first);
      ++sizes[static_cast<std::size_t>(spots[static_cast<std::size_t>(cells_spots[t].second)].size)];
    } else {
      rest.push_back(cells_spots[t]);
    }
  if (cells.size() < kGridCells) return;
  if (cells.size() > found.widest_cells) found.widest_cells = cells.size(), found.widest_sizes = sizes;
  std::vector<Lay> mine = lays_of(cells, found.grids.size());
  found.grids.push_back(fit.homography);
  std::sort(mine.begin(), mine.end(), [](const Lay& a, const Lay& b) { return a.score > b.score; });
  if (mine.size() > static_cast<std::size_t>(2 * max_count)) mine.resize(static_cast<std::size_t>(2 * max_count));
  found.lays.insert(found.lays.end(), mine.begin(), mine.end());
}

// The grid grown with steps `a1`, `a2` from `spots` (in an image of `size`), fitted and laid onto the lattice in
// its best few ways, added to `found` when it holds enough spots. A grid grown over two boards side by side, their
// pitches alike, holds both: one homography places only one of them, and the cells it leaves out are fitted again
// (dev normal 44521: the subject under glare, its stars fainter than the neighbour's, grown into the neighbour's
// grid, was never placed, and the neighbour's board was read).
void add_grid(const std::vector<Spot>& spots, cv::Size size, cv::Point2d a1, cv::Point2d a2, int max_count,
              GridSearch& found) {
  const double l1 = cv::norm(a1), l2 = cv::norm(a2);
  // The grid's (i, j) must turn like the lattice's (x, y) (y up, image y down): a photo is never mirrored.
  if (a1.x * a2.y - a1.y * a2.x > 0) a2 = -a2;
  // The index finds spots within a cell of a point: cells wider than any search radius.
  const SpotIndex index(spots, size, static_cast<int>(0.45 * std::max(l1, l2)) + 1);
  const Grid grid = grow_grid(spots, index, a1, a2);
  std::vector<std::pair<cv::Point, int>> cells_spots, rest;
  for (const auto& [key, spot] : grid) cells_spots.emplace_back(cv::Point(key.first, key.second), spot);
  constexpr int kFits = 2;
  for (int k = 0; k < kFits && cells_spots.size() >= kGrownCells; ++k) {
    add_fit(spots, cells_spots, 0.2 * std::min(l1, l2), max_count, found, rest);
    std::swap(cells_spots, rest);
  }
}

// The pairs of steps that could be the lattice's two directions: of the commonest steps and their doubles (half-pitch
// structure, spots along the lines between stars and the band's pattern, makes the half step the commonest), every
// pair far from parallel and of like lengths, and each common step with the step across it that its own spots share
// (step_across) where those pairs lack it.
std::vector<std::pair<cv::Point2d, cv::Point2d>> step_pairs(const std::vector<std::vector<cv::Point2d>>& by_spot,
                                                            const std::vector<cv::Point2d>& offsets) {
  std::vector<cv::Point2d> steps = step_modes(offsets);
  const std::size_t modes = steps.size();
  for (std::size_t i = 0; i < modes; ++i) steps.push_back(steps[i] * 2);
  std::vector<std::pair<cv::Point2d, cv::Point2d>> pairs;
  for (std::size_t i = 0; i < steps.size(); ++i)
    for (std::size_t j = i + 1; j < steps.size(); ++j)
      if (could_pair(steps[i], steps[j])) pairs.emplace_back(steps[i], steps[j]);
  for (std::size_t i = 0; i < modes; ++i) {
    const std::optional<cv::Point2d> a2 = step_across(by_spot, steps[i]);
    if (!a2) continue;
    const double near = 0.25 * cv::norm(*a2);
    const auto tried = [&](const cv::Point2d& s) { return near_step(s, *a2, near); };
    if (std::none_of(steps.begin(), steps.end(), tried)) pairs.emplace_back(steps[i], *a2);
  }
  return pairs;
}

// Grids from every pair of steps that could be the lattice's two directions, each laid onto the lattice in every
// way: a grid at half the pitch, or along one direction of a patterned cloth, explains fewer of a board's stars
// within a board's extent than the lattice itself does.
void search_grids(const std::vector<Spot>& spots, cv::Size size, int max_count, GridSearch& found) {
  if (spots.size() < 30) return;
  const std::vector<std::vector<cv::Point2d>> by_spot = neighbour_offsets(spots, size, kNeighbours, kMinPitch);
  std::vector<cv::Point2d> offsets;
  for (const std::vector<cv::Point2d>& mine : by_spot) offsets.insert(offsets.end(), mine.begin(), mine.end());
  if (offsets.size() < 40) return;
  for (const auto& [a1, a2] : step_pairs(by_spot, offsets)) add_grid(spots, size, a1, a2, max_count, found);
}

// Homographies template units -> `gray` pixels from the grids among `spots` (found in an image of `size`, `gray`
// shrunk by `k`).
std::vector<cv::Matx33d> candidates_from(const std::vector<Spot>& spots, cv::Size size, double k,
                                         const BoardGeometry& g, int max_count) {
  GridSearch found;
  search_grids(spots, size, max_count, found);
  // A regular pattern wider than any board's lattice (a dotted cloth) takes every one of the commonest steps, and
  // the board's own are not tried. A board's stars are all of one size, which need not be the pattern's: the
  // search is made again among the spots of the other sizes.
  if (found.widest_cells > static_cast<std::size_t>(kPointCount)) {
    const auto pattern = static_cast<int>(std::max_element(found.widest_sizes.begin(), found.widest_sizes.end()) -
                                          found.widest_sizes.begin());
    std::vector<Spot> rest;
    for (const Spot& s : spots)
      if (s.size != pattern) rest.push_back(s);
    search_grids(rest, size, max_count, found);
  }
  // A textured cloth gives more spots than are kept, at every spacing: its commonest steps are the cloth's, and
  // a grid grown with the board's steps runs out into the cloth's spots. The board's stars are among the strongest
  // spots (they stand out of a black sky): the search is made again among those alone (dev normal 45021: a red
  // cloth's weave, 1,500 spots, and no grid placed the board; 80 of its 86 stars were among the 300 strongest).
  if (spots.size() >= kMaxSpots) search_grids(strongest(spots, kStrongest), size, max_count, found);
  std::vector<Lay>& lays = found.lays;
  const std::vector<cv::Matx33d>& grids = found.grids;
  std::stable_sort(lays.begin(), lays.end(), [](const Lay& a, const Lay& b) { return a.score > b.score; });
  // The refiner undoes a slip by a pitch and a turn itself: lays that put the board's centre about where one
  // already taken does add nothing. The places of other grids (another board beside this one, a dotted cloth)
  // are taken instead, and the layout tells the boards from the rest.
  std::vector<cv::Matx33d> out;
  const cv::Matx33d lattice_from_template(1 / g.du, 0, -g.x_of(0) / g.du, 0, -1 / g.dv, g.y_of(0) / g.dv, 0, 0, 1);
  const cv::Matx33d to_gray(1 / k, 0, 0, 0, 1 / k, 0, 0, 0, 1);
  const cv::Point2d centre(273, 400), across(g.du, 0);
  for (const Lay& lay : lays) {
    if (static_cast<int>(out.size()) >= max_count) break;
    // template -> lattice (x, y) -> grid (i, j) (undo the offset and the turn) -> photo -> `gray`.
    const cv::Matx33d unshift(1, 0, -lay.offset.x, 0, 1, -lay.offset.y, 0, 0, 1);
    const cv::Point ex = turn({1, 0}, (4 - lay.t) % 4), ey = turn({0, 1}, (4 - lay.t) % 4);
    const cv::Matx33d unturn(ex.x, ey.x, 0, ex.y, ey.y, 0, 0, 0, 1);
    const cv::Matx33d h = to_gray * grids[lay.grid] * unturn * unshift * lattice_from_template;
    const cv::Point2d c = apply(h, centre);
    const bool repeated = std::any_of(out.begin(), out.end(), [&](const cv::Matx33d& o) {
      const cv::Point2d oc = apply(o, centre);
      return cv::norm(c - oc) < 1.5 * cv::norm(apply(o, centre + across) - oc);
    });
    if (!repeated) out.push_back(h);
  }
  return out;
}

}  // namespace

StarSpots::StarSpots(const cv::Mat& gray)
    : k_(std::min(1.0, static_cast<double>(kWorkLongSide) / std::max(gray.cols, gray.rows))) {
  const cv::Mat small = k_ < 1 ? shrink_by_area(gray, k_) : gray;
  size_ = small.size();
  spots_ = star_spots(small);
}

std::vector<cv::Matx33d> StarSpots::candidates(const BoardGeometry& g, int max_count) const {
  return candidates_from(spots_, size_, k_, g, max_count);
}

std::vector<cv::Matx33d> StarSpots::candidates_beside(const BoardGeometry& g,
                                                      const std::vector<std::vector<cv::Point2f>>& read,
                                                      int max_count) const {
  std::vector<std::vector<cv::Point2f>> outlines = read;
  for (std::vector<cv::Point2f>& o : outlines)
    for (cv::Point2f& q : o) q *= static_cast<float>(k_);
  std::vector<Spot> beside = spots_;
  std::erase_if(beside, [&](const Spot& s) {
    const cv::Point2f p(static_cast<float>(s.p.x), static_cast<float>(s.p.y));
    return std::any_of(outlines.begin(), outlines.end(),
                       [&](const std::vector<cv::Point2f>& o) { return cv::pointPolygonTest(o, p, false) >= 0; });
  });
  return candidates_from(beside, size_, k_, g, max_count);
}

std::vector<cv::Matx33d> star_grid_candidates(const cv::Mat& gray, const BoardGeometry& g, int max_count) {
  return StarSpots(gray).candidates(g, max_count);
}

}  // namespace starsight::vision
