#pragma once
// The measurements the reader takes from a photo before any decision: per
// segment and per lattice point, normalised by the board's own white level.
// Public so that the fitting program (calibration/fit_models) fits the
// probability models on exactly what the reader sees.
#include <array>
#include <optional>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "starsight/board.hpp"
#include "starsight/lattice.hpp"
#include "starsight/vision/reading.hpp"

namespace starsight::vision {

inline constexpr int kSegmentFeatureCount = 8;
inline constexpr int kPointFeatureCount = 11;
// [0] median line contrast along the arms, [1] its 20th percentile (a drawn line is continuous),
// [2] the clutter beside the segment, [3] the fraction of the arms that is bright, [4] the fraction that
// is at least faintly inked (a faded or thin marker), [5] the 5th percentile (no gap anywhere), [6] the 20th
// percentile along the best strongly bowed arc between the two stars (a sweeping stroke), [7] how much more
// continuously that arc is inked than the straight path ([6] - [1], at least 0: a stroke bowed off the path).
using SegmentFeatures = std::array<double, kSegmentFeatureCount>;
// [0] top-hat peak at the point (a star glyph), [1] mean and [2] 90th percentile of the brightness
// around the point that neither the star glyph nor the lines explain (a hand-drawn mark),
// [3] the peak's contrast to its immediate ring (a compact glyph rather than passing line-art),
// [4] the bright fraction of the disc around the point outside the lines (a filled head or mark),
// [5] how much brighter than the sky around it the grey disc at the point is, off the lines' cores (a filled
// mark too wide for the top-hat: a black hole's disc, a galaxy's oval), [6] how surely ink surrounds the point in
// the directions free of lines (a luminous aura's circle, a planet's rings), [7] how surely an oval surrounds the
// point and a horizontal neighbour (a galaxy), the likelier of the two neighbours, [8] the fraction of the rays
// out of the point that cross ink within a small star's reach, past the lines' own ink (a shooting star's head),
// [9] the fraction of the rays out of the point, clear of the lines, that cross ink beyond the star's arms (a
// dashed circle round it: a luminous aura drawn in dashes), [10] how much of the ink round the point, off the
// lines, runs one way (line-art passing by or strokes side by side, rather than a star drawn there), measured
// only at the points that are artwork points on some board (0 elsewhere).
using PointFeatures = std::array<double, kPointFeatureCount>;

// A model's features, then their squares, then the product of each pair (i < j): the terms of a logistic model
// in which how much one feature counts depends on the others.
constexpr int quadratic_term_count(int n) { return n * (n + 3) / 2; }
template <std::size_t N>
std::array<double, static_cast<std::size_t>(quadratic_term_count(N))> quadratic_terms(const std::array<double, N>& f) {
  std::array<double, static_cast<std::size_t>(quadratic_term_count(N))> out{};
  std::size_t k = 0;
  for (const double x : f) out[k++] = x;
  for (const double x : f) out[k++] = x * x;
  for (std::size_t i = 0; i < N; ++i)
    for (std::size_t j = i + 1; j < N; ++j) out[k++] = f[i] * f[j];
  return out;
}
// The quadratic terms of the point features: the added-star and card-mark models weigh these.
inline constexpr int kPointTermCount = quadratic_term_count(kPointFeatureCount);

// An unread lattice of this many printed stars beside the board read is a board too, asked about whatever its size:
// glare can leave a board's finder outline too small or none at all (dev hard 5917: the subject under glare beside
// a neighbour's board of one constellation, read at 6 for 33 with nothing uncertain; 40 of its stars were matched).
// On dev hard 5750..6049 this asked about 3 more photos (5917 and two read on the right board), on normal
// 10100..10399 none. (Lattices of fainter "stars", a cloth's weave, or on a board read plainly, are not asked about:
// without those conditions, 24 and 9 more, all but 5917 read on the right board.)
inline constexpr int kBoardsWorthOfStars = 40;

struct PhotoFeatures {
  Refusal refusal = Refusal::None;
  std::string message;
  cv::Matx33d homography;     // template -> the given image's pixels
  bool located_only = false;  // the board was found but, too small here to measure, not measured
  // The area, over this board's, of the largest other board beside it, wholly in the frame, whose lattice could not
  // be read; 0 when there is none. It may be the photo's subject (see Reading::unread_board_beside).
  double unread_board_beside_area = 0;
  // The stars matched by the strongest lattice of printed stars beside this board, wholly in the frame, whose
  // board could not be read plainly (the layout did not confirm it); 0 when there is none. It too may be the
  // photo's subject.
  int unread_stars_beside = 0;
  // A whole board plainly in view beside this one, with far less drawn on it, was passed over for this one (whose
  // layout the photo hid): the photo may be of that one.
  bool less_drawn_board_beside = false;
  // A whole board plainly in view beside this one, about as large, shows nearly as many marker lines: the photo may
  // be of that one.
  bool about_as_drawn_board_beside = false;
  double white = 1;  // top-hat level of a printed star
  std::array<SegmentFeatures, kSegmentCount> segments{};
  std::array<PointFeatures, kPointCount> points{};
  // The points as the shooting-star head model weighs them (head_point_features): the bottom row's without the
  // patterned band's edge below the sky.
  std::array<PointFeatures, kPointCount> head_points{};
  // For each point, how surely one oval surrounds it and its right-hand neighbour (0 on the last column).
  std::array<double, kPointCount> ovals{};
  // Of the segments that may be a bowed stroke (may_be_bowed) and are read less likely drawn than a bowed stroke
  // is (read_bowed_strokes), those whose best-inked arc is one clean stroke (see clean_bowed_stroke).
  SegmentSet clean_bow;
  // For those of the same segments that look bowed, or nearly (see read_clean_bowed_strokes), or are in clean_bow,
  // how nearly the best-inked path from one star to the other, free to bow, is inked all along (see inked_path); 0
  // for the others.
  std::array<double, kSegmentCount> bowed_ink{};
  // For the same segments, which side their best-inked arc bulges to (see segment_bow_side): an X drawn on that
  // side holds ink that looks bowed, one on the other side does not. 0 for the others.
  std::array<int, kSegmentCount> bow_side{};
  // For each segment whose straight path is inked (its median, SegmentFeatures [0], at least faintly), how wide
  // its stroke is (template units, see segment_stroke_width); 0 for the others.
  std::array<double, kSegmentCount> stroke_width{};
  // For each straight segment, the longest run of sky inside its path between inked stretches (see
  // segment_inner_gap), a fraction of the path; 0 for the diagonals.
  std::array<double, kSegmentCount> inner_gap{};
  // For each segment, how much brighter than the board's background there a line could still show before the
  // photo clips to white, over the white level (see SegmentMeasure::headroom): near 0 under a washed-out glare.
  std::array<double, kSegmentCount> headroom{};
  // For each segment, how bright a thing wider than a line (a pen, a finger) lies across its path, over the
  // white level (see segment_cover): a line under it can't be seen.
  std::array<double, kSegmentCount> cover{};
  // The segments read with some doubt that lie along a long straight band of glare, at an angle no lattice
  // direction has (see glare_streaks.hpp): the line read there may be the glare.
  SegmentSet along_glare;
  // The segments read drawn that a wide band of glare lies across at a slant (see under_wide_glare_band): the line
  // read there may be the glare, however brightly it reads.
  SegmentSet under_glare_band;
  // The segments read drawn along a bright band that runs on straight past the lattice (see
  // band_runs_off_lattice): glare lying along a lattice direction, or a cover's edge.
  SegmentSet along_band;
  // Of the segments read less likely drawn than not, those that look like one line drawn twice over: a little apart,
  // a stroke too wide for the top-hat, with something wide over them (cover; see drawn_twice_over), or with the
  // strokes bowed apart, one either side of the path (drawn_twice_apart).
  SegmentSet drawn_twice;
  // The diagonals read drawn on the strength of their arc alone (their straight path gapped), whose arc is no stroke
  // of its own: ink beside it, not one clean stroke (clean_bowed_stroke), and no path between their stars inked
  // within the lens a bowed stroke keeps to (inked_path): the arc runs along the inner edge of a thick side of the
  // cell bowed in towards the cell's middle (see doubt_arcs_beside_strokes).
  SegmentSet arc_beside;
  // Of each segment's path, the part seen (nothing over it), and of that the part inked (segment_seen_stroke).
  std::array<double, kSegmentCount> seen_part{}, seen_inked{};
  // For the segments read less likely drawn than not whose stroke is thick and plainly inked along half its path or
  // more, or whose wedge with another stroke lies over it as something wide (see one_side_clear), the star at which
  // the top-hat lost it, where it meets others (see thick_stroke_fades_at); none for the others.
  std::array<std::optional<Point>, kSegmentCount> thick_fades_at{};
  // The printed stars the lattice was fitted to: template units and where each was found (the image's pixels).
  std::vector<cv::Point2f> star_template, star_photo;
};

struct RectifiedBoard;
// Finds the board, refines the lattice, checks the photo's quality and measures.
// `rect_out`, when given, receives the rectified board (for debug images).
// `last_seen`: where the board was last seen (see ReadOptions::last_seen).
// `measure_from`: a board found at fewer photo pixels per template unit than this is only located (the
// caller will look at it in a finer image).
PhotoFeatures extract_features(const cv::Mat& gray, const BoardGeometry& geometry, RectifiedBoard* rect_out = nullptr,
                               const cv::Matx33d* last_seen = nullptr, double measure_from = 0);
// The board of `found` measured anew (as extract_features measures it, `rect` receiving it rectified) with its
// lattice moved by `shift` pitches, columns right and rows up: for a lattice placed a pitch off. What lay beside
// the board is kept as found.
PhotoFeatures slipped_features(const cv::Mat& gray, const BoardGeometry& geometry, RectifiedBoard& rect,
                               const PhotoFeatures& found, cv::Point shift);
// Measures every segment and point of an already rectified board into `out` (its white level set): what
// extract_features does last, again after the board was changed (its known artwork taken away).
void measure_board(const RectifiedBoard& rect, const BoardGeometry& geometry, PhotoFeatures& out);

// The fitted probability models (logistic regressions) over these features. The line model also weighs the
// stroke's width (PhotoFeatures::stroke_width) beyond the widest marker's: a finger, a glare streak or a smear
// lies on the segment as brightly as a line, but wider.
double line_probability(const SegmentFeatures& f, double stroke_width = 0);
// The stroke's width beyond the widest marker's, over a marker line's (0 for every marker line).
double excess_width(double stroke_width);
// A stroke swung well off the straight path to one side: its arc inked, the mirrored arc and the straight path
// dark, its ink beside the path.
bool looks_bowed(const SegmentFeatures& f);
// Whether a segment's features leave room for a stroke bowed off its straight path, less plainly than looks_bowed
// (a wider net, measured further before it is believed).
bool may_be_bowed(const SegmentFeatures& f);
// Segments that look like a bowed stroke and whose best-inked path is inked all along are read as drawn, though
// not decisively, unless the two diagonals of a cell beside them, drawn (by `line_p`), explain the ink: the
// near half of such an X, a '>' whose tip comes close to the segment, looks just like a stroke bowed that way.
void read_bowed_strokes(const PhotoFeatures& f, std::array<double, kSegmentCount>& line_p);
// Straight segments read drawn beside a cell whose two diagonals are read drawn, with a run of sky inside their
// path (PhotoFeatures::inner_gap): the X's thick arms may be all the ink there is. Read with doubt, never surely.
void doubt_gapped_sides_of_crosses(const PhotoFeatures& f, std::array<double, kSegmentCount>& line_p);
// Diagonals whose arc is another stroke's edge (PhotoFeatures::arc_beside): read with doubt, never surely.
void doubt_arcs_beside_strokes(const PhotoFeatures& f, std::array<double, kSegmentCount>& line_p);
// Once the board is known, so are the segments `between_stars` (two printed stars, no art at either end, whose
// line-art can curve just so): those that may be a bowed stroke and whose arc is one clean stroke, inked all
// along its best path and with no X beside, are read as drawn too, as read_bowed_strokes reads them. With no X
// beside, a clean arc whose path crosses a little more sky, and an arc inked all along that bows nearly as far
// as a stroke that looks bowed, are read with doubt.
void read_clean_bowed_strokes(const PhotoFeatures& f, const SegmentSet& between_stars,
                              std::array<double, kSegmentCount>& line_p);
// A segment with an end on artwork (or the sun-rise art), whose printed line-art looks much like a marker line:
// its SegmentFeatures, and [8] its stroke's width over a marker line's (PhotoFeatures::stroke_width /
// kMarkerWidth): the printed line-art is thinner.
// Its model weighs their quadratic_terms, as the added-star model does.
inline constexpr int kArtLineFeatureCount = kSegmentFeatureCount + 1;
inline constexpr int kArtLineTermCount = quadratic_term_count(kArtLineFeatureCount);
inline constexpr double kMarkerWidth = 6;
// A marker draws up to 2.2 % of the board's width, 12 units (14 with a heavy hand); a stroke measured wider is not
// one line: a finger, a glare streak, a smear, a line drawn twice, or a galaxy's oval either side of the path.
inline constexpr double kWidestMarker = 12;
using ArtLineFeatures = std::array<double, kArtLineFeatureCount>;
ArtLineFeatures art_line_features(const PhotoFeatures& f, SegmentId id);
double art_line_probability(const ArtLineFeatures& f);
double star_probability(const PointFeatures& f);
double mark_probability(const PointFeatures& f);
// A star drawn by hand on an artwork point (the new-stars power), told from the artwork's line-art. Its model
// weighs the point features, their squares and their pairwise products: which of a star's traits count depends on
// the others (a high top-hat peak is a star only with ink all round it, line-art with its ink running one way).
double added_star_probability(const PointFeatures& f);
// The mark of power card `card` on a star (asked of stars off shooting stars when that card is in play), from a
// model fitted on that card's games alone, for the cards whose marks the general mark model misses (a luminous
// aura's dashed circle leaves the star in view inside it, a crescent moon's arcs sit beside it, a twinkling star's
// rays cross the rays out of the star, a feature the general model is fitted without; novas and black holes are
// read better too); none for the other cards. These models weigh the point features' quadratic_terms.
std::optional<double> card_mark_probability(Power card, const PointFeatures& f);
// A diagonal run from `head` to `tail` is a shooting star with its head at `head`. Its features: how each of the
// head's first kHeadPointFeatures point features exceeds the tail's, then the head's own (the last point feature is
// measured at artwork points only): which end shows more of a head, and how plainly that end shows one. (On run
// ends of seeds 50000..52399, fitted on one half and tried on the other, these made 23 errors a run where the eight
// features the model had before, some of the same differences and the head's glyph and fill, made 35; on hard
// photos 17 against 27.)
inline constexpr std::size_t kHeadPointFeatures = kPointFeatureCount - 1;
inline constexpr int kHeadFeatureCount = 2 * kHeadPointFeatures;
using HeadFeatures = std::array<double, kHeadFeatureCount>;
HeadFeatures head_features(const PointFeatures& head, const PointFeatures& tail);
double head_probability(const HeadFeatures& f);
// A diagonal run with one end on an artwork point, where a star must have been added (the new-stars power): that
// star is drawn by hand much like a shooting star's head, so the head model, which compares the ends, reads a
// head there nearly always. [0..10] the added star's PointFeatures, [11..21] the other end's.
inline constexpr int kAddedEndRunFeatureCount = 2 * kPointFeatureCount;
using AddedEndRunFeatures = std::array<double, kAddedEndRunFeatureCount>;
AddedEndRunFeatures added_end_run_features(const PointFeatures& added_end, const PointFeatures& other_end);
// Such a run is a shooting star with its head on the added star; with its head at the other end.
double head_on_added_star_probability(const AddedEndRunFeatures& f);
double head_off_added_star_probability(const AddedEndRunFeatures& f);
// A galaxy over `left` and its right-hand neighbour: [0] the oval around the pair, [1] the fainter of the two
// points' filled-disc evidence (PointFeatures [5]), [2] and [3] the segment between them's continuity and the
// clutter beside it (SegmentFeatures [1], [2]: a line is continuous along its path, an oval's ink lies beside
// it), [4] the weaker of the two points' rings (PointFeatures [6]), [5] the stronger oval of the overlapping
// pairs (left of `left`, right of the neighbour): one oval is one pair, [6] how much wider the stroke between
// them is measured than the photo's typical inked segment (the median of PhotoFeatures::stroke_width over the
// segments measured; 0 when the segment is not inked): an oval flat enough to lie along the path, a spiral
// drawn flat, is read as a stroke wider than the lines. (Refitted with it, the model reads the galaxy games of
// dev seeds 5000..7499 better: easy exact state 93.1 % -> 96.0 %, normal 80.9 % -> 83.0 %.)
inline constexpr int kGalaxyFeatureCount = 7;
using GalaxyFeatures = std::array<double, kGalaxyFeatureCount>;
// Its model weighs their quadratic_terms (on the galaxy games of dev seeds normal 28300..30299, easy
// 21800..23799 and hard 16550..18549, 229, 221 and 214 photos, against the linear terms refitted on the same
// seeds: exact state 86.9 -> 87.8 %, 99.5 -> 100 %, 65.9 -> 65.9 %; on the galaxy games of normal 36300..40299 and
// easy 27800..31799, 459 photos each, against the linear model fitted on 4000 seeds: 90.0 -> 91.3 %, 98.5 -> 98.9 %).
inline constexpr int kGalaxyTermCount = quadratic_term_count(kGalaxyFeatureCount);
GalaxyFeatures galaxy_features(const PhotoFeatures& f, Point left);
// The same, given the photo's typical stroke width (typical_stroke_width), for a caller asking of every pair.
GalaxyFeatures galaxy_features(const PhotoFeatures& f, Point left, double typical_width);
// The median width of the photo's inked segments (PhotoFeatures::stroke_width; 0 when none is inked), or of those
// among `among`.
double typical_stroke_width(const PhotoFeatures& f);
double typical_stroke_width(const PhotoFeatures& f, const SegmentSet& among);
double galaxy_probability(const GalaxyFeatures& f);

}  // namespace starsight::vision
