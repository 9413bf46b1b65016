// The exact packer against a brute force over every subset of occurrences.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>

#include "starsight/board.hpp"
#include "starsight/cards.hpp"
#include "starsight/occurrences.hpp"
#include "starsight/score.hpp"
#include "test_score_helpers.hpp"

namespace starsight {
namespace {

// The largest number of pairwise line-disjoint occurrences, trying all 2^n subsets.
int brute_force(const std::vector<const Placement*>& found) {
  const std::size_t n = found.size();
  std::vector<std::uint32_t> conflicts(n, 0);
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j)
      if (i != j && (found[i]->set & found[j]->set).any()) conflicts[i] |= 1u << j;
  int best = 0;
  for (std::uint32_t mask = 0; mask < (1u << n); ++mask) {
    bool ok = true;
    for (std::size_t i = 0; i < n && ok; ++i)
      if ((mask >> i & 1u) && (conflicts[i] & mask)) ok = false;
    if (ok) best = std::max(best, __builtin_popcount(mask));
  }
  return best;
}

bool pairwise_disjoint(const std::vector<const Placement*>& found, const std::vector<int>& chosen) {
  SegmentSet used;
  for (int i : chosen) {
    if ((found[static_cast<std::size_t>(i)]->set & used).any()) return false;
    used |= found[static_cast<std::size_t>(i)]->set;
  }
  return true;
}

// Random lines among the segments of a small window of the lattice.
SegmentSet random_lines(std::mt19937& rng, int width, int height, double density) {
  std::bernoulli_distribution keep(density);
  SegmentSet s;
  for (int id = 0; id < kSegmentCount; ++id) {
    const Segment& g = segment(id);
    if (g.a.x < width && g.b.x < width && g.a.y < height && g.b.y < height && keep(rng))
      s.set(static_cast<std::size_t>(id));
  }
  return s;
}

TEST(Occurrences, MaxDisjointEqualsBruteForceOnRandomLineSets) {
  std::mt19937 rng(20240601);
  const std::array<double, 3> densities{0.55, 0.75, 0.95};
  int tested = 0, overlapping = 0;
  for (int round = 0; round < 6000; ++round) {
    const bool point = round % 2 == 0;
    const auto& placements = point ? point_card_placements(static_cast<int>(rng() % 10) + 1)
                                   : power_card_placements(static_cast<Power>(rng() % kPowerCount));
    const SegmentSet lines = random_lines(rng, 5 + static_cast<int>(rng() % 2), 5, densities[rng() % 3]);
    const auto found = occurrences(placements, lines);
    if (found.size() > 14) continue;
    ++tested;
    const std::vector<int> chosen = max_disjoint(found);
    ASSERT_EQ(static_cast<int>(chosen.size()), brute_force(found)) << "round " << round;
    ASSERT_TRUE(pairwise_disjoint(found, chosen)) << "round " << round;
    ASSERT_TRUE(std::is_sorted(chosen.begin(), chosen.end()));
    if (static_cast<int>(chosen.size()) < static_cast<int>(found.size())) ++overlapping;
  }
  EXPECT_GT(tested, 3000);
  EXPECT_GT(overlapping, 1000);  // the hard cases, where not every occurrence can count
}

TEST(Occurrences, ScoreCountsTheMaximumOnRandomSheets) {
  std::mt19937 rng(7);
  const SegmentSet printed = board(1).printed();
  int tested = 0;
  for (int round = 0; round < 2000; ++round) {
    State s;
    s.board = 1;
    s.point_card = static_cast<int>(rng() % 10) + 1;
    s.lines = random_lines(rng, 6, 6, 0.8) & ~printed;
    const auto found = occurrences(point_card_placements(*s.point_card), s.lines | printed);
    if (found.size() > 14) continue;
    ++tested;
    const Score sc = score(s);
    ASSERT_EQ(sc.point_occurrences, brute_force(found)) << "round " << round;
    ASSERT_EQ(sc.point_bonus, sc.point_occurrences * point_card(*s.point_card).value);
  }
  EXPECT_GT(tested, 1000);
}

TEST(Occurrences, NothingFoundPacksNothing) {
  EXPECT_TRUE(max_disjoint({}).empty());
  EXPECT_TRUE(occurrences(point_card_placements(3), SegmentSet{}).empty());
}

TEST(Occurrences, DenseSheetStaysFast) {
  // Every segment of the lattice: hundreds of overlapping occurrences. The exact
  // packer must still answer (the test's time limit is the check).
  SegmentSet all;
  all.set();
  const auto found = occurrences(power_card_placements(Power::Planet), all);  // 3 in a row
  EXPECT_EQ(found.size(), 7u * 11 + 8 * 10);
  // Each row of 9 horizontal segments holds 3 disjoint runs; each column of 10 holds 3.
  EXPECT_EQ(max_disjoint(found).size(), 11u * 3 + 10 * 3);
}

}  // namespace
}  // namespace starsight
