// Refusing what is not a readable photo, before decoding: not an image, a
// truncated file, absurd dimensions. None may crash.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <vector>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "starsight/vision/image_file.hpp"
#include "starsight/vision/read_board.hpp"

namespace starsight::vision {
namespace {

std::vector<unsigned char> encode(const std::string& ext, const cv::Mat& img) {
  std::vector<unsigned char> out;
  cv::imencode(ext, img, out);
  return out;
}

std::string write_temp(const std::string& name, const std::vector<unsigned char>& bytes) {
  const auto path = std::filesystem::temp_directory_path() / ("starsight-vision-" + name);
  std::ofstream(path, std::ios::binary)
      .write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  return path.string();
}

// A PNG that claims the given size: signature, IHDR, IEND (no image data needed to probe it).
std::vector<unsigned char> png_header(std::uint32_t w, std::uint32_t h) {
  std::vector<unsigned char> b{0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 'I', 'H', 'D', 'R'};
  for (std::uint32_t v : {w, h})
    for (int s = 24; s >= 0; s -= 8) b.push_back(static_cast<unsigned char>(v >> s));
  for (int c : {8, 0, 0, 0, 0}) b.push_back(static_cast<unsigned char>(c));
  for (int i = 0; i < 4; ++i) b.push_back(0);  // CRC (not checked by the probe)
  const unsigned char iend[] = {0, 0, 0, 0, 'I', 'E', 'N', 'D', 0xAE, 0x42, 0x60, 0x82};
  b.insert(b.end(), std::begin(iend), std::end(iend));
  return b;
}

TEST(ImageFile, ProbesJpegAndPngDimensions) {
  const cv::Mat img(48, 64, CV_8UC3, cv::Scalar(10, 20, 30));
  for (const char* ext : {".jpg", ".png"}) {
    const auto bytes = encode(ext, img);
    const ImageHeader h = probe_image(bytes);
    EXPECT_NE(h.format, ImageFormat::Unknown) << ext;
    EXPECT_EQ(h.width, 64) << ext;
    EXPECT_EQ(h.height, 48) << ext;
    EXPECT_TRUE(h.complete) << ext;
  }
}

TEST(ImageFile, RefusesATextFile) {
  const std::string text = "{\"format\": \"starsight-state/1\"}";
  const std::vector<unsigned char> bytes(text.begin(), text.end());
  const DecodedPhoto d = decode_photo(bytes);
  EXPECT_EQ(d.refusal, Refusal::NotAnImage);
  EXPECT_FALSE(d.message.empty());
}

TEST(ImageFile, NamesAPhoneFormatItCannotReadAndSaysWhatToDo) {
  const auto refusal = [](std::string head) {
    head.resize(64, '\0');
    const std::vector<unsigned char> bytes(head.begin(), head.end());
    return decode_photo(bytes);
  };
  const DecodedPhoto heic = refusal(std::string("\0\0\0\x18", 4) + "ftypheic");
  EXPECT_EQ(heic.refusal, Refusal::NotAnImage);
  EXPECT_NE(heic.message.find("HEIC"), std::string::npos) << heic.message;
  EXPECT_NE(heic.message.find("JPEG"), std::string::npos) << heic.message;
  EXPECT_NE(refusal(std::string("RIFF\x10\0\0\0WEBPVP8 ", 16)).message.find("WebP"), std::string::npos);
  EXPECT_NE(refusal(std::string("MM\0*", 4)).message.find("TIFF"), std::string::npos);
  // Two bytes alike are not enough to name a format.
  EXPECT_EQ(refusal("MMx").message.find("TIFF"), std::string::npos);
}

TEST(ImageFile, RefusesTruncatedJpegAndPng) {
  cv::Mat img(300, 400, CV_8UC3);
  cv::randu(img, cv::Scalar::all(0), cv::Scalar::all(255));
  for (const char* ext : {".jpg", ".png"}) {
    auto bytes = encode(ext, img);
    bytes.resize(bytes.size() * 6 / 10);
    const DecodedPhoto d = decode_photo(bytes);
    EXPECT_EQ(d.refusal, Refusal::Truncated) << ext;
  }
}

TEST(ImageFile, RefusesGiganticDimensionsBeforeDecoding) {
  const DecodedPhoto d = decode_photo(png_header(100000, 100000));
  EXPECT_EQ(d.refusal, Refusal::TooLarge);
  EXPECT_NE(d.message.find("100000"), std::string::npos);
  // A JPEG claiming 60000 x 60000 in its frame header.
  std::vector<unsigned char> jpeg{0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0xEA, 0x60, 0xEA, 0x60, 0x03,
                                  1,    0x22, 0,    2,    0x11, 1,    3,    0x11, 1,    0xFF, 0xD9};
  EXPECT_EQ(decode_photo(jpeg).refusal, Refusal::TooLarge);
}

TEST(ImageFile, DecodesLargeJpegAtReducedScale) {
  const cv::Mat img(2400, 3200, CV_8UC1, cv::Scalar(90));
  const DecodedPhoto d = decode_photo(encode(".jpg", img), 800);
  ASSERT_EQ(d.refusal, Refusal::None);
  EXPECT_EQ(d.gray.cols, 800);
  EXPECT_DOUBLE_EQ(d.scale, 0.25);
}

TEST(ImageFile, ReadPhotoFileNeverThrowsOnGarbage) {
  std::vector<unsigned char> garbage(5000);
  for (std::size_t i = 0; i < garbage.size(); ++i) garbage[i] = static_cast<unsigned char>(i * 7919 % 251);
  garbage[0] = 0xFF, garbage[1] = 0xD8, garbage[2] = 0xFF;  // looks like a JPEG, is not one
  garbage[garbage.size() - 2] = 0xFF, garbage[garbage.size() - 1] = 0xD9;
  const Reading r = read_photo_file(write_temp("garbage.jpg", garbage));
  EXPECT_FALSE(r.ok());
  EXPECT_FALSE(r.message.empty());
  EXPECT_EQ(read_photo_file("/nonexistent/photo.jpg").refusal, Refusal::NotAnImage);
}

TEST(ReadBoard, RefusesAPhotoWithNoBoard) {
  cv::Mat table(600, 800, CV_8UC3, cv::Scalar(140, 160, 180));
  cv::circle(table, {300, 300}, 60, cv::Scalar(40, 40, 40), cv::FILLED);
  const Reading r = read_board(table);
  EXPECT_EQ(r.refusal, Refusal::NoBoard);
  EXPECT_EQ(read_board(cv::Mat()).refusal, Refusal::NotAnImage);
}

}  // namespace
}  // namespace starsight::vision
