// Started from the true homography, the lattice refiner must not slip by a pitch, nor end slipped after turning a
// fit. On dev hard 5028 and 5144 a
// haze over the subject's sky lightened it nearly to the panel's grey: the board's outline could not be judged at
// the true fit, and a fit slipped by a column, its medians straying onto darker sky or the table, passed the
// outline's contrast test by chance and outweighed the stars.
#include <gtest/gtest.h>

#include <algorithm>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "starsight/render/render.hpp"
#include "starsight/simulator.hpp"

#include "first_look.hpp"
#include "read_rendered.hpp"

#include "../../vision/src/lattice_refiner.hpp"
#include "../../vision/src/template_geometry.hpp"

namespace starsight::vision {
namespace {

// The mean distance, in lattice pitches, between the lattice points two homographies place.
double pitches_apart(const cv::Matx33d& a, const cv::Matx33d& b, const BoardGeometry& g) {
  double sum = 0, pitch = 0;
  int n = 0;
  for (int x = 0; x < kLatticeWidth; x += 3)
    for (int y = 0; y < kLatticeHeight; y += 3, ++n) {
      const cv::Point2d t = template_point(g, {x, y});
      sum += cv::norm(apply(a, t) - apply(b, t));
      pitch += cv::norm(apply(b, t + cv::Point2d(g.du, 0)) - apply(b, t));
    }
  return sum / pitch;
}

class LatticeSlip : public ::testing::TestWithParam<int> {};

TEST_P(LatticeSlip, TheTrueHomographyIsKept) {
  const auto seed = static_cast<std::uint64_t>(GetParam());
  const auto [gray, truth] = first_look(seed, render::Level::Hard);
  const BoardGeometry& g = boards()[0].geometry;
  const RefinedLattice l = refine_lattice(gray, truth, g);
  ASSERT_TRUE(l.ok);
  EXPECT_LT(pitches_apart(l.homography, truth, g), 0.2);
}

INSTANTIATE_TEST_SUITE_P(DevHard, LatticeSlip, ::testing::Values(5028, 5144));

// Dev hard 7222 (a board close up, a hand over its sky): from the one finder outline that gave a lattice, the
// refiner turned its fit by a half, fitted the stars again, turned that by a quarter and fitted again. The last
// fit, never checked, was slipped by a column, and the board was refused as matching none of the 8. A fit made
// after a turn has its own placement checked.
TEST(LatticeSlip, AFitMadeAfterTurnsIsCheckedAgain) {
  const State truth = simulate_game(7222);
  const Reading r = read_rendered(truth, 7222, render::Level::Hard);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(r.board, truth.board);
}

// A lattice placed a pitch off whatever the placement check saw is read where a board's stars fit it, not refused:
// dev normal 48494 (on a grey cloth, its outline faint against it) was placed a column off, matched none of
// the 8 boards and was refused; a pitch over, its own board fits, and it reads exactly. Dev hard 46347 (small,
// blurred, under glare) fits no board a pitch away either, and is still refused. (Dev hard 30293, blurred beside a
// neighbour's board, was the example of that until its panel's circles placed it, since the rows with more of a
// panel's circles are tried first: it is read on its own board.)
TEST(LatticeSlip, ALatticeAPitchOffIsReadWhereABoardFitsIt) {
  const State truth = simulate_game(48494);
  const Reading r = read_rendered(truth, 48494, render::Level::Normal);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(r.board, truth.board);
  EXPECT_EQ(canonical(r.state), canonical(truth));
  const Reading blurred = read_rendered(simulate_game(46347), 46347, render::Level::Hard);
  EXPECT_EQ(blurred.refusal, Refusal::NoBoard);
  EXPECT_NE(blurred.message.find("match none of the 8 boards"), std::string::npos) << blurred.message;
  const State beside = simulate_game(30293);
  const Reading placed = read_rendered(beside, 30293, render::Level::Hard);
  ASSERT_TRUE(placed.ok()) << placed.message;
  EXPECT_EQ(placed.board, beside.board);
}

// A lattice a pitch off that still matches some board, poorly, is moved where its own board fits far better: dev
// normal 64156 (a card over the board's edge) was placed a column off and read as board 3 at p 1.000 (its fit -0.91,
// above the least a board read rightly shows), the total 15 for 24; a column over, board 7 fits at -0.19.
TEST(LatticeSlip, ALatticeAPitchOffMatchingAnotherBoardPoorlyIsMoved) {
  const State truth = simulate_game(64156);
  const Reading r = read_rendered(truth, 64156, render::Level::Normal);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(r.board, truth.board);
  EXPECT_GT(r.board_p, 0.99);
  EXPECT_EQ(score(r.state).total, score(truth).total);
}

// Dev normal 53019 (1536 x 2048, a board wholly in view under a hand and glare): the finder's one outline the layout
// confirmed lay 1.05 pitches off the board. From it the refiner matched 62 stars at 1000 pixels and none at 1024, the
// first look's size for such a photo, where the board was refused for want of a lattice (read exactly only by a
// third look at 1000 pixels). From the outline moved half a pitch, the windows fall on stars, and the first look
// reads it as the third did.
TEST(LatticeSlip, AnOutlineAboutAPitchOffStillGivesTheLattice) {
  const State truth = simulate_game(53019);
  const render::Photo photo = rendered_photo(truth, 53019, render::Level::Normal);
  const cv::Mat decoded = cv::imdecode(photo.jpeg, cv::IMREAD_GRAYSCALE);
  ASSERT_EQ(std::max(decoded.cols, decoded.rows), 2048);
  cv::Mat first_look;
  cv::resize(decoded, first_look, decoded.size() / 2, 0, 0, cv::INTER_AREA);
  ReadOptions cards;
  cards.power_card = truth.power_card;
  cards.point_card = truth.point_card;
  const Reading r = read_board(first_look, cards);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(r.board, truth.board);
  EXPECT_EQ(canonical(r.state), canonical(truth));
}

}  // namespace
}  // namespace starsight::vision
