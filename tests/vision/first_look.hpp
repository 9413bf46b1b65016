#pragma once
// A game's photo as the reader's first look sees it: grey, about 1000 pixels on the long side, with the true
// homography (template units -> those pixels).
#include <algorithm>
#include <cstdint>

#include <opencv2/imgproc.hpp>

#include "starsight/render/render.hpp"
#include "starsight/simulator.hpp"

namespace starsight::vision {

struct FirstLook {
  cv::Mat gray;
  cv::Matx33d truth;
};

inline FirstLook first_look(std::uint64_t seed, render::Level level) {
  render::RenderOptions o;
  o.seed = seed;
  o.level = level;
  const render::Photo photo = render::render_photo(simulate_game(seed), o);
  FirstLook out;
  cv::cvtColor(photo.image, out.gray, cv::COLOR_BGR2GRAY);
  const double k = 1000.0 / std::max(out.gray.cols, out.gray.rows);
  cv::resize(out.gray, out.gray, cv::Size(), k, k, cv::INTER_AREA);
  out.truth = cv::Matx33d(k, 0, 0, 0, k, 0, 0, 0, 1) * photo.truth.homography;
  return out;
}

}  // namespace starsight::vision
