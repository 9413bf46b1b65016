#pragma once
// A rectified board made by hand for the readers' tests: a dark sky with a small printed star on every lattice
// point, to draw lines, marks or glare on.
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "../../vision/src/point_reader.hpp"
#include "../../vision/src/rectified_board.hpp"
#include "../../vision/src/template_geometry.hpp"
#include "starsight/board.hpp"

namespace starsight::vision {

struct HandMadeBoard {
  const BoardGeometry& g = boards()[0].geometry;
  cv::Mat gray{kRectHeight, kRectWidth, CV_8U, cv::Scalar(30)};

  HandMadeBoard() {
    for (int i = 0; i < kPointCount; ++i) {
      const cv::Point c = at(point_at(i));
      cv::line(gray, c - cv::Point(4, 0), c + cv::Point(4, 0), cv::Scalar(230), 2);
      cv::line(gray, c - cv::Point(0, 4), c + cv::Point(0, 4), cv::Scalar(230), 2);
    }
  }
  // The lattice point's pixel.
  cv::Point at(Point p) const {
    const cv::Point2d q = rect_point(g, p);
    return {static_cast<int>(std::lround(q.x)), static_cast<int>(std::lround(q.y))};
  }
  RectifiedBoard rectified() const { return rectify(gray, cv::Matx33d::eye()); }
  // What a segment reader (`read(board, geometry, segment, white level)`) makes of segment a-b.
  template <class Reader>
  auto on_segment(Point a, Point b, Reader read) const {
    const RectifiedBoard r = rectified();
    return read(r, g, *segment_between(a, b), white_level(r, g));
  }
};

}  // namespace starsight::vision
