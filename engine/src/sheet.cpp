#include "starsight/sheet.hpp"

namespace starsight {

Sheet make_sheet(const State& s) {
  Sheet sh;
  sh.board = &board(s.board);
  sh.lines = s.lines | sh.board->printed();
  sh.stars = sh.board->points_of(PointKind::Star);
  const PointSet artwork = sh.board->points_of(PointKind::Artwork);
  for (Point p : s.new_stars)
    if (has(artwork, p)) sh.stars.set(static_cast<std::size_t>(point_index(p)));
  sh.planets = sh.board->points_of(PointKind::Planet);
  for (Point p : s.planets) sh.planets.set(static_cast<std::size_t>(point_index(p)));
  sh.objects = object_points(s);
  for (Point p : s.planets) sh.objects.reset(static_cast<std::size_t>(point_index(p)));
  sh.shooting = shooting_star_points(s);
  sh.line_points = endpoints(sh.lines);
  sh.usable = sh.stars & ~sh.planets & ~sh.objects;
  sh.unused = sh.usable & ~sh.line_points & ~sh.shooting;
  return sh;
}

}  // namespace starsight
