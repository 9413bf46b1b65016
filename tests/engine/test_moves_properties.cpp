// The move generator against the audit and against a direct reading of the
// rules, on sheets from simulated games: whatever it offers keeps a sheet
// legal, and a line is offered exactly when the rules allow it.
#include <gtest/gtest.h>

#include <string>

#include "illegal_findings.hpp"
#include "starsight/audit.hpp"
#include "starsight/line_groups.hpp"
#include "starsight/moves.hpp"
#include "starsight/sheet.hpp"
#include "starsight/simulator.hpp"

namespace starsight {
namespace {

using testing::illegal_findings;

// RULES.md read directly, one segment at a time, with the engine's Sheet.
bool rules_allow_line(const State& s, SegmentId id, int deck) {
  const Sheet sh = make_sheet(s);
  if (sh.lines.test(static_cast<std::size_t>(id))) return false;
  const Segment& seg = segment(id);
  for (Point p : {seg.a, seg.b}) {
    if (!has(sh.usable, p) || has(sh.shooting, p)) return false;
    if (p.y < first_usable_row(deck)) return false;
    for (Point hole : s.black_holes)
      if (adjacent(p, hole)) return false;
  }
  const auto crossing = crossing_segment(id);
  for (const ShootingStar& star : s.shooting_stars)
    for (SegmentId line : star.lines)
      if (crossing == line) return false;
  SegmentSet with = sh.lines;
  with.set(static_cast<std::size_t>(id));
  for (const LineGroup& g : line_groups(with)) {
    if (!g.lines.test(static_cast<std::size_t>(id))) continue;
    for (Point aura : s.luminous_auras)
      if (has(g.stars, aura)) return false;
    for (Point nova : s.novas)
      if (has(g.stars, nova) && g.size > 10) return false;
  }
  return true;
}

TEST(MovesProperties, DrawableLinesAreExactlyWhatTheRulesAllow) {
  for (std::uint64_t seed = 0; seed < 150; ++seed) {
    GameOptions o;
    if (seed % 3 == 0) o.power_card = seed % 2 ? Power::LuminousAura : Power::Nova;
    const State s = simulate_game(seed, o);
    for (int deck = 0; deck < kDeckCount; ++deck) {
      const PlayView v = play_view(s, deck);
      for (SegmentId id = 0; id < kSegmentCount; ++id)
        ASSERT_EQ(v.drawable.test(static_cast<std::size_t>(id)), rules_allow_line(s, id, deck))
            << "seed " << seed << " deck " << deck << " " << segment_name(id);
    }
  }
}

TEST(MovesProperties, EveryOfferedMoveKeepsTheSheetLegal) {
  for (std::uint64_t seed = 0; seed < 120; ++seed) {
    GameOptions o;
    o.power_card = static_cast<Power>(seed % kPowerCount);
    const State s = simulate_game(seed, o);
    ASSERT_EQ(illegal_findings(s), "");
    const int deck = static_cast<int>(seed % 3);
    const PlayView v = play_view(s, deck);
    const int card = static_cast<int>(seed % 27);
    const auto moves = card_placements(v, card);
    for (std::size_t i = 0; i < moves.size(); i += 7) {
      State next = s;
      apply(next, moves[i]);
      ASSERT_EQ(illegal_findings(next), "") << "seed " << seed << " card " << card << " move " << i;
    }
    if (s.shooting_stars.size() < 3) {
      const auto stars = shooting_star_placements(v);
      for (std::size_t i = 0; i < stars.size(); i += 5) {
        State next = s;
        apply(next, stars[i]);
        ASSERT_EQ(illegal_findings(next), "") << "seed " << seed << " shooting star " << i;
      }
    }
    // A power used once more than earned is only "too many"; where it goes is legal.
    SegmentSet any_constellation;
    for (const LineGroup& g : line_groups(v.lines))
      if (g.size >= 3) any_constellation = g.lines;
    const auto uses = power_uses(s, v, *o.power_card, any_constellation);
    for (std::size_t i = 0; i < uses.size(); i += 3) {
      State next = s;
      apply(next, uses[i]);
      ASSERT_EQ(illegal_findings(next, "too-many-powers"), "")
          << "seed " << seed << " " << power_name(*o.power_card) << " use " << i;
    }
  }
}

}  // namespace
}  // namespace starsight
