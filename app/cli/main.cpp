// starsight: score Look at the Stars sheets from photos or state files.
#include <exception>
#include <iostream>

#include "commands.hpp"
#ifdef STARSIGHT_WITH_VISION
#include "starsight/vision/memory.hpp"
#endif

int main(int argc, char** argv) {
  CLI::App app{"Starsight: reads a photo of a Look at the Stars board and scores it", "starsight"};
  app.require_subcommand(1);
  starsight::cli::Outcome outcome;
  starsight::cli::add_score_command(app, outcome);
  starsight::cli::add_simulate_command(app, outcome);
#ifdef STARSIGHT_WITH_VISION
  starsight::vision::keep_freed_image_memory();  // a batch of photos reuses one reading's buffers
  starsight::cli::add_render_command(app, outcome);
  starsight::cli::add_dataset_command(app, outcome);
  starsight::cli::add_calibrate_command(app, outcome);
#endif
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = app.exit(e);
    return code == 0 ? 0 : 2;
  } catch (const std::exception& e) {
    std::cerr << "starsight: " << e.what() << "\n";
    return 2;
  }
  return outcome.status;
}
