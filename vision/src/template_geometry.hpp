#pragma once
// Where things are on the board template (546 x 800 units, origin top-left,
// y down): lattice points, the sky outline, the rectified working image.
#include <algorithm>
#include <array>

#include <opencv2/core.hpp>

#include "starsight/board.hpp"
#include "starsight/lattice.hpp"

namespace starsight::vision {

// The whole board, sky, arch and score panel, in template units.
inline constexpr double kBoardWidth = 546, kBoardHeight = 800;

// The rectified board the readers work on: template units x kRectScale pixels,
// cropped to the sky and the top of the score panel.
inline constexpr double kRectScale = 1.0;
inline constexpr int kRectWidth = 546;
inline constexpr int kRectHeight = 700;
// The bottom of the dark sky (top of the patterned band and the white panel).
inline constexpr double kSkyBottom = 592;
// How many of the rectified `image`'s rows lie in the sky, down to `margin` units above its bottom edge.
inline int rows_above_sky_edge(const cv::Mat& image, double margin) {
  return std::min(image.rows, static_cast<int>(kSkyBottom * kRectScale - margin));
}

inline cv::Point2d template_point(const BoardGeometry& g, Point p) { return {g.x_of(p.x), g.y_of(p.y)}; }
inline cv::Point2d rect_point(const BoardGeometry& g, Point p) { return template_point(g, p) * kRectScale; }

// The lattice points that are of kind `k` on some board (worked out once per kind): what the readers may meet at a
// point before they know the board.
inline const PointSet& points_on_some_board(PointKind k) {
  // Indexed by the kind's value: PointKind's enumerators count up from 0 to SunriseArt, the last.
  static const auto by_kind = [] {
    std::array<PointSet, static_cast<std::size_t>(PointKind::SunriseArt) + 1> out{};
    for (const Board& b : boards())
      for (std::size_t i = 0; i < out.size(); ++i) out[i] |= b.points_of(static_cast<PointKind>(i));
    return out;
  }();
  return by_kind[static_cast<std::size_t>(k)];
}

// Whether lattice point `p` is inside the arch on every board (the arch cuts the same corners off each).
inline bool inside_every_arch(Point p) {
  return !points_on_some_board(PointKind::Outside).test(static_cast<std::size_t>(point_index(p)));
}

// The score panel's black circles: the four category circles in a row and the larger total circle.
struct PanelCircle {
  cv::Point2d centre;
  double radius;
};
inline constexpr int kCategoryCircles = 4;
inline const PanelCircle kCategoryCircle[kCategoryCircles]{
    {{194, 726}, 29}, {{264, 726}, 29}, {{334, 726}, 29}, {{404, 726}, 29}};
inline const PanelCircle kTotalCircle{{494, 706}, 40};

// Applies a homography to one point.
inline cv::Point2d apply(const cv::Matx33d& h, cv::Point2d p) {
  const cv::Vec3d q = h * cv::Vec3d(p.x, p.y, 1.0);
  return {q[0] / q[2], q[1] / q[2]};
}

// Template -> rectified pixels.
inline cv::Matx33d rect_from_template() { return cv::Matx33d(kRectScale, 0, 0, 0, kRectScale, 0, 0, 0, 1); }

}  // namespace starsight::vision
