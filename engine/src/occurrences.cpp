#include "starsight/occurrences.hpp"

#include <algorithm>
#include <array>

namespace starsight {
namespace {

// Branch and bound on the lowest line still covered by a candidate: either one
// of the candidates holding that line is taken, or the line stays unused.
struct Packer {
  std::span<const Placement* const> found;
  std::size_t shape_size = 1;
  std::vector<int> chosen, best;
  std::array<int, kSegmentCount> hits{};

  // The candidates holding one line exclude each other, so covering them all
  // with k lines (greedily, busiest line first) bounds the packing by k. Much
  // tighter than lines / shape size on dense sheets, where shapes overlap in 2D.
  std::size_t line_cover_bound(const std::vector<int>& candidates) {
    std::vector<int> rest = candidates, keep;
    std::size_t bound = 0;
    while (!rest.empty()) {
      int busiest = -1, most = 0;
      for (int c : rest)
        for (SegmentId id : found[static_cast<std::size_t>(c)]->lines)
          if (++hits[static_cast<std::size_t>(id)] > most) most = hits[static_cast<std::size_t>(id)], busiest = id;
      keep.clear();
      for (int c : rest) {
        for (SegmentId id : found[static_cast<std::size_t>(c)]->lines) hits[static_cast<std::size_t>(id)] = 0;
        if (!found[static_cast<std::size_t>(c)]->set.test(static_cast<std::size_t>(busiest))) keep.push_back(c);
      }
      rest.swap(keep);
      ++bound;
    }
    return bound;
  }

  void search(std::vector<int>& candidates) {
    if (candidates.empty()) {
      if (chosen.size() > best.size()) best = chosen;
      return;
    }
    SegmentSet covered;
    for (int c : candidates) covered |= found[static_cast<std::size_t>(c)]->set;
    if (chosen.size() + covered.count() / shape_size <= best.size()) return;
    if (chosen.size() + line_cover_bound(candidates) <= best.size()) return;
    const auto line = covered._Find_first();
    std::vector<int> without_line;
    for (int c : candidates)
      if (!found[static_cast<std::size_t>(c)]->set.test(line)) without_line.push_back(c);
    for (int c : candidates) {
      const SegmentSet& taken = found[static_cast<std::size_t>(c)]->set;
      if (!taken.test(line)) continue;
      std::vector<int> rest;
      for (int r : without_line)
        if ((found[static_cast<std::size_t>(r)]->set & taken).none()) rest.push_back(r);
      chosen.push_back(c);
      search(rest);
      chosen.pop_back();
    }
    search(without_line);
  }
};

}  // namespace

const std::vector<Placement>& point_card_placements(int number) {
  static const auto all = [] {
    std::array<std::vector<Placement>, 10> t;
    for (int n = 1; n <= 10; ++n) t[static_cast<std::size_t>(n - 1)] = all_placements(point_card(n).shape);
    return t;
  }();
  return all.at(static_cast<std::size_t>(number - 1));
}

const std::vector<Placement>& power_card_placements(Power p) {
  static const auto all = [] {
    std::array<std::vector<Placement>, kPowerCount> t;
    for (const auto& c : power_cards()) t[static_cast<std::size_t>(c.power)] = all_placements(c.shape);
    return t;
  }();
  return all.at(static_cast<std::size_t>(p));
}

std::vector<const Placement*> occurrences(std::span<const Placement> placements, const SegmentSet& lines) {
  std::vector<const Placement*> out;
  for (const Placement& p : placements)
    if ((p.set & ~lines).none()) out.push_back(&p);
  return out;
}

std::vector<int> max_disjoint(std::span<const Placement* const> found) {
  if (found.empty()) return {};
  // Occurrences that share no line, even through others, don't interact: the
  // packer runs on each cluster alone (a dense sheet of rows and columns would
  // otherwise be one exponential search).
  std::vector<int> cluster(found.size(), -1);
  std::vector<int> best;
  for (std::size_t seed = 0; seed < found.size(); ++seed) {
    if (cluster[seed] >= 0) continue;
    std::vector<int> members{static_cast<int>(seed)};
    cluster[seed] = static_cast<int>(seed);
    SegmentSet lines = found[seed]->set;
    for (bool grew = true; grew;) {
      grew = false;
      for (std::size_t i = 0; i < found.size(); ++i)
        if (cluster[i] < 0 && (found[i]->set & lines).any()) {
          cluster[i] = static_cast<int>(seed);
          members.push_back(static_cast<int>(i));
          lines |= found[i]->set;
          grew = true;
        }
    }
    Packer packer{found, std::max<std::size_t>(1, found.front()->lines.size()), {}, {}};
    packer.search(members);
    best.insert(best.end(), packer.best.begin(), packer.best.end());
  }
  std::sort(best.begin(), best.end());
  return best;
}

int power_shape_uses(Power p, const SegmentSet& lines) {
  return static_cast<int>(max_disjoint(occurrences(power_card_placements(p), lines)).size());
}

}  // namespace starsight
