#pragma once
// Drawing a photo's scene parameters from its level's ranges and the seed,
// with the caller's overrides applied.
#include "starsight/render/render.hpp"

namespace starsight::render {

// Everything that is decided before drawing, including the values not
// reported in SceneParams.
struct Plan {
  SceneParams params;
  int art_variant = 0;  // which rendition of the board's artwork
  ArtStyle art_style = ArtStyle::Animals;
  double ghost_strength = 0;  // 0..1
  double light_falloff = 0;
  double vignette = 0;
  cv::Vec3d colour_gain{1, 1, 1};
  double overlap_chance = 0;
  bool clutter = false;  // the scene lists what it put in SceneParams::clutter
};

Plan make_plan(const RenderOptions& options);

}  // namespace starsight::render
