#include "photo_evidence.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <utility>
#include <vector>

#include "artwork_removal.hpp"
#include "occlusion.hpp"

namespace starsight::vision {
namespace {

// A galaxy's oval spans two stars: the mark model, asked of one point at a time, sees little of it (and the
// line model takes the oval's ink between them for a line). Where the galaxy card is in play, an oval around
// a pair marks both of its points; the rule decoder then reads the "line" between two marks as the oval.
//
// A galaxy covers two unused stars: its oval touches no line. The galaxy model, fitted over every side-by-side
// pair, knows only that few pairs hold one; among the pairs read as a line touching no other line, many more
// do. On
// the galaxy games of seeds 1..1500 (easy), 74 galaxies against 1389 horizontal lines, 156 of them touching no
// other line: the odds of a galaxy are about 9 times higher there. The model's doubt then shows: of 16
// galaxies it gave under 0.5 (most read as a line, some with certainty), most are now reported or read, and
// of those 156 lines 1 is reported (the model gave it over 0.01). The ink is one or the other: the line is
// read no likelier than the galaxy is unlikely.
constexpr double kIsolatedGalaxyOdds = 9;

// Whether no segment other than `pair` at `p` is read drawn.
bool touches_no_line(const Evidence& e, Point p, SegmentId pair) {
  const auto at = segments_at(p);
  return std::none_of(at.begin(), at.end(),
                      [&](SegmentId id) { return id != pair && e.line_p[static_cast<std::size_t>(id)] > 0.5; });
}

// Whether no segment but `id` is read drawn at either of its stars.
bool touches_no_other_line(const Evidence& e, SegmentId id) {
  const Segment& s = segment(id);
  return touches_no_line(e, s.a, id) && touches_no_line(e, s.b, id);
}

// The ink between a side-by-side pair (`pair`) weighed as an isolated galaxy's oval: the galaxy `g` at
// kIsolatedGalaxyOdds times its odds, the line no likelier than that galaxy is unlikely (the same ink is a line or a
// galaxy, not both). Returns the galaxy's probability.
double weigh_as_isolated_galaxy(Evidence& e, SegmentId pair, double g) {
  g = with_odds(g, kIsolatedGalaxyOdds);
  double& line = e.line_p[static_cast<std::size_t>(pair)];
  e.line_p_unless_galaxy[static_cast<std::size_t>(pair)] = line;
  line = std::min(line, 1 - g);
  return g;
}

// A galaxy's oval read round the stars of the horizontal segment `s` at `g` at least: the pair (Evidence::galaxy_p,
// at its left-hand star) and both stars' marks.
void mark_galaxy(const Segment& s, double g, Evidence& e) {
  const auto a = static_cast<std::size_t>(point_index(s.a)), b = static_cast<std::size_t>(point_index(s.b));
  e.galaxy_p[a] = std::max(e.galaxy_p[a], g);
  for (const auto k : {a, b}) e.mark_p[k] = std::max(e.mark_p[k], g);
}

void add_galaxy_marks(const PhotoFeatures& features, Evidence& e) {
  const double typical = typical_stroke_width(features);
  for (int i = 0; i < kPointCount; ++i) {
    const Point p = point_at(i), q{p.x + 1, p.y};
    if (q.x >= kLatticeWidth) continue;
    double g = galaxy_probability(galaxy_features(features, p, typical));
    const SegmentId pair = *segment_between(p, q);
    if (e.line_p[static_cast<std::size_t>(pair)] > 0.5 && touches_no_other_line(e, pair))
      g = weigh_as_isolated_galaxy(e, pair, g);
    mark_galaxy(segment(pair), g, e);
  }
}

// With a card in play whose marks have a model of their own (a luminous aura's circle round a star still in
// view...), that model is heard as well as the general mark model.
void add_card_marks(Power card, const PhotoFeatures& features, Evidence& e) {
  for (std::size_t k = 0; k < e.mark_p.size(); ++k)
    if (const auto p = card_mark_probability(card, features.points[k])) e.mark_p[k] = std::max(e.mark_p[k], *p);
}

// A mark read over a star tells hidden_points that the star is there, under ink, and not under a cover. The general
// mark model says so of a mark drawn over a star; a card's own model (add_card_marks, the galaxy's ovals), taught to
// tell its card's marks from other ink, answers faintly to a cover's corner or a pen's end too, and would have the
// cover's points seen: a card's mark vouches for its point only when read at kSureCardMark or more. (Dev normal
// 54473, black hole: a card's corner over a line's end read as the hole's disc at 0.53, the end seen, the corner then
// read as a shooting star's head at 0.98; 54580, galaxy: a pen's end over two stars at 0.64, read as a galaxy and a
// head. The card marks drawn under glare or in a dark photo, their stars unseen, read 0.76-1.00: dev hard 37166,
// 37619, 37937 and 38820; not vouched for, each was taken as under a cover and missed.)
constexpr double kSureCardMark = 0.7;

std::array<double, kPointCount> marks_over_stars(const PhotoFeatures& features, const Evidence& e) {
  std::array<double, kPointCount> out{};
  for (std::size_t k = 0; k < out.size(); ++k)
    out[k] = e.mark_p[k] >= kSureCardMark ? e.mark_p[k] : std::min(e.mark_p[k], mark_probability(features.points[k]));
  return out;
}

// Once the board is known, its artwork points are read with the model of stars added there, and the segments
// onto its art chiefly with the model that knows its line-art (thinner than a marker line): the two line
// models' log-odds are weighed kArtLineTrust to 1 - kArtLineTrust, so that a clear line the art model, fitted on
// few lines onto art, doubts is still read. (Weighed equally, as before that model could tell a stroke's
// width, the new-stars games of dev seeds 5000..6999 read worse: easy exact state 74.9 % against 80.3 %,
// normal 66.8 % against 72.2 %; the art model alone reads them about as well, 81.2 / 71.3 %, but misses
// some real lines onto added stars.)
constexpr double kArtLineTrust = 0.75;
// The art model was taught mostly on art points where no star was added, where line-art is all there is to see.
// A segment from a point off the art onto a star plainly added there (read at kPlainlyAdded or more) is weighed with
// the line model, which knows marker lines, heard as much as the art model. On the new-stars games of dev normal
// 61000..63699 and hard 43400..46099 (548 photos; 4,597 such segments, 367 of them drawn), the two models' readings
// weighed so missed 3 drawn lines at 0.5 and doubted 6 under 0.9, against 6 and 14 at kArtLineTrust, and read the
// same 1 line not drawn at 0.1 or more (dev normal 61490 and hard 44800: plain lines onto added stars, read at 0.998
// and 0.95 by the line model and at 0.07 and 0.11 by the art model, missed). Not between two added stars: the art's
// own line-art often joins two side by side (dev normal 61914 and 62396, hard 44297: read as lines at 0.70-0.91).
constexpr double kArtLineTrustAtAddedStar = 0.5, kPlainlyAdded = 0.9;

void use_art_models(const PhotoFeatures& features, const Board& b, Evidence& e) {
  for (int i = 0; i < kPointCount; ++i)
    if (b.kind(point_at(i)) == PointKind::Artwork)
      e.star_p[static_cast<std::size_t>(i)] = added_star_probability(features.points[static_cast<std::size_t>(i)]);
  const auto logit = [](double p) { return std::log(p / (1 - p)); };
  const auto on_art = [&](Point q) { return b.kind(q) == PointKind::Artwork || b.kind(q) == PointKind::SunriseArt; };
  const auto plainly_added = [&](Point q) {
    return b.kind(q) == PointKind::Artwork && e.star_p[static_cast<std::size_t>(point_index(q))] >= kPlainlyAdded;
  };
  for (int id = 0; id < kSegmentCount; ++id) {
    const Segment& s = segment(id);
    if (!on_art(s.a) && !on_art(s.b)) continue;
    double& p = e.line_p[static_cast<std::size_t>(id)];
    const double art = art_line_probability(art_line_features(features, id));
    const bool from_star_to_added = (!on_art(s.a) && plainly_added(s.b)) || (plainly_added(s.a) && !on_art(s.b));
    const double trust = from_star_to_added ? kArtLineTrustAtAddedStar : kArtLineTrust;
    p = 1 / (1 + std::exp(-((1 - trust) * logit(p) + trust * logit(art))));
  }
}

// The segments between two printed stars of board `b`.
SegmentSet between_stars(const Board& b) {
  SegmentSet out;
  for (int id = 0; id < kSegmentCount; ++id)
    out.set(static_cast<std::size_t>(id),
            b.kind(segment(id).a) == PointKind::Star && b.kind(segment(id).b) == PointKind::Star);
  return out;
}

// A pen or a finger across a segment, both of its stars in view, hides the line there as surely as a hand over
// a star does. Over segments between two printed stars only: no art lies there on a real board, while an
// illustration's coloured fill is as wide and bright as a finger. (kCovered, measured on normal seeds 1..300:
// of the drawn lines whose middle lay under a cover and that the line model read absent, 15 of 28 are above
// it, 16 at 0.25; of the segments clear of any cover and not plainly drawn, 55 in 294 photos, 106 at 0.25.)
constexpr double kCovered = 0.3;
// A pen or a finger lies across a few segments. Past kMostCovered, the wide bright things are the drawing's
// own lines smeared by a heavy blur, or glare: on hard seeds 1..120, photos with 9 or more such segments held 5
// lines truly under a cover against 317 segments clear of any; those with 1..8, 7 against 43. A hand does lie
// across more, but it hides stars too: of so many, those with a star at or beside a hidden point are kept (dev
// normal 14695: two lines under a hand's fingers, their stars glimpsed between them, read absent at 0.002).
constexpr int kMostCovered = 8;

SegmentSet covered_segments(const PhotoFeatures& features, const SegmentSet& between, const PointSet& hidden) {
  SegmentSet out = between;
  for (std::size_t k = 0; k < out.size(); ++k)
    if (features.cover[k] <= kCovered) out.reset(k);
  if (out.count() <= kMostCovered) return out;
  for (std::size_t k = 0; k < out.size(); ++k) {
    const Segment& s = segment(static_cast<SegmentId>(k));
    if (!hidden_at_or_beside(hidden, s.a) && !hidden_at_or_beside(hidden, s.b)) out.reset(k);
  }
  return out;
}

// A segment whose path has under this much of the white level left below the photo's white (PhotoFeatures::headroom)
// lies under a glare that washed the photo out: a marker line there shows as little as the glare's own grain. On dev
// hard 40650..41249, of all the segments read absent with so little room, 19 in 196 were drawn (a tenth; under 0.15,
// 28 in 286). Most lie between stars the glare hid too, and are reported as hidden; between two printed stars with
// the stars seen, 3 (in 2 photos; 41117's (1,1)-(2,1) drawn, read at 0.002 with nothing said). Off the board's stars
// (past the arch) the table's own white leaves as little room: those are not the board's.
constexpr double kWashedOut = 0.1;

SegmentSet washed_out_segments(const PhotoFeatures& features) {
  SegmentSet out;
  for (std::size_t k = 0; k < out.size(); ++k) out.set(k, features.headroom[k] < kWashedOut);
  return out;
}

// A line drawn twice over (PhotoFeatures::drawn_twice) between two printed stars, with nothing hidden at or
// beside either star and no band running on past the lattice along it, is read, reported: a hand's fingers hide
// the stars round them, and a pen runs on straight (dev easy 8075, 8870, 8881, 8891 and normal 8192, 8262: read
// absent at 0.01-0.50).
constexpr double kDrawnTwiceP = 0.9;
static_assert(kDrawnTwiceP < kDecisive, "a line drawn twice over is reported");

// Where the galaxy card is in play, such a band between two side-by-side stars that no other line touches is a
// galaxy's oval, not a line: in the galaxy games of dev seeds 6000..7999 (225 a level, easy and normal) the bands
// so read along a row were 13 galaxies and no line (dev normal 8735: a galaxy read as a line at 0.9, its marks
// missed). Its two points are read marked, reported, as a galaxy's.
constexpr double kBandGalaxyP = 0.9;
static_assert(kBandGalaxyP < kDecisive, "a galaxy read from a band alone is reported");

// Whether a cover lies at or beside either end of `s`: what the photo shows along it may be the cover's edge.
bool at_a_cover(const Evidence& e, const Segment& s) {
  return hidden_at_or_beside(e.hidden, s.a) || hidden_at_or_beside(e.hidden, s.b);
}

void read_lines_drawn_twice(const PhotoFeatures& features, const SegmentSet& between, std::optional<Power> power_card,
                            Evidence& e) {
  for (int id = 0; id < kSegmentCount; ++id) {
    const auto k = static_cast<std::size_t>(id);
    const Segment& s = segment(id);
    if (!features.drawn_twice.test(k) || !between.test(k) || features.along_band.test(k) || at_a_cover(e, s)) continue;
    if (power_card == Power::Galaxy && s.direction == Direction::Horizontal && touches_no_other_line(e, id))
      mark_galaxy(s, kBandGalaxyP, e);
    else
      e.line_p[k] = std::max(e.line_p[k], kDrawnTwiceP);
  }
}

// A galaxy's oval is as wide as a finger: between two side-by-side stars it is taken for something wide over the
// segment (Evidence::covered), and its ink along the path seen for a line running in under it (dev normal 41747, a
// galaxy game: an oval read as a line at 0.85, its galaxy at 0.10). Where the galaxy card is in play, such a band that
// touches no line read, where the galaxy model sees an oval at all (kOvalSeen), is weighed as a galaxy the line
// model read as an isolated line is (kIsolatedGalaxyOdds): the wide thing is the oval, not a cover.
constexpr double kOvalSeen = 0.1;

void read_covered_bands_as_galaxies(const SegmentSet& between, Evidence& e) {
  for (int i = 0; i < kPointCount; ++i) {
    const Point p = point_at(i), q{p.x + 1, p.y};
    if (q.x >= kLatticeWidth) continue;
    const SegmentId pair = *segment_between(p, q);
    const auto k = static_cast<std::size_t>(pair), left = static_cast<std::size_t>(i);
    if (!between.test(k) || !e.covered.test(k) || !runs_in_under_cover(e, k) || e.galaxy_p[left] < kOvalSeen ||
        !touches_no_other_line(e, pair))
      continue;
    e.covered.reset(k);
    mark_galaxy(segment(pair), weigh_as_isolated_galaxy(e, pair, e.galaxy_p[left]), e);
  }
}

// A thick stroke the top-hat lost in part where it meets others (PhotoFeatures::thick_fades_at), another line read
// drawn at that star, is read at kThickFadedP, reported. Not at a cover: a finger or a pen's body lying across a star
// is bright and wide too.
constexpr double kThickFadedP = 0.9;
static_assert(kThickFadedP < kDecisive, "a thick stroke the top-hat lost in part is reported");

void read_thick_faded_strokes(const PhotoFeatures& features, const SegmentSet& between, Evidence& e) {
  const std::array<double, kSegmentCount> read = e.line_p;
  for (int id = 0; id < kSegmentCount; ++id) {
    const auto k = static_cast<std::size_t>(id);
    const std::optional<Point> at = features.thick_fades_at[k];
    if (!at || !between.test(k) || at_a_cover(e, segment(id))) continue;
    const auto segments = segments_at(*at);
    const bool meets_a_line = std::any_of(segments.begin(), segments.end(), [&](SegmentId other) {
      return other != id && read[static_cast<std::size_t>(other)] > 0.5;
    });
    if (meets_a_line) e.line_p[k] = std::max(e.line_p[k], kThickFadedP);
  }
}

// Under a wide band of glare (PhotoFeatures::under_glare_band) the photo cannot tell whether a line is drawn: it is
// read at most kUnderGlareBandP, as the rules make it, reported.
constexpr double kUnderGlareBandP = 0.5;

// A line read along a band of glare at a slant (glare_streaks.hpp) may be the glare's own brightness there: its
// odds are taken down by kAlongGlareOdds, between two printed stars (art can be as bright and long as a band; the
// art models read the segments onto it). On dev hard 5000 x150 such bands lay along 21 segments read at
// 0.2-0.999, none of them drawn (5004, 5064, 5066 were wrong for it), and on dev normal 200 along one, not drawn
// either. A drawn line read plainly stays read, reported when the odds leave it doubtful.
void doubt_lines_along_glare(const PhotoFeatures& features, const SegmentSet& between, Evidence& e) {
  for (std::size_t k = 0; k < e.line_p.size(); ++k) {
    if (!between.test(k)) continue;
    if (features.along_glare.test(k)) e.line_p[k] = with_odds(e.line_p[k], kAlongGlareOdds);
    if (features.under_glare_band.test(k)) e.line_p[k] = std::min(e.line_p[k], kUnderGlareBandP);
  }
}

// One player draws with one marker: a stroke between two printed stars at most kThinnerThanMarker as wide as the
// photo's marker lines (the median width of the strokes between printed stars read plainly, at kPlainlyALine), and
// not inked brightly all along (SegmentFeatures [1], its 20th percentile, under kContinuousInk of the white level),
// is not one of its lines but the thin rim of something lying over the board (a card's edge along a row or a column, a
// pen's) or a streak: it is thin (Evidence::thin), read at most kThinStrokeP, reported. (Dev normal 10400..10699: a
// card's rim read at 0.93, two rims beside covers at 0.59; dev hard 6050..6349: one at 0.6 with nothing else
// uncertain. Dev normal 11300..11449 and hard 6950..7099: of the 6 segments read drawn with a stroke under half the
// typical width, 5 were not drawn, card rims at 0.94-1.000 whose median contrast, 0.56-0.79, the faintness asked
// before let through (normal 11426, 11442, hard 7060, 7195); of the 2369 read drawn with a wider one, 19.) A stroke
// inked brightly all along may be a line, something dark over part of it (a pen's shaft) narrowing it there (dev
// normal 10810: [1] 0.87 at 0.42 of the typical width; the rims, 0.04-0.54), or a rim or a pen's white highlight as
// bright (dev normal 14569: a pen's highlight along a row at 0.999, [1] 0.73 at 0.5 of the width, nothing reported;
// 14240: a card's rim, 0.78 at 0.43): it is narrow (Evidence::narrow), read at most kNarrowStrokeP, reported. Not under
// something wide (PhotoFeatures::cover at least kUnderCover): a line under a hand shows only in slivers between its
// fingers, thin (dev normal 10022). Widths are whole units: on 2,100 dev photos (normal 40700..41499 and
// 43500..44299, hard 24850..25149, 26050..26349 and 26650..26949), the strokes read drawn at 4 units to the marker's
// 7 or 5 to its 9 (0.56-0.57) were 5, none drawn (card rims, a finger's edge, read at 0.55-0.998: normal 44139,
// 40999); drawn lines begin at 3 to 5 and 5 to 8 (0.6, 0.63): kThinnerThanMarker lies between. Of the strokes that
// narrow read drawn under something wide in dev normal 44700..45499 and hard 27250..27849, the 8 drawn lay under 0.29
// of the white level or more (slivers between fingers: normal 10022's at 0.53); a card's rim 2 units wide, at 0.203,
// was no line (hard 27625, read at 0.999 along the last column): kUnderCover lies between.
constexpr double kThinnerThanMarker = 0.58, kContinuousInk = 0.7, kPlainlyALine = 0.99;
constexpr double kUnderCover = 0.25;

double marker_width(const PhotoFeatures& features, const SegmentSet& between, const Evidence& e) {
  SegmentSet plain;
  for (std::size_t k = 0; k < e.line_p.size(); ++k) plain.set(k, between.test(k) && e.line_p[k] > kPlainlyALine);
  return typical_stroke_width(features, plain);
}

void doubt_thin_strokes(const PhotoFeatures& features, const SegmentSet& between, Evidence& e) {
  const double marker = marker_width(features, between, e);
  const SegmentSet printed = board(e.board).printed();  // line-art, as thin as its print: no player's stroke
  for (std::size_t k = 0; k < e.line_p.size(); ++k) {
    const double width = features.stroke_width[k];
    if (!between.test(k) || width <= 0 || width > kThinnerThanMarker * marker || features.cover[k] >= kUnderCover)
      continue;
    const bool bright_along = features.segments[k][1] >= kContinuousInk;
    if (bright_along && printed.test(k)) continue;
    (bright_along ? e.narrow : e.thin).set(k);
    e.line_p[k] = std::min(e.line_p[k], bright_along ? kNarrowStrokeP : kThinStrokeP);
  }
}

// A marker stroke this narrow (template units) leaves a printed star's glyph, whose arms reach further, in view on
// either side of it; a star read under kPlainlySeenStar is not plainly seen, one whose mark reads kMarkedStar or more
// is marked. A stroke so narrow whose two stars are neither plainly seen nor marked lies beside or over what hides
// them: a card's white rim along the last column, the card over its stars (dev hard 42913: stars at 0.49 and 0.60 under
// a rim 4 units wide, read as a line at 0.986; normal 60057: 0.13 and 0.34, 3 units, 0.995; neither reported). On dev
// normal 59400..60899 and hard 41850..43349 (3,000 photos), of the segments read drawn clear of covers in a stroke 6
// units wide or less, 5 had neither star read at 0.6: those two rims and 3 lines (28 and 4 not drawn, covers and the
// parts not seen counted).
constexpr double kNarrowerThanAStar = 6, kPlainlySeenStar = 0.6, kMarkedStar = 0.5;

void doubt_strokes_over_unseen_stars(const PhotoFeatures& features, const SegmentSet& between, Evidence& e) {
  const auto unseen = [&](Point q) {
    const auto k = static_cast<std::size_t>(point_index(q));
    return e.star_p[k] < kPlainlySeenStar && e.mark_p[k] < kMarkedStar;
  };
  for (std::size_t k = 0; k < e.line_p.size(); ++k) {
    const double width = features.stroke_width[k];
    const Segment& s = segment(static_cast<SegmentId>(k));
    if (between.test(k) && e.line_p[k] > 0.5 && width > 0 && width <= kNarrowerThanAStar && unseen(s.a) && unseen(s.b))
      e.over_unseen_stars.set(k);
  }
}

// What the photo says of the lines once the board, and so which segments join two printed stars (`between`), is
// known.
void add_board_evidence(const PhotoFeatures& features, const SegmentSet& between, Evidence& e) {
  read_clean_bowed_strokes(features, between, e.line_p);
  doubt_lines_along_glare(features, between, e);
  doubt_thin_strokes(features, between, e);
  doubt_strokes_over_unseen_stars(features, between, e);
}

// The board's artwork, as calibration measured it on the user's blank board, when there is one for it.
const cv::Mat* known_artwork(const ReadOptions& options, int board_id) {
  if (!options.artwork) return nullptr;
  const auto art = options.artwork->find(board_id);
  return art == options.artwork->end() || art->second.empty() ? nullptr : &art->second;
}

// Two readings of one thing, each as likely right as the other: where they disagree, the thing is doubtful.
double either(double a, double b) { return (a + b) / 2; }

// Once the board is known: its artwork points and the segments onto them are read with the models that know
// them, and, where calibration measured the board's art, read again with the art taken away. The two readings
// are heard alike, each as likely right: art taken for a star added on it then reads as doubtful, not as
// drawn, and so does a star drawn over the art that the art's removal took with it (held-out easy 1000057 with
// the renderer's second art style: an added star and its line, read plainly with the art, were lost without it).
void read_round_known_artwork(const ReadOptions& options, RectifiedBoard& rect, const BoardGeometry& g,
                              const SegmentSet& between, PhotoFeatures& features, Evidence& e) {
  const Board& b = board(e.board);
  const cv::Mat* art = known_artwork(options, e.board);
  if (!art) {
    use_art_models(features, b, e);
    return;
  }
  Evidence as_seen = e;
  use_art_models(features, b, as_seen);
  remove_artwork(rect, *art, features.white);
  measure_board(rect, g, features);
  add_photo_evidence(features, options, e);
  e.thin.reset();  // the strokes' widths as measured with the art taken away
  e.narrow.reset();
  e.over_unseen_stars.reset();
  add_board_evidence(features, between, e);
  use_art_models(features, b, e);
  for (std::size_t k = 0; k < e.line_p.size(); ++k) e.line_p[k] = either(as_seen.line_p[k], e.line_p[k]);
  for (std::size_t k = 0; k < e.star_p.size(); ++k) {
    e.star_p[k] = either(as_seen.star_p[k], e.star_p[k]);
    e.mark_p[k] = either(as_seen.mark_p[k], e.mark_p[k]);
  }
}

}  // namespace

void add_photo_evidence(const PhotoFeatures& features, const ReadOptions& options, Evidence& e) {
  for (int i = 0; i < kPointCount; ++i) {
    const auto k = static_cast<std::size_t>(i);
    e.star_p[k] = star_probability(features.points[k]);
    e.mark_p[k] = mark_probability(features.points[k]);
  }
  e.head_p = [&features](Point head, Point tail) {
    return head_probability(head_features(features.head_points[static_cast<std::size_t>(point_index(head))],
                                          features.head_points[static_cast<std::size_t>(point_index(tail))]));
  };
  e.added_end_head_p = [&features](Point added, Point other) {
    const auto f = added_end_run_features(features.points[static_cast<std::size_t>(point_index(added))],
                                          features.points[static_cast<std::size_t>(point_index(other))]);
    return std::pair{head_on_added_star_probability(f), head_off_added_star_probability(f)};
  };
  for (int id = 0; id < kSegmentCount; ++id)
    e.line_p[static_cast<std::size_t>(id)] = line_probability(features.segments[static_cast<std::size_t>(id)],
                                                              features.stroke_width[static_cast<std::size_t>(id)]);
  doubt_gapped_sides_of_crosses(features, e.line_p);
  doubt_arcs_beside_strokes(features, e.line_p);
  read_bowed_strokes(features, e.line_p);
  if (options.power_card == Power::Galaxy) add_galaxy_marks(features, e);
  if (options.power_card) add_card_marks(*options.power_card, features, e);
}

void add_known_board_evidence(const ReadOptions& options, const BoardGeometry& g, RectifiedBoard& rect,
                              PhotoFeatures& features, Evidence& e) {
  const SegmentSet between = between_stars(board(e.board));
  add_board_evidence(features, between, e);
  read_round_known_artwork(options, rect, g, between, features, e);
  std::array<double, kPointCount> glyph_peak{};
  for (std::size_t k = 0; k < glyph_peak.size(); ++k) glyph_peak[k] = features.points[k][0];
  e.hidden = hidden_points(board(e.board), e.star_p, marks_over_stars(features, e), glyph_peak);
  read_lines_drawn_twice(features, between, options.power_card, e);
  read_thick_faded_strokes(features, between, e);
  e.covered = covered_segments(features, between, e.hidden);
  e.washed_out = washed_out_segments(features) & between;
  e.along_band = features.along_band & between;
  e.seen_part = features.seen_part;
  e.seen_inked = features.seen_inked;
  if (options.power_card == Power::Galaxy) read_covered_bands_as_galaxies(between, e);
  e.point_card = options.point_card;
  e.power_card = options.power_card;
}

bool more_lines_than_a_game(const Evidence& e) {
  const SegmentSet between = between_stars(board(e.board));
  int shown = 0;
  for (std::size_t k = 0; k < e.line_p.size(); ++k) shown += between.test(k) && e.line_p[k] > 0.5;
  return shown > kMostLinesInAGame;
}

}  // namespace starsight::vision
