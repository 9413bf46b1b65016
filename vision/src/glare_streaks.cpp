#include "glare_streaks.hpp"

#include <algorithm>
#include <cmath>

#include "template_geometry.hpp"

namespace starsight::vision {
namespace {

// A band is bright in the top-hat (narrower than its opening: wider glare is taken away with the background) ...
constexpr double kStreakLevel = 0.2;
// ... and runs on straight over this many column pitches, through the segment's middle (a segment is one) ...
constexpr double kStreakPitches = 3;
// ... with no gap longer than this (a dark thing across it, a dip in its brightness) ...
constexpr double kLongestGap = 8;
// ... at an angle this many degrees off the segment's: more than a thick drawn run's own slant within its width (12
// units over 3 pitches of 52: 4.4 degrees), less than a band's that still lies over the segment's path. A wider
// stroke (a line drawn twice over, a little apart: 18 units) holds a walk at a steeper slant, over the same pitches
// (dev normal 10449: such a stroke along a run of two diagonals, the top-hat dim down its middle, was doubted as
// glare at 6 degrees and read absent at 0.13): the walk starts steeper than it could stay on that stroke.
constexpr int kOffLatticeDegrees = 6, kAlongStreakDegrees = 25;
// A band of glare is dimmer than a marker line: a walk as bright as a line over this fraction of its steps is
// crossing the drawing, not following glare.
constexpr double kLineLevel = 0.6, kMostLineBright = 0.35;
// The walks' angles go by kAngleStep degrees; each step looks this far either side of the walk (2 units over
// 3 pitches: a degree).
constexpr int kAngleStep = 2;
constexpr double kBesideWalk = 2;
constexpr double kStep = 2;

// Where the band is walked: the sky's lattice, a star's reach beyond (the band below the sky, the panel and the
// arch's edge are bright and long too), inside the image.
cv::Rect sky_walk(const BoardGeometry& g, cv::Size image) {
  const cv::Point2d low_left = rect_point(g, {0, 0}),
                    top_right = rect_point(g, {kLatticeWidth - 1, kLatticeHeight - 1});
  constexpr double kReach = 10;
  const cv::Rect sky(cv::Point(static_cast<int>(low_left.x - kReach), static_cast<int>(top_right.y - kReach)),
                     cv::Point(static_cast<int>(top_right.x + kReach), static_cast<int>(low_left.y + kReach)));
  return sky & cv::Rect(1, 1, image.width - 2, image.height - 2);
}

// kBesideWalk across a walk in direction d.
cv::Point2d beside_walk(cv::Point2d d) { return {-d.y * kBesideWalk, d.x * kBesideWalk}; }

// The brightest top-hat at q or beside it (across `beside`), 0 off the sky. (Rounded by adding a half: off the
// sky, whose left and top are past 0, a negative coordinate's rounding does not matter.)
float tophat_near(const cv::Mat& t, const cv::Rect& sky, cv::Point2d q, cv::Point2d beside) {
  float best = 0;
  for (const cv::Point2d p : {q, q + beside, q - beside}) {
    const cv::Point at(static_cast<int>(p.x + 0.5), static_cast<int>(p.y + 0.5));
    if (sky.contains(at)) best = std::max(best, t.ptr<float>(at.y)[at.x]);
  }
  return best;
}

// A walk along a band from a segment's middle: how far the top-hat stayed bright, over gaps of kLongestGap, and
// how many of the steps up to there were as bright as a drawn line.
struct Run {
  double length = 0;
  int steps = 0, line_bright = 0;
};
Run bright_run(const cv::Mat& t, const cv::Rect& sky, cv::Point2d c, cv::Point2d d, double limit, double level,
               double line_level) {
  const cv::Point2d beside = beside_walk(d);
  Run run;
  int steps = 0, line_bright = 0;
  for (double at = 0; at <= limit && at - run.length <= kLongestGap; at += kStep) {
    const float v = tophat_near(t, sky, c + d * at, beside);
    ++steps;
    line_bright += v >= line_level;
    if (v >= level) run = {at, steps, line_bright};
  }
  return run;
}

// A run of length L through c covers c + d L/2 or c - d L/2: unless the top-hat is bright near one of them (within
// a gap's length), no walk along d is worth making.
bool either_middle_bright(const cv::Mat& t, const cv::Rect& sky, cv::Point2d c, cv::Point2d d, double length,
                          double level) {
  const cv::Point2d beside = beside_walk(d);
  for (const double side : {-1.0, 1.0})
    for (double off = -kLongestGap / 2; off <= kLongestGap / 2; off += kStep)
      if (tophat_near(t, sky, c + d * (side * length / 2 + off), beside) >= level) return true;
  return false;
}

// Off the lattice: past its first or last column or its top row by kBeyondEdge pitches (the sky's margins are
// 0.7 pitches wide), or, in the arch's corners, kOffLattice from every point inside the arch (a segment's middle
// is at most 0.71 from its nearest point).
constexpr double kBeyondEdge = 0.5, kOffLattice = 0.8;
// The walk off the lattice keeps above the sky's bottom edge by this much.
constexpr double kAboveSkyBottom = 6;

bool off_lattice(const BoardGeometry& g, cv::Point2d q) {
  const double lx = (q.x / kRectScale - g.u0) / g.du, ly = (g.v0 - q.y / kRectScale) / g.dv;
  if (lx < -kBeyondEdge || lx > kLatticeWidth - 1 + kBeyondEdge || ly > kLatticeHeight - 1 + kBeyondEdge) return true;
  for (int i = 0; i < kPointCount; ++i) {
    const Point p = point_at(i);
    if (inside_every_arch(p) && std::hypot(lx - p.x, ly - p.y) < kOffLattice) return false;
  }
  return true;
}

// The least angle (degrees) off the segment's at which a walk through its middle leaves its own stroke, `width`
// wide, within half of `length` either way.
int least_angle_off(double width, double length) {
  const double stays = std::asin(std::min(1.0, (width / 2 + kBesideWalk) / (length / 2))) * 180 / CV_PI;
  int deg = kOffLatticeDegrees;
  while (deg <= stays) deg += kAngleStep;
  return deg;
}

// A walk through a segment's middle along d, kStreakPitches long in all: whether it stayed on a band all along, and
// how many of its steps were as bright as a drawn line.
struct Walk {
  bool through = false;
  int steps = 0, line_bright = 0;
};

// The walks through segment `id`'s middle at the slants off it from the least a stroke `stroke_width` wide could not
// hold to kAlongStreakDegrees, either side, until `enough` says so; whether it did.
template <typename Enough>
bool walks_at_slants(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white, double stroke_width,
                     Enough&& enough) {
  const Segment& s = segment(id);
  const cv::Point2d a = rect_point(g, s.a), b = rect_point(g, s.b);
  const cv::Point2d c = (a + b) * 0.5;
  const double along = std::atan2(b.y - a.y, b.x - a.x);
  const double length = kStreakPitches * cv::norm(rect_point(g, {1, 0}) - rect_point(g, {0, 0}));
  const double level = kStreakLevel * white, line_level = kLineLevel * white;
  const cv::Rect sky = sky_walk(g, r.tophat.size());
  for (int deg = least_angle_off(stroke_width, length); deg <= kAlongStreakDegrees; deg += kAngleStep)
    for (const int side : {-1, 1}) {
      const double angle = along + side * deg * CV_PI / 180;
      const cv::Point2d d(std::cos(angle), std::sin(angle));
      Walk walk;
      if (either_middle_bright(r.tophat, sky, c, d, length, level)) {
        const Run ahead = bright_run(r.tophat, sky, c, d, length, level, line_level);
        const Run behind = bright_run(r.tophat, sky, c, -d, length - ahead.length, level, line_level);
        walk = {ahead.length + behind.length >= length - kStep, ahead.steps + behind.steps,
                ahead.line_bright + behind.line_bright};
      }
      if (enough(walk)) return true;
    }
  return false;
}

// A band that holds walks through the segment's middle at this many slants or more is wide: glare, however bright.
// (Dev seeds hard 9350..10549 and normal 13700..14899: of the segments read drawn, 3 held 5 or more, none of them
// drawn (hard 9477, 10528 twice: read at 0.94-1.000 under a bright band, nothing reported); of the drawn, none held
// more than 4.)
constexpr int kWideBandSlants = 5;

}  // namespace

bool band_runs_off_lattice(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white) {
  const Segment& s = segment(id);
  const cv::Point2d a = rect_point(g, s.a), b = rect_point(g, s.b);
  const cv::Point2d c = (a + b) * 0.5, d = (b - a) * (1 / cv::norm(b - a));
  const cv::Rect above_sky_bottom(
      1, 1, r.tophat.cols - 2,
      std::min(r.tophat.rows, static_cast<int>(kSkyBottom * kRectScale - kAboveSkyBottom)) - 1);
  const double limit = std::hypot(r.tophat.cols, r.tophat.rows);
  for (const double side : {-1.0, 1.0}) {
    const Run run = bright_run(r.tophat, above_sky_bottom, c, d * side, limit, kStreakLevel * white, white);
    if (off_lattice(g, c + d * (side * run.length))) return true;
  }
  return false;
}

bool along_glare_streak(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white,
                        double stroke_width) {
  return walks_at_slants(r, g, id, white, stroke_width,
                         [](const Walk& w) { return w.through && w.line_bright <= kMostLineBright * w.steps; });
}

bool under_wide_glare_band(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white,
                           double stroke_width) {
  int slants = 0;
  return walks_at_slants(r, g, id, white, stroke_width,
                         [&](const Walk& w) { return (slants += w.through) >= kWideBandSlants; });
}

}  // namespace starsight::vision
