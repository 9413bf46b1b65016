#include "starsight/render/no_board.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

namespace starsight::render {

std::vector<std::pair<std::string, cv::Mat>> pictures_of_no_board(cv::Size size) {
  cv::RNG rng(2026);
  const double px = std::max(size.width, size.height) / 4032.0;
  const auto at = [&](double v) { return std::max(1, static_cast<int>(std::lround(v * px))); };
  std::vector<std::pair<std::string, cv::Mat>> out;
  // A night sky (the game's box, a photo of the sky): bright dots of every size and brightness on black.
  cv::Mat sky(size, CV_8UC3, cv::Scalar(18, 12, 10));
  for (int i = 0; i < 20000; ++i)
    cv::circle(sky, {rng.uniform(0, size.width), rng.uniform(0, size.height)}, at(rng.uniform(1, 5)),
               cv::Scalar::all(rng.uniform(120, 256)), cv::FILLED, cv::LINE_AA);
  out.emplace_back("a starry sky", sky);
  cv::Mat noise(size, CV_8UC3);
  rng.fill(noise, cv::RNG::UNIFORM, 0, 256);
  out.emplace_back("noise", noise);
  // A dotted cloth: a regular grid of light dots on a dark ground, wider than any board's lattice.
  cv::Mat dots(size, CV_8UC3, cv::Scalar(40, 40, 40));
  for (int y = at(30); y < size.height; y += at(64))
    for (int x = at(30); x < size.width; x += at(64))
      cv::circle(dots, {x, y}, at(7), cv::Scalar::all(230), cv::FILLED, cv::LINE_AA);
  out.emplace_back("a dotted cloth", dots);
  // A plain table: a smooth gradient, grain and a lamp's glare.
  cv::Mat table(size, CV_8UC3);
  for (int y = 0; y < size.height; ++y)
    table.row(y).setTo(cv::Scalar(60 + 40 * y / size.height, 90 + 30 * y / size.height, 120));
  cv::Mat grain(size, CV_8UC3);
  rng.fill(grain, cv::RNG::NORMAL, 0, 6);
  table += grain;
  cv::circle(table, {size.width * 7 / 10, size.height * 3 / 10}, at(300), cv::Scalar::all(250), cv::FILLED,
             cv::LINE_AA);
  out.emplace_back("a plain table", table);
  return out;
}

}  // namespace starsight::render
