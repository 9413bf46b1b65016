// starsight calibrate [--output PATH] PHOTO...: fits the camera's lens and the
// board template to photos of the user's own blank boards, measures each
// board's artwork on them, and stores all three for scoring.
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "starsight/calibration/fit_template.hpp"
#include "starsight/calibration/stored_calibration.hpp"

namespace starsight::cli {
namespace {

// Below this share of the frame's diagonal, the boards' stars say little about the lens.
constexpr double kSmallInFrame = 0.45;

}  // namespace

void add_calibrate_command(CLI::App& app, Outcome& outcome) {
  struct Args {
    std::vector<std::string> photos;
    std::string output;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd =
      app.add_subcommand("calibrate", "Fit the lens and the board template to photos of your own blank boards");
  cmd->add_option("photos", args->photos,
                  "Photos of blank boards (JPEG, PNG) taken with the camera you score with, each board whole and "
                  "filling most of the frame")
      ->required();
  cmd->add_option("--output", args->output,
                  "Where to store the fit (default: " + calibration::stored_calibration_path() + ")");
  cmd->callback([args, &outcome] {
    const calibration::TemplateFit fit = calibration::fit_template(args->photos);
    for (const auto& s : fit.skipped) std::cerr << "skipped " << s << "\n";
    if (fit.photos_used == 0) {
      std::cerr << "starsight calibrate: no photo showed a board; photograph each blank board whole, from above\n";
      outcome.status = 1;
      return;
    }
    std::string error;
    const std::string path = args->output.empty() ? calibration::stored_calibration_path() : args->output;
    if (!calibration::store_calibration(fit, error, path)) {
      std::cerr << "starsight calibrate: " << error << "\n";
      outcome.status = 1;
      return;
    }
    if (fit.lens.trusted)
      std::cout << "lens: k1 " << fit.lens.lens.k1 << " (the stars strayed " << fit.lens.rms_before
                << " units rms from a flat lattice, " << fit.lens.rms_after << " with it taken out)\n";
    else
      std::cout << "lens: no distortion worth taking out (the stars strayed " << fit.lens.rms_before
                << " units rms from a flat lattice)\n";
    if (!fit.lens.trusted && fit.lens.star_span > 0 && fit.lens.star_span < kSmallInFrame)
      std::cout << "  the boards were small in the frame (their stars spanned "
                << static_cast<int>(fit.lens.star_span * 100 + 0.5)
                << " % of its diagonal): a lens shows most near the frame's edges, so photograph each board filling "
                   "the frame to measure it\n";
    if (fit.geometry_fitted)
      std::cout << "fitted from " << fit.photos_used << " photo(s): lattice origin (" << fit.geometry.u0 << ", "
                << fit.geometry.v0 << "), pitch " << fit.geometry.du << " x " << fit.geometry.dv << ", rms "
                << fit.rms_error << " units; stored in " << path << "\n";
    else
      std::cout << "the stars strayed " << fit.rms_error << " units (rms) from the best fit to the boards' outlines "
                << "in " << fit.photos_used << " photo(s): too far to fit print offsets, the shipped template is "
                << "kept; stored in " << path << "\n";
    if (fit.artwork.empty()) {
      std::cout << "no board's artwork measured (scoring reads the art as it is)\n";
    } else {
      std::cout << "artwork measured for board";
      for (const auto& [id, ink] : fit.artwork) std::cout << " " << id;
      std::cout << " (scoring takes it away round the artwork points)\n";
    }
    outcome.status = fit.skipped.empty() ? 0 : 1;
  });
}

}  // namespace starsight::cli
