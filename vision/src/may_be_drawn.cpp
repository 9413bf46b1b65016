#include "may_be_drawn.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include "starsight/vision/rule_decoder.hpp"

namespace starsight::vision {

SegmentSet lines_that_may_be_drawn(const SegmentSet& read, const SegmentSet& hidden,
                                   const std::array<double, kSegmentCount>& line_p) {
  SegmentSet out = read;
  std::vector<std::pair<double, std::size_t>> rest;
  for (std::size_t k = 0; k < line_p.size(); ++k)
    if (!out.test(k) && (hidden.test(k) || line_p[k] > 1 - kDecisive)) rest.emplace_back(line_p[k], k);
  std::stable_sort(rest.begin(), rest.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  for (const auto& [p, k] : rest) {
    if (out.count() >= kMostMayBeDrawn) break;
    out.set(k);
  }
  return out;
}

}  // namespace starsight::vision
