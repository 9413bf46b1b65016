#pragma once
// The audit's rules, grouped by what they look at. Each adds its findings to
// the context; a fact is reported once, under its most specific rule (a line
// ending on a planet is "line-touches-planet", not also a line on a point that
// is no usable star).
#include <string>
#include <vector>

#include "starsight/audit.hpp"
#include "starsight/board.hpp"
#include "starsight/score.hpp"
#include "starsight/sheet.hpp"

namespace starsight::detail {

struct AuditContext {
  AuditContext(const State& state, std::vector<Finding>& findings);

  const State& s;
  Sheet sheet;
  std::vector<Constellation> groups;
  SegmentSet shooting_lines;  // every segment of every shooting star
  PointSet blocking;          // objects no line may touch (not new stars, novas or auras)
  std::vector<Finding>& out;

  void report(Severity severity, const char* rule, std::vector<Point> points, std::string message) {
    out.push_back({severity, rule, std::move(points), std::move(message)});
  }
  // What the board has at `p` (Outside beyond the lattice).
  PointKind kind(Point p) const { return in_lattice(p) ? sheet.board->kind(p) : PointKind::Outside; }
  // The group whose stars include `p`, or nullptr.
  const Constellation* group_at(Point p) const;
  // "the planet at (2,2)", "a galaxy at (3,4)", ... for the objects at `p`.
  std::string what_is_at(Point p) const;
};

// Why `p` is no star: "artwork without an added star", "the sun-rise art", ...
std::string missing_star_reason(PointKind k);

void audit_lines(AuditContext& c);
void audit_shooting_stars(AuditContext& c);
void audit_objects(AuditContext& c);
void audit_powers(AuditContext& c);

}  // namespace starsight::detail
