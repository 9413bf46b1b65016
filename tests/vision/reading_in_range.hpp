#pragma once
// What any reading the photo reader returns must hold, whatever it was given: a refusal says why; a reading names
// one of the 8 boards, keeps every probability in [0, 1], and its state scores and audits.
#include <cmath>
#include <string>

#include "starsight/audit.hpp"
#include "starsight/board.hpp"
#include "starsight/score.hpp"
#include "starsight/vision/reading.hpp"

namespace starsight::vision {

// The first way `r` breaks that, in words; empty when it holds.
inline std::string reading_out_of_range(const Reading& r) {
  const auto probability = [](double p) { return std::isfinite(p) && p >= 0 && p <= 1; };
  if (!r.ok()) return r.message.empty() ? "refused without a message" : "";
  if (r.board < 1 || r.board > kBoardCount || r.state.board != r.board) return "board out of range";
  if (!probability(r.board_p) || !probability(r.confidence)) return "board_p or confidence out of range";
  for (double p : r.segment_p)
    if (!probability(p)) return "a segment's probability out of range";
  for (const UncertainReading& u : r.uncertain)
    if (!probability(u.p) || u.what.empty()) return "an uncertain item out of range";
  for (const SeenObject& o : r.objects)
    if (!probability(o.p)) return "an object's probability out of range";
  for (const SeenShootingStar& s : r.shooting_stars)
    if (!probability(s.head_p)) return "a head's probability out of range";
  const Score total = score(r.state);
  if (total.total < 0) return "a negative total";
  (void)audit(r.state);
  return "";
}

}  // namespace starsight::vision
