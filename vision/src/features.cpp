#include "starsight/vision/features.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "glare_streaks.hpp"
#include "lattice_choice.hpp"
#include "lattice_refiner.hpp"
#include "models.hpp"
#include "point_reader.hpp"
#include "rectified_board.hpp"
#include "refusal.hpp"
#include "segment_reader.hpp"
#include "shadows.hpp"
#include "starsight/vision/rule_decoder.hpp"

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
  const RefinedLattice lattice = subject_lattice(gray, g, last_seen, out);
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
    const bool dim = out.segments[k][3] < kBrightAlong;
    const double holds = dim ? 0 : out.stroke_width[k];
    out.along_glare.set(k, read && p < kPlainlyDrawn &&
                               (along_glare_streak(rect, g, id, out.white, holds) ||
                                (dim && along_long_dim_band(rect, g, id, out.white))));
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
