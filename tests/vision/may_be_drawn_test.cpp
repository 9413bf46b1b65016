// The lines a sheet may hold, as asked when counting the uses of a power's shape the lines could have earned.
#include <gtest/gtest.h>

#include <array>

#include "../../vision/src/may_be_drawn.hpp"
#include "starsight/vision/rule_decoder.hpp"

namespace starsight::vision {
namespace {

TEST(MayBeDrawn, TakesTheLinesReadThenHiddenOnesAndThoseNotSurelyAbsent) {
  std::array<double, kSegmentCount> p{};
  p.fill(1e-6);
  SegmentSet read, hidden;
  read.set(0);
  p[0] = 0.9;
  p[1] = 0.3;            // doubtful: may be drawn
  p[2] = 1 - kDecisive;  // surely absent: not
  hidden.set(3);         // hidden: may be drawn, whatever was read there
  const SegmentSet out = lines_that_may_be_drawn(read, hidden, p);
  EXPECT_TRUE(out.test(0));
  EXPECT_TRUE(out.test(1));
  EXPECT_FALSE(out.test(2));
  EXPECT_TRUE(out.test(3));
  EXPECT_EQ(out.count(), 3u);
}

// Every segment doubtful (a sheet thick with glare): the likeliest kMostMayBeDrawn are taken, the lines read among
// them however unlikely the photo made them; a search for a shape's uses over all of them would not end in minutes.
TEST(MayBeDrawn, TakesTheLikeliestUpToABound) {
  std::array<double, kSegmentCount> p{};
  for (std::size_t k = 0; k < p.size(); ++k) p[k] = 0.1 + 0.8 * static_cast<double>(k) / kSegmentCount;
  SegmentSet read;
  read.set(5);  // read, though the photo leans against it
  const SegmentSet out = lines_that_may_be_drawn(read, SegmentSet{}, p);
  EXPECT_EQ(out.count(), kMostMayBeDrawn);
  EXPECT_TRUE(out.test(5));
  EXPECT_TRUE(out.test(kSegmentCount - 1));
  EXPECT_FALSE(out.test(kSegmentCount - kMostMayBeDrawn)) << "one the bound leaves out for the line read";
  // Lines read beyond the bound are all kept.
  SegmentSet all;
  all.set();
  EXPECT_EQ(lines_that_may_be_drawn(all, SegmentSet{}, p).count(), static_cast<std::size_t>(kSegmentCount));
}

}  // namespace
}  // namespace starsight::vision
