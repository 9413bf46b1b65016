// The marker draws what the state says, where it says: lines along their
// segments, every object type, shooting-star heads.
#include <gtest/gtest.h>

#include <cmath>

#include "render_test_support.hpp"

namespace starsight::render {
namespace {

using testing::clean_options;
using testing::difference;
using testing::segment_distance;
using testing::template_point;

constexpr double kMarkerScale = 1.5;

std::vector<cv::Point2d> changed_points(const cv::Mat& a, const cv::Mat& b) {
  std::vector<cv::Point> px;
  cv::findNonZero(difference(a, b), px);
  std::vector<cv::Point2d> out;
  for (const auto& p : px) out.push_back({p.x / kMarkerScale, p.y / kMarkerScale});  // back to template units
  return out;
}

Point star_point(const Board& b, int skip = 0) {
  for (int i = 0; i < kPointCount; ++i)
    if (b.kind(point_at(i)) == PointKind::Star && point_at(i).y >= 3 && skip-- == 0) return point_at(i);
  return {};
}

TEST(RenderMarker, LinePixelsLieAlongTheirSegment) {
  cv::setNumThreads(1);
  const Board& b = board(2);
  State empty;
  empty.board = 2;
  const cv::Mat base = render_board(empty, clean_options(5), kMarkerScale);
  int tested = 0;
  for (int i = 0; i < kPointCount && tested < 12; ++i) {
    const Point a = point_at(i);
    if (b.kind(a) != PointKind::Star) continue;
    for (Point c : neighbours(a)) {
      if (b.kind(c) != PointKind::Star || point_index(c) < i) continue;
      State s = empty;
      const SegmentId id = *segment_between(a, c);
      if (b.printed().test(static_cast<std::size_t>(id))) continue;
      s.lines.set(static_cast<std::size_t>(id));
      for (std::uint64_t seed : {5u, 6u}) {
        const RenderOptions o = clean_options(seed);
        const auto pts =
            changed_points(seed == 5 ? base : render_board(empty, o, kMarkerScale), render_board(s, o, kMarkerScale));
        const cv::Point2d pa = template_point(b, a), pc = template_point(b, c);
        ASSERT_GT(pts.size(), 200u) << to_string(a) << "-" << to_string(c);
        double worst = 0;
        cv::Point2d mean(0, 0);
        for (const auto& p : pts) {
          worst = std::max(worst, segment_distance(p, pa, pc));
          mean += p;
        }
        mean *= 1.0 / static_cast<double>(pts.size());
        // Within the widest marker, its wobble and its over-shooting ends.
        EXPECT_LT(worst, 18.0) << to_string(a) << "-" << to_string(c);
        // Centred on the segment, and covering it from end to end.
        EXPECT_LT(std::hypot(mean.x - (pa.x + pc.x) / 2, mean.y - (pa.y + pc.y) / 2), 6.0);
        for (double t : {0.15, 0.5, 0.85}) {
          const cv::Point2d q = pa + (pc - pa) * t;
          const bool covered = std::any_of(pts.begin(), pts.end(),
                                           [&](const cv::Point2d& p) { return std::hypot(p.x - q.x, p.y - q.y) < 8; });
          EXPECT_TRUE(covered) << "gap at t=" << t << " of " << to_string(a) << "-" << to_string(c);
        }
      }
      ++tested;
      break;
    }
  }
  EXPECT_EQ(tested, 12);
}

TEST(RenderMarker, LineWidthFollowsTheMarker) {
  cv::setNumThreads(1);
  State empty;
  empty.board = 4;
  const Board& b = board(4);
  for (double w : {0.008, 0.015, 0.022}) {
    std::vector<double> widths;
    for (int skip : {3, 5, 8, 12, 15}) {
      const Point a = star_point(b, skip), c{a.x + 1, a.y};
      if (b.kind(c) != PointKind::Star) continue;
      State s = empty;
      s.lines.set(static_cast<std::size_t>(*segment_between(a, c)));
      const cv::Point2d pa = template_point(b, a), pc = template_point(b, c);
      RenderOptions o = clean_options(3);
      o.marker_width = w;
      // Ink area over the middle 40% of the line, divided by that length: the drawn width.
      int middle = 0;
      for (const auto& q : changed_points(render_board(empty, o, kMarkerScale), render_board(s, o, kMarkerScale))) {
        const double t = (q - pa).dot(pc - pa) / (pc - pa).dot(pc - pa);
        if (t > 0.3 && t < 0.7) ++middle;
      }
      widths.push_back(middle / (kMarkerScale * kMarkerScale) / (0.4 * b.geometry.du));
    }
    ASSERT_GE(widths.size(), 3u);
    std::sort(widths.begin(), widths.end());
    // The typical line (a re-traced one is wider), plus about a unit of antialiased edge.
    const double median = widths[widths.size() / 2];
    EXPECT_GT(median, 0.7 * w * 546) << "marker " << w;
    EXPECT_LT(median, 1.2 * w * 546 + 1.5) << "marker " << w;
  }
}

TEST(RenderMarker, EveryObjectTypeRenders) {
  cv::setNumThreads(1);
  const Board& b = board(1);
  State empty;
  empty.board = 1;
  const RenderOptions o = clean_options(11);
  const cv::Mat base = render_board(empty, o, kMarkerScale);
  const Point p = star_point(b, 10);
  Point art{};
  for (int i = 0; i < kPointCount; ++i)
    if (b.kind(point_at(i)) == PointKind::Artwork) art = point_at(i);
  Point gal{};
  for (int i = 0; i < kPointCount; ++i) {
    const Point q = point_at(i);
    if (q.y >= 2 && q.x + 1 < kLatticeWidth && b.kind(q) == PointKind::Star &&
        b.kind({q.x + 1, q.y}) == PointKind::Star)
      gal = q;
  }
  for (int k = 0; k < kObjectKindCount; ++k) {
    const auto kind = static_cast<ObjectKind>(k);
    State s = empty;
    Point at = p;
    cv::Point2d centre = template_point(b, p);
    switch (kind) {
      case ObjectKind::Planet:
        s.planets = {p};
        break;
      case ObjectKind::NewStar:
        s.new_stars = {art}, at = art, centre = template_point(b, art);
        break;
      case ObjectKind::Galaxy:
        s.galaxies = {gal}, at = gal;
        centre = (template_point(b, gal) + template_point(b, {gal.x + 1, gal.y})) * 0.5;
        break;
      case ObjectKind::TwinklingStar:
        s.twinkling_stars = {p};
        break;
      case ObjectKind::Nova:
        s.novas = {p};
        break;
      case ObjectKind::LuminousAura:
        s.luminous_auras = {p};
        break;
      case ObjectKind::CrescentMoon:
        s.crescent_moons = {p};
        break;
      case ObjectKind::BlackHole:
        s.black_holes = {p};
        break;
    }
    // Every variant of the symbol (the variant is drawn from the seed).
    for (std::uint64_t seed = 11; seed < 17; ++seed) {
      const RenderOptions os = clean_options(seed);
      const auto pts =
          changed_points(seed == 11 ? base : render_board(empty, os, kMarkerScale), render_board(s, os, kMarkerScale));
      EXPECT_GT(pts.size(), 60u) << object_name(kind) << " at " << to_string(at);
      for (const auto& q : pts)
        ASSERT_LT(std::hypot(q.x - centre.x, q.y - centre.y), 48) << object_name(kind) << " drawn far from its point";
    }
  }
}

TEST(RenderMarker, ShootingStarHasAHeadAtItsEnd) {
  cv::setNumThreads(1);
  const Board& b = board(6);
  State empty, line_only, shooting;
  empty.board = line_only.board = shooting.board = 6;
  // A diagonal run of 2 between stars, away from the printed lines.
  Point a{}, c{};
  for (int i = 0; i < kPointCount; ++i) {
    const Point q = point_at(i);
    if (q.y >= 3 && q.y <= 6 && q.x <= 7 && b.kind(q) == PointKind::Star &&
        b.kind({q.x + 1, q.y + 1}) == PointKind::Star && b.kind({q.x + 2, q.y + 2}) == PointKind::Star) {
      a = q, c = {q.x + 2, q.y + 2};
      break;
    }
  }
  const SegmentId s1 = *segment_between(a, {a.x + 1, a.y + 1}), s2 = *segment_between({a.x + 1, a.y + 1}, c);
  shooting.shooting_stars.push_back({{s1, s2}, a});
  const RenderOptions o = clean_options(21);
  const auto pts = changed_points(render_board(empty, o, kMarkerScale), render_board(shooting, o, kMarkerScale));
  // Ink around the head beyond what a plain line end leaves: some pixels off the run's axis near `a`.
  const cv::Point2d pa = template_point(b, a), pc = template_point(b, c);
  int off_axis_near_head = 0, off_axis_near_tail = 0;
  for (const auto& q : pts) {
    const double d = segment_distance(q, pa, pc);
    if (d > 8 && std::hypot(q.x - pa.x, q.y - pa.y) < 20) ++off_axis_near_head;
    if (d > 8 && std::hypot(q.x - pc.x, q.y - pc.y) < 20) ++off_axis_near_tail;
  }
  EXPECT_GT(off_axis_near_head, 20);
  EXPECT_LT(off_axis_near_tail, off_axis_near_head / 3 + 5);
}

}  // namespace
}  // namespace starsight::render
