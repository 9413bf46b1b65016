// The ground-truth homography puts every rendered star where the template says.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "render_test_support.hpp"
#include "starsight/lens.hpp"

namespace starsight::render {
namespace {

using testing::clean_options;
using testing::map_point;
using testing::template_point;

// Stars whose neighbourhood holds nothing else bright: no printed line ends
// there, no artwork or people are next to it, and it is above the ground line.
bool clean_star(const Board& b, Point p) {
  if (b.kind(p) != PointKind::Star || p.y == 0) return false;  // row 0 touches the people's ground line
  for (SegmentId id : b.printed_lines) {
    const Segment& s = segment(id);
    if (s.a == p || s.b == p) return false;
  }
  for (int dx = -1; dx <= 1; ++dx)
    for (int dy = -1; dy <= 1; ++dy) {
      const Point q{p.x + dx, p.y + dy};
      if (in_lattice(q) && (b.kind(q) == PointKind::Artwork || b.kind(q) == PointKind::SunriseArt)) return false;
    }
  return true;
}

// The brightness-weighted centre of the star's pixels around `guess`, above
// the local background.
cv::Point2d measured_centre(const cv::Mat& img, cv::Point2d guess, double radius) {
  cv::Mat gray;
  const int r = static_cast<int>(std::ceil(radius));
  const cv::Rect roi = cv::Rect(static_cast<int>(guess.x) - r, static_cast<int>(guess.y) - r, 2 * r + 1, 2 * r + 1) &
                       cv::Rect(0, 0, img.cols, img.rows);
  cv::cvtColor(img(roi), gray, cv::COLOR_BGR2GRAY);
  double lo = 0, hi = 0;
  cv::minMaxLoc(gray, &lo, &hi);
  const double floor = lo + 0.35 * (hi - lo);
  double sw = 0, sx = 0, sy = 0;
  for (int y = 0; y < gray.rows; ++y)
    for (int x = 0; x < gray.cols; ++x) {
      const double gx = roi.x + x, gy = roi.y + y;
      if (std::hypot(gx - guess.x, gy - guess.y) > radius) continue;
      const double w = std::max(0.0, gray.at<std::uint8_t>(y, x) - floor);
      sw += w, sx += w * gx, sy += w * gy;
    }
  return sw > 0 ? cv::Point2d(sx / sw, sy / sw) : cv::Point2d(-1e9, -1e9);
}

// Where the photo shows a point of the distortion-free photo the homography maps to.
cv::Point2d through_lens(const Photo& photo, cv::Point2d q) {
  const PixelPoint d = distort(Lens{photo.truth.params.lens_k1}, {q.x, q.y}, photo.image.cols, photo.image.rows);
  return {d.x, d.y};
}

double worst_star_error(const Photo& photo) {
  const Board& b = board(photo.truth.board);
  double worst = 0;
  int checked = 0;
  for (int i = 0; i < kPointCount; ++i) {
    const Point p = point_at(i);
    if (!clean_star(b, p)) continue;
    const cv::Point2d t = template_point(b, p);
    const cv::Point2d expected = through_lens(photo, map_point(photo.truth.homography, t));
    // 9 template units around the star, in the photo's pixels.
    const cv::Point2d right = through_lens(photo, map_point(photo.truth.homography, t + cv::Point2d(1, 0)));
    const double radius = 9 * std::hypot(right.x - expected.x, right.y - expected.y);
    const cv::Point2d got = measured_centre(photo.image, expected, radius);
    worst = std::max(worst, std::hypot(got.x - expected.x, got.y - expected.y));
    ++checked;
  }
  EXPECT_GT(checked, 30);
  return worst;
}

TEST(RenderHomography, StarCentresWithinOnePointFivePixels) {
  cv::setNumThreads(1);
  for (int id = 1; id <= kBoardCount; ++id) {
    State s;
    s.board = id;
    RenderOptions o = clean_options(100 + static_cast<std::uint64_t>(id));
    o.size = cv::Size(1600, 1200);
    o.tilt_deg = 10.0 + 4.0 * id;  // up to 42 degrees
    o.rotation_deg = 47.0 * id;
    o.fill = 0.9;
    const Photo photo = render_photo(s, o);
    EXPECT_LT(worst_star_error(photo), 1.5) << "board " << id;
  }
}

TEST(RenderHomography, HoldsUnderNormalDegradation) {
  cv::setNumThreads(1);
  State s;
  s.board = 3;
  RenderOptions o;
  o.seed = 7;
  o.level = Level::Normal;
  o.size = cv::Size(2048, 1536);
  o.clutter = false;
  o.fill = 0.9;
  const Photo photo = render_photo(s, o);
  EXPECT_LT(worst_star_error(photo), 1.5);
}

// A blank board `id` rendered cleanly (no lighting, blur or noise) from `seed` at `size`, filling `fill` of it.
RenderOptions clean_board(std::uint64_t seed, cv::Size size, double fill) {
  RenderOptions o = clean_options(seed);
  o.size = size;
  o.fill = fill;
  return o;
}

Photo blank_board(int id, const RenderOptions& o) {
  State s;
  s.board = id;
  return render_photo(s, o);
}

TEST(RenderHomography, TheLensMovesStarsWhereItsModelSays) {
  cv::setNumThreads(1);
  RenderOptions o = clean_board(11, {1600, 1200}, 0.85);
  o.tilt_deg = 20;
  o.lens_k1 = -0.08;  // a strong barrel: the outer stars move about 20 px
  Photo photo = blank_board(2, o);
  EXPECT_LT(worst_star_error(photo), 1.5);
  photo.truth.params.lens_k1 = 0;  // read as if there were no lens: the stars are elsewhere
  EXPECT_GT(worst_star_error(photo), 5);
}

TEST(RenderHomography, AWrongHomographyIsCaught) {
  cv::setNumThreads(1);
  Photo photo = blank_board(5, clean_board(9, {1280, 960}, 0.9));
  photo.truth.homography = cv::Matx33d(1, 0, 3, 0, 1, 0, 0, 0, 1) * photo.truth.homography;  // 3 px off
  EXPECT_GT(worst_star_error(photo), 1.5);
}

}  // namespace
}  // namespace starsight::render
