#include "score_parts.hpp"

#include <array>

#include "starsight/line_groups.hpp"
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

}  // namespace

const PointSet& around(Point p) {
  return in_lattice(p) ? neighbourhoods().around[static_cast<std::size_t>(point_index(p))] : kNoPoints;
}

const PointSet& row_and_column(Point p) {
  return in_lattice(p) ? neighbourhoods().row_and_column[static_cast<std::size_t>(point_index(p))] : kNoPoints;
}

OccurrenceIndex::OccurrenceIndex(std::span<const Placement> placements)
    : placements_(placements), start_(kSegmentCount + 1, 0) {
  // Counting sort of the placements by their lowest line.
  std::vector<int> lowest(placements.size());
  for (std::size_t i = 0; i < placements.size(); ++i) {
    lowest[i] = static_cast<int>(placements[i].set._Find_first());
    ++start_[static_cast<std::size_t>(lowest[i]) + 1];
  }
  for (std::size_t k = 1; k < start_.size(); ++k) start_[k] = static_cast<std::uint16_t>(start_[k] + start_[k - 1]);
  order_.resize(placements.size());
  std::vector<std::uint16_t> next(start_.begin(), start_.end() - 1);
  for (std::size_t i = 0; i < placements.size(); ++i)
    order_[next[static_cast<std::size_t>(lowest[i])]++] = static_cast<std::uint16_t>(i);
}

void OccurrenceIndex::find(const SegmentSet& lines, std::vector<const Placement*>& out) const {
  for_each_bit(lines, [&](int lowest) {
    const auto from = start_[static_cast<std::size_t>(lowest)], to = start_[static_cast<std::size_t>(lowest) + 1];
    for (auto k = from; k < to; ++k) {
      const Placement& p = placements_[order_[k]];
      bool all = true;
      for (SegmentId id : p.lines)
        if (!lines.test(static_cast<std::size_t>(id))) {
          all = false;
          break;
        }
      if (all) out.push_back(&p);
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

std::vector<Constellation> classify_groups(const State& s, const Sheet& sheet) {
  PointSet novas;
  if (s.power_card == Power::Nova)
    for (Point p : s.novas) novas |= point_bit(p);
  std::vector<LineGroup> groups = line_groups(sheet.lines);
  std::vector<Constellation> out(groups.size());
  for (std::size_t i = 0; i < groups.size(); ++i) {
    Constellation& c = out[i];
    c.group = groups[i];
    c.has_nova = (c.group.stars & novas).any();
    const int n = c.group.size;
    c.is_constellation = (n >= 3 && n <= 8) || (c.has_nova && (n == 9 || n == 10));
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
