#include "occlusion.hpp"

#include <algorithm>

namespace starsight::vision {
namespace {

// A printed star read below this is not seen. Printed stars of an uncovered sky read far above it,
// even under glare and blur; a hand-drawn object over a star keeps its mark evidence instead.
constexpr double kUnseenStar = 0.15;
constexpr double kMarked = 0.5;
// A printed star whose glyph leaves less of a peak than this is covered, whatever the models make of the
// wide bright thing over it (a pen's barrel reads as a star's or a mark's fill): a hand-drawn mark adds ink
// over a star, it does not take the star's peak away.
constexpr double kNoGlyph = 0.15;
// A star read as surely absent (below kGoneStar) whose glyph left only a faint peak (below kFaintGlyph) is gone
// too: a card's own printed dots leave a faint peak where a star is under it (dev hard 8115: two lines to such a
// star, under a card's corner, read absent and not reported). Uncovered stars that read this low, under marks
// drawn beside them, keep more of their peak (dev normal 12196: 0.30).
constexpr double kGoneStar = 0.05;
constexpr double kFaintGlyph = 0.25;
// A printed star read below this, beside a hidden one, is hidden too: the edge of a cover often leaves a
// star half seen, and a card's own printed pattern can look like a star where one is under it.
constexpr double kDoubtfulStar = 0.5;

}  // namespace

PointSet hidden_points(const Board& board, const std::array<double, kPointCount>& star_p,
                       const std::array<double, kPointCount>& mark_p,
                       const std::array<double, kPointCount>& glyph_peak) {
  PointSet unseen;
  for (int i = 0; i < kPointCount; ++i) {
    const auto k = static_cast<std::size_t>(i);
    if (board.kind(point_at(i)) != PointKind::Star) continue;
    if ((star_p[k] < kUnseenStar && mark_p[k] < kMarked) || glyph_peak[k] < kNoGlyph) unseen.set(k);
  }
  auto neighbouring = [&](Point p, const PointSet& set) {
    int n = 0;
    for (Point q : neighbours(p))
      n += board.kind(q) == PointKind::Star && set.test(static_cast<std::size_t>(point_index(q)));
    return n;
  };
  // Printed stars read below kDoubtfulStar with no mark (unseen ones among them); of them, those not unseen are
  // doubtful: half under something, or under thick ink.
  PointSet low;
  for (int i = 0; i < kPointCount; ++i) {
    const auto k = static_cast<std::size_t>(i);
    if (board.kind(point_at(i)) == PointKind::Star && star_p[k] < kDoubtfulStar && mark_p[k] < kMarked) low.set(k);
  }
  const PointSet doubtful = low & ~unseen;
  // One unseen star alone may be a smudge or an odd mark; two side by side are a cover, and so is one that left
  // no glyph peak at all, is not read as a star and carries no mark: a cover's corner over a star whose neighbours
  // are seen (dev normal 8284 and 8115: lines from such a star, drawn under a card's corner, read absent at
  // p 0.001-0.009 and not reported). So is an unseen star with only a faint peak left beside a doubtful one: a
  // hand's fingertips over the one and half over the other (dev hard 30156: a star at 0.08 with a peak of 0.15
  // beside two at 0.23 and 0.36; the two lines under the fingers read absent at 0.001 and 0.006, a total 7 short
  // with 3 items reported). Ink drawn over an unseen star leaves it more of a peak.
  PointSet hidden;
  for (int i = 0; i < kPointCount; ++i) {
    const auto k = static_cast<std::size_t>(i);
    const bool faint = glyph_peak[k] < kNoGlyph || (star_p[k] < kGoneStar && glyph_peak[k] < kFaintGlyph);
    const bool gone = faint && star_p[k] < kUnseenStar && mark_p[k] < kMarked;
    const bool fingertip = glyph_peak[k] < kFaintGlyph && neighbouring(point_at(i), doubtful) > 0;
    if (unseen.test(k) && (neighbouring(point_at(i), unseen) > 0 || gone || fingertip)) hidden.set(k);
  }
  // The cover's edge: stars read low right beside it (one step: a doubtful star beside a doubtful one is only
  // doubtful, as stars under thick ink often are).
  PointSet edge;
  for (int i = 0; i < kPointCount; ++i) {
    const auto k = static_cast<std::size_t>(i);
    if (low.test(k) && !hidden.test(k) && neighbouring(point_at(i), hidden) > 0) edge.set(k);
  }
  hidden |= edge;
  const PointSet covered_stars = hidden | unseen;
  for (int i = 0; i < kPointCount; ++i) {
    const Point p = point_at(i);
    const PointKind kind = board.kind(p);
    if (kind == PointKind::Star || kind == PointKind::Outside) continue;
    int stars = 0;
    for (Point q : neighbours(p)) stars += board.kind(q) == PointKind::Star;
    if (stars > 0 && 2 * neighbouring(p, covered_stars) > stars) hidden.set(static_cast<std::size_t>(i));
  }
  return hidden;
}

bool hidden_at_or_beside(const PointSet& hidden, Point p) {
  const auto hid = [&](Point q) { return hidden.test(static_cast<std::size_t>(point_index(q))); };
  const auto around = neighbours(p);
  return hid(p) || std::any_of(around.begin(), around.end(), hid);
}

}  // namespace starsight::vision
