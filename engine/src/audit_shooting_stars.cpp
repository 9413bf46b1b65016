// Shooting stars: 1 to 3 diagonal lines in one straight run with the head at
// an end, on usable stars, sharing no point with anything else; at most 3.
// Contact with a line is reported once, by the line ("line-touches-shooting-star").
#include <algorithm>
#include <optional>
#include <utility>

#include "audit_rules.hpp"
#include "score_parts.hpp"
#include "starsight/cards.hpp"

namespace starsight::detail {
namespace {

// The run's two ends when the segments form one straight diagonal run of 1-3.
std::optional<std::pair<Point, Point>> straight_run(const ShootingStar& star) {
  if (star.lines.empty() || star.lines.size() > kMostShootingStarLines) return std::nullopt;
  std::vector<SegmentId> run = star.lines;
  // Segment ends are spelled lowest point first, so along one diagonal the
  // segments sorted by row follow each other end to start.
  std::sort(run.begin(), run.end(), [](SegmentId a, SegmentId b) { return segment(a).a.y < segment(b).a.y; });
  const Direction d = segment(run.front()).direction;
  for (std::size_t i = 0; i < run.size(); ++i) {
    if (!is_diagonal(run[i]) || segment(run[i]).direction != d) return std::nullopt;
    if (i > 0 && segment(run[i]).a != segment(run[i - 1]).b) return std::nullopt;
  }
  return std::make_pair(segment(run.front()).a, segment(run.back()).b);
}

std::vector<Point> star_points(const ShootingStar& star) {
  PointSet pts;
  for (SegmentId id : star.lines) pts |= point_bit(segment(id).a) | point_bit(segment(id).b);
  std::vector<Point> out{star.head};
  for_each_bit(pts, [&](int i) {
    if (point_at(i) != star.head) out.push_back(point_at(i));
  });
  return out;
}

PointSet points_of(const ShootingStar& star) {
  PointSet pts;
  for (SegmentId id : star.lines) pts |= point_bit(segment(id).a) | point_bit(segment(id).b);
  return pts;
}

void check_shape(AuditContext& c, const ShootingStar& star, const std::string& name) {
  const auto ends = straight_run(star);
  if (!ends) {
    c.report(Severity::Illegal, "shooting-star-shape", star_points(star),
             name + " is not 1 to 3 diagonal lines in one straight run.");
    return;
  }
  if (star.head != ends->first && star.head != ends->second)
    c.report(Severity::Illegal, "shooting-star-head", star_points(star),
             name + " has its head at " + to_string(star.head) + ", not at an end (" + to_string(ends->first) + " or " +
                 to_string(ends->second) + ").");
}

void check_points(AuditContext& c, std::size_t index, const std::string& name) {
  const ShootingStar& star = c.s.shooting_stars[index];
  // A contact between two shooting stars is reported by the first of them.
  PointSet earlier, later;
  SegmentSet later_lines;
  for (std::size_t j = 0; j < c.s.shooting_stars.size(); ++j) {
    if (j < index) earlier |= points_of(c.s.shooting_stars[j]);
    if (j <= index) continue;
    later |= points_of(c.s.shooting_stars[j]);
    for (SegmentId id : c.s.shooting_stars[j].lines) later_lines.set(static_cast<std::size_t>(id));
  }
  for_each_bit(points_of(star), [&](int i) {
    const Point p = point_at(i);
    if (has(c.sheet.line_points, p) || has(earlier, p)) return;  // reported by the line or the other star
    if (has(later, p)) {
      c.report(Severity::Illegal, "shooting-star-touches", {p},
               name + " shares the point " + to_string(p) + " with another shooting star.");
    } else if (has(c.sheet.planets, p) || has(c.sheet.objects, p)) {
      c.report(Severity::Illegal, "shooting-star-touches", {p},
               name + " touches " + c.what_is_at(p) + "; a shooting star may not share a point with an object.");
    } else if (!has(c.sheet.stars, p)) {
      c.report(Severity::Illegal, "shooting-star-on-missing-star", {p},
               name + " uses " + to_string(p) + ", which " + missing_star_reason(c.kind(p)) + ".");
    }
  });
  // Two shooting stars crossing in one unit square touch without sharing a point.
  for (SegmentId id : star.lines)
    if (const auto x = crossing_segment(id); x && later_lines.test(static_cast<std::size_t>(*x)))
      c.report(Severity::Illegal, "shooting-star-touches", {segment(id).a, segment(id).b},
               name + " crosses another shooting star at " + segment_name(id) + ".");
}

}  // namespace

void audit_shooting_stars(AuditContext& c) {
  const auto& stars = c.s.shooting_stars;
  for (std::size_t i = 0; i < stars.size(); ++i) {
    const std::string name = "The shooting star with its head at " + to_string(stars[i].head);
    check_shape(c, stars[i], name);
    check_points(c, i, name);
  }
  if (stars.size() > 3) {
    std::vector<Point> heads;
    for (const ShootingStar& s : stars) heads.push_back(s.head);
    c.report(Severity::Illegal, "too-many-shooting-stars", heads,
             "There are " + std::to_string(stars.size()) + " shooting stars; only 3 shooting-star cards exist.");
  }
}

}  // namespace starsight::detail
