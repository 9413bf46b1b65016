#include "starsight/vision/lattice_measure.hpp"

#include <string>

#include "starsight/board.hpp"
#include "starsight/vision/gray_image.hpp"

#include "board_finder.hpp"
#include "lattice_refiner.hpp"
#include "template_geometry.hpp"

namespace starsight::vision {

LatticeMeasurement measure_lattice(const cv::Mat& image) {
  LatticeMeasurement out;
  const cv::Mat gray = gray_of(image);
  if (gray.empty()) {
    out.error = std::string("the image is empty or its pixels are of a kind the reader does not take (it takes ") +
                kPixelKindsTaken + ")";
    return out;
  }
  const FoundBoard found = find_board(gray);
  if (found.refusal != Refusal::None) {
    out.error = found.message;
    return out;
  }
  const BoardGeometry g = boards()[0].geometry;
  const RefinedLattice lattice = refine_lattice(gray, found.homography, g);
  if (!lattice.ok) {
    out.error = "the stars of the lattice were not found";
    return out;
  }
  out.star_template = lattice.star_template;
  out.star_photo = lattice.star_photo;
  const cv::Matx33d outline_inv = found.homography.inv();
  for (int i = 0; i < kPointCount; ++i) {
    const Point p = point_at(i);
    bool star_somewhere = false;
    for (const Board& b : boards()) star_somewhere = star_somewhere || b.kind(p) == PointKind::Star;
    if (!star_somewhere) continue;
    out.points.push_back(p);
    out.positions.push_back(apply(outline_inv, apply(lattice.homography, template_point(g, p))));
  }
  return out;
}

}  // namespace starsight::vision
