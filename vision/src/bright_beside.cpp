#include "bright_beside.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "star_field.hpp"

namespace starsight::vision {
namespace {

// As much bright detail beyond the board as this fraction of the board's own. A whole board beside the subject,
// large enough to be taken for it (LatticeChoice::subject asks 0.4 of its area) and drawn on at least as much,
// shows about half the subject's or more. Of 97 dev normal photos (9800..9899), 14 showed as much: 9 boards
// beside the subject, and 5 tables whose wood, cloth or pattern lit up the top-hat all over.
constexpr double kAsMuchBeyond = 0.5;
// Bright detail in more of the frame's cells (a lattice pitch square) beyond the board than this is the table's
// grain or a cloth's weave: those 5 tables lit 0.84-1.0 of them, the 9 boards beside 0.13-0.64 (a dev speed
// frame's striped cloth 0.19, a board cut off by the frame beside the subject).
constexpr double kSpreadOverAll = 0.7;
// Template units beyond the board's edge where the photo's blur still spreads the board's own detail.
constexpr double kEdgeBlur = 20;
constexpr double kPitch = 52;  // template units between stars

// Every other row is looked at (a view of the top-hat, not a copy): a printed star's bright core is taller than two
// rows at any scale a board is read at, and the counts are only compared with each other.
constexpr int kRowStep = 2;

// The fraction of the frame's pitch-sized cells wholly beyond `board` (photo pixels) that hold any of `bright`
// (every kRowStep-th row of the photo).
double spread_beyond(const cv::Mat& bright, const std::vector<cv::Point2f>& board, double pitch) {
  const int side = std::max(kRowStep, static_cast<int>(std::lround(pitch))), rows = side / kRowStep;
  int room = 0, lit = 0;
  for (int y = 0; y + rows <= bright.rows; y += rows)
    for (int x = 0; x + side <= bright.cols; x += side) {
      const cv::Point2f centre(static_cast<float>(x + side / 2.0), static_cast<float>((y + rows / 2.0) * kRowStep));
      if (cv::pointPolygonTest(board, centre, true) > -side) continue;  // on the board or touching it
      ++room;
      lit += cv::countNonZero(bright(cv::Rect(x, y, side, rows))) > 0;
    }
  return room > 0 ? static_cast<double>(lit) / room : 0;
}

}  // namespace

bool board_may_lie_beside(const cv::Mat& tophat, const cv::Matx33d& homography, double star_peak) {
  if (tophat.empty()) return false;
  const cv::Mat every_other_row(tophat.rows / kRowStep, tophat.cols, CV_8U, const_cast<unsigned char*>(tophat.data),
                                tophat.step * kRowStep);
  cv::Mat bright;
  cv::threshold(every_other_row, bright, star_peak - 1, 255, cv::THRESH_BINARY);
  const int all = cv::countNonZero(bright);
  const std::vector<cv::Point2f> board = board_outline(homography, kEdgeBlur);
  std::vector<cv::Point> in_rows;
  for (const cv::Point2f& p : board) in_rows.emplace_back(cvRound(p.x), cvRound(p.y / kRowStep));
  cv::fillConvexPoly(bright, in_rows, cv::Scalar(0));
  const int beyond = cv::countNonZero(bright);
  if (beyond == 0 || beyond < kAsMuchBeyond * (all - beyond)) return false;
  return spread_beyond(bright, board, kPitch * pixels_per_unit(homography)) <= kSpreadOverAll;
}

bool board_may_lie_beside(const cv::Mat& gray, const cv::Matx33d& homography) {
  StarField field(gray);
  return board_may_lie_beside(field.at(pixels_per_unit(homography)).tophat(), homography, kPrintedStarPeak);
}

}  // namespace starsight::vision
