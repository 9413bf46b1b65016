// Built when the program has no photo reader (no OpenCV).
#include <fstream>

#include "photo_input.hpp"

namespace starsight::cli {

bool looks_like_photo(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  unsigned char head[4] = {};
  in.read(reinterpret_cast<char*>(head), 4);
  const bool jpeg = head[0] == 0xFF && head[1] == 0xD8;
  const bool png = head[0] == 0x89 && head[1] == 'P' && head[2] == 'N' && head[3] == 'G';
  return jpeg || png;
}

nlohmann::json score_photo(const std::string& path, const ScoreOptions&) {
  return {{"input", path},
          {"ok", false},
          {"error", "this build of starsight cannot read photos (built without OpenCV); score a state file instead"}};
}

}  // namespace starsight::cli
