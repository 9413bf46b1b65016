#pragma once
// How far an outline's points lie from the board's arch, for a homography the board finder tries: the measure its
// outline search minimises, asked a few hundred times per dark region.
#include <vector>

#include <opencv2/core.hpp>

namespace starsight::vision {

// An outline's points, their x and y apart (read two at a time).
struct OutlinePoints {
  std::vector<double> x, y;
  void add(const cv::Point2d& p) { x.push_back(p.x), y.push_back(p.y); }
  std::size_t size() const { return x.size(); }
};

// Mean distance (template units, each capped at 40) from the arch circle (centre (r, r), radius r, r = `arch_r`)
// of the points that `h` (template -> image) brings back above template y = r - 20; 1e9 when fewer than 10 are.
double arch_residual(const cv::Matx33d& h, const OutlinePoints& points, double arch_r);

}  // namespace starsight::vision
