// A lattice fit made with a memo of the fits already made on the same field ends, to the last bit, as the same fit
// made afresh: the memo only skips passes whose start, and so whose end, a fit already made had.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "starsight/render/render.hpp"
#include "starsight/simulator.hpp"

#include "../../vision/src/lattice_refiner.hpp"
#include "first_look.hpp"

namespace starsight::vision {
namespace {

void expect_same_fit(const RefinedLattice& a, const RefinedLattice& b) {
  EXPECT_EQ(std::memcmp(a.homography.val, b.homography.val, sizeof a.homography.val), 0);
  EXPECT_EQ(a.stars_matched, b.stars_matched);
  EXPECT_EQ(std::memcmp(&a.strength, &b.strength, sizeof a.strength), 0);
  EXPECT_EQ(std::memcmp(&a.rms_error, &b.rms_error, sizeof a.rms_error), 0);
  EXPECT_EQ(a.ok, b.ok);
}

TEST(LatticeFitMemo, AFitMadeWithTheMemoIsTheFitMadeAfresh) {
  for (const std::uint64_t seed : {5004u, 5028u}) {
    const auto [gray, truth] = first_look(seed, render::Level::Hard);
    const BoardGeometry& g = boards()[0].geometry;
    // Starts about the truth (which many fits meet from), a pitch or so off, turned a little, and repeated (which
    // the memo knows from the first pass on).
    std::vector<cv::Matx33d> starts;
    for (const double dx : {0.0, 3.0, -20.0, 40.0})
      for (const double turn : {0.0, 0.02}) {
        const cv::Matx33d move(std::cos(turn), -std::sin(turn), dx, std::sin(turn), std::cos(turn), dx / 2, 0, 0, 1);
        starts.push_back(move * truth);
      }
    starts.push_back(starts[0]);
    starts.push_back(starts[3]);
    StarField field(gray);
    LatticeFitMemo memo;
    for (const cv::Matx33d& start : starts) {
      const RefinedLattice with_memo = refine_lattice(field, start, g, &memo);
      StarField fresh(gray);
      expect_same_fit(with_memo, refine_lattice(fresh, start, g));
    }
  }
}

}  // namespace
}  // namespace starsight::vision
