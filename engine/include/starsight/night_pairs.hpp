#pragma once
// How a sheet's plain lines were drawn: two at a time, each pair the two lines of one night card's shape (placed
// anywhere, turned by quarter turns, never mirrored), each of the 27 shape cards at most once in a game (CARDS.md:
// 18 of the 30 night cards are played). Only the new-line power adds single lines.
#include <optional>

#include "starsight/lattice.hpp"

namespace starsight {

// Whether `lines` split wholly into such pairs, of different cards; nullopt when the search for a split gave up
// undecided, having made `tries_left` tries (each a pair taken; a whole sheet's lines take a few dozen, a tangle
// with no split may take thousands), which it counts down.
std::optional<bool> pair_into_night_cards(const SegmentSet& lines, long& tries_left);
// Whether `lines` (those of `unknown` aside) could be all a sheet's lines but some of `unknown`: segments not seen,
// each drawn or not. They split so when each pairs with another of them or with one of `unknown`, itself then drawn.
std::optional<bool> pair_into_night_cards(const SegmentSet& lines, const SegmentSet& unknown, long& tries_left);
// The same with kEnoughTries tries: 3000 simulated sheets, each with two segments read the other way 5 times over,
// took at most 12236 (half of them 16 or fewer).
inline constexpr long kEnoughTries = 200000;
std::optional<bool> pair_into_night_cards(const SegmentSet& lines);
// The segments that make a night card's shape with `line`: where its card's other line may lie.
SegmentSet night_card_partners(SegmentId line);

}  // namespace starsight
