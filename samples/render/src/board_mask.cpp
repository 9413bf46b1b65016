#include <cmath>

#include <opencv2/imgproc.hpp>

#include "board_art.hpp"
#include "geometry2d.hpp"
#include "starsight/render/render.hpp"

namespace starsight::render {

cv::Size board_pixels(double scale) {
  return {static_cast<int>(std::lround(546 * scale)), static_cast<int>(std::lround(800 * scale))};
}

// The arch (a semicircle of radius half the width) over straight sides, with
// slightly rounded bottom corners.
cv::Mat board_mask(double scale) {
  const double w = 546, h = 800, r = w / 2, corner = 6;
  Path outline = arc({r, r}, r, r, kPi, 2 * kPi, 0, 96);
  for (const auto& p : arc({w - corner, h - corner}, corner, corner, 0, kPi / 2, 0, 6)) outline.push_back(p);
  for (const auto& p : arc({corner, h - corner}, corner, corner, kPi / 2, kPi, 0, 6)) outline.push_back(p);
  // Pixel centres sit at integer coordinates, so the board spans -0.5 .. W-0.5.
  for (auto& p : outline) p = {p.x - 0.5 / scale, p.y - 0.5 / scale};
  for (auto& p : outline) p = {p.x * (546 + 1 / scale) / 546, p.y * (800 + 1 / scale) / 800};
  cv::Mat mask = cv::Mat::zeros(board_pixels(scale), CV_8U);
  const std::vector<std::vector<cv::Point>> polys{fixed(outline, scale)};
  cv::fillPoly(mask, polys, cv::Scalar(255), cv::LINE_AA, kShift);
  return mask;
}

}  // namespace starsight::render
