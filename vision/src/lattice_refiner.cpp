#include "lattice_refiner.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <optional>
#include <vector>

#include <opencv2/core/hal/intrin.hpp>
#include <opencv2/imgproc.hpp>

#include "homography_refit.hpp"
#include "lattice_ransac.hpp"
#include "star_field.hpp"
#include "template_geometry.hpp"

namespace starsight::vision {
namespace {

// Whether two geometries are the same to the last bit.
bool same_geometry(const BoardGeometry& a, const BoardGeometry& b) {
  const std::array<double, 6> x{a.width, a.height, a.u0, a.du, a.v0, a.dv},
      y{b.width, b.height, b.u0, b.du, b.v0, b.dv};
  return std::memcmp(x.data(), y.data(), sizeof x) == 0;
}

// Whether two fits are the same to the last bit.
bool same_fit(const RefinedLattice& a, const RefinedLattice& b) {
  return std::memcmp(a.homography.val, b.homography.val, sizeof a.homography.val) == 0 &&
         a.stars_matched == b.stars_matched && std::memcmp(&a.strength, &b.strength, sizeof a.strength) == 0 &&
         std::memcmp(&a.rms_error, &b.rms_error, sizeof a.rms_error) == 0 && a.ok == b.ok;
}

// Photo pixels per template unit near the template point `t` under `h` (perspective shrinks the far side).
double local_scale(const cv::Matx33d& h, cv::Point2d t) {
  const cv::Point2d o = apply(h, t), dx = apply(h, t + cv::Point2d(1, 0)) - o, dy = apply(h, t + cv::Point2d(0, 1)) - o;
  return std::sqrt(std::abs(dx.x * dy.y - dx.y * dy.x));
}

// The box of half-size `radius` about `c`, clipped to the image; empty when mostly outside it.
// (A degenerate fit can ask for a point far off or a radius wider than the photo: no window then.)
cv::Rect window(const cv::Mat& image, cv::Point2d c, int radius) {
  const int widest = std::max(image.cols, image.rows);
  if (!(std::abs(c.x) < 4.0 * widest && std::abs(c.y) < 4.0 * widest) || radius < 0 || radius > widest) return {};
  const cv::Rect box(static_cast<int>(std::lround(c.x)) - radius, static_cast<int>(std::lround(c.y)) - radius,
                     2 * radius + 1, 2 * radius + 1);
  const cv::Rect clipped = box & cv::Rect(0, 0, image.cols, image.rows);
  return clipped.area() < radius * radius ? cv::Rect() : clipped;
}

// The largest of `n` (> 0) floats, four at a time where the machine allows.
float largest_of(const float* p, int n) {
  int i = 0;
  float best = p[0];
#if CV_SIMD128
  if (n >= 4) {
    cv::v_float32x4 most = cv::v_load(p);
    for (i = 4; i + 4 <= n; i += 4) most = cv::v_max(most, cv::v_load(p + i));
    best = cv::v_reduce_max(most);
  }
#endif
  for (; i < n; ++i) best = std::max(best, p[i]);
  return best;
}

// The largest value of the CV_32F `image` within `box` (not empty), and where: the first in row order where
// several tie, as cv::minMaxLoc gives it. cv::minMaxLoc's set-up cost the lattice fits more than the scan (some
// 900 windows a frame of a few hundred pixels): the rows' maxima are taken four floats at a time, then the
// first row holding the largest is searched for it.
float brightest(const cv::Mat& image, const cv::Rect& box, cv::Point& at) {
  float best = -std::numeric_limits<float>::infinity();
  int best_row = box.y;
  for (int y = box.y; y < box.y + box.height; ++y)
    if (const float m = largest_of(image.ptr<float>(y) + box.x, box.width); m > best) best = m, best_row = y;
  const float* row = image.ptr<float>(best_row) + box.x;
  int x = 0;
  while (row[x] != best) ++x;
  at = {box.x + x, best_row};
  return best;
}

// The part of the response find_star reads (empty when it reads none).
cv::Rect star_window(const StarResponse& r, cv::Point2d guess, int radius, int core) {
  const cv::Rect clipped = window(r.smooth, guess - cv::Point2d(r.origin), radius);
  if (clipped.empty()) return {};
  return {clipped.x - core, clipped.y - core, clipped.width + 2 * core, clipped.height + 2 * core};
}

// The brightest compact spot within `radius` photo pixels of `guess`, centred on its bright pixels
// (within `core` pixels of its peak).
bool find_star(StarResponse& r, cv::Point2d guess, int radius, int core, float min_peak, cv::Point2d& found,
               double& found_peak) {
  const cv::Rect clipped = window(r.smooth, guess - cv::Point2d(r.origin), radius);
  if (clipped.empty()) return false;
  r.make(cv::Rect(clipped.x - core, clipped.y - core, clipped.width + 2 * core, clipped.height + 2 * core));
  cv::Point at;
  const double peak = brightest(r.smooth, clipped, at);
  if (peak < min_peak) return false;
  found_peak = peak;
  // Weighted centroid of the response above half the peak.
  double sx = 0, sy = 0, sw = 0;
  for (int y = std::max(0, at.y - core); y <= std::min(r.smooth.rows - 1, at.y + core); ++y) {
    const float* row = r.smooth.ptr<float>(y);
    for (int x = std::max(0, at.x - core); x <= std::min(r.smooth.cols - 1, at.x + core); ++x) {
      const double w = row[x] - 0.5 * peak;
      if (w <= 0) continue;
      sx += w * x, sy += w * y, sw += w;
    }
  }
  if (sw <= 0) return false;
  found = cv::Point2d(sx / sw, sy / sw) + cv::Point2d(r.origin);
  return true;
}

double peak_near(StarResponse& r, cv::Point2d c, int radius) {
  const cv::Rect clipped = window(r.smooth, c - cv::Point2d(r.origin), radius);
  if (clipped.empty()) return 0;
  r.make(clipped);
  cv::Point at;
  return brightest(r.smooth, clipped, at);
}

// How much the board's outline counts against the stars when telling whole-pitch slips apart.
constexpr double kOutlineWeight = 0.3;

// Median grey level of a template rectangle seen in the photo through `h`; -1 when mostly out of frame.
double median_in(const cv::Mat& photo, const cv::Matx33d& h, cv::Rect2d t) {
  std::vector<unsigned char> v;
  for (int i = 0; i <= 6; ++i)
    for (int j = 0; j <= 6; ++j) {
      const cv::Point2d q = apply(h, {t.x + t.width * i / 6, t.y + t.height * j / 6});
      const int x = static_cast<int>(q.x), y = static_cast<int>(q.y);
      if (x >= 0 && y >= 0 && x < photo.cols && y < photo.rows) v.push_back(photo.at<unsigned char>(y, x));
    }
  if (v.size() < 25) return -1;
  std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2), v.end());
  return v[v.size() / 2];
}

// How well the board's outline agrees with a fit (0..1): just inside the sides and the arch the sky is
// dark, just below the patterned band the panel is white. Stars alone can't tell a lattice slipped by a
// whole pitch from the true one when lines, hands or the table put bright spots just outside it; the
// board's own edges can. None when the fit's sky and panel don't show the board's contrast (out of the frame,
// or a haze or glare lightening the sky to the panel's grey).
std::optional<double> outline_agreement(const cv::Mat& photo, const cv::Matx33d& h) {
  const double sky = median_in(photo, h, {100, 250, 346, 250});
  const double panel = median_in(photo, h, {60, 640, 426, 120});
  if (sky < 0 || panel < 0 || panel - sky < 30) return std::nullopt;
  auto darkness = [&](cv::Rect2d t) {
    const double m = median_in(photo, h, t);
    return m < 0 ? 0.0 : std::clamp((panel - m) / (panel - sky), 0.0, 1.0);
  };
  double sum = darkness({6, 300, 14, 260}) + darkness({526, 300, 14, 260});
  for (const double deg : {205.0, 240.0, 300.0, 335.0}) {
    const double a = deg * CV_PI / 180;
    sum += darkness({273 + 258 * std::cos(a) - 6, 273 + 258 * std::sin(a) - 6, 12, 12}) * 0.5;
  }
  sum += darkness({20, 545, 110, 40}) + darkness({416, 545, 110, 40});
  const double strip = median_in(photo, h, {40, 612, 466, 26});
  sum += strip < 0 ? 0.0 : std::clamp((strip - sky) / (panel - sky), 0.0, 1.0) * 2;
  return sum / 8;
}

// Which way round and how far slipped the true lattice lies in a fit: its point p sits at the fit's point
// turned(p) + shift.
struct Placement {
  int quarter_turns = 0;
  cv::Point shift{0, 0};
  bool operator==(const Placement&) const = default;
};

// The fit's lattice point where the true lattice's point `q` lies, undone: `q` of the fit -> p of the truth.
cv::Point unturned(cv::Point q, int quarter_turns) {
  switch (quarter_turns) {
    case 1:
      return {q.y, 10 - q.x};
    case 2:
      return {9 - q.x, 10 - q.y};
    case 3:
      return {10 - q.y, q.x};
    default:
      return q;
  }
}

cv::Matx33d placed(const cv::Matx33d& h, const BoardGeometry& g, const Placement& p) {
  return h * lattice_shift(g, p.shift) * lattice_turn(g, p.quarter_turns);
}

// A turned lattice must beat the fit as read by this much (stars' balance plus outline): the board's own
// pattern rarely allows a turn, and a turn taken wrongly ruins the reading.
constexpr double kTurnMargin = 0.1;

// The lattice is periodic: a first guess off by a whole pitch fits the stars almost as well. Tell the
// shifts apart by what lies just outside the lattice (the arch-cut corners, the band and panel below
// row 0, the table beside the sides): there should be no stars there; and by the board's own outline.
// The lattice is nearly square too: an outline read the wrong way round gives a turned fit with many
// stars. The board's pattern of stars (arch-cut corners, sun-rise art, artwork) tells the turns apart.
Placement true_placement(StarResponse& r, const BoardGeometry& g, const cv::Mat& photo, const cv::Matx33d& h) {
  std::array<int, kPointCount> star_boards{};
  for (const Board& b : boards())
    for (int i = 0; i < kPointCount; ++i)
      star_boards[static_cast<std::size_t>(i)] += b.kind(point_at(i)) == PointKind::Star;
  auto expected_star = [&](cv::Point p) {
    return p.x >= 0 && p.y >= 0 && p.x < kLatticeWidth && p.y < kLatticeHeight &&
           star_boards[static_cast<std::size_t>(point_index({p.x, p.y}))] >= 4;
  };
  // Peaks on the lattice extended by one point all round.
  constexpr int kW = kLatticeWidth + 2, kH = kLatticeHeight + 2;
  std::array<double, kW * kH> peak{};
  std::array<cv::Point2d, kW * kH> centre;
  std::array<int, kW * kH> radius;
  std::vector<cv::Rect> windows;
  for (int y = -1; y <= kLatticeHeight; ++y)
    for (int x = -1; x <= kLatticeWidth; ++x) {
      const cv::Point2d t(g.x_of(x), g.y_of(y));
      const auto k = static_cast<std::size_t>((y + 1) * kW + x + 1);
      centre[k] = apply(h, t);
      radius[k] = std::max(2, static_cast<int>(std::lround(4 * local_scale(h, t))));
      windows.push_back(window(r.smooth, centre[k] - cv::Point2d(r.origin), radius[k]));
    }
  r.make(windows);  // (all the windows at once: see StarResponse::make)
  for (std::size_t k = 0; k < peak.size(); ++k) peak[k] = peak_near(r, centre[k], radius[k]);
  double total = 1e-9;
  for (const double v : peak) total += v;
  // The stars' balance of every placement first; the outline's agreement (11 medians of the photo) only for a
  // placement that could still win with it: it adds at most kOutlineWeight. The fit as read is scored first,
  // and no placement scoring below it can be the best. (Every placement that scores the best is still scored,
  // so the first of them wins, as before.)
  constexpr int kPlacements = 4 * 3 * 3;
  std::array<Placement, kPlacements> placements;
  std::array<double, kPlacements> stars_share;
  for (int k = 0, i = 0; k < 4; ++k)
    for (int sy = -1; sy <= 1; ++sy)
      for (int sx = -1; sx <= 1; ++sx, ++i) {
        const Placement p{k, {sx, sy}};
        double stars = 0;
        for (int y = -1; y <= kLatticeHeight; ++y)
          for (int x = -1; x <= kLatticeWidth; ++x) {
            const double v = peak[static_cast<std::size_t>((y + 1) * kW + x + 1)];
            stars += expected_star(unturned(cv::Point(x, y) - p.shift, k)) ? v : -v;
          }
        placements[static_cast<std::size_t>(i)] = p;
        stars_share[static_cast<std::size_t>(i)] = stars / total;
      }
  // The outline is heard only when the fit as read shows the board's contrast. Where it does not (a haze over
  // the sky), a fit slipped by a pitch can still pass the contrast test by chance, its medians straying onto
  // darker sky or the table, and its outline then outweighs the stars' balance of the true fit, which scored no
  // outline (dev hard 5028, 5144: slipped a pitch even from the true homography).
  const auto as_read =
      static_cast<std::size_t>(std::find(placements.begin(), placements.end(), Placement{}) - placements.begin());
  const std::optional<double> as_read_outline = outline_agreement(photo, h);
  const double outline_weight = as_read_outline ? kOutlineWeight : 0;
  // Both cues on a common scale: the stars' balance (-1..1) and the outline's agreement (0..1).
  const auto score_with = [&](std::size_t i, double outline) {
    const Placement& p = placements[i];
    double score = stars_share[i] + outline_weight * outline;
    if (p == Placement{}) score += 1e-6;  // ties keep the fit
    if (p.quarter_turns != 0) score -= kTurnMargin;
    return score;
  };
  const auto score_of = [&](std::size_t i) {
    if (!as_read_outline) return score_with(i, 0);
    return score_with(i, outline_agreement(photo, placed(h, g, placements[i])).value_or(0));
  };
  const double as_read_score = score_with(as_read, as_read_outline.value_or(0));
  Placement best;
  double best_score = -1e18;
  for (std::size_t i = 0; i < placements.size(); ++i) {
    if (i != as_read) {
      const double at_most = score_with(i, 1.0);
      if (at_most < as_read_score || at_most <= best_score) continue;
    }
    const double score = i == as_read ? as_read_score : score_of(i);
    if (score > best_score) best_score = score, best = placements[i];
  }
  return best;
}

// A printed star stands out of the sky by more than this (grey levels of top-hat): noise and
// table texture mostly don't.
constexpr float kMinStarPeak = 4.f;
// ... and by at least this fraction of the typical star's peak in the same photo.
constexpr float kRelativeStarPeak = 0.3f;

// The least distance in photo pixels a found star may lie from the fit and still count as on it.
constexpr double kFewestPixels = 1.5;

// The passes from a first homography: nearest stars, RANSAC, least squares, ever tighter. All in the
// photo's own pixels: the template's lattice points go through the fit so far, the stars are looked for
// around where they land, and the next fit maps the template straight onto the stars found.
RefinedLattice fit_passes(StarField& field, const cv::Matx33d& first, const BoardGeometry& g, LatticeFitMemo* memo) {
  RefinedLattice out;
  out.homography = first;
  // Where each pass started, for the memo: a fit that ends after its last pass is remembered from each of them.
  // (One that gives up on the way is not: its result is then partly the pass before's.)
  std::array<cv::Matx33d, 4> starts;
  int pass_index = 0;
  // (`end` by value: a fit the memo gave lies in its store, which remembering it again may move.)
  const auto remember_from = [&](RefinedLattice end) {
    if (memo)
      for (int k = 0; k < pass_index; ++k) memo->remember(g, k, starts[static_cast<std::size_t>(k)], end);
    return end;
  };
  // Large search radius first (a first homography may be off by a fraction of a pitch), then tight;
  // the first pass uses the bottom rows only, nearest the score panel that may have given the first guess.
  struct Pass {
    int radius, top_row;  // radius in template units
  };
  for (const Pass pass : {Pass{22, 4}, Pass{16, 10}, Pass{8, 10}, Pass{4, 10}}) {
    if (memo)
      if (const RefinedLattice* known = memo->find(g, pass_index, out.homography)) return remember_from(*known);
    starts[static_cast<std::size_t>(pass_index++)] = out.homography;
    const double board_scale = pixels_per_unit(out.homography);
    if (!(board_scale > 0.05)) return out;
    StarResponse& r = field.at(board_scale);
    // Where each lattice point's star is looked for; the response is made over all of those windows at once.
    struct Look {
      cv::Point2d t, guess;
      int radius, core;
    };
    std::vector<Look> looks;
    std::vector<cv::Rect> windows;
    for (int i = 0; i < kPointCount; ++i) {
      const Point p = point_at(i);
      if (p.y > pass.top_row) continue;
      const cv::Point2d t = template_point(g, p);
      const double s = local_scale(out.homography, t);
      const Look look{t, apply(out.homography, t), std::max(2, static_cast<int>(std::lround(pass.radius * s))),
                      std::max(2, static_cast<int>(std::lround(4 * s)))};
      looks.push_back(look);
      windows.push_back(star_window(r, look.guess, look.radius, look.core));
    }
    r.make(windows);
    // The stars are the brightest compact things: take a threshold from the brightest spots found.
    std::vector<cv::Point2f> lattice, measured;
    std::vector<float> peaks;
    for (const Look& look : looks) {
      cv::Point2d f;
      double peak = 0;
      if (!find_star(r, look.guess, look.radius, look.core, kMinStarPeak, f, peak)) continue;
      peaks.push_back(static_cast<float>(peak));
      lattice.emplace_back(static_cast<float>(look.t.x), static_cast<float>(look.t.y));
      measured.emplace_back(static_cast<float>(f.x), static_cast<float>(f.y));
    }
    // Most lattice points hold a star: the typical peak says how bright this photo's stars are. Spots far
    // fainter than that are sky noise or speckle, whatever the exposure (a dim photo has dim stars).
    if (peaks.size() >= 12) {
      std::vector<float> sorted = peaks;
      std::nth_element(sorted.begin(), sorted.begin() + static_cast<std::ptrdiff_t>(sorted.size() * 3 / 4),
                       sorted.end());
      const float floor_peak = std::max(kMinStarPeak, kRelativeStarPeak * sorted[sorted.size() * 3 / 4]);
      std::size_t kept = 0;
      for (std::size_t k = 0; k < peaks.size(); ++k)
        if (peaks[k] >= floor_peak) {
          peaks[kept] = peaks[k], lattice[kept] = lattice[k], measured[kept] = measured[k];
          ++kept;
        }
      peaks.resize(kept), lattice.resize(kept), measured.resize(kept);
    }
    if (lattice.size() < 12) return out;
    // The first pass may hold many wrong stars (a rough first guess). Later ones start from a close fit where
    // most stars are right and RANSAC settles in a few draws: capping them bounds what a hopeless candidate costs.
    const int draws = pass.top_row < kLatticeHeight - 1 ? 600 : 300;
    // (On a small board a star spans two or three pixels: its centre can't be told to better than about a
    // pixel, however few template units that is.)
    const double tolerance = std::max(kFewestPixels, (pass.radius >= 16 ? 6.0 : 2.5) * board_scale);
    const RansacHomography c = ransac_homography(lattice, measured, {.tolerance = tolerance, .max_draws = draws});
    if (!c.found()) return out;
    const std::vector<unsigned char>& inliers = c.inliers;
    std::vector<cv::Point2f> li, mi;
    for (std::size_t k = 0; k < inliers.size(); ++k)
      if (inliers[k]) li.push_back(lattice[k]), mi.push_back(measured[k]);
    if (li.size() < 12) return out;
    cv::Matx33d fit = c.homography;
    if (!refit_homography(li, mi, fit)) return out;
    double err = 0;
    for (std::size_t k = 0; k < li.size(); ++k) {
      const cv::Point2d q = apply(fit, li[k]);
      err += (q.x - mi[k].x) * (q.x - mi[k].x) + (q.y - mi[k].y) * (q.y - mi[k].y);
    }
    out.rms_error = std::sqrt(err / static_cast<double>(li.size())) / board_scale;
    out.stars_matched = static_cast<int>(li.size());
    out.strength = 0;
    for (std::size_t k = 0; k < inliers.size(); ++k)
      if (inliers[k]) out.strength += std::min(peaks[k], 120.f);
    out.homography = fit;
    out.star_template = std::move(li);
    out.star_photo = std::move(mi);
  }
  return remember_from(out);
}

// A flat board seen by a camera in front of it: the depth of its points (the third row of the homography, up to a
// common factor) keeps one sign over the whole board and grows at most kFarthestOverNearest times from its nearest
// corner to its farthest. A board tilted 45 degrees (the most the reader is asked to take) filling the frame of a
// phone's main camera (about 70 degrees across) is some 2.6 times as far at one corner as at another; 4 would take a
// tilt of about 70 degrees. A fit beyond that is no board's, however many stars it matched: a fan of specks
// converging on a vanishing point (dev hard 40151: a small, blurred board's patterned band and panel taken for 90 stars
// at depths from -0.22 to 2.4 over the board, which was then refused as cut off; 40135's finer look, 100 "stars" at
// 0.07 to 1.1, 17 times). The other 308 lattices placed in 300 dev photos (hard 40050..40199, normal
// 57900..58049) ranged up to 2.2; one more fit, of 22 stars and not taken, had its depth change sign.
constexpr double kFarthestOverNearest = 4;

}  // namespace

bool seen_from_in_front(const cv::Matx33d& h) {
  // Depths taken with the sign of the corner at the template's origin (h(2, 2)): a negative common factor is no
  // change of sign, and any other corner at or behind the camera then reads 0 or less.
  const double sign = h(2, 2) < 0 ? -1 : 1;
  double nearest = std::numeric_limits<double>::infinity(), farthest = -nearest;
  for (const double x : {0.0, kBoardWidth})
    for (const double y : {0.0, kBoardHeight}) {
      const double depth = sign * (h(2, 0) * x + h(2, 1) * y + h(2, 2));
      nearest = std::min(nearest, depth);
      farthest = std::max(farthest, depth);
    }
  return nearest > 0 && farthest <= kFarthestOverNearest * nearest;
}

cv::Matx33d lattice_shift(const BoardGeometry& g, cv::Point2d pitches) {
  return {1, 0, pitches.x * g.du, 0, 1, -pitches.y * g.dv, 0, 0, 1};
}

cv::Matx33d lattice_turn(const BoardGeometry& g, int quarter_turns) {
  // Turns about a lattice point (about the lattice's centre for a half turn) so that points land on points.
  auto turned = [&](cv::Point2d p) -> cv::Point2d {
    switch (((quarter_turns % 4) + 4) % 4) {
      case 1:
        return {10 - p.y, p.x};
      case 2:
        return {9 - p.x, 10 - p.y};
      case 3:
        return {p.y, 10 - p.x};
      default:
        return p;
    }
  };
  std::array<cv::Point2f, 3> from, to;
  const std::array<cv::Point2d, 3> lattice{{{0, 0}, {1, 0}, {0, 1}}};
  for (std::size_t k = 0; k < 3; ++k) {
    const cv::Point2d q = turned(lattice[k]);
    from[k] = cv::Point2f(static_cast<float>(g.x_of(lattice[k].x)), static_cast<float>(g.y_of(lattice[k].y)));
    to[k] = cv::Point2f(static_cast<float>(g.x_of(q.x)), static_cast<float>(g.y_of(q.y)));
  }
  const cv::Mat a = cv::getAffineTransform(from.data(), to.data());
  return {a.at<double>(0, 0),
          a.at<double>(0, 1),
          a.at<double>(0, 2),
          a.at<double>(1, 0),
          a.at<double>(1, 1),
          a.at<double>(1, 2),
          0,
          0,
          1};
}

// How many times a fit's placement is checked: a turn is followed by a new fit of the stars, which may itself lie
// slipped or turned. Two checks left the fit after a second turn unchecked (dev hard 7222: a half turn, then a
// quarter, and the last fit slipped by a column); a third checks it.
constexpr int kPlacementChecks = 3;

const RefinedLattice* LatticeFitMemo::find(const BoardGeometry& g, int pass, const cv::Matx33d& start) const {
  for (const Entry& e : entries_)
    if (e.pass == pass && std::memcmp(e.start.val, start.val, sizeof start.val) == 0 && same_geometry(e.g, g))
      return &e.end;
  return nullptr;
}

void LatticeFitMemo::remember(const BoardGeometry& g, int pass, const cv::Matx33d& start, const RefinedLattice& end) {
  if (!find(g, pass, start)) entries_.push_back({g, pass, start, end});
}

const RefinedLattice* LatticeFitMemo::settled(const BoardGeometry& g, const RefinedLattice& fitted) const {
  for (const Settled& e : settled_)
    if (same_fit(e.fitted, fitted) && same_geometry(e.g, g)) return &e.end;
  return nullptr;
}

void LatticeFitMemo::remember_settled(const BoardGeometry& g, const RefinedLattice& fitted, const RefinedLattice& end) {
  if (!settled(g, fitted)) settled_.push_back({g, fitted, end});
}

RefinedLattice refine_lattice(StarField& field, const cv::Matx33d& first, const BoardGeometry& g,
                              LatticeFitMemo* memo) {
  RefinedLattice out = fit_passes(field, first, g, memo);
  if (memo)
    if (const RefinedLattice* known = memo->settled(g, out)) return *known;
  const RefinedLattice fitted = out;
  // Undo a whole-pitch slip, then settle the fit again.
  for (int attempt = 0; attempt < kPlacementChecks && out.stars_matched > 0; ++attempt) {
    const Placement p = true_placement(field.at(pixels_per_unit(out.homography)), g, field.photo(), out.homography);
    if (p == Placement{}) break;
    out.homography = placed(out.homography, g, p);
    // The stars found are those of the slipped lattice: their template points are not theirs any more.
    out.star_template.clear();
    out.star_photo.clear();
    // A turn lays the lattice's slightly unequal pitches across each other: fit the stars again.
    if (p.quarter_turns != 0) {
      const RefinedLattice again = fit_passes(field, out.homography, g, memo);
      if (again.stars_matched >= out.stars_matched / 2) out = again;
    }
  }
  if (!seen_from_in_front(out.homography)) {
    RefinedLattice none;
    none.homography = out.homography;
    out = none;
  }
  out.ok = out.stars_matched >= 40;
  if (memo) memo->remember_settled(g, fitted, out);
  return out;
}

RefinedLattice refine_lattice(const cv::Mat& photo_gray, const cv::Matx33d& first, const BoardGeometry& g) {
  StarField field(photo_gray);
  return refine_lattice(field, first, g);
}

}  // namespace starsight::vision
