#pragma once
// What the night deck says of a sheet's lines (RULES.md, CARDS.md): each shape card gives two lines of its shape,
// drawn both or neither; each of the 27 shape cards comes once in a game; three shooting-star cards give at most
// three shooting stars. A reading that the deck could not have dealt has a reading wrong: these weigh the readings
// against the deck, which a player breaks rarely, and change the least sure where the deck says so, reported.
#include <array>
#include <optional>
#include <utility>
#include <vector>

#include "starsight/cards.hpp"
#include "starsight/lattice.hpp"
#include "starsight/vision/reading.hpp"

namespace starsight::vision {

// The readings of the lines being decided, changed in place.
struct LinesRead {
  SegmentSet& lines;  // the lines read, the shooting stars' runs among them
  std::vector<std::pair<std::vector<SegmentId>, Point>>& shooting;  // the runs read as shooting stars: run, head
  std::array<double, kSegmentCount>& line_p;                        // each segment's probability of being drawn
  std::vector<SeenShootingStar>& runs;  // every lone diagonal run that may be a shooting star, its head's probability
};

// Beyond the three likeliest runs with a head, a run's head is weighed against the deck.
void keep_within_shooting_star_cards(std::vector<SeenShootingStar>& runs);

// With the power card known and no single lines possible, lines that do not split into pairs of night cards' shapes
// (night_pairs.hpp) are read again: the least costly change of one or two readings that makes them split. Where part
// of the sheet was not seen (`hidden`: lines reported hidden), those segments may each be drawn or not, a line beside
// them paired with one of them; they are not changed. Returns the lines read the other way than the photo alone
// says.
SegmentSet read_lines_as_night_cards(const std::optional<Power>& power_card, const SegmentSet& printed,
                                     const SegmentSet& hidden, LinesRead& read);

// What the photo itself shows of each segment: its reading before the rules (a stroke seen running in under a cover
// counted) and how much of its path is seen (Evidence::seen_part).
struct PhotoOfSegments {
  const std::array<double, kSegmentCount>& line_p;
  const std::array<double, kSegmentCount>& seen_part;
};

// Where part of the sheet was not seen (`hidden`) and the lines read split into pairs only with some of its segments
// drawn (of `room`: those that may hold a line), each segment there (and each doubtful reading seen) is read by its
// share of the ways of making them split, the photo telling which. Returns the lines read the other way than before.
SegmentSet read_partners_not_seen(const std::optional<Power>& power_card, const SegmentSet& printed,
                                  const SegmentSet& hidden, const SegmentSet& room, const PhotoOfSegments& photo,
                                  LinesRead& read);

// An odd number of plain lines read: each line's and each lone run's head probability becomes its chance given an
// even count. Nothing is said where part of the sheet was not seen. Returns the lines read the other way than the
// photo alone says.
SegmentSet read_lines_in_pairs(const std::optional<Power>& power_card, const SegmentSet& printed,
                               const SegmentSet& hidden, LinesRead& read);

}  // namespace starsight::vision
