// A large JPEG is looked at small first; when the board covers too few pixels there, it is looked at again
// finer, from the same decoding. Either way the reading's homography is in the file's own pixels.
#include <gtest/gtest.h>

#include <cmath>
#include <utility>
#include <vector>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "../../vision/src/template_geometry.hpp"
#include "starsight/board.hpp"
#include "starsight/render/no_board.hpp"
#include "starsight/render/render.hpp"
#include "starsight/simulator.hpp"
#include "starsight/vision/features.hpp"
#include "starsight/vision/read_board.hpp"

namespace starsight::vision {
namespace {

render::Photo large_photo(double fill) {
  render::RenderOptions o;
  o.seed = 41;
  o.level = render::Level::Easy;
  o.size = cv::Size(4032, 3024);
  o.fill = fill;
  o.tilt_deg = 5;
  o.jpeg_quality = 90;
  return render::render_photo(simulate_game(41), o);
}

ReadOptions photo_cards(const render::Photo& photo) {
  ReadOptions cards;
  cards.power_card = photo.truth.state.power_card;
  return cards;
}

// `r`, read from `photo`, was read at `decoded_at` of its size, on its board, where the renderer put it.
void expect_placed(const render::Photo& photo, const Reading& r, double decoded_at) {
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_DOUBLE_EQ(r.scale, decoded_at);
  EXPECT_EQ(r.board, photo.truth.state.board);
  // The lattice's corners land where the renderer put them, in the file's pixels.
  for (const cv::Point2d t : {cv::Point2d(40, 60), cv::Point2d(506, 60), cv::Point2d(40, 560), cv::Point2d(506, 560)})
    EXPECT_LT(cv::norm(apply(r.homography, t) - apply(photo.truth.homography, t)), 4.0);
}

void expect_read_as_drawn(const render::Photo& photo, double decoded_at) {
  expect_placed(photo, read_photo_bytes(photo.jpeg, photo_cards(photo)), decoded_at);
}

// A board filling the frame of a 12 MP photo covers 0.7 pixels per template unit or more at a quarter of the size:
// it is read there.
TEST(LargePhoto, ABoardFillingTheFrameIsReadAtAQuarterOfTheSize) { expect_read_as_drawn(large_photo(0.9), 0.25); }

// One filling half of it covers under 0.7 there: it is read at half the size, from the one decoding.
TEST(LargePhoto, ABoardFillingHalfTheFrameIsReadAtHalfTheSize) { expect_read_as_drawn(large_photo(0.5), 0.5); }

// The same pictures in memory (pasted, not opened from their files) are looked at as their files are.
TEST(LargePhoto, APictureInMemoryIsLookedAtAsItsFileIs) {
  for (const auto& [fill, at] : {std::pair(0.9, 0.25), std::pair(0.5, 0.5)}) {
    SCOPED_TRACE(fill);
    const render::Photo photo = large_photo(fill);
    expect_placed(photo, read_board(photo.image, photo_cards(photo)), at);
  }
}

// A board a third of the frame high is read at the full size.
TEST(LargePhoto, ASmallBoardIsReadAtTheFullSize) { expect_read_as_drawn(large_photo(0.3), 1.0); }

// A 12 MP picture of no board is refused once two looks in turn found none: its full size, where only a board the
// looks before had located is worth reading, is not decoded.
TEST(LargePhoto, APictureOfNoBoardIsRefusedAtHalfTheSize) {
  for (const auto& [name, picture] : render::pictures_of_no_board(cv::Size(4032, 3024))) {
    std::vector<unsigned char> jpeg;
    cv::imencode(".jpg", picture, jpeg, {cv::IMWRITE_JPEG_QUALITY, 92});
    const Reading r = read_photo_bytes(jpeg);
    EXPECT_EQ(r.refusal, Refusal::NoBoard) << name;
    EXPECT_DOUBLE_EQ(r.scale, 0.5) << name;
  }
}

// The first look at a board too small to measure there only locates it: the finer look measures it.
TEST(LargePhoto, ABoardTooSmallToMeasureIsOnlyLocated) {
  const render::Photo photo = large_photo(0.5);
  cv::Mat small;
  cv::resize(photo.image, small, cv::Size(1008, 756), 0, 0, cv::INTER_AREA);
  cv::cvtColor(small, small, cv::COLOR_BGR2GRAY);
  const BoardGeometry& g = board(photo.truth.state.board).geometry;
  const PhotoFeatures located = extract_features(small, g, nullptr, nullptr, 0.7);
  EXPECT_EQ(located.refusal, Refusal::None);
  EXPECT_TRUE(located.located_only);
  const cv::Matx33d quarter(0.25, 0, 0, 0, 0.25, 0, 0, 0, 1);
  EXPECT_LT(cv::norm(apply(located.homography, {273, 300}) - apply(quarter * photo.truth.homography, {273, 300})), 2.0);
  // Measured when asked for at any size.
  const PhotoFeatures measured = extract_features(small, g);
  EXPECT_FALSE(measured.located_only);
  EXPECT_GT(measured.white, 1.0);
}

}  // namespace
}  // namespace starsight::vision
