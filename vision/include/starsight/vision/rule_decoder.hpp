#pragma once
// Turns the reader's probabilities into a state, using the rules as evidence:
// a reading that would break a rule (a line ending on a planet, on sun-rise art
// or on an artwork point with no added star; a "shooting star" touching a line)
// is made less likely than a legal one, but a drawing the photo clearly shows
// stays in the state so that the audit can report it. A state that still
// breaks a rule, with the power card known, is turned to the likeliest legal
// one within a few readings not decisive, read against their odds. Every
// reading that is not decisive is listed with the total it would make if read
// the other way.
// Pure logic on numbers: no image here.
#include <array>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

#include "starsight/cards.hpp"
#include "starsight/lattice.hpp"
#include "starsight/state.hpp"
#include "starsight/vision/reading.hpp"

namespace starsight::vision {

// A reading is decisive when its probability is outside [1 - kDecisive, kDecisive]. At 0.95 a wrong total
// came with no uncertain item on up to 3% of held-out photos; at 0.98 on none of them, for about
// 5-7 uncertain items per photo.
inline constexpr double kDecisive = 0.98;
// The most a thin stroke (Evidence::thin) is believed a line: doubtful, reported.
inline constexpr double kThinStrokeP = 0.3;
// The most a narrow stroke inked brightly all along (Evidence::narrow) is believed a line: read, reported.
inline constexpr double kNarrowStrokeP = 0.9;
static_assert(kNarrowStrokeP < kDecisive, "a narrow stroke is reported");
// Whether `p` decides a reading either way (no need to report it).
inline bool decisive(double p) { return p <= 1 - kDecisive || p >= kDecisive; }
// The odds a line read along a band of glare keeps of being drawn: the band's own brightness may be what was read
// (at a slant to the lattice: read_board.cpp; along a lattice direction, past the lattice: Evidence::along_band).
inline constexpr double kAlongGlareOdds = 0.03;
// A segment under a cover (hand, card, pen) whose ink is not plainly seen: unknown, so not counted as drawn, but
// always reported for a look, at the rate such segments turn out drawn: 5.0 % on dev normal (5000 x200, 519
// segments) and 5.1 % on dev hard (5000 x150, 1238).
inline constexpr double kHiddenLineP = 0.05;
// A segment under a washed-out glare (Evidence::washed_out) read absent, not hidden otherwise: drawn about one time
// in ten. Dev hard 40650..41249 (600 photos): of the segments read absent whose path had under a tenth of the white
// level's room left below the photo's white, 19 of 196 were drawn (in 23 photos), read at 0.000-0.03.
inline constexpr double kWashedOutLineP = 0.1;

struct Evidence {
  int board = 1;
  double board_p = 1;  // probability that `board` is right
  int runner_up = 0;   // 0: none (board given)
  std::optional<int> point_card;
  std::optional<Power> power_card;
  std::array<double, kSegmentCount> line_p{};  // a line is drawn on the segment (photo evidence alone)
  std::array<double, kPointCount> mark_p{};    // a hand-drawn mark on the point (object, shooting-star head)
  std::array<double, kPointCount> star_p{};    // a star is visible on the point (on artwork: an added star)
  // With the galaxy card in play: a galaxy's oval lies over the point and its right-hand neighbour (0 elsewhere).
  std::array<double, kPointCount> galaxy_p{};
  // A horizontal line whose ink was weighed as a galaxy's oval, line_p taken down for it: what the line was read
  // at before, which it is read at again if that galaxy is left out (0 where no galaxy was weighed).
  std::array<double, kSegmentCount> line_p_unless_galaxy{};
  PointSet hidden;     // points something lies over: what touches them can't be read
  SegmentSet covered;  // segments something wide lies across, between their stars
  // Segments under a glare that washes the photo out along them (PhotoFeatures::headroom): a line there has no room
  // to show in, so one read absent is read at least kWashedOutLineP, reported.
  SegmentSet washed_out;
  SegmentSet along_band;  // segments between two printed stars along a bright band that runs on off the lattice
  // Segments whose stroke is far thinner than the lines this photo shows plainly, and not inked brightly all along:
  // not this game's marker but a rim (a card's edge), read at most kThinStrokeP.
  SegmentSet thin;
  // Segments whose stroke is as thin but inked brightly all along: a line narrowed where something dark lies over
  // part of it, or a rim or a pen's white highlight lying along the segment; read at most kNarrowStrokeP.
  SegmentSet narrow;
  // Segments read drawn in a stroke too thin to hide a printed star, neither of whose stars is plainly seen: what hides
  // them lies over them, and its straight edge (a card's rim) may be the stroke read. Reported (kAtCoverP).
  SegmentSet over_unseen_stars;
  // Of each segment's path, the part seen (nothing over it), and of that the part inked (PhotoFeatures).
  std::array<double, kSegmentCount> seen_part{}, seen_inked{};
  // The probability that a run ending at a and b is a shooting star with its head at a (see head_probability).
  // (Read from the photo's features, which it refers to: evidence made from features must not outlive them.)
  std::function<double(Point a, Point b)> head_p;
  // For a run with one end on an artwork point (a star added there, drawn much like a head) and the other at b:
  // the probabilities that it is a shooting star with its head on the added star, and with it at b (see
  // head_on_added_star_probability). When empty, head_p is asked, and trusted less at the added star.
  std::function<std::pair<double, double>(Point added, Point b)> added_end_head_p;
};

struct Decoded {
  State state;
  std::array<double, kSegmentCount> line_p{};  // after the rules' evidence
  std::vector<SeenObject> objects;
  std::vector<SeenShootingStar> shooting_stars;
  std::vector<UncertainReading> uncertain;
  // The ends of the lines reported because the board was not seen there (Evidence::hidden; not those only under
  // something wide whose ends were seen, a line drawn twice over among them): Reading::hidden.
  PointSet hidden;
  bool objects_unidentified = false;
  double confidence = 1;
};

Decoded decode(const Evidence& e);

// `p` with its odds multiplied by `factor`: how the rules' evidence (and any other prior) weighs a reading.
double with_odds(double p, double factor);

// Straight diagonal runs of 1-3 segments of `lines` that no other line (nor `printed`) touches or
// crosses: the only readings that may be shooting stars.
std::vector<std::vector<SegmentId>> isolated_diagonal_runs(const SegmentSet& lines, const SegmentSet& printed);
// The two end points of a run.
std::pair<Point, Point> run_ends(const std::vector<SegmentId>& run);

// Whether segment `k`, something wide over it, shows a line running in under the cover: a stroke along all of a
// good part of the path seen (Evidence::seen_part, seen_inked).
bool runs_in_under_cover(const Evidence& e, std::size_t k);

}  // namespace starsight::vision
