// A photo taken through a distorting lens: the lattice bends where one homography can't follow it. With the lens
// calibration measured, the reader takes it out first and reads the photo as if the lens were perfect.
#include <gtest/gtest.h>

#include <cmath>

#include <opencv2/core/utility.hpp>
#include <opencv2/imgproc.hpp>

#include "starsight/lens.hpp"
#include "starsight/render/render.hpp"
#include "starsight/score.hpp"
#include "starsight/simulator.hpp"
#include "starsight/vision/lens_correction.hpp"
#include "starsight/vision/read_board.hpp"

namespace starsight::vision {
namespace {

constexpr double kBarrel = -0.1;  // a strong wide-angle lens that the phone did not correct

struct LensPhoto {
  State truth;
  render::Photo photo;
  ReadOptions options;
};

LensPhoto through_lens(std::uint64_t seed) {
  LensPhoto out;
  out.truth = simulate_game(seed);
  render::RenderOptions o;
  o.seed = seed;
  o.level = render::Level::Easy;
  o.lens_k1 = kBarrel;
  out.photo = render::render_photo(out.truth, o);
  out.options.power_card = out.truth.power_card;
  out.options.point_card = out.truth.point_card;
  return out;
}

// Dev easy 5024 through this lens: two lines missed and 45 readings doubtful without the lens taken out.
TEST(LensCorrection, APhotoThroughADistortingLensIsReadExactlyOnceTheLensIsKnown) {
  cv::setNumThreads(1);
  LensPhoto p = through_lens(5024);
  const Reading plain = read_photo_bytes(p.photo.jpeg, p.options);
  ASSERT_TRUE(plain.ok()) << plain.message;
  EXPECT_NE(plain.state.lines, p.truth.lines);  // the lens matters here
  p.options.lens = Lens{kBarrel};
  const Reading r = read_photo_bytes(p.photo.jpeg, p.options);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(r.state.lines, p.truth.lines);
  EXPECT_EQ(score(r.state).total, p.photo.truth.score.total);
  EXPECT_TRUE(r.uncertain.empty());
}

// With no calibration, a lens this strong shows in the photo's own stars: it is taken out all the same (dev easy
// 5016 through it: two lines read that were not drawn, one missed, and 12 readings doubtful before).
TEST(LensCorrection, AStrongLensIsSeenInThePhotosOwnStars) {
  cv::setNumThreads(1);
  const LensPhoto p = through_lens(5016);
  const Reading r = read_photo_bytes(p.photo.jpeg, p.options);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_LT(r.lens.k1, -0.05);
  EXPECT_GT(r.lens.k1, -0.15);
  EXPECT_EQ(r.state.lines, p.truth.lines);
  EXPECT_EQ(score(r.state).total, p.photo.truth.score.total);
}

TEST(LensCorrection, APhotoThroughAPerfectLensIsReadAsItIs) {
  cv::setNumThreads(1);
  for (std::uint64_t seed : {5000u, 5003u, 5018u}) {  // 5018: a perfect lens's photo the fit finds k1 0.02 in
    const State truth = simulate_game(seed);
    render::RenderOptions o;
    o.seed = seed;
    o.level = render::Level::Easy;
    const render::Photo photo = render::render_photo(truth, o);
    const Reading r = read_photo_bytes(photo.jpeg, {});
    ASSERT_TRUE(r.ok()) << r.message;
    EXPECT_TRUE(r.lens.none()) << seed << ": " << r.lens.k1;
  }
}

TEST(LensCorrection, TakingItOutPutsTheStarsWhereTheHomographySays) {
  // The photo's pixel that the lens shows a board point at holds, once the lens is out, the point the
  // distortion-free homography maps it to.
  const cv::Size size(800, 600);
  cv::Mat img(size, CV_8U, cv::Scalar(0));
  const Lens lens{kBarrel};
  const PixelPoint u{700, 520};  // near a corner, where the lens moves things most
  const PixelPoint d = distort(lens, u, size.width, size.height);
  cv::circle(img, cv::Point(static_cast<int>(std::lround(d.x)), static_cast<int>(std::lround(d.y))), 2, cv::Scalar(255),
             cv::FILLED);
  const cv::Mat out = undistorted(img, lens);
  cv::Point peak;
  cv::minMaxLoc(out, nullptr, nullptr, nullptr, &peak);
  EXPECT_LE(std::abs(peak.x - u.x), 1.5) << peak;
  EXPECT_LE(std::abs(peak.y - u.y), 1.5) << peak;
  EXPECT_GT(std::hypot(d.x - u.x, d.y - u.y), 20);     // it did move
  EXPECT_EQ(undistorted(img, Lens{}).data, img.data);  // no lens: the image itself
}

}  // namespace
}  // namespace starsight::vision
