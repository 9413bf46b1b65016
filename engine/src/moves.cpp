#include "starsight/moves.hpp"

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "starsight/board.hpp"
#include "starsight/line_groups.hpp"
#include "starsight/occurrences.hpp"

#include "set_bit.hpp"

namespace starsight {
namespace {

bool has_point(const PointSet& set, Point p) { return in_lattice(p) && set.test(bit(p)); }

// A straight diagonal run of 1-3 segments, by its points in order.
struct Run {
  int length = 0;
  std::array<Point, 4> points{};
  std::array<SegmentId, 3> segments{};
  PointSet point_set;
};

struct BoardSets {
  PointSet stars, planets, artwork;
  SegmentSet printed;
  // Per deck, the segments that touch a point never open to a line in that
  // deck whatever the player does: no star and no artwork (a new star may
  // open artwork), a printed planet, or a row the sun has covered.
  std::array<SegmentSet, kDeckCount> closed;
  std::array<PointSet, kDeckCount> never_open;  // those points
};

// Tables built once: segment ends, crossings, neighbourhoods, the rows each
// deck may use, each board's point kinds, every card placement and every
// diagonal run.
struct Tables {
  std::array<std::array<std::uint8_t, 2>, kSegmentCount> ends{};
  std::array<std::int16_t, kSegmentCount> crossing{};
  std::array<PointSet, kPointCount> around{};
  std::array<SegmentSet, kPointCount> at{};  // the segments ending at a point
  std::array<PointSet, kDeckCount> rows_open{};
  std::array<BoardSets, kBoardCount> boards{};
  std::vector<std::vector<CardPlacement>> cards;
  std::vector<Run> runs;

  Tables() {
    for (SegmentId id = 0; id < kSegmentCount; ++id) {
      const Segment& s = segment(id);
      ends[bit(id)] = {static_cast<std::uint8_t>(point_index(s.a)), static_cast<std::uint8_t>(point_index(s.b))};
      crossing[bit(id)] = static_cast<std::int16_t>(crossing_segment(id).value_or(-1));
      at[ends[bit(id)][0]].set(bit(id));
      at[ends[bit(id)][1]].set(bit(id));
    }
    for (int i = 0; i < kPointCount; ++i)
      for (Point n : neighbours(point_at(i))) around[bit(i)].set(bit(n));
    for (int deck = 0; deck < kDeckCount; ++deck)
      for (int i = 0; i < kPointCount; ++i)
        if (point_at(i).y >= first_usable_row(deck)) rows_open[bit(deck)].set(bit(i));
    for (const Board& b : starsight::boards()) {
      BoardSets& sets = boards[static_cast<std::size_t>(b.id - 1)];
      sets.stars = b.points_of(PointKind::Star);
      sets.planets = b.points_of(PointKind::Planet);
      sets.artwork = b.points_of(PointKind::Artwork);
      sets.printed = b.printed();
      for (int deck = 0; deck < kDeckCount; ++deck) {
        const PointSet never = ~(sets.stars | sets.artwork) | sets.planets | ~rows_open[bit(deck)];
        sets.never_open[bit(deck)] = never;
        for_each_bit(never, [&](int i) { sets.closed[bit(deck)] |= at[bit(i)]; });
      }
    }
    for (const NightCard& card : night_cards()) {
      if (card.shooting_star) break;
      std::vector<CardPlacement> out;
      for (const Placement& p : all_placements(card.shape)) out.push_back({p.lines[0], p.lines[1]});
      cards.push_back(std::move(out));
    }
    // Runs going right-up and right-down; each set of points once.
    for (int i = 0; i < kPointCount; ++i)
      for (int dy : {1, -1})
        for (int length = 1; length <= 3; ++length) {
          Run r;
          r.length = length;
          bool fits = true;
          for (int k = 0; k <= length && fits; ++k) {
            r.points[bit(k)] = {point_at(i).x + k, point_at(i).y + dy * k};
            fits = in_lattice(r.points[bit(k)]);
          }
          if (!fits) continue;
          for (int k = 0; k < length; ++k) {
            r.segments[bit(k)] = *segment_between(r.points[bit(k)], r.points[bit(k + 1)]);
            r.point_set.set(bit(r.points[bit(k)]));
          }
          r.point_set.set(bit(r.points[bit(length)]));
          runs.push_back(r);
        }
  }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

const BoardSets& board_sets(int id) {
  if (id < 1 || id > kBoardCount) throw std::out_of_range("board must be 1..8, not " + std::to_string(id));
  return tables().boards[static_cast<std::size_t>(id - 1)];
}

// The group (of `groups`) whose lines meet `lines`, if any.
const LineGroup* group_meeting(const std::vector<LineGroup>& groups, const SegmentSet& lines) {
  for (const LineGroup& g : groups)
    if ((g.lines & lines).any()) return &g;
  return nullptr;
}

// Fills view.nova and takes out of `drawable` the lines that alone would
// make a group holding a nova exceed 10 lines.
void limit_novas(const State& s, PlayView& v) {
  const Tables& t = tables();
  PlayView::NovaLimit& n = v.nova;
  n.group.fill(-1);
  PointSet reach;
  SegmentSet crossings;
  for (const LineGroup& g : line_groups(v.lines)) {
    const int label = static_cast<int>(n.size.size());
    for_each_bit(g.stars, [&](int i) { n.group[bit(i)] = label; });
    n.size.push_back(g.size);
    bool nova = false;
    for (Point p : s.novas) nova = nova || has_point(g.stars, p);
    n.has_nova.push_back(nova);
    if (!nova) continue;
    reach |= g.stars;
    for_each_bit(g.lines, [&](int id) {
      if (t.crossing[bit(id)] >= 0) crossings.set(bit(t.crossing[bit(id)]));
    });
  }
  for_each_bit(reach, [&](int i) { n.joining |= t.at[bit(i)]; });
  n.joining = (n.joining | crossings) & v.drawable;
  for_each_bit(n.joining, [&](int id) {
    const SegmentId line = id;
    if (!within_nova_limit(v, {&line, 1})) v.drawable.reset(bit(id));
  });
}

}  // namespace

bool within_nova_limit(const PlayView& view, std::span<const SegmentId> lines) {
  const Tables& t = tables();
  const PlayView::NovaLimit& n = view.nova;
  bool joins = false;
  for (SegmentId id : lines) joins = joins || n.joining[bit(id)];
  if (!joins) return true;
  // The groups each new line joins: through its ends or a line it crosses.
  std::array<std::array<int, 3>, 2> touched{};
  std::array<int, 2> count{};
  const int k = static_cast<int>(std::min<std::size_t>(lines.size(), 2));
  for (int i = 0; i < k; ++i) {
    const SegmentId id = lines[bit(i)];
    const auto add = [&](int group) {
      auto& list = touched[bit(i)];
      if (group >= 0 && std::find(list.begin(), list.begin() + count[bit(i)], group) == list.begin() + count[bit(i)])
        list[bit(count[bit(i)]++)] = group;
    };
    add(n.group[t.ends[bit(id)][0]]);
    add(n.group[t.ends[bit(id)][1]]);
    const int other = t.crossing[bit(id)];
    if (other >= 0 && view.lines[bit(other)]) add(n.group[t.ends[bit(other)][0]]);
  }
  bool connected = false;
  if (k == 2) {
    const auto &a = t.ends[bit(lines[0])], &b = t.ends[bit(lines[1])];
    connected = a[0] == b[0] || a[0] == b[1] || a[1] == b[0] || a[1] == b[1] || t.crossing[bit(lines[0])] == lines[1];
    for (int i = 0; i < count[0]; ++i)
      for (int j = 0; j < count[1]; ++j) connected = connected || touched[0][bit(i)] == touched[1][bit(j)];
  }
  // Each resulting component: its size, and whether it holds a nova.
  const auto fits = [&](std::initializer_list<int> which, int new_lines) {
    int size = new_lines;
    bool nova = false;
    std::array<int, 6> seen{};
    int m = 0;
    for (int i : which)
      for (int j = 0; j < count[bit(i)]; ++j) {
        const int g = touched[bit(i)][bit(j)];
        if (std::find(seen.begin(), seen.begin() + m, g) != seen.begin() + m) continue;
        seen[bit(m++)] = g;
        size += n.size[bit(g)];
        nova = nova || n.has_nova[bit(g)];
      }
    return !nova || size <= 10;
  };
  if (k == 2 && connected) return fits({0, 1}, 2);
  return fits({0}, 1) && (k < 2 || fits({1}, 1));
}

PlayView play_view(const State& s, int deck) {
  const Tables& t = tables();
  const BoardSets& b = board_sets(s.board);
  PlayView v;
  v.deck = deck < 0 ? 0 : deck >= kDeckCount ? kDeckCount - 1 : deck;
  v.lines = s.lines | b.printed;

  v.stars = b.stars;
  for (Point p : s.new_stars)
    if (has_point(b.artwork, p)) v.stars.set(bit(p));
  PointSet planets = b.planets, objects, black_hole_neighbours;
  for (Point p : s.planets)
    if (in_lattice(p)) planets.set(bit(p));
  const auto cover = [&](const std::vector<Point>& pts) {
    for (Point p : pts)
      if (in_lattice(p)) objects.set(bit(p));
  };
  cover(s.twinkling_stars);
  cover(s.novas);
  cover(s.luminous_auras);
  cover(s.crescent_moons);
  cover(s.black_holes);
  for (Point p : s.galaxies) {
    if (in_lattice(p)) objects.set(bit(p));
    if (in_lattice({p.x + 1, p.y})) objects.set(bit(Point{p.x + 1, p.y}));
  }
  for (Point p : s.black_holes)
    if (in_lattice(p)) black_hole_neighbours |= t.around[bit(p)];

  for_each_bit(v.lines, [&](int id) {
    v.line_points.set(t.ends[bit(id)][0]);
    v.line_points.set(t.ends[bit(id)][1]);
  });
  // Lines may cross ordinary lines, but not a shooting star nor a line of a
  // constellation that holds a luminous aura (that would join it).
  PointSet shooting, aura_stars;
  SegmentSet blocked;
  const auto block_crossings = [&](int id) {
    if (t.crossing[bit(id)] >= 0) blocked.set(bit(t.crossing[bit(id)]));
  };
  for (const ShootingStar& star : s.shooting_stars)
    for (SegmentId id : star.lines) {
      if (id < 0 || id >= kSegmentCount) continue;
      v.shooting_lines.set(bit(id));
      shooting.set(t.ends[bit(id)][0]);
      shooting.set(t.ends[bit(id)][1]);
      block_crossings(id);
    }
  if (!s.luminous_auras.empty())
    for (const LineGroup& g : line_groups(v.lines)) {
      bool aura = false;
      for (Point p : s.luminous_auras) aura = aura || has_point(g.stars, p);
      if (!aura) continue;
      aura_stars |= g.stars;
      for_each_bit(g.lines, block_crossings);
    }

  v.usable = v.stars & ~planets & ~objects;
  v.open = t.rows_open[bit(v.deck)] & ~black_hole_neighbours;
  v.line_ends = v.usable & v.open & ~shooting & ~aura_stars;
  SegmentSet touching_closed = b.closed[bit(v.deck)];  // segments with an end where no line may end
  for_each_bit(~v.line_ends & ~b.never_open[bit(v.deck)], [&](int i) { touching_closed |= t.at[bit(i)]; });
  v.drawable = ~v.lines & ~blocked & ~v.shooting_lines & ~touching_closed;
  v.free_stars = v.usable & v.open & ~v.line_points & ~shooting;
  if (!s.novas.empty()) limit_novas(s, v);
  PointSet added;
  for (Point p : s.new_stars)
    if (in_lattice(p)) added.set(bit(p));
  v.new_star_spots = b.artwork & ~added & v.open;
  return v;
}

bool can_draw(const State& s, SegmentId id, int deck) {
  return id >= 0 && id < kSegmentCount && play_view(s, deck).drawable.test(bit(id));
}

std::span<const CardPlacement> all_card_placements(int card) {
  const auto& cards = tables().cards;
  if (card < 0 || card >= static_cast<int>(cards.size())) return {};
  return cards[bit(card)];
}

std::vector<CardPlacement> card_placements(const PlayView& view, int card) {
  std::vector<CardPlacement> out;
  const auto all = all_card_placements(card);
  out.reserve(all.size());
  const SegmentSet& ok = view.drawable;
  const bool limited = view.nova.joining.any();
  for (const CardPlacement& m : all)
    if (ok[bit(m.first)] && ok[bit(m.second)]) {
      const std::array<SegmentId, 2> lines{m.first, m.second};
      if (!limited || within_nova_limit(view, lines)) out.push_back(m);
    }
  return out;
}

std::vector<CardPlacement> card_placements(const State& s, int card, int deck) {
  return card_placements(play_view(s, deck), card);
}

std::vector<DiagonalRun> shooting_star_runs(const PlayView& view) {
  const Tables& t = tables();
  std::vector<DiagonalRun> out;
  for (const Run& r : t.runs) {
    if ((r.point_set & ~view.free_stars).any()) continue;
    bool crosses = false;
    for (int k = 0; k < r.length; ++k) {
      const int other = t.crossing[bit(r.segments[bit(k)])];
      crosses = crosses || view.lines[bit(other)] || view.shooting_lines[bit(other)];
    }
    if (!crosses) out.push_back({r.length, r.segments, {r.points[0], r.points[bit(r.length)]}});
  }
  return out;
}

ShootingStar shooting_star(const DiagonalRun& run, int head_end) {
  ShootingStar star{{}, run.ends[head_end == 0 ? 0 : 1]};
  for (int k = 0; k < run.length; ++k) star.lines.push_back(run.lines[bit(head_end == 0 ? k : run.length - 1 - k)]);
  return star;
}

std::vector<ShootingStar> shooting_star_placements(const PlayView& view) {
  std::vector<ShootingStar> out;
  for (const DiagonalRun& run : shooting_star_runs(view)) {
    out.push_back(shooting_star(run, 0));
    out.push_back(shooting_star(run, 1));
  }
  return out;
}

std::vector<ShootingStar> shooting_star_placements(const State& s, int deck) {
  return shooting_star_placements(play_view(s, deck));
}

std::vector<PowerUse> power_uses(const State& s, const PlayView& view, Power p, const SegmentSet& earned_by) {
  std::vector<PowerUse> out;
  const auto on_each = [&](const PointSet& points) {
    for_each_bit(points, [&](int i) { out.push_back({p, {point_at(i), point_at(i)}, -1}); });
  };
  switch (p) {
    case Power::Planet:
    case Power::TwinklingStar:
      on_each(view.free_stars);
      break;
    case Power::CrescentMoon:
      if (s.crescent_moons.empty()) on_each(view.free_stars);
      break;
    case Power::BlackHole:
      if (s.black_holes.empty()) on_each(view.free_stars);
      break;
    case Power::NewLine:
      for_each_bit(view.drawable, [&](int id) { out.push_back({p, {segment(id).a, segment(id).a}, id}); });
      break;
    case Power::NewStars:
      for_each_bit(view.new_star_spots, [&](int i) {
        for_each_bit(view.new_star_spots, [&](int j) {
          if (j > i) out.push_back({p, {point_at(i), point_at(j)}, -1});
        });
      });
      break;
    case Power::Galaxy: {
      // Next to the constellation that earned it; without one named, next to
      // any group of 3 lines or more.
      PointSet near;
      const auto groups = line_groups(view.lines);
      const LineGroup* earner = earned_by.any() ? group_meeting(groups, earned_by) : nullptr;
      for (const LineGroup& g : groups)
        if (earner ? &g == earner : g.size >= 3) for_each_bit(g.stars, [&](int i) { near |= tables().around[bit(i)]; });
      for_each_bit(view.free_stars, [&](int i) {
        const Point a = point_at(i), b{a.x + 1, a.y};
        if (!in_lattice(b) || !view.free_stars.test(bit(b))) return;
        if (near.test(bit(a)) || near.test(bit(b))) out.push_back({p, {a, b}, -1});
      });
      break;
    }
    case Power::Nova:
    case Power::LuminousAura:
      for (const LineGroup& g : line_groups(view.lines)) {
        if (g.size < 3 || g.size > 8) continue;
        if (p == Power::LuminousAura) {
          bool has_aura = false;
          for (Point a : s.luminous_auras) has_aura = has_aura || has_point(g.stars, a);
          if (has_aura) continue;
        }
        on_each(g.stars & view.usable & view.open);
      }
      break;
  }
  return out;
}

std::vector<PowerUse> power_uses(const State& s, int deck, Power p, const SegmentSet& earned_by) {
  return power_uses(s, play_view(s, deck), p, earned_by);
}

int powers_earned(const State& s) {
  if (!s.power_card) return 0;
  return power_shape_uses(*s.power_card, s.lines | board_sets(s.board).printed);
}

void apply(State& s, const CardPlacement& m) {
  s.lines.set(bit(m.first));
  s.lines.set(bit(m.second));
}

void apply(State& s, const ShootingStar& m) { s.shooting_stars.push_back(m); }

void apply(State& s, const PowerUse& m) {
  switch (m.power) {
    case Power::Planet:
      s.planets.push_back(m.at[0]);
      break;
    case Power::NewLine:
      s.lines.set(bit(m.line));
      break;
    case Power::NewStars:
      s.new_stars.push_back(m.at[0]);
      s.new_stars.push_back(m.at[1]);
      break;
    case Power::Galaxy:
      s.galaxies.push_back(m.at[0]);
      break;
    case Power::TwinklingStar:
      s.twinkling_stars.push_back(m.at[0]);
      break;
    case Power::Nova:
      s.novas.push_back(m.at[0]);
      break;
    case Power::LuminousAura:
      s.luminous_auras.push_back(m.at[0]);
      break;
    case Power::CrescentMoon:
      s.crescent_moons.push_back(m.at[0]);
      break;
    case Power::BlackHole:
      s.black_holes.push_back(m.at[0]);
      break;
  }
}

}  // namespace starsight
