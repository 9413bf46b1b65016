#pragma once
// Occurrences of a bonus shape among a sheet's lines, and the largest set of
// pairwise line-disjoint occurrences (an exact maximum, not a greedy count).
#include <span>
#include <vector>

#include "starsight/cards.hpp"
#include "starsight/lattice.hpp"

namespace starsight {

// Every placement of a card's shape on the lattice, built once per card.
const std::vector<Placement>& point_card_placements(int number);
const std::vector<Placement>& power_card_placements(Power p);

// The placements whose lines are all in `lines`.
std::vector<const Placement*> occurrences(std::span<const Placement> placements, const SegmentSet& lines);

// The largest set of pairwise line-disjoint occurrences; the result lists
// indices into `found`, in increasing order.
std::vector<int> max_disjoint(std::span<const Placement* const> found);

// How many pairwise line-disjoint times power card `p`'s shape lies among `lines`: the uses of the power they earn.
int power_shape_uses(Power p, const SegmentSet& lines);

}  // namespace starsight
