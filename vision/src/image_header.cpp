#include "starsight/vision/image_header.hpp"

#include <algorithm>
#include <string_view>

namespace starsight::vision {
namespace {

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

}  // namespace

ImageHeader probe_image(std::span<const unsigned char> b) {
  if (b.size() >= 3 && b[0] == 0xFF && b[1] == 0xD8 && b[2] == 0xFF) return probe_jpeg(b);
  static constexpr unsigned char kPng[] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
  if (b.size() >= 8 && std::equal(std::begin(kPng), std::end(kPng), b.begin())) return probe_png(b);
  return {};
}

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

}  // namespace starsight::vision
