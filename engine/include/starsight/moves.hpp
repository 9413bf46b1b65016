#pragma once
// The legal moves of one sheet during play (RULES.md, "Drawing" and the
// powers): where a night card's 2 lines may go, where a shooting star may go,
// and where an earned power may be used, while deck 0, 1 or 2 is played.
//
// Everything is answered from a PlayView: the state's facts folded into a few
// bitsets once, so that each candidate move costs a couple of bit tests. The
// move generator does not score and does not audit.
#include <array>
#include <span>
#include <vector>

#include "starsight/cards.hpp"
#include "starsight/lattice.hpp"
#include "starsight/state.hpp"

namespace starsight {

inline constexpr int kDeckCount = 3;
inline constexpr int kCardsPerDeck = 6;

// The lowest row still usable while deck `deck` (0..2) is played: the sun has
// covered rows y <= 1 after deck 0 and rows y <= 3 after deck 1.
constexpr int first_usable_row(int deck) { return deck <= 0 ? 0 : deck == 1 ? 2 : 4; }

// What a state allows while deck `deck` is played.
struct PlayView {
  int deck = 0;
  SegmentSet lines;           // drawn + printed
  PointSet stars;             // printed stars + new stars
  PointSet line_points;       // endpoints of `lines`
  PointSet usable;            // stars not covered by a planet or an object
  PointSet open;              // points in rows still in play and not next to a black hole
  PointSet line_ends;         // points where a new line may end
  SegmentSet drawable;        // segments that may be drawn as a new line
  PointSet free_stars;        // unused stars open to an object or a shooting star
  PointSet new_star_spots;    // artwork points without a star, open to the new-stars power
  SegmentSet shooting_lines;  // segments of the shooting stars already drawn

  // A group holding a nova may not grow past 10 lines. Filled only when a
  // nova is on the sheet: the segments that would join such a group (each is
  // drawable alone; 2 of them together are checked by within_nova_limit), and
  // the sheet's groups.
  struct NovaLimit {
    SegmentSet joining;
    std::array<int, kPointCount> group{};  // group of the lines ending at a point, -1 elsewhere
    std::vector<int> size;                 // lines per group
    std::vector<bool> has_nova;
  } nova;
};

PlayView play_view(const State& s, int deck);

// Whether drawing `lines` (1 or 2 segments, each in `view.drawable`) keeps
// every group that holds a nova within 10 lines.
bool within_nova_limit(const PlayView& view, std::span<const SegmentId> lines);

// Whether a new line may be drawn on segment `id` while deck `deck` is played.
bool can_draw(const State& s, SegmentId id, int deck);

// One way to draw a night card: its 2 lines, after a quarter-turn rotation and
// a translation.
struct CardPlacement {
  SegmentId first = -1;
  SegmentId second = -1;
  friend bool operator==(const CardPlacement&, const CardPlacement&) = default;
};

// Every placement of shape card `card` (an index into night_cards(), 0..26) on
// an empty lattice, each set of 2 lines once; built once.
std::span<const CardPlacement> all_card_placements(int card);

// The legal placements of night card `card`; empty for a shooting-star card.
std::vector<CardPlacement> card_placements(const PlayView& view, int card);
std::vector<CardPlacement> card_placements(const State& s, int card, int deck);

// A straight diagonal run of 1-3 segments, from one end to the other.
struct DiagonalRun {
  int length = 0;
  std::array<SegmentId, 3> lines{};  // the first `length` are used, in order
  std::array<Point, 2> ends{};
};

// The runs where a shooting star may be drawn now (each with its head at
// either end), and the shooting star with its head at ends[head_end].
std::vector<DiagonalRun> shooting_star_runs(const PlayView& view);
ShootingStar shooting_star(const DiagonalRun& run, int head_end);

// Every legal shooting star (1-3 straight diagonal lines, head at either end;
// lines listed from the head outwards).
std::vector<ShootingStar> shooting_star_placements(const PlayView& view);
std::vector<ShootingStar> shooting_star_placements(const State& s, int deck);

// One use of a power: `at[0]` is the object's point (a galaxy's left point);
// new stars use both points of `at`; the new-line power uses `line`.
struct PowerUse {
  Power power = Power::Planet;
  std::array<Point, 2> at{};
  SegmentId line = -1;
  friend bool operator==(const PowerUse&, const PowerUse&) = default;
};

// Every legal use of power `p`. `earned_by` holds the lines of the ✨ shape
// occurrence that earned it (the galaxy must touch that constellation).
std::vector<PowerUse> power_uses(const State& s, const PlayView& view, Power p, const SegmentSet& earned_by);
std::vector<PowerUse> power_uses(const State& s, int deck, Power p, const SegmentSet& earned_by);

// How many uses of the state's ✨ power the sheet's lines have earned: the
// largest number of line-disjoint occurrences of its shape (0 without a card).
int powers_earned(const State& s);

void apply(State& s, const CardPlacement& m);
void apply(State& s, const ShootingStar& m);
void apply(State& s, const PowerUse& m);

}  // namespace starsight
