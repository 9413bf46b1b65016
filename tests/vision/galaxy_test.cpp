// A galaxy is one oval drawn around two side-by-side stars. Where the galaxy card is in play, the reader
// takes an oval around a pair for the galaxy, not for a line between the two stars (as it did when it judged
// each point alone: the oval's ink between them looks like a line).
#include <gtest/gtest.h>

#include <algorithm>

#include "read_rendered.hpp"
#include "starsight/audit.hpp"
#include "starsight/render/render.hpp"
#include "starsight/score.hpp"
#include "starsight/simulator.hpp"
#include "starsight/vision/features.hpp"
#include "starsight/vision/read_board.hpp"

namespace starsight::vision {
namespace {

// Games with the galaxy card whose galaxy the reader once took for a line (seeds outside the fit, 1..4000).
class GalaxyPhoto : public ::testing::TestWithParam<int> {};

TEST_P(GalaxyPhoto, IsReadAsTheGalaxyNotALine) {
  const State truth = simulate_game(static_cast<std::uint64_t>(GetParam()));
  ASSERT_EQ(truth.power_card, Power::Galaxy);
  ASSERT_EQ(truth.galaxies.size(), 1u);
  render::RenderOptions o;
  o.seed = static_cast<std::uint64_t>(GetParam());
  o.level = render::Level::Easy;
  o.size = cv::Size(1600, 1200);
  o.jpeg_quality = 0;
  const render::Photo photo = render::render_photo(truth, o);
  ReadOptions cards;
  cards.power_card = truth.power_card;
  cards.point_card = truth.point_card;
  const Reading r = read_board(photo.image, cards);
  ASSERT_TRUE(r.ok()) << r.message;
  const Point g = truth.galaxies[0];
  EXPECT_EQ(r.state.galaxies, truth.galaxies);
  EXPECT_FALSE(r.state.lines.test(static_cast<std::size_t>(*segment_between(g, {g.x + 1, g.y}))));
  EXPECT_EQ(canonical(r.state), canonical(truth));
}

INSTANTIATE_TEST_SUITE_P(Seeds, GalaxyPhoto, ::testing::Values(4005, 4082, 4122));

// A galaxy's oval, as wide as a finger, taken for something wide over the segment between its stars and its ink
// along the path seen for a line running in under it (dev normal 41747: read as a line at 0.85, the galaxy at 0.10).
// Touching no line, the band is weighed as a galaxy is.
TEST(GalaxyPhoto, AnOvalIsNotALineRunningInUnderACover) {
  const State truth = simulate_game(41747);
  ASSERT_EQ(truth.power_card, Power::Galaxy);
  const Reading r = read_rendered(truth, 41747, render::Level::Normal);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(r.state.galaxies, truth.galaxies);
  EXPECT_EQ(canonical(r.state), canonical(truth));
}

// A flat spiral round two stars that touch no line, which the galaxy model doubted (p 0.02): it was read as a
// line with certainty, the galaxy's 2 points lost with nothing reported (dev easy 5105). Touching no line,
// such ink is a galaxy far more often than a lone line: either the galaxy is read, or the line is reported.
TEST(GalaxyPhoto, AnOvalTouchingNoLineIsNeverALineBeyondDoubt) {
  const State truth = simulate_game(5105);
  ASSERT_EQ(truth.power_card, Power::Galaxy);
  const Point g{7, 8};
  ASSERT_NE(std::find(truth.galaxies.begin(), truth.galaxies.end(), g), truth.galaxies.end());
  const Reading r = read_rendered(truth, 5105);
  ASSERT_TRUE(r.ok()) << r.message;
  const bool galaxy_read = std::find(r.state.galaxies.begin(), r.state.galaxies.end(), g) != r.state.galaxies.end();
  const bool line_reported = std::any_of(r.uncertain.begin(), r.uncertain.end(), [&](const UncertainReading& u) {
    return u.what == "line" && u.points.size() == 2 && ((u.points[0] == g) || (u.points[1] == g));
  });
  EXPECT_TRUE(galaxy_read || line_reported);
}

// A galaxy's oval drawn flat (a spiral squashed along the row) lies along the path between its stars: the
// stroke measured there is wider than the photo's lines (dev normal 5105: 11 units against their 7-8). The galaxy
// model weighs how much wider.
TEST(GalaxyFeatures, TellHowMuchWiderThanThePhotosLinesTheStrokeBetweenThePairIs) {
  PhotoFeatures f;
  for (int id = 0; id < 9; ++id) f.stroke_width[static_cast<std::size_t>(id)] = 8;
  const Point left{2, 4}, other{5, 6};
  f.stroke_width[static_cast<std::size_t>(*segment_between(left, {3, 4}))] = 12;
  f.stroke_width[static_cast<std::size_t>(*segment_between(other, {6, 6}))] = 0;
  EXPECT_DOUBLE_EQ(galaxy_features(f, left)[6], 1.5);
  EXPECT_DOUBLE_EQ(galaxy_features(f, other)[6], 0);  // nothing inked between them
  f.stroke_width[static_cast<std::size_t>(*segment_between(left, {3, 4}))] = 80;
  EXPECT_DOUBLE_EQ(galaxy_features(f, left)[6], 3);  // capped: an outlier whatever it is
}

// Galaxies the galaxy model doubted (p 0.08-0.35, reported but not read) until it was refitted with the
// width of the stroke between the pair (dev easy 6030, 6315, 6604), and a flat spiral read as a line at p 0.9
// (dev easy 5105; on its normal photo the line is still read, at p 0.7).
class DoubtedGalaxyPhoto : public ::testing::TestWithParam<int> {};

TEST_P(DoubtedGalaxyPhoto, IsRead) {
  const State truth = simulate_game(static_cast<std::uint64_t>(GetParam()));
  ASSERT_EQ(truth.power_card, Power::Galaxy);
  const Reading r = read_rendered(truth, static_cast<std::uint64_t>(GetParam()));
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(canonical(r.state).galaxies, canonical(truth).galaxies);
  EXPECT_EQ(score(r.state).total, score(truth).total);
}

INSTANTIATE_TEST_SUITE_P(Seeds, DoubtedGalaxyPhoto, ::testing::Values(5105, 6030, 6315, 6604));

// A line bowed between two side-by-side stars, each the end of a line drawn plainly, read as a galaxy's oval (its
// marks at 0.60): the galaxy and the lines touching it broke a rule, and the line between the stars was missed (dev
// normal 65501). No game ends so: the marks are read absent, reported, and the line is read.
TEST(GalaxyPhoto, AnOvalTouchedByLinesIsNotReadAsAGalaxy) {
  const State truth = simulate_game(65501);
  ASSERT_EQ(truth.power_card, Power::Galaxy);
  ASSERT_TRUE(truth.galaxies.empty());
  const Reading r = read_rendered(truth, 65501, render::Level::Normal);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_TRUE(is_legal(r.state));
  EXPECT_TRUE(r.state.galaxies.empty());
  EXPECT_TRUE(reported(r, "object", {{3, 10}}));
  EXPECT_EQ(canonical(r.state), canonical(truth));
}

}  // namespace
}  // namespace starsight::vision
