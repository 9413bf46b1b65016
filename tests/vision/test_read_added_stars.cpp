// Added stars on artwork points read jointly with the lines that end there: a clear line onto an
// artwork point is evidence that a star was added, since without one the line would be illegal.
#include <algorithm>

#include <gtest/gtest.h>

#include "blank_evidence.hpp"
#include "starsight/board.hpp"
#include "starsight/vision/rule_decoder.hpp"

namespace starsight::vision {
namespace {

std::size_t index_of(Point a, Point b) { return static_cast<std::size_t>(*segment_between(a, b)); }

TEST(ReadAddedStars, AClearLineOntoArtworkMakesAFaintStarThere) {
  ASSERT_EQ(board(1).kind({0, 5}), PointKind::Artwork);
  Evidence e = testing::blank_evidence(1);
  e.star_p[static_cast<std::size_t>(point_index({0, 5}))] = 0.3;
  e.star_p[static_cast<std::size_t>(point_index({6, 8}))] = 0.9999;  // the other star of the pair
  e.line_p[index_of({0, 4}, {0, 5})] = 0.999;
  const Decoded d = decode(e);
  ASSERT_EQ(d.state.new_stars.size(), 2u);
  EXPECT_NE(std::find(d.state.new_stars.begin(), d.state.new_stars.end(), Point{0, 5}), d.state.new_stars.end());
  EXPECT_TRUE(d.state.lines.test(index_of({0, 4}, {0, 5})));
}

TEST(ReadAddedStars, AFaintStarWithoutLinesStaysUnread) {
  Evidence e = testing::blank_evidence(1);
  e.star_p[static_cast<std::size_t>(point_index({0, 5}))] = 0.3;
  const Decoded d = decode(e);
  EXPECT_TRUE(d.state.new_stars.empty());
  // Not read, but not decisive either: reported so that a person can check it.
  const auto u = std::find_if(d.uncertain.begin(), d.uncertain.end(),
                              [](const UncertainReading& r) { return r.what == "new-star"; });
  ASSERT_NE(u, d.uncertain.end());
  EXPECT_EQ(u->points.at(0), (Point{0, 5}));
  EXPECT_FALSE(u->read_as);
}

TEST(ReadAddedStars, AFaintLineDoesNotInventAStar) {
  Evidence e = testing::blank_evidence(1);
  e.star_p[static_cast<std::size_t>(point_index({0, 5}))] = 0.01;
  e.line_p[index_of({0, 4}, {0, 5})] = 0.3;
  const Decoded d = decode(e);
  EXPECT_TRUE(d.state.new_stars.empty());
  EXPECT_FALSE(d.state.lines.test(index_of({0, 4}, {0, 5})));
}

}  // namespace
}  // namespace starsight::vision
