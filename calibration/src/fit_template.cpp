#include "starsight/calibration/fit_template.hpp"

#include <cmath>

#include "starsight/vision/artwork.hpp"
#include "starsight/vision/image_file.hpp"
#include "starsight/vision/lattice_measure.hpp"
#include "starsight/vision/lens_correction.hpp"

namespace starsight::calibration {

namespace {

// Each photo's board art, read with the fitted template (the reader will look at it through that template).
void measure_artwork(const std::vector<std::pair<std::string, cv::Mat>>& used, TemplateFit& fit) {
  vision::ReadOptions o;
  o.geometry = fit.geometry;
  for (const auto& [path, gray] : used) {
    const vision::BlankArtwork art = vision::measure_blank_artwork(gray, o);
    if (art.board == 0) {
      fit.skipped.push_back(path + ": its artwork was not measured: " + art.error);
      continue;
    }
    fit.artwork[art.board] = vision::common_artwork(fit.artwork[art.board], art.ink);
  }
}

}  // namespace

TemplateFit fit_template(const std::vector<std::string>& photos) {
  TemplateFit fit;
  std::vector<std::pair<std::string, cv::Mat>> decoded;
  for (const auto& path : photos) {
    vision::DecodedPhoto photo = vision::decode_photo_file(path);
    if (photo.refusal != vision::Refusal::None)
      fit.skipped.push_back(path + ": " + photo.message);
    else
      decoded.emplace_back(path, std::move(photo.gray));
  }
  std::vector<cv::Mat> grays;
  for (const auto& [path, gray] : decoded) grays.push_back(gray);
  fit.lens = fit_photos_lens(grays);
  if (fit.lens.trusted)
    for (auto& [path, gray] : decoded) gray = vision::undistorted(gray, fit.lens.lens);
  std::vector<std::pair<std::string, cv::Mat>> used;
  // Least squares for u = u0 + du x and v = v0 - dv y over every star of every photo.
  double sx = 0, sxx = 0, su = 0, sxu = 0, sy = 0, syy = 0, sv = 0, syv = 0;
  int n = 0;
  std::vector<std::pair<Point, cv::Point2d>> all;
  for (const auto& [path, gray] : decoded) {
    const vision::LatticeMeasurement m = vision::measure_lattice(gray);
    if (!m.error.empty()) {
      fit.skipped.push_back(path + ": " + m.error);
      continue;
    }
    ++fit.photos_used;
    used.emplace_back(path, gray);
    for (std::size_t i = 0; i < m.points.size(); ++i) {
      const double x = m.points[i].x, y = m.points[i].y, u = m.positions[i].x, v = m.positions[i].y;
      sx += x, sxx += x * x, su += u, sxu += x * u;
      sy += y, syy += y * y, sv += v, syv += y * v;
      ++n;
      all.emplace_back(m.points[i], m.positions[i]);
    }
  }
  if (fit.photos_used == 0 || n < 10) {
    fit.photos_used = 0;
    return fit;
  }
  const double dn = n;
  const double du = (dn * sxu - sx * su) / (dn * sxx - sx * sx);
  const double u0 = (su - du * sx) / dn;
  const double slope_v = (dn * syv - sy * sv) / (dn * syy - sy * sy);
  const double v0 = (sv - slope_v * sy) / dn;
  fit.geometry.u0 = u0;
  fit.geometry.du = du;
  fit.geometry.v0 = v0;
  fit.geometry.dv = -slope_v;
  double err = 0;
  for (const auto& [p, q] : all) {
    const double eu = q.x - fit.geometry.x_of(p.x), ev = q.y - fit.geometry.y_of(p.y);
    err += eu * eu + ev * ev;
  }
  fit.rms_error = std::sqrt(err / dn);
  fit.geometry_fitted = fit.rms_error <= kPreciseFit;
  if (!fit.geometry_fitted) fit.geometry = BoardGeometry{};
  measure_artwork(used, fit);
  return fit;
}

}  // namespace starsight::calibration
