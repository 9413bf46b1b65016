#include "optics.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "geometry2d.hpp"
#include "starsight/lens.hpp"

namespace starsight::render {
namespace {

constexpr int kLow = 8;  // fields are computed at 1/kLow of the photo size

std::vector<cv::Point> to_low(const std::vector<cv::Point2d>& poly, cv::Point2d offset = {}) {
  std::vector<cv::Point> out;
  for (const auto& p : poly)
    out.push_back({static_cast<int>(std::lround((p.x + offset.x) / kLow * 16)),
                   static_cast<int>(std::lround((p.y + offset.y) / kLow * 16))});
  return out;
}

}  // namespace

void apply_light(cv::Mat& img, const Plan& plan, const std::vector<cv::Point2d>& board, const cv::Mat& board_mask,
                 const std::vector<std::vector<cv::Point>>& shadow_casters, Rng& rng) {
  const SceneParams& p = plan.params;
  const cv::Size low((img.cols + kLow - 1) / kLow, (img.rows + kLow - 1) / kLow);
  const double diag = std::hypot(low.width, low.height);

  // Where the board is, at low resolution (for glare and its own shadow).
  cv::Mat board_low = cv::Mat::zeros(low, CV_8U);
  cv::fillPoly(board_low, std::vector<std::vector<cv::Point>>{to_low(board)}, cv::Scalar(255), cv::LINE_AA, 4);

  // Shadows: the board's thin contact shadow and whatever lies over it.
  cv::Mat shadow = cv::Mat::zeros(low, CV_8U);
  const cv::Point2d light_dir = rotate({1, 0}, rng.uniform(0, 2 * kPi));
  const double board_shift = rng.uniform(2, 8) * kLow * std::max(img.cols, img.rows) / 4032.0 / kLow;
  cv::fillPoly(shadow, std::vector<std::vector<cv::Point>>{to_low(board, light_dir * (board_shift * kLow))},
               cv::Scalar(110), cv::LINE_AA, 4);
  shadow.setTo(cv::Scalar(0), board_low > 128);
  const double caster_shift = rng.uniform(0.01, 0.04) * std::max(img.cols, img.rows);
  for (const auto& poly : shadow_casters) {
    std::vector<cv::Point2d> moved;
    for (const auto& q : poly) moved.push_back(cv::Point2d(q) + light_dir * caster_shift);
    cv::fillPoly(shadow, std::vector<std::vector<cv::Point>>{to_low(moved)}, cv::Scalar(rng.uniform(120, 200)),
                 cv::LINE_AA, 4);
  }
  cv::GaussianBlur(shadow, shadow, cv::Size(), std::max(1.0, diag * 0.006));

  // Illumination: exposure, a slow gradient, a bright spot, vignetting, shadows.
  cv::Mat shade(low, CV_32F);
  const double exposure = rng.uniform(0.9, 1.08);
  const cv::Point2d g = rotate({1, 0}, rng.uniform(0, 2 * kPi));
  const cv::Point2d spot(rng.uniform(0, low.width), rng.uniform(0, low.height));
  const double spot_r = rng.uniform(0.3, 0.8) * diag, spot_k = rng.uniform(0, 0.15);
  for (int y = 0; y < low.height; ++y)
    for (int x = 0; x < low.width; ++x) {
      const double nx = 2.0 * x / low.width - 1, ny = 2.0 * y / low.height - 1;
      double v = exposure * (1 - plan.light_falloff * (0.5 + 0.5 * (nx * g.x + ny * g.y) / 1.41421356));
      v *= 1 + spot_k * std::exp(-std::pow(length(cv::Point2d(x, y) - spot) / spot_r, 2));
      v *= 1 - plan.vignette * (nx * nx + ny * ny) / 2;
      v *= 1 - 0.6 * shadow.at<std::uint8_t>(y, x) / 255.0;
      shade.at<float>(y, x) = static_cast<float>(v);
    }

  // Specular glare on the glossy board: soft blobs (windows, lamps) and streaks.
  cv::Mat glare = cv::Mat::zeros(low, CV_32F);
  if (p.glare > 0) {
    cv::Rect br = cv::boundingRect(board_low);
    const int blobs = rng.integer(1, 3), streaks = rng.integer(0, 2);
    for (int i = 0; i < blobs + streaks; ++i) {
      const bool streak = i >= blobs;
      const cv::Point2d c(br.x + rng.uniform(0, br.width), br.y + rng.uniform(0, br.height));
      const double a = rng.uniform(0, 180);
      const double rx = (streak ? rng.uniform(0.15, 0.45) : rng.uniform(0.03, 0.12)) * diag;
      const double ry = streak ? rng.uniform(0.004, 0.02) * diag : rx * rng.uniform(0.4, 1.0);
      const double peak = p.glare * (streak ? rng.uniform(60, 160) : rng.uniform(80, 230));
      cv::Mat one = cv::Mat::zeros(low, CV_32F);
      cv::ellipse(one, cv::Point(static_cast<int>(c.x), static_cast<int>(c.y)),
                  cv::Size(std::max(1, static_cast<int>(rx)), std::max(1, static_cast<int>(ry))), a, 0, 360,
                  cv::Scalar(peak), cv::FILLED, cv::LINE_AA);
      cv::GaussianBlur(one, one, cv::Size(), std::max(0.8, ry * 0.5));
      glare += one;
    }
  }

  cv::Mat shade_full, glare_full;
  cv::resize(shade, shade_full, img.size(), 0, 0, cv::INTER_LINEAR);
  cv::resize(glare, glare_full, img.size(), 0, 0, cv::INTER_LINEAR);
  const cv::Vec3d gain = plan.colour_gain;
  for (int y = 0; y < img.rows; ++y) {
    auto* px = img.ptr<cv::Vec3b>(y);
    const float* s = shade_full.ptr<float>(y);
    const float* gl = glare_full.ptr<float>(y);
    const std::uint8_t* bm = board_mask.ptr<std::uint8_t>(y);
    for (int x = 0; x < img.cols; ++x)
      for (int c = 0; c < 3; ++c) {
        const double v = (px[x][c] * s[x] + gl[x] * bm[x] * (1 / 255.0)) * gain[c];
        px[x][c] = cv::saturate_cast<std::uint8_t>(v);
      }
  }
}

void apply_lens(cv::Mat& img, double k1) {
  if (k1 == 0) return;
  const Lens lens{k1};
  const double cx = (img.cols - 1) / 2.0, cy = (img.rows - 1) / 2.0, hd = 0.5 * std::hypot(img.cols, img.rows);
  // Each photo pixel shows the scene where undistort() puts it; the factor depends on the radius alone, so it is
  // tabled over the squared radius (finely enough for a 12 MP photo's subpixels). Made in bands of rows: a whole
  // 12 MP map would take 100 MB.
  constexpr int kTable = 8192;
  const double max_r2 = 1.0001;  // the corners are at radius 1
  std::vector<float> table(kTable + 1);
  for (int i = 0; i <= kTable; ++i)
    table[static_cast<std::size_t>(i)] = static_cast<float>(undistorted_scale(lens, std::sqrt(max_r2 * i / kTable)));
  const cv::Mat src = img.clone();
  constexpr int kBand = 128;
  cv::Mat map_x(kBand, img.cols, CV_32F), map_y(kBand, img.cols, CV_32F);
  for (int y0 = 0; y0 < img.rows; y0 += kBand) {
    const int rows = std::min(kBand, img.rows - y0);
    for (int r = 0; r < rows; ++r) {
      float* mx = map_x.ptr<float>(r);
      float* my = map_y.ptr<float>(r);
      const double dy = (y0 + r - cy) / hd;
      for (int x = 0; x < img.cols; ++x) {
        const double dx = (x - cx) / hd, t = (dx * dx + dy * dy) / max_r2 * kTable;
        const int i = std::min(static_cast<int>(t), kTable - 1);
        const double s = table[static_cast<std::size_t>(i)] +
                         (t - i) * (table[static_cast<std::size_t>(i) + 1] - table[static_cast<std::size_t>(i)]);
        mx[x] = static_cast<float>(cx + dx * s * hd);
        my[x] = static_cast<float>(cy + dy * s * hd);
      }
    }
    cv::Mat out = img.rowRange(y0, y0 + rows);
    cv::remap(src, out, map_x.rowRange(0, rows), map_y.rowRange(0, rows), cv::INTER_LINEAR, cv::BORDER_REFLECT);
  }
}

void apply_blur(cv::Mat& img, const SceneParams& p, Rng& rng) {
  if (p.blur_sigma > 0.3) cv::GaussianBlur(img, img, cv::Size(), p.blur_sigma);
  if (p.motion_px >= 2) {
    const int n = static_cast<int>(std::lround(p.motion_px)) | 1;
    cv::Mat k = cv::Mat::zeros(n, n, CV_32F);
    const double a = rng.uniform(0, kPi);
    const cv::Point2d d = rotate({1, 0}, a) * ((n - 1) / 2.0);
    const cv::Point2d c((n - 1) / 2.0, (n - 1) / 2.0);
    cv::line(k, cv::Point(static_cast<int>(std::lround((c - d).x)), static_cast<int>(std::lround((c - d).y))),
             cv::Point(static_cast<int>(std::lround((c + d).x)), static_cast<int>(std::lround((c + d).y))),
             cv::Scalar(1), 1, cv::LINE_AA);
    k /= cv::sum(k)[0];
    cv::filter2D(img, img, -1, k);
  }
}

void apply_noise(cv::Mat& img, double sigma, Rng& rng) {
  if (sigma <= 0) return;
  // A table of normal samples indexed by a fast generator: cheap and exact
  // across platforms.
  constexpr int kTable = 1 << 14;
  std::vector<float> table(kTable);
  for (auto& t : table) t = static_cast<float>(rng.normal());
  std::uint32_t s = static_cast<std::uint32_t>(rng.next()) | 1u;
  const auto next = [&s] {
    s ^= s << 13;
    s ^= s >> 17;
    s ^= s << 5;
    return s;
  };
  const float sg = static_cast<float>(sigma);
  for (int y = 0; y < img.rows; ++y) {
    auto* px = img.ptr<cv::Vec3b>(y);
    for (int x = 0; x < img.cols; ++x) {
      const std::uint32_t r = next(), r2 = next();
      const float shared = table[r & (kTable - 1)];
      const float k = sg * (0.6f + 0.4f * px[x][1] / 255.0f);
      for (int c = 0; c < 3; ++c) {
        const float own = table[(r2 >> (9 * c)) & (kTable - 1)];
        px[x][c] = cv::saturate_cast<std::uint8_t>(px[x][c] + k * (0.75f * shared + 0.6f * own));
      }
    }
  }
}

}  // namespace starsight::render
