#include "point_reader.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <vector>

#include "template_geometry.hpp"

namespace starsight::vision {
namespace {

// std::lround without the library call (the rays below round thousands of points per lattice point).
inline long nearest(double v) { return v >= 0 ? static_cast<long>(v + 0.5) : -static_cast<long>(0.5 - v); }

double centre_peak(const RectifiedBoard& r, cv::Point2d c, int radius) {
  const int cy = static_cast<int>(nearest(c.y));
  const cv::Mat& smooth = r.smooth(cy - radius, cy + radius);
  float best = 0;
  for (int dy = -radius; dy <= radius; ++dy)
    for (int dx = -radius; dx <= radius; ++dx) {
      const int x = static_cast<int>(nearest(c.x)) + dx, y = cy + dy;
      if (x < 0 || y < 0 || x >= smooth.cols || y >= smooth.rows) continue;
      best = std::max(best, smooth.ptr<float>(y)[x]);
    }
  return best;
}

// Distance from q to the segment a-b.
double distance_to_segment(cv::Point2d q, cv::Point2d a, cv::Point2d b) {
  const cv::Point2d d = b - a;
  const double t = std::clamp((q - a).dot(d) / d.dot(d), 0.0, 1.0);
  return cv::norm(q - (a + d * t));
}

constexpr double kGlyphRadius = 9;    // the printed star's arms
constexpr double kMarkRadius = 21;    // how far a mark around a point reaches
constexpr double kLineHalfWidth = 9;  // a marker line's half width plus misregistration
constexpr double kHeadRadius = 13;    // a shooting star's head or a mark drawn on the point
// A filled mark (a black hole's disc, a galaxy's oval) is wider than the top-hat keeps: it is measured
// on the grey board against the sky around it, away from the lines' cores.
constexpr double kFillRadius = 11;
constexpr double kLineCore = 4.5;
constexpr double kSkyFrom = 24, kSkyTo = 30;
// For the shooting-star head model (head_point_features), the ink round a point is looked at in the sky only, not
// within kAboveSkyEdge of its bottom edge, where the patterned band's bright top edge runs 9 to 15 units below the
// bottom row.
constexpr double kAboveSkyEdge = 8;

// A mark drawn around a point (a luminous aura's circle, one end of a galaxy's oval, a planet's rings) crosses
// every direction out of the point, where the lines leave it only along their own: the reader looks along rays
// from kRingFrom to kRingTo units, at the samples kRingLineClear or more from every line, and keeps how
// surely the rays (those with enough such samples) find ink.
constexpr double kRingFrom = 7, kRingTo = 22;
constexpr int kRingRays = 72;
constexpr double kRingLineClear = 6.5;  // a thick marker line's half width
constexpr int kRingMinSamples = 3;
constexpr double kRingQuantile = 0.3;

// A line at the point, as a rectified segment, with how far either side of its path its own ink reaches (half
// its stroke's width and the blur beyond).
struct LineInk {
  cv::Point2d a, b;
  double reach = 0;
};
using Lines = std::vector<LineInk>;
constexpr double kInkBeyondHalfWidth = 3;

// The rays' unit directions, computed once: every point of every frame walks the same kRingRays rays.
struct RayDirections {
  std::array<double, kRingRays> cos, sin;
  RayDirections() {
    for (int i = 0; i < kRingRays; ++i) {
      const double a = 2 * CV_PI * i / kRingRays;
      cos[static_cast<std::size_t>(i)] = std::cos(a);
      sin[static_cast<std::size_t>(i)] = std::sin(a);
    }
  }
};
const RayDirections& rays() {
  static const RayDirections r;
  return r;
}

// A line at the point `c` (one of its ends) seen from a ray out of `c` in direction (ca, sa): the ray's samples
// from this many units out are farther from the line than `clearance`, so need no measuring. Behind the line's
// start the nearest of it is `c` itself, `rad` units away; elsewhere its straight line is nearer than its
// segment, rad |sin| away. (With a margin far above rounding: a sample within it is measured as before.)
// Infinite for a line that does not start at `c`.
constexpr double kClearanceMargin = 1e-6;
double reach_along_ray(cv::Point2d c, const LineInk& l, double ca, double sa, double clearance) {
  const cv::Point2d other = l.a == c ? l.b : l.b == c ? l.a : c;
  const double length = cv::norm(other - c);
  if (!(length > 0)) return std::numeric_limits<double>::infinity();
  const cv::Point2d w = (other - c) * (1 / length);
  const double cosine = ca * w.x + sa * w.y, sine = std::abs(ca * w.y - sa * w.x);
  const double slope = cosine <= 0 ? 1.0 : sine;
  return slope > 0 ? (clearance + kClearanceMargin) / slope : std::numeric_limits<double>::infinity();
}

// A line that a ray's samples nearer than `within` units to its start may be within the line's clearance of.
struct NearLine {
  const LineInk* line;
  double within;
};

// A ray walk's samples along one axis for the points of one lattice column (x) or row (y): a sample's
// coordinate there depends only on the point's along that axis, so a board's columns and rows are walked once
// (the same arithmetic as before, c + rad cos or c + rad sin), not each of its 110 points.
struct RayAxisSample {
  double at = 0;  // the sample's coordinate
  int pixel = 0;  // the nearest pixel's
  bool inside = false;
};
using RayAxis = std::vector<RayAxisSample>;  // ray by ray, radius by radius

// The radii from `from` to `to` units, a unit apart.
std::vector<double> radii_between(double from, double to) {
  std::vector<double> out;
  for (double rad = from; rad <= to; rad += 1) out.push_back(rad);
  return out;
}

RayAxis ray_axis(double centre, bool along_x, const std::vector<double>& radii, int size) {
  const RayDirections& dir = rays();
  RayAxis out;
  out.reserve(kRingRays * radii.size());
  for (std::size_t i = 0; i < kRingRays; ++i) {
    const double direction = along_x ? dir.cos[i] : dir.sin[i];
    for (const double rad : radii) {
      RayAxisSample a;
      a.at = centre + rad * direction;
      a.pixel = static_cast<int>(nearest(a.at));
      a.inside = a.pixel >= 0 && a.pixel < size;
      out.push_back(a);
    }
  }
  return out;
}

// One point's walk: its radii and its column's and row's samples.
struct RayWalk {
  const std::vector<double>& radii;
  const RayAxis &xs, &ys;
};

// Along kRingRays rays out of `c`, the brightest top-hat at the walk's samples `clear` units or more from every
// line, and beyond its own ink's reach (a wide marker's edge and the round end it leaves past the star look
// like a mark's ink); one value per ray that has at least `min_samples` such samples. With `split` among the
// radii, the same from `split` on into `*beyond` (one walk of the rays for both).
std::vector<double> clear_ink_along_rays(const RectifiedBoard& r, cv::Point2d c, const Lines& lines,
                                         const RayWalk& walk, double clear, int min_samples, double split = 0,
                                         std::vector<double>* beyond = nullptr) {
  std::vector<double> reach;
  reach.reserve(kRingRays);
  if (beyond) beyond->clear();
  const RayDirections& dir = rays();
  const std::size_t steps = walk.radii.size();
  const double from = walk.radii.front();
  std::vector<NearLine> near;
  near.reserve(lines.size());
  // The first radius from `split` on (none without `beyond`).
  const std::size_t first_beyond =
      beyond ? static_cast<std::size_t>(
                   std::find_if(walk.radii.begin(), walk.radii.end(), [&](double rad) { return rad >= split; }) -
                   walk.radii.begin())
             : steps;
  const cv::Mat& tophat = r.tophat;
  for (std::size_t i = 0; i < kRingRays; ++i) {
    const double ca = dir.cos[i], sa = dir.sin[i];
    near.clear();
    for (const LineInk& l : lines)
      if (const double within = reach_along_ray(c, l, ca, sa, std::max(clear, l.reach)); from < within)
        near.push_back({&l, within});
    float best = 0, best_beyond = 0;
    int samples = 0, samples_beyond = 0;
    const RayAxisSample* xs = walk.xs.data() + i * steps;
    const RayAxisSample* ys = walk.ys.data() + i * steps;
    const auto take = [&](std::size_t j) {
      const float v = tophat.ptr<float>(ys[j].pixel)[xs[j].pixel];
      ++samples;
      best = std::max(best, v);
      if (j >= first_beyond) {
        ++samples_beyond;
        best_beyond = std::max(best_beyond, v);
      }
    };
    // The samples nearer than some line's `within` are measured against the lines; from the first radius past every
    // line's (most rays: all of them) none need be.
    double widest = 0;
    for (const NearLine& n : near) widest = std::max(widest, n.within);
    std::size_t j = 0;
    for (; j < steps && walk.radii[j] < widest; ++j) {
      const RayAxisSample &sx = xs[j], &sy = ys[j];
      if (!sx.inside || !sy.inside) continue;
      const double rad = walk.radii[j];
      const cv::Point2d q(sx.at, sy.at);
      if (std::none_of(near.begin(), near.end(), [&](const NearLine& n) {
            return rad < n.within && distance_to_segment(q, n.line->a, n.line->b) < std::max(clear, n.line->reach);
          }))
        take(j);
    }
    for (; j < steps; ++j)
      if (xs[j].inside && ys[j].inside) take(j);
    if (samples >= min_samples) reach.push_back(best);
    if (beyond && samples_beyond >= min_samples) beyond->push_back(best_beyond);
  }
  return reach;
}

// A luminous aura is often drawn dashed: the ring's quantile below then falls in its gaps. The fraction of the
// free rays that find ink between kDashedFrom units (past the printed star's arms) and kRingTo counts the
// dashes instead.
constexpr double kDashedFrom = 10;
constexpr double kDashInk = 0.25;

struct Rings {
  double ring = 0;    // PointFeatures [6]
  double dashed = 0;  // PointFeatures [9]
};

Rings rings_around(const RectifiedBoard& r, cv::Point2d c, const Lines& lines, const RayWalk& walk, double white) {
  std::vector<double> dashes;
  dashes.reserve(kRingRays);
  std::vector<double> reach =
      clear_ink_along_rays(r, c, lines, walk, kRingLineClear, kRingMinSamples, kDashedFrom, &dashes);
  Rings out;
  // Too few free directions (a point crowded with lines) to tell a ring from the lines' own ink.
  if (reach.size() >= kRingRays / 4) {
    const auto k = static_cast<std::size_t>(kRingQuantile * static_cast<double>(reach.size() - 1));
    std::nth_element(reach.begin(), reach.begin() + static_cast<std::ptrdiff_t>(k), reach.end());
    out.ring = reach[k] / white;
  }
  if (dashes.size() >= kRingRays / 4) {
    const auto inked = std::count_if(dashes.begin(), dashes.end(), [&](double v) { return v > kDashInk * white; });
    out.dashed = static_cast<double>(inked) / static_cast<double>(dashes.size());
  }
  return out;
}

// A shooting star's head is a small star drawn over the run's end point (about 9 to 13 units to its tips, its
// inner corners about 4 units out; an outline, a pentagram or a filled star): every ray out of the point
// crosses its ink between kHeadGlyphFrom and kHeadGlyphTo units, the ray along the incoming line too once past
// the line's own ink. A plain line end leaves the rays dark but for the printed glyph's few arms. The feature is
// the fraction of the rays (those with samples clear of the lines) that find ink.
constexpr double kHeadGlyphFrom = 6.5, kHeadGlyphTo = 14;
constexpr double kHeadGlyphLineClear = 5;  // a marker line's half width and its blur
constexpr int kHeadGlyphMinSamples = 2;
// A head is often drawn in a paler or thinner stroke than the lines (a grey filled star): the reader counts the
// rays that find any clear ink rather than how bright it is.
constexpr double kHeadGlyphInk = 0.2;

double star_glyph_around(const RectifiedBoard& r, cv::Point2d c, const Lines& lines, const RayWalk& walk,
                         double white) {
  const std::vector<double> reach = clear_ink_along_rays(r, c, lines, walk, kHeadGlyphLineClear, kHeadGlyphMinSamples);
  if (reach.size() < kRingRays / 2) return 0;
  const auto inked = std::count_if(reach.begin(), reach.end(), [&](double v) { return v > kHeadGlyphInk * white; });
  return static_cast<double>(inked) / static_cast<double>(reach.size());
}

// A galaxy is one oval drawn around two side-by-side stars, passing beyond both and above and below the row:
// rays from the pair's midpoint find its ink between kOvalFrom and kOvalTo times a nominal oval's radius in
// most directions (clear of the star glyphs), where a line drawn between the stars leaves them dark.
constexpr double kOvalRx = 37, kOvalRy = 11.5;  // half a lattice step plus 11 units; 11.5 units
constexpr double kOvalFrom = 0.7, kOvalTo = 1.4;
constexpr double kOvalGlyphClear = 5;

// The rays' samples along one axis for a pair of stars (its column for x, its row for y): a sample's coordinate
// depends only on the pair's centre along that axis, so a row of pairs shares its y samples and a column its
// x samples, computed once a board (with the arithmetic of the point (x, y) they were computed from before).
struct OvalAxisSample {
  int pixel = 0;
  bool inside = false;                 // within the image along this axis
  double to_first = 0, to_second = 0;  // squared distance along this axis to the pair's two stars
};
using OvalAxis = std::vector<OvalAxisSample>;  // ray by ray, the steps of each

// The oval's steps, kOvalFrom to kOvalTo times its nominal radius.
const std::vector<double>& oval_steps() {
  static const std::vector<double> steps = [] {
    std::vector<double> out;
    for (double s = kOvalFrom; s <= kOvalTo; s += 0.05) out.push_back(s);
    return out;
  }();
  return steps;
}

// `centre` = (first + second) * 0.5 along the axis, `radius` the oval's along it, `size` the image's.
OvalAxis oval_axis(double centre, double first, double second, double radius, bool along_x, int size) {
  const RayDirections& dir = rays();
  const std::vector<double>& steps = oval_steps();
  OvalAxis out;
  out.reserve(kRingRays * steps.size());
  for (std::size_t i = 0; i < kRingRays; ++i) {
    const double direction = along_x ? dir.cos[i] : dir.sin[i];
    for (const double s : steps) {
      const double q = centre + s * radius * direction;
      OvalAxisSample a;
      a.pixel = static_cast<int>(nearest(q));
      a.inside = a.pixel >= 0 && a.pixel < size;
      a.to_first = (q - first) * (q - first);
      a.to_second = (q - second) * (q - second);
      out.push_back(a);
    }
  }
  return out;
}

double oval_around(const RectifiedBoard& r, const OvalAxis& xs, const OvalAxis& ys, double white) {
  constexpr double kClear2 = kOvalGlyphClear * kOvalGlyphClear;
  const std::size_t steps = oval_steps().size();
  std::vector<double> reach;
  reach.reserve(kRingRays);
  for (std::size_t i = 0; i < kRingRays; ++i) {
    float best = 0;
    for (std::size_t k = i * steps; k < (i + 1) * steps; ++k) {
      const OvalAxisSample &x = xs[k], &y = ys[k];
      if (!x.inside || !y.inside) continue;
      // Clear of the star glyphs.
      if (x.to_first + y.to_first < kClear2 || x.to_second + y.to_second < kClear2) continue;
      best = std::max(best, r.tophat.ptr<float>(y.pixel)[x.pixel]);
    }
    reach.push_back(best);
  }
  const auto k = static_cast<std::size_t>(kRingQuantile * static_cast<double>(reach.size() - 1));
  std::nth_element(reach.begin(), reach.begin() + static_cast<std::ptrdiff_t>(k), reach.end());
  return reach[k] / white;
}

}  // namespace

std::array<double, kPointCount> glyph_peaks(const RectifiedBoard& r, const BoardGeometry& g) {
  std::array<double, kPointCount> out{};
  for (int i = 0; i < kPointCount; ++i)
    out[static_cast<std::size_t>(i)] = centre_peak(r, rect_point(g, point_at(i)), 3);
  return out;
}

double white_level(const std::array<double, kPointCount>& glyph_peaks) {
  std::vector<double> peaks(glyph_peaks.begin(), glyph_peaks.end());
  // Most in-arch points hold printed stars: the upper part of the distribution is the star level.
  const auto k = peaks.size() * 7 / 10;
  std::nth_element(peaks.begin(), peaks.begin() + static_cast<std::ptrdiff_t>(k), peaks.end());
  return std::max(peaks[k], 1.0);
}

PairOvals galaxy_ovals(const RectifiedBoard& r, const BoardGeometry& g, double white) {
  std::array<OvalAxis, kLatticeWidth - 1> columns;  // by the pair's left column
  std::array<OvalAxis, kLatticeHeight> rows;
  for (int x = 0; x + 1 < kLatticeWidth; ++x) {
    const cv::Point2d left = rect_point(g, {x, 0}), right = rect_point(g, {x + 1, 0});
    columns[static_cast<std::size_t>(x)] =
        oval_axis((left + right).x * 0.5, left.x, right.x, kOvalRx, true, r.tophat.cols);
  }
  for (int y = 0; y < kLatticeHeight; ++y) {
    const cv::Point2d left = rect_point(g, {0, y}), right = rect_point(g, {1, y});
    rows[static_cast<std::size_t>(y)] =
        oval_axis((left + right).y * 0.5, left.y, right.y, kOvalRy, false, r.tophat.rows);
  }
  PairOvals ovals{};
  for (int i = 0; i < kPointCount; ++i) {
    const Point p = point_at(i);
    if (p.x + 1 < kLatticeWidth)
      ovals[static_cast<std::size_t>(i)] =
          oval_around(r, columns[static_cast<std::size_t>(p.x)], rows[static_cast<std::size_t>(p.y)], white);
  }
  return ovals;
}

namespace {

// How much of the ink round a point runs one way, off the lines at the point: near 1 where strokes run side by
// side or one passes by (an illustration's line-art, whatever the art), near 0 where they run every way (a star
// drawn by hand: its arms or its outline's edges, or a blob of thick marker). Weighed by how much ink there is,
// so that a bare sky, whose noise runs every which way too, gives 0 and not a random figure.
constexpr int kStrokeFlowRadius = 14;  // a hand-drawn star's reach (a mark over the point)
// The mean squared gradient, over white squared, of faintly inked ground (a star drawn there, or line-art, gives
// 0.01-0.03; the bare sky's noise far less).
constexpr double kStrokeFlowInk = 0.005;
double stroke_flow(const RectifiedBoard& r, cv::Point2d c, const Lines& lines, double white) {
  const int cx = static_cast<int>(nearest(c.x)), cy = static_cast<int>(nearest(c.y));
  const cv::Mat& t = r.smooth(cy - kStrokeFlowRadius - 1, cy + kStrokeFlowRadius + 1);
  double jxx = 0, jyy = 0, jxy = 0;
  int n = 0;
  // Every other pixel: the strokes run over many.
  for (int dy = -kStrokeFlowRadius; dy <= kStrokeFlowRadius; dy += 2) {
    const int y = cy + dy;
    if (y < 1 || y + 1 >= t.rows) continue;
    const float *up = t.ptr<float>(y - 1), *row = t.ptr<float>(y), *down = t.ptr<float>(y + 1);
    for (int dx = -kStrokeFlowRadius; dx <= kStrokeFlowRadius; dx += 2) {
      const int x = cx + dx;
      if (dx * dx + dy * dy > kStrokeFlowRadius * kStrokeFlowRadius || x < 1 || x + 1 >= t.cols) continue;
      const cv::Point2d q(x, y);
      if (std::any_of(lines.begin(), lines.end(),
                      [&](const LineInk& l) { return distance_to_segment(q, l.a, l.b) < kLineHalfWidth; }))
        continue;
      const double gx = 0.5 * (row[x + 1] - row[x - 1]), gy = 0.5 * (down[x] - up[x]);
      jxx += gx * gx, jyy += gy * gy, jxy += gx * gy;
      ++n;
    }
  }
  const double energy = jxx + jyy;
  if (n == 0 || !(energy > 0)) return 0;
  const double coherence = std::sqrt((jxx - jyy) * (jxx - jyy) + 4 * jxy * jxy) / energy;
  const double ink = energy / n / (white * white);
  return coherence * std::min(1.0, ink / kStrokeFlowInk);
}

// The samples round a point that its features read, every other pixel row by row (the order the sums below
// keep): within kMarkRadius, or in the sky's ring kSkyFrom..kSkyTo; with their distance from the point.
struct GridSample {
  int dx, dy;
  double rad;
  // Which of the features below read it (its distance's ranges, worked out once).
  bool sky, mark, ring, fill, head, glyph;
};
const std::vector<GridSample>& grid_samples() {
  static const std::vector<GridSample> samples = [] {
    std::vector<GridSample> out;
    for (int dy = -static_cast<int>(kSkyTo); dy <= kSkyTo; dy += 2)
      for (int dx = -static_cast<int>(kSkyTo); dx <= kSkyTo; dx += 2) {
        const double rad = std::sqrt(dx * dx + dy * dy);
        if (rad <= kMarkRadius || (rad >= kSkyFrom && rad <= kSkyTo))
          out.push_back({dx, dy, rad, rad >= kSkyFrom && rad <= kSkyTo, rad <= kMarkRadius, rad >= 6 && rad <= 8,
                         rad <= kFillRadius, rad <= kHeadRadius, rad >= kGlyphRadius});
      }
    return out;
  }();
  return samples;
}

// The unit direction of a line at the point `c` (one of its ends) away from `c`; none (0, 0), so that every
// sample measures it, for a line that does not start at `c`.
cv::Point2d direction_from(cv::Point2d c, const LineInk& l) {
  const cv::Point2d other = l.a == c ? l.b : l.b == c ? l.a : c;
  const double length = cv::norm(other - c);
  return length > 0 ? (other - c) * (1 / length) : cv::Point2d(0, 0);
}

// The ray walks of a board's columns and rows, for the rings and for a shooting star's head glyph.
struct RayTables {
  std::vector<double> ring_radii = radii_between(kRingFrom, kRingTo);
  std::vector<double> glyph_radii = radii_between(kHeadGlyphFrom, kHeadGlyphTo);
  std::array<RayAxis, kLatticeWidth> ring_x, glyph_x;
  std::array<RayAxis, kLatticeHeight> ring_y, glyph_y;

  RayTables(const RectifiedBoard& r, const BoardGeometry& g) {
    for (int x = 0; x < kLatticeWidth; ++x) {
      const double at = rect_point(g, {x, 0}).x;
      ring_x[static_cast<std::size_t>(x)] = ray_axis(at, true, ring_radii, r.tophat.cols);
      glyph_x[static_cast<std::size_t>(x)] = ray_axis(at, true, glyph_radii, r.tophat.cols);
    }
    for (int y = 0; y < kLatticeHeight; ++y) {
      const double at = rect_point(g, {0, y}).y;
      ring_y[static_cast<std::size_t>(y)] = ray_axis(at, false, ring_radii, r.tophat.rows);
      glyph_y[static_cast<std::size_t>(y)] = ray_axis(at, false, glyph_radii, r.tophat.rows);
    }
  }
  RayWalk rings(Point p) const {
    return {ring_radii, ring_x[static_cast<std::size_t>(p.x)], ring_y[static_cast<std::size_t>(p.y)]};
  }
  RayWalk glyph(Point p) const {
    return {glyph_radii, glyph_x[static_cast<std::size_t>(p.x)], glyph_y[static_cast<std::size_t>(p.y)]};
  }
};

// The lines at point `p` that look drawn (or printed), as rectified segments.
Lines lines_at(const BoardGeometry& g, Point p, const SegmentSet& line_like,
               const std::array<double, kSegmentCount>& stroke_width) {
  Lines lines;
  for (SegmentId id : segments_at(p))
    if (const auto k = static_cast<std::size_t>(id); line_like.test(k))
      lines.push_back({rect_point(g, segment(id).a), rect_point(g, segment(id).b),
                       std::min(stroke_width[k], kWidestMarker) / 2 + kInkBeyondHalfWidth});
  return lines;
}

// The features [1] to [5] of the point at `c` (its glyph's peak, [0], already in `f`), from the samples of a disc
// round it that fall on image rows above `rows`.
void measure_disc(const RectifiedBoard& r, cv::Point2d c, const Lines& lines, double white, int rows,
                  PointFeatures& f) {
  const std::vector<GridSample>& samples = grid_samples();
  std::vector<double> free, fill, sky;
  free.reserve(samples.size()), fill.reserve(samples.size()), sky.reserve(samples.size());
  double ring_max = 0;
  int disc = 0, disc_bright = 0;
  // A line nearer a sample than kLineHalfWidth is measured (its distance says whether the sample is on its ink
  // and on its core); one whose straight line is farther than that (with a margin far above rounding) need not be.
  std::vector<std::pair<const LineInk*, cv::Point2d>> line_directions;
  for (const LineInk& l : lines) line_directions.emplace_back(&l, direction_from(c, l));
  const int cx = static_cast<int>(nearest(c.x)), cy = static_cast<int>(nearest(c.y));
  const cv::Mat &gray = r.gray, &tophat = r.tophat;
  for (const GridSample& s : samples) {
    const int x = cx + s.dx, y = cy + s.dy;
    if (x < 0 || y < 0 || x >= tophat.cols || y >= rows) continue;
    const double grey = gray.ptr<unsigned char>(y)[x];
    if (s.sky) sky.push_back(grey);
    if (!s.mark) continue;
    const float v = tophat.ptr<float>(y)[x];
    if (s.ring) ring_max = std::max(ring_max, static_cast<double>(v));
    const cv::Point2d q(x, y);
    double nearest_line = 1e9;
    for (const auto& [l, w] : line_directions)
      if (std::abs((q.x - c.x) * w.y - (q.y - c.y) * w.x) < kLineHalfWidth + kClearanceMargin)
        nearest_line = std::min(nearest_line, distance_to_segment(q, l->a, l->b));
    if (s.fill && nearest_line >= kLineCore) fill.push_back(grey);
    if (nearest_line < kLineHalfWidth) continue;
    if (s.head) {
      ++disc;
      disc_bright += v > 0.3 * white;
    }
    if (s.glyph) free.push_back(v);
  }
  f[1] = f[2] = f[5] = 0;
  if (!free.empty()) {
    double sum = 0;
    for (double v : free) sum += v;
    f[1] = sum / static_cast<double>(free.size()) / white;
    const auto k = free.size() * 9 / 10;
    std::nth_element(free.begin(), free.begin() + static_cast<std::ptrdiff_t>(k), free.end());
    f[2] = free[k] / white;
  }
  f[3] = f[0] - ring_max / white;
  f[4] = disc ? static_cast<double>(disc_bright) / disc : 0;
  if (!fill.empty() && !sky.empty()) {
    double sum = 0;
    for (double v : fill) sum += v;
    std::nth_element(sky.begin(), sky.begin() + static_cast<std::ptrdiff_t>(sky.size() / 2), sky.end());
    f[5] = (sum / static_cast<double>(fill.size()) - sky[sky.size() / 2]) / white;
  }
}

PointFeatures features_at(const RectifiedBoard& r, const BoardGeometry& g, Point p, double white,
                          const SegmentSet& line_like, const std::array<double, kSegmentCount>& stroke_width,
                          const PairOvals& ovals, const RayTables& walks) {
  const cv::Point2d c = rect_point(g, p);
  PointFeatures f{};
  f[0] = centre_peak(r, c, 3) / white;
  const Lines lines = lines_at(g, p, line_like, stroke_width);
  measure_disc(r, c, lines, white, r.tophat.rows, f);
  const Rings rings = rings_around(r, c, lines, walks.rings(p), white);
  f[6] = rings.ring;
  const auto k = static_cast<std::size_t>(point_index(p));
  if (p.x > 0) f[7] = ovals[k - 1];
  if (p.x + 1 < kLatticeWidth) f[7] = std::max(f[7], ovals[k]);
  f[8] = star_glyph_around(r, c, lines, walks.glyph(p), white);
  f[9] = rings.dashed;
  // Only where some board has an artwork point is a star drawn by hand asked about (the features are measured
  // before the board is known): a third of the lattice.
  if (points_on_some_board(PointKind::Artwork).test(k)) f[10] = stroke_flow(r, c, lines, white);
  return f;
}

}  // namespace

PointFeatures point_features(const RectifiedBoard& r, const BoardGeometry& g, Point p, double white,
                             const SegmentSet& line_like, const std::array<double, kSegmentCount>& stroke_width,
                             const PairOvals& ovals) {
  return features_at(r, g, p, white, line_like, stroke_width, ovals, RayTables(r, g));
}

std::array<PointFeatures, kPointCount> all_point_features(const RectifiedBoard& r, const BoardGeometry& g, double white,
                                                          const SegmentSet& line_like,
                                                          const std::array<double, kSegmentCount>& stroke_width,
                                                          const PairOvals& ovals) {
  const RayTables walks(r, g);
  std::array<PointFeatures, kPointCount> out{};
  for (int i = 0; i < kPointCount; ++i)
    out[static_cast<std::size_t>(i)] = features_at(r, g, point_at(i), white, line_like, stroke_width, ovals, walks);
  return out;
}

std::array<PointFeatures, kPointCount> head_point_features(const std::array<PointFeatures, kPointCount>& points,
                                                           const RectifiedBoard& r, const BoardGeometry& g,
                                                           double white, const SegmentSet& line_like,
                                                           const std::array<double, kSegmentCount>& stroke_width) {
  std::array<PointFeatures, kPointCount> out = points;
  const int rows = rows_above_sky_edge(r.tophat, kAboveSkyEdge);
  for (int i = 0; i < kPointCount; ++i) {
    const Point p = point_at(i);
    const cv::Point2d c = rect_point(g, p);
    if (c.y + std::max(kMarkRadius, kSkyTo) >= rows)
      measure_disc(r, c, lines_at(g, p, line_like, stroke_width), white, rows, out[static_cast<std::size_t>(i)]);
  }
  return out;
}

}  // namespace starsight::vision
