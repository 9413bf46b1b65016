#include "starsight/state.hpp"

#include <algorithm>

namespace starsight {

std::vector<PlacedObject> objects(const State& s) {
  std::vector<PlacedObject> out;
  const auto add = [&](const std::vector<Point>& pts, ObjectKind k) {
    for (Point p : pts) out.push_back({k, p});
  };
  add(s.planets, ObjectKind::Planet);
  add(s.new_stars, ObjectKind::NewStar);
  for (Point p : s.galaxies) {
    out.push_back({ObjectKind::Galaxy, p});
    out.push_back({ObjectKind::Galaxy, {p.x + 1, p.y}});
  }
  add(s.twinkling_stars, ObjectKind::TwinklingStar);
  add(s.novas, ObjectKind::Nova);
  add(s.luminous_auras, ObjectKind::LuminousAura);
  add(s.crescent_moons, ObjectKind::CrescentMoon);
  add(s.black_holes, ObjectKind::BlackHole);
  return out;
}

Power power_of(ObjectKind k) {
  switch (k) {
    case ObjectKind::Planet:
      return Power::Planet;
    case ObjectKind::NewStar:
      return Power::NewStars;
    case ObjectKind::Galaxy:
      return Power::Galaxy;
    case ObjectKind::TwinklingStar:
      return Power::TwinklingStar;
    case ObjectKind::Nova:
      return Power::Nova;
    case ObjectKind::LuminousAura:
      return Power::LuminousAura;
    case ObjectKind::CrescentMoon:
      return Power::CrescentMoon;
    case ObjectKind::BlackHole:
      return Power::BlackHole;
  }
  return Power::Planet;
}

const char* object_name(ObjectKind k) {
  switch (k) {
    case ObjectKind::Planet:
      return "planet";
    case ObjectKind::NewStar:
      return "new star";
    case ObjectKind::Galaxy:
      return "galaxy";
    case ObjectKind::TwinklingStar:
      return "twinkling star";
    case ObjectKind::Nova:
      return "nova";
    case ObjectKind::LuminousAura:
      return "luminous aura";
    case ObjectKind::CrescentMoon:
      return "crescent moon";
    case ObjectKind::BlackHole:
      return "black hole";
  }
  return "object";
}

PointSet object_points(const State& s) {
  PointSet pts;
  for (const auto& o : objects(s))
    if (o.kind != ObjectKind::NewStar && in_lattice(o.at)) pts.set(static_cast<std::size_t>(point_index(o.at)));
  return pts;
}

PointSet shooting_star_points(const State& s) {
  PointSet pts;
  for (const auto& star : s.shooting_stars)
    for (SegmentId id : star.lines) {
      pts.set(static_cast<std::size_t>(point_index(segment(id).a)));
      pts.set(static_cast<std::size_t>(point_index(segment(id).b)));
    }
  return pts;
}

SegmentSet drawn_segments(const State& s) {
  SegmentSet out = s.lines;
  for (const auto& star : s.shooting_stars)
    for (SegmentId id : star.lines) out.set(static_cast<std::size_t>(id));
  return out;
}

State canonical(State s) {
  auto by_index = [](Point a, Point b) { return point_index(a) < point_index(b); };
  for (auto* v : {&s.planets, &s.new_stars, &s.galaxies, &s.twinkling_stars, &s.novas, &s.luminous_auras,
                  &s.crescent_moons, &s.black_holes})
    std::sort(v->begin(), v->end(), by_index);
  for (auto& ss : s.shooting_stars) std::sort(ss.lines.begin(), ss.lines.end());
  std::sort(s.shooting_stars.begin(), s.shooting_stars.end(),
            [](const ShootingStar& a, const ShootingStar& b) { return a.lines < b.lines; });
  return s;
}

}  // namespace starsight
