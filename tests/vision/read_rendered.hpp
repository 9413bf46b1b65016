#pragma once
// A game's photo as the benchmark makes it (the renderer's default size, JPEG bytes), read with the game's
// cards known.
#include <cstdint>
#include <ostream>

#include "starsight/render/render.hpp"
#include "starsight/vision/read_board.hpp"

namespace starsight::vision {

// A benchmark photo named by its game's seed and its level: the parameter of the photo tests.
struct PhotoSeed {
  int seed;
  render::Level level = render::Level::Easy;
};

inline void PrintTo(const PhotoSeed& p, std::ostream* os) {
  *os << "seed " << p.seed << ", " << render::level_name(p.level);
}

// The game's photo at `level`, as the benchmark renders seed `seed`.
inline render::Photo rendered_photo(const State& truth, std::uint64_t seed, render::Level level = render::Level::Easy) {
  render::RenderOptions o;
  o.seed = seed;
  o.level = level;
  return render::render_photo(truth, o);
}

inline Reading read_rendered(const State& truth, std::uint64_t seed, render::Level level = render::Level::Easy) {
  const render::Photo photo = rendered_photo(truth, seed, level);
  ReadOptions cards;
  cards.power_card = truth.power_card;
  cards.point_card = truth.point_card;
  return read_photo_bytes(photo.jpeg, cards);
}

}  // namespace starsight::vision
