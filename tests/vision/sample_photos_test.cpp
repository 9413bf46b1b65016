// The bundled sample photos (samples/photos/, one per board): each is read as
// the right board, its lines as drawn, and never with a wrong total that looks certain.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

#include "starsight/score.hpp"
#include "starsight/state_json.hpp"
#include "starsight/vision/read_board.hpp"

namespace starsight::vision {
namespace {

TEST(SamplePhotos, EachBoardIsIdentifiedAndItsLinesRead) {
  const std::filesystem::path dir = std::filesystem::path(STARSIGHT_SOURCE_DIR) / "samples" / "photos";
  int photos = 0, read = 0, exact_totals = 0;
  std::size_t truth_lines = 0, found = 0, extra = 0;
  std::set<int> boards_seen;
  for (int board = 1; board <= 8; ++board)
    for (const char* level : {"easy", "normal", "hard"}) {
      const auto photo = dir / ("board-" + std::to_string(board) + "-" + level + ".jpg");
      if (!std::filesystem::exists(photo)) continue;
      ++photos;
      std::ifstream in(dir / ("board-" + std::to_string(board) + "-" + level + ".truth.json"));
      const nlohmann::json truth_json = nlohmann::json::parse(in);
      const StateReading truth = read_state(truth_json.at("state"));
      ASSERT_TRUE(truth) << truth.error;
      ReadOptions options;
      options.point_card = truth.state->point_card;
      options.power_card = truth.state->power_card;
      const Reading r = read_photo_file(photo.string(), options);
      if (!r.ok()) {
        EXPECT_NE(r.refusal, Refusal::NotAnImage) << photo;
        continue;
      }
      ++read;
      EXPECT_EQ(r.board, board) << photo;
      boards_seen.insert(r.board);
      SegmentSet want = truth.state->lines, got = r.state.lines;
      for (const auto& s : truth.state->shooting_stars)
        for (SegmentId id : s.lines) want.set(static_cast<std::size_t>(id));
      for (const auto& s : r.state.shooting_stars)
        for (SegmentId id : s.lines) got.set(static_cast<std::size_t>(id));
      // Never a wrong score that looks certain.
      if (score(r.state).total != score(*truth.state).total)
        EXPECT_FALSE(r.uncertain.empty()) << photo << ": a wrong total with nothing reported uncertain";
      else
        ++exact_totals;
      truth_lines += want.count();
      found += (want & got).count();
      extra += (got & ~want).count();
    }
  ASSERT_GE(photos, 8) << "samples/photos should hold a photo per board";
  EXPECT_EQ(read, photos);  // every sample photo is readable, the hard ones included
  EXPECT_GE(exact_totals, photos - 2);
  ASSERT_GT(truth_lines, 0u);
  EXPECT_GE(static_cast<double>(found) / static_cast<double>(truth_lines), 0.97);
  EXPECT_LE(static_cast<double>(extra) / static_cast<double>(truth_lines), 0.03);
}

}  // namespace
}  // namespace starsight::vision
