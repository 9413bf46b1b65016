#include "night_deck.hpp"

#include <algorithm>
#include <cmath>

#include "starsight/night_pairs.hpp"
#include "starsight/occurrences.hpp"
#include "starsight/vision/rule_decoder.hpp"

namespace starsight::vision {
namespace {

// How likely a player is to have broken the deck's rules, against a reading wrong (odds): rare, but a sheet is
// scored as drawn, and the photo must outweigh it.
constexpr double kDeckBrokenOdds = 0.05;
// With the new-line power in play and its shape among the lines, an odd count of lines is the power's single lines
// as often as these odds say (of 91 fitting games with the power, 15 had an odd count).
constexpr double kOddWithNewLineOdds = 0.2;
// The night deck's shooting-star cards.
constexpr std::size_t kShootingStarCards = 3;
// A reading the deck alone decided is kept off the decisive bounds: it is still reported.
constexpr double kDeckDecidedP = 0.97;
static_assert(kDeckDecidedP < kDecisive, "a reading the deck decided is reported");
// Readings surer than this either way are not changed to make the lines split into cards (their log-odds alone
// outweigh the deck).
constexpr double kOpenReading = 1e-3;
// The changes tried are of the kMostOpenReadings least sure readings, one or two at a time, in kNightCardTries tries
// of a split in all (night_pairs.hpp; each about 2 microseconds): a reading with more doubts than that, or a tangle
// taking more tries, is left to the count of lines alone.
constexpr std::size_t kMostOpenReadings = 16;
constexpr long kNightCardTries = 20000;
// The most changes weighed one or two at a time where segments not seen may hold a line's partner (of them, the
// kMostOpenReadings least sure readings seen): a wider cover is left as read.
constexpr std::size_t kMostPartnerChanges = 48;

double odds_of(double p) { return p / (1 - p); }
// The log-odds against reading `p` the other way.
double flip_cost(double p) { return std::abs(std::log(odds_of(p))); }

// Whether the new-line power may have added single lines: in play, its shape among the lines.
bool single_lines_possible(const std::optional<Power>& power_card, const LinesRead& read, const SegmentSet& printed) {
  return power_card == Power::NewLine && power_shape_uses(Power::NewLine, read.lines | printed) > 0;
}

// The lines of lone run `run`.
SegmentSet lines_of(const SeenShootingStar& run) {
  SegmentSet out;
  for (SegmentId id : run.lines) out.set(static_cast<std::size_t>(id));
  return out;
}

// The printed lines and the lone runs' lines: lines that change only as a whole run does.
SegmentSet fixed_lines(const SegmentSet& printed, const std::vector<SeenShootingStar>& runs) {
  SegmentSet fixed = printed;
  for (const SeenShootingStar& run : runs) fixed |= lines_of(run);
  return fixed;
}

// Reads lone run `r` as a shooting star (its head there) or as plain lines, at head probability `head_p`.
void read_run(LinesRead& read, std::size_t r, double head_p) {
  SeenShootingStar& run = read.runs[r];
  run.head_p = head_p;
  std::erase_if(read.shooting, [&](const auto& c) { return c.first == run.lines; });
  if (head_p > 0.5) read.shooting.emplace_back(run.lines, run.head);
}

// The chance each of `adds` (the probabilities that each reading adds one plain line) does, given the count of
// plain lines is even (or odd, at `odd_odds`); `sign` is -1 when the lines read surely are odd in number. Empty
// when the count already leans even.
std::vector<double> given_even_count(const std::vector<double>& adds, double sign, double odd_odds) {
  const std::size_t n = adds.size();
  std::vector<double> before(n + 1, 1), after(n + 1, 1);  // products of (1 - 2p) before reading i, from i on
  for (std::size_t i = 0; i < n; ++i) before[i + 1] = before[i] * (1 - 2 * adds[i]);
  for (std::size_t i = n; i-- > 0;) after[i] = after[i + 1] * (1 - 2 * adds[i]);
  const double q = sign * before[n];
  if (q > 0) return {};
  const double z = (1 + q) + odd_odds * (1 - q);
  std::vector<double> out(n);
  for (std::size_t i = 0; i < n; ++i) {
    const double q_without = sign * before[i] * after[i + 1];
    out[i] = adds[i] * ((1 - q_without) + odd_odds * (1 + q_without)) / z;
  }
  return out;
}

// A reading's probability once the deck has spoken: a doubtful reading stays reported.
double deck_weighed(double before, double after) {
  return decisive(before) ? after : std::clamp(after, 1 - kDeckDecidedP, kDeckDecidedP);
}

// A reading's probability once `share` of the ways weighed read it the other way (`read_so`: as it was read), the
// deck deciding no surer than kDeckDecidedP and never making the reading surer than before.
double share_weighed(double before, bool read_so, double share) {
  const double p = std::min(share, kDeckDecidedP);
  return read_so ? std::min(before, 1 - p) : std::max(before, p);
}

struct Change {
  std::vector<std::size_t> lines;  // segments read the other way
  std::vector<std::size_t> runs;   // lone runs whose head is read the other way
  double cost = 0;                 // the log-odds against it
};

// The readings that may change, each alone: the lines (off `fixed`), the lone runs' heads and the lone runs read as
// plain lines, read with some doubt (between kOpenReading and 1 - kOpenReading), whose change costs less than
// `budget`, the least costly first. `rest` receives the odds of every other line read the other way: a partner
// missed, or read, where no change was asked.
std::vector<Change> open_readings(const LinesRead& read, const SegmentSet& fixed, double budget, double& rest) {
  std::vector<Change> one;
  rest = 0;
  for (std::size_t k = 0; k < read.line_p.size(); ++k) {
    const double p = read.line_p[k];
    if (fixed.test(k) || p <= 0 || p >= 1) continue;
    if (p >= kOpenReading && p <= 1 - kOpenReading && flip_cost(p) < budget)
      one.push_back({{k}, {}, flip_cost(p)});
    else
      rest += p > 0.5 ? 1 / odds_of(p) : odds_of(p);
  }
  for (std::size_t r = 0; r < read.runs.size(); ++r) {
    const double p = read.runs[r].head_p;
    if (p >= kOpenReading && p <= 1 - kOpenReading && flip_cost(p) < budget) one.push_back({{}, {r}, flip_cost(p)});
    if (p > 0.5) continue;
    // A lone run read as plain lines may not be drawn at all (dev hard 6794: a lone diagonal in a corner at 0.51).
    Change none;
    for (SegmentId id : read.runs[r].lines) {
      const double q = read.line_p[static_cast<std::size_t>(id)];
      none.lines.push_back(static_cast<std::size_t>(id));
      none.cost += q >= kOpenReading && q <= 1 - kOpenReading ? flip_cost(q) : budget;
    }
    if (none.cost < budget) one.push_back(none);
  }
  std::sort(one.begin(), one.end(), [](const Change& a, const Change& b) { return a.cost < b.cost; });
  return one;
}

// Whether each lone run is read as a shooting star.
std::vector<bool> runs_read_shooting(const LinesRead& read) {
  std::vector<bool> shooting(read.runs.size());
  for (std::size_t r = 0; r < read.runs.size(); ++r) shooting[r] = read.runs[r].head_p > 0.5;
  return shooting;
}

// The plain lines (not printed, not runs read as shooting stars) once change `c` is made to the readings, the runs
// read as `shooting` says before it; none when the change draws a line onto a run then read as a shooting star, which
// touches no line (the head the photo sees would have to go too: dev hard 29502, 29533, 29637 lost theirs so).
std::optional<SegmentSet> plain_after(const LinesRead& read, const SegmentSet& printed,
                                      const std::vector<bool>& shooting, const Change& c) {
  SegmentSet plain = read.lines & ~printed;
  for (std::size_t k : c.lines) plain.flip(k);
  SegmentSet stars;
  for (std::size_t r = 0; r < read.runs.size(); ++r)
    if (shooting[r] != (std::find(c.runs.begin(), c.runs.end(), r) != c.runs.end())) stars |= lines_of(read.runs[r]);
  plain &= ~stars;
  if ((endpoints(plain) & endpoints(stars)).any()) return std::nullopt;
  return plain;
}

// Calls `visit` with each change of one or two of `one` costing less than `budget`.
template <class Visit>
void each_change(const std::vector<Change>& one, double budget, Visit&& visit) {
  for (std::size_t i = 0; i < one.size(); ++i) {
    if (one[i].cost < budget) visit(one[i]);
    for (std::size_t j = i + 1; j < one.size(); ++j) {
      Change c = one[i];
      c.lines.insert(c.lines.end(), one[j].lines.begin(), one[j].lines.end());
      c.runs.insert(c.runs.end(), one[j].runs.begin(), one[j].runs.end());
      c.cost += one[j].cost;
      if (c.cost < budget) visit(c);
    }
  }
}

// The least costly change of one or two of `one`, within `budget`, after which `splits` holds.
template <class Splits>
std::optional<Change> cheapest_split(const std::vector<Change>& one, double budget, Splits&& splits) {
  std::optional<Change> best;
  each_change(one, budget, [&](const Change& c) {
    if ((!best || c.cost < best->cost) && splits(c)) best = c;
  });
  return best;
}

// How the photo tells which of several segments not seen is a line's partner: its own reading's odds to this power,
// and, against it, how much of the segment's path is seen (nothing wide over it, its sky no brighter), times this: a
// segment seen all along that shows no ink lost only its stars (a cover's edge beside it, a dark card whose own print
// passes for them), where a line would show; one under something wide shows nothing either way. Fitted by the
// likelihood of the drawn partner among the candidates weighed, over 120 covered dev photos whose drawn partner lay
// among several (hard 24850..25449, 26050..26349, 27250..27549, normal 40700..41099, 43100..43499): best at 0.4 and
// 2.55 (the odds alone: 0.45, not 0.75). Fitted on a third and tried on the rest, 0.4 and 2.9 rank the drawn one first
// in 33 of 80 (the odds to 0.75: 24), its log-likelihood -160 against -182.
constexpr double kPartnerPhotoPower = 0.4, kSeenAgainstPartner = 2.5;

// The weight of drawing each of `partners` (segments not seen, in order): together as many as there are, each as
// much as the photo tells against the others. The deck says whether a partner is drawn, the photo only which.
std::vector<double> partner_weights(const SegmentSet& partners, const PhotoOfSegments& photo) {
  std::vector<double> says;
  for (std::size_t k = 0; k < partners.size(); ++k)
    if (partners.test(k))
      says.push_back(std::pow(odds_of(std::clamp(photo.line_p[k], 1e-4, 0.5)), kPartnerPhotoPower) *
                     std::exp(-kSeenAgainstPartner * photo.seen_part[k]));
  double sum = 0;
  for (double w : says) sum += w;
  for (double& w : says) w *= static_cast<double>(says.size()) / sum;
  return says;
}

// The segments not seen (of `hidden`, not read) where a card's other line of a line of `plain` may lie.
SegmentSet partners_not_seen(const SegmentSet& plain, const SegmentSet& hidden, const SegmentSet& read) {
  SegmentSet out;
  for (std::size_t k = 0; k < plain.size(); ++k)
    if (plain.test(k)) out |= night_card_partners(static_cast<SegmentId>(k));
  return out & hidden & ~read;
}

// Drawing each of `partners` (segments not seen), at the odds its reading has over a plain hidden segment's
// (kHiddenLineP) and as the photo tells among them (partner_weights).
std::vector<Change> partner_changes(const SegmentSet& partners, const PhotoOfSegments& photo, const LinesRead& read) {
  std::vector<Change> out;
  const std::vector<double> weights = partner_weights(partners, photo);
  for (std::size_t k = 0, i = 0; k < partners.size(); ++k)
    if (partners.test(k)) {
      const double read_odds = odds_of(std::max(read.line_p[k], kHiddenLineP)) / odds_of(kHiddenLineP);
      out.push_back({{k}, {}, -std::log(read_odds * weights[i++])});
    }
  return out;
}

// The partners of the likeliest of `ways` (of odds summing to `total` with the alternatives) that only draw partners
// (of `partners`), where those ways are together likelier than not: the deck says one is drawn, the photo which.
SegmentSet likeliest_partners(const std::vector<Change>& ways, double total, const SegmentSet& partners) {
  double share = 0;
  const Change* likeliest = nullptr;
  for (const Change& c : ways) {
    if (!c.runs.empty() ||
        !std::all_of(c.lines.begin(), c.lines.end(), [&](std::size_t k) { return partners.test(k); }))
      continue;
    share += std::exp(-c.cost) / total;
    if (!likeliest || c.cost < likeliest->cost) likeliest = &c;
  }
  SegmentSet drawn;
  if (likeliest && share > 0.5)
    for (std::size_t k : likeliest->lines) drawn.set(k);
  return drawn;
}

// Each reading changed by `ways` (of odds summing to `total` with the alternatives) takes their share as its
// probability, never surer than before; the lines read are those then likelier than not and `drawn`. Returns the
// lines read the other way than before.
SegmentSet read_by_shares(const std::vector<Change>& ways, double total, const SegmentSet& drawn,
                          const std::vector<bool>& shooting, LinesRead& read) {
  SegmentSet turned;
  std::array<double, kSegmentCount> line_changed{};
  std::vector<double> run_changed(read.runs.size());
  for (const Change& c : ways) {
    const double share = std::exp(-c.cost) / total;
    for (std::size_t k : c.lines) line_changed[k] += share;
    for (std::size_t r : c.runs) run_changed[r] += share;
  }
  for (std::size_t k = 0; k < kSegmentCount; ++k) {
    if (line_changed[k] <= 0) continue;
    const bool was = read.lines.test(k);
    read.line_p[k] = share_weighed(read.line_p[k], was, line_changed[k]);
    read.lines.set(k, read.line_p[k] > 0.5 || drawn.test(k));
    turned.set(k, was != read.lines.test(k));
  }
  for (std::size_t r = 0; r < read.runs.size(); ++r)
    if (run_changed[r] > 0) read_run(read, r, share_weighed(read.runs[r].head_p, shooting[r], run_changed[r]));
  return turned;
}

}  // namespace

// The night deck holds 3 shooting-star cards: a sheet has at most 3 shooting stars (RULES.md). A fourth read is
// likelier a head misread (a blobby stroke's end, an added star) than the rule broken. (Dev normal and hard: 3 of
// some 1500 readings read 4.)
void keep_within_shooting_star_cards(std::vector<SeenShootingStar>& runs) {
  std::vector<SeenShootingStar*> likeliest;
  for (SeenShootingStar& run : runs) likeliest.push_back(&run);
  std::stable_sort(likeliest.begin(), likeliest.end(),
                   [](const SeenShootingStar* a, const SeenShootingStar* b) { return a->head_p > b->head_p; });
  for (std::size_t i = kShootingStarCards; i < likeliest.size(); ++i)
    likeliest[i]->head_p = with_odds(likeliest[i]->head_p, kDeckBrokenOdds);
}

// Each night card gives two lines, drawn both or neither (RULES.md, Drawing): without the new-line power's single
// lines, a sheet's plain lines (not shooting stars, not printed) are even in number. (Of 700 fitting games, every
// one of the 609 without the new-line power had an even number.) A reading of an odd number has a line too many or
// too few, or a run of 1 or 3 diagonal lines read as a shooting star or not the wrong way; the least surely read the
// likeliest. Each such reading's probability becomes its chance given that the count is even, or odd against the
// deck (kDeckBrokenOdds, or kOddWithNewLineOdds): with q the product over the readings of (1 - 2p), p the chance
// each adds one plain line, the count is even with probability (1 + q) / 2, and reading k adds its line with an
// even count with probability p (1 - q_k) / 2, q_k the product without it.
SegmentSet read_lines_in_pairs(const std::optional<Power>& power_card, const SegmentSet& printed,
                               const SegmentSet& hidden, LinesRead& read) {
  SegmentSet turned;
  if (hidden.any()) return turned;
  const SegmentSet fixed = fixed_lines(printed, read.runs);
  // A line at a point of a lone run read as a shooting star is not drawn to even the count: a shooting star touches
  // no line, and the head seen would have to go too (of a run of an odd number of lines, the count would not even
  // change: the line and the run's lines would all be plain). Dev normal 47361: a line read at 0.35 at the end of a
  // three-line shooting star was drawn so, and the star lost; the line missed lay elsewhere.
  const std::vector<bool> shooting = runs_read_shooting(read);
  SegmentSet star_lines;
  for (std::size_t r = 0; r < read.runs.size(); ++r)
    if (shooting[r]) star_lines |= lines_of(read.runs[r]);
  const SegmentSet onto_stars = segments_touching(endpoints(star_lines));
  std::vector<std::size_t> lines, odd_runs;  // the readings the count may change
  std::vector<double> adds;
  double sign = 1;
  for (std::size_t k = 0; k < read.line_p.size(); ++k) {
    const double p = read.line_p[k];
    if (fixed.test(k) || p <= 0) continue;
    if (p <= 0.5 && onto_stars.test(k)) continue;
    if (p >= 1) {
      sign = -sign;
    } else {
      lines.push_back(k);
      adds.push_back(p);
    }
  }
  for (std::size_t r = 0; r < read.runs.size(); ++r) {
    if (read.runs[r].lines.size() % 2 == 0) continue;  // a run of 2 lines leaves the count as even as it was
    odd_runs.push_back(r);
    adds.push_back(1 - read.runs[r].head_p);  // plain lines unless the head is there
  }
  const double odd_odds = single_lines_possible(power_card, read, printed) ? kOddWithNewLineOdds : kDeckBrokenOdds;
  const std::vector<double> given = given_even_count(adds, sign, odd_odds);
  if (given.empty()) return turned;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::size_t k = lines[i];
    const bool was = read.line_p[k] > 0.5;
    read.line_p[k] = deck_weighed(read.line_p[k], given[i]);
    read.lines.set(k, read.line_p[k] > 0.5);
    turned.set(k, was != (read.line_p[k] > 0.5));
  }
  for (std::size_t i = 0; i < odd_runs.size(); ++i) {
    const std::size_t r = odd_runs[i];
    read_run(read, r, deck_weighed(read.runs[r].head_p, 1 - given[lines.size() + i]));
  }
  return turned;
}

// More than its count, a sheet's plain lines split into pairs, each the two lines of one night card's shape, each
// card once (night_pairs.hpp). (On dev normal 10700..10999, the lines of every one of the 261 games without the
// new-line power split so, and so did those of every reading read exactly; of the 8 readings with a line wrong and
// nothing hidden, 7 did not.) Where part of the sheet was not seen, its segments may each be drawn or not, and a line
// beside it may pair with one of them: a line that pairs with nothing still tells (dev hard 6740: a glare band along
// the left-hand column read as a line at 0.55, a hand over the top of the sheet). The least costly change of one or two
// readings that makes the lines split is taken, reported, at the odds of the sheet so changed over the sheet as read
// with the deck broken (kDeckBrokenOdds) or some other reading wrong (`rest`). A split may be had in more ways than one
// near a tangle of lines (dev normal 10734: four single changes each made the lines split, the photo's likeliest not
// the one drawn); where no change tried makes them split, the count of lines (read_lines_in_pairs) still speaks.
SegmentSet read_lines_as_night_cards(const std::optional<Power>& power_card, const SegmentSet& printed,
                                     const SegmentSet& hidden, LinesRead& read) {
  SegmentSet turned;
  if (!power_card || single_lines_possible(power_card, read, printed)) return turned;
  const std::vector<bool> shooting = runs_read_shooting(read);
  const auto split_after = [&](const Change& c, long& tries_left) {
    const std::optional<SegmentSet> plain = plain_after(read, printed, shooting, c);
    return plain ? pair_into_night_cards(*plain, hidden & ~printed, tries_left) : false;
  };
  // Segments not seen make a split easy to find, but no split hard to prove: the search is bounded as the changes'.
  if (long tries_left = hidden.any() ? kNightCardTries : kEnoughTries; split_after({}, tries_left) != false)
    return turned;

  const double budget = std::log(1 / kDeckBrokenOdds);
  double rest = 0;
  std::vector<Change> one = open_readings(read, fixed_lines(printed, read.runs) | hidden, budget, rest);
  if (one.size() > kMostOpenReadings) one.resize(kMostOpenReadings);
  long tries_left = kNightCardTries;
  bool gave_up = false;
  const std::optional<Change> best = cheapest_split(one, budget, [&](const Change& c) {
    const std::optional<bool> split = split_after(c, tries_left);
    gave_up = gave_up || !split;
    return split == true;
  });
  if (!best || gave_up) return turned;
  const double changed = std::exp(-best->cost);
  const double changed_p = changed / (changed + kDeckBrokenOdds + rest);
  if (changed_p <= 0.5) return turned;
  const double p = std::min(changed_p, kDeckDecidedP);
  for (std::size_t k : best->lines) {
    const bool now = !read.lines.test(k);
    read.line_p[k] = now ? p : 1 - p;
    read.lines.set(k, now);
    turned.set(k);
  }
  for (std::size_t r : best->runs) read_run(read, r, shooting[r] ? 1 - p : p);
  return turned;
}

// Where part of the sheet was not seen, the lines read may split into night cards only with some segments there
// drawn: a line seen whose card's other line can lie nowhere else. Every change of one or two readings that makes the
// lines split as read, the segments not seen then taken as read (not drawn), is weighed: drawing a segment not seen
// where a line read may find its partner as likely as drawing a plain hidden one (its reading's odds over
// kHiddenLineP's) and as the photo tells among them (partner_weights), changing a reading seen at the odds against
// it; against them, the deck broken (kDeckBrokenOdds) or some other reading wrong. Each reading takes the share of
// those ways that change it as its probability. Where the ways that only draw partners are together likelier than
// not, the likeliest of them is read drawn whatever its own share: the deck says one is drawn, and the likeliest
// whole sheet has the one the photo favours (reported, at its share; normal 45903: four places for a line's partner
// under a card, the drawn one's faint trace the photo's best). Partners are sought only among
// `room` (hidden segments clear of marks that block lines): a segment hidden by something wide along it may be an
// object's mark the lines must leave free (dev normal 41334: a galaxy's oval over (5,7)-(6,7), read as the one
// partner at 0.82 and the galaxy lost).
SegmentSet read_partners_not_seen(const std::optional<Power>& power_card, const SegmentSet& printed,
                                  const SegmentSet& hidden, const SegmentSet& room, const PhotoOfSegments& photo,
                                  LinesRead& read) {
  if (room.none() || !power_card || single_lines_possible(power_card, read, printed)) return {};
  const std::vector<bool> shooting = runs_read_shooting(read);
  long tries_left = kNightCardTries;
  const std::optional<SegmentSet> as_read = plain_after(read, printed, shooting, {});
  if (!as_read || pair_into_night_cards(*as_read, tries_left) != false) return {};

  const double budget = std::log(1 / kDeckBrokenOdds);
  double rest = 0;
  std::vector<Change> one = open_readings(read, fixed_lines(printed, read.runs) | hidden, budget, rest);
  if (one.size() > kMostOpenReadings) one.resize(kMostOpenReadings);
  const SegmentSet partners = partners_not_seen(*as_read, room & ~printed, read.lines);
  const std::vector<Change> drawing = partner_changes(partners, photo, read);
  one.insert(one.end(), drawing.begin(), drawing.end());
  if (one.size() > kMostPartnerChanges) return {};

  std::vector<Change> ways;
  double total = kDeckBrokenOdds + rest;
  bool gave_up = false;
  each_change(one, budget, [&](const Change& c) {
    const std::optional<SegmentSet> plain = plain_after(read, printed, shooting, c);
    const std::optional<bool> split = plain ? pair_into_night_cards(*plain, tries_left) : false;
    gave_up = gave_up || !split;
    if (split != true) return;
    ways.push_back(c);
    total += std::exp(-c.cost);
  });
  if (gave_up || ways.empty()) return {};
  return read_by_shares(ways, total, likeliest_partners(ways, total, partners), shooting, read);
}

}  // namespace starsight::vision
