#include "starsight/vision/features.hpp"

#include <cmath>
#include <vector>

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

// How well the photo shows the board's layout under `h`: a dark sky above a white panel.
// A candidate that puts the lattice on the panel or the table gets little weight.
double layout_agreement(const cv::Mat& gray, const cv::Matx33d& h) {
  auto median_of = [&](cv::Rect2d t) {
    std::vector<unsigned char> v;
    for (int i = 0; i <= 10; ++i)
      for (int j = 0; j <= 10; ++j) {
        const cv::Vec3d q = h * cv::Vec3d(t.x + t.width * i / 10, t.y + t.height * j / 10, 1);
        const int x = static_cast<int>(q[0] / q[2]), y = static_cast<int>(q[1] / q[2]);
        if (x >= 0 && y >= 0 && x < gray.cols && y < gray.rows) v.push_back(gray.at<unsigned char>(y, x));
      }
    if (v.size() < 30) return -1.0;
    std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2), v.end());
    return static_cast<double>(v[v.size() / 2]);
  };
  const double sky = median_of({60, 120, 426, 420}), panel = median_of({60, 640, 426, 140});
  if (sky < 0) return 0.1;
  if (panel < 0) return 0.5;  // the panel is out of view: can't confirm
  return panel - sky > 50 ? 1.0 : 0.1;
}

// A segment whose ink is continuous enough that a mark reader must not count it.
constexpr double kLineLikeContrast = 0.2;

}  // namespace

double line_probability(const SegmentFeatures& f) { return logistic(kLineModel, f); }
double star_probability(const PointFeatures& f) { return logistic(kStarModel, f); }
double mark_probability(const PointFeatures& f) { return logistic(kMarkModel, f); }
HeadFeatures head_features(const PointFeatures& head, const PointFeatures& tail) {
  return {head[4] - tail[4], head[4], head[1] - tail[1], head[2] - tail[2]};
}
double head_probability(const HeadFeatures& f) { return logistic(kHeadModel, f); }

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
    const double layout = layout_agreement(gray, l.homography);
    l.strength *= layout;
    if (l.strength > lattice.strength) lattice = l;
    if (layout == 1.0 && l.stars_matched >= 66) break;  // plainly the board: spare the other candidates
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
