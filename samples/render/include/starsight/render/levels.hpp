#pragma once
// The parameter ranges of each difficulty level (documented in samples/README.md).
// A photo draws each parameter uniformly from its level's range unless
// RenderOptions overrides it.
#include "starsight/render/render.hpp"

namespace starsight::render {

struct Range {
  double lo = 0;
  double hi = 0;
};

struct LevelRanges {
  Range tilt_deg;      // perspective tilt
  Range rotation_deg;  // in-plane rotation (symmetric around 0 or a full turn)
  Range fill;          // board bounding box / frame
  Range marker_width;  // fraction of board width
  Range blur_sigma;    // defocus (pixels at 12 MP; scaled with the photo)
  Range motion_px;     // motion blur length (pixels at 12 MP)
  double motion_chance = 0;
  Range noise_sigma;    // 8-bit levels
  Range glare;          // 0..1
  Range light_falloff;  // darkest/brightest ratio of the uneven lighting, as 1 - ratio
  Range vignette;       // corner darkening
  Range colour_cast;    // per-channel gain deviation
  Range jpeg_quality;
  double clutter_chance = 0;  // other boards, cards, hand, pens
  double overlap_chance = 0;  // an occluder overlapping the board edge
  double ghost_chance = 0;
  double numbers_chance = 0;  // handwritten score numbers
};

const LevelRanges& level_ranges(Level l);

}  // namespace starsight::render
