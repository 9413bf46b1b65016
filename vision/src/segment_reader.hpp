#pragma once
// Reads every segment of the lattice from the rectified board: the intensity
// profile along it and across it, away from the star glyphs at its ends (and,
// for diagonals, away from the centre where the other diagonal crosses).
#include <optional>

#include "starsight/board.hpp"
#include "starsight/lattice.hpp"
#include "starsight/vision/features.hpp"

#include "rectified_board.hpp"

namespace starsight::vision {

// A sample of a segment's path whose ink reaches this much of the white level is at least faintly inked (a
// faded or thin marker: SegmentFeatures [4]).
inline constexpr double kFaintlyInked = 0.18;

// The farthest a bowed stroke's arc bulges off the segment's straight path that the reader looks for (units).
inline constexpr double kFarthestBulge = 18;

SegmentFeatures segment_features(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white);
// How nearly the best-inked path between the segment's stars, free to bow, is inked all along (inked_path).
double segment_inked_path(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white);
// Which side of a straight segment its best-inked arc (SegmentFeatures [6]) bulges to: +1 toward the next row up
// (a row's segment) or the next column right (a column's), -1 the other way; 0 for a diagonal, or no arc.
int segment_bow_side(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white);
// Whether the best-inked arc between the segment's stars (SegmentFeatures [6]) is one clean stroke: dark sky on
// both sides of it, and itself standing out all along. Ink that only looks like a bowed stroke (the lines leaving
// its stars, line-art, a card's edge) lies beside it or fades.
bool clean_bowed_stroke(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white);
// Of a straight segment's path, the longest run of sky (inked less than faintly, kFaintlyInked) between
// stretches plainly inked, as a fraction of the path: a line drawn along it is inked in its middle too; the arms
// of an X beside it, thick, ink only its ends. 0 for a diagonal, or a path with no such run.
double segment_inner_gap(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white);
// segment_features and segment_inner_gap from one pass along the segment's path (the board's reading needs both),
// with the path's headroom: how much brighter than its background (the board's grey level without lines or stars) a
// line on it could still show before the photo clips to white, over the white level (the median along the path).
// Under a glare that washes the photo out, a marker line has no room left to show in.
struct SegmentMeasure {
  SegmentFeatures features{};
  double inner_gap = 0;
  double headroom = 0;
};
SegmentMeasure measure_segment(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white);
// How wide the stroke along the segment's straight path is where it is inked (template units; 0 where it is
// nowhere inked): the median, over the path, of the run across it at least half as bright as its peak.
double segment_stroke_width(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white);

// How bright a wide thing lying across the segment's path is (`things`: wide_bright_things), over the white
// level: the median along the path, so that a planet's rings or a black hole's disc at an end do not count.
double segment_cover(const cv::Mat& things, const BoardGeometry& g, SegmentId id, double white);
// Whether the segment's path holds one line drawn twice over, a little apart: a stroke wider than the top-hat's
// 19 units, whose middle the top-hat takes away. The ink the top-hat and `things` (wide_bright_things) hold
// together is continuous along the path at a marker's level, a band no wider than two markers side by side, and
// it stops at one of the stars at least (a hand's fingers or a pen run on past both).
bool drawn_twice_over(const RectifiedBoard& r, const cv::Mat& things, const BoardGeometry& g, SegmentId id,
                      double white);
// Whether the segment's path holds one line drawn twice over with its two strokes bowed apart, one either side of
// the straight path, pinched at its stars (`f`: its segment_features): each stroke inked all along as a marker is.
// (The straight path between them is dark: the line model does not read it.)
bool drawn_twice_apart(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, const SegmentFeatures& f,
                       double white);

// Of the segment's straight path, how much is seen (neither under something wide nor on something brighter than
// the sky: a card, a hand, glare), and how much of that is inked: a line running in under a cover shows on the part
// still seen. `sky` is the sky's background level (sky_level).
struct SeenStroke {
  double seen = 0;   // fraction of the path's samples seen
  double inked = 0;  // fraction of those bright as a marker line (not measured, 0, when seen nearly all along)
};
SeenStroke segment_seen_stroke(const RectifiedBoard& r, const cv::Mat& things, const BoardGeometry& g, SegmentId id,
                               double white, double sky);
// Where thick strokes meet at 45 degrees, the top-hat's background fills the wedge between them and takes their ink
// away near the star they meet at; the grey level still shows it, a marker's white over the sky (`sky`: sky_level).
// The star at which the segment's stroke so fades, if it does: its path inked all along, in the top-hat but for a
// run in from that end where only the grey level shows the ink.
std::optional<Point> thick_stroke_fades_at(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white,
                                           double sky);
// Where such strokes are so thick that the wedge between them is wider than the top-hat's opening, the wedge counts
// as something wide over the segment (PhotoFeatures::cover), as a finger or a pen would. Only the wedge leaves one
// side of the segment as dark as the sky from the stroke's edge, within `edge_within` units of the path, on: a
// finger or a pen lying along it is wider, and one across it runs out on both sides.
bool one_side_clear(const RectifiedBoard& r, const BoardGeometry& g, SegmentId id, double white, double sky,
                    double edge_within);
// The sky's background level: the median of the rectified board's background at the lattice cells' centres.
double sky_level(const RectifiedBoard& r, const BoardGeometry& g);

}  // namespace starsight::vision
