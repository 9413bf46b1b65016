#include <nlohmann/json.hpp>

#include "starsight/render/render.hpp"
#include "starsight/state_json.hpp"

namespace starsight::render {

nlohmann::json truth_to_json(const GroundTruth& t) {
  nlohmann::json j;
  j["format"] = "starsight-truth/1";
  j["board"] = t.board;
  j["level"] = level_name(t.level);
  j["seed"] = t.seed;
  j["size"] = {t.params.size.width, t.params.size.height};
  nlohmann::json h = nlohmann::json::array();
  for (int r = 0; r < 3; ++r) {
    nlohmann::json row = nlohmann::json::array();
    for (int c = 0; c < 3; ++c) row.push_back(t.homography(r, c));
    h.push_back(row);
  }
  j["homography"] = h;
  j["homography_note"] = "board template units (546 x 800, origin top-left, y down) -> photo pixels";
  j["state"] = state_to_json(t.state);
  j["score"] = score_to_json(t.score);
  nlohmann::json occ = nlohmann::json::array();
  for (const auto& poly : t.occluders) {
    nlohmann::json p = nlohmann::json::array();
    for (const auto& q : poly) p.push_back({q.x, q.y});
    occ.push_back(p);
  }
  j["occluders"] = occ;
  const SceneParams& s = t.params;
  j["params"] = {{"tilt_deg", s.tilt_deg},
                 {"tilt_axis_deg", s.tilt_axis_deg},
                 {"rotation_deg", s.rotation_deg},
                 {"fill", s.fill},
                 {"marker_width", s.marker_width},
                 {"blur_sigma", s.blur_sigma},
                 {"motion_px", s.motion_px},
                 {"noise_sigma", s.noise_sigma},
                 {"glare", s.glare},
                 {"jpeg_quality", s.jpeg_quality},
                 {"ghosts", s.ghosts},
                 {"score_numbers", s.score_numbers},
                 {"background", s.background},
                 {"clutter", s.clutter},
                 {"art", art_style_name(s.art_style)},
                 {"art_variant", s.art_variant}};
  if (s.lens_k1 != 0) j["params"]["lens_k1"] = s.lens_k1;  // (photos without one keep their truth files' bytes)
  return j;
}

}  // namespace starsight::render
