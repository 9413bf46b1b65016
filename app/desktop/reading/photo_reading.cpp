#include "reading/photo_reading.hpp"

#include "game/sheet_edits.hpp"

namespace starsight::desktop {

State flipped(const State& s, const Uncertainty& u) {
  switch (u.what) {
    case Uncertainty::What::Line:
      if (u.points.size() == 2)
        if (const auto id = segment_between(u.points[0], u.points[1])) {
          if (shooting_star_with(s, *id)) return toggle_shooting_segment(s, *id);
          return toggle_line(s, *id);
        }
      return s;
    case Uncertainty::What::Object:
      if (u.object && !u.points.empty()) return toggle_object(s, *u.object, u.points.front());
      return s;
    case Uncertainty::What::Head: {
      // The head is either at the point named or the run is ordinary lines:
      // flipping a head reading moves the head to the star's other end.
      if (u.points.empty()) return s;
      for (const auto& star : s.shooting_stars)
        for (SegmentId id : star.lines) {
          const Segment& g = segment(id);
          if (g.a == u.points.front() || g.b == u.points.front()) {
            for (SegmentId o : star.lines)
              for (Point q : {segment(o).a, segment(o).b})
                if (q != star.head) {
                  State t = set_shooting_head(s, q);
                  if (!(t == s)) return t;
                }
          }
        }
      return s;
    }
    case Uncertainty::What::Board: {
      // The sheet read on the other board: same lines and objects, other printed planets.
      if (!u.boards) return s;
      State t = s;
      t.board = s.board == (*u.boards)[0] ? (*u.boards)[1] : (*u.boards)[0];
      return t;
    }
  }
  return s;
}

}  // namespace starsight::desktop
