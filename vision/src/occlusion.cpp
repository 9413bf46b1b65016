#include "occlusion.hpp"

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
  PointSet hidden;
  for (int i = 0; i < kPointCount; ++i) {
    const Point p = point_at(i);
    int stars = 0, unseen_stars = 0;
    for (Point q : neighbours(p)) {
      if (board.kind(q) != PointKind::Star) continue;
      ++stars;
      unseen_stars += unseen.test(static_cast<std::size_t>(point_index(q)));
    }
    const auto k = static_cast<std::size_t>(i);
    // One unseen star alone may be a smudge or an odd mark; two side by side are a cover.
    if (unseen.test(k) && unseen_stars > 0) hidden.set(k);
    const PointKind kind = board.kind(p);
    if (kind != PointKind::Star && kind != PointKind::Outside && stars > 0 && 2 * unseen_stars > stars) hidden.set(k);
  }
  return hidden;
}

}  // namespace starsight::vision
