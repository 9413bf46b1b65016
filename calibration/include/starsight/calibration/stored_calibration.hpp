#pragma once
// A board template fitted to the user's own boards by `starsight calibrate`,
// stored where scoring finds it. Scoring works without one.
#include <map>
#include <optional>
#include <string>

#include <opencv2/core.hpp>

#include "starsight/board.hpp"
#include "starsight/calibration/fit_template.hpp"
#include "starsight/vision/reading.hpp"

namespace starsight::calibration {

// Where the fitted template is stored: $STARSIGHT_CALIBRATION if set, else
// $XDG_CONFIG_HOME/starsight/calibration.json (or ~/.config/starsight/...).
std::string stored_calibration_path();

// The stored geometry, or nothing when there is none (or it is unreadable).
std::optional<BoardGeometry> load_stored_geometry(const std::string& path = stored_calibration_path());

// Whether a calibration is stored at `path` that cannot be used (not JSON, truncated, another format, a template
// far from the printed board): scoring then goes on without it, and should say so.
bool stored_calibration_unusable(const std::string& path = stored_calibration_path());

// The stored calibration as the reader takes it: read options with its template, its lens and its boards' artwork
// (vision::BlankArtwork::ink by board number, each from a PNG file beside the JSON; a missing or unreadable one is
// left out) set, each left unset when none is stored or it is unreadable. Programs read it once: every photo of a batch
// or a live view uses the same.
vision::ReadOptions calibrated_read_options(const std::string& path = stored_calibration_path());

// Writes the fit's geometry and lens as JSON, and each board's artwork as a PNG file beside it; false with `error`
// set on failure.
bool store_calibration(const TemplateFit& fit, std::string& error, const std::string& path = stored_calibration_path());

}  // namespace starsight::calibration
