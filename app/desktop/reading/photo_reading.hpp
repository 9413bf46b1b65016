#pragma once
// What reading one photo of a sheet gives: the state seen, where the board is
// in the picture, what the reader is unsure of, or why it could not read it.
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "starsight/lattice.hpp"
#include "starsight/state.hpp"

namespace starsight::desktop {

// Row-major 3x3 matrix mapping board template units (546 x 800, origin
// top-left) to photo pixels.
using Homography = std::array<double, 9>;

// One reading the reader is not sure of (STATE-FORMAT.md, "uncertain").
struct Uncertainty {
  enum class What { Line, Object, Head, Board };
  enum class Verdict { Open, Accepted, Rejected };

  What what = What::Line;
  std::vector<Point> points;         // line: its 2 ends; object/head: its point
  std::optional<ObjectKind> object;  // for What::Object
  double p = 0.5;                    // probability that the thing is there
  bool read_as = true;               // what the state says
  std::optional<int> total_if_flipped;
  // For What::Board: the board read and the one it would be otherwise.
  std::optional<std::array<int, 2>> boards;
  Verdict verdict = Verdict::Open;

  friend bool operator==(const Uncertainty&, const Uncertainty&) = default;
};

enum class ReadFailure { None, Unreadable, NoBoard, NotBuilt, Other };

struct PhotoReading {
  ReadFailure failure = ReadFailure::None;
  std::string error;  // for a person; empty when the reading worked
  State state;
  std::optional<Homography> homography;  // to the picture with lens_k1's lens taken out (PhotoReader::asRead)
  double lens_k1 = 0;                    // the camera lens the reader took out (starsight/lens.hpp), calibrated or seen
  std::vector<Uncertainty> uncertain;
  double confidence = 0;
  // Points where the board could not be seen (a hand, a card, a pen, glare over it): the lines there are uncertain.
  std::vector<Point> hidden;
  // Another board lay beside the one read and could not be read: the picture may be of that one.
  bool unread_board_beside = false;

  bool ok() const { return failure == ReadFailure::None; }
};

// The state with one uncertain reading taken the other way.
State flipped(const State& s, const Uncertainty& u);

}  // namespace starsight::desktop
