// starsight render STATE.json -o PHOTO.jpg [--seed N] [--level L] [--art STYLE] [--art-variant N] [--lens K1]
//                  [--truth FILE]
// [--size WxH]
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "commands.hpp"
#include "starsight/lens.hpp"
#include "starsight/render/photo_io.hpp"
#include "starsight/render/render.hpp"
#include "starsight/state_json.hpp"

namespace starsight::cli {
namespace {

struct RenderArgs {
  std::string state_path;
  std::string out;
  std::string truth;
  std::uint64_t seed = 0;
  std::string level = "normal";
  std::string art = "animals";
  int art_variant = -1;
  double lens_k1 = 0;
  std::string size;
  bool no_truth = false;
};

bool parse_size(const std::string& s, cv::Size& out) {
  const auto x = s.find_first_of("xX");
  if (x == std::string::npos) return false;
  try {
    out = cv::Size(std::stoi(s.substr(0, x)), std::stoi(s.substr(x + 1)));
  } catch (const std::exception&) {
    return false;
  }
  return out.width >= 64 && out.height >= 64 && out.width <= 12000 && out.height <= 12000;
}

void run(const RenderArgs& a, Outcome& outcome) {
  const auto fail = [&](const std::string& message, int status) {
    std::cerr << "starsight render: " << message << "\n";
    outcome.status = status;
  };
  render::RenderOptions o;
  o.seed = a.seed;
  const auto level = render::parse_level(a.level);
  if (!level) return fail("unknown level '" + a.level + "'; use easy, normal or hard", 2);
  o.level = *level;
  const auto art = render::parse_art_style(a.art);
  if (!art) return fail("unknown --art '" + a.art + "'; use animals or figures", 2);
  o.art_style = *art;
  if (a.art_variant >= 0) o.art_variant = a.art_variant;
  o.lens_k1 = a.lens_k1;
  if (!a.size.empty()) {
    cv::Size s;
    if (!parse_size(a.size, s)) return fail("bad --size '" + a.size + "'; write it like 2016x1512", 2);
    o.size = s;
  }
  std::ifstream in(a.state_path, std::ios::binary);
  if (!in) return fail("cannot open " + a.state_path + "; check the path", 1);
  std::ostringstream text;
  text << in.rdbuf();
  const StateReading reading = read_state(std::string_view(text.str()));
  if (!reading) return fail(a.state_path + " is not a valid state file: " + reading.error, 1);
  const render::Photo photo = render::render_photo(*reading.state, o);
  if (const std::string e = render::save_photo(photo, a.out); !e.empty()) return fail(e, 1);
  if (!a.no_truth) {
    const std::string truth = a.truth.empty() ? render::truth_path_for(a.out) : a.truth;
    if (const std::string e = render::save_truth(photo.truth, truth); !e.empty()) return fail(e, 1);
  }
}

}  // namespace

void add_render_command(CLI::App& app, Outcome& outcome) {
  auto args = std::make_shared<RenderArgs>();
  CLI::App* cmd = app.add_subcommand("render", "Draw a synthetic photo of a played board from a state file");
  cmd->add_option("STATE", args->state_path, "State file (starsight-state/1)")->required();
  cmd->add_option("-o,--output", args->out, "Photo to write (.jpg or .png)")->required();
  cmd->add_option("--seed", args->seed, "Seed: the same seed gives the same photo bytes");
  cmd->add_option("--level", args->level, "Difficulty: easy, normal or hard (default normal)");
  cmd->add_option("--lens", args->lens_k1, "The camera lens's radial distortion k1 (barrel below 0), 0 by default")
      ->check(CLI::Range(-kLargestLensK1, kLargestLensK1));
  cmd->add_option("--art", args->art, "The boards' illustrations: animals (default) or figures (never tuned on)");
  cmd->add_option("--art-variant", args->art_variant,
                  "Which rendition (0..2) of the board's illustrations, as one printed copy (default: from the seed)")
      ->check(CLI::Range(0, 2));
  cmd->add_option("--truth", args->truth, "Ground-truth file (default: PHOTO.truth.json next to the photo)");
  cmd->add_flag("--no-truth", args->no_truth, "Do not write the ground truth");
  cmd->add_option("--size", args->size, "Photo size WxH instead of one drawn from the seed");
  cmd->callback([args, &outcome] { run(*args, outcome); });
}

}  // namespace starsight::cli
