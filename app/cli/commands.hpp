#pragma once
// The `starsight` subcommands. Each registers itself on the CLI11 app and
// returns the exit status through the holder it is given.
#include <CLI/CLI.hpp>

namespace starsight::cli {

// Exit status of the chosen subcommand: 0 all good, 1 some input failed,
// 2 usage error.
struct Outcome {
  int status = 0;
};

void add_score_command(CLI::App& app, Outcome& outcome);
void add_simulate_command(CLI::App& app, Outcome& outcome);
// Photo tools; absent when the program is built without OpenCV.
void add_render_command(CLI::App& app, Outcome& outcome);
void add_dataset_command(CLI::App& app, Outcome& outcome);
void add_calibrate_command(CLI::App& app, Outcome& outcome);

}  // namespace starsight::cli
