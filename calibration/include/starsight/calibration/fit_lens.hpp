#pragma once
// Fits the camera lens's radial distortion (starsight/lens.hpp) to where the
// printed stars were found on photos of blank boards: the lattice is a grid of
// known points, which a homography maps exactly through a distortion-free lens.
#include <vector>

#include <opencv2/core.hpp>

#include "starsight/lens.hpp"

namespace starsight::calibration {

struct LensFit {
  Lens lens;              // none when the fit is not trusted
  double rms_before = 0;  // the stars' straying from the best homography, template units, rms
  double rms_after = 0;   // the same with the lens taken out
  bool trusted = false;   // the lens explains the straying (see fit_photos_lens)
  // How much of the frame the boards' stars spanned: their bounding box's diagonal over the frame's, the
  // photos' median (a lens shows most near the frame's edges: small boards measure it poorly).
  double star_span = 0;
};

// The lens fitted to grey photos of blank boards, every one taken with one camera and zoom: the lens whose removal
// lets one homography per photo fit its lattice's stars best. Trusted when it is more than a trace
// (|k1| >= kLeastLens) and takes away at least a fifth of the stars' straying; else `lens` is none (phones mostly
// correct their lens themselves). The lens shows most near the frame's edges: boards that fill the frame
// measure it best.
inline constexpr double kLeastLens = 0.005;
LensFit fit_photos_lens(const std::vector<cv::Mat>& grays);

}  // namespace starsight::calibration
