// Fuzz target: a photo file's header (format, dimensions, completeness, EXIF orientation) is read from any bytes
// without crashing or reading past them, and what it says stays in range.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <span>
#include <vector>

#include "starsight/vision/image_header.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // A copy of exactly `size` bytes: AddressSanitizer then catches any read past the end.
  const std::vector<unsigned char> bytes(data, data + size);
  const std::span<const unsigned char> view(bytes.data(), bytes.size());
  const starsight::vision::ImageHeader h = starsight::vision::probe_image(view);
  if (h.orientation < 1 || h.orientation > 8) std::abort();
  if (h.width < 0 || h.height < 0) std::abort();
  if (h.format == starsight::vision::ImageFormat::Unknown && starsight::vision::not_an_image(view).empty())
    std::abort();  // a refusal must say why
  return 0;
}
