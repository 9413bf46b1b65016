// Finding what a hand, card or pen hides, from the printed stars that can't be seen.
#include <gtest/gtest.h>

#include "../../vision/src/occlusion.hpp"

namespace starsight::vision {
namespace {

struct PointsSeen {
  std::array<double, kPointCount> star_p{}, mark_p{}, peak{};
  PointsSeen() {
    star_p.fill(0.99);
    mark_p.fill(0.01);
    peak.fill(1.0);
  }
  void unseen(Point p) { star_p[static_cast<std::size_t>(point_index(p))] = 0.01; }
  void read(Point p, double star, double glyph_peak) {
    star_p[static_cast<std::size_t>(point_index(p))] = star;
    peak[static_cast<std::size_t>(point_index(p))] = glyph_peak;
  }
};

TEST(Occlusion, AClusterOfUnseenStarsIsHidden) {
  PointsSeen s;
  for (Point p : {Point{4, 6}, Point{5, 6}, Point{4, 7}}) s.unseen(p);
  const PointSet hidden = hidden_points(board(1), s.star_p, s.mark_p, s.peak);
  EXPECT_TRUE(hidden.test(static_cast<std::size_t>(point_index({4, 6}))));
  EXPECT_TRUE(hidden.test(static_cast<std::size_t>(point_index({4, 7}))));
  EXPECT_FALSE(hidden.test(static_cast<std::size_t>(point_index({6, 6}))));
}

TEST(Occlusion, OneUnseenStarOrAMarkedStarIsNotACover) {
  PointsSeen s;
  s.unseen({4, 6});  // a smudge
  s.unseen({7, 2});
  s.unseen({8, 2});  // two side by side, but both carry a drawn object
  s.mark_p[static_cast<std::size_t>(point_index({7, 2}))] = 0.9;
  s.mark_p[static_cast<std::size_t>(point_index({8, 2}))] = 0.9;
  EXPECT_TRUE(hidden_points(board(1), s.star_p, s.mark_p, s.peak).none());
}

// A lone star whose glyph left no peak at all is under something (a card's corner), though its neighbours are
// seen (dev normal 8284); a lone star read unseen that still leaves a peak is not.
TEST(Occlusion, OneStarWithNoPeakLeftIsHidden) {
  PointsSeen s;
  s.unseen({4, 6});
  s.peak[static_cast<std::size_t>(point_index({4, 6}))] = 0.05;
  s.unseen({7, 2});
  s.peak[static_cast<std::size_t>(point_index({7, 2}))] = 0.4;
  const PointSet hidden = hidden_points(board(1), s.star_p, s.mark_p, s.peak);
  EXPECT_TRUE(hidden.test(static_cast<std::size_t>(point_index({4, 6}))));
  EXPECT_FALSE(hidden.test(static_cast<std::size_t>(point_index({7, 2}))));
  EXPECT_EQ(hidden.count(), 1u);
}

// A lone star read surely absent with only a faint peak left is under a card whose printed dot left that peak
// (dev hard 8115); one read merely doubtful with that peak, or surely absent with a fuller peak, is not.
TEST(Occlusion, OneStarSurelyAbsentWithAFaintPeakIsHidden) {
  PointsSeen s;
  s.read({3, 10}, 0.0, 0.17);  // under a card's corner
  s.read({7, 2}, 0.10, 0.17);  // doubtful, not surely absent
  s.read({4, 6}, 0.0, 0.30);   // under marks drawn beside it (dev normal 12196)
  const PointSet hidden = hidden_points(board(6), s.star_p, s.mark_p, s.peak);
  EXPECT_TRUE(hidden.test(static_cast<std::size_t>(point_index({3, 10}))));
  EXPECT_EQ(hidden.count(), 1u);
}

// A pen's barrel over two stars: no glyph peak left, but its wide bright fill reads as a star's or a mark's.
TEST(Occlusion, StarsUnderAPenAreHiddenWhateverTheirFillReadsAs) {
  PointsSeen s;
  for (Point p : {Point{4, 9}, Point{4, 10}}) {
    const auto k = static_cast<std::size_t>(point_index(p));
    s.peak[k] = 0.03;
    s.star_p[k] = 0.7;
    s.mark_p[k] = 0.52;
  }
  ASSERT_EQ(board(8).kind({4, 9}), PointKind::Star);
  ASSERT_EQ(board(8).kind({4, 10}), PointKind::Star);
  const PointSet hidden = hidden_points(board(8), s.star_p, s.mark_p, s.peak);
  EXPECT_TRUE(hidden.test(static_cast<std::size_t>(point_index({4, 9}))));
  EXPECT_TRUE(hidden.test(static_cast<std::size_t>(point_index({4, 10}))));
  // One star without its peak alone, whose fill reads as a star, is not a cover.
  PointsSeen one;
  one.peak[static_cast<std::size_t>(point_index({4, 9}))] = 0.03;
  EXPECT_TRUE(hidden_points(board(8), one.star_p, one.mark_p, one.peak).none());
}

// A card over two stars whose printed pattern happens to fall on a third star under it: that star reads
// doubtful (p 0.47 in dev photo 6014), and the lines to it are as hidden as the others.
TEST(Occlusion, ADoubtfulStarBesideHiddenOnesIsHiddenAClearOneIsNot) {
  PointsSeen s;
  s.unseen({5, 10});
  s.unseen({6, 10});
  s.star_p[static_cast<std::size_t>(point_index({4, 10}))] = 0.47;
  s.star_p[static_cast<std::size_t>(point_index({3, 10}))] = 0.45;  // doubtful too, but beside the doubtful one
  s.star_p[static_cast<std::size_t>(point_index({6, 9}))] = 0.9;    // plainly seen beside the cover
  s.star_p[static_cast<std::size_t>(point_index({3, 3}))] = 0.3;    // doubtful, far from any cover
  for (Point p : {Point{3, 10}, Point{4, 10}, Point{5, 10}, Point{6, 10}, Point{6, 9}, Point{3, 3}})
    ASSERT_EQ(board(2).kind(p), PointKind::Star) << p.x << "," << p.y;
  const PointSet hidden = hidden_points(board(2), s.star_p, s.mark_p, s.peak);
  EXPECT_TRUE(hidden.test(static_cast<std::size_t>(point_index({4, 10}))));
  EXPECT_FALSE(hidden.test(static_cast<std::size_t>(point_index({3, 10}))));
  EXPECT_FALSE(hidden.test(static_cast<std::size_t>(point_index({6, 9}))));
  EXPECT_FALSE(hidden.test(static_cast<std::size_t>(point_index({3, 3}))));
  // Without the cover, the doubtful stars are only doubtful.
  PointsSeen alone = s;
  alone.star_p[static_cast<std::size_t>(point_index({5, 10}))] = 0.99;
  alone.star_p[static_cast<std::size_t>(point_index({6, 10}))] = 0.99;
  EXPECT_TRUE(hidden_points(board(2), alone.star_p, alone.mark_p, alone.peak).none());
}

// A hand's fingertips over the top row (dev hard 30156, board 6): one star unseen with only a faint peak left, the
// two below it half seen. They are a cover and its edge, and the lines under the fingers are hidden, not surely
// absent. An unseen star that keeps more of its peak (ink drawn over it) beside a doubtful one is no cover, nor is
// an unseen star with a faint peak whose neighbours are all seen.
TEST(Occlusion, AnUnseenStarBesideAHalfSeenOneIsACover) {
  PointsSeen s;
  s.read({3, 10}, 0.08, 0.15);
  s.read({3, 9}, 0.36, 0.42);
  s.read({2, 9}, 0.23, 0.18);
  for (Point p : {Point{3, 10}, Point{3, 9}, Point{2, 9}}) ASSERT_EQ(board(6).kind(p), PointKind::Star);
  const PointSet hidden = hidden_points(board(6), s.star_p, s.mark_p, s.peak);
  for (Point p : {Point{3, 10}, Point{3, 9}, Point{2, 9}})
    EXPECT_TRUE(hidden.test(static_cast<std::size_t>(point_index(p)))) << p.x << "," << p.y;
  EXPECT_FALSE(hidden.test(static_cast<std::size_t>(point_index({4, 10}))));

  PointsSeen inked = s;
  inked.read({3, 10}, 0.08, 0.3);
  EXPECT_TRUE(hidden_points(board(6), inked.star_p, inked.mark_p, inked.peak).none());

  PointsSeen alone;
  alone.read({3, 10}, 0.08, 0.15);
  EXPECT_TRUE(hidden_points(board(6), alone.star_p, alone.mark_p, alone.peak).none());
}

TEST(Occlusion, AnArtworkPointAmidHiddenStarsIsHidden) {
  PointsSeen s;
  ASSERT_EQ(board(1).kind({0, 5}), PointKind::Artwork);
  for (Point q : neighbours({0, 5}))
    if (board(1).kind(q) == PointKind::Star) s.unseen(q);
  EXPECT_TRUE(hidden_points(board(1), s.star_p, s.mark_p, s.peak).test(static_cast<std::size_t>(point_index({0, 5}))));
}

}  // namespace
}  // namespace starsight::vision
