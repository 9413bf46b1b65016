#include "starsight/render/levels.hpp"

#include <array>
#include <cctype>
#include <string>

namespace starsight::render {

const char* level_name(Level l) {
  switch (l) {
    case Level::Easy:
      return "easy";
    case Level::Normal:
      return "normal";
    case Level::Hard:
      return "hard";
  }
  return "normal";
}

std::optional<Level> parse_level(std::string_view s) {
  std::string lower;
  for (char c : s) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lower == "easy") return Level::Easy;
  if (lower == "normal") return Level::Normal;
  if (lower == "hard") return Level::Hard;
  return std::nullopt;
}

const LevelRanges& level_ranges(Level l) {
  static const std::array<LevelRanges, 3> table = [] {
    std::array<LevelRanges, 3> t{};
    LevelRanges& e = t[0];
    e.tilt_deg = {0, 15};
    e.rotation_deg = {-15, 15};
    e.fill = {0.60, 0.95};
    e.marker_width = {0.008, 0.022};
    e.blur_sigma = {0.0, 1.2};
    e.motion_px = {0, 0};
    e.motion_chance = 0;
    e.noise_sigma = {0.5, 2.5};
    e.glare = {0.0, 0.25};
    e.light_falloff = {0.0, 0.25};
    e.vignette = {0.0, 0.15};
    e.colour_cast = {0.0, 0.04};
    e.jpeg_quality = {88, 95};
    e.clutter_chance = 0.2;
    e.overlap_chance = 0.0;
    e.ghost_chance = 0.15;
    e.numbers_chance = 0.5;

    LevelRanges& n = t[1];
    n.tilt_deg = {0, 30};
    n.rotation_deg = {-180, 180};
    n.fill = {0.45, 0.95};
    n.marker_width = {0.008, 0.022};
    n.blur_sigma = {0.0, 2.5};
    n.motion_px = {0, 6};
    n.motion_chance = 0.2;
    n.noise_sigma = {1.0, 5.0};
    n.glare = {0.1, 0.6};
    n.light_falloff = {0.1, 0.45};
    n.vignette = {0.05, 0.35};
    n.colour_cast = {0.02, 0.10};
    n.jpeg_quality = {72, 92};
    n.clutter_chance = 0.5;
    n.overlap_chance = 0.35;
    n.ghost_chance = 0.4;
    n.numbers_chance = 0.6;

    LevelRanges& h = t[2];
    h.tilt_deg = {10, 45};
    h.rotation_deg = {-180, 180};
    h.fill = {0.30, 0.95};
    h.marker_width = {0.008, 0.022};
    h.blur_sigma = {0.5, 4.5};
    h.motion_px = {3, 16};
    h.motion_chance = 0.4;
    h.noise_sigma = {3.0, 10.0};
    h.glare = {0.35, 1.0};
    h.light_falloff = {0.3, 0.7};
    h.vignette = {0.2, 0.6};
    h.colour_cast = {0.05, 0.20};
    h.jpeg_quality = {50, 85};
    h.clutter_chance = 0.8;
    h.overlap_chance = 0.7;
    h.ghost_chance = 0.7;
    h.numbers_chance = 0.7;
    return t;
  }();
  return table[static_cast<std::size_t>(l)];
}

}  // namespace starsight::render
