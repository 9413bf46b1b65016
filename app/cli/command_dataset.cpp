// starsight dataset --count N --seed S --level L -o DIR [--art STYLE] [--lens K1] [--size WxH]
// Simulated games -> photos + ground truth + index.jsonl, deterministic per seed.
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "starsight/lens.hpp"
#include "starsight/render/photo_io.hpp"
#include "starsight/render/render.hpp"
#include "starsight/simulator.hpp"

namespace starsight::cli {
namespace {

struct DatasetArgs {
  int count = 10;
  std::uint64_t seed = 0;
  std::string level = "normal";
  std::string art = "animals";
  double lens_k1 = 0;
  std::string out_dir;
  std::string size;
  bool png = false;
};

void run(const DatasetArgs& a, Outcome& outcome) {
  const auto fail = [&](const std::string& message, int status) {
    std::cerr << "starsight dataset: " << message << "\n";
    outcome.status = status;
  };
  const bool mixed = a.level == "mixed";
  const auto level = render::parse_level(a.level);
  if (!level && !mixed) return fail("unknown level '" + a.level + "'; use easy, normal, hard or mixed", 2);
  const auto art = render::parse_art_style(a.art);
  if (!art) return fail("unknown --art '" + a.art + "'; use animals or figures", 2);
  std::optional<cv::Size> size;
  if (!a.size.empty()) {
    const auto x = a.size.find_first_of("xX");
    int w = 0, h = 0;
    try {
      if (x != std::string::npos) w = std::stoi(a.size.substr(0, x)), h = std::stoi(a.size.substr(x + 1));
    } catch (const std::exception&) {
    }
    if (w < 64 || h < 64 || w > 12000 || h > 12000)
      return fail("bad --size '" + a.size + "'; write it like 2016x1512", 2);
    size = cv::Size(w, h);
  }
  std::error_code ec;
  std::filesystem::create_directories(a.out_dir, ec);
  if (ec) return fail("cannot create " + a.out_dir + ": " + ec.message(), 1);
  const std::filesystem::path dir(a.out_dir);
  std::ofstream index(dir / "index.jsonl");
  if (!index) return fail("cannot write " + (dir / "index.jsonl").string(), 1);
  for (int i = 0; i < a.count; ++i) {
    const std::uint64_t seed = a.seed + static_cast<std::uint64_t>(i);
    render::RenderOptions o;
    o.seed = seed;
    o.level = mixed ? static_cast<render::Level>(seed % 3) : *level;
    o.size = size;
    o.art_style = *art;
    o.lens_k1 = a.lens_k1;
    const State state = simulate_game(seed);
    const render::Photo photo = render::render_photo(state, o);
    std::ostringstream name;
    name << "photo-" << std::setw(6) << std::setfill('0') << seed;
    const std::string photo_file = name.str() + (a.png ? ".png" : ".jpg"), truth_file = name.str() + ".truth.json";
    if (const std::string e = render::save_photo(photo, (dir / photo_file).string()); !e.empty()) return fail(e, 1);
    if (const std::string e = render::save_truth(photo.truth, (dir / truth_file).string()); !e.empty())
      return fail(e, 1);
    index << nlohmann::json{{"photo", photo_file},
                            {"truth", truth_file},
                            {"board", photo.truth.board},
                            {"level", render::level_name(o.level)},
                            {"seed", seed},
                            {"total", photo.truth.score.total},
                            {"size", {photo.image.cols, photo.image.rows}}}
                 .dump()
          << "\n";
    if (!index) return fail("cannot write the index in " + a.out_dir, 1);
  }
}

}  // namespace

void add_dataset_command(CLI::App& app, Outcome& outcome) {
  auto args = std::make_shared<DatasetArgs>();
  CLI::App* cmd = app.add_subcommand("dataset", "Simulate games and draw photos with ground truth and an index");
  cmd->add_option("--count", args->count, "Number of photos")->check(CLI::Range(1, 10000000));
  cmd->add_option("--seed", args->seed, "Seed of the first photo (photo i uses seed + i for its game and photo)");
  cmd->add_option("--level", args->level, "easy, normal, hard, or mixed (level from the seed)");
  cmd->add_option("--lens", args->lens_k1, "The camera lens's radial distortion k1 (barrel below 0), 0 by default")
      ->check(CLI::Range(-kLargestLensK1, kLargestLensK1));
  cmd->add_option("--art", args->art, "The boards' illustrations: animals (default) or figures (never tuned on)");
  cmd->add_option("-o,--output", args->out_dir, "Folder for photo-SEED.jpg, photo-SEED.truth.json and index.jsonl")
      ->required();
  cmd->add_option("--size", args->size, "Photo size WxH for every photo instead of sizes drawn from the seeds");
  cmd->add_flag("--png", args->png, "Write lossless PNG photos instead of JPEG");
  cmd->callback([args, &outcome] { run(*args, outcome); });
}

}  // namespace starsight::cli
