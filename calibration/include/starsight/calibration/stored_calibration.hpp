#pragma once
// A board template fitted to the user's own boards by `starsight calibrate`,
// stored where scoring finds it. Scoring works without one.
#include <optional>
#include <string>

#include "starsight/board.hpp"

namespace starsight::calibration {

// Where the fitted template is stored: $STARSIGHT_CALIBRATION if set, else
// $XDG_CONFIG_HOME/starsight/calibration.json (or ~/.config/starsight/...).
std::string stored_calibration_path();

// The stored geometry, or nothing when there is none (or it is unreadable).
std::optional<BoardGeometry> load_stored_geometry();

// Writes the geometry as JSON; false with `error` set on failure.
bool store_geometry(const BoardGeometry& g, int photos_used, double rms_error, std::string& error,
                    const std::string& path = stored_calibration_path());

}  // namespace starsight::calibration
