// A luminous aura is a dashed circle drawn round a printed star, which stays in view inside it. Where that
// card is in play, the reader takes such a circle for the aura (the general mark model, taught mostly on marks
// drawn over stars, did not see it at all: the aura was missed and nothing was reported).
#include <gtest/gtest.h>

#include "starsight/render/render.hpp"
#include "starsight/score.hpp"
#include "starsight/simulator.hpp"
#include "starsight/vision/read_board.hpp"

namespace starsight::vision {
namespace {

// Games with the luminous-aura card whose auras the reader once missed (seeds outside the fit, 1..4000).
class AuraPhoto : public ::testing::TestWithParam<int> {};

TEST_P(AuraPhoto, TheAurasAreReadAndScored) {
  const auto seed = static_cast<std::uint64_t>(GetParam());
  const State truth = simulate_game(seed);
  ASSERT_EQ(truth.power_card, Power::LuminousAura);
  ASSERT_FALSE(truth.luminous_auras.empty());
  render::RenderOptions o;
  o.seed = seed;
  o.level = render::Level::Easy;
  const render::Photo photo = render::render_photo(truth, o);
  ReadOptions cards;
  cards.power_card = truth.power_card;
  cards.point_card = truth.point_card;
  const Reading r = read_photo_bytes(photo.jpeg, cards);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(canonical(r.state).luminous_auras, canonical(truth).luminous_auras);
  EXPECT_EQ(score(r.state).total, score(truth).total);
}

INSTANTIATE_TEST_SUITE_P(Seeds, AuraPhoto, ::testing::Values(4095, 4306, 4649));

}  // namespace
}  // namespace starsight::vision
