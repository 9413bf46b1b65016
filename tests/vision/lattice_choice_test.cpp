// The subject's lattice among those the refiner fitted: a lattice it could place wins over one it could not,
// whatever the layout says of each, and a board's worth of printed stars is a board whatever the layout sees.
#include <gtest/gtest.h>

#include "starsight/simulator.hpp"

#include "read_rendered.hpp"

namespace starsight::vision {
namespace {

// Dev hard photos once refused for want of a lattice, now read exactly.
class ReadExactly : public ::testing::TestWithParam<int> {};

TEST_P(ReadExactly, OnItsBoard) {
  const auto seed = static_cast<std::uint64_t>(GetParam());
  const State truth = simulate_game(seed);
  const Reading r = read_rendered(truth, seed, render::Level::Hard);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(r.board, truth.board);
  EXPECT_EQ(r.state.lines, truth.lines);
}

// Dev hard 27270: glare over the sky (0.85) and a 30° tilt. A lattice of 30 stars, too few to place, lay on a
// dark sky over a bright panel (layout 1.0) and outweighed the board's own of 73 stars, on a sky the layout saw
// less of (0.3).
INSTANTIATE_TEST_SUITE_P(APlacedLatticeOutweighsOneOfTooFewStars, ReadExactly, ::testing::Values(27270));

// Dev hard photos whose board's lattice came only from the star grid, with a board beyond doubt's printed stars (72
// and 58), under glare over both the sky and the panel: the layout saw no dark sky over a bright panel (0.1).
INSTANTIATE_TEST_SUITE_P(WhateverTheLayoutSees, ReadExactly, ::testing::Values(27036, 24993));

// Dev hard 24899: at full size, a lattice of 35 stars, too few to place, outweighed the board's own of 76; the
// reading fell back to the first look's lattice, at half size, which matched none of the boards, and was refused.
TEST(LatticeChoice, APlacedLatticeAtTheFinerLookIsNotLeftForTheFirstLooks) {
  const State truth = simulate_game(24899);
  const Reading r = read_rendered(truth, 24899, render::Level::Hard);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(r.board, truth.board);
}

}  // namespace
}  // namespace starsight::vision
