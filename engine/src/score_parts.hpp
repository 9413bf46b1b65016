#pragma once
// Pieces the scorer and the audit share: precomputed neighbourhoods, a fast
// index of a bonus card's placements, and the reading of line groups as
// constellations.
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "starsight/cards.hpp"
#include "starsight/lattice.hpp"
#include "starsight/score.hpp"
#include "starsight/sheet.hpp"
#include "starsight/state.hpp"

namespace starsight::detail {

// The 8 points adjacent to `p` (empty outside the lattice).
const PointSet& around(Point p);
// Every point in the row or the column of `p`, `p` included (empty outside the lattice).
const PointSet& row_and_column(Point p);
inline PointSet point_bit(Point p) {
  PointSet s;
  if (in_lattice(p)) s.set(static_cast<std::size_t>(point_index(p)));
  return s;
}

// A card's placements indexed by their lowest segment id, so that finding the
// occurrences among ~30 lines looks at a few dozen placements, not hundreds.
class OccurrenceIndex {
 public:
  explicit OccurrenceIndex(std::span<const Placement> placements);
  // Appends to `out` every placement whose lines are all in `lines`.
  void find(const SegmentSet& lines, std::vector<const Placement*>& out) const;

 private:
  static constexpr std::size_t kMaxLines = 8;
  struct Entry {  // a placement's lines, stored inline so the scan stays in one array
    std::array<std::uint16_t, kMaxLines> lines{};
    std::uint16_t count = 0;
    std::uint16_t placement = 0;
  };
  std::span<const Placement> placements_;
  std::vector<std::uint16_t> start_;  // kSegmentCount + 1 offsets into entries_
  std::vector<Entry> entries_;        // grouped by lowest line
};
const OccurrenceIndex& point_card_index(int number);
const OccurrenceIndex& power_card_index(Power p);

// The largest number of pairwise line-disjoint occurrences, with the chosen
// ones in `chosen` (indices into `found`); cheap when they don't overlap.
int count_disjoint(std::span<const Placement* const> found, std::vector<int>* chosen = nullptr);

// What a board gives every sheet, computed once per board.
struct BoardMasks {
  SegmentSet printed;
  PointSet planets;
};
const BoardMasks& board_masks(int board);

// The groups of the sheet's lines, each marked with whether it holds a nova
// (only when the nova card is in play) and whether it is a constellation.
std::vector<Constellation> classify_groups(const State& s, const SegmentSet& lines);

// How many constellations (is_constellation) have a star in `area`; adds their
// lines to `lines` and their stars inside `area` to `stars` when given.
int constellations_in(std::span<const Constellation> groups, const PointSet& area, SegmentSet* lines = nullptr,
                      PointSet* stars = nullptr);

}  // namespace starsight::detail
