#pragma once
// A game's photo as the benchmark makes it (the renderer's default size, JPEG bytes), read with the game's
// cards known.
#include <cstdint>

#include "starsight/render/render.hpp"
#include "starsight/vision/read_board.hpp"

namespace starsight::vision {

inline Reading read_rendered(const State& truth, std::uint64_t seed, render::Level level = render::Level::Easy) {
  render::RenderOptions o;
  o.seed = seed;
  o.level = level;
  const render::Photo photo = render::render_photo(truth, o);
  ReadOptions cards;
  cards.power_card = truth.power_card;
  cards.point_card = truth.point_card;
  return read_photo_bytes(photo.jpeg, cards);
}

}  // namespace starsight::vision
