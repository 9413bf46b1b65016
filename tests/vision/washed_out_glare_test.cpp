// A glare that washes the photo out leaves a marker line no room to show in: the segments under it are measured by
// how much brighter than the board there a line could still be before the photo clips to white, and one read absent
// there is reported, never read absent surely (dev hard 41117: a line under such glare read absent at 0.002, with
// nothing said).
#include <gtest/gtest.h>

#include <string>

#include <opencv2/imgproc.hpp>

#include "../../vision/src/segment_reader.hpp"
#include "blank_evidence.hpp"
#include "hand_made_board.hpp"
#include "read_rendered.hpp"
#include "segment_of.hpp"
#include "starsight/simulator.hpp"
#include "starsight/vision/rule_decoder.hpp"

namespace starsight::vision {
namespace {

using testing::seg;

double headroom(const HandMadeBoard& b, Point p, Point q) {
  return b.on_segment(p, q, [](auto&&... a) { return measure_segment(a...).headroom; });
}

TEST(SegmentHeadroom, IsTheRoomLeftAboveTheBackgroundBeforeWhite) {
  HandMadeBoard b;
  // A band of glare across columns 2 to 4, the photo clipped to white inside it; a lighter glare over row 7.
  const cv::Point left = b.at({2, 0}), right = b.at({4, 0});
  cv::rectangle(b.gray, cv::Point(left.x - 20, 0), cv::Point(right.x + 20, b.gray.rows - 1), cv::Scalar(254),
                cv::FILLED);
  const int row7 = b.at({0, 7}).y;
  cv::rectangle(b.gray, cv::Point(b.at({6, 7}).x - 20, row7 - 20), cv::Point(b.gray.cols - 1, row7 + 20),
                cv::Scalar(150), cv::FILLED);
  EXPECT_LT(headroom(b, {2, 3}, {3, 3}), 0.05);  // under the clipped band
  EXPECT_LT(headroom(b, {3, 3}, {3, 4}), 0.05);
  EXPECT_GT(headroom(b, {6, 7}, {7, 7}), 0.3);  // under the lighter glare: a line still shows
  EXPECT_GT(headroom(b, {6, 3}, {7, 3}), 1.0);  // on the dark sky
}

TEST(WashedOutSegments, ReadAbsentAreReportedNotDrawn) {
  Evidence e = testing::blank_evidence(1);
  const auto k = static_cast<std::size_t>(seg({1, 1}, {2, 1}));
  e.line_p[k] = 0.002;
  e.washed_out.set(k);
  const Decoded d = decode(e);
  EXPECT_FALSE(d.state.lines.test(k));
  const UncertainReading* u = testing::reported_line(d, k);
  ASSERT_NE(u, nullptr);
  EXPECT_DOUBLE_EQ(u->p, kWashedOutLineP);
  EXPECT_NE(u->note.find("glare"), std::string::npos);
  // The same segment with the photo clear along it stays surely absent.
  e.washed_out.reset(k);
  EXPECT_EQ(testing::reported_line(decode(e), k), nullptr);
}

TEST(WashedOutSegments, ReadDrawnStayAsRead) {
  auto [e, k, other] = testing::plain_night_card_pair();
  e.washed_out.set(k);
  const Decoded d = decode(e);
  EXPECT_TRUE(d.state.lines.test(k));
  EXPECT_EQ(testing::reported_line(d, k), nullptr);
}

// Dev hard 41117: a glare washing out the board's left side; the line (1,1)-(2,1) under it, its stars seen, read
// absent at 0.002 and not reported. It is reported; the line beside it under the same glare, with room still to
// show, is read as before.
TEST(WashedOutSegments, TheLineUnderAWashedOutGlareIsReported) {
  const State truth = simulate_game(41117);
  const Reading r = read_rendered(truth, 41117, render::Level::Hard);
  ASSERT_TRUE(r.ok()) << r.message;
  ASSERT_EQ(r.state.board, truth.board);
  ASSERT_TRUE(truth.lines.test(static_cast<std::size_t>(seg({1, 1}, {2, 1}))));
  EXPECT_TRUE(reported(r, "line", {{1, 1}, {2, 1}}));
}

}  // namespace
}  // namespace starsight::vision
