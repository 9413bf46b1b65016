// `--debug DIR` (ReadOptions::debug_dir): the images a developer needs are written for a photo read (the photo with
// the board's outline and lattice, the top-hat, the rectified board with the reading drawn over it) and for one
// refused once its board was placed; a folder that cannot be written to does not stop the reading.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "starsight/board.hpp"
#include "starsight/render/no_board.hpp"
#include "starsight/render/render.hpp"
#include "starsight/simulator.hpp"
#include "starsight/vision/read_board.hpp"

#include "../temp_dir.hpp"

namespace starsight::vision {
namespace {

// The photo of game `seed`, easy, nothing else in view.
render::Photo quiet_photo(std::uint64_t seed) {
  render::RenderOptions o = render::quiet_scene(seed);
  o.jpeg_quality = 0;
  return render::render_photo(simulate_game(seed), o);
}

// How many pixels of `img` are about `bgr`.
int pixels_near(const cv::Mat& img, const cv::Scalar& bgr) {
  cv::Mat mask;
  cv::inRange(img, bgr - cv::Scalar::all(40), bgr + cv::Scalar::all(40), mask);
  return cv::countNonZero(mask);
}

const cv::Scalar kOutline(0, 255, 0);  // the board's outline on the photo

TEST(DebugImages, AReadPhotoGivesThePhotoTheTopHatAndTheReadingOverTheBoard) {
  const render::Photo photo = quiet_photo(54100);
  const test::TempDir dir;
  ReadOptions o;
  o.debug_dir = dir.path().string();
  const Reading r = read_board(photo.image, o);
  ASSERT_TRUE(r.ok()) << r.message;

  const cv::Mat shown = cv::imread(o.debug_dir + "/frame-photo.png");
  const cv::Mat tophat = cv::imread(o.debug_dir + "/frame-tophat.png", cv::IMREAD_UNCHANGED);
  const cv::Mat reading = cv::imread(o.debug_dir + "/frame-reading.png");
  ASSERT_FALSE(shown.empty());
  ASSERT_FALSE(tophat.empty());
  ASSERT_FALSE(reading.empty());
  EXPECT_GT(pixels_near(shown, kOutline), 500) << "the board's outline is drawn on the photo";
  EXPECT_EQ(tophat.size(), reading.size()) << "both are the rectified board";

  // The reading's lines are drawn in their constellations' colours over the greyed board: at the middle of every
  // line read, the drawing is coloured (a grey pixel has its three channels alike).
  const SegmentSet drawn = r.state.lines & ~board(r.board).printed();
  ASSERT_GT(drawn.count(), 0u);
  const double scale = reading.cols / 546.0;  // pixels per template unit (the board is 546 units wide)
  int coloured = 0, lines = 0;
  for_each_bit(drawn, [&](int id) {
    const Segment& s = segment(id);
    const BoardGeometry& g = board(r.board).geometry;
    const cv::Point mid(static_cast<int>((g.x_of(s.a.x) + g.x_of(s.b.x)) / 2 * scale),
                        static_cast<int>((g.y_of(s.a.y) + g.y_of(s.b.y)) / 2 * scale));
    const cv::Vec3b px = reading.at<cv::Vec3b>(mid);
    coloured += std::max({px[0], px[1], px[2]}) - std::min({px[0], px[1], px[2]}) > 60;
    ++lines;
  });
  EXPECT_EQ(coloured, lines) << "lines drawn coloured at their middles";
}

// Refusals made once a board was placed show where: a board cut off by the frame, and the dotted cloth whose
// "stars" run on past the arch.
TEST(DebugImages, ARefusalOnceTheBoardWasPlacedShowsWhere) {
  const render::Photo photo = quiet_photo(54101);
  const cv::Mat cut = photo.image(cv::Rect(0, 0, photo.image.cols * 45 / 100, photo.image.rows)).clone();
  cv::Mat cloth;
  for (const auto& [name, picture] : render::pictures_of_no_board({1920, 1080}))
    if (name == "a dotted cloth") cloth = picture;
  ASSERT_FALSE(cloth.empty());
  for (const cv::Mat& image : {cut, cloth}) {
    const test::TempDir dir;
    ReadOptions o;
    o.debug_dir = dir.path().string();
    const Reading r = read_board(image, o);
    ASSERT_FALSE(r.ok());
    const cv::Mat shown = cv::imread(o.debug_dir + "/frame-photo.png");
    ASSERT_FALSE(shown.empty()) << r.message;
    EXPECT_GT(pixels_near(shown, kOutline), 200) << r.message;
  }
}

TEST(DebugImages, AFolderThatCannotBeWrittenDoesNotStopTheReading) {
  const render::Photo photo = quiet_photo(54100);
  const test::TempDir dir;
  std::ofstream(dir.path() / "a-file") << "not a folder";
  ReadOptions o;
  o.debug_dir = (dir.path() / "a-file" / "debug").string();  // under a file: cannot be made
  const Reading with = read_board(photo.image, o);
  const Reading without = read_board(photo.image);
  ASSERT_TRUE(with.ok()) << with.message;
  EXPECT_EQ(with.state, without.state);
  EXPECT_EQ(with.uncertain.size(), without.uncertain.size());
}

}  // namespace
}  // namespace starsight::vision
