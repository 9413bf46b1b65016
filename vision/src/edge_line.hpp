#pragma once
// A straight edge through the points of an outline (the board's sides and bottom as the board finder walks its
// dark region's hull), robust to the points that leave it: a corner's rounding, a bite an occluder took and the
// hull bridged, the start of the arch.
#include <vector>

#include <opencv2/core.hpp>

namespace starsight::vision {

// The line as (vx, vy, x0, y0), a unit direction and a point on it, like cv::fitLine's; (1, 0, 0, 0) for no
// points. Huber's loss (c = 1.345 px, cv::DIST_HUBER's default) minimised by reweighted least squares from three
// starts (all the points, the first half, the second half), the fit of least loss kept: cv::fitLine(DIST_HUBER)
// does the same from 20 random starts at several times the cost, and an edge walked along a hull is straight
// over one half at least.
cv::Vec4f fit_edge_line(const std::vector<cv::Point>& points);

}  // namespace starsight::vision
