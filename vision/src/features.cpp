#include "starsight/vision/features.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>
#include <vector>

#include "board_finder.hpp"
#include "lattice_refiner.hpp"
#include "models.hpp"
#include "point_reader.hpp"
#include "rectified_board.hpp"
#include "refusal.hpp"
#include "segment_reader.hpp"
#include "star_grid.hpp"

namespace starsight::vision {
namespace {

// No photo reading is surer than this: the models' tails are fitted on a few hundred photos, and the
// rules' evidence (an odds factor) must still be able to overrule a reading.
constexpr double kSurest = 1e-4;

template <std::size_t N>
double logistic(const LogisticModel<N>& m, const std::array<double, N>& f) {
  double z = m.bias;
  for (std::size_t i = 0; i < N; ++i) z += m.weights[i] * f[i];
  return std::clamp(1.0 / (1.0 + std::exp(-z)), kSurest, 1 - kSurest);
}

cv::Point2d apply_h(const cv::Matx33d& h, cv::Point2d p) {
  const cv::Vec3d q = h * cv::Vec3d(p.x, p.y, 1);
  return {q[0] / q[2], q[1] / q[2]};
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
  if (panel - sky <= 50) return 0.1;
  // The panel's large black circles (four category circles and the total) must be dark where the fit puts
  // them: a lattice turned or slipped by a pitch often still lands its sky on dark and its panel on something
  // bright (the panel itself, a light table), but not its circles on the circles.
  const std::array<cv::Point2d, 5> circles{{{194, 726}, {264, 726}, {334, 726}, {404, 726}, {494, 706}}};
  int dark = 0;
  for (const cv::Point2d c : circles) {
    const double m = median_of({c.x - 12, c.y - 12, 24, 24});
    if (m >= 0 && panel - m > 0.4 * (panel - sky)) ++dark;
  }
  return dark >= 3 ? 1.0 : 0.3;
}

// A segment whose ink is continuous enough that a mark reader must not count it.
constexpr double kLineLikeContrast = 0.2;

}  // namespace

double line_probability(const SegmentFeatures& f) { return logistic(kLineModel, f); }
double star_probability(const PointFeatures& f) { return logistic(kStarModel, f); }
double mark_probability(const PointFeatures& f) { return logistic(kMarkModel, f); }
HeadFeatures head_features(const PointFeatures& head, const PointFeatures& tail) {
  return {head[4] - tail[4], head[4], head[1] - tail[1], head[2] - tail[2], head[5] - tail[5], head[0] - tail[0]};
}
double head_probability(const HeadFeatures& f) { return logistic(kHeadModel, f); }

PhotoFeatures extract_features(const cv::Mat& gray, const BoardGeometry& g, RectifiedBoard* rect_out) {
  PhotoFeatures out;
  if (const QualityVerdict v = check_overall_exposure(gray); v.refusal != Refusal::None) {
    out.refusal = v.refusal;
    out.message = v.message;
    return out;
  }
  FoundBoard found = find_board(gray);
  const bool from_stars_only = found.refusal != Refusal::None;
  if (from_stars_only) {
    // No outline and no panel: the stars themselves may still show where the board is.
    found.candidates = star_grid_candidates(gray, g);
    if (found.candidates.empty()) {
      out.refusal = found.refusal;
      out.message = found.message;
      return out;
    }
    found.homography = found.candidates.front();
  }
  // The candidate whose refined lattice is plainly a board (many stars, dark sky over a white panel);
  // when several boards are in view (other players' boards as clutter), the largest one, the photo's
  // subject. Otherwise the strongest lattice.
  struct Seen {
    RefinedLattice lattice;
    std::vector<cv::Point2f> outline;
    double area = 0;
  };
  std::vector<Seen> boards_seen;         // solid lattices, one per board in view
  RefinedLattice weak;                   // the strongest of the others
  std::vector<RefinedLattice> turnable;  // lattices of many stars that the layout did not confirm
  // `confirmed_only`: a lattice from a last-resort guess counts only when the layout confirms it.
  auto consider = [&](RefinedLattice l, bool confirmed_only = false) {
    const double layout = layout_agreement(gray, l.homography);
    l.strength *= layout;
    if (!(layout == 1.0 && l.stars_matched >= 50)) {
      if (confirmed_only) return;
      if (l.ok) turnable.push_back(l);
      if (l.strength > weak.strength) weak = l;
      return;
    }
    Seen seen{l, {}, 0};
    for (const cv::Point2d t : {cv::Point2d(0, 0), cv::Point2d(546, 0), cv::Point2d(546, 800), cv::Point2d(0, 800)})
      seen.outline.push_back(apply_h(l.homography, t));
    seen.area = std::abs(cv::contourArea(seen.outline));
    const cv::Point2f centre(apply_h(l.homography, {273, 400}));
    auto same = std::find_if(boards_seen.begin(), boards_seen.end(),
                             [&](const Seen& b) { return cv::pointPolygonTest(b.outline, centre, false) >= 0; });
    if (same == boards_seen.end())
      boards_seen.push_back(seen);
    else if (l.strength > same->lattice.strength)
      *same = seen;
  };
  for (const cv::Matx33d& h : found.candidates) {
    // A candidate on a board already read beyond doubt is the same board again: spare the work.
    const cv::Point2f candidate_centre(apply_h(h, {273, 400}));
    if (std::any_of(boards_seen.begin(), boards_seen.end(), [&](const Seen& b) {
          return b.lattice.stars_matched >= 66 && cv::pointPolygonTest(b.outline, candidate_centre, false) >= 0;
        }))
      continue;
    consider(refine_lattice(gray, h, g), /*confirmed_only=*/from_stars_only);
  }
  // The lattice is nearly square: an outline read the wrong way round (glare or a hand eating into the sky)
  // still gives a lattice of many stars, turned. When no lattice was confirmed, try the strongest of those
  // turned by a quarter, a half and three quarters.
  if (boards_seen.empty()) {
    std::sort(turnable.begin(), turnable.end(),
              [](const RefinedLattice& a, const RefinedLattice& b) { return a.strength > b.strength; });
    if (turnable.size() > 2) turnable.resize(2);
    const std::vector<RefinedLattice> tries = turnable;
    for (const RefinedLattice& l : tries)
      for (int quarter_turns = 1; quarter_turns <= 3; ++quarter_turns)
        consider(refine_lattice(gray, l.homography * lattice_turn(g, quarter_turns), g));
  }
  // Neither outline nor panel gave a lattice at all (a dark table merged with the sky, a hand across the
  // panel): follow the stars themselves. (A lattice the layout merely did not confirm, its panel under glare,
  // is kept rather than a board found this way: that may be another player's board beside it.)
  // The stars must lie where the finder saw a board-like region (its outline), not on a neighbour's board
  // beside it that the finder never took for the subject.
  if (boards_seen.empty() && !weak.ok) {
    auto seen_by_finder = [&](const cv::Matx33d& grid) {
      const cv::Point2f centre(apply_h(grid, {273, 400}));
      return std::any_of(found.candidates.begin(), found.candidates.end(), [&](const cv::Matx33d& h) {
        std::vector<cv::Point2f> outline;
        for (const cv::Point2d t : {cv::Point2d(0, 0), cv::Point2d(546, 0), cv::Point2d(546, 800), cv::Point2d(0, 800)})
          outline.push_back(apply_h(h, t));
        return cv::pointPolygonTest(outline, centre, false) >= 0;
      });
    };
    for (const cv::Matx33d& h : star_grid_candidates(gray, g)) {
      const RefinedLattice l = refine_lattice(gray, h, g);
      if (seen_by_finder(l.homography)) consider(l, /*confirmed_only=*/true);
    }
  }
  // Another player's board beside this one is often cut off by the frame while the photo's subject is
  // whole: a board wholly in view comes first, then the larger.
  RefinedLattice lattice = weak;
  double largest = 0;
  bool whole = false;
  for (const Seen& b : boards_seen) {
    const bool in_view = check_framing(gray.size(), b.lattice.homography).refusal == Refusal::None;
    if ((in_view && !whole) || (in_view == whole && b.area > largest))
      largest = b.area, lattice = b.lattice, whole = in_view;
  }
  // Two whole boards of about the same size in view: the one being scored is the one with the game drawn on
  // it (a neighbour's board beside it is usually less far on, or blank).
  if (whole) {
    double most_drawn = -1;
    for (const Seen& b : boards_seen) {
      if (b.area < 0.6 * largest || check_framing(gray.size(), b.lattice.homography).refusal != Refusal::None) continue;
      const double drawn = drawn_fraction(rectify(gray, b.lattice.homography, 0.5));
      if (drawn > most_drawn) most_drawn = drawn, lattice = b.lattice;
    }
  }
  if (!lattice.ok) {
    // No lattice to judge the framing on: only the outline can say whether the board runs out of the frame.
    out.homography = found.homography;
    if (const QualityVerdict v = check_framing(gray.size(), found.homography); v.refusal != Refusal::None) {
      out.refusal = v.refusal;
      out.message = v.message;
      return out;
    }
    out.refusal = Refusal::NoBoard;
    out.message =
        "found a dark board-shaped region but not the lattice of stars on it; photograph the board "
        "straight on, in focus, without glare over the stars";
    return out;
  }
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
