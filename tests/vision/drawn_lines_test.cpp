// How far a game is drawn on a board: lines joined into a constellation count, a neighbour's blank board (stars,
// art, a stray line or two) does not. The board is drawn straight on, template units as pixels, with no board's
// own artwork: only what every board shares is looked at.
#include <gtest/gtest.h>

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

#include "starsight/board.hpp"

#include "../../vision/src/drawn_lines.hpp"
#include "../../vision/src/rectified_board.hpp"
#include "../../vision/src/template_geometry.hpp"

namespace starsight::vision {
namespace {

const BoardGeometry& geometry() { return boards()[0].geometry; }

// A dark sky with a small bright star at every lattice point and a bright blob of "art" over a segment in the
// middle of the rows where every board has its stars (rows 3 and 4).
cv::Mat blank_board() {
  cv::Mat photo(800, 546, CV_8U, cv::Scalar(25));
  for (int i = 0; i < kPointCount; ++i)
    cv::circle(photo, template_point(geometry(), point_at(i)), 3, cv::Scalar(220), -1, cv::LINE_AA);
  cv::ellipse(photo, cv::Point(377, 363), cv::Size(30, 18), 20, 0, 360, cv::Scalar(150), -1, cv::LINE_AA);
  cv::rectangle(photo, cv::Rect(0, 600, 546, 200), cv::Scalar(230), -1);  // the panel
  return photo;
}

void draw_line(cv::Mat& photo, Point a, Point b) {
  cv::line(photo, template_point(geometry(), a), template_point(geometry(), b), cv::Scalar(210), 5, cv::LINE_AA);
}

int lines_on(const cv::Mat& photo) { return constellation_lines(rectify(photo, cv::Matx33d::eye(), 0.5), geometry()); }

int inked_on(const cv::Mat& photo) { return drawn_lines(rectify(photo, cv::Matx33d::eye(), 0.5), geometry()).inked; }

TEST(DrawnLines, ABlankBoardHasNone) {
  EXPECT_EQ(lines_on(blank_board()), 0);
  EXPECT_EQ(inked_on(blank_board()), 0);
}

// ... but they are seen: a board with lines on it, none joined into a constellation, shows more than a blank one.
TEST(DrawnLines, LinesNotJoinedIntoAConstellationDoNotCount) {
  cv::Mat photo = blank_board();
  draw_line(photo, {1, 4}, {2, 4});
  draw_line(photo, {2, 4}, {3, 3});  // two lines joined: not yet a constellation
  draw_line(photo, {8, 3}, {9, 3});  // and one on its own
  EXPECT_EQ(lines_on(photo), 0);
  EXPECT_EQ(inked_on(photo), 3);
}

TEST(DrawnLines, AConstellationCountsEachOfItsLines) {
  cv::Mat photo = blank_board();
  draw_line(photo, {3, 4}, {4, 4});
  draw_line(photo, {4, 4}, {5, 3});
  draw_line(photo, {5, 3}, {6, 3});
  draw_line(photo, {4, 4}, {4, 5});  // a branch: 4 lines in one constellation
  draw_line(photo, {8, 3}, {9, 3});  // a line on its own still doesn't count
  EXPECT_EQ(lines_on(photo), 4);
  EXPECT_EQ(inked_on(photo), 5);
}

// A diagonal drawn across the other lights that one's middle only where they cross, not all along it: the
// undrawn diagonal, ending at a point of the constellation, would otherwise join it.
TEST(DrawnLines, ALineAcrossASegmentDoesNotInkIt) {
  cv::Mat photo = blank_board();
  draw_line(photo, {3, 4}, {4, 3});
  draw_line(photo, {4, 3}, {5, 3});
  draw_line(photo, {3, 4}, {3, 3});  // (4,4)-(3,3), crossing the first, ends here
  EXPECT_EQ(lines_on(photo), 3);
}

// The photo's contrast is set by its own stars: a dim, low-contrast photo's lines count as well.
TEST(DrawnLines, ADimPhotosLinesCount) {
  cv::Mat photo = blank_board();
  draw_line(photo, {3, 4}, {4, 4});
  draw_line(photo, {4, 4}, {5, 3});
  draw_line(photo, {5, 3}, {6, 3});
  cv::Mat dim;
  photo.convertTo(dim, CV_8U, 0.3, 10);
  EXPECT_EQ(lines_on(dim), 3);
}

}  // namespace
}  // namespace starsight::vision
