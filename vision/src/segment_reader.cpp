#include "segment_reader.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <span>
#include <vector>

#include "ink_path.hpp"
#include "template_geometry.hpp"

namespace starsight::vision {
namespace {

// The pixel nearest (x, y); 0 outside the image. (Rounds by truncation of x + 0.5: this is the readers'
// innermost loop, and std::lround is a library call.)
inline float at(const cv::Mat& m, double x, double y) {
  const double fx = x + 0.5, fy = y + 0.5;
  if (fx < 0 || fy < 0) return 0.f;
  const int ix = static_cast<int>(fx), iy = static_cast<int>(fy);
  if (ix >= m.cols || iy >= m.rows) return 0.f;
  return m.ptr<float>(iy)[ix];
}

// at() for a point known to lie in the image (see clear_of_edges): the same pixel, without the checks, which
// cost a third of the segment reader's lookups. (As types of their own, that each use of either is inlined.)
constexpr auto at_inside = [](const cv::Mat& m, double x, double y) {
  return m.ptr<float>(static_cast<int>(y + 0.5))[static_cast<int>(x + 0.5)];
};
constexpr auto at_checked = [](const cv::Mat& m, double x, double y) { return at(m, x, y); };

// Whether every point within `reach` of the segment from `a` to `b` lies in the image, at least 0 and at most the
// last column and row: at() then finds each in the image. (A unit more covers the rounding of the points'
// arithmetic.)
bool clear_of_edges(const cv::Mat& m, cv::Point2d a, cv::Point2d b, double reach) {
  const double r = reach + 1;
  return std::min(a.x, b.x) - r >= 0 && std::min(a.y, b.y) - r >= 0 && std::max(a.x, b.x) + r <= m.cols - 1 &&
         std::max(a.y, b.y) + r <= m.rows - 1;
}

// Where along a segment (0 = end a, 1 = end b) the reader looks: clear of the star
// glyphs at the ends, and for diagonals clear of the crossing in the middle.
struct Span {
  double from, to;
};
constexpr std::array<Span, 1> kStraight{{{0.20, 0.80}}};
constexpr std::array<Span, 2> kDiagonal{{{0.15, 0.39}, {0.61, 0.85}}};

// Calls `sample(t)` at every 1.5 units along the spans where the reader looks on segment `s` of length `len`.
template <class Sample>
void along_straight_path(const Segment& s, double len, Sample&& sample) {
  const auto spans = is_diagonal(s.direction) ? std::span<const Span>(kDiagonal) : std::span<const Span>(kStraight);
  for (const Span span : spans)
    for (double t = span.from; t <= span.to + 1e-9; t += 1.5 / len) sample(t);
}

// How far across the segment the reader looks for the line's ink (template units).
constexpr int kReach = 3;
// A stroke's width is measured where the path is at least faintly inked, out to kWidestStroke units either side
// of its peak.
constexpr int kWidestStroke = 10;

double percentile(std::vector<double>& v, double q) {
  if (v.empty()) return 0;
  const auto k = static_cast<std::size_t>(q * static_cast<double>(v.size() - 1));
  std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(k), v.end());
  return v[k];
}

// Hand-drawn lines sometimes bow far more than the reach above (a sweeping stroke, up to about a third of
// a lattice step at mid-length): the reader also tries arcs through both stars, bulging kMinBow..kMaxBow
// units either way, and keeps how continuously the best one is inked, and how much better than the arc
// mirrored to the other side. The arcs are kBowStep apart: each looks kArcReach units either side of
// itself, so together they still cover every bulge from 2 to 18 units.
constexpr int kMinBow = 4, kMaxBow = 16, kBowStep = 4;
constexpr int kArcReach = 2;
static_assert(kMaxBow + kArcReach == kFarthestBulge, "kFarthestBulge is the arcs' reach");
constexpr double kArcFrom = 0.15, kArcTo = 0.85;
// A line drawn twice over with its strokes bowed apart, one either side of the straight path, bulges at most this
// far (units): further, the two are a galaxy's oval (it bulges 9 to 14 units about stars it reaches past).
constexpr int kApartWidest = 8;
constexpr double kArcSkyMargin = 6;
// The ink path keeps further from it: its discs round the bottom row's stars reach where the band's edge glows.
constexpr double kInkPathSkyMargin = 10;

struct ArcEvidence {
  double best = 0;      // how continuously the best arc is inked
  double one_side = 0;  // how much more than its mirror image on the other side of the segment
  int best_bow = 0;     // the best arc's bulge (units, signed: which side of the segment)
  double mirror = 0;    // how continuously the best arc's mirror image is inked
  double apart = 0;     // how continuously both arcs of one bulge up to kApartWidest are inked (the lesser)
};

ArcEvidence arc_evidence(const RectifiedBoard& r, cv::Point2d a, cv::Point2d d, double len, double norm) {
  const cv::Point2d across(-d.y / len, d.x / len);
  // What every arc shares, worked out once (the same operations as each arc did): its samples' places along the
  // segment, and the steps across it.
  struct Along {
    double t;
    cv::Point2d on;  // a + d t
  };
  std::vector<Along> along;
  for (double t = kArcFrom; t <= kArcTo + 1e-9; t += 2.0 / len) along.push_back({t, a + d * t});
  std::array<cv::Point2d, 2 * kArcReach + 1> steps;
  for (int k = -kArcReach; k <= kArcReach; ++k) steps[static_cast<std::size_t>(k + kArcReach)] = across * k;
  std::vector<double> v;
  v.reserve(along.size());
  auto continuity = [&](int bow, auto&& look) {
    v.clear();
    for (const Along& s : along) {
      const cv::Point2d p = s.on + across * (bow * 4 * s.t * (1 - s.t));
      float m = 0;
      // Below the sky is the band's bright edge, printed on every board: no arc may count it as ink.
      if (p.y > kSkyBottom * kRectScale - kArcSkyMargin) {
        v.push_back(0);
        continue;
      }
      for (const cv::Point2d& step : steps) m = std::max(m, look(r.tophat, p.x + step.x, p.y + step.y));
      v.push_back(m);
    }
    return percentile(v, 0.2) / norm;
  };
  // An arc lies within its bulge of the segment (4 t (1 - t) is at most 1), and looks kArcReach beyond it.
  const bool inside = clear_of_edges(r.tophat, a, a + d, kMaxBow + kArcReach);
  const auto arc = [&](int bow) { return inside ? continuity(bow, at_inside) : continuity(bow, at_checked); };
  ArcEvidence e;
  for (int bow = kMinBow; bow <= kMaxBow; bow += kBowStep) {
    const double plus = arc(bow), minus = arc(-bow);
    if (plus > e.best) e.best = plus, e.best_bow = bow, e.mirror = minus;
    if (minus > e.best) e.best = minus, e.best_bow = -bow, e.mirror = plus;
    // A bowed stroke swings to one side; a mark around the stars (a galaxy's oval, an aura's circle) lies on
    // both.
    e.one_side = std::max(e.one_side, std::abs(plus - minus));
    if (bow <= kApartWidest) e.apart = std::max(e.apart, std::min(plus, minus));
  }
  return e;
}

// Along the segment's straight path (along_straight_path), the brightest ink within kReach units across it at each
// sample (`contrast`), and the clutter kReach + 6 units either side (`clutter`), both in the top-hat's levels.
struct PathSamples {
  std::vector<double> contrast, clutter;
  std::vector<double> room;  // 255 less the background's grey level at each sample on the path
};

PathSamples straight_path_samples(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id) {
  const Segment& s = segment(id);
  const cv::Point2d a = rect_point(g, s.a), b = rect_point(g, s.b);
  const cv::Point2d d = b - a;
  const double len = std::hypot(d.x, d.y);
  const cv::Point2d along = d * (1.0 / len), across(-along.y, along.x);
  PathSamples out;
  out.contrast.reserve(48);
  out.clutter.reserve(48);
  out.room.reserve(48);
  const auto sample = [&](double t, auto&& look) {
    const cv::Point2d p = a + d * t;
    // A hand-drawn line wobbles and rarely passes exactly through the printed stars' centres:
    // look for its ink a few units either side of the ideal segment.
    float best = 0;
    for (int k = -kReach; k <= kReach; ++k)
      best = std::max(best, look(r.tophat, p.x + across.x * k, p.y + across.y * k));
    out.contrast.push_back(best);
    const int bx = std::clamp(static_cast<int>(p.x + 0.5), 0, r.background.cols - 1);
    const int by = std::clamp(static_cast<int>(p.y + 0.5), 0, r.background.rows - 1);
    out.room.push_back(255.0 - r.background.at<unsigned char>(by, bx));
    out.clutter.push_back(0.5 * (look(r.tophat, p.x + across.x * (kReach + 6), p.y + across.y * (kReach + 6)) +
                                 look(r.tophat, p.x - across.x * (kReach + 6), p.y - across.y * (kReach + 6))));
  };
  if (clear_of_edges(r.tophat, a, b, kReach + 6))
    along_straight_path(s, len, [&](double t) { sample(t, at_inside); });
  else
    along_straight_path(s, len, [&](double t) { sample(t, at_checked); });
  return out;
}

// A sample of the path this bright, over the white level, is plainly inked (SegmentFeatures [3]).
constexpr double kBrightInk = 0.35;

// The longest run of sky (at most kFaintlyInked of `norm`) among `contrast`'s samples between plainly inked ones
// (over kBrightInk), as a fraction of them (segment_inner_gap).
double inner_gap(const std::vector<double>& contrast, double norm) {
  const auto inked = [&](double c) { return c > kBrightInk * norm; };
  const auto sky = [&](double c) { return c <= kFaintlyInked * norm; };
  std::size_t longest = 0;
  const auto first_ink = std::find_if(contrast.begin(), contrast.end(), inked);
  const auto past_last_ink = std::find_if(contrast.rbegin(), contrast.rend(), inked).base();
  for (auto i = first_ink; i < past_last_ink;) {
    const auto end = std::find_if_not(i, past_last_ink, sky);
    longest = std::max(longest, static_cast<std::size_t>(end - i));
    i = end == i ? i + 1 : end;
  }
  return contrast.empty() ? 0 : static_cast<double>(longest) / static_cast<double>(contrast.size());
}

}  // namespace

SegmentMeasure measure_segment(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white) {
  const Segment& s = segment(id);
  const cv::Point2d a = rect_point(g, s.a), b = rect_point(g, s.b);
  const cv::Point2d d = b - a;
  const double len = std::hypot(d.x, d.y);
  auto [contrast, clutter, room] = straight_path_samples(r, g, id);
  const double norm = std::max(white, 1.0);
  SegmentMeasure out;
  out.headroom = percentile(room, 0.5) / norm;
  // (Before the percentiles below reorder the samples.)
  out.inner_gap = is_diagonal(id) ? 0 : inner_gap(contrast, norm);
  int bright = 0, faint = 0;
  for (double c : contrast) {
    bright += c > kBrightInk * norm;
    faint += c > kFaintlyInked * norm;
  }
  const double n = std::max<double>(1, static_cast<double>(contrast.size()));
  SegmentFeatures& f = out.features;
  f[3] = static_cast<double>(bright) / n;
  f[4] = static_cast<double>(faint) / n;
  f[0] = percentile(contrast, 0.5) / norm;
  f[1] = percentile(contrast, 0.2) / norm;
  f[5] = percentile(contrast, 0.05) / norm;
  f[2] = percentile(clutter, 0.5) / norm;
  const ArcEvidence arc = arc_evidence(r, a, d, len, norm);
  f[6] = arc.best;
  // A bowed stroke leaves the straight path dark where it swings away, and the other side of the segment
  // too: what the arc finds beyond both. ([6] alone is high for every straight line, and for an oval around
  // the two stars.)
  f[7] = std::max(0.0, arc.one_side - f[1]);
  return out;
}

SegmentFeatures segment_features(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white) {
  return measure_segment(r, g, id, white).features;
}

double segment_inner_gap(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white) {
  return is_diagonal(id) ? 0 : inner_gap(straight_path_samples(r, g, id).contrast, std::max(white, 1.0));
}

// How far either side of a bowed stroke's centre the sky beside it is looked at: past a marker's half width.
constexpr double kBesideStroke = 8;
// A clean stroke: the sky beside it dark (the median of its brighter side at most kDarkBeside of the white
// level), and the stroke brighter than that sky by kStandsOut of the white level at its median, by
// kStandsOutAlong over 80 % of its length. Its mirror image, on the other side of the segment, inked less than
// kMirrorInked as continuously as it: an oval round the two stars (a galaxy) is inked on both sides. (Seeds
// 1..2199 at all levels, the second half in the second art style: of the segments between two printed stars that
// may be bowed, inked all along their best path, that the line model reads absent and looks_bowed does not
// take, 12 passed: 11 drawn, and the straight edge of a card lying along the top row.) Where the sky beside it
// is very dark (at most kVeryDarkBeside), a fainter stroke is clean too: kStandsOutOnDark (dev easy 8758 and
// 8856, strokes of a marker running dry at 0.54 and 0.59; on dev seeds 5000..5599 at every level, no segment
// more passes). There, a stroke standing out steadily, by kStandsOutSteadily over 80 % of its length, is clean
// however faint its median: a grey marker's even stroke (dev normal 66505: bowed 10 units between two stars, 0.47 of
// the white level at its median and 0.41 over 80 % of it, read absent at 0.010). On dev easy 43600..44199, normal
// 66100..66699 and hard 46700..47299, of the segments between two printed stars that may be bowed, on sky that dark,
// that the rules above left unclean, the 2 drawn stood out steadily by 0.41 and 0.40 (66505, hard 47072), none of
// the 16 not drawn by more than 0.27. (The art's line-art reaches 0.41, but no bowed stroke is read off the stars.)
constexpr double kDarkBeside = 0.2, kStandsOut = 0.6, kStandsOutAlong = 0.1, kMirrorInked = 0.5;
constexpr double kVeryDarkBeside = 0.1, kStandsOutOnDark = 0.5, kStandsOutSteadily = 0.35;

bool clean_bowed_stroke(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white) {
  const Segment& s = segment(id);
  const cv::Point2d a = rect_point(g, s.a), d = rect_point(g, s.b) - a;
  const double len = std::hypot(d.x, d.y), norm = std::max(white, 1.0);
  const ArcEvidence arc = arc_evidence(r, a, d, len, norm);
  if (arc.mirror > kMirrorInked * arc.best) return false;
  const int bow = arc.best_bow;
  const cv::Point2d across(-d.y / len, d.x / len), off = across * kBesideStroke;
  std::vector<double> beside, stands_out;
  for (double t = kArcFrom; t <= kArcTo + 1e-9; t += 2.0 / len) {
    const cv::Point2d on = a + d * t + across * (bow * 4 * t * (1 - t));
    // The stroke's centre here: the brightest within the arc's reach.
    cv::Point2d centre = on;
    float top = -1;
    for (int k = -kArcReach; k <= kArcReach; ++k)
      if (const float v = at(r.tophat, on.x + across.x * k, on.y + across.y * k); v > top)
        top = v, centre = on + across * k;
    const double side =
        std::max(at(r.tophat, centre.x + off.x, centre.y + off.y), at(r.tophat, centre.x - off.x, centre.y - off.y));
    beside.push_back(side / norm);
    stands_out.push_back((top - side) / norm);
  }
  const double dark = percentile(beside, 0.5), along = percentile(stands_out, 0.2);
  if (dark <= kVeryDarkBeside && along >= kStandsOutSteadily) return true;
  return dark <= kDarkBeside &&
         percentile(stands_out, 0.5) >= (dark <= kVeryDarkBeside ? kStandsOutOnDark : kStandsOut) &&
         along >= kStandsOutAlong;
}

int segment_bow_side(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white) {
  const Segment& s = segment(id);
  const cv::Point2d a = rect_point(g, s.a), d = rect_point(g, s.b) - a;
  const int bow = arc_evidence(r, a, d, std::hypot(d.x, d.y), std::max(white, 1.0)).best_bow;
  // The arcs bulge across d turned a quarter: down the image off a row's segment (to the row below), right off a
  // column's.
  const int across = (bow > 0) - (bow < 0);
  switch (s.direction) {
    case Direction::Horizontal:
      return -across;
    case Direction::Vertical:
      return across;
    default:
      return 0;
  }
}

double segment_inked_path(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white) {
  const Segment& s = segment(id);
  return inked_path(r.smooth(), rect_point(g, s.a), rect_point(g, s.b), std::max(white, 1.0),
                    kSkyBottom * kRectScale - kInkPathSkyMargin);
}

double segment_stroke_width(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white) {
  const Segment& s = segment(id);
  const cv::Point2d a = rect_point(g, s.a), d = rect_point(g, s.b) - a;
  const double len = std::hypot(d.x, d.y);
  const cv::Point2d across(-d.y / len, d.x / len);
  const auto inked = static_cast<float>(kFaintlyInked * std::max(white, 1.0));
  std::vector<double> widths;
  along_straight_path(s, len, [&](double t) {
    const cv::Point2d p = a + d * t;
    auto value = [&](int k) { return at(r.tophat, p.x + across.x * k, p.y + across.y * k); };
    int peak = 0;
    float top = value(0);
    for (int k = -kReach; k <= kReach; ++k)
      if (const float v = value(k); v > top) peak = k, top = v;
    if (top < inked) return;
    int width = 1;
    for (int step : {-1, 1})
      for (int k = peak + step; std::abs(k - peak) <= kWidestStroke && value(k) >= 0.5f * top; k += step) ++width;
    widths.push_back(width);
  });
  return percentile(widths, 0.5);
}

double segment_cover(const cv::Mat& things, const BoardGeometry& g, SegmentId id, double white) {
  const Segment& s = segment(id);
  const cv::Point2d a = rect_point(g, s.a), d = rect_point(g, s.b) - a;
  const double len = std::hypot(d.x, d.y);
  std::vector<double> brightness;
  along_straight_path(s, len, [&](double t) {
    const cv::Point2d p = (a + d * t) * 0.5;  // `things` is at half the scale
    brightness.push_back(at(things, p.x, p.y));
  });
  return percentile(brightness, 0.5) / std::max(white, 1.0);
}

// A line drawn twice over: its ink, top-hat and wide things together, reaches kTwiceInked of the white level over
// 80 % of the path, within kTwiceReach units of it; the band is kTwiceNarrowest..kTwiceWidest units wide (two
// markers side by side at most; narrower is a line the top-hat keeps whole, or the sky band's edge) and, past one
// of its stars by kTwicePast to kTwicePastFar of the segment, falls to at most kTwiceStops of the white level
// somewhere (a line drawn on past the other star may go on there). (Dev photos of seeds 5000..5599, easy, normal and
// hard: of the segments between two printed stars read less likely drawn than not, under a cover over 0.2, that pass
// and have no hidden point beside them (read_board.cpp), 5 were drawn and 5 not: two galaxies' ovals, which the
// galaxy's marks explain, a card's edge along the bottom row, a hand's finger, and a band on a hard photo with nothing
// over it.) Somewhere past the star, not at one place: a small printed star or the side of a line drawn on from that
// star at an angle can be in reach there (dev easy 12094: a line drawn twice over, at kTwicePast 0.32 past one star,
// a printed dot, and 0.45 past the other, a diagonal going on from it, both 0.03 a little further on; read absent at
// 0.36, the total 5 short).
constexpr double kTwiceInked = 0.6, kTwiceStops = 0.15, kTwicePast = 0.4, kTwicePastFar = 0.6;
constexpr int kTwiceReach = 10, kTwiceNarrowest = 10, kTwiceWidest = 24;
// And the band lies along the path: its brightest (within kTwiceNearTop of its peak, nearest the path: a band
// clipped white is as bright across its width) is at the reach's edge (kTwiceBeside units off or more) along at
// most kTwiceBesideShare of it. A band crossing the path at an angle, a streak of glare, or running beside it, a
// card's rim, is there along much of it: of the bands read as lines drawn twice over in dev hard photos, not drawn,
// at the edge along 0.25-0.71 of the path (27235: a streak across two diagonals, read drawn at 0.9; 27294, 28281,
// 25272, 28311; bands on the path stay: 28431, 27552, 28713); the lines drawn twice over in dev photos along 0 (easy
// 8075, 8870, 8881, 8891, 12094, 33000; normal 46484) to 0.08 (hard 28453, 28460, 28674), but for one blurred under
// the arch, along 0.29 (hard 28350: missed since at 0.38, reported).
constexpr int kTwiceBeside = kTwiceReach - 1;
constexpr double kTwiceBesideShare = 0.2, kTwiceNearTop = 0.95;

bool drawn_twice_over(const RectifiedBoard& r, const cv::Mat& things, const BoardGeometry& g, SegmentId id,
                      double white) {
  const Segment& s = segment(id);
  const cv::Point2d a = rect_point(g, s.a), d = rect_point(g, s.b) - a;
  const double len = std::hypot(d.x, d.y), norm = std::max(white, 1.0);
  const cv::Point2d across(-d.y / len, d.x / len);
  // `things` is at half the scale.
  const auto ink = [&](cv::Point2d q) { return at(r.tophat, q.x, q.y) + at(things, 0.5 * q.x, 0.5 * q.y); };
  const auto peak = [&](double t, int& where) {
    const cv::Point2d p = a + d * t;
    float top = -1;
    for (int k = -kTwiceReach; k <= kTwiceReach; ++k)
      if (const float v = ink(p + across * k); v > top) top = v, where = k;
    return top / norm;
  };
  // The offset nearest the path (of the reach) where the ink is at least `level`.
  const auto nearest_at = [&](cv::Point2d p, double level) {
    for (int k = 0; k <= kTwiceReach; ++k)
      if (ink(p + across * k) >= level || ink(p - across * k) >= level) return k;
    return kTwiceReach;
  };
  // Whether the band falls to kTwiceStops somewhere kTwicePast..kTwicePastFar beyond an end (`side` -1 before a,
  // +1 after b).
  const auto stops_past = [&](int side) {
    int unused = 0;
    for (double t = kTwicePast; t <= kTwicePastFar + 1e-9; t += 0.1)
      if (peak(side < 0 ? -t : 1 + t, unused) <= kTwiceStops) return true;
    return false;
  };
  if (!stops_past(-1) && !stops_past(1)) return false;
  std::vector<double> level, widths;
  int beside = 0;
  along_straight_path(s, len, [&](double t) {
    int at_k = 0;
    const double top = peak(t, at_k);
    level.push_back(top);
    const cv::Point2d p = a + d * t;
    beside += nearest_at(p, kTwiceNearTop * top * norm) >= kTwiceBeside;
    int width = 1;
    for (int step : {-1, 1})
      for (int k = at_k + step; std::abs(k - at_k) <= 2 * kTwiceWidest && ink(p + across * k) >= 0.5 * top * norm;
           k += step)
        ++width;
    widths.push_back(width);
  });
  const double width = percentile(widths, 0.5);
  const bool along = beside <= kTwiceBesideShare * static_cast<double>(level.size());
  return along && percentile(level, 0.2) >= kTwiceInked && width >= kTwiceNarrowest && width <= kTwiceWidest;
}

// A line drawn twice over with its strokes bowed apart (an eye pinched at its two stars): both arcs of one bulge
// inked as continuously as a marker's stroke, kApartInked of the white level at their 20th percentile (dev normal
// 43575: two strokes bowed 8 units either way, 0.78 and 0.62, the straight path between them dark, read absent at
// 0.25).
constexpr double kApartInked = 0.6;

bool drawn_twice_apart(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, const SegmentFeatures& f,
                       double white) {
  if (f[6] < kApartInked) return false;  // the best arc: neither of the two is inked better
  const Segment& s = segment(id);
  const cv::Point2d a = rect_point(g, s.a), d = rect_point(g, s.b) - a;
  return arc_evidence(r, a, d, std::hypot(d.x, d.y), std::max(white, 1.0)).apart >= kApartInked;
}

// A sample is seen where nothing wide lies over it (below kWideOverSample of the white level in the wide things)
// and the background is no brighter than the sky's by kBrighterThanSky of the white level; inked where the path's
// top-hat reaches kInkedSample of it.
constexpr double kWideOverSample = 0.2, kBrighterThanSky = 0.4, kInkedSample = 0.35;
// A path seen along this much of it is the line model's to read: its ink is not measured again.
constexpr double kSeenAllAlong = 0.9;

SeenStroke segment_seen_stroke(const RectifiedBoard& r, const cv::Mat& things, const BoardGeometry& g, SegmentId id,
                               double white, double sky) {
  const Segment& s = segment(id);
  const cv::Point2d a = rect_point(g, s.a), d = rect_point(g, s.b) - a;
  const double len = std::hypot(d.x, d.y), norm = std::max(white, 1.0);
  const cv::Point2d across(-d.y / len, d.x / len);
  int samples = 0;
  std::vector<cv::Point2d> seen;
  seen.reserve(64);
  along_straight_path(s, len, [&](double t) {
    const cv::Point2d p = a + d * t;
    ++samples;
    const cv::Point2d h = p * 0.5;
    const int bx = static_cast<int>(p.x + 0.5), by = static_cast<int>(p.y + 0.5);
    if (bx < 0 || by < 0 || bx >= r.background.cols || by >= r.background.rows) return;
    if (at(things, h.x, h.y) <= kWideOverSample * norm &&
        r.background.at<unsigned char>(by, bx) <= sky + kBrighterThanSky * norm)
      seen.push_back(p);
  });
  SeenStroke out;
  if (samples > 0) out.seen = static_cast<double>(seen.size()) / samples;
  if (seen.empty() || out.seen >= kSeenAllAlong) return out;
  int inked = 0;
  for (const cv::Point2d& p : seen) {
    float best = 0;
    for (int k = -kReach; k <= kReach; ++k) best = std::max(best, at(r.tophat, p.x + across.x * k, p.y + across.y * k));
    inked += best > kInkedSample * norm;
  }
  out.inked = static_cast<double>(inked) / static_cast<double>(seen.size());
  return out;
}

// Where the top-hat lost a stroke, its grey level over the sky still reaches this much of the white level: a
// marker's white, not a finger's or a card's paler tone (dev: marker strokes at 0.63-0.80 where the top-hat faded,
// fingers across segments at 0.35-0.61).
constexpr double kMarkerOverSky = 0.5;

namespace {

// How much brighter than the sky level `sky` the grey board is at the pixel nearest `q`; none off the image.
std::optional<double> grey_over_sky(const RectifiedBoard& r, cv::Point2d q, double sky) {
  const int x = static_cast<int>(q.x + 0.5), y = static_cast<int>(q.y + 0.5);
  if (x < 0 || y < 0 || x >= r.gray.cols || y >= r.gray.rows) return std::nullopt;
  return r.gray.at<unsigned char>(y, x) - sky;
}

}  // namespace

std::optional<Point> thick_stroke_fades_at(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white,
                                           double sky) {
  const Segment& s = segment(id);
  const cv::Point2d a = rect_point(g, s.a), d = rect_point(g, s.b) - a;
  const double len = std::hypot(d.x, d.y), norm = std::max(white, 1.0);
  const cv::Point2d across(-d.y / len, d.x / len);
  // Per sample: 2 inked in the top-hat, 1 only bright over the sky as a marker, 0 neither.
  std::vector<int> ink;
  along_straight_path(s, len, [&](double t) {
    const cv::Point2d p = a + d * t;
    int best = 0;
    for (int k = -kReach; k <= kReach && best < 2; ++k) {
      const cv::Point2d q = p + across * k;
      const std::optional<double> over_sky = grey_over_sky(r, q, sky);
      if (!over_sky) continue;
      if (at_inside(r.tophat, q.x, q.y) > kInkedSample * norm)
        best = 2;
      else if (*over_sky > kMarkerOverSky * norm)
        best = 1;
    }
    ink.push_back(best);
  });
  if (ink.empty() || std::find(ink.begin(), ink.end(), 0) != ink.end()) return std::nullopt;
  // The samples the top-hat lost run in from one end, where the strokes meet, and no further than the inked rest.
  const auto lost = [](int v) { return v == 1; };
  const auto from_a = std::find_if_not(ink.begin(), ink.end(), lost) - ink.begin();
  const auto from_b = std::find_if_not(ink.rbegin(), ink.rend(), lost) - ink.rbegin();
  const auto inked_within = std::count(ink.begin(), ink.end(), 2);
  if (inked_within == 0 || inked_within + std::max(from_a, from_b) != static_cast<std::ptrdiff_t>(ink.size()))
    return std::nullopt;
  if (from_a == 0 && from_b == 0) return std::nullopt;  // inked all along: the line model's to read
  return from_a > 0 ? s.a : s.b;
}

// On each side of the path's middle (kClearEnds of it at each end left out: the stars' glyphs and the other lines
// leaving them lie there), the stroke's edge is where the grey level first falls below kClearLevel of the white level
// over the sky, walking out from the path. A side is clear where, at kClearShare of the samples or more, that edge
// comes within `edge_within` units and the sky stays as dark for kClearSpan units past it.
constexpr double kClearEnds = 0.25, kClearLevel = 0.3, kClearShare = 0.9, kClearSpan = 8, kClearStep = 1;

bool one_side_clear(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white, double sky,
                    double edge_within) {
  const Segment& s = segment(id);
  const cv::Point2d a = rect_point(g, s.a), d = rect_point(g, s.b) - a;
  const double len = std::hypot(d.x, d.y), norm = std::max(white, 1.0);
  const cv::Point2d across(-d.y / len, d.x / len);
  // Off the image is not dark: nothing is known there.
  const auto dark = [&](cv::Point2d q) {
    const std::optional<double> over_sky = grey_over_sky(r, q, sky);
    return over_sky && *over_sky < kClearLevel * norm;
  };
  std::array<int, 2> samples{}, clear{};
  along_straight_path(s, len, [&](double t) {
    if (t < kClearEnds || t > 1 - kClearEnds) return;
    const cv::Point2d p = a + d * t;
    for (std::size_t side = 0; side < 2; ++side) {
      const cv::Point2d out = side == 0 ? -across : across;
      ++samples[side];
      double edge = 0;
      while (edge <= edge_within && !dark(p + out * edge)) edge += kClearStep;
      if (edge > edge_within) continue;
      bool stays = true;
      for (double o = edge; o <= edge + kClearSpan && stays; o += kClearStep) stays = dark(p + out * o);
      clear[side] += stays;
    }
  });
  for (std::size_t side = 0; side < 2; ++side)
    if (samples[side] > 0 && clear[side] >= kClearShare * samples[side]) return true;
  return false;
}

double sky_level(const RectifiedBoard& r, const BoardGeometry& g) {
  std::vector<double> v;
  for (int y = 0; y < kLatticeHeight - 1; ++y)
    for (int x = 0; x < kLatticeWidth - 1; ++x) {
      const cv::Point2d c = (rect_point(g, {x, y}) + rect_point(g, {x + 1, y + 1})) * 0.5;
      const int bx = static_cast<int>(c.x + 0.5), by = static_cast<int>(c.y + 0.5);
      if (bx >= 0 && by >= 0 && bx < r.background.cols && by < r.background.rows)
        v.push_back(r.background.at<unsigned char>(by, bx));
    }
  return percentile(v, 0.5);
}

}  // namespace starsight::vision
