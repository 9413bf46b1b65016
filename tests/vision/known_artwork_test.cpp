// A board's artwork measured on photos of it blank (starsight calibrate) is taken away round the artwork points
// before they are read, so that art looking like a star added there is not read as one. The renderer's second
// art generator (Figures, never tuned on) draws small stars and dots of its own among the artwork points.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>

#include "starsight/board.hpp"
#include "starsight/render/render.hpp"
#include "starsight/simulator.hpp"
#include "starsight/vision/artwork.hpp"
#include "starsight/vision/image_file.hpp"
#include "starsight/vision/read_board.hpp"

#include "read_rendered.hpp"

namespace starsight::vision {
namespace {

constexpr int kShots = 2;

// What a calibration on kShots photos of the blank board `id` measures.
BlankArtwork blank_artwork(int id, render::ArtStyle style, int variant) {
  BlankArtwork out;
  for (int shot = 0; shot < kShots; ++shot) {
    const render::Photo photo =
        render::render_blank_board(id, static_cast<std::uint64_t>(700 + 10 * id + shot), style, variant);
    const BlankArtwork a = measure_blank_artwork(decode_photo(photo.jpeg).gray, {});
    EXPECT_EQ(a.board, id) << a.error;
    out.board = a.board;
    out.ink = common_artwork(out.ink, a.ink);
  }
  return out;
}

double distance_to(const BoardGeometry& g, Point p, int x, int y) {
  return std::hypot(x - g.x_of(p.x), y - g.y_of(p.y));
}

TEST(KnownArtwork, IsTheArtRoundTheArtworkPointsAlone) {
  for (const int id : {3, 6}) {
    const BlankArtwork art = blank_artwork(id, render::ArtStyle::Figures, 1);
    ASSERT_EQ(art.board, id);
    const Board& b = board(id);
    const BoardGeometry& g = b.geometry;
    int inked = 0, stray = 0;
    for (int y = 0; y < art.ink.rows; ++y)
      for (int x = 0; x < art.ink.cols; ++x) {
        if (art.ink.at<unsigned char>(y, x) < 30) continue;
        ++inked;
        double nearest_art = 1e9, nearest_glyph = 1e9;
        for (int i = 0; i < kPointCount; ++i) {
          const Point p = point_at(i);
          const double d = distance_to(g, p, x, y);
          if (b.kind(p) == PointKind::Artwork) nearest_art = std::min(nearest_art, d);
          if (b.kind(p) == PointKind::Star || b.kind(p) == PointKind::Planet)
            nearest_glyph = std::min(nearest_glyph, d);
        }
        stray += nearest_art > 41 || nearest_glyph < 10;
      }
    EXPECT_GT(inked, 500) << "board " << id << ": the figures' art was not measured";
    EXPECT_EQ(stray, 0) << "board " << id << ": ink kept away from the artwork points or on a printed glyph";
  }
}

TEST(KnownArtwork, IsNotMeasuredOnABoardWithADrawing) {
  const State played = simulate_game(11);
  ASSERT_GT(played.lines.count(), 10u);
  render::RenderOptions o;
  o.seed = 11;
  o.level = render::Level::Easy;
  const render::Photo photo = render::render_photo(played, o);
  const BlankArtwork a = measure_blank_artwork(decode_photo(photo.jpeg).gray, {});
  EXPECT_EQ(a.board, 0);
  EXPECT_NE(a.error.find("drawing"), std::string::npos) << a.error;
}

// Dev games with the new-stars card whose Figures art, read as it is, gave a star added where none was drawn
// (and so, two stars a use, missed one that was).
class FiguresNewStars : public ::testing::TestWithParam<int> {};

TEST_P(FiguresNewStars, AreReadOnceTheArtIsKnown) {
  const int seed = GetParam();
  const State truth = simulate_game(static_cast<std::uint64_t>(seed));
  ASSERT_EQ(truth.power_card, Power::NewStars);
  render::RenderOptions o;
  o.seed = static_cast<std::uint64_t>(seed);
  o.level = render::Level::Easy;
  o.art_style = render::ArtStyle::Figures;
  const render::Photo photo = render::render_photo(truth, o);
  auto known = std::make_shared<std::map<int, cv::Mat>>();
  for (int id = 1; id <= kBoardCount; ++id)
    (*known)[id] = blank_artwork(id, render::ArtStyle::Figures, photo.truth.params.art_variant).ink;
  ReadOptions options;
  options.power_card = truth.power_card;
  options.point_card = truth.point_card;
  options.artwork = known;
  const Reading r = read_photo_bytes(photo.jpeg, options);
  ASSERT_TRUE(r.ok()) << r.message;
  auto sorted = [](std::vector<Point> v) {
    std::sort(v.begin(), v.end(), [](Point a, Point b) { return point_index(a) < point_index(b); });
    return v;
  };
  EXPECT_EQ(sorted(r.state.new_stars), sorted(truth.new_stars));
  EXPECT_EQ(r.state.lines, truth.lines);
}

INSTANTIATE_TEST_SUITE_P(Seeds, FiguresNewStars, ::testing::Values(5028));

TEST(KnownArtwork, OfAnotherBoardChangesNothing) {
  const State truth = simulate_game(5028);
  const render::Photo photo = rendered_photo(truth, 5028);
  ReadOptions plain;
  plain.power_card = truth.power_card;
  ReadOptions other = plain;
  auto known = std::make_shared<std::map<int, cv::Mat>>();
  (*known)[truth.board % kBoardCount + 1] =
      blank_artwork(truth.board % kBoardCount + 1, render::ArtStyle::Animals, 0).ink;
  other.artwork = known;
  const Reading a = read_photo_bytes(photo.jpeg, plain), b = read_photo_bytes(photo.jpeg, other);
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_EQ(a.segment_p, b.segment_p);
  EXPECT_EQ(a.state.new_stars, b.state.new_stars);
}

}  // namespace
}  // namespace starsight::vision
