#include "starsight/calibration/fit_lens.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "starsight/vision/lattice_measure.hpp"
#include "starsight/vision/lens_correction.hpp"
#include "starsight/vision/lens_fit.hpp"

namespace starsight::calibration {
namespace {

// The stars each photo's lattice was fitted to, the photo looked at through `lens`.
std::vector<vision::StarsSeen> stars_seen(const std::vector<cv::Mat>& grays, const Lens& lens) {
  std::vector<vision::StarsSeen> out;
  for (const cv::Mat& gray : grays) {
    const cv::Mat seen = vision::undistorted(gray, lens);
    const vision::LatticeMeasurement m = vision::measure_lattice(seen);
    if (m.error.empty()) out.push_back({m.star_template, m.star_photo, seen.size()});
  }
  return out;
}

// The photos' median share of the frame's diagonal that the stars' bounding box spans.
double star_span(const std::vector<vision::StarsSeen>& photos) {
  std::vector<double> spans;
  for (const vision::StarsSeen& s : photos) {
    if (s.star_photo.empty()) continue;
    const cv::Rect2f box = cv::boundingRect(s.star_photo);
    spans.push_back(std::hypot(box.width, box.height) / std::hypot(s.image.width, s.image.height));
  }
  if (spans.empty()) return 0;
  std::nth_element(spans.begin(), spans.begin() + static_cast<std::ptrdiff_t>(spans.size() / 2), spans.end());
  return spans[spans.size() / 2];
}

}  // namespace

// A strong lens bends the outer stars too far from the first homography for the lattice's fit to take them; once it
// is mostly taken out they are found, and the lens is fitted again on them. (Two lenses one after the other make,
// to first order, one whose k1 is their sum.)
LensFit fit_photos_lens(const std::vector<cv::Mat>& grays) {
  Lens total;
  std::vector<vision::StarsSeen> seen = stars_seen(grays, total);
  constexpr int kRounds = 4;
  for (int round = 0; round < kRounds; ++round) {
    const double k = vision::best_lens(seen).k1;
    if (std::abs(k) < 1e-4 || vision::star_straying(seen, Lens{k}) >= vision::star_straying(seen, Lens{})) break;
    total.k1 += k;
    seen = stars_seen(grays, total);
  }
  // Judged on the last stars found, as the photos show them and with the lens out.
  std::vector<vision::StarsSeen> as_shot = seen;
  for (vision::StarsSeen& s : as_shot)
    for (cv::Point2f& q : s.star_photo) {
      const PixelPoint d = distort(total, {q.x, q.y}, s.image.width, s.image.height);
      q = cv::Point2f(static_cast<float>(d.x), static_cast<float>(d.y));
    }
  LensFit fit;
  fit.star_span = star_span(as_shot);
  fit.rms_before = vision::star_straying(as_shot, Lens{});
  const double after = vision::star_straying(seen, Lens{});
  fit.trusted = std::abs(total.k1) >= kLeastLens && after <= 0.8 * fit.rms_before;
  fit.rms_after = fit.trusted ? after : fit.rms_before;
  if (fit.trusted) fit.lens = total;
  return fit;
}

}  // namespace starsight::calibration
