// The same seed gives the same bytes; another seed gives another photo.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "starsight/render/levels.hpp"
#include "starsight/render/render.hpp"
#include "starsight/simulator.hpp"

namespace starsight::render {
namespace {

Photo small_photo(std::uint64_t seed, Level level) {
  const State s = simulate_game(seed);
  RenderOptions o;
  o.seed = seed;
  o.level = level;
  o.size = cv::Size(1280, 960);
  return render_photo(s, o);
}

bool same_pixels(const cv::Mat& a, const cv::Mat& b) {
  return a.size() == b.size() && a.type() == b.type() && cv::norm(a, b, cv::NORM_INF) == 0;
}

TEST(RenderDeterminism, SameSeedSameBytes) {
  cv::setNumThreads(1);
  for (Level l : {Level::Easy, Level::Normal, Level::Hard}) {
    const Photo a = small_photo(42, l), b = small_photo(42, l);
    EXPECT_FALSE(a.jpeg.empty());
    EXPECT_EQ(a.jpeg, b.jpeg) << level_name(l);
    EXPECT_TRUE(same_pixels(a.image, b.image)) << level_name(l);
    EXPECT_EQ(truth_to_json(a.truth), truth_to_json(b.truth));
  }
}

TEST(RenderDeterminism, SameBytesWithMoreThreads) {
  cv::setNumThreads(1);
  const Photo a = small_photo(8, Level::Hard);
  cv::setNumThreads(2);
  const Photo b = small_photo(8, Level::Hard);
  cv::setNumThreads(1);
  EXPECT_EQ(a.jpeg, b.jpeg);
}

TEST(RenderDeterminism, OtherSeedOtherPhoto) {
  cv::setNumThreads(1);
  const Photo a = small_photo(42, Level::Normal), b = small_photo(43, Level::Normal);
  EXPECT_NE(a.jpeg, b.jpeg);
}

TEST(RenderTruth, JsonHoldsWhatTheReaderNeeds) {
  cv::setNumThreads(1);
  const Photo p = small_photo(5, Level::Normal);
  const nlohmann::json j = truth_to_json(p.truth);
  EXPECT_EQ(j.at("board"), p.truth.board);
  EXPECT_EQ(j.at("level"), "normal");
  EXPECT_EQ(j.at("seed"), 5);
  EXPECT_EQ(j.at("state").at("format"), "starsight-state/1");
  EXPECT_EQ(j.at("score").at("total"), p.truth.score.total);
  ASSERT_EQ(j.at("homography").size(), 3u);
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 3; ++c)
      EXPECT_DOUBLE_EQ(j.at("homography")[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)].get<double>(),
                       p.truth.homography(r, c));
  EXPECT_EQ(j.at("size")[0], 1280);
}

TEST(RenderLevels, RangesMatchTheIssue) {
  EXPECT_LE(level_ranges(Level::Hard).tilt_deg.hi, 45);
  EXPECT_GE(level_ranges(Level::Hard).tilt_deg.hi, 45);
  for (Level l : {Level::Easy, Level::Normal, Level::Hard}) {
    EXPECT_GE(level_ranges(l).fill.lo, 0.30);
    EXPECT_LE(level_ranges(l).fill.hi, 0.95);
    EXPECT_GE(level_ranges(l).marker_width.lo, 0.008);
    EXPECT_LE(level_ranges(l).marker_width.hi, 0.022);
    EXPECT_EQ(parse_level(level_name(l)), l);
  }
  EXPECT_FALSE(parse_level("medium"));
}

TEST(RenderPhoto, FillsTheAskedPartOfTheFrame) {
  cv::setNumThreads(1);
  for (double fill : {0.3, 0.95}) {
    State s;
    RenderOptions o;
    o.seed = 3;
    o.size = cv::Size(1600, 1200);
    o.fill = fill;
    o.degrade = false;
    o.jpeg_quality = 0;
    const Photo p = render_photo(s, o);
    double x0 = 1e9, x1 = -1e9, y0 = 1e9, y1 = -1e9;
    for (cv::Point2d q : {cv::Point2d(0, 800), cv::Point2d(546, 800), cv::Point2d(0, 273), cv::Point2d(546, 273),
                          cv::Point2d(273, 0)}) {
      const cv::Vec3d v = p.truth.homography * cv::Vec3d(q.x, q.y, 1);
      x0 = std::min(x0, v[0] / v[2]), x1 = std::max(x1, v[0] / v[2]), y0 = std::min(y0, v[1] / v[2]),
      y1 = std::max(y1, v[1] / v[2]);
    }
    EXPECT_GE(x0, -1);
    EXPECT_GE(y0, -1);
    EXPECT_LE(x1, 1601);
    EXPECT_LE(y1, 1201);
    EXPECT_GT(std::max((x1 - x0) / 1600, (y1 - y0) / 1200), fill * 0.85);
  }
}

}  // namespace
}  // namespace starsight::render
