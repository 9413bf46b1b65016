// A photo of a board, corrupted as files and cameras corrupt them (cut short, bytes of its compressed data
// changed, blocks of noise, an image of another type or shape): the reader never crashes, and either refuses
// with a message or returns a reading in range. Run under AddressSanitizer in CI, these reach the reader's deep
// code (the board half found, the lattice half seen) on broken images; the fuzzer (fuzz_photo_reader) goes on
// from here.
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <opencv2/core.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "read_rendered.hpp"
#include "reading_in_range.hpp"
#include "starsight/simulator.hpp"

namespace starsight::vision {
namespace {

const std::vector<unsigned char>& board_jpeg() {
  static const std::vector<unsigned char> jpeg = rendered_photo(simulate_game(7), 7, render::Level::Normal).jpeg;
  return jpeg;
}

cv::Mat board_image() { return cv::imdecode(board_jpeg(), cv::IMREAD_COLOR); }

// The file cut short at `fraction` of its length.
TEST(CorruptedPhoto, CutShortIsRefusedOrReadInRange) {
  for (const double fraction : {0.01, 0.1, 0.3, 0.5, 0.7, 0.9, 0.999}) {
    const auto& jpeg = board_jpeg();
    const std::vector<unsigned char> cut(
        jpeg.begin(), jpeg.begin() + static_cast<std::ptrdiff_t>(fraction * static_cast<double>(jpeg.size())));
    const Reading r = read_photo_bytes(cut);
    EXPECT_EQ(reading_out_of_range(r), "") << "cut at " << fraction;
    EXPECT_FALSE(r.ok()) << "cut at " << fraction << ": the file ends before the image does";
  }
}

// Bytes of the compressed data changed: the decoder goes on from there with garbage blocks.
TEST(CorruptedPhoto, BrokenCompressedDataIsRefusedOrReadInRange) {
  for (const double at : {0.2, 0.4, 0.6, 0.8}) {
    for (const std::size_t run : {std::size_t{1}, std::size_t{64}, std::size_t{4096}}) {
      std::vector<unsigned char> broken = board_jpeg();
      const auto from = static_cast<std::size_t>(at * static_cast<double>(broken.size()));
      for (std::size_t i = from; i < from + run && i + 2 < broken.size(); ++i)
        broken[i] = static_cast<unsigned char>(broken[i] ^ 0x5A);
      EXPECT_EQ(reading_out_of_range(read_photo_bytes(broken)), "") << run << " bytes at " << at;
    }
  }
}

// Images in memory: the photo spoilt, and images of every other type and shape.
TEST(CorruptedPhoto, SpoiltImagesAreRefusedOrReadInRange) {
  const cv::Mat photo = board_image();
  ASSERT_FALSE(photo.empty());
  std::vector<std::pair<std::string, cv::Mat>> images;
  cv::Mat noisy = photo.clone();
  cv::RNG rng(7);
  rng.fill(noisy(cv::Rect(noisy.cols / 4, noisy.rows / 4, noisy.cols / 2, noisy.rows / 3)), cv::RNG::UNIFORM, 0, 256);
  images.emplace_back("a block of noise over the board", noisy);
  cv::Mat speckled = photo.clone();
  for (int i = 0; i < speckled.rows * speckled.cols / 5; ++i)
    speckled.at<cv::Vec3b>(rng.uniform(0, speckled.rows), rng.uniform(0, speckled.cols)) =
        rng.uniform(0, 2) ? cv::Vec3b(255, 255, 255) : cv::Vec3b(0, 0, 0);
  images.emplace_back("salt and pepper over a fifth of it", speckled);
  cv::Mat shifted = photo.clone();
  const cv::Rect band(0, photo.rows / 3, photo.cols - 37, photo.rows / 4);
  photo(band).copyTo(shifted(band + cv::Point(37, 0)));
  images.emplace_back("a band of rows shifted", shifted);
  images.emplace_back("negative", cv::Scalar::all(255) - photo);
  images.emplace_back("black", cv::Mat(photo.size(), CV_8UC3, cv::Scalar::all(0)));
  images.emplace_back("white", cv::Mat(photo.size(), CV_8UC3, cv::Scalar::all(255)));
  images.emplace_back("grey", cv::Mat(photo.size(), CV_8UC1, cv::Scalar(128)));
  cv::Mat tiny, sliver, tall;
  cv::resize(photo, tiny, cv::Size(48, 36), 0, 0, cv::INTER_AREA);
  cv::resize(photo, sliver, cv::Size(1600, 4), 0, 0, cv::INTER_AREA);
  cv::resize(photo, tall, cv::Size(3, 1200), 0, 0, cv::INTER_AREA);
  images.emplace_back("48 x 36", tiny);
  images.emplace_back("1600 x 4", sliver);
  images.emplace_back("3 x 1200", tall);
  images.emplace_back("1 x 1", cv::Mat(1, 1, CV_8UC3, cv::Scalar::all(20)));
  for (const auto& [what, image] : images) EXPECT_EQ(reading_out_of_range(read_board(image)), "") << what;
}

// The same photo as BGRA, 16-bit or floating-point pixels (over 0..1, as OpenCV shows them) reads as the 8-bit one
// does; pixels of a kind with no such convention are refused as not an image, saying which kinds are taken.
TEST(CorruptedPhoto, EveryKindOfPixelIsReadOrRefusedAsNotAnImage) {
  const cv::Mat photo = board_image();
  const Reading plain = read_board(photo);
  ASSERT_TRUE(plain.ok()) << plain.message;
  cv::Mat bgra, sixteen, floats, doubles;
  cv::cvtColor(photo, bgra, cv::COLOR_BGR2BGRA);
  photo.convertTo(sixteen, CV_16UC3, 257);
  photo.convertTo(floats, CV_32FC3, 1.0 / 255);
  photo.convertTo(doubles, CV_64FC1, 1.0 / 255);  // the blue plane alone, as grey
  for (const auto& [what, image] :
       {std::pair{"BGRA", bgra}, std::pair{"16-bit", sixteen}, std::pair{"float", floats}}) {
    const Reading r = read_board(image);
    ASSERT_TRUE(r.ok()) << what << ": " << r.message;
    EXPECT_EQ(r.board, plain.board) << what;
    EXPECT_EQ(drawn_segments(r.state), drawn_segments(plain.state)) << what;
  }
  EXPECT_EQ(reading_out_of_range(read_board(doubles)), "");
  cv::Mat signed_pixels, two;
  photo.convertTo(signed_pixels, CV_16SC3);
  cv::Mat planes[] = {cv::Mat(photo.size(), CV_8UC1, cv::Scalar(0)), cv::Mat(photo.size(), CV_8UC1, cv::Scalar(0))};
  cv::merge(planes, 2, two);
  for (const auto& [what, image] :
       {std::pair{"16-bit signed", signed_pixels}, std::pair{"two channels", two}, std::pair{"empty", cv::Mat()}}) {
    const Reading r = read_board(image);
    EXPECT_EQ(r.refusal, Refusal::NotAnImage) << what;
    EXPECT_NE(r.message.find("grey, BGR or BGRA"), std::string::npos) << what << ": " << r.message;
  }
}

}  // namespace
}  // namespace starsight::vision
