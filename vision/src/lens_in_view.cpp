#include "lens_in_view.hpp"

#include <cmath>
#include <vector>

#include "starsight/vision/lens_fit.hpp"

namespace starsight::vision {
namespace {

constexpr std::size_t kLeastStars = 30;
// A lens is fitted on the stars the lattice was fitted to, and trusted only when it takes away much of their
// straying and is more than the fit finds in photos through a perfect lens (dev easy 5000..5024: |k1| up to 0.021,
// never less than 0.97 of the straying; through a k1 = -0.08 lens, 19 of 25 fits took 15 % or more away).
constexpr double kLeastStrayingForLens = 0.6;  // template units; through a perfect lens 0.5-0.95
constexpr double kLeastLensInView = 0.025;
constexpr double kLensInViewGain = 0.85;

// Once a lens was taken out, what is left of it is refined however small.
constexpr double kLeastLensLeft = 0.005;

}  // namespace

LatticeFit lattice_fit(const PhotoFeatures& f, cv::Size image) {
  return {f.star_template.size(), star_straying({{f.star_template, f.star_photo, image}}, Lens{})};
}

std::optional<Lens> lens_in_view(const PhotoFeatures& f, cv::Size image, bool first, const LatticeFit& fit) {
  if (fit.stars < kLeastStars) return std::nullopt;
  const double before = fit.straying;
  const std::vector<StarsSeen> stars{{f.star_template, f.star_photo, image}};
  if (first && before < kLeastStrayingForLens) return std::nullopt;
  const double least_lens = first ? kLeastLensInView : kLeastLensLeft, gain = first ? kLensInViewGain : 1.0;
  // The squared straying is nearly a parabola in k1: three fits foretell whether a lens worth taking out is there,
  // before the search (90 fits, a few ms) is made.
  constexpr double kProbe = 0.04;
  const double s0 = before * before, sm = std::pow(star_straying(stars, Lens{-kProbe}), 2),
               sp = std::pow(star_straying(stars, Lens{kProbe}), 2);
  const double curve = (sp + sm - 2 * s0) / (2 * kProbe * kProbe), slope = (sp - sm) / (2 * kProbe);
  if (!(curve > 0)) return std::nullopt;
  const double k_guess = -slope / (2 * curve), least = s0 - slope * slope / (4 * curve);
  if (std::abs(k_guess) < least_lens || least > gain * gain * s0) return std::nullopt;
  const Lens best = best_lens(stars);
  if (std::abs(best.k1) < least_lens || star_straying(stars, best) > gain * before) return std::nullopt;
  return best;
}

}  // namespace starsight::vision
