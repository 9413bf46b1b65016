#include "stroke.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include <opencv2/imgproc.hpp>

namespace starsight::render {
namespace {

// The path resampled every `step` units, each sample with its arc length.
struct Sample {
  cv::Point2d p;
  cv::Point2d normal;
  double s = 0;
};

std::vector<Sample> resample(const Path& path, double step) {
  std::vector<Sample> out;
  if (path.size() < 2) return out;
  double total = 0;
  for (std::size_t i = 1; i < path.size(); ++i) total += length(path[i] - path[i - 1]);
  const int n = std::max(2, static_cast<int>(std::ceil(total / step)) + 1);
  std::size_t seg = 1;
  double seg_start = 0;
  for (int k = 0; k < n; ++k) {
    const double s = total * k / (n - 1);
    while (seg + 1 < path.size() && seg_start + length(path[seg] - path[seg - 1]) < s) {
      seg_start += length(path[seg] - path[seg - 1]);
      ++seg;
    }
    const cv::Point2d d = path[seg] - path[seg - 1];
    const double l = length(d);
    const double t = l > 1e-12 ? std::clamp((s - seg_start) / l, 0.0, 1.0) : 0.0;
    out.push_back({path[seg - 1] + d * t, perp(unit(d)), s});
  }
  return out;
}

}  // namespace

Path hand_line(cv::Point2d a, cv::Point2d b, double end_error, double bow, Rng& rng) {
  const cv::Point2d d = unit(b - a);
  // People tend to overshoot slightly more often than they stop short.
  const double ea = std::clamp(rng.normal(0.25, 0.5), -0.8, 1.0) * end_error;
  const double eb = std::clamp(rng.normal(0.25, 0.5), -0.8, 1.0) * end_error;
  const cv::Point2d side = perp(d) * rng.normal(0, 0.15) * end_error;
  const cv::Point2d p0 = a - d * ea + side, p1 = b + d * eb + side * rng.uniform(-1, 1);
  Path out;
  const double b2 = bow * rng.normal(0, 1);
  for (int i = 0; i <= 8; ++i) {
    const double t = i / 8.0;
    out.push_back(p0 + (p1 - p0) * t + perp(d) * (b2 * 4 * t * (1 - t)));
  }
  return out;
}

void draw_stroke(cv::Mat& ink, double scale, const Path& path, const StrokeStyle& style, Rng& rng) {
  const double step = std::max(1.0, std::min(style.width * 0.5, 4.0));
  const std::vector<Sample> samples = resample(path, step);
  if (samples.size() < 2) return;
  const double total = samples.back().s;

  // Slow sideways wander (two sines) and a bow that peaks mid-stroke.
  const double w1 = rng.uniform(60, 160), w2 = rng.uniform(15, 40);
  const double ph1 = rng.uniform(0, 2 * kPi), ph2 = rng.uniform(0, 2 * kPi);
  const double a2 = rng.uniform(0.1, 0.35);
  const double wp = rng.uniform(30, 90), wph = rng.uniform(0, 2 * kPi);
  std::vector<cv::Point2d> centre(samples.size());
  std::vector<double> width(samples.size());
  for (std::size_t i = 0; i < samples.size(); ++i) {
    const double s = samples[i].s, t = total > 0 ? s / total : 0;
    const double off = style.wobble * (std::sin(2 * kPi * s / w1 + ph1) + a2 * std::sin(2 * kPi * s / w2 + ph2)) +
                       style.bow * 4 * t * (1 - t);
    centre[i] = samples[i].p + samples[i].normal * off;
    // Pressure: a little thinner where the pen lands and lifts.
    const double taper = std::min(1.0, 0.75 + 0.25 * std::min(s, total - s) / std::max(1.0, style.width));
    width[i] = style.width * taper * (1 + 0.10 * std::sin(2 * kPi * s / wp + wph));
  }

  // Dry gaps: short stretches where the ink thins out.
  struct Gap {
    double s0, s1, depth;
  };
  std::vector<Gap> gaps;
  const double expected = style.gaps * total / 100.0;
  int n_gaps = static_cast<int>(expected) + (rng.chance(expected - std::floor(expected)) ? 1 : 0);
  for (int g = 0; g < n_gaps; ++g) {
    const double c = rng.uniform(0, total), len = rng.uniform(2, 10);
    gaps.push_back({c - len / 2, c + len / 2, rng.uniform(0.3, 0.85)});
  }
  const auto gap_factor = [&](double s) {
    double f = 1;
    for (const Gap& g : gaps)
      if (s > g.s0 && s < g.s1) {
        const double t = (s - g.s0) / (g.s1 - g.s0);
        f = std::min(f, 1 - g.depth * std::sin(kPi * t));
      }
    return f;
  };

  // Work in a scratch image around the stroke, then merge by maximum.
  double max_w = 0;
  cv::Rect2d box(centre[0], centre[0]);
  for (std::size_t i = 0; i < centre.size(); ++i) {
    max_w = std::max(max_w, width[i]);
    box |= cv::Rect2d(centre[i], cv::Size2d(1e-9, 1e-9));
  }
  const double margin = max_w + 2;
  cv::Rect roi(static_cast<int>(std::floor((box.x - margin) * scale)),
               static_cast<int>(std::floor((box.y - margin) * scale)),
               static_cast<int>(std::ceil((box.width + 2 * margin) * scale)) + 2,
               static_cast<int>(std::ceil((box.height + 2 * margin) * scale)) + 2);
  roi &= cv::Rect(0, 0, ink.cols, ink.rows);
  if (roi.empty()) return;
  cv::Mat scratch = cv::Mat::zeros(roi.size(), CV_8U);
  const cv::Point2d origin(roi.x / scale, roi.y / scale);

  const double width_px = style.width * scale;
  const int strands = std::clamp(static_cast<int>(std::lround(width_px / 3.5)), 2, 7);
  const double density = std::clamp(style.density, 0.0, 1.0);
  // A full-width body first, then the felt's strands with their own darkness.
  for (int k = -1; k < strands; ++k) {
    const bool body = k < 0;
    // Strands stay inside the nominal width: their outer edges reach +-0.5.
    const double strand_w = body ? 0.9 : 1.3 / strands;
    const double offset = body ? 0 : ((k + 0.5) / strands - 0.5) * (1 - strand_w);
    const double base = body ? density * (1 - 0.45 * style.streak) : density * (1 - style.streak * rng.uniform(0, 0.6));
    const double drift = rng.uniform(-0.1, 0.1) * style.streak;
    for (std::size_t i = 0; i + 1 < centre.size(); ++i) {
      const double s = 0.5 * (samples[i].s + samples[i + 1].s);
      const double w = 0.5 * (width[i] + width[i + 1]);
      const double value = std::clamp(base * gap_factor(s) * (1 + drift * std::sin(s / 7.0)), 0.0, 1.0) * 255;
      const cv::Point2d n0 = samples[i].normal * (offset * width[i]);
      const cv::Point2d n1 = samples[i + 1].normal * (offset * width[i + 1]);
      const int thick = std::max(1, static_cast<int>(std::lround(w * strand_w * scale)));
      cv::line(scratch, fixed(centre[i] + n0 - origin, scale), fixed(centre[i + 1] + n1 - origin, scale),
               cv::Scalar(value), thick, cv::LINE_AA, kShift);
    }
  }
  cv::Mat dst = ink(roi);
  cv::max(dst, scratch, dst);
}

}  // namespace starsight::render
