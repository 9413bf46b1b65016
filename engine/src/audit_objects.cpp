// Where power objects may be: planets, twinkling stars, moons and black holes
// on unused stars; galaxies on 2 unused stars next to a constellation; novas
// and auras on a constellation's star; new stars on artwork without a star.
// Contact with lines and shooting stars is reported by those (see audit_lines).
#include <array>

#include "audit_rules.hpp"
#include "score_parts.hpp"

namespace starsight::detail {
namespace {

std::string capital(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

std::string the(ObjectKind k, Point p) { return std::string("the ") + object_name(k) + " at " + to_string(p); }

// Planets, twinkling stars, crescent moons and black holes go on a star.
void check_on_star(AuditContext& c, ObjectKind k, Point p) {
  if (has(c.sheet.stars, p)) return;
  c.report(Severity::Illegal, "object-on-unusable-point", {p},
           capital(the(k, p)) + " is not on a star: the point " + missing_star_reason(c.kind(p)) + ".");
}

void check_new_star(AuditContext& c, Point p) {
  const PointKind k = c.kind(p);
  if (k == PointKind::Artwork) return;
  c.report(Severity::Illegal, "object-on-unusable-point", {p},
           capital(the(ObjectKind::NewStar, p)) + " is not on an artwork point without a star: the point " +
               (k == PointKind::Star ? std::string("already holds a printed star") : missing_star_reason(k)) + ".");
}

// Novas and auras go on a star of an existing constellation.
void check_on_constellation(AuditContext& c, ObjectKind k, Point p) {
  const Constellation* g = c.group_at(p);
  const int size = g ? g->group.size : 0;
  if (k == ObjectKind::Nova && size > 10) {
    c.report(Severity::Illegal, "nova-constellation-too-large", {p},
             capital(the(k, p)) + " is in a group of " + std::to_string(size) +
                 " lines; a constellation with a nova has at most 10 lines.");
    return;
  }
  const int largest = k == ObjectKind::Nova ? 10 : 8;
  if (size >= 3 && size <= largest) return;
  c.report(Severity::Illegal, "object-on-unusable-point", {p},
           capital(the(k, p)) + " is not on a star of a constellation (" +
               (g ? "its group has " + std::to_string(size) + (size == 1 ? " line" : " lines")
                  : std::string("no line ends there")) +
               ").");
}

void check_galaxy(AuditContext& c, Point left) {
  const Point right{left.x + 1, left.y};
  const std::string name = "The galaxy at " + to_string(left) + "-" + to_string(right);
  for (Point p : {left, right})
    if (!has(c.sheet.stars, p))
      c.report(Severity::Illegal, "galaxy-placement", {left, right},
               name + " does not cover 2 stars: " + to_string(p) + " " + missing_star_reason(c.kind(p)) + ".");
  const PointSet next_to = (around(left) | around(right)) & ~point_bit(left) & ~point_bit(right);
  for (const Constellation& g : c.groups)
    if (g.group.size >= 3 && (g.group.stars & next_to).any()) return;
  c.report(Severity::Illegal, "galaxy-placement", {left, right},
           name + " is not next to a constellation (a group of 3 or more lines).");
}

void check_placements(AuditContext& c) {
  for (const PlacedObject& o : objects(c.s)) switch (o.kind) {
      case ObjectKind::NewStar:
        check_new_star(c, o.at);
        break;
      case ObjectKind::Galaxy:
        break;  // as a pair, below
      case ObjectKind::Nova:
      case ObjectKind::LuminousAura:
        check_on_constellation(c, o.kind, o.at);
        break;
      case ObjectKind::Planet:
      case ObjectKind::TwinklingStar:
      case ObjectKind::CrescentMoon:
      case ObjectKind::BlackHole:
        check_on_star(c, o.kind, o.at);
        break;
    }
  for (Point p : c.s.galaxies) check_galaxy(c, p);
}

// Objects drawn on top of each other (a new star may carry one object).
void check_sharing(AuditContext& c) {
  std::array<std::vector<ObjectKind>, kPointCount> at;
  for (const PlacedObject& o : objects(c.s))
    if (in_lattice(o.at)) at[static_cast<std::size_t>(point_index(o.at))].push_back(o.kind);
  for (int i = 0; i < kPointCount; ++i) {
    const auto& kinds = at[static_cast<std::size_t>(i)];
    int new_stars = 0;
    std::string names;
    for (ObjectKind k : kinds) {
      new_stars += k == ObjectKind::NewStar;
      names += (names.empty() ? "" : ", ") + std::string(object_name(k));
    }
    const auto others = static_cast<int>(kinds.size()) - new_stars;
    if (others >= 2 || new_stars >= 2)
      c.report(Severity::Illegal, "objects-share-point", {point_at(i)},
               "Several objects are drawn at " + to_string(point_at(i)) + " (" + names + ").");
  }
}

void check_counts(AuditContext& c) {
  if (c.s.black_holes.size() > 1)
    c.report(Severity::Illegal, "too-many-black-holes", c.s.black_holes,
             "There are " + std::to_string(c.s.black_holes.size()) + " black holes; only one is allowed per game.");
  if (c.s.crescent_moons.size() > 1)
    c.report(
        Severity::Illegal, "too-many-crescent-moons", c.s.crescent_moons,
        "There are " + std::to_string(c.s.crescent_moons.size()) + " crescent moons; only one is allowed per game.");
  for (const Constellation& g : c.groups) {
    std::vector<Point> auras;
    for (Point p : c.s.luminous_auras)
      if (has(g.group.stars, p)) auras.push_back(p);
    if (auras.size() > 1)
      c.report(Severity::Illegal, "two-auras-in-constellation", auras,
               "One constellation holds " + std::to_string(auras.size()) + " luminous auras; at most one is allowed.");
  }
}

}  // namespace

void audit_objects(AuditContext& c) {
  check_placements(c);
  check_sharing(c);
  check_counts(c);
}

}  // namespace starsight::detail
