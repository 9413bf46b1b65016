// Photos of games with the new-stars card. A star drawn by hand on an artwork point is larger than a printed
// one and sits among the artwork's line-art: artwork points are read with a model fitted on them. The line-art
// looks much like a marker line too: segments onto artwork are also judged by a model fitted on them, so that
// line-art between two added stars is not read as a line.
#include <gtest/gtest.h>

#include <algorithm>

#include "read_rendered.hpp"
#include "starsight/board.hpp"
#include "starsight/render/render.hpp"
#include "starsight/simulator.hpp"
#include "starsight/state.hpp"
#include "starsight/vision/features.hpp"
#include "starsight/vision/read_board.hpp"

namespace starsight::vision {
namespace {

// The added-star model weighs each point feature, its square and each product of two: 11 + 11 + 55 terms.
TEST(QuadraticTerms, AreThePointFeaturesTheirSquaresAndTheirPairwiseProducts) {
  PointFeatures f{};
  for (std::size_t i = 0; i < f.size(); ++i) f[i] = static_cast<double>(i + 2);
  const auto x = quadratic_terms(f);
  ASSERT_EQ(x.size(), 77u);
  EXPECT_EQ(x[0], 2);
  EXPECT_EQ(x[10], 12);
  EXPECT_EQ(x[11], 4);    // f[0] squared
  EXPECT_EQ(x[21], 144);  // f[10] squared
  EXPECT_EQ(x[22], 6);    // f[0] f[1]
  EXPECT_EQ(x[31], 24);   // f[0] f[10]
  EXPECT_EQ(x[32], 12);   // f[1] f[2]
  EXPECT_EQ(x[76], 132);  // f[9] f[10]
}

std::vector<Point> sorted(std::vector<Point> points) {
  std::sort(points.begin(), points.end());
  return points;
}

struct Read {
  State truth;
  Reading reading;
};

// An easy photo of game `seed`, read with its cards known.
Read read_game(int seed) {
  Read out;
  out.truth = simulate_game(static_cast<std::uint64_t>(seed));
  render::RenderOptions o;
  o.seed = static_cast<std::uint64_t>(seed);
  o.level = render::Level::Easy;
  o.size = cv::Size(1600, 1200);
  o.jpeg_quality = 0;
  const render::Photo photo = render::render_photo(out.truth, o);
  ReadOptions cards;
  cards.power_card = out.truth.power_card;
  cards.point_card = out.truth.point_card;
  out.reading = read_board(photo.image, cards);
  return out;
}

// Games where the plain line model read line-art as lines onto the added stars (seeds outside the models'
// fit, 1..4000).
class LineArtPhoto : public ::testing::TestWithParam<int> {};

TEST_P(LineArtPhoto, NoLineIsReadOnTheArtworkThatWasNotDrawn) {
  const auto [truth, r] = read_game(GetParam());
  ASSERT_EQ(truth.power_card, Power::NewStars);
  ASSERT_FALSE(truth.new_stars.empty());
  ASSERT_TRUE(r.ok()) << r.message;
  const Board& b = board(truth.board);
  for (int id = 0; id < kSegmentCount; ++id) {
    const Segment& s = segment(id);
    if (b.kind(s.a) != PointKind::Artwork && b.kind(s.b) != PointKind::Artwork) continue;
    const auto k = static_cast<std::size_t>(id);
    // A shooting star's line may end on an added star too (seed 4138: its head there read as doubtful).
    EXPECT_EQ(drawn_segments(r.state).test(k), drawn_segments(truth).test(k))
        << "(" << s.a.x << "," << s.a.y << ")-(" << s.b.x << "," << s.b.y << ")";
  }
}

INSTANTIATE_TEST_SUITE_P(Seeds, LineArtPhoto, ::testing::Values(4084, 4134, 4138));

// Games where the general star model missed stars added on artwork (its printed stars' shape does not fit a
// larger star drawn by hand).
class AddedStarsPhoto : public ::testing::TestWithParam<int> {};

TEST_P(AddedStarsPhoto, EveryAddedStarIsRead) {
  const auto [truth, r] = read_game(GetParam());
  ASSERT_EQ(truth.power_card, Power::NewStars);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(sorted(r.state.new_stars), sorted(truth.new_stars));
  EXPECT_EQ(canonical(r.state), canonical(truth));
}

INSTANTIATE_TEST_SUITE_P(Seeds, AddedStarsPhoto, ::testing::Values(4024, 4043, 4248));

// Dev easy 8327 as the benchmark renders it: a filled star and an asterisk drawn on a giraffe's line-art, which
// the added-star model missed (p 0.12 and 0.86, then both dropped as a pair) while it weighed the features one by
// one, not with their squares and products.
TEST(AddedStarsBenchPhoto, StarsDrawnOnLineArtAreRead) {
  const State truth = simulate_game(8327);
  ASSERT_EQ(truth.power_card, Power::NewStars);
  const Reading r = read_rendered(truth, 8327);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(sorted(r.state.new_stars), sorted(truth.new_stars));
  EXPECT_EQ(canonical(r.state), canonical(truth));
}

// Dev normal 62169: a lone diagonal onto a star added on the art, an ordinary line. The models of runs with an end
// on an added star, fitted on 330 of them, read a head at the added star at 0.979 and took the line for a shooting
// star, leaving out a true one (a one-line shooting star between printed stars, its head then at 0.487). Fitted on
// 1,381 runs, they read the added end's head at 0.37, and the photo exactly.
TEST(AddedStarsBenchPhoto, AShootingStarOntoAnAddedStarIsRead) {
  const State truth = simulate_game(62169);
  ASSERT_EQ(truth.power_card, Power::NewStars);
  const Reading r = read_rendered(truth, 62169, render::Level::Normal);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(r.state.shooting_stars.size(), truth.shooting_stars.size());
  EXPECT_EQ(canonical(r.state), canonical(truth));
}

// Plain lines from a printed star onto a star plainly added on the art, which the line model read at 0.95-1.00 and
// the art model, taught mostly where no star was added, at 0.07-0.11: dev normal 61490's (6,8)-(7,9) and hard 44800's
// (3,8)-(3,9), missed at 0.43 and 0.31. Where the added star is read plainly, the two models are heard alike.
class LineOntoAddedStarPhoto : public ::testing::TestWithParam<PhotoSeed> {};

TEST_P(LineOntoAddedStarPhoto, IsReadAndThePhotoExactly) {
  const State truth = simulate_game(static_cast<std::uint64_t>(GetParam().seed));
  ASSERT_EQ(truth.power_card, Power::NewStars);
  const Reading r = read_rendered(truth, static_cast<std::uint64_t>(GetParam().seed), GetParam().level);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(drawn_segments(r.state), drawn_segments(truth));
  EXPECT_EQ(canonical(r.state), canonical(truth));
}

INSTANTIATE_TEST_SUITE_P(DevPhotos, LineOntoAddedStarPhoto,
                         ::testing::Values(PhotoSeed{61490, render::Level::Normal},
                                           PhotoSeed{44800, render::Level::Hard}));

}  // namespace
}  // namespace starsight::vision
