// A live camera view: each frame is read from where the last reading found the board, and the reader
// falls back to searching the whole frame when the board is no longer there.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include <sys/resource.h>

#include <opencv2/imgproc.hpp>

#include "../../vision/src/template_geometry.hpp"
#include "starsight/render/render.hpp"
#include "starsight/simulator.hpp"
#include "starsight/vision/memory.hpp"
#include "starsight/vision/read_board.hpp"

namespace starsight::vision {
namespace {

struct LiveView : ::testing::Test {
  void SetUp() override {
    truth = simulate_game(31);
    render::RenderOptions o;
    o.seed = 31;
    o.level = render::Level::Easy;
    o.size = cv::Size(1920, 1080);
    o.jpeg_quality = 0;
    const render::Photo photo = render::render_photo(truth, o);
    frame = photo.image;
    placed = photo.truth.homography;
    cards.power_card = truth.power_card;
    cards.point_card = truth.point_card;
    first = read_board(frame, cards);
    ASSERT_TRUE(first.ok()) << first.message;
  }
  // The next frame: the phone moved by (dx, dy) pixels and turned by `degrees`.
  cv::Mat moved(double dx, double dy, double degrees, cv::Matx33d& motion) const {
    cv::Mat m = cv::getRotationMatrix2D(cv::Point2f(960, 540), degrees, 1.0);
    m.at<double>(0, 2) += dx;
    m.at<double>(1, 2) += dy;
    motion = cv::Matx33d(m.at<double>(0, 0), m.at<double>(0, 1), m.at<double>(0, 2), m.at<double>(1, 0),
                         m.at<double>(1, 1), m.at<double>(1, 2), 0, 0, 1);
    cv::Mat out;
    cv::warpAffine(frame, out, m, frame.size(), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    return out;
  }
  State truth;
  ReadOptions cards;
  cv::Mat frame;
  cv::Matx33d placed;  // where the renderer put the board
  Reading first;
};

// A cold frame is first looked at half its size; the board it reads is placed in the frame's own pixels, as finely
// as the frame's pixels allow.
TEST_F(LiveView, PlacesTheBoardInAColdFramesOwnPixels) {
  EXPECT_EQ(canonical(first.state), canonical(truth));
  for (const cv::Point2d t : {cv::Point2d(60, 100), cv::Point2d(486, 100), cv::Point2d(273, 560)})
    EXPECT_LT(cv::norm(apply(first.homography, t) - apply(placed, t)), 1.0);
}

TEST_F(LiveView, FollowsTheBoardIntoTheNextFrame) {
  cv::Matx33d motion;
  const cv::Mat next_frame = moved(6, -4, 0.5, motion);
  ReadOptions o = cards;
  o.last_seen = first.homography;
  const Reading next = read_board(next_frame, o);
  ASSERT_TRUE(next.ok()) << next.message;
  EXPECT_EQ(canonical(next.state), canonical(first.state));
  // The lattice moved with the board, to within a pixel.
  for (const cv::Point2d t : {cv::Point2d(60, 100), cv::Point2d(486, 100), cv::Point2d(273, 560)})
    EXPECT_LT(cv::norm(apply(next.homography, t) - apply(motion * first.homography, t)), 1.0);
}

TEST_F(LiveView, SearchesTheWholeFrameWhenTheBoardIsNoLongerWhereItWas) {
  cv::Matx33d motion;
  const cv::Mat next_frame = moved(0, 0, 0, motion);
  ReadOptions o = cards;
  // Where the board was said to be lies half a board to the side and beyond the frame's corner.
  o.last_seen = cv::Matx33d(1, 0, 300, 0, 1, 0, 0, 0, 1) * first.homography;
  const Reading shifted = read_board(next_frame, o);
  ASSERT_TRUE(shifted.ok()) << shifted.message;
  EXPECT_EQ(canonical(shifted.state), canonical(first.state));
  o.last_seen = cv::Matx33d(2, 0, 3000, 0, 2, 2000, 0, 0, 1);
  const Reading elsewhere = read_board(next_frame, o);
  ASSERT_TRUE(elsewhere.ok()) << elsewhere.message;
  EXPECT_EQ(canonical(elsewhere.state), canonical(first.state));
}

TEST_F(LiveView, ADegenerateLastPositionIsIgnored) {
  ReadOptions o = cards;
  for (const cv::Matx33d& h :
       {cv::Matx33d::zeros(), cv::Matx33d(1, 0, 0, 0, 1, 0, 1, 1, 0), cv::Matx33d(NAN, 0, 0, 0, 1, 0, 0, 0, 1)}) {
    o.last_seen = h;
    const Reading r = read_board(frame, o);
    ASSERT_TRUE(r.ok()) << r.message;
    EXPECT_EQ(canonical(r.state), canonical(first.state));
  }
}

long minor_page_faults() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_minflt;
}

// Each frame's buffers are the last frame's, not fresh pages. glibc's own adaptive threshold often gets there
// after two readings, but not always: reading the 1080p frame of seed 1,000,002 from a PNG kept touching
// 4,097 fresh pages (16 MB) per reading, and their faults tripled its time.
TEST(LiveViewMemory, TheNextFrameFindsTheLastFramesMemory) {
#if defined(__SANITIZE_ADDRESS__)
  GTEST_SKIP() << "AddressSanitizer has its own allocator";
#endif
  const State truth = simulate_game(1'000'002);
  render::RenderOptions o;
  o.seed = 1'000'002;
  o.level = render::Level::Normal;
  o.size = cv::Size(1920, 1080);
  const cv::Mat frame = render::render_photo(truth, o).image;
  ASSERT_TRUE(keep_freed_image_memory());
  (void)read_board(frame);  // the first reading after the setting makes the buffers
  const long before = minor_page_faults();
  const Reading again = read_board(frame);
  EXPECT_LT(minor_page_faults() - before, 600);
  EXPECT_TRUE(again.ok());
}

}  // namespace
}  // namespace starsight::vision
