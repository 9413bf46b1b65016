#pragma once
// Evidence made by hand for the rule decoder's tests, and what they look for in its decoding.
#include <cstddef>

#include "starsight/lattice.hpp"
#include "starsight/vision/rule_decoder.hpp"

namespace starsight::vision::testing {

// Board `board` as a photo of it with nothing drawn reads: every line, mark and added star unlikely.
inline Evidence blank_evidence(int board) {
  Evidence e;
  e.board = board;
  e.line_p.fill(0.001);
  e.mark_p.fill(0.001);
  e.star_p.fill(0.001);
  return e;
}

// Board 1 read with two lines plainly drawn, a night card's pair, and nothing else: the decoder reads them as the
// photo says unless something else is known of `first`.
struct PlainPair {
  Evidence e;
  std::size_t first = 0, second = 0;  // (1,1)-(2,1) and (1,2)-(2,2)
};
inline PlainPair plain_night_card_pair() {
  PlainPair out{blank_evidence(1), static_cast<std::size_t>(*segment_between({1, 1}, {2, 1})),
                static_cast<std::size_t>(*segment_between({1, 2}, {2, 2}))};
  out.e.line_p[out.first] = out.e.line_p[out.second] = 0.999;
  return out;
}

// The decoding's report of the line on segment `id`, or none.
inline const UncertainReading* reported_line(const Decoded& d, std::size_t id) {
  for (const UncertainReading& u : d.uncertain)
    if (u.what == "line" && static_cast<std::size_t>(*segment_between(u.points[0], u.points[1])) == id) return &u;
  return nullptr;
}

}  // namespace starsight::vision::testing
