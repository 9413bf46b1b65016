// A photo taken through a strongly distorting lens, opened in the window with the real reader: the reader sees the
// lens in the photo's own stars and takes it out; the window must show the photo with that lens out too, so that
// the reading drawn over it lands on the board (it drew over the photo as it came, straying near the edges).
#include <gtest/gtest.h>

#include <QFile>

#include "gui_test_support.hpp"
#include "starsight/board.hpp"
#include "starsight/simulator.hpp"

#if STARSIGHT_TEST_RENDER
#include "starsight/render/render.hpp"
#endif

namespace starsight::desktop {
namespace {

#if STARSIGHT_TEST_RENDER
// How bright the picture is, on average, where `h` (template units -> photo pixels of a photo `photo_size`) puts
// the board's printed stars: the brightest pixel round each.
double brightness_at_stars(const QImage& picture, QSize photo_size, const cv::Matx33d& h, const Board& board) {
  const double scale = static_cast<double>(picture.width()) / photo_size.width();
  double sum = 0;
  int n = 0;
  for (int i = 0; i < kPointCount; ++i) {
    const Point p = point_at(i);
    if (board.kind(p) != PointKind::Star) continue;
    const cv::Vec3d q = h * cv::Vec3d(board.geometry.x_of(p.x), board.geometry.y_of(p.y), 1);
    const int x = static_cast<int>(q[0] / q[2] * scale), y = static_cast<int>(q[1] / q[2] * scale);
    int best = 0;
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx)
        if (picture.valid(x + dx, y + dy)) best = std::max(best, qGray(picture.pixel(x + dx, y + dy)));
    sum += best;
    ++n;
  }
  return sum / n;
}
#endif

TEST(LensPhoto, TheWindowShowsThePhotoWithTheLensItsReadingTookOut) {
#if STARSIGHT_TEST_RENDER
  if (!photo_reading_built_in()) GTEST_SKIP() << "built without the photo reader";
  test::app();
  QTemporaryDir dir;
  ASSERT_TRUE(dir.isValid());
  // Dev easy 5016 through a strong barrel lens (-0.1): the reader finds it in the photo (see vision's lens_test).
  const State truth = simulate_game(5016);
  render::RenderOptions o;
  o.seed = 5016;
  o.level = render::Level::Easy;
  o.lens_k1 = -0.1;
  const render::Photo photo = render::render_photo(truth, o);
  QFile out(dir.filePath("lens.jpg"));
  ASSERT_TRUE(out.open(QIODevice::WriteOnly));
  out.write(reinterpret_cast<const char*>(photo.jpeg.data()), static_cast<qint64>(photo.jpeg.size()));
  out.close();

  const auto w = test::real_reader_window(dir);
  ASSERT_TRUE(w);
  w->openFiles({out.fileName()});
  w->readingService().waitForDone();
  ASSERT_EQ(w->document().game().players.size(), 1u);
  const Player& player = w->document().game().players[0];
  EXPECT_LT(player.lens_k1, -0.05);
  ASSERT_TRUE(player.homography);
  // The reading's homography is the renderer's (the board as a perfect lens would show it), star for star.
  const Board& board = starsight::board(truth.board);
  const cv::Matx33d& truth_h = photo.truth.homography;
  for (const Point p : {Point{0, 0}, Point{kLatticeWidth - 1, 0}, Point{0, kLatticeHeight - 1}, Point{5, 5}}) {
    const double tx = board.geometry.x_of(p.x), ty = board.geometry.y_of(p.y);
    const auto& h = *player.homography;
    const double wgt = h[6] * tx + h[7] * ty + h[8];
    const cv::Vec3d t = truth_h * cv::Vec3d(tx, ty, 1);
    EXPECT_NEAR((h[0] * tx + h[1] * ty + h[2]) / wgt, t[0] / t[2], 3) << p.x << "," << p.y;
    EXPECT_NEAR((h[3] * tx + h[4] * ty + h[5]) / wgt, t[1] / t[2], 3) << p.x << "," << p.y;
  }
  // The picture shown has the lens out: its printed stars are where that homography puts them, which in the photo
  // as it came they are not (the lens moved the outer ones by tens of pixels).
  const QSize size(photo.image.cols, photo.image.rows);
  const QImage shown = w->photoView()->picture();
  ASSERT_FALSE(shown.isNull());
  QImage as_taken;
  ASSERT_TRUE(as_taken.load(out.fileName()));
  as_taken = as_taken.scaled(shown.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
  const double on_stars = brightness_at_stars(shown, size, truth_h, board);
  const double off_stars = brightness_at_stars(as_taken, size, truth_h, board);
  EXPECT_GT(on_stars, off_stars + 30) << on_stars << " vs " << off_stars;
#else
  GTEST_SKIP() << "built without the renderer";
#endif
}

}  // namespace
}  // namespace starsight::desktop
