#include "params.hpp"

#include <algorithm>
#include <array>

#include "random.hpp"
#include "starsight/render/levels.hpp"

namespace starsight::render {
namespace {

double draw(Rng& rng, Range r) { return rng.uniform(r.lo, r.hi); }

// Common phone and camera frame sizes, 4:3 like most phone sensors.
const std::array<cv::Size, 6> kSizes{
    {{1280, 960}, {1600, 1200}, {2048, 1536}, {2592, 1944}, {3264, 2448}, {4032, 3024}}};

}  // namespace

Plan make_plan(const RenderOptions& o) {
  Rng rng(o.seed, "plan");
  const LevelRanges& r = level_ranges(o.level);
  Plan plan;
  SceneParams& p = plan.params;
  // Every value is drawn even when overridden, so an override changes nothing else.
  cv::Size size = kSizes[static_cast<std::size_t>(rng.integer(0, static_cast<int>(kSizes.size()) - 1))];
  if (rng.chance(0.4)) std::swap(size.width, size.height);  // portrait
  p.size = o.size.value_or(size);
  const double tilt = draw(rng, r.tilt_deg), rot = draw(rng, r.rotation_deg), fill = draw(rng, r.fill);
  p.tilt_deg = o.tilt_deg.value_or(tilt);
  p.tilt_axis_deg = rng.uniform(0, 360);
  p.rotation_deg = o.rotation_deg.value_or(rot);
  p.fill = std::clamp(o.fill.value_or(fill), 0.05, 1.0);
  const double mw = draw(rng, r.marker_width);
  p.marker_width = o.marker_width.value_or(mw);
  const double blur = draw(rng, r.blur_sigma), motion = draw(rng, r.motion_px);
  const bool has_motion = rng.chance(r.motion_chance);
  const double noise = draw(rng, r.noise_sigma), glare = draw(rng, r.glare);
  plan.light_falloff = draw(rng, r.light_falloff);
  plan.vignette = draw(rng, r.vignette);
  const double cast = draw(rng, r.colour_cast);
  const double cast_dir = rng.uniform(0, 1);
  // Warm (tungsten) or cool (daylight/shade) casts, with a random tint.
  const double warm = cast_dir < 0.6 ? 1 : -1;
  plan.colour_gain = {1 - warm * cast + rng.uniform(-0.3, 0.3) * cast, 1 + rng.uniform(-0.4, 0.4) * cast,
                      1 + warm * cast + rng.uniform(-0.3, 0.3) * cast};
  const int jpeg = static_cast<int>(std::lround(draw(rng, r.jpeg_quality)));
  const bool clutter = rng.chance(r.clutter_chance), ghosts = rng.chance(r.ghost_chance);
  const bool numbers = rng.chance(r.numbers_chance);
  plan.ghost_strength = rng.uniform(0.04, o.level == Level::Hard ? 0.22 : 0.14);
  plan.art_variant = rng.integer(0, 2);
  if (o.art_variant) plan.art_variant = std::clamp(*o.art_variant, 0, 2);
  plan.art_style = o.art_style;
  p.art_style = o.art_style;
  p.art_variant = plan.art_variant;
  plan.overlap_chance = r.overlap_chance;
  p.lens_k1 = o.lens_k1;

  // Sizes scale the pixel-valued effects (the ranges are for 12 MP).
  const double px = std::max(p.size.width, p.size.height) / 4032.0;
  p.blur_sigma = o.degrade ? blur * px : 0;
  p.motion_px = o.degrade && has_motion ? motion * px : 0;
  p.noise_sigma = o.degrade ? noise : 0;
  p.glare = o.degrade ? glare : 0;
  if (!o.degrade) {
    plan.light_falloff = plan.vignette = 0;
    plan.colour_gain = {1, 1, 1};
  }
  p.jpeg_quality = o.jpeg_quality.value_or(jpeg);
  p.ghosts = o.ghosts.value_or(ghosts);
  p.score_numbers = o.score_numbers.value_or(numbers);
  plan.clutter = o.clutter.value_or(clutter);
  return plan;
}

}  // namespace starsight::render
