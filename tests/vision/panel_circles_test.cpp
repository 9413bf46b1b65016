// Boards placed by their score panel's circles: drawn panels at known places (turned, tilted, side by side
// with their panels merged, the circles joined by the plus signs between them, the total under a hand) are
// placed within a few percent of the board's width, and nothing else on the panel is taken for a board.
#include <vector>

#include <gtest/gtest.h>

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include "../../vision/src/panel_circles.hpp"
#include "../../vision/src/template_geometry.hpp"

namespace starsight::vision {
namespace {

// The photos are 1280 x 960; places below are given on a 480 x 360 sketch of them.
constexpr double kZoom = 1280.0 / 480;

// A board's template (546 x 800 units) seen in the image: centre and scale (pixels per unit) on the sketch,
// turn, and a camera tilted `tilt_deg` off the board's normal about the board's horizontal axis, its far
// (top) edge away from the camera, from a distance of three board heights.
cv::Matx33d placement(cv::Point2d sketch_centre, double sketch_scale, double turn_deg, double tilt_deg = 0) {
  const cv::Point2d centre = sketch_centre * kZoom;
  const double scale = sketch_scale * kZoom, distance = 2400;
  const double t = turn_deg * CV_PI / 180, tilt = tilt_deg * CV_PI / 180;
  const std::vector<cv::Point2f> tpl{{0, 0}, {546, 0}, {546, 800}, {0, 800}};
  std::vector<cv::Point2f> img;
  for (const cv::Point2f p : tpl) {
    const double x = p.x - 273, y = (p.y - 400) * std::cos(tilt), depth = distance - (p.y - 400) * std::sin(tilt);
    const cv::Point2d q(x * scale * distance / depth, y * scale * distance / depth);
    img.emplace_back(centre +
                     cv::Point2d(q.x * std::cos(t) - q.y * std::sin(t), q.x * std::sin(t) + q.y * std::cos(t)));
  }
  return cv::Matx33d(cv::getPerspectiveTransform(tpl, img));
}

std::vector<cv::Point> projected(const cv::Matx33d& h, const std::vector<cv::Point2d>& tpl) {
  std::vector<cv::Point> out;
  for (const cv::Point2d p : tpl) out.emplace_back(apply(h, p));
  return out;
}

// Pixels per board width.
double width_of(const cv::Matx33d& h) { return cv::norm(apply(h, {546, 800}) - apply(h, {0, 800})); }

void fill(cv::Mat& img, const cv::Matx33d& h, const std::vector<cv::Point2d>& tpl, double level) {
  cv::fillPoly(img, std::vector<std::vector<cv::Point>>{projected(h, tpl)}, cv::Scalar(level), cv::LINE_AA);
}

void disc(cv::Mat& img, const cv::Matx33d& h, const PanelCircle& c, double level = 22) {
  std::vector<cv::Point2d> ring;
  for (int k = 0; k < 48; ++k)
    ring.push_back(c.centre + c.radius * cv::Point2d(std::cos(k * CV_PI / 24), std::sin(k * CV_PI / 24)));
  fill(img, h, ring, level);
}

// The sky and the panel with its circles and the plus signs between them, as the board finder sees them
// (its small, blurred working image).
void draw_board(cv::Mat& img, const cv::Matx33d& h) {
  fill(img, h, {{0, 273}, {546, 273}, {546, kSkyBottom}, {0, kSkyBottom}}, 25);
  fill(img, h, {{0, kSkyBottom}, {546, kSkyBottom}, {546, 800}, {0, 800}}, 225);
  for (const PanelCircle& c : kCategoryCircle) disc(img, h, c);
  disc(img, h, kTotalCircle);
  for (int i = 0; i < 6; ++i) disc(img, h, {{38.0 + 40 * (i % 3), 676.0 + 42 * (i / 3)}, 14});
  for (int i = 0; i + 1 < kCategoryCircles; ++i) {
    const cv::Point2d m = (kCategoryCircle[i].centre + kCategoryCircle[i + 1].centre) * 0.5;
    const int width = std::max(1, static_cast<int>(1.4 * width_of(h) / 546));
    cv::line(img, apply(h, m - cv::Point2d(4, 0)), apply(h, m + cv::Point2d(4, 0)), cv::Scalar(22), width);
    cv::line(img, apply(h, m - cv::Point2d(0, 4)), apply(h, m + cv::Point2d(0, 4)), cv::Scalar(22), width);
  }
}

cv::Mat table() { return cv::Mat(960, 1280, CV_8U, cv::Scalar(90)); }

double otsu_of(const cv::Mat& blurred) {
  cv::Mat dummy;
  return cv::threshold(blurred, dummy, 0, 255, cv::THRESH_BINARY | cv::THRESH_OTSU);
}

// As the board finder asks: the photo, and its 480-pixel blurred working image; the boards placed on the photo.
std::vector<cv::Matx33d> candidates(const cv::Mat& img) {
  cv::Mat coarse;
  cv::resize(img, coarse, cv::Size(480, 360), 0, 0, cv::INTER_AREA);
  cv::GaussianBlur(coarse, coarse, cv::Size(5, 5), 0);
  std::vector<cv::Matx33d> found = panel_circle_candidates(img, coarse, otsu_of(coarse));
  for (cv::Matx33d& h : found) h = cv::Matx33d(kZoom, 0, 0, 0, kZoom, 0, 0, 0, 1) * h;  // back to the photo
  return found;
}

// How far (pixels) `found` puts the board's corners and lattice corners from where `truth` does.
double misplacement(const cv::Matx33d& found, const cv::Matx33d& truth) {
  double worst = 0;
  for (const cv::Point2d p : {cv::Point2d(0, 0), cv::Point2d(546, 0), cv::Point2d(546, 800), cv::Point2d(0, 800),
                              cv::Point2d(37.5, 577), cv::Point2d(508.2, 577), cv::Point2d(273, 42)})
    worst = std::max(worst, cv::norm(apply(found, p) - apply(truth, p)));
  return worst;
}

// Whether some candidate places the board within `share` of its width everywhere.
bool placed(const std::vector<cv::Matx33d>& found, const cv::Matx33d& truth, double share = 0.04) {
  return std::any_of(found.begin(), found.end(),
                     [&](const cv::Matx33d& h) { return misplacement(h, truth) < share * width_of(truth); });
}

class PanelCirclesTurned : public ::testing::TestWithParam<double> {};

TEST_P(PanelCirclesTurned, PlaceTheBoardAndNothingElse) {
  const cv::Matx33d truth = placement({240, 170}, 0.33, GetParam());
  cv::Mat img = table();
  draw_board(img, truth);
  const std::vector<cv::Matx33d> found = candidates(img);
  ASSERT_FALSE(found.empty());
  for (const cv::Matx33d& h : found) EXPECT_LT(misplacement(h, truth), 0.04 * width_of(truth));
}

INSTANTIATE_TEST_SUITE_P(Turns, PanelCirclesTurned, ::testing::Values(0.0, 35.0, 90.0, 180.0, 250.0));

TEST(PanelCircles, TiltedBoardIsPlacedFromItsCirclesEllipses) {
  // 40 degrees off the normal: the board looks a quarter shorter than its width would say. The lattice's two bottom
  // rows (some 18 stars), where the refiner starts (its first pass looks 22 template units about the stars of rows 0..4
  // and needs a dozen), must land within its reach.
  const cv::Matx33d truth = placement({240, 170}, 0.33, 20, 40);
  cv::Mat img = table();
  draw_board(img, truth);
  const std::vector<cv::Matx33d> found = candidates(img);
  ASSERT_FALSE(found.empty());
  const double unit = width_of(truth) / 546;
  for (const cv::Point2d p :
       {cv::Point2d(37.5, 577), cv::Point2d(508.2, 577), cv::Point2d(37.5, 523.5), cv::Point2d(508.2, 523.5)})
    EXPECT_LT(cv::norm(apply(found.front(), p) - apply(truth, p)), 22 * unit) << p;
  // The tilt is no small one: row 2 (107 units above row 0) looks a fifth nearer to it than the width says.
  const double seen = cv::norm(apply(truth, {37.5, 470}) - apply(truth, {37.5, 577}));
  EXPECT_LT(seen, 0.8 * 107 * unit);
}

TEST(PanelCircles, TwoBoardsWithMergedPanelsAreBothPlaced) {
  // Side by side, touching: one bright region holds both panels, and the skies nearly meet.
  const cv::Matx33d left = placement({130, 180}, 0.3, 0), right = placement({130 + 0.3 * 546, 185}, 0.3, -3);
  cv::Mat img = table();
  draw_board(img, left);
  draw_board(img, right);
  const std::vector<cv::Matx33d> found = candidates(img);
  EXPECT_TRUE(placed(found, left));
  EXPECT_TRUE(placed(found, right));
}

TEST(PanelCircles, TotalUnderAHandStillPlacesTheBoard) {
  const cv::Matx33d truth = placement({240, 170}, 0.33, 15);
  cv::Mat img = table();
  draw_board(img, truth);
  disc(img, truth, {kTotalCircle.centre, kTotalCircle.radius + 8}, 160);  // a hand over the total
  EXPECT_TRUE(placed(candidates(img), truth));
}

TEST(PanelCircles, FirstCategoryUnderACardStillPlacesTheBoard) {
  const cv::Matx33d truth = placement({240, 170}, 0.33, -10);
  cv::Mat img = table();
  draw_board(img, truth);
  disc(img, truth, {kCategoryCircle[0].centre, kCategoryCircle[0].radius + 6}, 200);
  EXPECT_TRUE(placed(candidates(img), truth));
}

TEST(PanelCircles, ScoresWrittenInTheCirclesStillPlaceTheBoard) {
  // Each category circle and the total hold a score in white marker, its stroke running out to the edge.
  const cv::Matx33d truth = placement({240, 170}, 0.33, 30);
  cv::Mat img = table();
  draw_board(img, truth);
  std::vector<PanelCircle> circles(std::begin(kCategoryCircle), std::end(kCategoryCircle));
  circles.push_back(kTotalCircle);
  const int width = static_cast<int>(0.12 * width_of(truth) * kCategoryCircle[0].radius / 546);
  for (const PanelCircle& c : circles)
    cv::line(img, apply(truth, c.centre + cv::Point2d(0, -0.4 * c.radius)),
             apply(truth, c.centre + cv::Point2d(0.2 * c.radius, 1.1 * c.radius)), cv::Scalar(230), width);
  EXPECT_TRUE(placed(candidates(img), truth));
}

TEST(PanelCircles, ThePanelsFiveCirclesComeBeforeRowsOfFour) {
  // A checked cloth's squares pass for rows of four circles with no total beside them, more rows than the board
  // finder tries (dev normal 64587): a board's row, with its total, is tried first wherever it lies.
  const cv::Matx33d truth = placement({370, 250}, 0.25, 0);
  cv::Mat img = table();
  for (int row = 0; row < 4; ++row) {
    const int y = 100 + 200 * row;
    cv::rectangle(img, cv::Rect(40, y - 45, 250, 90), cv::Scalar(210), cv::FILLED);
    for (int k = 0; k < 4; ++k) cv::circle(img, {90 + 47 * k, y}, 19, cv::Scalar(25), cv::FILLED, cv::LINE_AA);
  }
  draw_board(img, truth);
  const std::vector<cv::Matx33d> found = candidates(img);
  ASSERT_GT(found.size(), 4u);
  EXPECT_TRUE(placed({found.front()}, truth));
}

TEST(PanelCircles, RowOfDotsWithoutATotalOrPanelIsNoBoard) {
  // A polka-dot cloth: equal dark dots in rows on a light ground, no larger dot beside any row of four...
  cv::Mat img(960, 1280, CV_8U, cv::Scalar(200));
  for (int y = 50; y < 960; y += 100)
    for (int x = 50; x < 1280; x += 100) cv::circle(img, {x, y}, 20, cv::Scalar(30), cv::FILLED, cv::LINE_AA);
  // ...in which every row of four has a fifth dot of the same size at either end: no row is a panel's.
  EXPECT_TRUE(candidates(img).empty());
}

}  // namespace
}  // namespace starsight::vision
