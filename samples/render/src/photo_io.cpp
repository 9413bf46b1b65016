#include "starsight/render/photo_io.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>

namespace starsight::render {
namespace {

std::string lower_extension(const std::string& path) {
  std::string ext = std::filesystem::path(path).extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return ext;
}

std::string write_bytes(const std::string& path, const std::vector<std::uint8_t>& bytes) {
  std::ofstream out(path, std::ios::binary);
  if (!out) return "cannot create " + path + "; check that its folder exists and is writable";
  out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  if (!out) return "cannot write " + path + " (disk full?)";
  return {};
}

}  // namespace

std::string save_photo(const Photo& photo, const std::string& path) {
  const std::string ext = lower_extension(path);
  std::vector<uchar> bytes;
  if (ext == ".jpg" || ext == ".jpeg") {
    if (!photo.jpeg.empty()) return write_bytes(path, photo.jpeg);
    cv::imencode(".jpg", photo.image, bytes, {cv::IMWRITE_JPEG_QUALITY, 95});
  } else if (ext == ".png") {
    cv::imencode(".png", photo.image, bytes, {cv::IMWRITE_PNG_COMPRESSION, 3});
  } else {
    return "unknown photo type '" + ext + "' for " + path + "; use .jpg or .png";
  }
  return write_bytes(path, std::vector<std::uint8_t>(bytes.begin(), bytes.end()));
}

std::string save_truth(const GroundTruth& truth, const std::string& path) {
  const std::string text = truth_to_json(truth).dump(2) + "\n";
  return write_bytes(path, std::vector<std::uint8_t>(text.begin(), text.end()));
}

std::string truth_path_for(const std::string& photo_path) {
  std::filesystem::path p(photo_path);
  p.replace_extension(".truth.json");
  return p.string();
}

}  // namespace starsight::render
