// A lattice is a board's only where a camera in front of the board could have seen it so: every view a phone takes
// of a board, tilted up to 45 degrees, is taken, and a fan of specks converging on a vanishing point is not.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

#include <opencv2/core.hpp>

#include "../../vision/src/lattice_refiner.hpp"
#include "read_rendered.hpp"
#include "starsight/simulator.hpp"

namespace starsight::vision {
namespace {

constexpr double kPi = 3.14159265358979323846;

struct View {
  double turn_deg = 0;  // the board turned in its own plane
  double tilt_deg = 0;  // then tilted by this much ...
  double axis_deg = 0;  // ... about an axis at this angle in its plane
  double fill = 1;      // the board's 800 units over this share of the frame's short side
  double fov_deg = 70;  // the camera's angle across the frame's long side
  cv::Size frame{4032, 3024};
};

// Template units -> photo pixels of a pinhole camera looking at the board's centre.
cv::Matx33d camera_view(const View& v) {
  const double f = std::max(v.frame.width, v.frame.height) / (2 * std::tan(v.fov_deg / 2 * kPi / 180));
  const double th = v.turn_deg * kPi / 180, ti = v.tilt_deg * kPi / 180, ax = v.axis_deg * kPi / 180;
  const cv::Matx33d turn(std::cos(th), -std::sin(th), 0, std::sin(th), std::cos(th), 0, 0, 0, 1);
  const cv::Vec3d axis(std::cos(ax), std::sin(ax), 0);
  const cv::Matx33d k(0, -axis[2], axis[1], axis[2], 0, -axis[0], -axis[1], axis[0], 0);
  const cv::Matx33d r = (cv::Matx33d::eye() + std::sin(ti) * k + (1 - std::cos(ti)) * (k * k)) * turn;
  const double distance = f * 800 / (v.fill * std::min(v.frame.width, v.frame.height));
  const cv::Matx33d camera(f, 0, v.frame.width / 2.0, 0, f, v.frame.height / 2.0, 0, 0, 1);
  const cv::Matx33d plane(r(0, 0), r(0, 1), 0, r(1, 0), r(1, 1), 0, r(2, 0), r(2, 1), distance);
  const cv::Matx33d centred(1, 0, -273, 0, 1, -400, 0, 0, 1);
  return camera * plane * centred;
}

TEST(SeenFromInFront, TakesEveryPhoneViewOfABoardTiltedUpTo45Degrees) {
  std::mt19937 rng(20261202);
  std::uniform_real_distribution<double> turn(0, 360), tilt(0, 45), fill(0.25, 1.0), fov(60, 80);
  for (int i = 0; i < 5000; ++i) {
    View v;
    v.turn_deg = turn(rng);
    v.tilt_deg = tilt(rng);
    v.axis_deg = turn(rng);
    v.fill = fill(rng);
    v.fov_deg = fov(rng);
    v.frame = i % 2 ? cv::Size(1920, 1080) : cv::Size(3024, 4032);
    const cv::Matx33d h = camera_view(v);
    ASSERT_TRUE(seen_from_in_front(h)) << "view " << i << ": tilt " << v.tilt_deg << ", fill " << v.fill;
    // A homography is the same map times any factor, a negative one too.
    ASSERT_TRUE(seen_from_in_front(-2.0 * h)) << "view " << i;
  }
}

TEST(SeenFromInFront, RefusesAViewWhoseHorizonCrossesTheBoard) {
  // Depth 1 at the board's left edge, falling through 0 before its right edge: its right part would lie behind the
  // camera.
  const cv::Matx33d fan(1, 0, 0, 0, 1, 0, -0.003, 0, 1);
  EXPECT_FALSE(seen_from_in_front(fan));
  EXPECT_FALSE(seen_from_in_front(-1.0 * fan));
}

TEST(SeenFromInFront, RefusesAViewFarSteeperThanAPhotoOfTheBoardIsTaken) {
  View v;
  v.axis_deg = std::atan2(400.0, 273.0) * 180 / kPi + 90;  // tipping the board along its diagonal
  v.tilt_deg = 45;
  EXPECT_TRUE(seen_from_in_front(camera_view(v)));
  v.tilt_deg = 80;
  EXPECT_FALSE(seen_from_in_front(camera_view(v)));
}

// Dev hard 40151: a small board, blurred and moved, whose patterned band and panel were fitted as a lattice of 90
// stars converging on a vanishing point beside it, was refused as cut off and told to step back. It is read.
TEST(SeenFromInFront, ASmallBlurredBoardIsReadNotToldToStepBackFromAFanOfSpecks) {
  const State truth = simulate_game(40151);
  const Reading r = read_rendered(truth, 40151, render::Level::Hard);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(r.state.board, truth.board);
  EXPECT_TRUE(seen_from_in_front(r.homography));
}

}  // namespace
}  // namespace starsight::vision
