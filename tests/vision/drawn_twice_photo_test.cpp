// Photos with a line gone over twice, a little apart: a band wider than the top-hat, whose middle it takes away.
// Each used to be read absent (or under a cover); the line is read, reported, and the whole sheet is right.
#include <gtest/gtest.h>

#include "starsight/simulator.hpp"

#include "read_rendered.hpp"

namespace starsight::vision {
namespace {

class DrawnTwicePhoto : public ::testing::TestWithParam<int> {};

TEST_P(DrawnTwicePhoto, TheLineIsReadAndTheSheetIsRight) {
  const auto seed = static_cast<std::uint64_t>(GetParam());
  const State truth = simulate_game(seed);
  const Reading r = read_rendered(truth, seed);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(canonical(r.state), canonical(truth));
}

// Dev easy photos whose line drawn twice over was read absent at p 0.01-0.43.
INSTANTIATE_TEST_SUITE_P(Seeds, DrawnTwicePhoto, ::testing::Values(8075, 8870, 8881, 8891));

}  // namespace
}  // namespace starsight::vision
