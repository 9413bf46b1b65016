// A phone stores a portrait photo sideways and tags it to be shown turned (EXIF orientation): the reading's
// homography is to the photo as shown, where the desktop program draws it.
#include <gtest/gtest.h>

#include <opencv2/core/utility.hpp>
#include <opencv2/imgcodecs.hpp>

#include "starsight/render/render.hpp"
#include "starsight/simulator.hpp"
#include "starsight/vision/image_file.hpp"
#include "starsight/vision/read_board.hpp"

namespace starsight::vision {
namespace {

// `jpeg` with an APP1 Exif segment holding only the orientation tag, right after its SOI marker.
std::vector<unsigned char> with_orientation(const std::vector<unsigned char>& jpeg, int orientation, bool little) {
  std::vector<unsigned char> tiff =
      little ? std::vector<unsigned char>{'I',
                                          'I',
                                          42,
                                          0,
                                          8,
                                          0,
                                          0,
                                          0,
                                          1,
                                          0,
                                          0x12,
                                          0x01,
                                          3,
                                          0,
                                          1,
                                          0,
                                          0,
                                          0,
                                          static_cast<unsigned char>(orientation),
                                          0,
                                          0,
                                          0,
                                          0,
                                          0,
                                          0,
                                          0}
             : std::vector<unsigned char>{'M',  'M',  0, 42, 0, 0, 0, 8, 0, 1,
                                          0x01, 0x12, 0, 3,  0, 0, 0, 1, 0, static_cast<unsigned char>(orientation),
                                          0,    0,    0, 0,  0, 0};
  std::vector<unsigned char> seg{'E', 'x', 'i', 'f', 0, 0};
  seg.insert(seg.end(), tiff.begin(), tiff.end());
  const std::size_t length = seg.size() + 2;
  std::vector<unsigned char> out;
  out.reserve(jpeg.size() + length + 2);
  out.push_back(jpeg[0]);  // SOI
  out.push_back(jpeg[1]);
  out.push_back(0xFF);
  out.push_back(0xE1);
  out.push_back(static_cast<unsigned char>(length >> 8));
  out.push_back(static_cast<unsigned char>(length & 0xFF));
  for (unsigned char c : seg) out.push_back(c);
  for (std::size_t i = 2; i < jpeg.size(); ++i) out.push_back(jpeg[i]);
  return out;
}

cv::Point2d at(const cv::Matx33d& h, cv::Point2d p) {
  const cv::Vec3d v = h * cv::Vec3d(p.x, p.y, 1);
  return {v[0] / v[2], v[1] / v[2]};
}

TEST(ExifOrientation, IsReadFromEitherByteOrder) {
  render::RenderOptions o = render::quiet_scene(3);
  o.size = cv::Size(640, 480);
  const render::Photo photo = render::render_photo(State{}, o);
  for (int orientation = 1; orientation <= 8; ++orientation)
    for (bool little : {true, false}) {
      const ImageHeader h = probe_image(with_orientation(photo.jpeg, orientation, little));
      EXPECT_EQ(h.orientation, orientation) << little;
      EXPECT_EQ(h.width, 640);
      EXPECT_TRUE(h.complete);
    }
  EXPECT_EQ(probe_image(photo.jpeg).orientation, 1);  // no Exif
}

TEST(ExifOrientation, TheHomographyIsToThePhotoAsShown) {
  cv::setNumThreads(1);
  const State truth = simulate_game(5003);
  render::RenderOptions o;
  o.seed = 5003;
  o.level = render::Level::Easy;
  o.size = cv::Size(1600, 1200);
  const render::Photo photo = render::render_photo(truth, o);
  const Reading stored = read_photo_bytes(photo.jpeg);
  const Reading shown = read_photo_bytes(with_orientation(photo.jpeg, 6, false));  // a quarter clockwise
  ASSERT_TRUE(stored.ok() && shown.ok());
  EXPECT_EQ(shown.state.lines, stored.state.lines);
  for (const cv::Point2d t : {cv::Point2d(37.5, 577), cv::Point2d(508, 42), cv::Point2d(273, 400)}) {
    const cv::Point2d s = at(stored.homography, t), q = at(shown.homography, t);
    EXPECT_NEAR(q.x, 1199 - s.y, 0.5);  // shown (x, y) = (h - 1 - stored y, stored x)
    EXPECT_NEAR(q.y, s.x, 0.5);
  }
  // Where the last reading was seen is given as shown too.
  ReadOptions again;
  again.last_seen = shown.homography;
  const Reading next = read_photo_bytes(with_orientation(photo.jpeg, 6, false), again);
  ASSERT_TRUE(next.ok());
  EXPECT_NEAR(at(next.homography, {273, 400}).x, at(shown.homography, {273, 400}).x, 1.0);
}

}  // namespace
}  // namespace starsight::vision
