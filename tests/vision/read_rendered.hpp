#pragma once
// A game's photo as the benchmark makes it (the renderer's default size, JPEG bytes), read with the game's
// cards known.
#include <algorithm>
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

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

// Whether `r` reports an uncertain item of kind `what` ("line", "shooting-star-head", ...) at exactly `points`.
inline bool reported(const Reading& r, const std::string& what, const std::vector<Point>& points) {
  return std::any_of(r.uncertain.begin(), r.uncertain.end(),
                     [&](const UncertainReading& u) { return u.what == what && u.points == points; });
}

// The segments of `lines` that `r` reports no uncertain line item for, by name ("(1,2)-(2,2)"), with a space
// after each: "" when every one of them is reported. A line read into a shooting star whose head is reported is
// reported through it: read the other way, the run's lines are plain lines again.
inline std::string unreported(const Reading& r, const SegmentSet& lines) {
  const auto in_a_run_reported = [&](int id) {
    return std::any_of(r.state.shooting_stars.begin(), r.state.shooting_stars.end(), [&](const ShootingStar& run) {
      return std::find(run.lines.begin(), run.lines.end(), id) != run.lines.end() &&
             reported(r, "shooting-star-head", {run.head});
    });
  };
  std::string names;
  for_each_bit(lines, [&](int id) {
    const Segment& s = segment(id);
    if (!reported(r, "line", {s.a, s.b}) && !in_a_run_reported(id)) names += segment_name(id) + " ";
  });
  return names;
}

}  // namespace starsight::vision
