#include "starsight/night_pairs.hpp"

#include <array>
#include <cstdint>
#include <vector>

#include "starsight/cards.hpp"

namespace starsight {
namespace {

// For each segment, the segments it makes a night card's shape with, and which card's (its index among the shape
// cards).
struct Partner {
  SegmentId line;
  int card;
};
using Partners = std::array<std::vector<Partner>, kSegmentCount>;

const Partners& partners() {
  static const Partners table = [] {
    Partners t;
    int card = 0;
    for (const NightCard& night : night_cards()) {
      if (night.shooting_star) continue;
      for (const Placement& p : all_placements(night.shape)) {
        t[static_cast<std::size_t>(p.lines[0])].push_back({p.lines[1], card});
        t[static_cast<std::size_t>(p.lines[1])].push_back({p.lines[0], card});
      }
      ++card;
    }
    return t;
  }();
  return table;
}

// How many ways line `k` of `left` may still pair: partners in `left` or `free`, of cards not in `used` (a bit per
// card).
int ways(std::size_t k, const SegmentSet& left, const SegmentSet& free, std::uint32_t used) {
  int n = 0;
  for (const Partner& partner : partners()[k]) {
    const auto line = static_cast<std::size_t>(partner.line);
    n += (left.test(line) || free.test(line)) && !(used & (1u << partner.card));
  }
  return n;
}

// Whether `left` splits into pairs of cards not in `used`, a line of `free` the partner of one at most. The line with
// the fewest ways to pair goes first (one with none ends the search): a tangle is then tried in few ways.
std::optional<bool> split(const SegmentSet& left, const SegmentSet& free, std::uint32_t used, long& tries_left) {
  if (left.none()) return true;
  if (--tries_left < 0) return std::nullopt;
  std::size_t first = kSegmentCount;
  int fewest = 0;
  for (std::size_t k = 0; k < left.size(); ++k) {
    if (!left.test(k)) continue;
    const int n = ways(k, left, free, used);
    if (n == 0) return false;
    if (first == kSegmentCount || n < fewest) first = k, fewest = n;
  }
  bool undecided = false;
  for (const Partner& partner : partners()[first]) {
    const auto k = static_cast<std::size_t>(partner.line);
    const std::uint32_t card = 1u << partner.card;
    if (!(left.test(k) || free.test(k)) || (used & card)) continue;
    SegmentSet rest = left, rest_free = free;
    rest.reset(first);
    rest.reset(k);
    rest_free.reset(k);
    const std::optional<bool> done = split(rest, rest_free, used | card, tries_left);
    if (!done) undecided = true;
    if (done == true) return true;
  }
  if (undecided) return std::nullopt;
  return false;
}

}  // namespace

std::optional<bool> pair_into_night_cards(const SegmentSet& lines, long& tries_left) {
  if (lines.count() % 2 != 0) return false;
  return split(lines, SegmentSet{}, 0, tries_left);
}

std::optional<bool> pair_into_night_cards(const SegmentSet& lines, const SegmentSet& unknown, long& tries_left) {
  const SegmentSet known = lines & ~unknown;
  if (unknown.none() && known.count() % 2 != 0) return false;
  return split(known, unknown, 0, tries_left);
}

std::optional<bool> pair_into_night_cards(const SegmentSet& lines) {
  long tries_left = kEnoughTries;
  return pair_into_night_cards(lines, tries_left);
}

SegmentSet night_card_partners(SegmentId line) {
  SegmentSet out;
  for (const Partner& partner : partners()[static_cast<std::size_t>(line)])
    out.set(static_cast<std::size_t>(partner.line));
  return out;
}

}  // namespace starsight
