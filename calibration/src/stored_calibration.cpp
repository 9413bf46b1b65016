#include "starsight/calibration/stored_calibration.hpp"

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>

namespace starsight::calibration {

std::string stored_calibration_path() {
  if (const char* p = std::getenv("STARSIGHT_CALIBRATION"); p && *p) return p;
  std::filesystem::path base;
  if (const char* x = std::getenv("XDG_CONFIG_HOME"); x && *x)
    base = x;
  else if (const char* h = std::getenv("HOME"); h && *h)
    base = std::filesystem::path(h) / ".config";
  else
    return "";
  return (base / "starsight" / "calibration.json").string();
}

namespace {

nlohmann::json read_calibration(const std::string& path) {
  if (path.empty()) return {};
  std::ifstream in(path);
  if (!in) return {};
  nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
  if (!j.is_object() || j.value("format", "") != "starsight-calibration/1") return {};
  return j;
}

// Where board `id`'s artwork is stored: beside the JSON, named after it.
std::filesystem::path artwork_file(const std::string& json_path, int id) {
  const std::filesystem::path p(json_path);
  return p.parent_path() / (p.stem().string() + "-artwork-board-" + std::to_string(id) + ".png");
}

// What a calibration file holds, `j` its JSON (empty when unreadable): the template, ...
std::optional<BoardGeometry> geometry_in(const nlohmann::json& j) {
  if (!j.contains("geometry")) return std::nullopt;
  const auto& g = j["geometry"];
  BoardGeometry out;
  try {
    out.u0 = g.at("u0").get<double>();
    out.du = g.at("du").get<double>();
    out.v0 = g.at("v0").get<double>();
    out.dv = g.at("dv").get<double>();
  } catch (const nlohmann::json::exception&) {
    return std::nullopt;
  }
  // A fitted template far from the printed board is a mistake, not a calibration.
  const BoardGeometry shipped;
  if (std::abs(out.u0 - shipped.u0) > 15 || std::abs(out.du - shipped.du) > 5 || std::abs(out.v0 - shipped.v0) > 15 ||
      std::abs(out.dv - shipped.dv) > 5)
    return std::nullopt;
  return out;
}

// ... the artwork files it lists, beside the calibration at `path`, ...
std::map<int, cv::Mat> artwork_in(const nlohmann::json& j, const std::string& path) {
  std::map<int, cv::Mat> out;
  if (!j.contains("artwork") || !j["artwork"].is_array()) return out;
  for (const auto& id : j["artwork"]) {
    if (!id.is_number_integer() || id.get<int>() < 1 || id.get<int>() > kBoardCount) continue;
    cv::Mat ink = cv::imread(artwork_file(path, id.get<int>()).string(), cv::IMREAD_GRAYSCALE);
    if (!ink.empty()) out[id.get<int>()] = ink;
  }
  return out;
}

// ... and the lens.
Lens lens_in(const nlohmann::json& j) {
  if (!j.contains("lens") || !j["lens"].is_object()) return {};
  const auto k1 = j["lens"].find("k1");
  if (k1 == j["lens"].end() || !k1->is_number()) return {};
  const double k = k1->get<double>();
  // Beyond what calibration searches is a damaged file, not a lens.
  return std::isfinite(k) && std::abs(k) <= kLargestLensK1 ? Lens{k} : Lens{};
}

}  // namespace

std::optional<BoardGeometry> load_stored_geometry(const std::string& path) {
  return geometry_in(read_calibration(path));
}

bool stored_calibration_unusable(const std::string& path) {
  std::error_code ec;
  return !path.empty() && std::filesystem::exists(path, ec) && !load_stored_geometry(path);
}

vision::ReadOptions calibrated_read_options(const std::string& path) {
  const nlohmann::json j = read_calibration(path);
  vision::ReadOptions o;
  o.geometry = geometry_in(j);
  o.lens = lens_in(j);
  if (auto art = artwork_in(j, path); !art.empty())
    o.artwork = std::make_shared<const std::map<int, cv::Mat>>(std::move(art));
  return o;
}

bool store_calibration(const TemplateFit& fit, std::string& error, const std::string& path) {
  const BoardGeometry& g = fit.geometry;
  if (path.empty()) {
    error = "no place to store the calibration: set STARSIGHT_CALIBRATION or HOME";
    return false;
  }
  std::error_code ec;
  std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ec);
  nlohmann::json j{
      {"format", "starsight-calibration/1"},
      {"geometry", {{"width", g.width}, {"height", g.height}, {"u0", g.u0}, {"du", g.du}, {"v0", g.v0}, {"dv", g.dv}}},
      {"photos_used", fit.photos_used},
      {"rms_error", fit.rms_error},
      {"lens", {{"k1", fit.lens.lens.k1}, {"rms_before", fit.lens.rms_before}, {"rms_after", fit.lens.rms_after}}}};
  nlohmann::json stored = nlohmann::json::array();
  for (const auto& [id, ink] : fit.artwork) {
    const std::string file = artwork_file(path, id).string();
    bool written = false;
    try {
      written = cv::imwrite(file, ink);
    } catch (const cv::Exception&) {
    }
    if (!written) {
      error = "cannot write " + file;
      return false;
    }
    stored.push_back(id);
  }
  j["artwork"] = stored;
  std::ofstream out(path);
  if (!out || !(out << j.dump(2) << "\n")) {
    error = "cannot write " + path;
    return false;
  }
  return true;
}

}  // namespace starsight::calibration
