#pragma once
// One hand-drawn marker stroke: a path followed with a felt tip of varying
// width, a slight wobble and bow, streaky ink and dry gaps. Strokes are drawn
// as coverage (0..255) into a single-channel ink layer; overlapping strokes
// merge by maximum, like ink does.
#include <opencv2/core.hpp>

#include "geometry2d.hpp"
#include "random.hpp"

namespace starsight::render {

struct StrokeStyle {
  double width = 8;     // template units
  double wobble = 0.6;  // amplitude of the slow sideways wander, template units
  double bow = 0;       // sideways bulge at mid-length, template units (signed)
  double streak = 0.3;  // 0: even ink, 1: strongly streaked
  double gaps = 0.1;    // expected dry gaps per 100 template units
  double density = 1;   // overall ink density 0..1
};

// Draws `path` (template units) into `ink` (CV_8U, `scale` pixels per unit).
void draw_stroke(cv::Mat& ink, double scale, const Path& path, const StrokeStyle& style, Rng& rng);

// A straight hand-drawn line from a to b: the ends over- or under-shoot by up
// to `end_error` units, and the path gets a random bow.
Path hand_line(cv::Point2d a, cv::Point2d b, double end_error, double bow, Rng& rng);

}  // namespace starsight::render
