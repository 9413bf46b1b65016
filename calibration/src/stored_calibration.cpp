#include "starsight/calibration/stored_calibration.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

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

std::optional<BoardGeometry> load_stored_geometry() {
  const std::string path = stored_calibration_path();
  if (path.empty()) return std::nullopt;
  std::ifstream in(path);
  if (!in) return std::nullopt;
  const nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
  if (!j.is_object() || j.value("format", "") != "starsight-calibration/1" || !j.contains("geometry"))
    return std::nullopt;
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

bool store_geometry(const BoardGeometry& g, int photos_used, double rms_error, std::string& error,
                    const std::string& path) {
  if (path.empty()) {
    error = "no place to store the calibration: set STARSIGHT_CALIBRATION or HOME";
    return false;
  }
  std::error_code ec;
  std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ec);
  nlohmann::json j{
      {"format", "starsight-calibration/1"},
      {"geometry", {{"width", g.width}, {"height", g.height}, {"u0", g.u0}, {"du", g.du}, {"v0", g.v0}, {"dv", g.dv}}},
      {"photos_used", photos_used},
      {"rms_error", rms_error}};
  std::ofstream out(path);
  if (!out || !(out << j.dump(2) << "\n")) {
    error = "cannot write " + path;
    return false;
  }
  return true;
}

}  // namespace starsight::calibration
