#pragma once
// The hand-drawn symbols players use for power objects and shooting-star
// heads, each in a few variants, as stroke paths in template units around the
// lattice point they mark.
#include <vector>

#include "geometry2d.hpp"
#include "random.hpp"
#include "starsight/state.hpp"

namespace starsight::render {

inline constexpr int kSymbolVariants = 3;

// The strokes of one symbol centred at `c` (for a galaxy, `c` is the middle of
// its two points and `span` their distance). `filled` symbols are drawn with
// extra scribble strokes by the caller's pen.
std::vector<Path> object_symbol(ObjectKind kind, int variant, cv::Point2d c, double span, Rng& rng);

// A small hand-drawn star used as a shooting star's head.
std::vector<Path> star_head(cv::Point2d c, int variant, Rng& rng);

}  // namespace starsight::render
