#include "starsight/vision/rule_decoder.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "starsight/audit.hpp"
#include "starsight/board.hpp"
#include "starsight/cards.hpp"
#include "starsight/occurrences.hpp"
#include "starsight/score.hpp"

#include "may_be_drawn.hpp"
#include "night_deck.hpp"
#include "occlusion.hpp"

namespace starsight::vision {
namespace {

// How much less likely a reading that breaks a rule is than the photo alone says (odds factor).
// A planet's rings can look like the end of a drawn line, while players rarely draw illegal lines:
// a line must be seen very clearly to be read onto a planet.
constexpr double kIllegalEndOdds = 0.01;
// Onto artwork (with no added star) and sun-rise art the photo can't tell a drawn line from the printed
// line-art at all (the line model is not taught art: it would doubt real lines), so only the rules speak:
// such a line is read only when the added star that makes it legal is read.
constexpr double kOntoArtOdds = 1e-6;
// How much a line onto an artwork point can raise the odds of an added star there: at most 1 / kAddedStarLineOdds,
// and no more than about the line's own odds. Line-art ending on the point must not invent stars, and does not: the
// art-line model reads it low. In the new-stars games of dev normal 15500..18199 and hard 11150..13849 (571 photos),
// every artwork point with a line from a star onto it read at 0.9 or more had a star added, 341 of 341, 7 of them
// read under 0.2 by the added-star model (a head drawn over the star, glare on the art). At 0.05 (as before) such a
// line raised the star's odds 20 times at most: dev normal 15510, 16024 and hard 13410 read a plain line onto an
// added star absent at 0.000, their stars left out. At 0.001 the three read the line and its star, no photo reads
// worse, and the exact total on normal is 93.5 % against 93.1 %; with artwork never seen (the renderer's second
// style), the new-stars games of dev easy 12200..14899 and normal 15500..18199 read exactly or not as before.
constexpr double kAddedStarLineOdds = 0.001;
constexpr double kTouchesObjectOdds = 0.1;
constexpr double kInsideGalaxyOdds = 1e-6;
// An object where its power may not put it (on a used star, or off a constellation for nova and aura).
constexpr double kMisplacedObjectOdds = 0.1;
// An added star without its pair (the new-stars power draws two at a time).
constexpr double kUnpairedStarOdds = 0.05;
// More objects than the lines earned uses of the power.
constexpr double kBeyondUsesOdds = 0.05;
// More objects than the lines could have earned, read as they may be (every line not surely absent, or hidden, taken
// as drawn). In the dev readings (seeds easy 11300..11599, normal 11900..12499, hard 7550..8449) that held more objects
// than their lines' uses, with no line hidden, 8 of 9 held an object not drawn (normal 12286, 12292, hard 7969, 8062,
// 8190, 8257, 8279, 8374: marks read at 0.57-0.86 past the odds of kBeyondUsesOdds; the ninth had lines misread); with
// lines hidden, 9 of 12 held only objects drawn, their shapes' lines under the cover.
constexpr double kBeyondAnyUsesOdds = kBeyondUsesOdds * kBeyondUsesOdds;
// A use the lines earned is likelier spent than not (an object scores; the simulated players use 85-100 % of theirs),
// which the marks' models, fitted on every star alike, do not know: the likeliest marks within the uses earned are
// believed this much more. Dev normal 14254: a luminous aura's dashed circle round a star where three lines meet, read
// at 0.014 by its model, was left out with nothing reported (the one silent error of dev normal 14000..14299). On the
// photos of an object's card of dev easy 11600..11899, normal 14300..14599 and hard 9650..9949 (240, 221 and 220),
// against 1 (as before): Brier 0.0381 / 0.0702 / 0.1406 against 0.0396 / 0.0712 / 0.1443, one more normal photo read
// exactly (a galaxy's pair) and none less; at 10, one more each on normal and hard but Brier 0.0726 on normal.
constexpr double kEarnedUseOdds = 4;
// A line read at a cover, not plainly: the cover's own straight edge (a card's, a pen's) may be what was read
// there (dev normal 5044: a card's edge along a diagonal and a line beside it read at 0.99, neither drawn). It
// stays read, but is reported.
constexpr double kAtCoverP = 0.97;
static_assert(kAtCoverP < kDecisive, "a line read at a cover is reported");
// A run's end on artwork is a star added there, itself drawn by hand much like a head: the head evidence, which
// the head model learnt from few such ends, is far less sure there than it says (dev photos read lines onto
// added stars as shooting stars at p 0.999-1.000, and missed heads drawn over added stars as surely). Where no
// model of such runs answers (Evidence::added_end_head_p), its log-odds are shrunk to a quarter: the reading
// stays the same, but is reported unless overwhelming.
constexpr double kHeadOnAddedStarTrust = 0.25;
// The most a line discounted by marks that were then not read is believed, when it stays unread: doubtful.
constexpr double kUnreadMarksLineP = 0.45;
// The most a line is believed that marks at its ends, read and then left out (more of them than the card's uses
// allow), no longer discount: the marks' budget, not the photo, decided it, so it is reported.
constexpr double kUnblockedLineP = 0.9;
static_assert(kUnblockedLineP < kDecisive, "a line read past marks left out is reported");
constexpr double kPlainlySeen = 0.995;
// What the photo shows of a segment with an end not seen (a hand, a card, glare over it), not plainly, is as often
// the cover's edge as a line: of such segments read drawn at 0.5-0.7 in 2,100 dev photos (normal 12500..12799,
// 13100..13399, hard 7550..9049), 38 of 89 were drawn; at 0.7-0.8, 20 of 38; from 0.8 on, 365 of 409. Their odds
// are cut to kUnseenLineOdds, which reads those under about 0.77 absent (reported, as every hidden line is): on
// 2,700 dev photos (normal 12200..13399 too) 31 read exactly since and 6 no longer (a drawn line at 0.6-0.7 under
// the cover's edge), and those read drawn are drawn 57, 81, 79, 90 and 95 % of the time at 0.5, 0.6, 0.7, 0.8 and
// 0.9 on. Not a line seen running in under the cover (runs_in_under_cover), whose stroke along the path seen is
// evidence of its own.
constexpr double kUnseenLineOdds = 0.3;
// A run ending at a point not seen (a hand, a card over it) may go on under the cover, and what was read as its head
// there is as likely the cover's edge; and a head may lie under it. The head is read as the photo says, reported
// (between 1 - kAtCoverP and kAtCoverP). In dev normal 9800..10399 and hard 5750..6049, 7 heads were read at 0.98 or
// more where none was drawn, 6 of them at a run's end not seen (normal 10091, 10175, 10200, 10201; hard 5792, 5963).
// A head at the end not seen is read from the cover itself, not from the board: it is believed at most
// kUnseenHeadP, reported. (Dev normal 11600..11899 and hard 7250..7549: of the 10 heads read at a run's end not
// seen, 2 were drawn (at 0.72 and 0.76); the 8 others were the cover's edge, 5 of them read at 0.97: hard 7345,
// 7350, 7417, 7477.)
constexpr double kUnseenHeadP = 0.2;
static_assert(kUnseenHeadP > 1 - kDecisive, "a head at an end not seen is reported");
// A head at a run's end beside a cover (the end seen, a point next to it not): the cover's edge or a fingertip beside
// the end may be what the head model took for the head's rays, as an object's mark beside a cover (kBesideCoverMarkP).
// Of the run ends so placed in dev normal 51600..52499 and hard 33550..34449, 46 heads were drawn (41 read at 0.9 or
// more) and 11 ends read a head at over 0.5 where none was: 8 at 0.62-0.93, reported, and 3 at 0.99-1.00 (hard
// 34089, 34097: a line running in under a hand read as a shooting star whose head was the hand's edge, at 1.000 with
// nothing said of it). Such a head is believed at most kAtCoverP: read as before, but reported.
constexpr double kBesideCoverHeadP = kAtCoverP;
// But a lone run of three diagonal lines, a shooting star's longest, is one card's shooting star far more often than
// plain lines, which take two cards' lines along one diagonal, one of them with its other line apart (over 5000
// simulated games, seeds 100000..104999: 1619 shooting stars of three lines, 32 such runs of plain lines), and so is
// a lone run of two, one card's shape (2178 against 254). Where its one end is not seen and the other shows no head,
// the head is likelier under the cover than not: kLongRunUnseenHeadP, reported (dev normal 43204: a card over a
// run's end, the head there read at 0.2 and the run as plain lines). The run may still go on under the cover: of the
// 7 such runs of two in 1,300 dev photos (hard 26050..26349, 27250..27549, 28450..28749, normal 46300..46699), 3 were
// a shooting star of those two lines (hard 27273 and normal 46661 with the head under the cover), 2 part of one of
// three, 1 plain lines and 1 not drawn.
constexpr double kLongRunUnseenHeadP = 1 - kUnseenHeadP;
// The fewest lines of a run so read (a lone line's head under a cover is as often the cover's edge: dev hard 7461).
constexpr std::size_t kLongRunLines = 2;
// So is an object's mark at a point not seen: what a mark's model reads there is the cover itself. It is believed
// at most kUnseenMarkP, whatever uses the lines earned. At a point beside one not seen, the cover's edge or corner
// may be what the model took for a mark (dev hard 10630: a card's rounded corner beside a star read as a black hole
// at 0.998, the one drawn under the card two stars away; the total 5 off, nothing said of it): believed at most
// kBesideCoverMarkP, reported.
constexpr double kUnseenMarkP = kUnseenHeadP, kBesideCoverMarkP = kAtCoverP;

// A line running in under a cover shows where the path is still seen: a stroke along all of a good part of it.
// (Dev normal 11000..11299 (covered photos) and hard 6650..6949: of the segments at a cover read less likely drawn
// than not, those seen along kSeenEnough of their path or more and inked along kSeenInked of that, 20 in all, were
// 18 drawn; of those seen less, 4 of 7; of those inked along less, whatever was seen, 37 of 2186.) It is read,
// reported as any line at a cover is.
constexpr double kSeenEnough = 0.25, kSeenInked = 0.95, kRunsUnderCoverP = 0.85;

// Whether either end of `s` is a point of `set`.
bool touches(const Segment& s, const PointSet& set) {
  return set.test(static_cast<std::size_t>(point_index(s.a))) || set.test(static_cast<std::size_t>(point_index(s.b)));
}
// Whether both ends of `s` are points of `set`.
bool touches_both(const Segment& s, const PointSet& set) {
  return set.test(static_cast<std::size_t>(point_index(s.a))) && set.test(static_cast<std::size_t>(point_index(s.b)));
}

bool blocks_lines(Power p) {
  return p == Power::Planet || p == Power::Galaxy || p == Power::TwinklingStar || p == Power::CrescentMoon ||
         p == Power::BlackHole;
}

bool places_objects(Power p) { return p != Power::NewLine && p != Power::NewStars; }

// `p` with its log-odds scaled by `trust`.
double tempered(double p, double trust) {
  const double q = std::clamp(p, 1e-12, 1 - 1e-12);
  return 1 / (1 + std::exp(-trust * std::log(q / (1 - q))));
}

// A line seen ending on an artwork point is evidence that a star was added there: without one the
// line would be illegal (prior odds times kAddedStarLineOdds, a milder kIllegalEndOdds). The odds factor for "added
// star" is the ratio of each line's marginal likelihood under both hypotheses, with the line's photo odds o and the
// base odds pi of a segment being drawn: ((o + 1) / (1 + pi)) / ((k o + 1) / (1 + k pi)), k = kAddedStarLineOdds.
// A line from another artwork point is legal only if a star was added there too: its factor is that one's, had
// the other star been added, weighed by the photo's probability q of the other star: q * factor + (1 - q)
// (dev normal 25406: a line drawn between two stars added side by side, the fainter star read at 0.12, the line
// and both stars missed). Such a segment lies wholly in the art, where line-art may run along it: its reading is
// heard at kArtToArtLineTrust (at full trust, never-seen art's stroke beside a star added on it raised the
// art's point to 0.985 in dev normal 27676, and at half 0.96, reported as before).
double added_star_line_evidence(const Evidence& e, const Board& board, Point p) {
  constexpr double kBaseLineOdds = 0.11;  // about one candidate segment in ten is drawn
  constexpr double kArtToArtLineTrust = 0.5;
  double factor = 1;
  for (SegmentId id : segments_at(p)) {
    const Segment& s = segment(id);
    const Point other = s.a == p ? s.b : s.a;
    const PointKind kind = board.kind(other);
    if (kind != PointKind::Star && kind != PointKind::Artwork) continue;  // only lines that could be legal
    const bool onto_star = kind == PointKind::Star;
    const double read = e.line_p[static_cast<std::size_t>(id)];
    const double lp = std::clamp(onto_star ? read : tempered(read, kArtToArtLineTrust), 1e-6, 1 - 1e-6);
    const double o = lp / (1 - lp);
    const double legal =
        ((o + 1) / (1 + kBaseLineOdds)) / ((kAddedStarLineOdds * o + 1) / (1 + kAddedStarLineOdds * kBaseLineOdds));
    const double q = onto_star ? 1.0 : e.star_p[static_cast<std::size_t>(point_index(other))];
    factor *= q * legal + (1 - q);
  }
  return factor;
}

// Whether the cover beside segment `s` may reach over it, its ends seen: for a straight segment, both far
// corners of the cell on one side of it are hidden (the cover's edge runs along the segment); for a diagonal,
// another corner of its own cell is (dev normal 5153 and 5157: lines beside a hand read absent at p 0.01).
bool beside_cover(const Segment& s, const PointSet& hidden) {
  auto hid = [&](Point p) { return in_lattice(p) && hidden.test(static_cast<std::size_t>(point_index(p))); };
  const Point a = s.a, b = s.b;
  switch (s.direction) {
    case Direction::Horizontal:
      return (hid({a.x, a.y + 1}) && hid({b.x, b.y + 1})) || (hid({a.x, a.y - 1}) && hid({b.x, b.y - 1}));
    case Direction::Vertical:
      return (hid({a.x + 1, a.y}) && hid({b.x + 1, b.y})) || (hid({a.x - 1, a.y}) && hid({b.x - 1, b.y}));
    default:
      return hid({a.x, b.y}) || hid({b.x, a.y});
  }
}

// A segment's line probability `p` (the photo's) with the rules' evidence about its ends: none beyond the arch, rarely
// onto a planet, onto art only to an added star, rarely onto an object that blocks lines, and never across the two
// halves of a galaxy.
double line_under_rules(const Evidence& e, const Board& board, SegmentId id, double p, const PointSet& new_star,
                        const PointSet& blocking) {
  const Segment& s = segment(id);
  for (Point end : {s.a, s.b}) {
    switch (board.kind(end)) {
      case PointKind::Outside:
        p = 0;
        break;
      case PointKind::Planet:
        p = with_odds(p, kIllegalEndOdds);
        break;
      case PointKind::SunriseArt:
        p = with_odds(p, kOntoArtOdds);
        break;
      case PointKind::Artwork:
        if (!new_star.test(static_cast<std::size_t>(point_index(end)))) p = with_odds(p, kOntoArtOdds);
        break;
      case PointKind::Star:
        if (blocking.test(static_cast<std::size_t>(point_index(end)))) p = with_odds(p, kTouchesObjectOdds);
        break;
    }
  }
  // A galaxy is drawn as one oval over two side-by-side stars: between marks at both ends, a horizontal
  // "line" is that oval.
  if (e.power_card == Power::Galaxy && s.direction == Direction::Horizontal &&
      blocking.test(static_cast<std::size_t>(point_index(s.a))) &&
      blocking.test(static_cast<std::size_t>(point_index(s.b))))
    p = with_odds(p, kInsideGalaxyOdds);
  return p;
}

// Whether something lies over point `p`, so that the photo does not show it.
bool unseen(const Evidence& e, Point p) { return e.hidden.test(static_cast<std::size_t>(point_index(p))); }

// The most an object's mark at `p` is believed: less at or beside a cover.
double mark_believed_at_most(const Evidence& e, Point p) {
  return unseen(e, p) ? kUnseenMarkP : hidden_at_or_beside(e.hidden, p) ? kBesideCoverMarkP : 1.0;
}

// The most a head at `end` is believed: less where that end is not seen, or is beside a cover.
double head_believed_at_most(const Evidence& e, Point end) {
  return unseen(e, end) ? kUnseenHeadP : hidden_at_or_beside(e.hidden, end) ? kBesideCoverHeadP : 1.0;
}

// The head probabilities `p` at a run's ends a and b, each held at what a head there is believed at most.
std::pair<double, double> ends_doubted_at_covers(const Evidence& e, Point a, Point b, std::pair<double, double> p) {
  return {std::min(p.first, head_believed_at_most(e, a)), std::min(p.second, head_believed_at_most(e, b))};
}

// The probabilities that a run ending at a and b is a shooting star with its head at a, and with it at b. A run
// with one end on artwork asks the model of such runs, which knows that the added star there looks like a head.
std::pair<double, double> run_head_p(const Evidence& e, const Board& board, Point a, Point b) {
  const bool a_art = board.kind(a) == PointKind::Artwork, b_art = board.kind(b) == PointKind::Artwork;
  if (a_art != b_art && e.added_end_head_p) {
    const auto [on, off] = a_art ? e.added_end_head_p(a, b) : e.added_end_head_p(b, a);
    return ends_doubted_at_covers(e, a, b, a_art ? std::pair{on, off} : std::pair{off, on});
  }
  auto head_at = [&](Point end, Point other) {
    const double p = e.head_p ? e.head_p(end, other) : e.mark_p[static_cast<std::size_t>(point_index(end))];
    return board.kind(end) == PointKind::Artwork ? tempered(p, kHeadOnAddedStarTrust) : p;
  };
  return ends_doubted_at_covers(e, a, b, {head_at(a, b), head_at(b, a)});
}

}  // namespace

bool runs_in_under_cover(const Evidence& e, std::size_t k) {
  return e.seen_part[k] >= kSeenEnough && e.seen_inked[k] >= kSeenInked;
}

// An isolated straight diagonal run of drawn segments: every segment diagonal, in one direction,
// consecutive, and no other drawn line (or crossing) touching its points.
std::vector<std::vector<SegmentId>> isolated_diagonal_runs(const SegmentSet& lines, const SegmentSet& printed) {
  std::vector<std::vector<SegmentId>> runs;
  const SegmentSet all = lines | printed;
  SegmentSet seen;
  for_each_bit(lines, [&](int id) {
    if (seen.test(static_cast<std::size_t>(id))) return;
    if (!is_diagonal(id)) return;
    const Segment& s = segment(id);
    // Walk the straight run both ways.
    std::vector<SegmentId> run{id};
    const int sx = s.b.x - s.a.x, sy = s.b.y - s.a.y;
    for (int dir : {-1, 1}) {
      Point end = dir > 0 ? s.b : s.a;
      while (true) {
        const Point next{end.x + dir * sx, end.y + dir * sy};
        const auto n = segment_between(end, next);
        if (!n || !lines.test(static_cast<std::size_t>(*n))) break;
        run.push_back(*n);
        end = next;
      }
    }
    for (SegmentId r : run) seen.set(static_cast<std::size_t>(r));
    if (run.size() > kMostShootingStarLines) return;
    SegmentSet mine;
    for (SegmentId r : run) mine.set(static_cast<std::size_t>(r));
    const PointSet pts = endpoints(mine);
    bool touched = false;
    for_each_bit(all & ~mine, [&](int other) {
      const Segment& o = segment(other);
      if (pts.test(static_cast<std::size_t>(point_index(o.a))) || pts.test(static_cast<std::size_t>(point_index(o.b))))
        touched = true;
      const auto c = crossing_segment(other);
      if (c && mine.test(static_cast<std::size_t>(*c))) touched = true;
    });
    if (!touched) runs.push_back(run);
  });
  return runs;
}

// The two ends of a run of segments.
std::pair<Point, Point> run_ends(const std::vector<SegmentId>& run) {
  std::array<int, kPointCount> count{};
  for (SegmentId id : run) {
    ++count[static_cast<std::size_t>(point_index(segment(id).a))];
    ++count[static_cast<std::size_t>(point_index(segment(id).b))];
  }
  std::vector<Point> ends;
  for (int i = 0; i < kPointCount; ++i)
    if (count[static_cast<std::size_t>(i)] == 1) ends.push_back(point_at(i));
  if (ends.size() != 2) return {segment(run[0]).a, segment(run[0]).b};
  return {ends[0], ends[1]};
}

namespace {

// The readings that make a state, each a binary decision with a probability.
struct Choices {
  SegmentSet lines;
  std::vector<std::pair<std::vector<SegmentId>, Point>> shooting;  // run, head
  std::vector<Point> marks;                                        // object marks on stars
  std::vector<Point> new_stars;
};

// The galaxies that marks read on single points make: pairs of horizontally adjacent marks, left to right along
// each row. A mark left alone is half of a galaxy whose other half was not read: it lies over the mark and the
// neighbour, left or right, that the oval around the pair shows likelier (Evidence::galaxy_p; dev easy 8683, a
// galaxy's left half read at 0.48 and its lone right half taken for the left half of a galaxy one star further
// on), or the one neighbour a galaxy may cover: an unused printed star (dev normal 13162: an oval over (1,8)
// and (2,8), its left half read at 0.10, was read over (2,8) and the printed planet at (3,8)). It is kept so
// that the audit names it.
std::vector<Point> galaxies_of(const std::vector<Point>& marks, const Evidence& e, const SegmentSet& lines) {
  const Board& board = starsight::board(e.board);
  const PointSet touched = endpoints(lines);
  const auto may_cover = [&](Point p) {
    return in_lattice(p) && board.kind(p) == PointKind::Star && !touched.test(static_cast<std::size_t>(point_index(p)));
  };
  std::vector<Point> out;
  std::vector<bool> used(marks.size(), false);
  for (std::size_t i = 0; i < marks.size(); ++i) {
    if (used[i]) continue;
    for (std::size_t j = i + 1; j < marks.size(); ++j)
      if (!used[j] && marks[j].y == marks[i].y && marks[j].x == marks[i].x + 1) {
        used[i] = used[j] = true;
        break;
      }
    // The left-hand neighbour, when a galaxy may cover it and it is no other galaxy's half.
    const Point m = marks[i], left{m.x - 1, m.y}, right{m.x + 1, m.y};
    const bool left_free = may_cover(left) && std::find(marks.begin(), marks.end(), left) == marks.end();
    const bool over_left = !used[i] && left_free &&
                           (e.galaxy_p[static_cast<std::size_t>(point_index(left))] >
                                e.galaxy_p[static_cast<std::size_t>(point_index(m))] ||
                            !may_cover(right));
    out.push_back(over_left ? left : m);
  }
  return out;
}

State build_state(const Evidence& e, const Choices& c, bool& unidentified) {
  State s;
  s.board = e.board;
  s.point_card = e.point_card;
  s.power_card = e.power_card;
  s.lines = c.lines;
  for (const auto& [run, head] : c.shooting) {
    for (SegmentId id : run) s.lines.reset(static_cast<std::size_t>(id));
    s.shooting_stars.push_back({run, head});
  }
  s.new_stars = c.new_stars;
  unidentified = false;
  if (c.marks.empty()) return s;
  if (!e.power_card) {
    unidentified = true;
    return s;
  }
  std::vector<Point> marks = c.marks;
  std::sort(marks.begin(), marks.end(), [](Point a, Point b) { return point_index(a) < point_index(b); });
  switch (*e.power_card) {
    case Power::Planet:
      s.planets = marks;
      break;
    case Power::TwinklingStar:
      s.twinkling_stars = marks;
      break;
    case Power::Nova:
      s.novas = marks;
      break;
    case Power::LuminousAura:
      s.luminous_auras = marks;
      break;
    case Power::CrescentMoon:
      s.crescent_moons = marks;
      break;
    case Power::BlackHole:
      s.black_holes = marks;
      break;
    case Power::Galaxy:
      s.galaxies = galaxies_of(marks, e, c.lines);  // a shooting star's lines use stars too
      break;
    default:
      break;
  }
  return s;
}

// A doubtful line read touching a diagonal run that a head marks: a shooting star may touch no line, so either the
// line is there and the run is plain lines with no head, or the line is not and the run is a shooting star (the
// head's arm, or a stroke past it, read as the line: dev easy 8569, a head's ink read as a line at 0.87 and the
// shooting star lost). The line keeps the probability of the readings with it, the illegal one with both weighed
// by kTouchesShootingStarOdds; when it then leans absent it is dropped (and reported).
constexpr double kTouchesShootingStarOdds = 0.05;

void drop_lines_touching_shooting_stars(const Evidence& e, const Board& board, const SegmentSet& printed,
                                        Choices& choice, std::array<double, kSegmentCount>& line_p) {
  const std::vector<std::vector<SegmentId>> isolated = isolated_diagonal_runs(choice.lines, printed);
  for (int id = 0; id < kSegmentCount; ++id) {
    const auto k = static_cast<std::size_t>(id);
    if (!choice.lines.test(k) || printed.test(k) || decisive(line_p[k])) continue;
    SegmentSet without = choice.lines;
    without.reset(k);
    const Segment& line = segment(id);
    double head = 0;
    for (const auto& run : isolated_diagonal_runs(without, printed)) {
      if (std::find(isolated.begin(), isolated.end(), run) != isolated.end()) continue;
      const auto [a, b] = run_ends(run);
      // A line along the run, from its end, is part of it (a longer run), not a line touching it.
      if (line.direction == segment(run.front()).direction &&
          (line.a == a || line.a == b || line.b == a || line.b == b))
        continue;
      const auto [pa, pb] = run_head_p(e, board, a, b);
      head = std::max({head, pa, pb});
    }
    if (head <= 0.5) continue;
    const double l = line_p[k];
    const double with_line = l * (1 - head) + l * head * kTouchesShootingStarOdds;
    const double without_line = (1 - l) * head + (1 - l) * (1 - head);
    line_p[k] = with_line / (with_line + without_line);
    if (line_p[k] < 0.5) choice.lines.reset(k);
  }
}

// After lines were changed: keep only the shooting stars of `before` whose runs are still isolated (a changed
// line may join or split a run).
void keep_isolated_runs(Choices& after, const Choices& before, const SegmentSet& printed) {
  after.shooting.clear();
  for (const auto& run : isolated_diagonal_runs(after.lines, printed))
    for (const auto& [r, h] : before.shooting)
      if (r == run) after.shooting.emplace_back(r, h);
}

// The plain lines read (shooting stars' aside), and how many more of them than the cards give (most_lines_drawn).
// The new-line power's uses (one line each) are counted on every line read, an upper bound, unless another power
// card is known to be in play.
struct LinesOverCards {
  SegmentSet plain;
  std::size_t over = 0;
};
LinesOverCards lines_over_cards(const Evidence& e, const SegmentSet& printed, const Choices& choice) {
  SegmentSet plain = choice.lines;
  for (const auto& run : choice.shooting)
    for (SegmentId id : run.first) plain.reset(static_cast<std::size_t>(id));
  const int new_line_uses =
      !e.power_card || *e.power_card == Power::NewLine ? power_shape_uses(Power::NewLine, choice.lines | printed) : 0;
  const auto most = static_cast<std::size_t>(most_lines_drawn(static_cast<int>(choice.shooting.size()), new_line_uses));
  return {plain, plain.count() > most ? plain.count() - most : 0};
}

double absent_odds(const std::array<double, kSegmentCount>& line_p, std::size_t k) {
  return (1 - line_p[k]) / std::max(line_p[k], 1e-9);
}

// More plain lines read than the cards give means some read line is not there. Which one the photo does not say;
// the less surely a line was read, the likelier. With one line too many, the least sure is absent with probability
// its odds of absence over the sum of every read line's; the next too many, likewise among the rest. A line that
// then leans absent is read so (and reported, not decisive); when every line was read surely, the reading stands
// and the audit says the sheet has too many lines.
void drop_lines_over_cards(const Evidence& e, const SegmentSet& printed, Choices& choice,
                           std::array<double, kSegmentCount>& line_p) {
  auto [plain, over] = lines_over_cards(e, printed, choice);
  for (; over > 0; --over) {
    double all_odds = 0;
    std::size_t least = kSegmentCount;
    for (std::size_t k = 0; k < plain.size(); ++k) {
      if (!plain.test(k)) continue;
      all_odds += absent_odds(line_p, k);
      if (least == kSegmentCount || line_p[k] < line_p[least]) least = k;
    }
    if (least == kSegmentCount || !(all_odds > 0)) return;
    line_p[least] = std::min(line_p[least], 1 - absent_odds(line_p, least) / all_odds);
    if (line_p[least] > 0.5) return;
    choice.lines.reset(least);
    plain.reset(least);
  }
}

// How likely, by the photo, exactly `absent` of the `plain` lines are not there, against all of them being there:
// the sum over every such choice of lines of their odds of absence multiplied (an elementary symmetric sum).
double odds_of_absent_lines(const SegmentSet& plain, const std::array<double, kSegmentCount>& line_p,
                            std::size_t absent) {
  std::vector<double> sum(absent + 1, 0.0);
  sum[0] = 1;
  for (std::size_t k = 0; k < plain.size(); ++k)
    if (plain.test(k))
      for (std::size_t j = absent; j > 0; --j) sum[j] += sum[j - 1] * absent_odds(line_p, k);
  return sum[absent];
}

// The run read as a shooting star on the least sure head, when that head is doubtful.
SeenShootingStar* doubtful_head(std::vector<SeenShootingStar>& runs) {
  SeenShootingStar* least = nullptr;
  for (SeenShootingStar& run : runs)
    if (run.head_p > 0.5 && !decisive(run.head_p) && (!least || run.head_p < least->head_p)) least = &run;
  return least;
}

// A shooting star takes a night card, two lines fewer. When one read on a doubtful head leaves more lines than the
// cards give, either that many lines are absent or the head is not there and its run is plain lines (dev normal
// 45594: a head read at 0.53 on a lone diagonal, and a bowed line read at 0.90 then dropped to 0.03 for it). Both
// are weighed by the photo: the head's probability times the odds of that many lines being absent, against the
// head's absence times the odds of the lines the cap then still leaves over. Each line then takes both readings'
// probabilities, weighed so, on the side of the likelier reading.
void keep_within_cards(const Evidence& e, const SegmentSet& printed, Choices& choice,
                       std::array<double, kSegmentCount>& line_p, std::vector<SeenShootingStar>& runs) {
  SeenShootingStar* doubtful = doubtful_head(runs);
  const LinesOverCards with = lines_over_cards(e, printed, choice);
  if (!doubtful || with.over == 0) return drop_lines_over_cards(e, printed, choice, line_p);
  Choices without_head = choice;
  std::erase_if(without_head.shooting, [&](const auto& r) { return r.first == doubtful->lines; });
  const LinesOverCards without = lines_over_cards(e, printed, without_head);
  const double kept = doubtful->head_p * odds_of_absent_lines(with.plain, line_p, with.over);
  const double gone = (1 - doubtful->head_p) * odds_of_absent_lines(without.plain, line_p, without.over);
  if (!(kept + gone > 0)) return drop_lines_over_cards(e, printed, choice, line_p);
  const double head_p = kept / (kept + gone);
  std::array<double, kSegmentCount> p_with = line_p, p_without = line_p;
  drop_lines_over_cards(e, printed, choice, p_with);
  drop_lines_over_cards(e, printed, without_head, p_without);
  if (head_p <= 0.5) choice = without_head;
  constexpr double kJustOver = 1e-3;
  for (std::size_t k = 0; k < line_p.size(); ++k) {
    if (p_with[k] == line_p[k] && p_without[k] == line_p[k]) continue;
    const double p = head_p * p_with[k] + (1 - head_p) * p_without[k];
    line_p[k] = choice.lines.test(k) ? std::max(p, 0.5 + kJustOver) : std::min(p, 0.5 - kJustOver);
  }
  doubtful->head_p = head_p;
}

// New stars are drawn two at a time (the new-stars power), so an odd number read is one too many or one too few:
// of the least likely star read (w) and the likeliest one not read (u), both are there or neither, unless the
// player broke the rule (kUnpairedStarOdds: a star plainly seen alone stays, reported).
// Both take the probabilities of those three readings (and the fourth, u alone) weighed by what the photo says.
// `added`: likeliest first.
void read_added_stars_in_pairs(std::vector<std::pair<double, Point>>& added) {
  const auto read =
      static_cast<std::size_t>(std::count_if(added.begin(), added.end(), [](const auto& a) { return a.first > 0.5; }));
  if (read % 2 == 0) return;
  const auto odds = [](double p) {
    const double q = std::clamp(p, 1e-9, 1 - 1e-9);
    return q / (1 - q);
  };
  const double w = odds(added[read - 1].first), u = read < added.size() ? odds(added[read].first) : 0;
  const double both = w * u, neither = 1, w_alone = w * kUnpairedStarOdds, u_alone = u * kUnpairedStarOdds;
  const double all = both + neither + w_alone + u_alone;
  added[read - 1].first = (both + w_alone) / all;
  if (read < added.size()) added[read].first = (both + u_alone) / all;
}

int total_of(const Evidence& e, const Choices& c) {
  bool unidentified = false;
  return score(build_state(e, c, unidentified)).total;
}

// How many objects the power card's uses of its shape among `lines` place: one a use, the galaxy's two marks a use;
// the crescent moon and the black hole once a game, however often their shape is completed (dev normal 9908: a second
// crescent read at 0.59 on a star beside a line's blobby end; dev hard 7788: at 0.57).
std::size_t objects_of_uses(Power power, const SegmentSet& lines) {
  const auto uses = static_cast<std::size_t>(power_shape_uses(power, lines));
  if (power == Power::CrescentMoon || power == Power::BlackHole) return std::min<std::size_t>(uses, 1);
  return power == Power::Galaxy ? 2 * uses : uses;
}

// A lone diagonal run as the photo shows it: the head at the end likelier to hold one, held doubtful where an end
// is not seen.
SeenShootingStar seen_run(const Evidence& e, const Board& board, const std::vector<SegmentId>& run) {
  const auto [a, b] = run_ends(run);
  auto [pa, pb] = run_head_p(e, board, a, b);
  if (run.size() >= kLongRunLines) {
    if (unseen(e, a) && !unseen(e, b) && pb <= 0.5) pa = std::max(pa, kLongRunUnseenHeadP);
    if (unseen(e, b) && !unseen(e, a) && pa <= 0.5) pb = std::max(pb, kLongRunUnseenHeadP);
  }
  double hp = std::max(pa, pb);
  if (unseen(e, a) || unseen(e, b)) hp = std::clamp(hp, 1 - kAtCoverP, kAtCoverP);
  return {run, pa >= pb ? a : b, hp};
}

// The lone runs read as shooting stars: those with a head likelier there than not.
void read_shooting(const std::vector<SeenShootingStar>& runs, Choices& choice) {
  choice.shooting.clear();
  for (const SeenShootingStar& run : runs)
    if (run.head_p > 0.5) choice.shooting.emplace_back(run.lines, run.head);
}

// Every point of the lone runs: a mark there is a head or nothing, never an object.
PointSet run_points(const std::vector<SeenShootingStar>& runs) {
  PointSet out;
  for (const SeenShootingStar& run : runs)
    for (SegmentId id : run.lines) {
      out.set(static_cast<std::size_t>(point_index(segment(id).a)));
      out.set(static_cast<std::size_t>(point_index(segment(id).b)));
    }
  return out;
}

// The night deck read lines the other way: a line it added or took away may make a lone diagonal run, lengthen one
// or join two (dev normal 11922: a line added onto a run's end made a shooting star, whose head was then read as a
// twinkling star). The runs are found again on the lines as they now stand. One as it was keeps its head as the deck
// left it; a new one is read as the first ones were, its head weighed against the shooting-star cards with the rest
// (theirs were when first read).
void reread_runs_after_deck(const Evidence& e, const Board& board, const SegmentSet& printed, Choices& choice,
                            std::vector<SeenShootingStar>& runs) {
  std::vector<SeenShootingStar> kept, fresh;
  for (const auto& run : isolated_diagonal_runs(choice.lines, printed)) {
    const auto same = std::find_if(runs.begin(), runs.end(), [&](const auto& r) { return r.lines == run; });
    if (same != runs.end())
      kept.push_back(*same);
    else
      fresh.push_back(seen_run(e, board, run));
  }
  if (fresh.empty() && kept.size() == runs.size()) return;
  std::vector<SeenShootingStar> all = kept;
  all.insert(all.end(), fresh.begin(), fresh.end());
  keep_within_shooting_star_cards(all);
  kept.insert(kept.end(), all.begin() + static_cast<std::ptrdiff_t>(kept.size()), all.end());
  runs = std::move(kept);
  read_shooting(runs, choice);
}

// The heads of the isolated diagonal runs among the lines the photo alone reads drawn, where the head model reads
// a head likelier at that end than at the other, and likely: such a mark is the run's head, not an object that
// blocks lines (dev normal 59555, the galaxy card: a head's mark at 0.995 blocked its bowed line, read at 0.90, down
// to 0.47; the head then read as a galaxy's half at 0.999 and a real galaxy left out).
PointSet heads_of_runs_seen(const Evidence& e, const Board& board, const SegmentSet& printed) {
  SegmentSet photo_lines;
  for (std::size_t k = 0; k < e.line_p.size(); ++k) photo_lines.set(k, e.line_p[k] > 0.5 && !printed.test(k));
  PointSet heads;
  for (const auto& run : isolated_diagonal_runs(photo_lines, printed)) {
    const auto [a, b] = run_ends(run);
    const auto [pa, pb] = run_head_p(e, board, a, b);
    if (pa > 0.5 && pa > pb) heads.set(static_cast<std::size_t>(point_index(a)));
    if (pb > 0.5 && pb > pa) heads.set(static_cast<std::size_t>(point_index(b)));
  }
  return heads;
}

// Whether the state breaks a rule the turns are to mend: any the audit holds illegal but more objects than the
// power's uses, which the objects' odds weigh already (kBeyondUsesOdds) and whose lines, most often, lie hidden under
// a cover where any may be turned at the same cost.
bool breaks_a_rule(const State& s) {
  const auto findings = audit(s);
  return std::any_of(findings.begin(), findings.end(),
                     [](const Finding& f) { return f.severity == Severity::Illegal && f.rule != "too-many-powers"; });
}

// A reading not decisive that the decoder may take the other way, against the photo's odds, where the state read
// breaks a rule: a line, a run's head, or an object (a mark or an added star).
struct Turn {
  enum class Kind { Line, Head, Object } kind;
  std::size_t index;  // the segment (Line), the run of Decoded::shooting_stars (Head), of Decoded::objects (Object)
  double cost;        // how much less likely the reading is taken the other way: its |log odds|
};

// What a set of turns is taken against: the choices as read, and what reads the lines again at an added star.
struct TurnBasis {
  const Evidence& e;
  const Board& board;
  const SegmentSet& printed;
  const Choices& choice;
  const Decoded& read;
  const std::array<double, kSegmentCount>& photo_p;
  const PointSet& new_star;
  const PointSet& blocking;
};

// The choices with `turns` taken: the shooting stars kept where their runs stay lone, a head turned on only there.
Choices turned(const TurnBasis& b, const std::vector<Turn>& turns) {
  Choices c = b.choice;
  PointSet stars = b.new_star;
  for (const Turn& t : turns) {
    if (t.kind == Turn::Kind::Line) c.lines.flip(t.index);
    if (t.kind != Turn::Kind::Object) continue;
    const SeenObject& o = b.read.objects[t.index];
    auto& list = o.on_artwork ? c.new_stars : c.marks;
    if (std::erase(list, o.at) == 0) list.push_back(o.at);
    if (!o.on_artwork) continue;
    // An added star taken the other way takes the lines onto it along, read again with the star there or not.
    stars.flip(static_cast<std::size_t>(point_index(o.at)));
    for (SegmentId id : segments_at(o.at)) {
      const auto k = static_cast<std::size_t>(id);
      if (!b.printed.test(k)) c.lines.set(k, line_under_rules(b.e, b.board, id, b.photo_p[k], stars, b.blocking) > 0.5);
    }
  }
  keep_isolated_runs(c, b.choice, b.printed);
  const auto runs = isolated_diagonal_runs(c.lines, b.printed);
  for (const Turn& t : turns) {
    if (t.kind != Turn::Kind::Head) continue;
    const SeenShootingStar& run = b.read.shooting_stars[t.index];
    if (std::erase_if(c.shooting, [&](const auto& r) { return r.first == run.lines; }) == 0 &&
        std::find(runs.begin(), runs.end(), run.lines) != runs.end())
      c.shooting.emplace_back(run.lines, run.head);
  }
  return c;
}

// The readings not decisive, least sure first, that a legal state may turn (kTurnsWeighed of them at most).
constexpr std::size_t kTurnsWeighed = 12;
std::vector<Turn> turns_possible(const TurnBasis& b) {
  const auto cost = [](double p) {
    p = std::clamp(p, 1e-9, 1 - 1e-9);
    return std::abs(std::log(p / (1 - p)));
  };
  std::vector<Turn> out;
  for (std::size_t k = 0; k < b.read.line_p.size(); ++k)
    if (!b.printed.test(k) && !decisive(b.read.line_p[k])) out.push_back({Turn::Kind::Line, k, cost(b.read.line_p[k])});
  for (std::size_t i = 0; i < b.read.shooting_stars.size(); ++i)
    if (!decisive(b.read.shooting_stars[i].head_p))
      out.push_back({Turn::Kind::Head, i, cost(b.read.shooting_stars[i].head_p)});
  for (std::size_t i = 0; i < b.read.objects.size(); ++i)
    if (!decisive(b.read.objects[i].p)) out.push_back({Turn::Kind::Object, i, cost(b.read.objects[i].p)});
  std::sort(out.begin(), out.end(), [](const Turn& x, const Turn& y) { return x.cost < y.cost; });
  if (out.size() > kTurnsWeighed) out.resize(kTurnsWeighed);
  return out;
}

// A state that breaks a rule is no game's: the likeliest legal one within kMostTurns turns of the readings not
// decisive is read instead (each turned reading stays reported, read against its odds), the least sum of their
// |log odds|. None within reach: the state stays as read, and the audit names the rule it breaks. Only with the
// power card known: with none named, the rules can't tell which marks and added stars are the card's (the audit
// holds every one of them illegal). No turns where the state breaks no rule.
constexpr std::size_t kMostTurns = 3;
std::vector<Turn> turns_to_legal(const TurnBasis& b) {
  bool unidentified = false;
  if (!b.e.power_card || !breaks_a_rule(build_state(b.e, b.choice, unidentified))) return {};
  const std::vector<Turn> possible = turns_possible(b);
  std::vector<Turn> best, trial;
  double best_cost = std::numeric_limits<double>::infinity();
  const auto weigh = [&](double cost) {
    if (cost >= best_cost || breaks_a_rule(build_state(b.e, turned(b, trial), unidentified))) return;
    best = trial;
    best_cost = cost;
  };
  const std::size_t n = possible.size();
  for (std::size_t i = 0; i < n; ++i) {
    trial = {possible[i]};
    weigh(possible[i].cost);
    for (std::size_t j = i + 1; j < n && kMostTurns >= 2; ++j) {
      trial = {possible[i], possible[j]};
      weigh(possible[i].cost + possible[j].cost);
      for (std::size_t l = j + 1; l < n && kMostTurns >= 3; ++l) {
        trial = {possible[i], possible[j], possible[l]};
        weigh(possible[i].cost + possible[j].cost + possible[l].cost);
      }
    }
  }
  return best;
}

}  // namespace

// One reading of the evidence. Marks at the points of `unblocked` do not block the lines at them (a second
// reading, once the first left those marks out). `unread_blocking`, when given, receives the points whose marks
// blocked a line the photo alone reads drawn, and which were then not read.
Decoded decode_once(const Evidence& e, const PointSet& unblocked, PointSet* unread_blocking) {
  Decoded out;
  const Board& board = starsight::board(e.board);
  const SegmentSet printed = board.printed();

  // 1. Added stars on artwork points: they make lines there legal. With a known power card other than
  // new stars, none can have been added; with it, at most 2 per use of its shape among the lines seen
  // (lines onto stars added earlier may complete the shape again, so every line the photo shows counts
  // here, whatever its ends: this is only an upper bound on the uses).
  Choices choice;
  PointSet new_star;
  std::size_t allowed_new = kPointCount;
  if (e.power_card == Power::NewStars) {
    SegmentSet seen = printed;
    for (int id = 0; id < kSegmentCount; ++id) {
      const Segment& s = segment(id);
      if (e.line_p[static_cast<std::size_t>(id)] > 0.5 && board.kind(s.a) != PointKind::Outside &&
          board.kind(s.b) != PointKind::Outside)
        seen.set(static_cast<std::size_t>(id));
    }
    allowed_new = 2 * static_cast<std::size_t>(power_shape_uses(Power::NewStars, seen));
  }
  std::vector<std::pair<double, Point>> added;
  for (int i = 0; i < kPointCount; ++i) {
    const Point p = point_at(i);
    const bool possible = !e.power_card || *e.power_card == Power::NewStars;
    if (possible && board.kind(p) == PointKind::Artwork)
      added.emplace_back(with_odds(e.star_p[static_cast<std::size_t>(i)], added_star_line_evidence(e, board, p)), p);
  }
  std::sort(added.begin(), added.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  for (std::size_t k = allowed_new; k < added.size(); ++k)
    added[k].first = with_odds(added[k].first, kBeyondUsesOdds * kBeyondUsesOdds);
  read_added_stars_in_pairs(added);
  std::vector<SeenObject> seen_added;
  for (const auto& [p, at] : added) {
    // Every added star not ruled out is listed (and, when not decisive, reported uncertain), read or not.
    if (p > 1 - kDecisive) seen_added.push_back({at, p, true, p > 0.5});
    if (p > 0.5) {
      choice.new_stars.push_back(at);
      new_star.set(static_cast<std::size_t>(point_index(at)));
    }
  }

  // 2. Object marks on stars (and where they block lines, that evidence). A shooting star's head is a mark too:
  // the head of a run the photo shows does not block it.
  PointSet blocking;
  const bool marks_block = e.power_card && blocks_lines(*e.power_card);
  const PointSet heads_seen = marks_block ? heads_of_runs_seen(e, board, printed) : PointSet{};
  for (int i = 0; i < kPointCount; ++i) {
    const Point p = point_at(i);
    const auto k = static_cast<std::size_t>(i);
    if (marks_block && board.kind(p) == PointKind::Star && e.mark_p[k] > 0.5 && !unblocked.test(k) &&
        !heads_seen.test(k))
      blocking.set(k);
  }

  // 3. Lines, with the rules' prior.
  SegmentSet hidden_lines;
  SegmentSet unseen_lines;      // of those, the ones at points not seen (not only under something wide, ends seen)
  SegmentSet washed_out_lines;  // read absent under a washed-out glare (Evidence::washed_out)
  std::array<double, kSegmentCount> blocked_p{};  // what a line discounted by the marks at its ends had without them
  std::array<double, kSegmentCount> photo_p = e.line_p;  // the photo's, with lines seen running in under a cover
  for (int id = 0; id < kSegmentCount; ++id) {
    const auto k = static_cast<std::size_t>(id);
    const Segment& s = segment(id);
    if (printed.test(k)) {
      out.line_p[k] = 1;
      continue;
    }
    const bool unseen = touches(s, e.hidden) || beside_cover(s, e.hidden);
    const bool under_cover = unseen || e.covered.test(k);
    const bool runs_in = under_cover && runs_in_under_cover(e, k);
    if (runs_in) photo_p[k] = std::max(photo_p[k], kRunsUnderCoverP);
    // Without the marks that block it, the line is read as the photo shows it, a galaxy's oval aside.
    const double as_line = std::max(photo_p[k], e.line_p_unless_galaxy[k]);
    double p = line_under_rules(e, board, id, touches(s, unblocked) ? as_line : photo_p[k], new_star, blocking);
    if (touches(s, unblocked)) p = std::min(p, kUnblockedLineP);
    if (touches(s, blocking)) blocked_p[k] = line_under_rules(e, board, id, as_line, new_star, PointSet{});
    // A line along a band that runs on past the lattice, where nothing is drawn: glare along a lattice direction
    // (dev hard 5045: a band across the board along a diagonal read as 7 lines, 6 not drawn, at 0.98-1.00),
    // doubted as glare at a slant is. Not at a cover, whose own edge runs on past the lattice beside the lines
    // drawn up to it (dev normal 5017: a finger along a diagonal); but that edge may be the line read, however
    // plainly (dev hard 10975: a card's white rim along a diagonal into the card, read as a line at 1.000 with
    // nothing said of it): there it stays read, reported.
    if (e.along_band.test(k)) p = under_cover ? std::min(p, kAtCoverP) : with_odds(p, kAlongGlareOdds);
    // A thin stroke stays doubted whatever the rules would make of it (Evidence::thin).
    if (e.thin.test(k)) p = std::min(p, kThinStrokeP);
    if (e.narrow.test(k)) p = std::min(p, kNarrowStrokeP);
    // A line read plainly between two stars neither of which is seen: what lies over them may carry a straight
    // stroke of its own (dev hard 25823: a card over the arch, the white dash printed on it read as (5,10)-(6,10) at
    // 0.998 with nothing said, its stars hidden under the card). It stays read, but is reported.
    if (touches_both(s, e.hidden)) p = std::min(p, kAtCoverP);
    // And one in a stroke too thin to hide its stars, neither of them plainly seen (Evidence::over_unseen_stars).
    if (e.over_unseen_stars.test(k)) p = std::min(p, kAtCoverP);
    if (under_cover && p > 0 && p < kPlainlySeen) {
      if (unseen && !runs_in) p = with_odds(p, kUnseenLineOdds);
      p = std::clamp(p, kHiddenLineP, kAtCoverP);
      hidden_lines.set(k);
      unseen_lines.set(k, unseen);
    }
    if (e.washed_out.test(k) && !hidden_lines.test(k) && p < kWashedOutLineP) {
      p = kWashedOutLineP;
      washed_out_lines.set(k);
    }
    out.line_p[k] = p;
    if (p > 0.5) choice.lines.set(k);
  }

  // 4. Shooting stars: isolated straight diagonal runs with a head at one end.
  drop_lines_touching_shooting_stars(e, board, printed, choice, out.line_p);
  for (const auto& run : isolated_diagonal_runs(choice.lines, printed))
    out.shooting_stars.push_back(seen_run(e, board, run));
  keep_within_shooting_star_cards(out.shooting_stars);
  read_shooting(out.shooting_stars, choice);

  keep_within_cards(e, printed, choice, out.line_p, out.shooting_stars);
  LinesRead read{choice.lines, choice.shooting, out.line_p, out.shooting_stars};
  const SegmentSet carded = read_lines_as_night_cards(e.power_card, printed, hidden_lines, read);
  const SegmentSet paired = read_lines_in_pairs(e.power_card, printed, hidden_lines, read);
  const SegmentSet partnered = read_partners_not_seen(
      e.power_card, printed, hidden_lines, hidden_lines & ~segments_touching(blocking), {photo_p, e.seen_part}, read);
  if ((carded | paired | partnered).any()) reread_runs_after_deck(e, board, printed, choice, out.shooting_stars);
  const PointSet heads = run_points(out.shooting_stars);

  // 5. Marks on stars that are not shooting-star heads. A known power card says where its objects may be
  // (on an unused star, or on a constellation's star) and how many: one per line-disjoint use of its shape.
  const bool objects_possible = !e.power_card || places_objects(*e.power_card);
  const PointSet line_points = endpoints(choice.lines | printed);
  std::vector<std::pair<double, Point>> candidates;
  for (int i = 0; i < kPointCount && objects_possible; ++i) {
    const auto k = static_cast<std::size_t>(i);
    const Point p = point_at(i);
    if (board.kind(p) != PointKind::Star || heads.test(k)) continue;
    double pm = std::min(e.mark_p[k], mark_believed_at_most(e, p));
    if (e.power_card) {
      const bool on_constellation = *e.power_card == Power::Nova || *e.power_card == Power::LuminousAura;
      if (line_points.test(k) != on_constellation) pm = with_odds(pm, kMisplacedObjectOdds);
    }
    candidates.emplace_back(pm, p);
  }
  std::sort(candidates.begin(), candidates.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  std::size_t allowed = candidates.size(), possible = candidates.size();
  if (e.power_card) {
    allowed = objects_of_uses(*e.power_card, choice.lines | printed);
    possible =
        objects_of_uses(*e.power_card, lines_that_may_be_drawn(choice.lines | printed, hidden_lines, out.line_p));
  }
  for (std::size_t c = 0; c < candidates.size(); ++c) {
    auto [pm, p] = candidates[c];
    if (c >= possible)
      pm = with_odds(pm, kBeyondAnyUsesOdds);
    else if (c >= allowed)
      pm = with_odds(pm, kBeyondUsesOdds);
    else if (e.power_card)
      pm = with_odds(pm, kEarnedUseOdds);
    pm = std::min(pm, mark_believed_at_most(e, p));
    if (pm > 1 - kDecisive) out.objects.push_back({p, pm, false, pm > 0.5});
    if (pm > 0.5) choice.marks.push_back(p);
  }
  out.objects.insert(out.objects.end(), seen_added.begin(), seen_added.end());
  // The runs whose head a rule had read the other way than its odds say.
  std::vector<bool> head_turned(out.shooting_stars.size(), false);
  const TurnBasis basis{e, board, printed, choice, out, photo_p, new_star, blocking};
  if (const std::vector<Turn> turns = turns_to_legal(basis); !turns.empty()) {
    choice = turned(basis, turns);
    for (const Turn& t : turns) {
      if (t.kind == Turn::Kind::Object) out.objects[t.index].read = !out.objects[t.index].read;
      if (t.kind == Turn::Kind::Head) head_turned[t.index] = true;
    }
  }

  // A line discounted by marks at its ends that were not read after all (more marks than the card's uses allow)
  // stays unread, but is reported: it may be the line the marks were taken to hide (dev easy seed 5739: a
  // thick line between two stars, taken for a galaxy's oval, and then neither read nor reported).
  PointSet read_marks;
  for (Point p : choice.marks) read_marks.set(static_cast<std::size_t>(point_index(p)));
  for (int id = 0; id < kSegmentCount; ++id) {
    const auto k = static_cast<std::size_t>(id);
    const Segment& s = segment(id);
    const bool marks_read = touches(s, read_marks);
    if (blocked_p[k] > out.line_p[k] && !marks_read && !choice.lines.test(k)) {
      out.line_p[k] = std::min(blocked_p[k], kUnreadMarksLineP);
      if (unread_blocking && blocked_p[k] > 0.5)
        for (Point end : {s.a, s.b})
          if (blocking.test(static_cast<std::size_t>(point_index(end))))
            unread_blocking->set(static_cast<std::size_t>(point_index(end)));
    }
  }

  out.state = build_state(e, choice, out.objects_unidentified);

  // 6. What is not decisive, with the total it would make if read the other way.
  double confidence = e.board_p;
  if (e.runner_up != 0 && !decisive(e.board_p)) {
    Evidence other = e;
    other.board = e.runner_up;
    UncertainReading u{"board",
                       {},
                       e.board_p,
                       true,
                       total_of(other, choice),
                       "board " + std::to_string(e.board) + ", else board " + std::to_string(e.runner_up)};
    out.uncertain.push_back(u);
  }
  for (int id = 0; id < kSegmentCount; ++id) {
    const auto k = static_cast<std::size_t>(id);
    if (printed.test(k)) continue;
    const double p = out.line_p[k];
    confidence *= choice.lines.test(k) ? p : 1 - p;  // a line may be read against its odds (the deck's likeliest)
    if (decisive(p)) continue;
    Choices flipped = choice;
    flipped.lines.flip(k);
    keep_isolated_runs(flipped, choice, printed);
    const Segment& s = segment(id);
    if (unseen_lines.test(k)) {
      out.hidden.set(static_cast<std::size_t>(point_index(s.a)));
      out.hidden.set(static_cast<std::size_t>(point_index(s.b)));
    }
    out.uncertain.push_back(
        {"line",
         {s.a, s.b},
         p,
         choice.lines.test(k),
         total_of(e, flipped),
         carded.test(k) || (partnered.test(k) && !hidden_lines.test(k))
             ? "read the other way than the photo alone says: the lines read did not pair into night cards' shapes"
         : paired.test(k)
             ? "read the other way than the photo alone says: each card gives two lines, and the count was odd"
         : partnered.test(k) && choice.lines.test(k)
             ? "hidden, read drawn: a line seen needs its night card's other line under the cover, likeliest here"
         : partnered.test(k) ? "hidden, read not drawn: the lines seen pair into night cards' shapes without it"
         : washed_out_lines.test(k)
             ? "under glare: the photo is washed out along it, where a line would hardly show; read not drawn"
         : e.over_unseen_stars.test(k) && !hidden_lines.test(k)
             ? "its stars are not seen under a stroke too thin to hide them: the straight edge of something over them "
               "(a card's rim) may be what was read"
         : !hidden_lines.test(k) ? ""
         : unseen_lines.test(k)
             ? "hidden: the board could not be seen there (something over it, or glare)"
             : "hidden: something wider than a line lies along it (a finger, a pen, a line drawn twice over)"});
  }
  for (std::size_t i = 0; i < out.shooting_stars.size(); ++i) {
    const SeenShootingStar& ss = out.shooting_stars[i];
    const bool is_shooting = (ss.head_p > 0.5) != head_turned[i];
    confidence *= is_shooting ? ss.head_p : 1 - ss.head_p;
    if (decisive(ss.head_p)) continue;
    Choices flipped = choice;
    if (is_shooting)
      std::erase_if(flipped.shooting, [&](const auto& r) { return r.first == ss.lines; });
    else
      flipped.shooting.emplace_back(ss.lines, ss.head);
    std::vector<Point> pts{ss.head};
    out.uncertain.push_back({"shooting-star-head", pts, ss.head_p, is_shooting, total_of(e, flipped),
                             "a shooting star if the head is there, ordinary lines if not"});
  }
  for (const auto& o : out.objects) {
    confidence *= o.read ? o.p : 1 - o.p;
    if (decisive(o.p)) continue;
    Choices flipped = choice;
    auto& list = o.on_artwork ? flipped.new_stars : flipped.marks;
    if (o.read)
      std::erase(list, o.at);
    else
      list.push_back(o.at);
    // An added star read the other way takes the lines onto it along: read again with the star there or not.
    if (o.on_artwork) {
      PointSet flipped_star = new_star;
      flipped_star.flip(static_cast<std::size_t>(point_index(o.at)));
      for (SegmentId id : segments_at(o.at)) {
        const auto k = static_cast<std::size_t>(id);
        if (!printed.test(k))
          flipped.lines.set(k, line_under_rules(e, board, id, photo_p[k], flipped_star, blocking) > 0.5);
      }
      keep_isolated_runs(flipped, choice, printed);
    }
    out.uncertain.push_back({o.on_artwork ? "new-star" : "object", {o.at}, o.p, o.read, total_of(e, flipped), ""});
  }
  out.confidence = confidence;
  return out;
}

Decoded decode(const Evidence& e) {
  // Marks that blocked a line and were then left out (more of them than the card's uses allow) were not what the
  // line's ink showed: read again without them blocking, the line is read, reported (dev easy 8460 and 8767: a
  // thick horizontal line read as a galaxy's oval, the galaxy then left out and the line with it). Unless the
  // second reading reads those marks after all (its lines earned the card more uses): then the first stands.
  PointSet unread;
  Decoded first = decode_once(e, PointSet{}, &unread);
  if (unread.none()) return first;
  Decoded second = decode_once(e, unread, nullptr);
  for (const SeenObject& o : second.objects)
    if (!o.on_artwork && o.read && unread.test(static_cast<std::size_t>(point_index(o.at)))) return first;
  return second;
}

double with_odds(double p, double factor) {
  p = std::clamp(p, 1e-9, 1 - 1e-9);
  const double odds = p / (1 - p) * factor;
  return odds / (1 + odds);
}

}  // namespace starsight::vision
