#pragma once
// Reads what sits on each lattice point of the rectified board: whether a
// star glyph is there (printed, or added on an artwork point) and whether a
// hand-drawn mark surrounds it (an object, a shooting-star head, a planet).
#include <array>

#include "starsight/board.hpp"
#include "starsight/lattice.hpp"

#include "rectified_board.hpp"

namespace starsight::vision {

struct PointFeatures {
  double centre = 0;  // top-hat peak at the point / white
  double ring = 0;    // mean top-hat around it, between the 8 line directions / white
};

PointFeatures point_features(const RectifiedBoard& r, const BoardGeometry& g, Point p, double white);

// The typical printed star's top-hat peak: the white level the features are normalised by.
double white_level(const RectifiedBoard& r, const BoardGeometry& g);

double star_probability(const PointFeatures& f);
double mark_probability(const PointFeatures& f);

}  // namespace starsight::vision
