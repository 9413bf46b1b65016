// The marks of the cards that have a model of their own. A luminous aura is a dashed circle drawn round a
// printed star, which stays in view inside it (the general mark model, taught mostly on marks drawn over stars,
// did not see it at all: the aura was missed and nothing was reported); a crescent moon is two arcs beside its
// star; a nova's rays, a black hole's scribbled disc and a twinkling star's spokes are not like most other marks
// either. Where the card
// is in play, the reader reads them with its model.
#include <gtest/gtest.h>

#include <ostream>

#include "starsight/score.hpp"
#include "starsight/simulator.hpp"

#include "read_rendered.hpp"

namespace starsight::vision {
namespace {

// Games whose marks the reader once missed (seeds outside the fits, 1..4000), with the card in play.
struct Game {
  int seed;
  Power card;
};
void PrintTo(const Game& g, std::ostream* os) { *os << "seed " << g.seed << ", " << power_name(g.card); }
class CardMarksPhoto : public ::testing::TestWithParam<Game> {};

TEST_P(CardMarksPhoto, TheMarksAreReadAndScored) {
  const auto seed = static_cast<std::uint64_t>(GetParam().seed);
  const State truth = simulate_game(seed);
  ASSERT_EQ(truth.power_card, GetParam().card);
  ASSERT_FALSE(truth.luminous_auras.empty() && truth.crescent_moons.empty() && truth.novas.empty() &&
               truth.black_holes.empty() && truth.twinkling_stars.empty());
  const Reading r = read_rendered(truth, seed);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(canonical(r.state).luminous_auras, canonical(truth).luminous_auras);
  EXPECT_EQ(canonical(r.state).crescent_moons, canonical(truth).crescent_moons);
  EXPECT_EQ(canonical(r.state).novas, canonical(truth).novas);
  EXPECT_EQ(canonical(r.state).black_holes, canonical(truth).black_holes);
  EXPECT_EQ(canonical(r.state).twinkling_stars, canonical(truth).twinkling_stars);
  EXPECT_EQ(score(r.state).total, score(truth).total);
}

INSTANTIATE_TEST_SUITE_P(Seeds, CardMarksPhoto,
                         ::testing::Values(Game{4095, Power::LuminousAura}, Game{4306, Power::LuminousAura},
                                           Game{5187, Power::LuminousAura},  // dashed, at the sky's bottom
                                           Game{4649, Power::LuminousAura}, Game{4171, Power::CrescentMoon},
                                           Game{4830, Power::CrescentMoon}, Game{4867, Power::Nova},
                                           Game{4154, Power::BlackHole},
                                           // doubted (p 0.19-0.47) until the aura model was refitted on the
                                           // reader's present features: a dashed aura among three lines (5073)
                                           Game{5073, Power::LuminousAura}, Game{5347, Power::LuminousAura},
                                           Game{5392, Power::LuminousAura},
                                           // twinkling stars missed (dev) until the card models weighed the
                                           // point features' squares and products
                                           Game{7158, Power::TwinklingStar}, Game{7198, Power::TwinklingStar},
                                           Game{7311, Power::TwinklingStar},
                                           // missed (dev) until refitted so too (the nova model was refitted too and
                                           // kept as it was: it missed 4867)
                                           Game{7346, Power::CrescentMoon}, Game{6972, Power::CrescentMoon},
                                           Game{7387, Power::BlackHole}, Game{7189, Power::LuminousAura},
                                           // novas at a line's corner or where four lines meet, missed (dev) until
                                           // the nova model was refitted on 519 novas (4867 still read)
                                           Game{7066, Power::Nova}, Game{7705, Power::Nova}, Game{9273, Power::Nova},
                                           Game{9498, Power::Nova}));

// A card's mark model answers faintly to more than the card's marks: the corner of a card lying over a star, a pen's
// end over a few. A mark read so doubtfully does not make the point seen: what lies over the board hides it, and the
// readings there are the cover's, reported as hidden. (Dev normal 54473, black hole: a card's corner over a line's
// end read as the hole's disc at 0.53, so the end as seen, and the corner then as a shooting star's head at 0.98, the
// total one off; 54580, galaxy: a pen's end over two stars read as marked, as a head and a galaxy, the total 3 off.)
class CardMarkAtACover : public ::testing::TestWithParam<Game> {};

TEST_P(CardMarkAtACover, IsNotTakenForAPointSeen) {
  const auto seed = static_cast<std::uint64_t>(GetParam().seed);
  const State truth = simulate_game(seed);
  ASSERT_EQ(truth.power_card, GetParam().card);
  const Reading r = read_rendered(truth, seed, render::Level::Normal);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_TRUE(r.hidden.any()) << "the cover is said";
  EXPECT_EQ(r.state.shooting_stars.size(), truth.shooting_stars.size());
  EXPECT_EQ(score(r.state).total, score(truth).total);
}

INSTANTIATE_TEST_SUITE_P(Seeds, CardMarkAtACover,
                         ::testing::Values(Game{54473, Power::BlackHole}, Game{54580, Power::Galaxy}));

// But a card's mark read surely is its card's mark, and its star is there under the ink, however dark the photo or
// the glare round it (dev hard 37619: a luminous aura read at 0.76 where the star inside it and those beside it were
// not seen; taken for a cover, the aura was missed, reported, the total 2 short).
TEST(SureCardMark, IsStillTheCardsMarkWhereTheStarIsNotSeen) {
  constexpr std::uint64_t kSeed = 37619;
  const State truth = simulate_game(kSeed);
  ASSERT_EQ(truth.power_card, Power::LuminousAura);
  const Reading r = read_rendered(truth, kSeed, render::Level::Hard);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(canonical(r.state).luminous_auras, canonical(truth).luminous_auras);
  EXPECT_EQ(score(r.state).total, score(truth).total);
}

}  // namespace
}  // namespace starsight::vision
