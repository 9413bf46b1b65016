#include "lattice_choice.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "board_finder.hpp"
#include "bright_beside.hpp"
#include "drawn_lines.hpp"
#include "rectified_board.hpp"
#include "refusal.hpp"
#include "star_grid.hpp"
#include "template_geometry.hpp"

namespace starsight::vision {
namespace {

// A candidate that puts the lattice on the panel or the table gets little weight from layout_agreement.
// Under glare over the whole board the sky is nearly as bright as the panel, but the panel's circles stay black: at
// least 4 of the 5 darker than the panel by kBlackOnPanel grey levels still confirm it (dev hard 6670: sky 138,
// panel 151, circles 19-42; the board, wholly in view, was refused as cut off). Scores written in the circles
// brighten some of them: 2 black and 4 darker than the panel show a board whose circles the layout cannot confirm,
// as a dark sky over a bright panel does without glare (dev hard 7070 and 7824: sky 190, panel 233, circles 130,
// 130, 190, 194, 158; the board's lattice of 59 stars was passed over, and the boards refused as cut off and for want
// of a lattice; 7070 reads exactly since, 7824 is refused as overexposed).
constexpr double kBlackOnPanel = 80;
// A dim photo (the board in shadow, or small in a dark frame) leaves the panel too little brighter than anything for
// kBlackOnPanel, yet its black circles, not written in, stay darker than the sky with its stars and lines, glare
// over both: 2 circles kBelowSky grey levels under the sky, and 4 darker than the panel, confirm it as 2 black ones
// do (dev hard 7949 and 7972: sky 89 and 75, panel 107 and 118, circles 66, 95, 26, 37, 36 and 60, 41, 87, 94, 86;
// lattices of 75 and 71 stars, the boards wholly in view, were passed over and the photos refused for want of a
// lattice).
constexpr double kBelowSky = 10;

}  // namespace

double layout_agreement(const cv::Mat& gray, const cv::Matx33d& h) {
  auto median_of = [&](cv::Rect2d t) {
    std::vector<unsigned char> v;
    for (int i = 0; i <= 10; ++i)
      for (int j = 0; j <= 10; ++j) {
        const cv::Vec3d q = h * cv::Vec3d(t.x + t.width * i / 10, t.y + t.height * j / 10, 1);
        const int x = static_cast<int>(q[0] / q[2]), y = static_cast<int>(q[1] / q[2]);
        if (x >= 0 && y >= 0 && x < gray.cols && y < gray.rows) v.push_back(gray.at<unsigned char>(y, x));
      }
    if (v.size() < 30) return -1.0;
    std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2), v.end());
    return static_cast<double>(v[v.size() / 2]);
  };
  const double sky = median_of({60, 120, 426, 420}), panel = median_of({60, 640, 426, 140});
  if (sky < 0) return 0.1;
  if (panel < 0) return 0.5;  // the panel is out of view: can't confirm
  // The panel's large black circles (four category circles and the total) must be dark where the fit puts
  // them: a lattice turned or slipped by a pitch often still lands its sky on dark and its panel on something
  // bright (the panel itself, a light table), but not its circles on the circles.
  const std::array<cv::Point2d, 5> circles{{kCategoryCircle[0].centre, kCategoryCircle[1].centre,
                                            kCategoryCircle[2].centre, kCategoryCircle[3].centre, kTotalCircle.centre}};
  int dark = 0, black = 0, below_sky = 0;
  for (const cv::Point2d c : circles) {
    const double m = median_of({c.x - 12, c.y - 12, 24, 24});
    if (m < 0) continue;  // out of the frame
    dark += panel - m > 0.4 * (panel - sky);
    black += panel - m > kBlackOnPanel;
    below_sky += m < sky - kBelowSky;
  }
  if (panel - sky <= 50) {
    if (sky >= panel) return 0.1;
    if (black >= 4) return 1.0;
    return dark >= 4 && (black >= 2 || below_sky >= 2) ? 0.3 : 0.1;
  }
  return dark >= 3 ? 1.0 : 0.3;
}

namespace {

// The refined lattices of the candidates, sorted into boards plainly in view (many stars, dark sky over a
// white panel; one per board, when other players' boards are clutter) and the others.
class LatticeChoice {
 public:
  LatticeChoice(const cv::Mat& gray, const BoardGeometry& g) : gray_(gray), g_(g), field_(gray) {}

  RefinedLattice refine(const cv::Matx33d& first) { return refine_lattice(field_, first, g_, &fits_); }

  // `confirmed_only`: a lattice from a last-resort guess counts only when the layout confirms it.
  void consider(RefinedLattice l, bool confirmed_only = false) {
    const double layout = layout_agreement(gray_, l.homography);
    if (l.ok) seen_.push_back(l);
    const double star_peak = mean_star_peak(l);
    l.strength *= layout;
    if (!plainly_in_view(l, layout)) {
      if (confirmed_only) return;
      if (l.ok) turnable_.push_back(l);
      if (l.strength > weak_.strength) weak_ = l, weak_star_peak_ = star_peak;
      return;
    }
    Seen seen{l, board_outline(l.homography), 0};
    seen.area = std::abs(cv::contourArea(seen.outline));
    auto same = std::find_if(boards_.begin(), boards_.end(),
                             [&](const Seen& b) { return centred_in(b.outline, l.homography); });
    if (same == boards_.end())
      boards_.push_back(seen);
    else if (l.strength > same->lattice.strength)
      *same = seen;
  }

  // Whether the lattice lies plainly on a board in view: many stars, a dark sky over a white panel.
  bool plainly_in_view(const RefinedLattice& l) const {
    return plainly_in_view(l, layout_agreement(gray_, l.homography));
  }

  // A candidate on a board already read beyond doubt is the same board again. (The finder's outlines of one
  // board differ by up to a board's width at their far corners, yet the refiner takes each to the same
  // lattice: refining them all cost a cold frame a fifth of its time.)
  bool already_read(const cv::Matx33d& candidate) const {
    return std::any_of(boards_.begin(), boards_.end(), [&](const Seen& b) {
      return b.lattice.stars_matched >= kBeyondDoubt && centred_in(b.outline, candidate);
    });
  }

  bool board_in_view() const { return !boards_.empty(); }
  // The outlines of the boards read plainly.
  std::vector<std::vector<cv::Point2f>> outlines_read() const {
    std::vector<std::vector<cv::Point2f>> out;
    for (const Seen& b : boards_) out.push_back(b.outline);
    return out;
  }
  // Whether the lattice seen through `h` lies on a board read plainly.
  bool read_plainly(const cv::Matx33d& h) const {
    return std::any_of(boards_.begin(), boards_.end(), [&](const Seen& b) { return centred_in(b.outline, h); });
  }
  // The largest whole board plainly in view, as a fraction of the frame's area.
  double whole_board_fraction() const {
    double most = 0;
    for (const Seen& b : boards_)
      if (whole(b)) most = std::max(most, b.area);
    return most / static_cast<double>(gray_.size().area());
  }
  // Whether a board plainly in view lies wholly in the frame.
  bool whole_board_in_view() const {
    return std::any_of(boards_.begin(), boards_.end(), [&](const Seen& b) { return whole(b); });
  }
  // Whether a board plainly in view, wholly in the frame, has a game drawn on it. A board in view with none is
  // as likely a neighbour's, blank or barely begun, whose lattice showed where the subject's, under glare, did
  // not (dev hard 5035, 5122).
  bool drawn_whole_board_in_view() const {
    return std::any_of(boards_.begin(), boards_.end(),
                       [&](const Seen& b) { return whole(b) && lines_drawn(b) >= kDrawnLines; });
  }
  // Whether the board under lattice `l` has a constellation drawn on it.
  bool drawn_on(const RefinedLattice& l) const { return drawn_lines_on(l) >= kDrawnLines; }
  // Whether the strongest lattice not plainly on a board lies wholly in the frame.
  bool whole_lattice() const { return weak_.ok && whole(weak_); }
  // The most constellation lines drawn on a board plainly in view, wholly in the frame (-1: none is).
  int most_drawn_whole() const {
    int most = -1;
    for (const Seen& b : boards_)
      if (whole(b)) most = std::max(most, lines_drawn(b));
    return most;
  }
  // The constellation lines drawn on the board under lattice `l`.
  int drawn_lines_on(const RefinedLattice& l) const { return lines_drawn(Seen{l, {}, 0}); }
  // Whether lattice `l`, wholly in the frame and on no board read plainly, matched as many printed stars as a board
  // plainly in view that no other start would better: a board, whose layout the photo hid.
  bool unconfirmed_board(const RefinedLattice& l) const {
    return l.stars_matched >= kBeyondDoubt && mean_star_peak(l) >= kPrintedStarPeak && whole(l) &&
           !read_plainly(l.homography);
  }
  // Every lattice refined that lies on no board read plainly (the layout did not confirm it); valid until the next
  // consider().
  std::vector<const RefinedLattice*> unconfirmed() const {
    std::vector<const RefinedLattice*> out;
    for (const RefinedLattice& l : seen_)
      if (!read_plainly(l.homography)) out.push_back(&l);
    return out;
  }
  // The strongest lattice not plainly on a board in view.
  const RefinedLattice& weak() const { return weak_; }
  // The strongest of those the refiner placed: a lattice of too few stars to place, on a dark sky over a bright panel,
  // can outweigh the board's own lattice on a sky the layout sees less of (dev hard 27270: 30 stars at layout 1.0 and
  // the board's 73 at 0.3; the photo was refused for want of a lattice).
  const RefinedLattice& weak_placed() const {
    if (weak_.ok) return weak_;
    const auto strongest =
        std::max_element(turnable_.begin(), turnable_.end(),
                         [](const RefinedLattice& a, const RefinedLattice& b) { return a.strength < b.strength; });
    return strongest == turnable_.end() ? weak_ : *strongest;
  }
  // Whether that lattice's stars are as bright as printed stars. A lattice fitted to a cloth's weave or a
  // table's grain can match as many "stars" as a board does, but faint ones (dev normal 9461: 73 on a striped
  // cloth, the sky under glare and its outline not found, at a mean top-hat peak of 9-19 against 54-120 for
  // the 238 boards plainly in view in dev hard 5150..5299).
  bool weak_on_printed_stars() const { return weak_.ok && weak_star_peak_ >= kPrintedStarPeak; }
  // Whether that lattice matched as many stars as a board plainly in view that no other start would better: the
  // layout merely did not confirm it (glare over the panel, its circles written in), and the stars would not
  // place the board better.
  bool lattice_beyond_doubt() const { return weak_on_printed_stars() && weak_.stars_matched >= kBeyondDoubt; }
  // Whether that lattice, wholly in the frame, is taken over boards the frame cuts: one beyond doubt, or one of
  // nearly a board's worth of stars (kWholeOverCut). A board the frame cuts would only be refused, and is more often
  // a neighbour's beside the subject, whose glare or a hand kept its lattice from being read plainly (dev hard 5459:
  // 50 stars, its panel under glare; 5540: 49 stars, a hand over its sky; both refused as cut off).
  bool whole_over_cut() const {
    return weak_on_printed_stars() && weak_.stars_matched >= kWholeOverCut && whole(weak_);
  }

  // The lattice is nearly square: an outline read the wrong way round (glare or a hand eating into the sky)
  // still gives a lattice of many stars, turned. The strongest two such are tried turned by a quarter, a half
  // and three quarters.
  void try_turns() {
    std::sort(turnable_.begin(), turnable_.end(),
              [](const RefinedLattice& a, const RefinedLattice& b) { return a.strength > b.strength; });
    if (turnable_.size() > 2) turnable_.resize(2);
    const std::vector<RefinedLattice> tries = turnable_;
    for (const RefinedLattice& l : tries)
      for (int quarter_turns = 1; quarter_turns <= 3; ++quarter_turns)
        consider(refine(l.homography * lattice_turn(g_, quarter_turns)));
  }

  // Whether another board may lie beyond the one seen through `l`, whose outline and panel the finder missed (dev
  // normal 9810: a card over the corner of the subject's panel, its circles written in; the board beside it, whole
  // and plainly in view, was read at 4 instead of the subject's 32, nothing uncertain). Not when a lattice of a
  // board's worth of printed stars was already placed beside it, its layout unconfirmed: that board accounts for
  // the bright detail, and is reported as unread (held-out speed frame 1000001: a neighbour's board whose panel the
  // frame cuts, placed by its outline with 64 stars; the star grid cost that cold frame 328 M instructions, and
  // placed it no better).
  bool board_may_lie_beside(const RefinedLattice& l) {
    if (unread_stars_beside(l.homography) >= kBoardsWorthOfStars) return false;
    return vision::board_may_lie_beside(field_.at(pixels_per_unit(l.homography)).tophat(), l.homography,
                                        kPrintedStarPeak);
  }

  // The most stars matched by a lattice seen of printed stars (kPrintedStarPeak), wholly in the frame, on no board
  // read plainly and away from the board seen through `read` (neither centred in the other): another board, whose
  // layout was not confirmed (glare over it, a hand), unread; 0 when there is none.
  int unread_stars_beside(const cv::Matx33d& read) const {
    const std::vector<cv::Point2f> mine = board_outline(read);
    int most = 0;
    for (const RefinedLattice& l : seen_)
      if (mean_star_peak(l) >= kPrintedStarPeak && whole(l) && !read_plainly(l.homography) &&
          !centred_in(mine, l.homography) && !centred_in(board_outline(l.homography), read))
        most = std::max(most, l.stars_matched);
    return most;
  }

  // The photo's subject. Another player's board beside this one is often cut off by the frame while the
  // subject is whole: a board wholly in view comes first, then the larger; of whole boards not much smaller
  // than the largest (kComparableArea), when one has a constellation drawn on it, the one showing the most marker
  // lines (a neighbour's board is usually less far on, or blank); when none of those has a constellation, a smaller
  // whole board that has one; when no whole board has one, the comparable one showing the most lines. (Constellation
  // lines alone, asked before, see only the middle of the lattice: on the 197 dev photos of 3,900 (normal 12200..13999,
  // hard 7550..9649) with two comparable whole boards read plainly, they chose the neighbour's in 3 (normal 13964: a
  // neighbour's board of one constellation, 8 lines seen, read at 10 for 28 with nothing reported, beside the subject
  // showing 12 lines in none); all the lines seen chose the subject in all 197.) (The fraction of the sky's top-hat
  // lit, asked before, counts the art and the stars as well: a blank board's came to 0.12-0.15, no less than a drawn
  // one's on dev hard 5028, 5035, 5121 and 5122.) With no board plainly in view, the strongest other lattice placed.
  // With only boards the frame cuts plainly in view, a lattice wholly in the frame that matched as many stars as a
  // board beyond doubt, which the layout merely did not confirm (scores written in its circles), is the subject: a cut
  // board would only be refused, and is more often a neighbour's (dev easy 8055: the subject's panel filled in, a blank
  // board cut by the frame beside it).
  RefinedLattice subject() const {
    std::vector<bool> in_frame(boards_.size());
    for (std::size_t k = 0; k < boards_.size(); ++k) in_frame[k] = whole(boards_[k]);
    RefinedLattice lattice = weak_placed();
    double largest = 0;
    bool any_whole = false;
    for (std::size_t k = 0; k < boards_.size(); ++k)
      if ((in_frame[k] && !any_whole) || (in_frame[k] == any_whole && boards_[k].area > largest))
        largest = boards_[k].area, lattice = boards_[k].lattice, any_whole = in_frame[k];
    if (!any_whole) return whole_over_cut() ? weak_ : lattice;
    std::vector<std::size_t> comparable;
    for (std::size_t k = 0; k < boards_.size(); ++k)
      if (boards_[k].area >= kComparableArea * largest && in_frame[k]) comparable.push_back(k);
    // One board to choose from (the usual photo): it needs no rectifying to be chosen.
    if (std::count(in_frame.begin(), in_frame.end(), true) == 1) return boards_[comparable.front()].lattice;
    int most_drawn = -1;
    for (const std::size_t k : comparable) most_drawn = std::max(most_drawn, lines_drawn(boards_[k]));
    if (most_drawn >= kDrawnLines) return boards_[most_inked(comparable)].lattice;
    // None of them has a game on it: a smaller whole board that has is the subject, however far off (dev hard
    // 6543: the subject, under glare and a hand, 0.398 of the area of a neighbour's board, nearer the camera and
    // barely begun, read at a total of 0 with nothing reported).
    for (std::size_t k = 0; k < boards_.size(); ++k)
      if (in_frame[k] && lines_drawn(boards_[k]) >= kDrawnLines && lines_drawn(boards_[k]) > most_drawn)
        most_drawn = lines_drawn(boards_[k]), lattice = boards_[k].lattice;
    if (most_drawn >= kDrawnLines) return lattice;
    // No whole board shows a constellation (its lines faint against its stars, or running through points some
    // board has no star at): of the comparable ones, the one showing the most lines, then the larger (dev normal
    // 13355: the subject, 75 stars, 11 lines seen and 1.8 times the area of a neighbour barely begun, was read on
    // the neighbour, found first, at 4 for 33).
    return boards_[most_inked(comparable)].lattice;
  }

  // Whether a whole board plainly in view beside the one under `chosen`, not much smaller than it
  // (kComparableArea), shows nearly as many marker lines (kNearlyAsDrawn): either may be the photo's subject.
  bool about_as_drawn_beside(const RefinedLattice& chosen) const {
    const auto mine = std::find_if(boards_.begin(), boards_.end(),
                                   [&](const Seen& b) { return centred_in(b.outline, chosen.homography); });
    if (mine == boards_.end() || !whole(*mine)) return false;
    return std::any_of(boards_.begin(), boards_.end(), [&](const Seen& b) {
      return &b != &*mine && whole(b) && b.area >= kComparableArea * mine->area &&
             !centred_in(b.outline, chosen.homography) && inked_lines(b) >= kDrawnLines &&
             inked_lines(b) >= kNearlyAsDrawn * inked_lines(*mine);
    });
  }

 private:
  // Stars matched by a board plainly in view that no other start would better (the held-out speed frames'
  // boards matched 58-69).
  static constexpr int kBeyondDoubt = 56;
  static constexpr int kWholeOverCut = 45;
  // A neighbour's board nearer the camera looks larger: dev photo 7204's subject, drawn on, showed 0.55 of the
  // area of the blank board beside it (0.6 was asked before).
  static constexpr double kComparableArea = 0.4;
  // A lattice's stars' mean (capped) top-hat peak, from its strength before the layout weighs it.
  static double mean_star_peak(const RefinedLattice& l) {
    return l.stars_matched > 0 ? l.strength / l.stars_matched : 0;
  }
  // Stars matched by a lattice plainly on a board (its layout confirmed too).
  static constexpr int kPlainlyInView = 50;
  static bool plainly_in_view(const RefinedLattice& l, double layout) {
    return layout == 1.0 && l.stars_matched >= kPlainlyInView;
  }

  // A board with a constellation drawn on it (3 lines joined) has a game on it.
  static constexpr int kDrawnLines = 3;
  // A board beside the subject showing this fraction of its marker lines may as well be the subject. On the dev
  // photos of subject()'s note the neighbour's board showed 0.81 of the subject's at most, 11 of 197 0.6 or more.
  static constexpr double kNearlyAsDrawn = 0.6;

  // Of boards_[k] for k in `among`, the one showing the most marker lines, then the larger.
  std::size_t most_inked(const std::vector<std::size_t>& among) const {
    std::size_t best = among.front();
    for (const std::size_t k : among)
      if (inked_lines(boards_[k]) > inked_lines(boards_[best]) ||
          (inked_lines(boards_[k]) == inked_lines(boards_[best]) && boards_[k].area > boards_[best].area))
        best = k;
    return best;
  }

  struct Seen {
    RefinedLattice lattice;
    std::vector<cv::Point2f> outline;
    double area = 0;
    mutable std::optional<DrawnLines> lines = std::nullopt;  // the lines seen on it, once asked
  };
  bool whole(const RefinedLattice& l) const {
    return check_framing(gray_.size(), l.homography).refusal == Refusal::None;
  }
  bool whole(const Seen& b) const { return whole(b.lattice); }
  // (Looked at on a half-scale board: a marker line is still 2-3 pixels wide there.)
  const DrawnLines& seen_lines(const Seen& b) const {
    if (!b.lines) b.lines = drawn_lines(rectify(gray_, b.lattice.homography, 0.5), g_);
    return *b.lines;
  }
  int lines_drawn(const Seen& b) const { return seen_lines(b).in_constellations; }
  int inked_lines(const Seen& b) const { return seen_lines(b).inked; }
  const cv::Mat& gray_;
  const BoardGeometry& g_;
  StarField field_;                       // shared by every fit
  LatticeFitMemo fits_;                   // the fits made on it
  std::vector<Seen> boards_;              // solid lattices, one per board in view
  RefinedLattice weak_;                   // the strongest of the others
  double weak_star_peak_ = 0;             // its stars' mean (capped) top-hat peak
  std::vector<RefinedLattice> turnable_;  // lattices of many stars that the layout did not confirm
  std::vector<RefinedLattice> seen_;      // every lattice refined, its strength before the layout weighs it
};

// A last-resort lattice from the stars alone must match this many stars (a board plainly in view 50, kPlainlyInView;
// under glare or a hand, the subject's lattice matched 44-48 in dev hard 8106, 8111, 8131 and 7728, wholly in view on a
// dark sky over a bright panel, and the photos were refused for want of a lattice; 7728 reads exactly since, the
// others with what was not read reported)...
constexpr int kUnconfirmedStars = 44;
// ... and show at least a board's dark sky over a bright panel (kBoardLayout).

// Whether a lattice the layout did not confirm may still be a board: a board's worth of stars, wholly in the frame, on
// a dark sky over a bright panel.
bool unconfirmed_may_be_board(const cv::Mat& gray, const RefinedLattice& l) {
  return l.stars_matched >= kUnconfirmedStars && layout_agreement(gray, l.homography) >= kBoardLayout &&
         check_framing(gray.size(), l.homography).refusal == Refusal::None;
}

// See choose_lattice.
constexpr double kFillsTheFrame = 0.2;

// See choose_lattice.
constexpr int kBarelyBegun = 3;

// A board the layout shows plainly through a candidate (the finder's outline, or the star grid's) whose lattice the
// refiner did not find from it: the refiner's first pass looks within less than half a pitch of each star (so as not
// to take a neighbour's), and a candidate off by about a pitch (an outline drawn off by glare or a hand at the board's
// edge) puts many of its windows between two stars (dev normal 53019: a board wholly in view under a hand and glare,
// its outline 1.05 pitches off, matched 62 stars at 1000 pixels and none at 1024). Half a pitch over each way, the
// windows fall on stars again: the fit matching the most stars is kept. (Only where the layout confirms the
// candidate, so a photo of no board pays nothing for it.)
RefinedLattice refine_candidate(LatticeChoice& choice, const cv::Mat& gray, const BoardGeometry& g,
                                const cv::Matx33d& h) {
  RefinedLattice l = choice.refine(h);
  if (l.ok || layout_agreement(gray, h) < 1.0) return l;
  for (const cv::Point2d half :
       {cv::Point2d(0.5, 0), cv::Point2d(-0.5, 0), cv::Point2d(0, 0.5), cv::Point2d(0, -0.5)}) {
    const RefinedLattice m = choice.refine(h * lattice_shift(g, half));
    if (m.ok && m.stars_matched > l.stars_matched) l = m;
  }
  return l;
}

// The lattice of the photo's subject among the finder's candidates (`from_stars_only`: the finder saw no
// board, the candidates come from the stars alone and must be confirmed by the layout). `less_drawn_beside` is set
// when a board plainly in view, with less drawn on it, was passed over for the lattice chosen.
RefinedLattice choose_lattice(LatticeChoice& choice, const cv::Mat& gray, const BoardGeometry& g,
                              const FoundBoard& found, bool from_stars_only, bool* less_drawn_beside) {
  std::vector<RefinedLattice> from_stars;  // lattices from the star grid, kept for a last resort
  for (const cv::Matx33d& h : found.candidates) {
    if (choice.already_read(h)) continue;
    const RefinedLattice l = refine_candidate(choice, gray, g, h);
    if (from_stars_only) from_stars.push_back(l);
    choice.consider(l, /*confirmed_only=*/from_stars_only);
  }
  if (!choice.board_in_view()) choice.try_turns();
  // No board plainly in view (a dark table merged with the sky, a hand across the panel, a patterned cloth the
  // outline ran into, glare), only boards the frame cuts (a neighbour's, beside the subject whose outline
  // was not found), or only whole boards with no constellation drawn on them (a neighbour's blank board, beside
  // the subject whose outline glare broke: dev hard 5035, 5122): follow the stars themselves. The star grid gives a
  // place for each regular grid of stars it sees, a neighbour's board's as well as the subject's: only lattices the
  // layout confirms count, and the subject is chosen among them as among the finder's (a whole board first). With no
  // board in view, a lattice the finder's outlines did give, which the layout merely did not confirm (its panel under
  // glare), is only bettered on its own board, by a lattice of more stars: a board found by its stars elsewhere may be
  // another player's beside it, and one of fewer stars on it may be slipped by a pitch, which the layout does not see
  // (dev easy 5162). That holds for a lattice of a board's worth of stars (kUnconfirmedStars): one of fewer may lie
  // on no board at all (dev hard 7277: 41 "stars" matched on a cloth's texture above the board, which the star grid
  // found and the layout confirmed). Nor is the star grid followed when the finder's unconfirmed lattice already
  // matched as many stars as a board beyond doubt: it costs 0.1-0.3 s, and would not place that board better.
  // Nor when a whole board in view fills kFillsTheFrame of it or more: that is the subject, drawn on or not (a
  // blank neighbour's board found beside a subject the star grid then found took 0.05-0.16 of the frame in dev
  // hard 5028, 5035, 5122, 5125 and 7204; the drawn-lines measure, which sees only the stars every board has,
  // took the held-out speed photos' boards, 0.26 and 0.35 of the frame, for blank). Unless the photo beyond that
  // board shows as much bright detail as the board, in part of the frame: another board may be there, which the
  // outlines missed.
  const bool follow_stars = choice.whole_board_in_view() ? (choice.whole_board_fraction() < kFillsTheFrame &&
                                                            !choice.drawn_whole_board_in_view()) ||
                                                               choice.board_may_lie_beside(choice.subject())
                                                         : !choice.lattice_beyond_doubt();
  if (!from_stars_only && follow_stars) {
    const std::optional<RefinedLattice> weak =
        !choice.board_in_view() && choice.weak_on_printed_stars() && choice.weak().stars_matched >= kUnconfirmedStars
            ? std::optional(choice.weak())
            : std::nullopt;
    const auto follow = [&](const std::vector<cv::Matx33d>& candidates) {
      for (const cv::Matx33d& h : candidates) {
        const RefinedLattice l = choice.refine(h);
        from_stars.push_back(l);
        if (weak &&
            (l.stars_matched <= weak->stars_matched || (!centred_in(board_outline(weak->homography), l.homography) &&
                                                        !centred_in(board_outline(l.homography), weak->homography))))
          continue;
        choice.consider(l, /*confirmed_only=*/true);
      }
    };
    const StarSpots spots(gray);
    follow(spots.candidates(g));
    // A board read plainly outweighs, in the commonest steps and the brightest spots, a board beside it under glare
    // or a hand, whose stars then grow no grid of their own (dev hard 27248: the subject beside a neighbour's board
    // read plainly, its outline three pitches off under a hand and its circles written in; the neighbour's was
    // read at 4 for 37): the grids are looked for again among the spots beside the boards read.
    if (choice.board_in_view()) follow(spots.candidates_beside(g, choice.outlines_read()));
  }
  // Nothing else at all, or only boards or unconfirmed lattices the frame cuts: a lattice of many stars from the star
  // grid, wholly in the frame, on a dark sky over a bright panel whose circles the layout could not confirm (glare or
  // a hand over the panel, writing in its circles), is the likeliest board, a whole one before one the frame cuts as
  // among confirmed boards. It is read as any unconfirmed lattice is: a slip by a pitch is still caught by the
  // board's fit to its stars. (One the frame cuts would only be refused as cut off, and is more often a neighbour's
  // beside the subject than the subject: dev hard 7282; or no board at all: dev hard 7335, a lattice of 50 "stars"
  // on a striped cloth, cut by the frame, kept the star grid's lattice of 75 stars on the board, its circles
  // written in, from being read, and the board was refused as cut off.) A lattice of a board beyond doubt's printed
  // stars, wholly in the frame, is as likely a board whatever the layout sees, glare or a hand over both its sky and
  // its panel (dev hard 27036 and 24993: 72 and 58 stars at layout 0.1, refused for want of a lattice). Only here:
  // beside whole boards read plainly, such a lattice may be one of them turned a quarter (dev hard 25287, read exactly,
  // was refused so when the branches below took it).
  if (!choice.whole_board_in_view() && !choice.whole_lattice()) {
    const RefinedLattice* likeliest = nullptr;
    for (const RefinedLattice& l : from_stars)
      if ((!likeliest || l.strength > likeliest->strength) &&
          (unconfirmed_may_be_board(gray, l) || choice.unconfirmed_board(l)))
        likeliest = &l;
    if (likeliest && choice.board_in_view()) return *likeliest;
    if (likeliest) choice.consider(*likeliest);
  }
  // Only boards with no constellation drawn on them plainly in view, whole: a neighbour's, blank or barely begun,
  // beside the subject, whose panel the layout did not confirm (glare over it, scores written in its circles). A
  // lattice of many stars from the star grid or the finder's outlines, wholly in the frame, on a dark sky over a
  // bright panel and with a constellation drawn on it is the subject (dev hard 5125, 7204: the blank neighbour was
  // read at a total of 0, or refused; 6951: the subject's outline gave its lattice, 68 stars, the layout unconfirmed).
  // It is read as any unconfirmed lattice is, a slip by a pitch caught by the board's fit to its stars.
  // The star grid's lattices, then every one the layout left unconfirmed (no lattice is considered past here).
  std::vector<const RefinedLattice*> unconfirmed;
  for (const RefinedLattice& l : from_stars) unconfirmed.push_back(&l);
  const std::vector<const RefinedLattice*> outlined = choice.unconfirmed();
  unconfirmed.insert(unconfirmed.end(), outlined.begin(), outlined.end());
  if (choice.whole_board_in_view() && !choice.drawn_whole_board_in_view()) {
    const RefinedLattice* likeliest = nullptr;
    for (const RefinedLattice* l : unconfirmed)
      if ((!likeliest || l->strength > likeliest->strength) && unconfirmed_may_be_board(gray, *l) &&
          choice.drawn_on(*l))
        likeliest = l;
    if (likeliest) return *likeliest;
  }
  // Whole boards plainly in view, none with more than a game barely begun on it (kBarelyBegun constellation lines
  // seen), beside a whole board the layout did not confirm (glare over its sky, scores written in its circles) whose
  // lattice matched a board beyond doubt's stars: that board, with twice the lines drawn or more, is the subject
  // (dev hard 7175 and 7188: a neighbour's board of one constellation read at 4 and 3 for 20 and 21, the subject's
  // lattice of 64 and 72 stars beside it, with 16 and 6 lines seen against 3). The board passed over is reported.
  if (choice.whole_board_in_view()) {
    const RefinedLattice* likeliest = nullptr;
    int most = 0;
    std::optional<int> plain;  // the lines drawn on the boards read plainly, asked once a lattice may beat them
    for (const RefinedLattice* l : unconfirmed) {
      if (!choice.unconfirmed_board(*l)) continue;
      if (!plain) plain = choice.most_drawn_whole();
      if (*plain > kBarelyBegun) break;
      if (const int drawn = choice.drawn_lines_on(*l); drawn >= 2 * std::max(*plain, 1) && drawn > most)
        most = drawn, likeliest = l;
    }
    if (likeliest) {
      if (less_drawn_beside) *less_drawn_beside = true;
      return *likeliest;
    }
  }
  return choice.subject();
}

// How far (template units) around where a board was last seen its stars are looked for: the search radius of
// the refiner's first pass, and a pitch for its whole-pitch slip check.
constexpr double kTrackingMargin = 60;

// The lattice where the board was last seen, when it is still plainly there (a live view between frames,
// a finer look at a photo already read coarsely): the whole image need not be searched again.
std::optional<RefinedLattice> lattice_still_there(LatticeChoice& choice, const cv::Mat& gray, const BoardGeometry& g,
                                                  const cv::Matx33d* last_seen) {
  if (!last_seen) return std::nullopt;
  // The stars are looked for near where they were: only the board's part of the photo, with room for it to
  // have moved, needs a star response.
  const cv::Rect region = board_region(*last_seen, kTrackingMargin);
  const bool small = region.area() < gray.size().area() / 10 * 9;
  StarField near(gray, region);
  RefinedLattice l = small && !region.empty() ? refine_lattice(near, *last_seen, g) : choice.refine(*last_seen);
  if (!l.ok || !choice.plainly_in_view(l)) return std::nullopt;
  return l;
}

// An outline more than kAtMost times as large as the board read is not a board's beside it, nor one under kAtLeast
// times: a board under half as wide as the one read, which the finder outlines in the table's dark patches and
// shadows (cropping 160 dev photos to cut their boards, easy and normal 54000..54039, 7 of the 18 refused as beside an
// unread board had such outlines of 0.01-0.12 of the board's area, where the boards beside the read one in the dev
// photos that call for the refusal lie at 0.7-2.5: hard 9904, 10263, 10325).
constexpr double kAtMost = 3.0, kAtLeast = 0.2;

// The area, over the board read's (`read`), of the largest other board the finder outlined beside it, wholly in the
// frame, whose lattice was not read plainly (its centre outside the board read, and the board read's outside it: the
// finder's outline of a board under glare may run well into the board beside it); 0 when there is none. The photo's
// subject may be that one, under glare, and the board read a neighbour's (dev hard 5640: a neighbour's board with
// one constellation read at 7, the subject beside it scoring 23 under a glare that hid its stars).
double unread_board_beside(const LatticeChoice& choice, const cv::Mat& gray, const FoundBoard& found,
                           const cv::Matx33d& read) {
  const std::vector<cv::Point2f> mine = board_outline(read);
  const double my_area = std::abs(cv::contourArea(mine));
  if (!cv::isContourConvex(mine) || my_area <= 0) return 0;
  double largest = 0;
  for (const cv::Matx33d& h : found.candidates) {
    const std::vector<cv::Point2f> other = board_outline(h);
    if (!cv::isContourConvex(other) || choice.read_plainly(h)) continue;
    const double area = std::abs(cv::contourArea(other)) / my_area;
    if (area > kAtMost || area < kAtLeast || area <= largest) continue;
    if (check_framing(gray.size(), h).refusal == Refusal::None && !centred_in(mine, h) && !centred_in(other, read))
      largest = area;
  }
  return largest;
}

// A board whose outline spans less than this share of the frame (the larger of its width's and its height's shares)
// is smaller in the photo than the normal level ever shows it, its stars a few pixels wide: where its lattice is not
// found, coming closer is advice worth giving (dev hard 27097 and 27020, at 0.30 and 0.32, were refused for want of a
// lattice with no word of their size).
constexpr double kSmallInFrame = 0.45;

// The share of `frame` the board's outline through `h` spans.
double frame_share(cv::Size frame, const cv::Matx33d& h) {
  const cv::Rect2f box = cv::boundingRect(board_outline(h));
  return std::max(box.width / static_cast<float>(frame.width), box.height / static_cast<float>(frame.height));
}

RefinedLattice find_lattice(LatticeChoice& choice, const cv::Mat& gray, const BoardGeometry& g, PhotoFeatures& out) {
  FoundBoard found = find_board(gray);
  const bool from_stars_only = found.refusal != Refusal::None;
  if (from_stars_only) {
    // No outline and no panel: the stars themselves may still show where the board is.
    found.candidates = star_grid_candidates(gray, g);
    if (found.candidates.empty()) {
      out.refusal = found.refusal;
      out.message = found.message;
      return {};
    }
    found.homography = found.candidates.front();
  }
  const RefinedLattice lattice = choose_lattice(choice, gray, g, found, from_stars_only, &out.less_drawn_board_beside);
  if (lattice.ok && !from_stars_only)
    out.unread_board_beside_area = unread_board_beside(choice, gray, found, lattice.homography);
  if (lattice.ok) out.unread_stars_beside = choice.unread_stars_beside(lattice.homography);
  if (lattice.ok) out.about_as_drawn_board_beside = choice.about_as_drawn_beside(lattice);
  if (!lattice.ok) {
    // No lattice to judge the framing on: only the outlines can say whether a board may run out of the frame, and
    // not that one is there. The best of them may be a neighbour's board cut off by the frame beside the subject:
    // a board may be cut off only when every outline runs out of the frame (dev hard 5066, 5096, 5112 and held-out
    // hard 1000017, 1000023, whole boards under glare or on a patterned cloth, were told to step back). Even then no
    // board is said to be there: a starry sky, noise or a dotted cloth shows such outlines and was told the board
    // was cut off, while boards cut by the frame show their lattice (of 160 dev photos cropped to cut the board, easy
    // and normal 54000..54039, the 85 told they were cut off were all told so from a lattice).
    out.homography = found.homography;
    const bool one_whole = std::any_of(found.candidates.begin(), found.candidates.end(), [&](const cv::Matx33d& h) {
      return check_framing(gray.size(), h).refusal == Refusal::None;
    });
    // Nor is the edge named: the outlines of a board cut so far that no lattice is found are rough, the likeliest
    // one often turned or mirrored (dev normal 54027 cropped at the left: its likeliest ran out at the right).
    const std::string step_back = "if the board runs out of the frame, step back so the whole board is in it";
    if (!one_whole) {
      out.refusal = Refusal::NoBoard;
      out.message =
          "no board found: no lattice of stars, only dark regions shaped like a board, each running out of the "
          "frame; " +
          step_back + ", straight on, without glare over its stars";
      return lattice;
    }
    // The likeliest outline may be the board, cut off, beside a whole one that is not (a dark patch of the table).
    const bool likeliest_cut = check_framing(gray.size(), found.homography).refusal != Refusal::None;
    const std::string not_found =
        frame_share(gray.size(), found.homography) < kSmallInFrame
            ? "found a dark board-shaped region, small in the photo, but not the lattice of stars on it; photograph "
              "the board closer, filling half the frame or more, straight on, in focus, without glare over the stars"
            : "found a dark board-shaped region but not the lattice of stars on it; photograph the board straight on, "
              "in focus, without glare over the stars";
    out.refusal = Refusal::NoBoard;
    out.message = likeliest_cut ? not_found + "; " + step_back : not_found;
  }
  return lattice;
}

}  // namespace

RefinedLattice subject_lattice(const cv::Mat& gray, const BoardGeometry& g, const cv::Matx33d* last_seen,
                               PhotoFeatures& out) {
  LatticeChoice choice(gray, g);
  const std::optional<RefinedLattice> still_there = lattice_still_there(choice, gray, g, last_seen);
  return still_there ? *still_there : find_lattice(choice, gray, g, out);
}

}  // namespace starsight::vision
