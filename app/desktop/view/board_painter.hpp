#pragma once
// Draws a board and a sheet's reading in board template units (546 x 800,
// origin top-left): the painter's transform decides where that lands, a
// scaling for the rectified view or the photo's homography for the overlay.
#include <QPainter>
#include <optional>
#include <vector>

#include "reading/photo_reading.hpp"
#include "starsight/board.hpp"
#include "starsight/score.hpp"

namespace starsight::desktop {

struct SheetOverlay {
  const Board* board = nullptr;
  State state;
  std::vector<Constellation> groups;  // from the score, for colours
  SegmentSet highlight_lines;
  std::vector<Point> highlight_points;
  std::vector<Uncertainty> uncertain;  // open ones are marked
  int selected_uncertain = -1;
};

// The printed board: arch, night sky, stars, artwork points, printed planets.
void paint_board(QPainter& p, const Board& board);
// The lattice points only (over a photo, to show where the reader put them).
void paint_lattice(QPainter& p, const Board& board);
// Lines by constellation, printed lines, shooting stars, objects, highlights,
// uncertain readings.
void paint_sheet(QPainter& p, const SheetOverlay& o);

// Where lattice point `pt` is, in template units.
QPointF template_point(const Board& board, Point pt);
// The lattice coordinates (fractional) of a template position.
QPointF lattice_coords(const Board& board, QPointF template_pos);

}  // namespace starsight::desktop
