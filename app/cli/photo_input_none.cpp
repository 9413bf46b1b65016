// Built when the program has no photo reader (no OpenCV).
#include <array>
#include <fstream>
#include <span>

#include "photo_input.hpp"
#include "streamed_input.hpp"

namespace starsight::cli {

bool looks_like_photo(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::array<unsigned char, 4> head{};
  in.read(reinterpret_cast<char*>(head.data()), head.size());
  return has_photo_signature(std::span(head.data(), static_cast<std::size_t>(in.gcount())));
}

nlohmann::json score_photo(const std::string& path, const ScoreOptions&) {
  return {{"input", path},
          {"ok", false},
          {"error", "this build of starsight cannot read photos (built without OpenCV); score a state file instead"}};
}

nlohmann::json score_photo_bytes(const std::string& input, std::span<const unsigned char>,
                                 const ScoreOptions& options) {
  return score_photo(input, options);
}

}  // namespace starsight::cli
