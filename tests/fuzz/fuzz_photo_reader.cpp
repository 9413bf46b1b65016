// Fuzz target: the whole photo reader, from a file's bytes to a scored state, on photos of boards the fuzzer
// corrupts (the corpus holds small rendered photos of boards, so mutations keep much of a board in view: broken
// entropy data, cut files, wrong dimensions). Whatever the bytes, the reader must not crash, and must either
// refuse with a message or return a reading in range (reading_out_of_range).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string>
#include <vector>

#include "../vision/reading_in_range.hpp"
#include "starsight/vision/image_header.hpp"
#include "starsight/vision/read_board.hpp"

namespace {
// Larger photos are read the same way at a reduced decode: fuzzing them would spend its time decoding.
constexpr long long kMostPixels = 2'000'000;
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // A copy of exactly `size` bytes: AddressSanitizer then catches any read past the end.
  const std::vector<unsigned char> bytes(data, data + size);
  const std::span<const unsigned char> view(bytes.data(), bytes.size());
  const starsight::vision::ImageHeader h = starsight::vision::probe_image(view);
  if (static_cast<long long>(h.width) * h.height > kMostPixels) return 0;
  const std::string wrong = starsight::vision::reading_out_of_range(starsight::vision::read_photo_bytes(view));
  if (!wrong.empty()) {
    std::fprintf(stderr, "reading out of range: %s\n", wrong.c_str());
    std::abort();
  }
  return 0;
}
