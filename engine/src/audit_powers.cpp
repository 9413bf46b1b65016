// The power card: objects must be of its kind and no more than the times its
// shape was completed; and what only some orders of play allow (a star used
// next to the black hole, more lines than the cards could give).
#include <algorithm>

#include "audit_rules.hpp"
#include "score_parts.hpp"

namespace starsight::detail {
namespace {

// How many line-disjoint times the ✨ shape appears among the sheet's lines.
int power_occurrences(const AuditContext& c, Power p) {
  std::vector<const Placement*> found;
  power_card_index(p).find(c.sheet.lines, found);
  return count_disjoint(found);
}

void check_kinds(AuditContext& c) {
  const std::string card =
      c.s.power_card ? "the ✨ card in play is " + power_name(*c.s.power_card) : std::string("no ✨ card is in play");
  for (const PlacedObject& o : objects(c.s)) {
    if (c.s.power_card == power_of(o.kind)) continue;
    if (o.kind == ObjectKind::Galaxy && std::find(c.s.galaxies.begin(), c.s.galaxies.end(), o.at) == c.s.galaxies.end())
      continue;  // a galaxy's right half; reported with its left one
    c.report(Severity::Illegal, "object-not-power-card", {o.at},
             std::string("A ") + object_name(o.kind) + " is drawn at " + to_string(o.at) + " but " + card + ".");
  }
}

void check_uses(AuditContext& c) {
  if (!c.s.power_card) return;
  const Power p = *c.s.power_card;
  std::vector<Point> pts;
  int uses = 0;
  for (const PlacedObject& o : objects(c.s))
    if (power_of(o.kind) == p) pts.push_back(o.at);
  switch (p) {
    case Power::NewLine:
      return;  // its lines can't be told apart (see too-many-lines)
    case Power::NewStars:
      uses = (static_cast<int>(pts.size()) + 1) / 2;
      break;
    case Power::Galaxy:
      uses = static_cast<int>(c.s.galaxies.size());
      break;
    default:
      uses = static_cast<int>(pts.size());
      break;
  }
  if (uses == 0) return;
  const int earned = power_occurrences(c, p);
  if (uses <= earned) return;
  c.report(Severity::Illegal, "too-many-powers", pts,
           "The " + power_name(p) + " power is used " + std::to_string(uses) + (uses == 1 ? " time" : " times") +
               " but its shape appears only " + std::to_string(earned) + (earned == 1 ? " time" : " times") +
               " without sharing lines.");
}

void check_black_hole_neighbours(AuditContext& c) {
  PointSet used = c.sheet.line_points | c.sheet.shooting | c.sheet.objects;
  for (Point p : c.s.planets) used |= point_bit(p);
  for (Point hole : c.s.black_holes) {
    const PointSet bad = around(hole) & c.sheet.stars & used;
    if (bad.none()) continue;
    std::vector<Point> pts{hole};
    std::string names;
    for_each_bit(bad, [&](int i) {
      pts.push_back(point_at(i));
      names += (names.empty() ? "" : " ") + to_string(point_at(i));
    });
    c.report(Severity::Suspicious, "used-star-by-black-hole", pts,
             "Stars next to the black hole at " + to_string(hole) + " are used (" + names +
                 "); that is legal only if they were used before the black hole was drawn.");
  }
}

void check_line_count(AuditContext& c) {
  const int drawn = static_cast<int>(c.s.lines.count());
  const int shooting = static_cast<int>(c.s.shooting_stars.size());
  const int extra = c.s.power_card == Power::NewLine ? power_occurrences(c, Power::NewLine) : 0;
  const int most = most_lines_drawn(shooting, extra);
  if (drawn <= most) return;
  std::vector<Point> none;
  c.report(
      Severity::Suspicious, "too-many-lines", none,
      std::to_string(drawn) + " lines are drawn but " + std::to_string(kNightCardsPlayed) + " cards give at most " +
          std::to_string(most) + " (2 per card, " + std::to_string(shooting) + " shooting stars" +
          (c.s.power_card == Power::NewLine ? ", " + std::to_string(extra) + " new-line uses" : std::string()) + ").");
}

}  // namespace

void audit_powers(AuditContext& c) {
  check_kinds(c);
  check_uses(c);
  check_black_hole_neighbours(c);
  check_line_count(c);
}

}  // namespace starsight::detail
