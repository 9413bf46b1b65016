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

int be16(const unsigned char* p) { return (p[0] << 8) | p[1]; }
long long be32(const unsigned char* p) {
  return (static_cast<long long>(p[0]) << 24) | (p[1] << 16) | (p[2] << 8) | p[3];
}

// The orientation tag (0x0112) of an APP1 Exif segment's first IFD, `seg` its bytes after the length; 1 if none.
int exif_orientation(std::span<const unsigned char> seg) {
  static constexpr unsigned char kExif[] = {'E', 'x', 'i', 'f', 0, 0};
  if (seg.size() < 6 + 8 || !std::equal(std::begin(kExif), std::end(kExif), seg.begin())) return 1;
  const std::span<const unsigned char> tiff = seg.subspan(6);
  const bool little = tiff[0] == 'I' && tiff[1] == 'I';
  if (!little && !(tiff[0] == 'M' && tiff[1] == 'M')) return 1;
  const auto u16 = [&](std::size_t at) -> int {
    return little ? tiff[at] | (tiff[at + 1] << 8) : (tiff[at] << 8) | tiff[at + 1];
  };
  const auto u32 = [&](std::size_t at) -> std::size_t {
    return little ? static_cast<std::size_t>(u16(at)) | (static_cast<std::size_t>(u16(at + 2)) << 16)
                  : (static_cast<std::size_t>(u16(at)) << 16) | static_cast<std::size_t>(u16(at + 2));
  };
  const std::size_t ifd = u32(4);
  if (ifd + 2 > tiff.size()) return 1;
  const int entries = u16(ifd);
  for (int e = 0; e < entries; ++e) {
    const std::size_t at = ifd + 2 + 12 * static_cast<std::size_t>(e);
    if (at + 12 > tiff.size()) return 1;
    if (u16(at) == 0x0112 && u16(at + 2) == 3) {  // SHORT
      const int v = u16(at + 8);
      return v >= 1 && v <= 8 ? v : 1;
    }
  }
  return 1;
}

ImageHeader probe_jpeg(std::span<const unsigned char> b) {
  ImageHeader h;
  h.format = ImageFormat::Jpeg;
  std::size_t i = 2;
  while (i + 4 <= b.size()) {
    if (b[i] != 0xFF) return h;  // lost sync: not a JPEG we can trust
    const unsigned char marker = b[i + 1];
    if (marker == 0xFF) {  // fill byte
      ++i;
      continue;
    }
    if (marker == 0xD8 || (marker >= 0xD0 && marker <= 0xD7) || marker == 0x01) {
      i += 2;
      continue;
    }
    if (marker == 0xD9 || marker == 0xDA) break;  // image data starts before any frame header: malformed
    const int length = be16(&b[i + 2]);
    if (length < 2 || i + 2 + static_cast<std::size_t>(length) > b.size()) return h;
    if (marker == 0xE1 && h.orientation == 1)
      h.orientation = exif_orientation(b.subspan(i + 4, static_cast<std::size_t>(length) - 2));
    const bool sof = marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC;
    if (sof) {
      if (length < 7) return h;
      h.height = be16(&b[i + 5]);
      h.width = be16(&b[i + 7]);
      break;
    }
    i += 2 + static_cast<std::size_t>(length);
  }
  // A complete JPEG ends with the EOI marker; cameras sometimes append a little after it.
  const std::size_t tail = std::min<std::size_t>(b.size(), 4096);
  for (std::size_t k = b.size() - tail; k + 1 < b.size(); ++k)
    if (b[k] == 0xFF && b[k + 1] == 0xD9) h.complete = true;
  return h;
}

ImageHeader probe_png(std::span<const unsigned char> b) {
  ImageHeader h;
  h.format = ImageFormat::Png;
  if (b.size() < 24 || be32(&b[12]) != 0x49484452) return h;  // "IHDR"
  const long long w = be32(&b[16]), ht = be32(&b[20]);
  h.width = static_cast<int>(std::min<long long>(w, 1 << 30));
  h.height = static_cast<int>(std::min<long long>(ht, 1 << 30));
  // A complete PNG ends with the IEND chunk (length 0, "IEND", CRC).
  static constexpr unsigned char kIend[] = {0x49, 0x45, 0x4E, 0x44};
  h.complete = b.size() >= 12 && std::equal(std::begin(kIend), std::end(kIend), b.end() - 8);
  return h;
}

// Why bytes that are not a JPEG or PNG can't be read, with what to do: phones save photos in formats of their own.
std::string not_an_image(std::span<const unsigned char> b) {
  const auto has = [&](std::size_t at, std::string_view s) {
    return b.size() >= at + s.size() && std::equal(s.begin(), s.end(), b.begin() + static_cast<std::ptrdiff_t>(at));
  };
  const std::string fix = "; export or convert it to JPEG and score that";
  if (has(4, "ftypheic") || has(4, "ftypheix") || has(4, "ftypmif1") || has(4, "ftypmsf1") || has(4, "ftyphevc"))
    return "a HEIC/HEIF photo (an iPhone's usual format), which this program does not decode" + fix +
           " (or set the camera to Most Compatible)";
  if (has(0, "RIFF") && has(8, "WEBP")) return "a WebP image, which this program does not decode" + fix;
  if (has(0, "GIF8")) return "a GIF image, which this program does not decode" + fix;
  if (has(0, std::string_view("II*\0", 4)) || has(0, std::string_view("MM\0*", 4)))
    return "a TIFF image, which this program does not decode" + fix;
  if (has(0, "BM")) return "a BMP image, which this program does not decode" + fix;
  return "not a JPEG or PNG image; give a photo of the board";
}

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

ImageHeader probe_image(std::span<const unsigned char> b) {
  if (b.size() >= 3 && b[0] == 0xFF && b[1] == 0xD8 && b[2] == 0xFF) return probe_jpeg(b);
  static constexpr unsigned char kPng[] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
  if (b.size() >= 8 && std::equal(std::begin(kPng), std::end(kPng), b.begin())) return probe_png(b);
  return {};
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
  d.header = h;
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
