#pragma once
// How far a game is drawn on a board in view: the marker lines along its
// lattice that join into constellations. Only what every printed board shares
// is looked at (segments between points that hold a star on all 8 boards), so
// the artwork, which differs from board to board and is unknown clutter on a
// real print, never counts as drawing. Those points are rows 3 and 4 and the
// middle columns above them: a game's lines elsewhere go unseen, so a board
// shown blank here may still be drawn on (it is then only looked at further).

#include "starsight/board.hpp"

#include "rectified_board.hpp"

namespace starsight::vision {

// The marker lines seen on a board: lattice segments inked all along their middle.
struct DrawnLines {
  // Those that belong to a group of at least 3 such segments joined end to end (a constellation): a finished game
  // has several, a neighbour's blank board or one barely begun none.
  int in_constellations = 0;
  // All of them, joined or not: where no constellation shows (its lines faint against the stars, or running
  // through points some board has no star at), the board drawn on shows more of them than a blank one.
  int inked = 0;
};
DrawnLines drawn_lines(const RectifiedBoard& r, const BoardGeometry& geometry);

inline int constellation_lines(const RectifiedBoard& r, const BoardGeometry& geometry) {
  return drawn_lines(r, geometry).in_constellations;
}

}  // namespace starsight::vision
