// Lines (drawn and printed) must join two usable stars and touch no planet,
// shooting star or object.
#include "audit_rules.hpp"
#include "starsight/sheet.hpp"

namespace starsight::detail {
namespace {

std::string line_name(const AuditContext& c, SegmentId id) {
  const bool printed = c.sheet.board->printed().test(static_cast<std::size_t>(id));
  return std::string(printed ? "The printed line " : "The line ") + segment_name(id);
}

// The most specific fault of one end of a line, if any.
void check_end(AuditContext& c, SegmentId id, Point end, Point other) {
  const std::string line = line_name(c, id);
  if (has(c.sheet.planets, end)) {
    c.report(Severity::Illegal, "line-touches-planet", {end, other},
             line + " touches the " + (c.kind(end) == PointKind::Planet ? "printed" : "drawn") + " planet at " +
                 to_string(end) + "; no line may touch a planet.");
  } else if (has(c.sheet.shooting, end)) {
    c.report(Severity::Illegal, "line-touches-shooting-star", {end, other},
             line + " touches a shooting star at " + to_string(end) + "; no line may touch a shooting star.");
  } else if (has(c.blocking, end)) {
    c.report(Severity::Illegal, "line-touches-object", {end, other},
             line + " touches " + c.what_is_at(end) + "; no line may touch an object other than a star.");
  } else if (!has(c.sheet.stars, end)) {
    c.report(Severity::Illegal, "line-on-missing-star", {end, other},
             line + " ends at " + to_string(end) + ", which " + missing_star_reason(c.kind(end)) +
                 "; lines join two stars.");
  }
}

}  // namespace

void audit_lines(AuditContext& c) {
  for_each_bit(c.sheet.lines, [&](int id) {
    const Segment& seg = segment(id);
    check_end(c, id, seg.a, seg.b);
    check_end(c, id, seg.b, seg.a);
    // Crossing a shooting star's diagonal touches it without sharing a point.
    if (const auto other = crossing_segment(id); other && c.shooting_lines.test(static_cast<std::size_t>(*other)))
      c.report(Severity::Illegal, "line-touches-shooting-star", {seg.a, seg.b},
               line_name(c, id) + " crosses the shooting star " + segment_name(*other) +
                   "; no line may touch a shooting star.");
  });
}

}  // namespace starsight::detail
