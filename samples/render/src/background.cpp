#include "background.hpp"

#include <cmath>

#include <opencv2/imgproc.hpp>

#include "geometry2d.hpp"

namespace starsight::render {
namespace {

cv::Vec3f colour(double b, double g, double r) {
  return {static_cast<float>(b), static_cast<float>(g), static_cast<float>(r)};
}

cv::Mat wood(cv::Size low, Rng& rng) {
  cv::Mat out(low, CV_32FC3);
  const double a = rng.uniform(0, kPi), ca = std::cos(a), sa = std::sin(a);
  const double plank = rng.uniform(0.12, 0.35) * std::max(low.width, low.height);
  const double freq = rng.uniform(0.25, 0.9);
  const cv::Vec3f light = rng.chance(0.5) ? colour(90, 140, 190) : colour(60, 95, 140);
  const cv::Vec3f dark = light * rng.uniform(0.45, 0.7);
  const cv::Mat warp = smooth_noise(low, {6, 6}, rng);
  const cv::Mat fine = smooth_noise(low, {3, 90}, rng);
  // Fine streaks across the grain: a random profile indexed by position.
  std::vector<double> streak(4096);
  double acc = 0;
  for (auto& v : streak) v = acc = 0.6 * acc + rng.uniform(-1, 1);
  std::vector<double> plank_shade(64), plank_phase(64);
  for (int i = 0; i < 64; ++i)
    plank_shade[static_cast<std::size_t>(i)] = rng.uniform(0.85, 1.12),
    plank_phase[static_cast<std::size_t>(i)] = rng.uniform(0, 100);
  for (int y = 0; y < low.height; ++y)
    for (int x = 0; x < low.width; ++x) {
      const double along = x * ca + y * sa, across = -x * sa + y * ca + 2 * low.width;
      const int pk = static_cast<int>(across / plank) & 63;
      const double in_plank = std::fmod(across, plank);
      const double grain = 0.5 + 0.5 * std::sin((across + plank_phase[static_cast<std::size_t>(pk)] +
                                                 12 * warp.at<float>(y, x) + 0.002 * along * along / low.width) *
                                                freq);
      const double st =
          streak[static_cast<std::size_t>(static_cast<int>(across * 2 + 8 * warp.at<float>(y, x)) & 4095)];
      double t = 0.35 * grain + 0.25 * (0.5 + 0.5 * fine.at<float>(y, x)) + 0.18 * st + 0.1;
      cv::Vec3f c = dark + (light - dark) * static_cast<float>(std::clamp(t, 0.0, 1.0));
      c *= static_cast<float>(plank_shade[static_cast<std::size_t>(pk)]);
      if (in_plank < 1.2) c *= 0.45f;  // the joint between planks
      out.at<cv::Vec3f>(y, x) = c;
    }
  return out;
}

cv::Mat plain(cv::Size low, Rng& rng) {
  const cv::Vec3f palette[] = {colour(225, 228, 230), colour(200, 205, 210), colour(60, 60, 62),
                               colour(40, 45, 55),    colour(150, 160, 170), colour(170, 190, 200)};
  const cv::Vec3f base = palette[rng.integer(0, 5)] * static_cast<float>(rng.uniform(0.85, 1.1));
  cv::Mat out(low, CV_32FC3, cv::Scalar(base[0], base[1], base[2]));
  const cv::Mat n = smooth_noise(low, {8, 8}, rng);
  for (int y = 0; y < low.height; ++y)
    for (int x = 0; x < low.width; ++x) out.at<cv::Vec3f>(y, x) *= 1.0f + 0.05f * n.at<float>(y, x);
  return out;
}

cv::Mat cloth_colour(cv::Size low, Rng& rng) {
  const cv::Vec3f palette[] = {colour(60, 40, 150), colour(120, 70, 40),   colour(70, 110, 60),
                               colour(40, 40, 40),  colour(170, 170, 165), colour(50, 140, 190)};
  const cv::Vec3f base = palette[rng.integer(0, 5)];
  cv::Mat out(low, CV_32FC3, cv::Scalar(base[0], base[1], base[2]));
  // Folds and creases: slow shading.
  const cv::Mat folds = smooth_noise(low, {5, 5}, rng);
  for (int y = 0; y < low.height; ++y)
    for (int x = 0; x < low.width; ++x) out.at<cv::Vec3f>(y, x) *= 1.0f + 0.18f * folds.at<float>(y, x);
  return out;
}

cv::Mat pattern(cv::Size low, Rng& rng) {
  cv::Mat out = cloth_colour(low, rng);
  const double cell = rng.uniform(0.03, 0.09) * std::max(low.width, low.height);
  const double a = rng.uniform(-0.4, 0.4), ca = std::cos(a), sa = std::sin(a);
  const int style = rng.integer(0, 2);
  const cv::Vec3f second = rng.chance(0.5) ? colour(235, 235, 235) : colour(30, 30, 40);
  for (int y = 0; y < low.height; ++y)
    for (int x = 0; x < low.width; ++x) {
      const double u = (x * ca + y * sa) / cell, v = (-x * sa + y * ca) / cell;
      const double fu = u - std::floor(u), fv = v - std::floor(v);
      double t = 0;
      if (style == 0) t = 0.5 * ((fu < 0.5) + (fv < 0.5));                // gingham
      if (style == 1) t = (fu < 0.3) ? 1 : 0;                             // stripes
      if (style == 2) t = std::hypot(fu - 0.5, fv - 0.5) < 0.22 ? 1 : 0;  // dots
      cv::Vec3f& p = out.at<cv::Vec3f>(y, x);
      p = p * static_cast<float>(1 - 0.7 * t) + second * static_cast<float>(0.7 * t);
    }
  return out;
}

// A small woven tile (darkening values) repeated over the full image.
void add_weave(cv::Mat& img, Rng& rng) {
  const int n = rng.integer(3, 6);
  cv::Mat tile(2 * n, 2 * n, CV_8UC3);
  for (int y = 0; y < tile.rows; ++y)
    for (int x = 0; x < tile.cols; ++x) {
      const bool over = ((x / n) + (y / n)) % 2 == 0;
      const double along = over ? std::sin(kPi * (x % n) / n) : std::sin(kPi * (y % n) / n);
      tile.at<cv::Vec3b>(y, x) = cv::Vec3b::all(static_cast<std::uint8_t>(6 + 22 * (1 - along)));
    }
  cv::Mat big;
  cv::repeat(tile, img.rows / tile.rows + 1, img.cols / tile.cols + 1, big);
  cv::subtract(img, big(cv::Rect(0, 0, img.cols, img.rows)), img);
}

}  // namespace

cv::Mat smooth_noise(cv::Size size, cv::Size cells, Rng& rng) {
  cv::Mat grid(cells.height + 1, cells.width + 1, CV_32F);
  for (int y = 0; y < grid.rows; ++y)
    for (int x = 0; x < grid.cols; ++x) grid.at<float>(y, x) = static_cast<float>(rng.uniform(-1, 1));
  cv::Mat out;
  cv::resize(grid, out, size, 0, 0, cv::INTER_CUBIC);
  return out;
}

cv::Mat make_background(cv::Size size, Rng& rng, std::string& kind) {
  const cv::Size low(std::max(8, size.width / 4), std::max(8, size.height / 4));
  const double pick = rng.uniform();
  cv::Mat f;
  if (pick < 0.35) {
    kind = "wood";
    f = wood(low, rng);
  } else if (pick < 0.6) {
    kind = "cloth";
    f = cloth_colour(low, rng);
  } else if (pick < 0.8) {
    kind = "pattern";
    f = pattern(low, rng);
  } else {
    kind = "plain";
    f = plain(low, rng);
  }
  cv::Mat low8, out;
  f.convertTo(low8, CV_8UC3);
  cv::resize(low8, out, size, 0, 0, cv::INTER_LINEAR);
  if (kind == "cloth" || kind == "pattern") add_weave(out, rng);
  return out;
}

}  // namespace starsight::render
