// The artwork's printed line-art looks much like a marker line. Segments onto artwork are also judged by a
// model fitted on them, so that line-art between two stars added there is not read as a line.
#include <gtest/gtest.h>

#include "starsight/board.hpp"
#include "starsight/render/render.hpp"
#include "starsight/simulator.hpp"
#include "starsight/vision/read_board.hpp"

namespace starsight::vision {
namespace {

// Games with the new-stars card where the plain line model read line-art as lines onto the added stars
// (seeds outside the art model's fit, 1..4000).
class NewStarsPhoto : public ::testing::TestWithParam<int> {};

TEST_P(NewStarsPhoto, NoLineIsReadOnTheArtworkThatWasNotDrawn) {
  const State truth = simulate_game(static_cast<std::uint64_t>(GetParam()));
  ASSERT_EQ(truth.power_card, Power::NewStars);
  ASSERT_FALSE(truth.new_stars.empty());
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
  const Board& b = board(truth.board);
  for (int id = 0; id < kSegmentCount; ++id) {
    const Segment& s = segment(id);
    if (b.kind(s.a) != PointKind::Artwork && b.kind(s.b) != PointKind::Artwork) continue;
    const auto k = static_cast<std::size_t>(id);
    EXPECT_EQ(r.state.lines.test(k), truth.lines.test(k))
        << "(" << s.a.x << "," << s.a.y << ")-(" << s.b.x << "," << s.b.y << ")";
  }
}

INSTANTIATE_TEST_SUITE_P(Seeds, NewStarsPhoto, ::testing::Values(4084, 4134, 4138));

}  // namespace
}  // namespace starsight::vision
