#include "starsight/vision/features.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "board_finder.hpp"
#include "bright_beside.hpp"
#include "drawn_lines.hpp"
#include "glare_streaks.hpp"
#include "lattice_refiner.hpp"
#include "models.hpp"
#include "point_reader.hpp"
#include "rectified_board.hpp"
#include "refusal.hpp"
#include "segment_reader.hpp"
#include "shadows.hpp"
#include "star_grid.hpp"
#include "starsight/vision/rule_decoder.hpp"
#include "template_geometry.hpp"

namespace starsight::vision {
namespace {

// No photo reading is surer than this: the models' tails are fitted on a few hundred photos, and the
// rules' evidence (an odds factor) must still be able to overrule a reading.
constexpr double kSurest = 1e-4;

template <std::size_t N>
double logistic(const LogisticModel<N>& m, const std::array<double, N>& f) {
  double z = m.bias;
  for (std::size_t i = 0; i < N; ++i) z += m.weights[i] * f[i];
  return std::clamp(1.0 / (1.0 + std::exp(-z)), kSurest, 1 - kSurest);
}

// How well the photo shows the board's layout under `h`: a dark sky above a white panel.
// A candidate that puts the lattice on the panel or the table gets little weight.
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

// A segment whose ink is continuous enough that a mark reader must not count it.
constexpr double kLineLikeContrast = 0.2;

// Records a refusal in `out`; true when there is one.
bool refuse(PhotoFeatures& out, Refusal refusal, const std::string& message) {
  if (refusal == Refusal::None) return false;
  out.refusal = refusal;
  out.message = message;
  return true;
}
bool refuse(PhotoFeatures& out, const QualityVerdict& v) { return refuse(out, v.refusal, v.message); }

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
// ... and show at least a board's dark sky over a bright panel (layout_agreement: 0.3).
constexpr double kBoardLayout = 0.3;

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
      refuse(out, found.refusal, found.message);
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
      refuse(out, Refusal::NoBoard,
             "no board found: no lattice of stars, only dark regions shaped like a board, each running out of the "
             "frame; " +
                 step_back + ", straight on, without glare over its stars");
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
    refuse(out, Refusal::NoBoard, likeliest_cut ? not_found + "; " + step_back : not_found);
  }
  return lattice;
}

}  // namespace

// A stroke swung well off the straight path is rare in the fitting photos and the linear model cannot weigh it
// against the straight path's darkness: such a segment is never read as confidently absent, only doubtfully.
constexpr double kBowedStroke = 0.6, kBowedBeside = 0.3, kBowedAtLeast = 0.05;
// A bowed-looking segment whose best-inked path crosses at most a unit or so of sky, with no X beside it: in the
// fitting photos (seeds 1..600) 21 of 22 such were drawn (and none of the 24 with an X beside them).
constexpr double kBowedInkedAllAlong = 0.9, kBowedStrokeP = 0.9;
// The wider net (clean_bowed_stroke decides): a bowed stroke's arc a little more continuous than the straight
// path, a little ink beside the path (dev easy and normal 5184, hard 5012: drawn strokes bowed 6-10 units, at
// [7] 0.54-0.58 or [2] 0.25-0.27). [2] looks 9 units out, where a stroke bowed 6 or 7 units leaves ink only round its
// middle: an arc far more continuous than the straight path (over kPlainlyBowed) is in the net with half that ink
// beside it (dev normal 43416: a clean stroke bowed 7 units, [7] 0.65 and [2] 0.119, read absent at 0.14). Not with
// none: a card's straight rim at a slant beside the path, 10 to 18 units out, makes as continuous an arc (dev normal
// 41223 and 41426: [2] 0.009 and 0.03, read as lines at 0.73).
constexpr double kMayBeBowed = 0.35, kMayBeBowedBeside = 0.12, kPlainlyBowed = 0.6, kPlainlyBowedBeside = 0.06;
// Two bowed strokes between stars that the rules above leave unread are read with doubt, reported rather than
// decided either way. In the fitting photos (seeds 1..700, easy and normal) neither reads any segment otherwise:
// between stars, with no X beside, the clean arcs' best paths were inked 1.0 (60, all drawn), 0.6 (one, not
// drawn) or 0 (35, none drawn), and no arc inked all along bowed as far as looks_bowed asks with a little less ink
// beside it. Dev easy 10241: a clean arc whose faint start left its best path 0.75 inked, read absent at 0.001
// with nothing said; 10107: an arc inked all along, [7] 0.62 and [2] 0.30 (looks_bowed asks more than 0.3), read
// absent at 0.004; 10652: a deep arc inked all along, [7] 0.59 and [2] 0.30, the one silent error in dev easy
// 10400..10699, read absent at 0.011. (In the fitting photos, of the arcs between stars with no X beside, [7]
// 0.55-0.6 and [2] over 0.25, none of 5 not drawn had a best path inked all along, 3 of 9 drawn had. An arc less
// continuous than that is still read only as one clean stroke.)
constexpr double kCleanBowGapped = 0.7, kCleanBowGappedP = 0.45;
constexpr double kNearlyBowedStroke = 0.55, kNearlyBowedBeside = 0.25, kNearlyBowedP = 0.6;
// An X beside the segment is read when both of its diagonals are more likely drawn than not.
constexpr double kCrossingDrawn = 0.5;

bool looks_bowed(const SegmentFeatures& f) { return f[7] > kBowedStroke && f[2] > kBowedBeside; }
bool may_be_bowed(const SegmentFeatures& f) {
  return f[7] > kMayBeBowed && (f[2] > kMayBeBowedBeside || (f[7] > kPlainlyBowed && f[2] > kPlainlyBowedBeside));
}

double excess_width(double stroke_width) { return std::max(0.0, stroke_width - kWidestMarker) / kMarkerWidth; }

double line_probability(const SegmentFeatures& f, double stroke_width) {
  std::array<double, kSegmentFeatureCount + 1> x{};
  std::copy(f.begin(), f.end(), x.begin());
  x[kSegmentFeatureCount] = excess_width(stroke_width);
  const double p = logistic(kLineModel, x);
  return looks_bowed(f) ? std::max(p, kBowedAtLeast) : p;
}

namespace {

// Bowed nearly as far as looks_bowed asks, with a little less ink beside the path.
bool nearly_looks_bowed(const SegmentFeatures& f) { return f[7] > kNearlyBowedStroke && f[2] > kNearlyBowedBeside; }

// Whether both diagonals of the cell with corners `p` and `q` (diagonally opposite) are read as drawn.
bool cross_drawn(Point p, Point q, const std::array<double, kSegmentCount>& line_p) {
  const auto one = segment_between(p, q), other = segment_between({p.x, q.y}, {q.x, p.y});
  return one && other && line_p[static_cast<std::size_t>(*one)] > kCrossingDrawn &&
         line_p[static_cast<std::size_t>(*other)] > kCrossingDrawn;
}

// Whether a cell beside straight segment `s` (above or below a horizontal one, left or right of a vertical one)
// has both diagonals drawn: on the side `side` says (see segment_bow_side), either when 0. Diagonal segments have no
// such cell. An X's ink looks like a stroke bowed to its side, never to the other (dev normal 45585: a stroke bowed
// up off a row, an X below it, read absent at 0.13; dev 1,400 photos: of the segments looking bowed, inked all
// along, with an X beside, 32 of the 33 with the X on the arc's side were not drawn, the one with it only on the
// other was).
bool cross_beside(const Segment& s, const std::array<double, kSegmentCount>& line_p, int side) {
  if (is_diagonal(s.direction)) return false;
  // The cell on the + side has its lower-left corner at the segment's first star; the one on the - side a row
  // below (a row's segment) or a column left (a column's).
  const Point plus = s.a,
              minus = s.direction == Direction::Horizontal ? Point{s.a.x, s.a.y - 1} : Point{s.a.x - 1, s.a.y};
  return (side >= 0 && cross_drawn(plus, {plus.x + 1, plus.y + 1}, line_p)) ||
         (side <= 0 && cross_drawn(minus, {minus.x + 1, minus.y + 1}, line_p));
}

// Calls `read(id, seen)` for every segment, the diagonals first, `seen` the lines as read before each pass: a
// diagonal drawn bowed leaves its straight path dark and is read drawn only here, and as half of an X beside a
// straight segment it explains that segment's bowed-looking ink (dev easy 15540: an X's bowed diagonal and the
// segment below the X were both read drawn, each against the other's reading before).
template <class Read>
void diagonals_first(std::array<double, kSegmentCount>& line_p, Read read) {
  for (const bool diagonals : {true, false}) {
    const std::array<double, kSegmentCount> seen = line_p;
    for (int id = 0; id < kSegmentCount; ++id)
      if (is_diagonal(id) == diagonals) read(id, seen);
  }
}

}  // namespace

void read_bowed_strokes(const PhotoFeatures& f, std::array<double, kSegmentCount>& line_p) {
  diagonals_first(line_p, [&](int id, const std::array<double, kSegmentCount>& seen) {
    const auto k = static_cast<std::size_t>(id);
    if (f.bowed_ink[k] >= kBowedInkedAllAlong && looks_bowed(f.segments[k]) &&
        !cross_beside(segment(id), seen, f.bow_side[k]))
      line_p[k] = std::max(line_p[k], kBowedStrokeP);
  });
}

// The side of a cell whose X is drawn in thick, blurred strokes: the X's arms ink the side's path from both its stars
// up to a third of the way in, and the line model, weighing the path's median and the arc along the arms, reads a
// line (dev normal 58343: a column's segment beside an X, its path dark 0.38-0.52 of the way along, read at 0.989,
// not drawn, nothing said). A line drawn there is inked in the middle too. On dev normal 57000..58499 and hard
// 39650..40949 (2,800 photos), of the straight segments beside an X read drawn whose path's inner run of sky
// (segment_inner_gap) was a tenth of it or more, whatever they were read at, 5 were drawn (read at 0.33-0.9, two as
// bowed strokes) and 536 not; 58343's was the one read more surely than kGappedSideP. Such a side is read with
// doubt, and reported.
constexpr double kGappedSide = 0.15, kGappedSideP = 0.9;
static_assert(kGappedSideP < kDecisive, "the gapped side of an X is reported");

void doubt_gapped_sides_of_crosses(const PhotoFeatures& f, std::array<double, kSegmentCount>& line_p) {
  for (int id = 0; id < kSegmentCount; ++id) {
    const auto k = static_cast<std::size_t>(id);
    if (f.inner_gap[k] >= kGappedSide && cross_beside(segment(id), line_p, 0))
      line_p[k] = std::min(line_p[k], kGappedSideP);
  }
}

// A cell's diagonal read drawn though its straight path is dark in part ([1] under kGappedPath), with ink beside it
// ([2] over kInkBesideArc), its arc no clean stroke and no path between its stars inked (inked_path under
// kNoInkedPath): the arc the line model trusts runs along the inner edge of a thick side of the cell bowed in towards
// the middle, the thick strokes at the corners inking the rest of the straight path (dev normal 59950: both
// diagonals of a cell three of whose sides were drawn thick, its middle dark, read as an X at 0.96 and 0.89, the
// total 13 for 21 at a confidence of 98 %). Of the 487 diagonals read drawn on dev normal 57900..60299 and hard
// 40350..42749 (4,800 photos) whose arc was far more continuous than their straight path ([7] 0.2 or more), these
// two were the only ones so read, 2 of the 9 not drawn; the 478 drawn had a path inked (0.33-1.00) or a clean
// arc, or no ink beside it.
constexpr double kGappedPath = 0.15, kInkBesideArc = 0.3, kNoInkedPath = 0.25, kArcBesideP = 0.3;
static_assert(kArcBesideP > 1 - kDecisive, "a diagonal whose arc is another stroke's edge is reported");

namespace {

bool arc_beside_stroke(const RectifiedBoard& rect, const BoardGeometry& g, SegmentId id, const SegmentFeatures& f,
                       double p, double white) {
  return is_diagonal(id) && p > 0.5 && f[1] < kGappedPath && f[2] > kInkBesideArc &&
         !clean_bowed_stroke(rect, g, id, white) && segment_inked_path(rect, g, id, white) < kNoInkedPath;
}

}  // namespace

void doubt_arcs_beside_strokes(const PhotoFeatures& f, std::array<double, kSegmentCount>& line_p) {
  for (std::size_t k = 0; k < line_p.size(); ++k)
    if (f.arc_beside.test(k)) line_p[k] = std::min(line_p[k], kArcBesideP);
}

void read_clean_bowed_strokes(const PhotoFeatures& f, const SegmentSet& between_stars,
                              std::array<double, kSegmentCount>& line_p) {
  diagonals_first(line_p, [&](int id, const std::array<double, kSegmentCount>& seen) {
    const auto k = static_cast<std::size_t>(id);
    if (!between_stars.test(k) || f.bowed_ink[k] <= 0 || cross_beside(segment(id), seen, f.bow_side[k])) return;
    if (f.clean_bow.test(k) && f.bowed_ink[k] >= kBowedInkedAllAlong)
      line_p[k] = std::max(line_p[k], kBowedStrokeP);
    else if (f.clean_bow.test(k) && f.bowed_ink[k] >= kCleanBowGapped)
      line_p[k] = std::max(line_p[k], kCleanBowGappedP);
    else if (nearly_looks_bowed(f.segments[k]) && f.bowed_ink[k] >= kBowedInkedAllAlong)
      line_p[k] = std::max(line_p[k], kNearlyBowedP);
  });
}

ArtLineFeatures art_line_features(const PhotoFeatures& f, SegmentId id) {
  const auto k = static_cast<std::size_t>(id);
  ArtLineFeatures out{};
  std::copy(f.segments[k].begin(), f.segments[k].end(), out.begin());
  out[kSegmentFeatureCount] = f.stroke_width[k] / kMarkerWidth;
  return out;
}
double art_line_probability(const ArtLineFeatures& f) { return logistic(kArtLineModel, quadratic_terms(f)); }
double star_probability(const PointFeatures& f) { return logistic(kStarModel, f); }
double mark_probability(const PointFeatures& f) { return logistic(kMarkModel, f); }
double added_star_probability(const PointFeatures& f) { return logistic(kAddedStarModel, quadratic_terms(f)); }
std::optional<double> card_mark_probability(Power card, const PointFeatures& f) {
  switch (card) {
    case Power::LuminousAura:
      return logistic(kAuraModel, quadratic_terms(f));
    case Power::CrescentMoon:
      return logistic(kCrescentMoonModel, quadratic_terms(f));
    case Power::TwinklingStar:
      return logistic(kTwinklingStarModel, quadratic_terms(f));
    case Power::Nova:
      // Either model's nova counts: the one on the quadratic terms (519 novas) reads novas at a line's corner and
      // where four lines meet that the linear one (110 novas) missed (dev 7066, 7705, 9273, 9498), but misses
      // one where three lines meet that the linear one reads (seed 4867).
      return std::max(logistic(kNovaModel, quadratic_terms(f)), logistic(kNovaLinearModel, f));
    case Power::BlackHole:
      return logistic(kBlackHoleModel, quadratic_terms(f));
    default:
      return std::nullopt;
  }
}
HeadFeatures head_features(const PointFeatures& head, const PointFeatures& tail) {
  HeadFeatures out{};
  for (std::size_t i = 0; i < kHeadPointFeatures; ++i) {
    out[i] = head[i] - tail[i];
    out[kHeadPointFeatures + i] = head[i];
  }
  return out;
}
double head_probability(const HeadFeatures& f) { return logistic(kHeadModel, f); }
AddedEndRunFeatures added_end_run_features(const PointFeatures& added_end, const PointFeatures& other_end) {
  AddedEndRunFeatures out{};
  std::copy(added_end.begin(), added_end.end(), out.begin());
  std::copy(other_end.begin(), other_end.end(), out.begin() + kPointFeatureCount);
  return out;
}
double head_on_added_star_probability(const AddedEndRunFeatures& f) { return logistic(kHeadOnAddedStarModel, f); }
double head_off_added_star_probability(const AddedEndRunFeatures& f) { return logistic(kHeadOffAddedStarModel, f); }

namespace {

// A stroke measured this many times as wide as the photo's typical one is an outlier whatever it is: the
// galaxy feature is capped there.
constexpr double kWidestStrokeRatio = 3;

}  // namespace

double typical_stroke_width(const PhotoFeatures& f) { return typical_stroke_width(f, SegmentSet().set()); }

double typical_stroke_width(const PhotoFeatures& f, const SegmentSet& among) {
  std::vector<double> widths;
  for (std::size_t k = 0; k < f.stroke_width.size(); ++k)
    if (among.test(k) && f.stroke_width[k] > 0) widths.push_back(f.stroke_width[k]);
  if (widths.empty()) return 0;
  const auto middle = widths.begin() + static_cast<std::ptrdiff_t>(widths.size() / 2);
  std::nth_element(widths.begin(), middle, widths.end());
  return *middle;
}

GalaxyFeatures galaxy_features(const PhotoFeatures& f, Point left) {
  return galaxy_features(f, left, typical_stroke_width(f));
}

GalaxyFeatures galaxy_features(const PhotoFeatures& f, Point left, double typical) {
  const Point right{left.x + 1, left.y};
  if (left.x < 0 || right.x >= kLatticeWidth || left.y < 0 || left.y >= kLatticeHeight) return {};
  const auto a = static_cast<std::size_t>(point_index(left)), b = static_cast<std::size_t>(point_index(right));
  const auto between = static_cast<std::size_t>(*segment_between(left, right));
  const SegmentFeatures& s = f.segments[between];
  const double beside = std::max(left.x > 0 ? f.ovals[a - 1] : 0.0, f.ovals[b]);
  const double wider = typical > 0 ? std::min(f.stroke_width[between] / typical, kWidestStrokeRatio) : 0;
  return {f.ovals[a], std::min(f.points[a][5], f.points[b][5]), s[1],
          s[2],       std::min(f.points[a][6], f.points[b][6]), beside,
          wider};
}
double galaxy_probability(const GalaxyFeatures& f) { return logistic(kGalaxyModel, quadratic_terms(f)); }

namespace {

// Which edge of the board placed by a lattice, if any, lies outside the photo. A lattice running out of the frame
// whose layout is no board's (layout_agreement under kBoardLayout: no dark sky over a white panel with its black
// circles) is not said to be a board: a starry sky or a dotted cloth shows such lattices, and stepping back from it
// would not help. (Cut boards show their layout: of 160 dev photos cropped to cut the board, easy and normal
// 54000..54039, the 85 refused as cut off from a lattice had layouts of 0.3 to 1.)
QualityVerdict check_framing_of_lattice(const cv::Mat& gray, const cv::Matx33d& h) {
  QualityVerdict framing = check_framing(gray.size(), h);
  if (framing.refusal == Refusal::None || layout_agreement(gray, h) >= kBoardLayout) return framing;
  return check_framing_of_no_board(gray.size(), h,
                                   "a lattice of stars with no board's dark sky over a white score panel");
}

// The board read runs out of the frame beside another, wholly in the photo, that could not be read (an outline or a
// lattice of printed stars: PhotoFeatures::unread_board_beside_area, unread_stars_beside): the one read is most often
// a neighbour's, and stepping back would not help, the one to score is under glare or a hand (dev hard 10263, 10325,
// 10390: the subject wholly in view under glare and a hand, a larger neighbour's board beside it cut by the frame; told
// to step back). Its sky or its score panel: a neighbour at the photo's edge may show all its sky (dev normal 15404:
// its panel cut, its sky read on a total of 4 for the subject's 19, the board reported at 0.5 but read). Asked before
// a board too small to read at this look is handed to a finer one, which looks where it is and not beside it (dev
// hard 9904). But the "other board" may be a dark patch of the table the finder outlined, beside a board the frame
// cut (21 of 320 crops of dev easy and normal 54000..54039, 16 and 30 % of the board's box cut at each edge; such
// outlines were 0.25-1.8 of the board's area, laid out no less like a board, 0.1-0.3, than the true neighbours under
// glare); the user knows which board is to be scored, so the refusal names the edge and says what to do either way.
QualityVerdict cut_beside_unread_board(const cv::Size& photo, const PhotoFeatures& f) {
  if (f.unread_board_beside_area <= 0 && f.unread_stars_beside <= 0) return {};
  const char* edge = photo_edge_cutting(photo, f.homography);
  if (!edge) return {};
  return {Refusal::NoBoard, std::string("the board read runs out of the photo's ") + edge +
                                " edge, and what may be another board lies wholly in the photo beside it, not readable "
                                "(glare or something over its stars, or only a dark patch of the table): if the board "
                                "to score is the one cut off, step back so the whole board is in the frame; if it is "
                                "the other, photograph it on its own, whole in the frame, straight on, without glare "
                                "or a hand over its stars"};
}

// What extract_features does once the lattice is placed (out.homography): checks the framing and the exposure,
// rectifies the board into `rect` and measures it, or sets a refusal.
void measure_placed(const cv::Mat& gray, const BoardGeometry& g, RectifiedBoard& rect, PhotoFeatures& out) {
  if (refuse(out, check_framing_of_lattice(gray, out.homography))) return;
  rect = rectify(gray, out.homography);
  const std::array<double, kPointCount> peaks = glyph_peaks(rect, g);
  out.white = white_level(peaks);
  if (refuse(out, check_exposure_and_focus(rect, out.white))) return;
  lift_shadows(rect, g, peaks, out.white);
  measure_board(rect, g, out);
}

}  // namespace

PhotoFeatures extract_features(const cv::Mat& gray, const BoardGeometry& g, RectifiedBoard* rect_out,
                               const cv::Matx33d* last_seen, double measure_from) {
  PhotoFeatures out;
  if (refuse(out, check_overall_exposure(gray))) return out;
  LatticeChoice choice(gray, g);
  const std::optional<RefinedLattice> still_there = lattice_still_there(choice, gray, g, last_seen);
  const RefinedLattice lattice = still_there ? *still_there : find_lattice(choice, gray, g, out);
  if (out.refusal != Refusal::None) return out;
  out.homography = lattice.homography;
  out.star_template = lattice.star_template;
  out.star_photo = lattice.star_photo;
  // A lattice running out of the frame with no board's layout is no board, whatever lies beside it.
  if (const QualityVerdict v = check_framing_of_lattice(gray, out.homography); v.refusal == Refusal::NoBoard) {
    refuse(out, v);
    return out;
  }
  if (refuse(out, cut_beside_unread_board(gray.size(), out))) return out;
  if (pixels_per_unit(out.homography) < measure_from) {
    out.located_only = true;
    return out;
  }
  RectifiedBoard local;
  measure_placed(gray, g, rect_out ? *rect_out : local, out);
  return out;
}

PhotoFeatures slipped_features(const cv::Mat& gray, const BoardGeometry& g, RectifiedBoard& rect,
                               const PhotoFeatures& found, cv::Point shift) {
  PhotoFeatures out;
  out.homography = found.homography * lattice_shift(g, shift);
  out.unread_board_beside_area = found.unread_board_beside_area;
  out.unread_stars_beside = found.unread_stars_beside;
  out.less_drawn_board_beside = found.less_drawn_board_beside;
  out.about_as_drawn_board_beside = found.about_as_drawn_board_beside;
  out.star_template = found.star_template;
  out.star_photo = found.star_photo;
  measure_placed(gray, g, rect, out);
  return out;
}

// The lines worth a look along for glare: read drawn (and for a band at a slant, not plainly).
constexpr double kGlareWorthAsking = 0.5, kPlainlyDrawn = 0.999;

// A line drawn twice over is only looked for where something wide lies over the segment: the top-hat took its
// middle into the wide things (the dev lines drawn twice over and read absent lie under covers of 0.21-0.71).
// Nor along a streak of glare at a slant: in the dev photos of seeds 9200..9799 easy, 8600..9199 normal and
// 5000..5449 hard, the bands read so were 13 lines and 16 other things: 9 galaxies' ovals (read_board.cpp reads
// them as galaxies), 3 streaks of glare crossing the segment at a slant (hard 5034, 5176, 5365), which
// along_glare_streak tells and none of the 13 lines, 2 streaks with a shooting star's head on them, the board's
// edge beside its left-hand column and a blurred, noisy sky.
constexpr double kWideOverIt = 0.2;
// A stroke bright along this much of its path (SegmentFeatures [3]) holds a walk at a slant as wide as it is (see
// along_glare_streak); a band of glare, dimmer than a marker, is asked at its slant however wide it is (dev hard
// 5861: a band 15 units wide, nowhere as bright as a third of a star, was read as a line at 0.6 when its width was
// asked; dev normal 10449's line drawn twice over is bright all along).
constexpr double kBrightAlong = 0.5;

// A stroke this wide (template units) or wider is thick: two of them meeting at 45 degrees hold the top-hat's
// 19-unit square between them near the star they meet at. One whose median contrast (SegmentFeatures [0]) reaches
// kHalfInked is plainly inked along half its path or more. (Dev normal 18500..19999: 5 lines drawn so, 13-16 units
// wide, read absent at 0.07-0.33 in 4 photos with nothing over them, all reported.)
constexpr double kThickStroke = 12, kHalfInked = 0.35;

namespace {

// A thick stroke read less likely drawn than not is asked where the top-hat lost it (thick_stroke_fades_at) when it is
// plainly inked along half its path with nothing wide over it, or when something wide over it may be its wedge with
// another stroke: where they meet at 45 degrees, the wedge, wider than the top-hat's opening, lies over the segment
// (PhotoFeatures::cover over kWideOverIt). That wedge leaves one side of the segment clear (one_side_clear), the
// stroke's edge, blurred, at most kWedgeBlur units further out than the typical stroke of the photo's read lines is
// wide; and the stroke is at most kWidestWedgeStroke times that typical width (a finger is wider). (Dev normal 40912:
// a line 20 units wide, the photo's 12, its wedge a cover of 0.56, read absent at 0.0015, reported as hidden.)
constexpr double kWidestWedgeStroke = 2, kWedgeBlur = 4;

void find_thick_faded_strokes(const RectifiedBoard& rect, const BoardGeometry& g, double sky,
                              const std::array<double, kSegmentCount>& read_p, PhotoFeatures& out) {
  SegmentSet read;
  for (std::size_t k = 0; k < read.size(); ++k) read.set(k, read_p[k] > 0.5);
  const double typical = typical_stroke_width(out, read);
  for (int id = 0; id < kSegmentCount; ++id) {
    const auto k = static_cast<std::size_t>(id);
    if (read_p[k] >= 0.5 || out.stroke_width[k] < kThickStroke) continue;
    const bool plain = out.segments[k][0] >= kHalfInked && out.cover[k] < kWideOverIt;
    const bool wedge = out.cover[k] >= kWideOverIt && out.stroke_width[k] <= kWidestWedgeStroke * typical &&
                       one_side_clear(rect, g, id, out.white, sky, typical + kWedgeBlur);
    if (plain || wedge) out.thick_fades_at[k] = thick_stroke_fades_at(rect, g, id, out.white, sky);
  }
}

}  // namespace

void measure_board(const RectifiedBoard& rect, const BoardGeometry& g, PhotoFeatures& out) {
  SegmentSet line_like;
  std::array<double, kSegmentCount> read_p{};
  const cv::Mat things = wide_bright_things(rect);
  const double sky = sky_level(rect, g);
  for (int id = 0; id < kSegmentCount; ++id) {
    const auto k = static_cast<std::size_t>(id);
    const SegmentMeasure measured = measure_segment(rect, g, id, out.white);
    out.segments[k] = measured.features;
    out.inner_gap[k] = measured.inner_gap;
    out.headroom[k] = measured.headroom;
    out.cover[k] = segment_cover(things, g, id, out.white);
    const SeenStroke seen = segment_seen_stroke(rect, things, g, id, out.white, sky);
    out.seen_part[k] = seen.seen;
    out.seen_inked[k] = seen.inked;
    if (out.segments[k][1] > kLineLikeContrast) line_like.set(k);
    out.stroke_width[k] = out.segments[k][0] > kFaintlyInked ? segment_stroke_width(rect, g, id, out.white) : 0;
    const double p = line_probability(out.segments[k], out.stroke_width[k]);
    // A bowed stroke is only looked into where reading it so would change the line's reading. A straight band
    // beside the path that runs on past the lattice is a card's rim or glare, not a stroke bowed back to its stars
    // (dev normal 42628: a card's rim along the top row, 9 units above it, read as a clean bowed stroke at 0.9);
    // that band, the costliest look, is looked for last. (Looking bowed is nearly looking bowed, with more ink
    // beside.)
    const bool may_bow = p < kBowedStrokeP && may_be_bowed(out.segments[k]);
    const bool clean = may_bow && clean_bowed_stroke(rect, g, id, out.white);
    const bool bowed = (clean || (may_bow && nearly_looks_bowed(out.segments[k]))) &&
                       !band_beside_runs_off_lattice(rect, g, id, out.white, kFarthestBulge);
    out.clean_bow.set(k, bowed && clean);
    out.bowed_ink[k] = bowed ? segment_inked_path(rect, g, id, out.white) : 0;
    out.bow_side[k] = bowed ? segment_bow_side(rect, g, id, out.white) : 0;
    out.arc_beside.set(k, arc_beside_stroke(rect, g, id, out.segments[k], p, out.white));
    // Only a line read is looked along for glare. A band at an angle no lattice direction has never reads as
    // plainly as a drawn line, but one along the lattice reads as brightly.
    const bool read = p > kGlareWorthAsking;
    const double holds = out.segments[k][3] >= kBrightAlong ? out.stroke_width[k] : 0;
    out.along_glare.set(k, read && p < kPlainlyDrawn && along_glare_streak(rect, g, id, out.white, holds));
    out.under_glare_band.set(k, read && under_wide_glare_band(rect, g, id, out.white, holds));
    out.along_band.set(k, read && band_runs_off_lattice(rect, g, id, out.white));
    const bool twice = p < 0.5 && ((out.cover[k] > kWideOverIt && drawn_twice_over(rect, things, g, id, out.white)) ||
                                   drawn_twice_apart(rect, g, id, out.segments[k], out.white));
    out.drawn_twice.set(k, twice && !along_glare_streak(rect, g, id, out.white, holds));
    read_p[k] = p;
  }
  find_thick_faded_strokes(rect, g, sky, read_p, out);
  out.ovals = galaxy_ovals(rect, g, out.white);
  out.points = all_point_features(rect, g, out.white, line_like, out.stroke_width, out.ovals);
  out.head_points = head_point_features(out.points, rect, g, out.white, line_like, out.stroke_width);
}

}  // namespace starsight::vision
