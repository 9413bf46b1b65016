#pragma once
// What the photo reader returns: the board it found, where the lattice sits in
// the photo, the probability of every candidate reading, and the state decoded
// from them under the rules. A refused photo carries the reason instead.
#include <array>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "starsight/board.hpp"
#include "starsight/cards.hpp"
#include "starsight/lattice.hpp"
#include "starsight/lens.hpp"
#include "starsight/state.hpp"

namespace starsight::vision {

struct ReadOptions {
  std::optional<int> board;         // 1..8: skip identification
  std::optional<int> point_card;    // passed into the state (scoring only)
  std::optional<Power> power_card;  // names the objects seen on points; absent: unidentified
  std::string debug_dir;            // empty: no debug images
  // A fitted template (calibration/) to use instead of the shipped geometry.
  std::optional<BoardGeometry> geometry;
  // The art of the user's own boards by board number (artwork.hpp), as calibration measured it on photos of them
  // blank: taken away round the artwork points before reading them. Boards without one are read as they are.
  std::shared_ptr<const std::map<int, cv::Mat>> artwork;
  // The camera's lens as calibration measured it: taken out of each photo before reading. The reading's
  // homography is then to the photo as a distortion-free lens would have shown it (distort() takes it further).
  Lens lens;
  // Where the board was last seen (template units -> this image's pixels), e.g. the previous frame of a live
  // camera view (Reading::homography). The lattice is looked for there first; when it is found there plainly,
  // the search of the whole image is skipped.
  std::optional<cv::Matx33d> last_seen;
};

// Why a photo was not read. Every kind comes with a message a person can act on.
enum class Refusal {
  None,
  NotAnImage,   // not a JPEG/PNG, or unreadable
  Truncated,    // the file ends before the image does
  TooLarge,     // absurd dimensions: refused before decoding
  NoBoard,      // no board-shaped dark region with a lattice of stars
  BoardCutOff,  // part of the board is outside the frame (the message names the edge)
  TooBlurry,    // stars and lines are smeared beyond reading
  TooDark,      // underexposed
  Overexposed,  // washed out
};
const char* refusal_name(Refusal r);  // "not-an-image", "board-cut-off", ...

// One binary reading (a line, an object, a shooting-star head, the board) with
// the probability that the thing is there and what the state says.
struct UncertainReading {
  std::string what;                     // "line", "shooting-star", "shooting-star-head", "object", "board"
  std::vector<Point> points;            // the segment's ends, the object's point, ...
  double p = 0.5;                       // probability that it is there / that it is right
  bool read_as = false;                 // what the state says
  std::optional<int> total_if_flipped;  // the total had it been read the other way
  std::string note;                     // e.g. "board 6 instead of 4"
};

// A mark seen on a lattice point (object of the power card, or a new star on artwork).
struct SeenObject {
  Point at;
  double p = 0;             // probability that a mark is there
  bool on_artwork = false;  // an added star on an artwork point
  bool read = false;        // whether the state has it: p > 0.5, unless a rule held the likelier reading illegal
};

struct SeenShootingStar {
  std::vector<SegmentId> lines;
  Point head;
  double head_p = 0;  // probability that the head is where `head` says (vs. no head at all)
};

struct Reading {
  Refusal refusal = Refusal::None;
  std::string message;  // why refused, in words; empty when read

  int board = 0;            // 1..8
  int runner_up = 0;        // the next most likely board (0 when --board was given)
  double board_margin = 0;  // log-likelihood margin of board over runner_up
  double board_p = 1;       // probability that `board` is right
  cv::Matx33d homography;   // template units (546 x 800, origin top-left, y down) -> photo pixels (as given), with
                            // `lens` taken out of the photo
  Lens lens;                // the lens taken out: the calibrated one, or one the photo's own stars showed
  double scale = 1;         // the factor the photo was decoded at (1, 1/2, 1/4 ...)

  std::array<double, kSegmentCount> segment_p{};  // probability each segment is drawn (printed lines: 1)
  std::vector<SeenObject> objects;
  std::vector<SeenShootingStar> shooting_stars;

  State state;                              // the decoded state
  std::vector<UncertainReading> uncertain;  // every reading not decisive
  // Where the board could not be seen, something (a hand, a card, a pen) or glare over it: the ends of the lines
  // not read for it, each reported uncertain with the note "hidden: ...". Empty when the whole board was seen.
  PointSet hidden;
  // Another board at least as large as this one lay beside it, wholly in the photo, and could not be read (glare over
  // its stars), or a board with far less drawn on it was passed over for this one, or one about as large showing nearly
  // as much drawn lies beside it: the photo may be of that one.
  // Reported as an uncertain "board" reading.
  bool unread_board_beside = false;
  // Fewer lines are drawn on this board than a finished sheet has (kOneLineACard), and as much bright detail as the
  // board's own (printed stars, ink) lies beyond it, in part of the photo: another board may lie there, unread.
  // Reported as an uncertain "board" reading.
  bool few_lines_beside_detail = false;
  bool objects_unidentified = false;  // marks seen but no power card to name them
  double confidence = 0;              // belief that the whole state is right

  bool ok() const { return refusal == Refusal::None; }
};

}  // namespace starsight::vision
