#include "starsight/vision/read_board.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "starsight/cards.hpp"
#include "starsight/line_groups.hpp"
#include "starsight/vision/features.hpp"
#include "starsight/vision/gray_image.hpp"
#include "starsight/vision/image_file.hpp"
#include "starsight/vision/lens_correction.hpp"
#include "starsight/vision/rule_decoder.hpp"

#include "area_shrink.hpp"
#include "board_finder.hpp"
#include "board_identifier.hpp"
#include "bright_beside.hpp"
#include "debug_images.hpp"
#include "lens_in_view.hpp"
#include "photo_evidence.hpp"
#include "rectified_board.hpp"
#include "refusal.hpp"
#include "star_field.hpp"
#include "state_confidence.hpp"
#include "template_geometry.hpp"

namespace starsight::vision {
namespace {

Reading refused(Refusal r, std::string message) {
  Reading out;
  out.refusal = r;
  out.message = std::move(message);
  return out;
}

// No group of 3 or more lines at all: a finished game never leaves its sheet so, but a neighbour's board early in
// its game, or blank, does. (Groups, not scored constellations: a sheet whose every group has grown past 8 lines
// scores no constellation yet is plainly drawn on; dev easy 9227 was refused so.)
bool no_group_of_three_lines(const State& s) {
  const auto groups = line_groups(s.lines);
  return std::none_of(groups.begin(), groups.end(), [](const LineGroup& g) { return g.size >= 3; });
}

// A finished sheet has a line drawn for each night card played at least (each draws 2 lines, a shooting star 1 to 3):
// fewer means most cards were passed, or the board read is not the finished sheet. On 3,900 dev photos (normal
// 12200..13999, hard 7550..9649) all 19 readings of fewer than 20 lines had read a neighbour's board beside the
// subject, which glare or a hand hid (4 of them, 4 to 7 for 22 to 33, with nothing said of the board); none of 3,000
// simulated finished sheets has fewer than 23.
constexpr int kOneLineACard = kNightCardsPlayed;

// The lines drawn in `s`, shooting stars' included.
int lines_drawn(const State& s) { return static_cast<int>(drawn_segments(s).count()); }

// A large photo is first looked at small; only when the board then covers too few pixels is it looked at
// again at twice the size. From 0.7 pixels a template unit the first look reads as well: on 3,300 dev photos
// (normal and hard, seeds 7550..9349 and 12200..13699) 7 more read exactly and 6 fewer than looking again below 0.9,
// all reported, and a 12 MP photo whose board is that large is spared a second look (five easy 12 MP photos count
// 343 M instructions a photo against 366 M; with the panel's circles looked for at the first look's own size, the
// speed benchmark's five normal ones 379 M against 404 M).
constexpr int kFirstLongSide = 1000;
constexpr double kEnoughPixelsPerUnit = 0.7;

// Bright detail beside the board read is looked for at the first look's size, whatever look read it: at a finer
// look a cloth's weave lights the top-hat all over the frame, as a table's grain does, and hides the board beside
// (dev normal 42253: the subject under glare, a neighbour's board of one constellation read at 6 for 29 at a finer
// look, nothing said of the board; the first look's size showed the subject as bright detail beside it).
bool board_may_lie_beside_at_first_look(const cv::Mat& gray, const cv::Matx33d& read) {
  const int long_side = std::max(gray.cols, gray.rows);
  if (long_side <= kFirstLongSide) return board_may_lie_beside(gray, read);
  const double k = kFirstLongSide / static_cast<double>(long_side);
  return board_may_lie_beside(shrink_by_area(gray, k), cv::Matx33d(k, 0, 0, 0, k, 0, 0, 0, 1) * read);
}

// Whether the finder sees, in `gray`, a board-shaped region beside the board read (`read`: template units ->
// `gray` pixels): at least kNeighbourArea of its size and overlapping at most kNeighbourOverlap of the smaller
// of the two (the finder's other outlines of the board read itself, cut up by glare, overlap it more).
constexpr double kNeighbourArea = 0.3, kNeighbourOverlap = 0.2;

// (The finder runs again here: only a reading with no constellation asks, and a finer look that tracked the
// board from a coarser one never ran the finder on this image.)
bool another_board_beside(const cv::Mat& gray, const cv::Matx33d& read) {
  const std::vector<cv::Point2f> mine = board_outline(read);
  const double my_area = std::abs(cv::contourArea(mine));
  if (!cv::isContourConvex(mine) || my_area <= 0) return false;
  const FoundBoard found = find_board(gray);
  return std::any_of(found.candidates.begin(), found.candidates.end(), [&](const cv::Matx33d& h) {
    const std::vector<cv::Point2f> other = board_outline(h);
    if (!cv::isContourConvex(other)) return false;
    const double area = std::abs(cv::contourArea(other));
    if (area < kNeighbourArea * my_area || area * kNeighbourArea > my_area) return false;
    std::vector<cv::Point2f> common;
    const double overlap = cv::intersectConvexConvex(mine, other, common);
    return overlap <= kNeighbourOverlap * std::min(area, my_area);
  });
}

// The least mean log-likelihood per lattice point (BoardIdentity::fit) of a board read: on development photos
// boards read rightly came no lower than -0.8 (much of the board under a hand), lattices slipped by a pitch
// -1.06 and lower.
constexpr double kLeastBoardFit = -0.95;
// A board fit under this, though above kLeastBoardFit, may still be a slipped lattice matching the wrong board: dev
// normal 64156 (a card over the board's edge) was placed a column off and read as board 3 at a fit of -0.91, p
// 1.000, where a column over board 7, its own, fits at -0.19. Such a fit asks the lattices a pitch away, and takes
// one that fits kSlipGain better. Of 2,366 dev readings placed rightly (easy 43000..43599, normal 63700..64899, hard
// 46100..46699), 22 fit under -0.6 (much of the board covered); of the 138 under -0.4, no move fit better than -0.99,
// nor within 0.43 of the lattice as placed.
constexpr double kDoubtfulBoardFit = -0.6;
constexpr double kSlipGain = 0.3;

// Of the 14 lattice points beyond the arch, this many showing a star is no board's lattice: a board read shows at most
// 2 (dev easy 38500..38799, normal 52500..52899, hard 34450..35049; 5 and 6 only on lattices slipped by a pitch, their
// fit to any board -2.9), a dotted cloth fitted as a lattice all 14 (it was read as a blank board, at a total of 0).
constexpr int kStarsPastTheArch = 7;

// How many times a photo is read again with the lens its stars show taken out, and that lens refined on the stars
// then found (a strong lens bends the outer stars out of the first fit, which then finds too weak a lens).
constexpr int kLensInViewRounds = 2;

// A lattice placed a pitch off, measured there, and how well its board fits it (BoardIdentity::fit).
struct Unslipped {
  PhotoFeatures features;
  RectifiedBoard rect;
  double fit = 0;
};

// The lattice of `found` moved by a pitch to where a board fits its stars at `at_least` (as a board read rightly
// does: kLeastBoardFit or better), the best of the eight moves; none when no move does. The placement check
// (true_placement, lattice_refiner.cpp) weighs the stars just outside the lattice and the board's outline, and both
// can mislead it: dev normal 48494 (its edge faint against a grey table), hard 30210 and 30269 were placed a column
// off and refused as matching no board; a column over their own boards fit (48494 and 30210 then read exactly).
// Dev photos so refused that no move fits (hard 46347, a small board blurred under glare) are refused as before.
std::optional<Unslipped> unslipped(const cv::Mat& gray, const BoardGeometry& g, const ReadOptions& options,
                                   const PhotoFeatures& found, double at_least) {
  std::optional<Unslipped> best;
  for (int sy = -1; sy <= 1; ++sy)
    for (int sx = -1; sx <= 1; ++sx) {
      if (sx == 0 && sy == 0) continue;
      Unslipped u;
      u.features = slipped_features(gray, g, u.rect, found, {sx, sy});
      if (u.features.refusal != Refusal::None) continue;
      // (The evidence's models keep a reference to the features they read: it stays here.)
      Evidence e;
      add_photo_evidence(u.features, options, e);
      u.fit = identify_board(e.star_p, e.mark_p, e.line_p).fit;
      if (u.fit >= at_least && (!best || u.fit > best->fit)) best = std::move(u);
    }
  return best;
}

// `measure_from`, `located_only`: see extract_features; when the board is only located, the reading holds
// just its homography.
// `lens_rounds`: how many more times the photo may be read again with a lens its stars show taken out;
// `fit_out`: how well the lattice of the reading returned fitted its stars.
// Of two boards in view, the larger is taken for the subject (LatticeChoice::subject): an unread one beside the
// board read (PhotoFeatures::unread_board_beside_area) is asked about when it is at least as large. (On dev hard
// 5450..5749, of the 55 photos with an unread board of 0.3 of the area of the board read or more, 2 had read the
// wrong board, both beside a larger one (1.12x, 1.98x); so had 12 of the 53 read rightly.)
constexpr double kAsLarge = 1.0;

Reading read_gray(const cv::Mat& photo_gray, const ReadOptions& options, const std::string& debug_stem,
                  double measure_from = 0, bool* located_only = nullptr, int lens_rounds = kLensInViewRounds,
                  LatticeFit* fit_out = nullptr) {
  const BoardGeometry g = options.geometry.value_or(boards()[0].geometry);
  if (photo_gray.cols < 64 || photo_gray.rows < 64)
    return refused(Refusal::NoBoard, "the image is too small to hold a readable board");
  const cv::Mat gray = undistorted(photo_gray, options.lens);

  RectifiedBoard rect;
  PhotoFeatures features =
      extract_features(gray, g, &rect, options.last_seen ? &*options.last_seen : nullptr, measure_from);
  Reading out;
  // A refusal once the board is placed: where it was seen, and the debug images drawn.
  const auto refuse_placed = [&](std::string message) {
    Reading r = refused(Refusal::NoBoard, std::move(message));
    r.homography = features.homography;
    if (!options.debug_dir.empty()) write_debug_images(options.debug_dir, debug_stem, gray, &rect, r, g);
    return r;
  };
  out.homography = features.homography;
  out.lens = options.lens;
  out.unread_board_beside = features.unread_board_beside_area >= kAsLarge ||
                            features.unread_stars_beside >= kBoardsWorthOfStars || features.less_drawn_board_beside ||
                            features.about_as_drawn_board_beside;
  if (located_only) *located_only = features.located_only;
  if (features.located_only) return out;
  // A calibrated lens is taken as it is; one the photo showed is refined.
  const bool look_for_lens = lens_rounds > 0 && (options.lens.none() || lens_rounds < kLensInViewRounds);
  if (features.refusal == Refusal::None && (fit_out || look_for_lens)) {
    const LatticeFit fit = lattice_fit(features, gray.size());
    if (fit_out) *fit_out = fit;
    if (const std::optional<Lens> more =
            look_for_lens ? lens_in_view(features, gray.size(), options.lens.none(), fit) : std::nullopt) {
      ReadOptions again = options;
      again.lens.k1 += more->k1;  // two lenses one after the other: to first order, one with their k1 summed
      LatticeFit fit_again;
      Reading r = read_gray(photo_gray, again, debug_stem, measure_from, located_only, lens_rounds - 1, &fit_again);
      if (r.ok() && fit_again.better_than(fit)) {
        if (fit_out) *fit_out = fit_again;
        return r;
      }
    }
  }
  if (features.refusal != Refusal::None) {
    out.refusal = features.refusal;
    out.message = features.message;
    if (!options.debug_dir.empty())
      write_debug_images(options.debug_dir, debug_stem, gray, rect.gray.empty() ? nullptr : &rect, out, g);
    return out;
  }
  Evidence e;
  add_photo_evidence(features, options, e);

  if (options.board) {
    e.board = *options.board;
  } else {
    BoardIdentity who = identify_board(e.star_p, e.mark_p, e.line_p);
    // Stars where no board has them and none where every board has: the lattice is not on the board's
    // stars (slipped by a pitch on a small, blurred board), whatever it matched. It is read a pitch away where
    // a board fits there, and refused where none does. A poor fit that may still be a board's is moved only
    // where a board fits far better.
    std::optional<Unslipped> moved;
    if (who.fit < kDoubtfulBoardFit)
      moved = unslipped(gray, g, options, features, who.fit < kLeastBoardFit ? kLeastBoardFit : who.fit + kSlipGain);
    if (!moved && who.fit < kLeastBoardFit)
      return refuse_placed(
          "the stars found match none of the 8 boards: the board is too small, blurred or covered to place its "
          "lattice surely; photograph it closer, straight on, with nothing over it");
    if (moved) {
      features = std::move(moved->features);
      rect = std::move(moved->rect);
      e = Evidence{};
      add_photo_evidence(features, options, e);
      who = identify_board(e.star_p, e.mark_p, e.line_p);
      out.homography = features.homography;
    }
    e.board = who.board;
    e.board_p = who.p;
    e.runner_up = who.runner_up;
    out.runner_up = who.runner_up;
    out.board_margin = who.margin;
  }
  if (stars_past_the_arch(board(e.board), e.star_p) >= kStarsPastTheArch)
    return refuse_placed(
        "no board found: the stars found run on past the board's arch, as a pattern of dots does (a dotted cloth, a "
        "picture of stars), where a board has none; photograph the board itself, whole in the frame, on a plain "
        "table");
  add_known_board_evidence(options, g, rect, features, e);
  out.board = e.board;
  out.board_p = e.board_p;

  if (more_lines_than_a_game(e))
    return refuse_placed("more lines show on the board than a game of " + std::to_string(kNightCardsPlayed) +
                         " night cards can draw (" + std::to_string(kMostLinesInAGame) +
                         "): something patterned lies over it, or it is not a finished sheet; photograph the board on "
                         "its own, with nothing over it");
  Decoded d = decode(e);
  out.segment_p = d.line_p;
  out.objects = std::move(d.objects);
  out.shooting_stars = std::move(d.shooting_stars);
  out.state = std::move(d.state);
  out.uncertain = std::move(d.uncertain);
  out.hidden = d.hidden;
  out.objects_unidentified = d.objects_unidentified;
  // The decoding's product starts from the board's identification, believed as it is (a doubted board is reported).
  out.confidence = state_confidence(d.confidence / std::max(e.board_p, 1e-12)) * e.board_p;
  // A neighbour's board, blank or early in its game, is read when the subject's own lattice could not be
  // placed (glare over its sky): dev photos 5121 (normal), 5035, 5067, 5122 and 5125 (hard) read a neighbour's
  // board at a total of 0 or 1 instead of 22-34. Such a reading, while another board lies beside it, is refused:
  // one the finder outlines, or one the reading found unread beside it (dev hard 6190: a neighbour's board read at a
  // total of 2 for 35, the subject under glare), or bright detail beside it as much as on a board (dev hard 6624:
  // the subject under glare; the neighbour's board read at 0 for 33, reported but not refused; normal 44521, refused
  // so, is read since the star grid places its subject). (The photo's top-hat is made again for that: only a reading
  // of few lines asks.)
  out.few_lines_beside_detail =
      lines_drawn(out.state) < kOneLineACard && board_may_lie_beside_at_first_look(gray, features.homography);
  if (no_group_of_three_lines(out.state) &&
      (out.unread_board_beside || out.few_lines_beside_detail || another_board_beside(gray, features.homography))) {
    return refuse_placed(
        "the board read has no constellation drawn on it, and another board beside it could not be read; photograph "
        "the board to score on its own, straight on, without glare over its stars");
  }
  if (!options.debug_dir.empty()) write_debug_images(options.debug_dir, debug_stem, gray, &rect, out, g);
  return out;
}

}  // namespace

const char* refusal_name(Refusal r) {
  switch (r) {
    case Refusal::None:
      return "none";
    case Refusal::NotAnImage:
      return "not-an-image";
    case Refusal::Truncated:
      return "truncated";
    case Refusal::TooLarge:
      return "too-large";
    case Refusal::NoBoard:
      return "no-board";
    case Refusal::BoardCutOff:
      return "board-cut-off";
    case Refusal::TooBlurry:
      return "too-blurry";
    case Refusal::TooDark:
      return "too-dark";
    case Refusal::Overexposed:
      return "overexposed";
  }
  return "unknown";
}

namespace {

// How sure a board read is the photo's subject when another board, at least as large and unread, lies beside it: on
// dev hard 5450..5749, 12 of 14 such photos had read the subject (5522 and 5640 had read a neighbour's board, at a
// total of 0 and 7 for 21 and 23, nothing reported).
constexpr double kBoardBesideUnreadP = 0.85;
static_assert(kBoardBesideUnreadP < kDecisive, "a board read beside an unread one is reported");

// The board read reported as doubtful, at `p`, first among the uncertain items: the photo may be of another.
void doubt_board(Reading& r, double p, std::string note) {
  r.uncertain.insert(r.uncertain.begin(), {"board", {}, p, true, std::nullopt, std::move(note)});
  r.confidence *= p;
}

// How sure a board read with no group of three lines on it is the photo's subject: a finished sheet always has
// one, a neighbour's blank board or one barely begun has none. Where the subject does not show as a board at all
// (glare washing its sky out, its outline not found) the neighbour's is read with nothing else to doubt it: dev hard
// 7680 and 7848 read one at 0 for 34 and 29, and so were all four readings with no group of three lines on dev hard
// 6950..7849, normal 11600..12199 and easy 11000..11299. A blank board photographed on its own is read as before,
// reported.
constexpr double kNoGroupOfThreeP = 0.5;
static_assert(kNoGroupOfThreeP < kDecisive, "a board with no group of three lines is reported");

// How sure a board read with few lines (kOneLineACard), beside bright detail like a board's, is the photo's subject:
// it is as unlikely as a board with no group of three lines.
constexpr double kFewLinesBesideDetailP = kNoGroupOfThreeP;

// The doubts a reading as a whole leaves about the board read being the photo's subject.
Reading doubting_the_board(Reading r) {
  if (!r.ok()) return r;
  if (no_group_of_three_lines(r.state))
    doubt_board(r, kNoGroupOfThreeP,
                "no constellation is drawn on this board, as one is on a finished sheet: if the board to score is "
                "another, under glare or something over it, photograph it on its own");
  else if (r.few_lines_beside_detail)
    doubt_board(r, kFewLinesBesideDetailP,
                "only " + std::to_string(lines_drawn(r.state)) +
                    " lines are drawn on this board, fewer than a finished sheet has, and another board may lie "
                    "beside it: if that is the one to score, photograph it on its own");
  if (r.unread_board_beside)
    doubt_board(r, kBoardBesideUnreadP,
                "another board lies beside this one: if it is the one to score, photograph it on its own");
  return r;
}

}  // namespace

namespace {

// `photo` shrunk to `size`, its scale following.
DecodedPhoto shrunk(const DecodedPhoto& photo, cv::Size size) {
  DecodedPhoto out = photo;
  out.gray = cv::Mat();
  cv::resize(photo.gray, out.gray, size, 0, 0, cv::INTER_AREA);
  out.scale = photo.scale * static_cast<double>(out.gray.cols) / photo.gray.cols;
  return out;
}

// The reading of one look at a photo file, `photo` (decoded at `photo.scale` of the file's pixels): its homography
// in the file's pixels, starting where `seen` (the file's pixels) says the board was.
Reading read_look(const DecodedPhoto& photo, ReadOptions options, const std::optional<cv::Matx33d>& seen,
                  const std::string& stem, double measure_from = 0, bool* located_only = nullptr) {
  const cv::Matx33d to_photo(photo.scale, 0, 0, 0, photo.scale, 0, 0, 0, 1);
  options.last_seen = seen ? std::optional(to_photo * *seen) : std::nullopt;
  Reading r = read_gray(photo.gray, options, stem, measure_from, located_only);
  r.homography = to_photo.inv() * r.homography;
  r.scale = photo.scale;
  return r;
}

// The photo at about `long_side` pixels on its long side (never enlarged). A JPEG costs nearly as much to
// decode at 1/4 of its size as at 1/2 (the entropy decoding is the same whatever the scale the DCT gives), so
// it is decoded once at twice the size asked for, ready for a finer look, and shrunk for this one.
// `decoded` keeps that decoding between looks.
DecodedPhoto look_at(std::span<const unsigned char> bytes, int long_side, DecodedPhoto& decoded) {
  if (decoded.gray.empty() || std::max(decoded.gray.cols, decoded.gray.rows) < long_side)
    decoded = decode_photo(bytes, 2 * long_side);
  if (decoded.refusal != Refusal::None || std::max(decoded.gray.cols, decoded.gray.rows) < 2 * long_side)
    return decoded;
  return shrunk(decoded, cv::Size((decoded.gray.cols + 1) / 2, (decoded.gray.rows + 1) / 2));
}

// A look this much larger than the first look's size that finds no board is worth one at the first look's size.
constexpr double kSmallerLookFrom = 1.25 * kFirstLongSide;

// The reading of `photo` shrunk to the first look's size (`seen` as in read_look).
Reading smaller_reading(const DecodedPhoto& photo, const ReadOptions& options, const std::optional<cv::Matx33d>& seen,
                        const std::string& stem) {
  const double shrink = kFirstLongSide / static_cast<double>(std::max(photo.gray.cols, photo.gray.rows));
  const cv::Size size(static_cast<int>(std::lround(photo.gray.cols * shrink)),
                      static_cast<int>(std::lround(photo.gray.rows * shrink)));
  return read_look(shrunk(photo, size), options, seen, stem);
}

// The photo at about `long_side` pixels on its long side, as far as it can be had (a file decoded, a frame
// shrunk): its pixels and their scale, or a refusal.
using Look = std::function<DecodedPhoto(int long_side)>;

// The reading of a photo seen through `look`, a look at a time from the first look's size up, its homography to
// the photo's full pixels.
Reading read_looks(const Look& look, const ReadOptions& options, const std::string& stem) {
  // Where a coarser look found the board too small to read there: kept to read it there after all, should the
  // finer look fail. (Homographies are in the file's pixels.)
  struct Coarse {
    DecodedPhoto photo;
    cv::Matx33d homography;
    bool unread_board_beside = false;
  };
  std::optional<Coarse> coarse;
  // A look started where the coarse look found the board does not look for others: what the coarse look saw beside
  // it stands (dev hard 6624: the subject under glare, larger, beside a neighbour's board read at a total of 0 with
  // nothing reported, once the coarse look's board was read again).
  auto with_coarse_beside = [&](Reading r) {
    if (coarse && r.ok()) r.unread_board_beside = r.unread_board_beside || coarse->unread_board_beside;
    return r;
  };
  auto coarse_reading = [&] { return with_coarse_beside(read_look(coarse->photo, options, coarse->homography, stem)); };
  bool no_board_before = false;  // the look before found no board
  for (int long_side = kFirstLongSide;; long_side *= 2) {
    const DecodedPhoto photo = look(long_side);
    if (photo.refusal != Refusal::None) return refused(photo.refusal, photo.message);
    // A finer look starts where the coarse one found the board.
    const std::optional<cv::Matx33d> seen = coarse ? std::optional(coarse->homography) : options.last_seen;
    const bool finer_exists = photo.scale < 1;
    bool located_only = false;
    Reading r = read_look(photo, options, seen, stem, finer_exists ? kEnoughPixelsPerUnit : 0, &located_only);
    if (located_only) {
      // (A second located look starts where the first found the board, and does not look beside it again.)
      coarse = Coarse{photo, r.homography, r.unread_board_beside || (coarse && coarse->unread_board_beside)};
      continue;
    }
    // Should the finer look find no board (its candidates differ a little), the coarse look's reading stands...
    if (!r.ok() && coarse) return coarse_reading();
    // ... and so does it when the finer look read another board (a neighbour's board beside this one), unless
    // the coarse look located a board running out of the frame: then it had taken a neighbour, its lattice the
    // strongest there while the subject's, under glare, did not show its layout (held-out hard 1000008: the subject,
    // read by the finer look, was refused as cut off).
    if (coarse && r.ok()) {
      const cv::Point2d was = apply(coarse->homography, {273, 400}), now = apply(r.homography, {273, 400});
      const double width = kBoardWidth * pixels_per_unit(coarse->homography);
      const cv::Matx33d to_coarse(coarse->photo.scale, 0, 0, 0, coarse->photo.scale, 0, 0, 0, 1);
      const bool coarse_whole =
          check_framing(coarse->photo.gray.size(), to_coarse * coarse->homography).refusal == Refusal::None;
      if (cv::norm(now - was) > 0.25 * width && coarse_whole) return coarse_reading();
    }
    // "Cut off" is also worth a finer look: on a small board the lattice may not have been found at all, and
    // the frame check then judged a rough outline. Two looks in turn that found no board are enough: a third, at a
    // 12 MP photo's full size, looks for the board among much the same candidates (the star grid works at 900
    // pixels whatever the look) and took a 12 MP picture of no board 0.4-0.5 s more, its decoding at full size
    // among it. On dev hard 40050..40649 and normal 57600..58199 (each look logged), a second look after no board
    // found read 2 photos and a third none; the third looks that read a board (8, small boards) came after two
    // looks that had located it.
    const bool worth_retry =
        r.refusal == Refusal::NoBoard || r.refusal == Refusal::TooBlurry || r.refusal == Refusal::BoardCutOff;
    const bool twice_no_board = r.refusal == Refusal::NoBoard && no_board_before;
    no_board_before = r.refusal == Refusal::NoBoard;
    if (finer_exists && worth_retry && !twice_no_board) continue;
    // A photo under twice the first look's size is read as it is; where no board was found in it, it is looked at
    // once more at the first look's size. The star lattice is found at some working sizes and not at others: dev
    // normal 5121 (1600 x 1200, the subject's sky under a glare streak and steeply tilted) matched 37 of its stars
    // at full size, where the blank board beside it was read, and 78 at 1000 pixels, where it reads exactly.
    if (r.refusal == Refusal::NoBoard && !coarse && std::max(photo.gray.cols, photo.gray.rows) > kSmallerLookFrom)
      if (Reading smaller = smaller_reading(photo, options, seen, stem); smaller.ok()) return smaller;
    return with_coarse_beside(std::move(r));
  }
}

// The reading of a photo file's bytes, its homography (and the last_seen asked) to the photo as shown: the stored
// pixels turned by the file's EXIF orientation, as viewers and the desktop program show it (a phone stores a
// portrait photo sideways, tagged to be turned a quarter).
Reading read_bytes(std::span<const unsigned char> bytes, const ReadOptions& options, const std::string& stem) {
  DecodedPhoto decoded;
  const auto read_stored = [&](const ReadOptions& o) {
    return read_looks([&](int long_side) { return look_at(bytes, long_side, decoded); }, o, stem);
  };
  const ImageHeader header = probe_image(bytes);
  if (header.orientation == 1) return read_stored(options);
  const cv::Matx33d shown = shown_from_stored(header.orientation, header.width, header.height);
  ReadOptions stored = options;
  if (options.last_seen) stored.last_seen = shown.inv() * *options.last_seen;
  Reading r = read_stored(stored);
  r.homography = shown * r.homography;
  return r;
}

// A picture this much larger than a look's size is halved for it.
constexpr double kHalvedFrom = 1.8;

// The picture at about `long_side` pixels on its long side: `halvings` (the picture first, each the last halved)
// halved on while the last is kHalvedFrom times as large or more (a 1920-pixel frame is looked at 960 pixels first,
// a 4032-pixel picture at 1008, as its file would be). The halvings are kept for the looks after.
DecodedPhoto frame_look(std::vector<DecodedPhoto>& halvings, int long_side) {
  std::size_t k = 0;
  for (; std::max(halvings[k].gray.cols, halvings[k].gray.rows) >= kHalvedFrom * long_side; ++k) {
    if (k + 1 < halvings.size()) continue;
    const cv::Size half((halvings[k].gray.cols + 1) / 2, (halvings[k].gray.rows + 1) / 2);
    DecodedPhoto next = shrunk(halvings[k], half);
    halvings.push_back(std::move(next));
  }
  return halvings[k];
}

}  // namespace

// A frame of a live view is read where the board last was, at its full size. Any other is looked at as a photo file
// is, a large one first at half its size: dev normal 13400..13699 and hard 9050..9349 read as 1920-pixel frames so
// read exactly 264 and 186 photos against 262 and 182 at full size only (boards refused as cut off, or for want of a
// lattice, at full size); the benchmark's five cold 1080p frames count 150 M instructions against 155 M.
Reading read_board(const cv::Mat& image, const ReadOptions& options) {
  try {
    const cv::Mat gray = gray_of(image);
    if (gray.empty())
      return refused(Refusal::NotAnImage,
                     std::string("the image is empty or its pixels are of a kind the reader does not take (it takes ") +
                         kPixelKindsTaken + ")");
    if (options.last_seen) return doubting_the_board(read_gray(gray, options, "frame"));
    std::vector<DecodedPhoto> halvings(1);
    halvings[0].gray = gray;
    return doubting_the_board(
        read_looks([&](int long_side) { return frame_look(halvings, long_side); }, options, "frame"));
  } catch (const cv::Exception& e) {
    return refused(Refusal::NoBoard, std::string("the photo could not be read (") + e.what() + ")");
  }
}

Reading read_photo_file(const std::string& path, const ReadOptions& options) {
  try {
    const PhotoBytes file = load_photo_file(path);
    if (file.refusal != Refusal::None) return refused(file.refusal, file.message);
    return doubting_the_board(read_bytes(file.bytes, options, std::filesystem::path(path).stem().string()));
  } catch (const cv::Exception& e) {
    return refused(Refusal::NoBoard, std::string("the photo could not be read (") + e.what() + ")");
  }
}

Reading read_photo_bytes(std::span<const unsigned char> bytes, const ReadOptions& options) {
  try {
    return doubting_the_board(read_bytes(bytes, options, "photo"));
  } catch (const cv::Exception& e) {
    return refused(Refusal::NoBoard, std::string("the photo could not be read (") + e.what() + ")");
  }
}

}  // namespace starsight::vision
