// starsight simulate --seed N [--count K] [-o DIR]
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "starsight/simulator.hpp"
#include "starsight/state_json.hpp"

namespace starsight::cli {
namespace {

struct SimulateArgs {
  std::uint64_t seed = 0;
  int count = 1;
  std::string out_dir;
};

void run(const SimulateArgs& a, Outcome& outcome) {
  if (!a.out_dir.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(a.out_dir, ec);
    if (ec) {
      std::cerr << "starsight simulate: cannot create " << a.out_dir << ": " << ec.message() << "\n";
      outcome.status = 1;
      return;
    }
  }
  for (int i = 0; i < a.count; ++i) {
    const std::uint64_t seed = a.seed + static_cast<std::uint64_t>(i);
    const State s = simulate_game(seed);
    if (a.out_dir.empty()) {
      std::cout << state_to_json(s).dump() << "\n";
      continue;
    }
    const auto path = std::filesystem::path(a.out_dir) / ("game-" + std::to_string(seed) + ".json");
    std::ofstream out(path);
    out << write_state(s);
    if (!out) {
      std::cerr << "starsight simulate: cannot write " << path.string() << "\n";
      outcome.status = 1;
      return;
    }
  }
}

}  // namespace

void add_simulate_command(CLI::App& app, Outcome& outcome) {
  auto args = std::make_shared<SimulateArgs>();
  CLI::App* cmd = app.add_subcommand("simulate", "Play whole legal games and write their end states");
  cmd->add_option("--seed", args->seed, "Seed of the first game")->required();
  cmd->add_option("--count", args->count, "Number of games (seeds N, N+1, ...)")->check(CLI::Range(1, 10000000));
  cmd->add_option("-o,--output", args->out_dir, "Folder for game-SEED.json files (default: JSON Lines on stdout)");
  cmd->callback([args, &outcome] { run(*args, outcome); });
}

}  // namespace starsight::cli
