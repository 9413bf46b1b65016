#include "starsight/vision/image_file.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string_view>
#include <vector>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

namespace starsight::vision {
namespace {

constexpr std::uintmax_t kMaxFileBytes = 256u << 20;

DecodedPhoto refused(Refusal r, std::string message) {
  DecodedPhoto d;
  d.refusal = r;
  d.message = std::move(message);
  return d;
}

}  // namespace

cv::Matx33d shown_from_stored(int orientation, int w, int h) {
  const double r = w - 1, b = h - 1;  // the last column and row
  switch (orientation) {
    case 2:  // mirrored left to right
      return {-1, 0, r, 0, 1, 0, 0, 0, 1};
    case 3:  // turned half round
      return {-1, 0, r, 0, -1, b, 0, 0, 1};
    case 4:  // mirrored top to bottom
      return {1, 0, 0, 0, -1, b, 0, 0, 1};
    case 5:  // mirrored along the main diagonal
      return {0, 1, 0, 1, 0, 0, 0, 0, 1};
    case 6:  // turned a quarter clockwise to show: stored (x, y) -> shown (h - 1 - y, x)
      return {0, -1, b, 1, 0, 0, 0, 0, 1};
    case 7:  // mirrored along the other diagonal
      return {0, -1, b, -1, 0, r, 0, 0, 1};
    case 8:  // turned a quarter anticlockwise to show
      return {0, 1, 0, -1, 0, r, 0, 0, 1};
    default:
      return cv::Matx33d::eye();
  }
}

DecodedPhoto decode_photo(std::span<const unsigned char> bytes, int target_long_side) {
  const ImageHeader h = probe_image(bytes);
  if (h.format == ImageFormat::Unknown) return refused(Refusal::NotAnImage, not_an_image(bytes));
  if (h.width <= 0 || h.height <= 0)
    return refused(Refusal::NotAnImage, "the image header is damaged (no dimensions); take or export the photo again");
  if (h.width > kMaxSide || h.height > kMaxSide || static_cast<long long>(h.width) * h.height > kMaxPixels)
    return refused(Refusal::TooLarge, "the image is " + std::to_string(h.width) + " x " + std::to_string(h.height) +
                                          " pixels, too large to read; scale it down below 100 megapixels");
  if (!h.complete)
    return refused(Refusal::Truncated, "the file is truncated (the image data ends early); copy the photo again");

  int reduction = 1;
  if (h.format == ImageFormat::Jpeg)
    while (reduction < 8 && std::max(h.width, h.height) / (reduction * 2) >= target_long_side) reduction *= 2;
  int flags = cv::IMREAD_IGNORE_ORIENTATION;
  switch (reduction) {
    case 2:
      flags |= cv::IMREAD_REDUCED_GRAYSCALE_2;
      break;
    case 4:
      flags |= cv::IMREAD_REDUCED_GRAYSCALE_4;
      break;
    case 8:
      flags |= cv::IMREAD_REDUCED_GRAYSCALE_8;
      break;
    default:
      flags |= cv::IMREAD_GRAYSCALE;
      break;
  }
  DecodedPhoto d;
  try {
    const cv::Mat buffer(1, static_cast<int>(bytes.size()), CV_8U, const_cast<unsigned char*>(bytes.data()));
    d.gray = cv::imdecode(buffer, flags);
  } catch (const cv::Exception&) {
    d.gray.release();
  }
  if (d.gray.empty()) return refused(Refusal::NotAnImage, "the image data cannot be decoded; the file may be damaged");
  if (d.gray.depth() != CV_8U) {  // 16-bit PNG
    cv::Mat eight;
    d.gray.convertTo(eight, CV_8U, 1.0 / 257);
    d.gray = eight;
  }
  d.scale = static_cast<double>(d.gray.cols) / h.width;
  return d;
}

PhotoBytes load_photo_file(const std::string& path) {
  PhotoBytes out;
  auto refuse = [&](Refusal r, std::string m) {
    out.refusal = r;
    out.message = std::move(m);
    return out;
  };
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return refuse(Refusal::NotAnImage, "no such file; check the path");
  if (std::filesystem::is_directory(path, ec)) return refuse(Refusal::NotAnImage, "is a folder, not a photo");
  const auto size = std::filesystem::file_size(path, ec);
  if (ec) return refuse(Refusal::NotAnImage, "cannot read the file: " + ec.message());
  if (size > kMaxFileBytes) return refuse(Refusal::TooLarge, "the file is over 256 MB, too large for a photo");
  out.bytes.resize(size);
  std::ifstream in(path, std::ios::binary);
  if (!in || !in.read(reinterpret_cast<char*>(out.bytes.data()), static_cast<std::streamsize>(size)))
    return refuse(Refusal::NotAnImage, "cannot read the file; check its permissions");
  return out;
}

DecodedPhoto decode_photo_file(const std::string& path, int target_long_side) {
  const PhotoBytes file = load_photo_file(path);
  if (file.refusal != Refusal::None) return refused(file.refusal, file.message);
  return decode_photo(file.bytes, target_long_side);
}

}  // namespace starsight::vision
