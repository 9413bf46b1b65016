#pragma once
// Fits the camera's lens and the lattice placement of the board template
// (origin and pitch, i.e. the print offsets of the user's copy) to photos of
// blank boards, and measures each board's artwork on them (its appearance round
// the artwork points).
#include <map>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "starsight/board.hpp"
#include "starsight/calibration/fit_lens.hpp"

namespace starsight::calibration {

struct TemplateFit {
  BoardGeometry geometry;        // the shipped template's when the fit was not precise enough to trust
  bool geometry_fitted = false;  // the stars' fit to the outlines was precise (rms_error within kPreciseFit)
  int photos_used = 0;
  double rms_error = 0;              // template units, residual of the lattice fit
  std::vector<std::string> skipped;  // "photo: why" for photos not used
  std::map<int, cv::Mat> artwork;    // by board number: vision::BlankArtwork::ink, common to its photos
  LensFit lens;                      // the camera's lens; the rest is measured with it taken out
};

// The most a trusted fit's stars stray from it (template units, about 0.7 mm): beyond, the outlines were not
// measured finely enough for print offsets, and the shipped template serves better.
inline constexpr double kPreciseFit = 2.5;

// Photos are file paths (JPEG or PNG). Fails (photos_used == 0) when no photo shows a board.
TemplateFit fit_template(const std::vector<std::string>& photos);

}  // namespace starsight::calibration
