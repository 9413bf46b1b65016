#include "game/sheet_edits.hpp"

#include <algorithm>
#include <vector>

namespace starsight::desktop {
namespace {

std::vector<Point>& list_of(State& s, ObjectKind kind) {
  switch (kind) {
    case ObjectKind::Planet:
      return s.planets;
    case ObjectKind::NewStar:
      return s.new_stars;
    case ObjectKind::Galaxy:
      return s.galaxies;
    case ObjectKind::TwinklingStar:
      return s.twinkling_stars;
    case ObjectKind::Nova:
      return s.novas;
    case ObjectKind::LuminousAura:
      return s.luminous_auras;
    case ObjectKind::CrescentMoon:
      return s.crescent_moons;
    case ObjectKind::BlackHole:
      return s.black_holes;
  }
  return s.planets;
}

bool touches(SegmentId id, Point p) { return segment(id).a == p || segment(id).b == p; }

// The ends of a straight run of segments: the points used by exactly one of them.
std::vector<Point> run_ends(const std::vector<SegmentId>& run) {
  std::vector<Point> ends;
  for (SegmentId id : run)
    for (Point p : {segment(id).a, segment(id).b}) {
      const auto n = std::count_if(run.begin(), run.end(), [&](SegmentId o) { return touches(o, p); });
      if (n == 1) ends.push_back(p);
    }
  return ends;
}

// Splits a set of same-direction diagonal segments into connected runs.
std::vector<std::vector<SegmentId>> runs_of(std::vector<SegmentId> segs) {
  std::vector<std::vector<SegmentId>> runs;
  while (!segs.empty()) {
    std::vector<SegmentId> run{segs.back()};
    segs.pop_back();
    for (bool grew = true; grew;) {
      grew = false;
      for (auto it = segs.begin(); it != segs.end(); ++it) {
        const bool joins = std::any_of(run.begin(), run.end(), [&](SegmentId r) {
          return touches(r, segment(*it).a) || touches(r, segment(*it).b);
        });
        if (joins) {
          run.push_back(*it);
          segs.erase(it);
          grew = true;
          break;
        }
      }
    }
    std::sort(run.begin(), run.end());
    runs.push_back(run);
  }
  return runs;
}

ShootingStar star_from_run(const std::vector<SegmentId>& run, std::optional<Point> wanted_head) {
  ShootingStar star;
  star.lines = run;
  const auto ends = run_ends(run);
  star.head = ends.empty() ? segment(run.front()).a : ends.back();  // the upper end by default
  if (wanted_head && std::find(ends.begin(), ends.end(), *wanted_head) != ends.end()) star.head = *wanted_head;
  return star;
}

}  // namespace

bool has_object(const State& s, ObjectKind kind, Point p) {
  auto& list = list_of(const_cast<State&>(s), kind);
  if (kind == ObjectKind::Galaxy)
    return std::any_of(list.begin(), list.end(), [&](Point g) { return g == p || Point{g.x + 1, g.y} == p; });
  return std::find(list.begin(), list.end(), p) != list.end();
}

std::optional<std::size_t> shooting_star_with(const State& s, SegmentId id) {
  for (std::size_t i = 0; i < s.shooting_stars.size(); ++i) {
    const auto& l = s.shooting_stars[i].lines;
    if (std::find(l.begin(), l.end(), id) != l.end()) return i;
  }
  return std::nullopt;
}

State toggle_line(const State& s, SegmentId id) {
  State out = s;
  if (id < 0 || id >= kSegmentCount || shooting_star_with(s, id)) return out;
  out.lines.flip(static_cast<std::size_t>(id));
  return out;
}

State toggle_object(const State& s, ObjectKind kind, Point p) {
  State out = s;
  if (!in_lattice(p)) return out;
  auto& list = list_of(out, kind);
  if (kind == ObjectKind::Galaxy) {
    const auto it = std::find_if(list.begin(), list.end(), [&](Point g) { return g == p || Point{g.x + 1, g.y} == p; });
    if (it != list.end()) {
      list.erase(it);
    } else if (p.x + 1 < kLatticeWidth) {
      list.push_back(p);
    }
    return out;
  }
  const auto it = std::find(list.begin(), list.end(), p);
  if (it != list.end()) {
    list.erase(it);
  } else {
    list.push_back(p);
  }
  return out;
}

State toggle_shooting_segment(const State& s, SegmentId id) {
  State out = s;
  if (id < 0 || id >= kSegmentCount || !is_diagonal(id)) return out;
  if (const auto i = shooting_star_with(s, id)) {
    // Unmark: the segment goes back to the drawn lines; the rest may split.
    ShootingStar old = out.shooting_stars[*i];
    out.shooting_stars.erase(out.shooting_stars.begin() + static_cast<std::ptrdiff_t>(*i));
    std::vector<SegmentId> rest;
    for (SegmentId l : old.lines)
      if (l != id) rest.push_back(l);
    for (const auto& run : runs_of(rest)) out.shooting_stars.push_back(star_from_run(run, old.head));
    out.lines.set(static_cast<std::size_t>(id));
    return out;
  }
  // Mark: join a star on the same diagonal that ends at one of its points.
  out.lines.reset(static_cast<std::size_t>(id));
  const Direction d = segment(id).direction;
  for (auto& star : out.shooting_stars) {
    if (star.lines.size() >= 3 || segment(star.lines.front()).direction != d) continue;
    const auto ends = run_ends(star.lines);
    const bool joins = std::any_of(ends.begin(), ends.end(), [&](Point p) { return touches(id, p); });
    if (!joins) continue;
    std::vector<SegmentId> run = star.lines;
    run.push_back(id);
    std::sort(run.begin(), run.end());
    star = star_from_run(run, star.head);
    return out;
  }
  out.shooting_stars.push_back(star_from_run({id}, std::nullopt));
  return out;
}

State set_shooting_head(const State& s, Point p) {
  State out = s;
  for (auto& star : out.shooting_stars) {
    const auto ends = run_ends(star.lines);
    if (std::find(ends.begin(), ends.end(), p) != ends.end()) {
      star.head = p;
      break;
    }
  }
  return out;
}

}  // namespace starsight::desktop
