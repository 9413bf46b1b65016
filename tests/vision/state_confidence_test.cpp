// How sure a reading is of the whole state: the product of its readings' probabilities, mapped to how often such
// states were read exactly. The product alone doubted exact readings: a clean easy photo at 0.83.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "../../vision/src/state_confidence.hpp"
#include "starsight/state.hpp"
#include "starsight/state_json.hpp"
#include "starsight/vision/read_board.hpp"

namespace starsight::vision {
namespace {

// The fit worked by hand: 1 / (1 + exp(-(1.65 logit(p) + 2.6))).
TEST(StateConfidence, IsTheFittedLogisticOfTheProduct) {
  EXPECT_NEAR(state_confidence(0.5), 1 / (1 + std::exp(-2.6)), 1e-12);  // 0.931
  EXPECT_NEAR(state_confidence(0.1), 0.2640, 1e-4);                     // logit -2.197: -1.025
  EXPECT_NEAR(state_confidence(0.83), 0.9946, 1e-4);
}

TEST(StateConfidence, KeepsTheOrderAndStaysWithinZeroAndOne) {
  double last = 0;
  for (int i = 0; i < 1000; ++i) {
    const double c = state_confidence(i / 1000.0);
    EXPECT_GT(c, 0) << i;
    EXPECT_LT(c, 1) << i;
    EXPECT_GE(c, last) << i;
    last = c;
  }
  EXPECT_LT(state_confidence(0), 1e-15);
  EXPECT_EQ(state_confidence(1), 1);  // every reading certain: so is the state
}

// The bundled easy photo of board 7, read exactly with one doubtful item, is believed as its like are read exactly
// (99 % on easy): enough for the desktop's live view to hold it (freeze_confidence, 0.95).
TEST(StateConfidence, ACleanPhotoReadExactlyIsBelievedSo) {
  const std::filesystem::path dir = std::filesystem::path(STARSIGHT_SOURCE_DIR) / "samples" / "photos";
  std::ifstream in(dir / "board-7-easy.truth.json");
  const StateReading truth = read_state(nlohmann::json::parse(in).at("state"));
  ASSERT_TRUE(truth) << truth.error;
  ReadOptions options;
  options.point_card = truth.state->point_card;
  options.power_card = truth.state->power_card;
  const Reading r = read_photo_file((dir / "board-7-easy.jpg").string(), options);
  ASSERT_TRUE(r.ok()) << r.message;
  ASSERT_EQ(canonical(r.state), canonical(*truth.state));
  EXPECT_GT(r.confidence, 0.95);
  EXPECT_LT(r.confidence, 1);
}

}  // namespace
}  // namespace starsight::vision
