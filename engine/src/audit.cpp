#include "starsight/audit.hpp"

#include <nlohmann/json.hpp>

#include "audit_rules.hpp"
#include "score_parts.hpp"
#include "starsight/state_json.hpp"

namespace starsight {
namespace detail {

AuditContext::AuditContext(const State& state, std::vector<Finding>& findings)
    : s(state), sheet(make_sheet(state)), groups(classify_groups(state, sheet.lines)), out(findings) {
  for (const ShootingStar& star : s.shooting_stars)
    for (SegmentId id : star.lines) shooting_lines.set(static_cast<std::size_t>(id));
  // Novas and auras sit on stars of constellations by design; new stars are stars.
  for (const PlacedObject& o : objects(s))
    if (o.kind != ObjectKind::NewStar && o.kind != ObjectKind::Nova && o.kind != ObjectKind::LuminousAura &&
        o.kind != ObjectKind::Planet)
      blocking |= point_bit(o.at);
}

const Constellation* AuditContext::group_at(Point p) const {
  const PointSet bit = point_bit(p);
  for (const Constellation& g : groups)
    if ((g.group.stars & bit).any()) return &g;
  return nullptr;
}

std::string AuditContext::what_is_at(Point p) const {
  if (kind(p) == PointKind::Planet) return "the printed planet at " + to_string(p);
  for (const PlacedObject& o : objects(s))
    if (o.at == p && o.kind != ObjectKind::NewStar)
      return std::string("the ") + object_name(o.kind) + " at " + to_string(p);
  return "the object at " + to_string(p);
}

std::string missing_star_reason(PointKind k) {
  switch (k) {
    case PointKind::Outside:
      return "is cut off by the arch of the board";
    case PointKind::Artwork:
      return "is artwork without an added star";
    case PointKind::SunriseArt:
      return "is covered by the sun-rise art";
    case PointKind::Planet:
      return "is a printed planet";
    case PointKind::Star:
      return "is a star";
  }
  return "holds no star";
}

}  // namespace detail

std::vector<Finding> audit(const State& s) {
  std::vector<Finding> findings;
  detail::AuditContext c(s, findings);
  detail::audit_lines(c);
  detail::audit_shooting_stars(c);
  detail::audit_objects(c);
  detail::audit_powers(c);
  return findings;
}

bool is_legal(const State& s) {
  for (const Finding& f : audit(s))
    if (f.severity == Severity::Illegal) return false;
  return true;
}

nlohmann::json audit_to_json(const std::vector<Finding>& findings) {
  nlohmann::json out = nlohmann::json::array();
  for (const Finding& f : findings) {
    nlohmann::json points = nlohmann::json::array();
    for (Point p : f.points) points.push_back(point_to_json(p));
    out.push_back({{"severity", f.severity == Severity::Illegal ? "illegal" : "suspicious"},
                   {"rule", f.rule},
                   {"points", std::move(points)},
                   {"message", f.message}});
  }
  return out;
}

}  // namespace starsight
