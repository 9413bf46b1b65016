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

// The distance between two columns of the lattice on the rectified board.
double column_pitch(const BoardGeometry& g) { return cv::norm(rect_point(g, {1, 0}) - rect_point(g, {0, 0})); }

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

// Off the lattice: past its first or last column by kBeyondEdge pitches (the sky's margins are 0.7 pitches wide),
// past its top row by kBeyondTop, or, in the arch's corners, kOffLattice from every point inside the arch (a
// segment's middle is at most 0.71 from its nearest point).
constexpr double kBeyondEdge = 0.5, kOffLattice = 0.8;
// Over the top row the sky's margin, up to the arch's outline, is 0.57 pitches deep over the outer top stars and 0.76
// over the middle ones, and a line drawn into a top star, walked on past it, reaches half a pitch (its glyph, the
// marker's overshoot, the outline's glow): a band is off the lattice there only about as far out as the outline.
// (Dev normal 44700..45499, hard 27250..27849: of 17 segments into the top row doubted as glare at half a pitch, 16
// were drawn; normal 45293 read one absent at 0.12.)
constexpr double kBeyondTop = 0.7;
// The walk off the lattice keeps above the sky's bottom edge by this much.
constexpr double kAboveSkyBottom = 6;
// A band nearly along a lattice direction, a few degrees off it (less than along_glare_streak's least slant), reads
// as a line as well, and is walked at those slants too (dev hard 25826: glare along the top row 5 degrees off it,
// read as a line at 0.999 where none was drawn).
constexpr int kNearlyAlongDegrees = 4;

// Where a walk along a band may go (inside the image, kAboveSkyBottom above the sky's bottom edge: the printed band
// below it is bright and long too), and how far.
struct AlongWalks {
  cv::Rect area;
  double limit = 0;
};
AlongWalks along_walks(const cv::Mat& tophat) {
  return {cv::Rect(1, 1, tophat.cols - 2, rows_above_sky_edge(tophat, kAboveSkyBottom) - 1),
          std::hypot(tophat.cols, tophat.rows)};
}

// Whether `walk(d)` holds for a unit direction d along `along` (radians) or nearly (kNearlyAlongDegrees).
template <class Walk>
bool any_nearly_along(double along, Walk walk) {
  for (int deg = -kNearlyAlongDegrees; deg <= kNearlyAlongDegrees; deg += kAngleStep) {
    const double angle = along + deg * CV_PI / 180;
    if (walk(cv::Point2d(std::cos(angle), std::sin(angle)))) return true;
  }
  return false;
}

bool off_lattice(const BoardGeometry& g, cv::Point2d q) {
  const double lx = (q.x / kRectScale - g.u0) / g.du, ly = (g.v0 - q.y / kRectScale) / g.dv;
  if (lx < -kBeyondEdge || lx > kLatticeWidth - 1 + kBeyondEdge || ly > kLatticeHeight - 1 + kBeyondTop) return true;
  // A point within kOffLattice (under a pitch) of q is one of the four round it.
  const int x0 = static_cast<int>(std::floor(lx)), y0 = static_cast<int>(std::floor(ly));
  for (const int x : {x0, x0 + 1})
    for (const int y : {y0, y0 + 1}) {
      const Point p{x, y};
      if (in_lattice(p) && inside_every_arch(p) && std::hypot(lx - x, ly - y) < kOffLattice) return false;
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

// The walks through a segment's middle: where from, how long in all (kStreakPitches), at which levels, where
// they may go, and the least slant off the segment's that leaves its own stroke.
struct Walks {
  cv::Point2d c;
  double along = 0, length = 0, level = 0, line_level = 0;
  cv::Rect sky;
  int least_deg = 0;
};

// A segment's path on the rectified board: its middle, its direction (radians) and the unit step across it.
struct Path {
  cv::Point2d middle, across;
  double along = 0;
};

Path path_of(const BoardGeometry& g, SegmentId id) {
  const Segment& s = segment(id);
  const cv::Point2d a = rect_point(g, s.a), b = rect_point(g, s.b);
  const double len = cv::norm(b - a);
  return {(a + b) * 0.5, cv::Point2d((a.y - b.y) / len, (b.x - a.x) / len), std::atan2(b.y - a.y, b.x - a.x)};
}

Walks walks_through(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white, double stroke_width) {
  const Path path = path_of(g, id);
  Walks w;
  w.c = path.middle;
  w.along = path.along;
  w.length = kStreakPitches * column_pitch(g);
  w.level = kStreakLevel * white;
  w.line_level = kLineLevel * white;
  w.sky = sky_walk(g, r.tophat.size());
  w.least_deg = least_angle_off(stroke_width, w.length);
  return w;
}

// A walk at `deg` degrees off the segment's, on `side`: whether it stayed on a band all along, and how many of
// its steps were as bright as a drawn line.
struct Walk {
  bool through = false;
  int steps = 0, line_bright = 0;
};

Walk walk_at(const cv::Mat& t, const Walks& w, int deg, int side) {
  const double angle = w.along + side * deg * CV_PI / 180;
  const cv::Point2d d(std::cos(angle), std::sin(angle));
  if (!either_middle_bright(t, w.sky, w.c, d, w.length, w.level)) return {};
  const Run ahead = bright_run(t, w.sky, w.c, d, w.length, w.level, w.line_level);
  const Run behind = bright_run(t, w.sky, w.c, -d, w.length - ahead.length, w.level, w.line_level);
  return {ahead.length + behind.length >= w.length - kStep, ahead.steps + behind.steps,
          ahead.line_bright + behind.line_bright};
}

// A band that holds walks through the segment's middle at this many slants in a row, on one side of it, is wide:
// glare, however bright. (Dev seeds hard 9350..10549 and normal 13700..14899: of the segments read drawn, 3 held
// 5 slants or more, none of them drawn (hard 9477, 10528 twice: read at 0.94-1.000 under a bright band, nothing
// reported); of the drawn, none held more than 4, in a row or not.)
constexpr int kWideBandSlants = 5;

// Whether the top-hat stays bright from `from` on to a place off the lattice, straight along `along` (radians) or
// nearly (kNearlyAlongDegrees), either way.
bool runs_off_from(const RectifiedBoard& r, const BoardGeometry& g, cv::Point2d from, double along, double white) {
  const AlongWalks w = along_walks(r.tophat);
  return any_nearly_along(along, [&](cv::Point2d d) {
    for (const double side : {-1.0, 1.0}) {
      const Run run = bright_run(r.tophat, w.area, from, d * side, w.limit, kStreakLevel * white, white);
      if (off_lattice(g, from + d * (side * run.length))) return true;
    }
    return false;
  });
}

// A band along a lattice direction that stays within the lattice (a lamp's reflection down one column, ending where
// the light does) is walked as far as it goes: one that holds a straight walk over kLongDimBandPitches pitches,
// at a glare's level (kStreakLevel) and a line's brightness over at most kMostLineBright of its steps (where it
// crosses the drawing), is glare, not a run of lines drawn that dim. (Dev normal 68701: a band down column 5 for
// 7 pitches, a third as bright as the lines, read as three lines at 0.86-0.93 and a shooting star lost.)
constexpr double kLongDimBandPitches = 4.5;

}  // namespace

bool band_runs_off_lattice(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white) {
  const Path path = path_of(g, id);
  return runs_off_from(r, g, path.middle, path.along, white);
}

bool along_long_dim_band(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white) {
  const Path path = path_of(g, id);
  const AlongWalks w = along_walks(r.tophat);
  return any_nearly_along(path.along, [&](cv::Point2d d) {
    const Run ahead = bright_run(r.tophat, w.area, path.middle, d, w.limit, kStreakLevel * white, kLineLevel * white);
    const Run behind = bright_run(r.tophat, w.area, path.middle, -d, w.limit, kStreakLevel * white, kLineLevel * white);
    const int steps = ahead.steps + behind.steps, line_bright = ahead.line_bright + behind.line_bright;
    return ahead.length + behind.length >= kLongDimBandPitches * column_pitch(g) &&
           line_bright <= kMostLineBright * steps;
  });
}

bool band_beside_runs_off_lattice(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white,
                                  double reach) {
  const Path path = path_of(g, id);
  for (double off = kStep; off <= reach; off += kStep)
    for (const double side : {-1.0, 1.0})
      if (runs_off_from(r, g, path.middle + path.across * (side * off), path.along, white)) return true;
  return false;
}

bool along_glare_streak(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white,
                        double stroke_width) {
  const Walks w = walks_through(r, g, id, white, stroke_width);
  for (int deg = w.least_deg; deg <= kAlongStreakDegrees; deg += kAngleStep)
    for (const int side : {-1, 1}) {
      const Walk walk = walk_at(r.tophat, w, deg, side);
      if (walk.through && walk.line_bright <= kMostLineBright * walk.steps) return true;
    }
  return false;
}

bool under_wide_glare_band(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white,
                           double stroke_width) {
  const Walks w = walks_through(r, g, id, white, stroke_width);
  const int slants = (kAlongStreakDegrees - w.least_deg) / kAngleStep + 1;
  for (const int side : {-1, 1}) {
    const auto through = [&](int i) { return walk_at(r.tophat, w, w.least_deg + i * kAngleStep, side).through; };
    // Every kWideBandSlants slants in a row hold one of these: only a band through one is looked at further.
    for (int pivot = kWideBandSlants - 1; pivot < slants; pivot += kWideBandSlants) {
      if (!through(pivot)) continue;
      int low = pivot, high = pivot;
      while (low > 0 && high - low + 1 < kWideBandSlants && through(low - 1)) --low;
      while (high + 1 < slants && high - low + 1 < kWideBandSlants && through(high + 1)) ++high;
      if (high - low + 1 >= kWideBandSlants) return true;
    }
  }
  return false;
}

}  // namespace starsight::vision
