#include "starsight/vision/features.hpp"

#include <cmath>

#include "board_finder.hpp"
#include "lattice_refiner.hpp"
#include "models.hpp"
#include "point_reader.hpp"
#include "rectified_board.hpp"
#include "refusal.hpp"
#include "segment_reader.hpp"

namespace starsight::vision {
namespace {

template <std::size_t N>
double logistic(const LogisticModel<N>& m, const std::array<double, N>& f) {
  double z = m.bias;
  for (std::size_t i = 0; i < N; ++i) z += m.weights[i] * f[i];
  return 1.0 / (1.0 + std::exp(-z));
}

// A segment whose ink is continuous enough that a mark reader must not count it.
constexpr double kLineLikeContrast = 0.2;

}  // namespace

double line_probability(const SegmentFeatures& f) { return logistic(kLineModel, f); }
double star_probability(const PointFeatures& f) { return logistic(kStarModel, f); }
double mark_probability(const PointFeatures& f) { return logistic(kMarkModel, f); }

PhotoFeatures extract_features(const cv::Mat& gray, const BoardGeometry& g, RectifiedBoard* rect_out) {
  PhotoFeatures out;
  const FoundBoard found = find_board(gray);
  if (found.refusal != Refusal::None) {
    out.refusal = found.refusal;
    out.message = found.message;
    return out;
  }
  // The candidate whose refined lattice matches the most stars.
  RefinedLattice lattice;
  for (const cv::Matx33d& h : found.candidates) {
    RefinedLattice l = refine_lattice(gray, h, g);
    if (l.stars_matched > lattice.stars_matched) lattice = l;
    if (lattice.stars_matched >= 60) break;
  }
  if (lattice.stars_matched == 0) lattice.homography = found.homography;
  out.homography = lattice.homography;
  if (const QualityVerdict v = check_framing(gray.size(), out.homography); v.refusal != Refusal::None) {
    out.refusal = v.refusal;
    out.message = v.message;
    return out;
  }
  RectifiedBoard local;
  RectifiedBoard& rect = rect_out ? *rect_out : local;
  rect = rectify(gray, out.homography);
  out.white = white_level(rect, g);
  if (const QualityVerdict v = check_exposure_and_focus(rect, out.white); v.refusal != Refusal::None) {
    out.refusal = v.refusal;
    out.message = v.message;
    return out;
  }
  if (!lattice.ok) {
    out.refusal = Refusal::NoBoard;
    out.message =
        "found a dark board-shaped region but not the lattice of stars on it; photograph the board "
        "straight on, in focus, without glare over the stars";
    return out;
  }
  SegmentSet line_like;
  for (int id = 0; id < kSegmentCount; ++id) {
    out.segments[static_cast<std::size_t>(id)] = segment_features(rect, g, id, out.white);
    if (out.segments[static_cast<std::size_t>(id)][1] > kLineLikeContrast) line_like.set(static_cast<std::size_t>(id));
  }
  for (int i = 0; i < kPointCount; ++i)
    out.points[static_cast<std::size_t>(i)] = point_features(rect, g, point_at(i), out.white, line_like);
  return out;
}

}  // namespace starsight::vision
