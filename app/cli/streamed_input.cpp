#include "streamed_input.hpp"

#include <array>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace starsight::cli {
namespace {

// As the photo reader's own limit on a photo file.
constexpr std::size_t kMostBytes = std::size_t{256} << 20;

}  // namespace

bool is_streamed(const std::string& path) {
  if (path == "-") return true;
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  return !ec && std::filesystem::exists(status) && !std::filesystem::is_regular_file(status) &&
         !std::filesystem::is_directory(status);
}

WholeInput read_whole(const std::string& path) {
  WholeInput out;
  std::ifstream file;
  if (path != "-") {
    file.open(path, std::ios::binary);
    if (!file) {
      out.error = "cannot open it for reading; check its permissions";
      return out;
    }
  }
  std::istream& in = path == "-" ? std::cin : file;
  std::array<char, 1 << 16> chunk{};
  while (in.read(chunk.data(), chunk.size()) || in.gcount() > 0) {
    out.bytes.insert(out.bytes.end(), chunk.begin(), chunk.begin() + in.gcount());
    if (out.bytes.size() > kMostBytes) {
      out.bytes.clear();
      out.error = "over 256 MB came from it, too large for a photo";
      return out;
    }
  }
  if (in.bad()) out.error = "reading it failed part way";
  return out;
}

bool has_photo_signature(std::span<const unsigned char> bytes) {
  const bool jpeg = bytes.size() >= 2 && bytes[0] == 0xFF && bytes[1] == 0xD8;
  const bool png = bytes.size() >= 4 && bytes[0] == 0x89 && bytes[1] == 'P' && bytes[2] == 'N' && bytes[3] == 'G';
  return jpeg || png;
}

}  // namespace starsight::cli
