// Another board may lie beside the board read when as much small bright detail lies beyond it as on it, gathered
// in part of the frame; detail spread over the whole frame beyond it is the table's grain.
#include <gtest/gtest.h>

#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

#include "../../vision/src/bright_beside.hpp"

namespace starsight::vision {
namespace {

constexpr double kStarPeak = 30;
constexpr double kScale = 0.5;  // photo pixels per template unit

// Template units -> photo pixels for a board whose top left corner lies at `corner` (pixels).
cv::Matx33d board_at(cv::Point2d corner) { return {kScale, 0, corner.x, 0, kScale, corner.y, 0, 0, 1}; }

// A board's 10 x 11 printed stars, 52 units apart, as a top-hat shows them.
void draw_stars(cv::Mat& tophat, const cv::Matx33d& h) {
  for (int y = 0; y < 11; ++y)
    for (int x = 0; x < 10; ++x) {
      const cv::Vec3d p = h * cv::Vec3d(38 + 52.0 * x, 40 + 52.0 * y, 1);
      cv::circle(tophat, cv::Point(cvRound(p[0]), cvRound(p[1])), 3, cv::Scalar(80), cv::FILLED);
    }
}

TEST(BoardMayLieBeside, NotBesideALoneBoard) {
  cv::Mat tophat = cv::Mat::zeros(720, 1280, CV_8U);
  const cv::Matx33d read = board_at({100, 150});
  draw_stars(tophat, read);
  EXPECT_FALSE(board_may_lie_beside(tophat, read, kStarPeak));
}

TEST(BoardMayLieBeside, BesideAnotherBoardsStars) {
  cv::Mat tophat = cv::Mat::zeros(720, 1280, CV_8U);
  const cv::Matx33d read = board_at({100, 150}), other = board_at({600, 150});
  draw_stars(tophat, read);
  draw_stars(tophat, other);
  EXPECT_TRUE(board_may_lie_beside(tophat, read, kStarPeak));
  // Fainter than printed stars (a cloth's weave), the same pattern is nothing.
  tophat.setTo(0);
  draw_stars(tophat, read);
  cv::Mat faint = cv::Mat::zeros(tophat.size(), CV_8U);
  draw_stars(faint, other);
  tophat += faint / 4;
  EXPECT_FALSE(board_may_lie_beside(tophat, read, kStarPeak));
}

TEST(BoardMayLieBeside, NotBesideATableGrainAllOver) {
  cv::Mat tophat = cv::Mat::zeros(720, 1280, CV_8U);
  const cv::Matx33d read = board_at({100, 150});
  for (int y = 0; y < tophat.rows; y += 12)
    for (int x = (y / 12 % 2) * 6; x < tophat.cols; x += 12) tophat.at<unsigned char>(y, x) = 60;
  draw_stars(tophat, read);
  EXPECT_FALSE(board_may_lie_beside(tophat, read, kStarPeak));
}

TEST(BoardMayLieBeside, NothingToLookAt) { EXPECT_FALSE(board_may_lie_beside(cv::Mat(), board_at({0, 0}), kStarPeak)); }

}  // namespace
}  // namespace starsight::vision
