#pragma once
// Fits the lattice placement of the board template (origin and pitch, i.e. the
// print offsets of the user's copy) to photos of blank boards.
#include <string>
#include <vector>

#include "starsight/board.hpp"

namespace starsight::calibration {

struct TemplateFit {
  BoardGeometry geometry;
  int photos_used = 0;
  double rms_error = 0;              // template units, residual of the lattice fit
  std::vector<std::string> skipped;  // "photo: why" for photos not used
};

// Photos are file paths (JPEG or PNG). Fails (photos_used == 0) when no photo shows a board.
TemplateFit fit_template(const std::vector<std::string>& photos);

}  // namespace starsight::calibration
