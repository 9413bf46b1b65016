#pragma once
// The best-inked path between two stars: how little of the way from one star to the other is without ink, the
// path free to bow but not to leave a lens around the segment.
#include <opencv2/core.hpp>

namespace starsight::vision {

// The lens: points at most 4 kInkPathBow t (1 - t) + kInkPathWidth units off the segment at fraction t of its
// length, where the inner edge of a stroke bowed by up to about a third of a lattice step still runs. It is
// narrow near the stars, so that other lines out of them (and lines round a corner beside the segment) stay
// out of it, and not so wide that the near half of two crossing diagonals beside the segment (a '>' whose tip
// is half a step off) passes for a bowed stroke. The discs of kInkPathEnd times the length round each end hold
// the star glyphs: the path starts and ends there.
inline constexpr double kInkPathBow = 12, kInkPathWidth = 4;
inline constexpr double kInkPathEnd = 0.18;
// A pixel of at least kInked times the white level is ink; below kFaint it is sky; between, faint ink (a
// stroke's thin or worn part) that costs half as much to cross.
inline constexpr double kInked = 0.3, kFaint = 0.12;
// The units of sky a path may cross before it counts as not inked at all.
inline constexpr double kInkPathGap = 6;

// The best path from the disc round `a` to the disc round `b`, 8-connected, inside the lens and above `floor_y`
// (the sky's bright bottom edge is no ink), through `ink` (CV_32F, the lightly blurred top-hat, `white` the
// level of a printed star): 1 where it is inked all along, falling to 0 as it crosses up to kInkPathGap units
// of sky (twice as many of faint ink); 0 also where the lens leaves the image. A stroke bowed or lifted once
// crosses a unit or two of sky at most; the near half of an X beside the segment, a '>' just inside the lens,
// about five; no stroke, all of the way.
double inked_path(const cv::Mat& ink, cv::Point2d a, cv::Point2d b, double white, double floor_y);

}  // namespace starsight::vision
