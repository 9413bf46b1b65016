// Boards cut off by the frame are told to step back, naming the edge, and not that another board lies beside them:
// the finder's outlines of the table's dark patches beside a cut board are no boards. Nothing that is no board is
// told it is cut off (no_board_test.cpp).
#include <gtest/gtest.h>

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "starsight/render/render.hpp"
#include "starsight/simulator.hpp"
#include "starsight/vision/read_board.hpp"

namespace starsight::vision {
namespace {

enum class Edge { Left, Top };

struct CutPhoto {
  int seed;
  render::Level level;
  Edge edge;
  double cut;  // the share of the board's box in the photo left out of the frame
};

void PrintTo(const CutPhoto& c, std::ostream* os) {
  *os << "seed " << c.seed << ", " << render::level_name(c.level) << ", " << c.cut << " cut at the "
      << (c.edge == Edge::Left ? "left" : "top");
}

// The photo of the game `c.seed`, cropped at its left or top edge through the board.
cv::Mat cut_photo(const CutPhoto& c) {
  render::RenderOptions o;
  o.seed = static_cast<std::uint64_t>(c.seed);
  o.level = c.level;
  o.jpeg_quality = 0;
  const render::Photo p = render::render_photo(simulate_game(o.seed), o);
  const std::vector<cv::Point2d> corners{{0, 0}, {546, 0}, {546, 800}, {0, 800}};
  std::vector<cv::Point2d> seen;
  cv::perspectiveTransform(corners, seen, p.truth.homography);
  const cv::Rect box =
      cv::boundingRect(std::vector<cv::Point2f>(seen.begin(), seen.end())) & cv::Rect(0, 0, p.image.cols, p.image.rows);
  if (c.edge == Edge::Left) {
    const int x = box.x + static_cast<int>(c.cut * box.width);
    return p.image(cv::Rect(x, 0, p.image.cols - x, p.image.rows)).clone();
  }
  const int y = box.y + static_cast<int>(c.cut * box.height);
  return p.image(cv::Rect(0, y, p.image.cols, p.image.rows - y)).clone();
}

class CutBoard : public ::testing::TestWithParam<CutPhoto> {};

TEST_P(CutBoard, IsToldToStepBackFromTheEdgeThatCutsIt) {
  const Reading r = read_board(cut_photo(GetParam()));
  EXPECT_EQ(r.refusal, Refusal::BoardCutOff) << r.message;
  const std::string edge = GetParam().edge == Edge::Left ? "the photo's left edge" : "the photo's top edge";
  EXPECT_NE(r.message.find(edge), std::string::npos) << r.message;
}

// Dev photos (no other board in view) once refused as "the board read runs out of the frame, and another board
// wholly in the photo could not be read": the finder had outlined a dark patch of the table a tenth of the board's
// area or less.
INSTANTIATE_TEST_SUITE_P(Seeds, CutBoard,
                         ::testing::Values(CutPhoto{54003, render::Level::Normal, Edge::Left, 0.28},
                                           CutPhoto{54008, render::Level::Easy, Edge::Top, 0.16},
                                           CutPhoto{54012, render::Level::Easy, Edge::Left, 0.16},
                                           CutPhoto{54038, render::Level::Easy, Edge::Left, 0.40}));

// A board cut by the frame beside a dark patch of the table that the finder outlines whole, as it would another board
// under glare (dev normal 54019 cropped 16 % at the left; 21 of 320 crops of easy and normal 54000..54039, 16 and 30 %
// at each edge, so refused): which board is to be scored only the user knows, so the refusal names the edge that
// cuts the board read and says what to do either way. It once said only that another board wholly in the photo
// could not be read.
TEST(CutBoard, BesideWhatMayBeAnotherBoardIsToldTheEdgeAndToStepBackIfItIsTheOne) {
  const Reading r = read_board(cut_photo({54019, render::Level::Normal, Edge::Left, 0.16}));
  EXPECT_EQ(r.refusal, Refusal::NoBoard) << r.message;
  EXPECT_NE(r.message.find("the board read runs out of the photo's left edge"), std::string::npos) << r.message;
  EXPECT_NE(r.message.find("if the board to score is the one cut off, step back so the whole board is in the frame"),
            std::string::npos)
      << r.message;
}

// A board cut so far that no lattice of it is found (dev normal 54027, cropped 40 % at the left, the finder's likeliest
// outline of it running out of the frame beside a dark patch of the table outlined whole) is refused as showing no
// board, and told that stepping back would help if the board runs out of the frame.
TEST(CutBoard, CutTooFarForItsLatticeIsStillToldToStepBackIfItRunsOut) {
  const Reading r = read_board(cut_photo({54027, render::Level::Normal, Edge::Left, 0.40}));
  EXPECT_EQ(r.refusal, Refusal::NoBoard) << r.message;
  EXPECT_NE(r.message.find("if the board runs out of the frame, step back so the whole board is in it"),
            std::string::npos)
      << r.message;
}

}  // namespace
}  // namespace starsight::vision
