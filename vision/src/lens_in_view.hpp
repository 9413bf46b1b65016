#pragma once
// A camera lens that a photo's own stars show, with no calibration: a phone
// that did not correct a wide lens bends the lattice where one homography
// can't follow it, and the segments near the frame's edges are then looked for
// off their ink.
#include <cstddef>
#include <optional>

#include <opencv2/core.hpp>

#include "starsight/lens.hpp"
#include "starsight/vision/features.hpp"

namespace starsight::vision {

// How well a reading's lattice fitted its stars: how many, and how far they strayed (template units, rms).
struct LatticeFit {
  std::size_t stars = 0;
  double straying = 0;
  // A lens taken out is kept only when the lattice then fits its stars better: more of them, or closer.
  bool better_than(const LatticeFit& o) const { return stars > 0 && (stars > o.stars || straying < o.straying); }
};

// `f` measured on an image of size `image`.
LatticeFit lattice_fit(const PhotoFeatures& f, cv::Size image);

// The lens to take out (more) of the image `f` was measured on, if its stars show one: `first` when none was
// taken out yet (then only a lens well beyond what photos through a perfect lens show is), `fit` the lattice's.
std::optional<Lens> lens_in_view(const PhotoFeatures& f, cv::Size image, bool first, const LatticeFit& fit);

}  // namespace starsight::vision
