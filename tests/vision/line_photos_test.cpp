// Photos whose lines the reader used to get wrong, each for a reason of its own (below): the line is read
// (reported uncertain, but read), or the ink taken for one is read for what it is, so the whole sheet is read
// right.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "starsight/simulator.hpp"

#include "read_rendered.hpp"

namespace starsight::vision {
namespace {

class LinePhoto : public ::testing::TestWithParam<PhotoSeed> {};

TEST_P(LinePhoto, IsReadExactly) {
  const auto seed = static_cast<std::uint64_t>(GetParam().seed);
  const State truth = simulate_game(seed);
  const Reading r = read_rendered(truth, seed, GetParam().level);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(canonical(r.state), canonical(truth));
}

// Dev easy photos with a line drawn as a stroke bowed well off the straight path, read absent at p 0.05.
INSTANTIATE_TEST_SUITE_P(BowedStrokes, LinePhoto,
                         ::testing::Values(PhotoSeed{5012}, PhotoSeed{5039}, PhotoSeed{5062}, PhotoSeed{5063}));
// Fainter bowed strokes, a marker running dry (standing out of a very dark sky by 0.54 and 0.59 of the white
// level), read absent at p 0.18 and 0.24 (dev easy 8758, 8856).
INSTANTIATE_TEST_SUITE_P(FaintBowedStrokes, LinePhoto, ::testing::Values(PhotoSeed{8758}, PhotoSeed{8856}));
// A grey stroke bowed 10 units between two stars, standing out of a very dark sky by 0.47 of the white level at its
// median and by 0.41 over 80 % of it, read absent at 0.010: the total 25 for 16 (dev normal 66505).
INSTANTIATE_TEST_SUITE_P(GreyBowedStroke, LinePhoto, ::testing::Values(PhotoSeed{66505, render::Level::Normal}));
// A line gone over twice a little apart, a band wider than the top-hat, read absent at p 0.01-0.43 (12094: a
// printed dot past one of its stars and a line drawn on at an angle from the other in reach).
INSTANTIATE_TEST_SUITE_P(DrawnTwiceOver, LinePhoto,
                         ::testing::Values(PhotoSeed{8075}, PhotoSeed{8870}, PhotoSeed{8881}, PhotoSeed{8891},
                                           PhotoSeed{12094}));
// A line gone over twice with its strokes bowed 8 units apart, one either side of the straight path (an eye pinched
// at its stars), the path between them dark, read absent at 0.25 (dev normal 43575).
INSTANTIATE_TEST_SUITE_P(DrawnTwiceBowedApart, LinePhoto, ::testing::Values(PhotoSeed{43575, render::Level::Normal}));
// A thick horizontal line taken for a galaxy's oval, whose marks were then left out (no use of the card earned for
// them), so that the line stayed unread (galaxy games, dev easy 8460, 8767; 44903, the line's own reading taken down
// to 0.15 against the galaxy).
INSTANTIATE_TEST_SUITE_P(TakenForAGalaxy, LinePhoto,
                         ::testing::Values(PhotoSeed{8460}, PhotoSeed{8767}, PhotoSeed{44903}));

// A galaxy's oval, in a galaxy game, read as a line drawn twice over (a band between two side-by-side stars) at 0.9
// and its marks missed (dev normal 6621, 6730, 8735).
INSTANTIATE_TEST_SUITE_P(GalaxyNotDrawnTwiceOver, LinePhoto,
                         ::testing::Values(PhotoSeed{6621, render::Level::Normal},
                                           PhotoSeed{6730, render::Level::Normal},
                                           PhotoSeed{8735, render::Level::Normal}));

// A line drawn twice over, a little apart, along a run of two diagonals: wider than a marker, its middle dim in the
// top-hat, it held a walk 6 degrees off it and was doubted as a streak of glare, read absent at 0.13 (dev normal
// 10449).
INSTANTIATE_TEST_SUITE_P(DrawnTwiceOverNotGlare, LinePhoto, ::testing::Values(PhotoSeed{10449, render::Level::Normal}));
// A streak of glare crossing a segment at a slant, read as a line drawn twice over at 0.9 (dev hard 5176, 5365).
INSTANTIATE_TEST_SUITE_P(GlareNotDrawnTwiceOver, LinePhoto, ::testing::Values(PhotoSeed{5176, render::Level::Hard}));
// A band in reach of a segment's path but not along it, read as a line drawn twice over at 0.9: a streak of glare
// across two diagonals (dev hard 27235), a band 9 units beside a row at the board's foot (25272).
INSTANTIATE_TEST_SUITE_P(BandAcrossOrBesideNotDrawnTwiceOver, LinePhoto,
                         ::testing::Values(PhotoSeed{27235, render::Level::Hard},
                                           PhotoSeed{25272, render::Level::Hard}));

// The same on dev hard 5365, where a drawn line at the edge of the glare's blind spot, its end not seen, is read
// absent since a line read doubtfully there is doubted as the cover's edge (kUnseenLineOdds): no line is read that
// is not drawn, and the one missed is reported hidden.
TEST(LinePhoto, GlareNotDrawnTwiceOverBesideAPartNotSeen) {
  const State truth = simulate_game(5365);
  const Reading r = read_rendered(truth, 5365, render::Level::Hard);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_TRUE((r.state.lines & ~truth.lines).none());
  EXPECT_EQ(unreported(r, truth.lines & ~r.state.lines), "");
  State with_the_line = r.state;
  with_the_line.lines |= truth.lines;
  EXPECT_EQ(canonical(with_the_line), canonical(truth));
}
// A stroke bowed nearly as far as one that looks bowed, inked all along, with a little less ink beside its
// path than looks_bowed asks (0.30 of 0.3), read absent at 0.004 (dev easy 10107): now read, with doubt.
// So is a deeper arc inked all along, a little less continuous than looks_bowed asks ([7] 0.59 of 0.6), read
// absent at 0.011 with nothing said: the only silent error in dev easy 10400..10699 (10652).
INSTANTIATE_TEST_SUITE_P(NearlyBowedStroke, LinePhoto, ::testing::Values(PhotoSeed{10107}, PhotoSeed{10652}));
// A clean stroke bowed 7 units off its path, far more continuous than the path ([7] 0.65) but with ink 9 units out
// only round its middle ([2] 0.119, the net asked 0.12), read absent at 0.14 (dev normal 43416).
INSTANTIATE_TEST_SUITE_P(BowedWithLittleInkBeside, LinePhoto,
                         ::testing::Values(PhotoSeed{43416, render::Level::Normal}));
// But a card's straight rim beside a column, with no ink 9 units out ([2] 0.03), is no such stroke: asked for none
// there, the net took it, read as a line at 0.73 (dev normal 41426).
INSTANTIATE_TEST_SUITE_P(RimBesideAColumn, LinePhoto, ::testing::Values(PhotoSeed{41426, render::Level::Normal}));
// A thin, faint stroke between two printed stars, half as wide as the photo's marker lines or less: a card's rim
// lying along the top row, read as a line at 0.93 (dev normal 10492), and the rims of things over the board beside
// them, read at 0.59 (10463, 10586).
INSTANTIATE_TEST_SUITE_P(ThinFaintRims, LinePhoto,
                         ::testing::Values(PhotoSeed{10492, render::Level::Normal},
                                           PhotoSeed{10463, render::Level::Normal},
                                           PhotoSeed{10586, render::Level::Normal}));
// An odd number of plain lines read, none hidden: one is read wrong (each card gives two lines). Dev normal 10859: a
// lone diagonal read as a shooting star at 0.503; hard 6368: a stroke at 0.6 read where none was drawn. (Hard 6523, a
// run of 3 read as plain lines, its head at 0.343, was read so too; its head is now read at 0.12, reported: below.
// Normal 10960's line read absent at 0.425, below.)
INSTANTIATE_TEST_SUITE_P(LinesInPairs, LinePhoto,
                         ::testing::Values(PhotoSeed{10859, render::Level::Normal},
                                           PhotoSeed{6368, render::Level::Hard}));

// A lone line running in under a card at its end: the card's edge over that end, read as a shooting star's head at
// 0.67 (dev hard 7461).
INSTANTIATE_TEST_SUITE_P(NoHeadUnderACover, LinePhoto, ::testing::Values(PhotoSeed{7461, render::Level::Hard}));
// A lone run of two diagonals, its head under a cover and none at its other end, read as plain lines (the head
// there at 0.2): one card's shooting star far more often than its plain lines (dev normal 45468, 46661; hard 27273).
INSTANTIATE_TEST_SUITE_P(TwoLineRunsHeadUnderACover, LinePhoto,
                         ::testing::Values(PhotoSeed{45468, render::Level::Normal},
                                           PhotoSeed{46661, render::Level::Normal},
                                           PhotoSeed{27273, render::Level::Hard}));

// Lines running in under a cover, seen along part of their path: dev normal 11071 (a hand's fingers over a
// diagonal, read absent at 0.22), hard 6776, 6872, 6905 (under cards and hands, 0.05-0.29).
INSTANTIATE_TEST_SUITE_P(RunningInUnderACover, LinePhoto,
                         ::testing::Values(PhotoSeed{11071, render::Level::Normal},
                                           PhotoSeed{6776, render::Level::Hard}, PhotoSeed{6872, render::Level::Hard},
                                           PhotoSeed{6905, render::Level::Hard}));

// A card's rim lying along a row or column of stars, far thinner than the marker's lines, read as a line at
// 0.97-1.00: dev normal 11426 (the top row, beside a card over it), hard 7060 (the same) and 7195 (the left-hand
// column). And a little under 0.6 of the marker's width: normal 44139 (a card's rim along (5,9)-(6,9), the card over
// the arch, 4 units to the marker's 7, read at 0.91), 40999 (a fingertip's edge along (8,0)-(8,1) by the bottom right
// corner, 5 to 9, at 0.55).
INSTANTIATE_TEST_SUITE_P(CardRims, LinePhoto,
                         ::testing::Values(PhotoSeed{11426, render::Level::Normal},
                                           PhotoSeed{7060, render::Level::Hard}, PhotoSeed{7195, render::Level::Hard},
                                           PhotoSeed{44139, render::Level::Normal},
                                           PhotoSeed{40999, render::Level::Normal}));
// A card's rim 2 units wide to the marker's 12, along the last column under something wide at 0.203 of the white
// level, read at 0.999; with a line too many for the cards, (4,9)-(3,10), drawn, was dropped (dev hard 27625).
INSTANTIATE_TEST_SUITE_P(ARimUnderALittleCover, LinePhoto, ::testing::Values(PhotoSeed{27625, render::Level::Hard}));

// Glare over the sky and scores written in the circles: the layout did not confirm the board's lattice, and the
// board, wholly in view, was refused as cut off (dev hard 7070).
INSTANTIATE_TEST_SUITE_P(GlareOverWrittenCircles, LinePhoto, ::testing::Values(PhotoSeed{7070, render::Level::Hard}));
// Dim panels: the panel too little brighter than the sky for its black circles to stand kBlackOnPanel below it, the
// circles still darker than the sky; the boards' lattices of a board's worth of stars were passed over and the photos
// refused for want of a lattice (dev hard 7949, 8085).
INSTANTIATE_TEST_SUITE_P(DimPanels, LinePhoto,
                         ::testing::Values(PhotoSeed{7949, render::Level::Hard}, PhotoSeed{8085, render::Level::Hard}));

// Shooting stars' heads the head model of 8 features misread: dev hard 7727 (a thick line's head, blurred, read at
// 0.09), 7387 (a lone line read as a plain one, its head missed), 6961 (a run of 2 read as plain lines).
INSTANTIATE_TEST_SUITE_P(HeadsOnTwentyFeatures, LinePhoto,
                         ::testing::Values(PhotoSeed{7727, render::Level::Hard}, PhotoSeed{7387, render::Level::Hard},
                                           PhotoSeed{6961, render::Level::Hard}));
// Heads on the bottom row, their rings crossed by the patterned band's bright top edge below the sky, read at 0.11
// and 0.27 (dev normal 43102, 40848); and 43138, whose head read at 0.23 with the glyph's rays stopped at that edge
// too.
INSTANTIATE_TEST_SUITE_P(HeadsOnTheBottomRow, LinePhoto,
                         ::testing::Values(PhotoSeed{43102, render::Level::Normal},
                                           PhotoSeed{40848, render::Level::Normal},
                                           PhotoSeed{43138, render::Level::Normal}));

// A line the night cards' pairs read onto a lone diagonal's end made it a shooting star, whose head was read as a
// twinkling star (dev normal 11922: read at 28 for 30).
INSTANTIATE_TEST_SUITE_P(RunLengthenedByTheDeck, LinePhoto, ::testing::Values(PhotoSeed{11922, render::Level::Normal}));

// Marks read as objects that no line could have earned: a planet at 0.76 (dev hard 8279), a galaxy at 0.86 where
// none was drawn (dev normal 12286).
INSTANTIATE_TEST_SUITE_P(ObjectsBeyondAnyUse, LinePhoto,
                         ::testing::Values(PhotoSeed{8279, render::Level::Hard},
                                           PhotoSeed{12286, render::Level::Normal}));

// Lines 20 units wide meeting at 45 degrees, the wedge between them wider than the top-hat's opening and taken for
// something wide over the segment, the line along it read absent at 0.0015 (dev normal 40912), reported as hidden.
INSTANTIATE_TEST_SUITE_P(ThickWedges, LinePhoto, ::testing::Values(PhotoSeed{40912, render::Level::Normal}));

// Photos whose line is still not surely read, but no longer read wrong with nothing said: every line read
// otherwise than drawn is reported.
class DoubtfulLinePhoto : public ::testing::TestWithParam<PhotoSeed> {};

TEST_P(DoubtfulLinePhoto, EveryLineReadWrongIsReported) {
  const auto seed = static_cast<std::uint64_t>(GetParam().seed);
  const State truth = simulate_game(seed);
  const Reading r = read_rendered(truth, seed, GetParam().level);
  ASSERT_TRUE(r.ok()) << r.message;
  EXPECT_EQ(unreported(r, truth.lines ^ r.state.lines), "") << "read wrong, not reported";
  EXPECT_EQ(canonical(r.state).shooting_stars, canonical(truth).shooting_stars);
}

// A clean bowed stroke whose faint start left its best path 0.75 inked (a stroke lifted once crosses 0.9 at
// most), read absent at 0.001 with nothing said: the only silent error in dev easy 10100..10399.
INSTANTIATE_TEST_SUITE_P(GappedCleanBow, DoubtfulLinePhoto, ::testing::Values(PhotoSeed{10241}));
// Lines that do not split into night cards' pairs: dev normal 10960 (2048 x 1536), a line read absent at 0.425 at
// the full size, the night cards' pairs read it drawn; its board, 0.75 pixels a unit at the first look's 1024 pixels,
// is read there since the twenty-first session, the line at 0.33, too unsure for the pairs to read it drawn:
// reported.
INSTANTIATE_TEST_SUITE_P(LinesAsNightCards, DoubtfulLinePhoto,
                         ::testing::Values(PhotoSeed{10960, render::Level::Normal}));
// A card over the arch, the white dash on its back read as the line (5,10)-(6,10) at 0.998 between two stars the
// card hides, with nothing said (dev hard 25823): reported.
INSTANTIATE_TEST_SUITE_P(DashOnACard, DoubtfulLinePhoto, ::testing::Values(PhotoSeed{25823, render::Level::Hard}));

// Photos whose reading turns on a shooting star's doubtful head: a line read into a run, or out of one, is reported
// through that head (read the other way, the run's lines are plain lines again, or the plain lines a run).
class DoubtfulHeadPhoto : public ::testing::TestWithParam<PhotoSeed> {};

TEST_P(DoubtfulHeadPhoto, EveryLineAndRunReadWrongIsReported) {
  const auto seed = static_cast<std::uint64_t>(GetParam().seed);
  const State truth = simulate_game(seed);
  const Reading r = read_rendered(truth, seed, GetParam().level);
  ASSERT_TRUE(r.ok()) << r.message;
  const auto has = [](const State& s, const ShootingStar& run) {
    return std::find(s.shooting_stars.begin(), s.shooting_stars.end(), run) != s.shooting_stars.end();
  };
  SegmentSet through_heads;
  for (const State* s : {&r.state, &truth})
    for (const ShootingStar& run : s->shooting_stars)
      if (!has(s == &truth ? r.state : truth, run)) {
        EXPECT_TRUE(reported(r, "shooting-star-head", {run.head})) << "run to " << run.head.x << "," << run.head.y;
        for (SegmentId id : run.lines) through_heads.set(static_cast<std::size_t>(id));
      }
  EXPECT_EQ(unreported(r, (truth.lines ^ r.state.lines) & ~through_heads), "") << "read wrong, not reported";
}
// Dev normal 10810: a pen's rim along a diagonal read as a bowed stroke at 0.77, the one line left unpaired; read
// absent at 0.49 by the night cards' shapes, at 0.67 since the head model weighs 20 features (the runs' heads weigh
// in the pairing), and at 0.49 since the galaxy model weighs its features' quadratic terms (the old one read the two
// heads side by side at (3,5) and (4,5) as a galaxy at 0.997): the line drawn onto it is then a lone diagonal, read as
// a shooting star with its head at 0.58, reported.
INSTANTIATE_TEST_SUITE_P(LinesAsNightCards, DoubtfulHeadPhoto,
                         ::testing::Values(PhotoSeed{10810, render::Level::Normal}));
// Strokes half the photo's marker width but bright all along, read as lines at 0.999-1.000: a pen's white highlight
// lying along the second row (dev normal 14569, nothing reported) and a card's rim up a column (14240).
INSTANTIATE_TEST_SUITE_P(NarrowBrightStrokes, DoubtfulLinePhoto,
                         ::testing::Values(PhotoSeed{14569, render::Level::Normal},
                                           PhotoSeed{14240, render::Level::Normal}));

// Dev hard 6523: a run of 3 lines down to the bottom row, its head there beside the printed band, blurred. The head
// model of 8 features read it at 0.343 (and the lines' pairs made it a shooting star); the one of 20 features, which
// reads 35 % fewer heads wrong on run ends of seeds 50000..52399, reads it at 0.12. Its lines are read, and the head
// reported: the total it would make is said.
TEST(DoubtfulHeadPhoto, TheRunIsReadAndItsHeadReported) {
  const State truth = simulate_game(6523);
  const Reading r = read_rendered(truth, 6523, render::Level::Hard);
  ASSERT_TRUE(r.ok()) << r.message;
  for (const ShootingStar& ss : truth.shooting_stars) {
    SegmentSet run;
    for (SegmentId id : ss.lines) run.set(static_cast<std::size_t>(id));
    const bool as_lines = (r.state.lines & run) == run;
    const bool as_run = std::any_of(r.state.shooting_stars.begin(), r.state.shooting_stars.end(),
                                    [&](const ShootingStar& read) { return read.head == ss.head; });
    EXPECT_TRUE(as_lines || as_run) << "run to " << ss.head.x << "," << ss.head.y << " not read";
    if (as_run) continue;
    EXPECT_TRUE(reported(r, "shooting-star-head", {ss.head}))
        << "head " << ss.head.x << "," << ss.head.y << " missed, not reported";
  }
}

}  // namespace
}  // namespace starsight::vision
