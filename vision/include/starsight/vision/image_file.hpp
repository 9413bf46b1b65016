#pragma once
// Photo files before and during decoding: checked by their header (so absurd
// sizes are refused without allocating, image_header.hpp) and decoded at the
// reduced scale the reader works at.
#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "starsight/vision/image_header.hpp"
#include "starsight/vision/reading.hpp"

namespace starsight::vision {

// Stored pixels of a w x h image -> the pixels of the photo as shown with EXIF orientation `orientation`.
cv::Matx33d shown_from_stored(int orientation, int w, int h);

// The largest photo the reader accepts (pixels and side), checked before decoding.
inline constexpr long long kMaxPixels = 120'000'000;
inline constexpr int kMaxSide = 20'000;

struct DecodedPhoto {
  cv::Mat gray;      // 8-bit luminance, as the pixels are stored (not turned by the EXIF orientation)
  double scale = 1;  // gray pixels per file pixel
  Refusal refusal = Refusal::None;
  std::string message;
};

// Checks then decodes; large JPEGs are decoded at 1/2, 1/4 or 1/8 scale in the
// DCT so the decoded image's long side stays near `target_long_side`.
DecodedPhoto decode_photo(std::span<const unsigned char> bytes, int target_long_side = 1600);
DecodedPhoto decode_photo_file(const std::string& path, int target_long_side = 1600);

// The bytes of a photo file (refused with a reason when it can't be one: missing, a folder, too big).
struct PhotoBytes {
  std::vector<unsigned char> bytes;
  Refusal refusal = Refusal::None;
  std::string message;
};
PhotoBytes load_photo_file(const std::string& path);

}  // namespace starsight::vision
