#include "score_parts.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>

#include "starsight/board.hpp"

#include "starsight/occurrences.hpp"

namespace starsight::detail {
namespace {

struct Neighbourhoods {
  std::array<PointSet, kPointCount> around{};
  std::array<PointSet, kPointCount> row_and_column{};
  Neighbourhoods() {
    for (int i = 0; i < kPointCount; ++i) {
      const Point p = point_at(i);
      for (Point n : neighbours(p)) around[static_cast<std::size_t>(i)].set(static_cast<std::size_t>(point_index(n)));
      for (int j = 0; j < kPointCount; ++j)
        if (point_at(j).x == p.x || point_at(j).y == p.y)
          row_and_column[static_cast<std::size_t>(i)].set(static_cast<std::size_t>(j));
    }
  }
};

const Neighbourhoods& neighbourhoods() {
  static const Neighbourhoods n;
  return n;
}

const PointSet kNoPoints{};

// For each segment, its two ends (point indices) and the diagonal crossing it (or -1).
struct GroupTables {
  std::array<int, kSegmentCount> end_a{}, end_b{}, crossing{};
  GroupTables() {
    for (int id = 0; id < kSegmentCount; ++id) {
      end_a[static_cast<std::size_t>(id)] = point_index(segment(id).a);
      end_b[static_cast<std::size_t>(id)] = point_index(segment(id).b);
      const auto x = crossing_segment(id);
      crossing[static_cast<std::size_t>(id)] = x ? *x : -1;
    }
  }
};

const GroupTables& group_tables() {
  static const GroupTables t;
  return t;
}

}  // namespace

const PointSet& around(Point p) {
  return in_lattice(p) ? neighbourhoods().around[static_cast<std::size_t>(point_index(p))] : kNoPoints;
}

const PointSet& row_and_column(Point p) {
  return in_lattice(p) ? neighbourhoods().row_and_column[static_cast<std::size_t>(point_index(p))] : kNoPoints;
}

OccurrenceIndex::OccurrenceIndex(std::span<const Placement> placements)
    : placements_(placements), start_(kSegmentCount + 1, 0), entries_(placements.size()) {
  // Counting sort of the placements by their lowest line.
  std::vector<int> lowest(placements.size());
  for (std::size_t i = 0; i < placements.size(); ++i) {
    lowest[i] = static_cast<int>(placements[i].set._Find_first());
    ++start_[static_cast<std::size_t>(lowest[i]) + 1];
  }
  for (std::size_t k = 1; k < start_.size(); ++k) start_[k] = static_cast<std::uint16_t>(start_[k] + start_[k - 1]);
  std::vector<std::uint16_t> next(start_.begin(), start_.end() - 1);
  for (std::size_t i = 0; i < placements.size(); ++i) {
    Entry& e = entries_[next[static_cast<std::size_t>(lowest[i])]++];
    const auto& ids = placements[i].lines;
    if (ids.size() > kMaxLines) throw std::logic_error("bonus shape with more than 8 lines");
    for (std::size_t k = 0; k < ids.size(); ++k) e.lines[k] = static_cast<std::uint16_t>(ids[k]);
    e.count = static_cast<std::uint16_t>(ids.size());
    e.placement = static_cast<std::uint16_t>(i);
  }
}

void OccurrenceIndex::find(const SegmentSet& lines, std::vector<const Placement*>& out) const {
  for_each_bit(lines, [&](int lowest) {
    const auto from = start_[static_cast<std::size_t>(lowest)], to = start_[static_cast<std::size_t>(lowest) + 1];
    for (auto k = from; k < to; ++k) {
      const Entry& e = entries_[k];
      std::uint16_t n = 0;
      while (n < e.count && lines.test(e.lines[n])) ++n;
      if (n == e.count) out.push_back(&placements_[e.placement]);
    }
  });
}

const OccurrenceIndex& point_card_index(int number) {
  static const auto all = [] {
    std::vector<OccurrenceIndex> t;
    for (int n = 1; n <= 10; ++n) t.emplace_back(point_card_placements(n));
    return t;
  }();
  return all.at(static_cast<std::size_t>(number - 1));
}

const OccurrenceIndex& power_card_index(Power p) {
  static const auto all = [] {
    std::vector<OccurrenceIndex> t;
    for (int k = 0; k < kPowerCount; ++k) t.emplace_back(power_card_placements(static_cast<Power>(k)));
    return t;
  }();
  return all.at(static_cast<std::size_t>(p));
}

int count_disjoint(std::span<const Placement* const> found, std::vector<int>* chosen) {
  // Occurrences that overlap nothing else are always worth taking; the exact
  // packer is needed only when some share a line.
  SegmentSet seen, shared;
  for (const Placement* p : found) {
    shared |= seen & p->set;
    seen |= p->set;
  }
  if (shared.none()) {
    if (chosen)
      for (std::size_t i = 0; i < found.size(); ++i) chosen->push_back(static_cast<int>(i));
    return static_cast<int>(found.size());
  }
  std::vector<int> best = max_disjoint(found);
  if (chosen) chosen->insert(chosen->end(), best.begin(), best.end());
  return static_cast<int>(best.size());
}

const BoardMasks& board_masks(int board) {
  static const auto all = [] {
    std::array<BoardMasks, kBoardCount> t;
    for (int b = 1; b <= kBoardCount; ++b)
      t[static_cast<std::size_t>(b - 1)] = {starsight::board(b).printed(),
                                            starsight::board(b).points_of(PointKind::Planet)};
    return t;
  }();
  if (board < 1 || board > kBoardCount) throw std::out_of_range("board must be 1..8, got " + std::to_string(board));
  return all[static_cast<std::size_t>(board - 1)];
}

std::vector<Constellation> classify_groups(const State& s, const SegmentSet& lines) {
  const GroupTables& t = group_tables();
  PointSet novas;
  if (s.power_card == Power::Nova)
    for (Point p : s.novas) novas |= point_bit(p);
  // Union-find over the sheet's few lines (numbered 0..n-1 in segment order):
  // lines sharing an end, or the two diagonals of a unit square, are joined.
  std::array<std::int16_t, kSegmentCount> local;  // read only for lines already numbered
  std::array<std::int16_t, kSegmentCount> parent;
  std::array<std::int16_t, kSegmentCount> id_of;
  std::array<std::int16_t, kPointCount> first_at;
  first_at.fill(-1);
  const auto find = [&](int k) {
    while (parent[static_cast<std::size_t>(k)] != k) {
      auto& up = parent[static_cast<std::size_t>(k)];
      up = parent[static_cast<std::size_t>(up)];
      k = up;
    }
    return k;
  };
  const auto join = [&](int a, int b) {
    a = find(a), b = find(b);
    if (a != b) parent[static_cast<std::size_t>(std::max(a, b))] = static_cast<std::int16_t>(std::min(a, b));
  };
  int n = 0;
  for_each_bit(lines, [&](int id) {
    const auto k = static_cast<std::int16_t>(n++);
    local[static_cast<std::size_t>(id)] = k;
    parent[static_cast<std::size_t>(k)] = k;
    id_of[static_cast<std::size_t>(k)] = static_cast<std::int16_t>(id);
    for (int p : {t.end_a[static_cast<std::size_t>(id)], t.end_b[static_cast<std::size_t>(id)]}) {
      auto& f = first_at[static_cast<std::size_t>(p)];
      if (f < 0)
        f = k;
      else
        join(k, f);
    }
    const int x = t.crossing[static_cast<std::size_t>(id)];
    if (x >= 0 && x < id && lines.test(static_cast<std::size_t>(x))) join(k, local[static_cast<std::size_t>(x)]);
  });
  std::vector<Constellation> out;
  out.reserve(static_cast<std::size_t>(n));
  std::array<std::int16_t, kSegmentCount> group_of;
  for (int k = 0; k < n; ++k) {
    const int root = find(k);
    if (root == k) {
      group_of[static_cast<std::size_t>(k)] = static_cast<std::int16_t>(out.size());
      out.emplace_back();
    }
    LineGroup& g = out[static_cast<std::size_t>(group_of[static_cast<std::size_t>(root)])].group;
    const auto id = static_cast<std::size_t>(id_of[static_cast<std::size_t>(k)]);
    g.lines.set(id);
    g.stars.set(static_cast<std::size_t>(t.end_a[id]));
    g.stars.set(static_cast<std::size_t>(t.end_b[id]));
    ++g.size;
  }
  for (Constellation& c : out) {
    c.has_nova = (c.group.stars & novas).any();
    const int size = c.group.size;
    c.is_constellation = (size >= 3 && size <= 8) || (c.has_nova && (size == 9 || size == 10));
  }
  return out;
}

int constellations_in(std::span<const Constellation> groups, const PointSet& area, SegmentSet* lines, PointSet* stars) {
  int count = 0;
  for (const Constellation& c : groups) {
    if (!c.is_constellation) continue;
    const PointSet inside = c.group.stars & area;
    if (inside.none()) continue;
    ++count;
    if (lines) *lines |= c.group.lines;
    if (stars) *stars |= inside;
  }
  return count;
}

}  // namespace starsight::detail
