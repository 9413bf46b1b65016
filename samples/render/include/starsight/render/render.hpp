#pragma once
// Synthetic photos of played boards with their ground truth. Everything is drawn
// procedurally from the project's own board templates (never the publisher's
// artwork): the printed board, a player's marker drawing of a state, then a
// camera scene (table, clutter, perspective, lighting, glare, blur, noise, JPEG).
// The same state and options always give the same bytes.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>
#include <opencv2/core.hpp>

#include "starsight/score.hpp"
#include "starsight/state.hpp"

namespace starsight::render {

// How hard a photo is to read; the parameter ranges of each level are listed in
// samples/README.md and in level_ranges() (render/levels.hpp).
enum class Level { Easy, Normal, Hard };
const char* level_name(Level l);                       // "easy", "normal", "hard"
std::optional<Level> parse_level(std::string_view s);  // the names above

// How the boards' illustrations are drawn. The reader must not lean on them (the real boards' artwork is the
// publisher's and not ours): Figures is a second generator, unrelated to the first and kept out of every fitting
// and tuning set, with which the benchmark measures how the reader copes with artwork it has never seen.
enum class ArtStyle { Animals, Figures };
const char* art_style_name(ArtStyle s);                       // "animals", "figures"
std::optional<ArtStyle> parse_art_style(std::string_view s);  // the names above

// The photo to make. Every optional override replaces the value that would
// otherwise be drawn from the level's range with the seed.
struct RenderOptions {
  std::uint64_t seed = 0;
  Level level = Level::Normal;
  std::optional<cv::Size> size;            // photo size in pixels (1280x960 .. 4032x3024 by default)
  std::optional<double> tilt_deg;          // angle between board normal and camera axis
  std::optional<double> rotation_deg;      // in-plane rotation of the board, counter-clockwise
  std::optional<double> fill;              // larger side of the board's bounding box / frame side
  std::optional<double> marker_width;      // marker stroke width as a fraction of the board width
  std::optional<bool> clutter;             // other boards, cards, a hand, pens in view
  std::optional<bool> ghosts;              // faint traces of erased earlier games
  std::optional<bool> score_numbers;       // handwritten numbers in the score circles
  std::optional<int> jpeg_quality;         // 0: no JPEG round trip
  bool degrade = true;                     // false: no lighting, glare, blur, noise (geometry tests)
  ArtStyle art_style = ArtStyle::Animals;  // every board in the scene, the photographed one and its neighbours
  std::optional<int> art_variant;          // 0..2: which rendition of the board's artwork (as one printed copy)
  double lens_k1 = 0;  // the camera lens's radial distortion (starsight/lens.hpp); none at any level
};

// What was drawn, for debugging and for stratifying results.
struct SceneParams {
  cv::Size size;
  double tilt_deg = 0;
  double tilt_axis_deg = 0;  // direction of the tilt axis in the board plane
  double rotation_deg = 0;
  double fill = 0;
  double marker_width = 0;  // fraction of board width
  double blur_sigma = 0;    // defocus, pixels
  double motion_px = 0;     // motion blur length, pixels
  double noise_sigma = 0;   // sensor noise, 8-bit levels
  double glare = 0;         // 0..1 strength of specular glare
  int jpeg_quality = 0;
  bool ghosts = false;
  bool score_numbers = false;
  std::string background;            // "wood", "cloth", "pattern", "plain"
  std::vector<std::string> clutter;  // "board", "cards", "hand", "pen"
  ArtStyle art_style = ArtStyle::Animals;
  int art_variant = 0;  // the rendition of the photographed board's artwork
  double lens_k1 = 0;   // the lens's radial distortion (starsight/lens.hpp)
};

struct GroundTruth {
  State state;
  Score score;
  int board = 1;
  Level level = Level::Normal;
  std::uint64_t seed = 0;
  // Board template units (546 x 800, origin top-left, y down) -> photo pixels
  // (pixel centres at integer coordinates). With a lens (params.lens_k1), the
  // pixels of the photo the lens would have made without distortion: distort()
  // takes them to the photo's.
  cv::Matx33d homography = cv::Matx33d::eye();
  // Things covering part of the board or the frame, as polygons in photo pixels (distorted by the lens, if any).
  std::vector<std::vector<cv::Point2d>> occluders;
  SceneParams params;
};

struct Photo {
  cv::Mat image;  // BGR 8-bit; when JPEG is on, the decoded `jpeg` bytes
  GroundTruth truth;
  std::vector<std::uint8_t> jpeg;  // the encoded photo (empty when jpeg_quality is 0)
};

Photo render_photo(const State& state, const RenderOptions& options);

// An easy photo with nothing but the board in view and nothing written in its score circles: no other boards,
// cards, hands or pens, no ghosts of erased games.
RenderOptions quiet_scene(std::uint64_t seed);

// A photo of board `board_id` blank, as a user takes it for `starsight calibrate`: an easy photo with nothing
// else in view and no writing, its artwork drawn in `style`, rendition `variant` (the user's printed copy), through a
// lens of distortion `lens_k1`.
Photo render_blank_board(int board_id, std::uint64_t seed, ArtStyle style, int variant, double lens_k1 = 0);

// The flat, frontal board (no camera): `scale` pixels per template unit, so the
// image is round(546 * scale) x round(800 * scale). Outside the arch is black.
// Only options.seed, level, marker_width, ghosts and score_numbers matter here.
cv::Mat render_board(const State& state, const RenderOptions& options, double scale = 2.0);
// 255 on the board, 0 outside the arch, at the same scale (antialiased edge).
cv::Mat board_mask(double scale);

// Ground truth as JSON: state (state_to_json), score (score_to_json), board,
// level, seed, homography (row-major 3x3), size, occluders, params.
nlohmann::json truth_to_json(const GroundTruth& truth);

}  // namespace starsight::render
