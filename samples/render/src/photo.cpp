// render_photo: the board on a table, seen by a phone camera.
#include <algorithm>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "background.hpp"
#include "board_art.hpp"
#include "camera.hpp"
#include "clutter.hpp"
#include "composite.hpp"
#include "flat_board.hpp"
#include "optics.hpp"
#include "params.hpp"
#include "random.hpp"
#include "starsight/lens.hpp"
#include "starsight/render/render.hpp"

namespace starsight::render {

Photo render_photo(const State& state, const RenderOptions& options) {
  Plan plan = make_plan(options);
  SceneParams& p = plan.params;
  Photo photo;
  GroundTruth& t = photo.truth;
  t.state = state;
  t.score = score(state);
  t.board = state.board;
  t.level = options.level;
  t.seed = options.seed;

  Rng camera_rng(options.seed, "camera");
  const cv::Matx33d h = camera_homography(p, camera_rng);
  t.homography = h;

  // Draw the flat board at about the resolution the camera sees it (capped:
  // beyond ~3 px per unit the lens blur hides the difference).
  double k = 0;
  for (const auto& q : board_outline()) k = std::max(k, local_scale(h, q));
  k = std::clamp(k * 1.05, 0.5, 3.2);
  const cv::Mat flat = draw_flat_board(state, t.score, plan, options.seed, k);
  const cv::Mat mask = board_mask(k);

  Rng scene_rng(options.seed, "table");
  cv::Mat img = make_background(p.size, scene_rng, p.background);
  ClutterOutcome clutter;
  Rng clutter_rng(options.seed, "clutter");
  if (plan.clutter) draw_clutter_below(img, h, state.board, plan.art_style, clutter_rng, clutter);
  cv::Mat roi_mask;
  const cv::Rect roi = warp_into(img, flat, mask, h * cv::Matx33d(1 / k, 0, 0, 0, 1 / k, 0, 0, 0, 1), &roi_mask);
  if (plan.clutter) draw_clutter_above(img, h, plan.overlap_chance, clutter_rng, clutter);
  p.clutter = clutter.names;
  t.occluders = clutter.occluders;

  if (options.degrade) {
    Rng light_rng(options.seed, "light");
    std::vector<cv::Point2d> outline;
    for (const auto& q : board_outline()) outline.push_back(apply(h, q));
    cv::Mat board_px = cv::Mat::zeros(img.size(), CV_8U);
    if (!roi.empty()) roi_mask.copyTo(board_px(roi));
    apply_light(img, plan, outline, board_px, clutter.shadows, light_rng);
    apply_lens(img, p.lens_k1);
    apply_blur(img, p, light_rng);
    apply_noise(img, p.noise_sigma, light_rng);
  }
  if (!options.degrade) apply_lens(img, p.lens_k1);
  if (p.lens_k1 != 0)
    for (auto& polygon : t.occluders)
      for (auto& q : polygon) {
        const PixelPoint d = distort(Lens{p.lens_k1}, {q.x, q.y}, img.cols, img.rows);
        q = {d.x, d.y};
      }
  if (p.jpeg_quality > 0) {
    std::vector<uchar> bytes;
    cv::imencode(".jpg", img, bytes, {cv::IMWRITE_JPEG_QUALITY, std::clamp(p.jpeg_quality, 1, 100)});
    photo.jpeg.assign(bytes.begin(), bytes.end());
    img = cv::imdecode(bytes, cv::IMREAD_COLOR);
  }
  photo.image = img;
  t.params = p;
  return photo;
}

RenderOptions quiet_scene(std::uint64_t seed) {
  RenderOptions o;
  o.seed = seed;
  o.level = Level::Easy;
  o.clutter = false;
  o.ghosts = false;
  o.score_numbers = false;
  return o;
}

Photo render_blank_board(int board_id, std::uint64_t seed, ArtStyle style, int variant, double lens_k1) {
  State blank;
  blank.board = board_id;
  RenderOptions o = quiet_scene(seed);
  o.art_style = style;
  o.art_variant = variant;
  o.lens_k1 = lens_k1;
  return render_photo(blank, o);
}

}  // namespace starsight::render
