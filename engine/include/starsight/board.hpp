#pragma once
// The 8 printed boards: what each lattice point holds, the printed lines, and
// where the lattice sits on the physical board. Loaded from the project's own
// template files (calibration/boards/board-N.json) and validated at start.
#include <array>
#include <string>
#include <vector>

#include "starsight/lattice.hpp"

namespace starsight {

inline constexpr int kBoardCount = 8;

enum class PointKind {
  Outside,     // cut off by the arch: nothing is ever there
  Star,        // a printed star
  Planet,      // a printed planet
  Artwork,     // no star; the new-stars power may add one
  SunriseArt,  // covered by the people at the bottom: never usable
};

// Where the lattice sits on the board, in the template's units (the board is
// `width` x `height`, origin top-left, y down).
struct BoardGeometry {
  double width = 546;
  double height = 800;
  double u0 = 37.5;  // x of lattice column 0
  double du = 52.3;  // column pitch
  double v0 = 577;   // y of lattice row 0
  double dv = 53.5;  // row pitch (rows go up)

  double x_of(double lattice_x) const { return u0 + du * lattice_x; }
  double y_of(double lattice_y) const { return v0 - dv * lattice_y; }
};

struct Board {
  int id = 0;
  std::string name;
  std::vector<std::string> artwork_subjects;
  BoardGeometry geometry;
  std::array<PointKind, kPointCount> kinds{};
  std::array<SegmentId, 2> printed_lines{};
  std::vector<Point> planets;  // the 3 printed planets

  PointKind kind(Point p) const { return kinds[static_cast<std::size_t>(point_index(p))]; }
  PointSet points_of(PointKind k) const;
  SegmentSet printed() const;
};

// Parses and validates one template (throws DataError naming the fault).
Board parse_board(const std::string& json_text, const std::string& origin);

// The 8 boards, loaded once from the templates built into the program.
const std::array<Board, kBoardCount>& boards();
// Board 1..8; throws std::out_of_range otherwise.
const Board& board(int id);
// The template text for board 1..8 as shipped (for tools that fit their own).
const std::string& board_template_text(int id);

}  // namespace starsight
