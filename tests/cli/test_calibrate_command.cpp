// `starsight calibrate` on photos of blank boards: stores the template and each board's artwork where scoring
// finds them, and scoring reads with them. (Programs built without the photo reader have no calibrate command.)
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "run_cli.hpp"

namespace starsight::test {
namespace {

bool has_calibrate() { return run_cli("calibrate --help").status == 0; }

// `starsight` runs with the calibration at `path` while this lives; the one set before comes back after.
class UsingCalibration {
 public:
  explicit UsingCalibration(const std::string& path) {
    if (const char* was = std::getenv("STARSIGHT_CALIBRATION")) before_ = was;
    ::setenv("STARSIGHT_CALIBRATION", path.c_str(), 1);
  }
  ~UsingCalibration() {
    if (before_)
      ::setenv("STARSIGHT_CALIBRATION", before_->c_str(), 1);
    else
      ::unsetenv("STARSIGHT_CALIBRATION");
  }
  UsingCalibration(const UsingCalibration&) = delete;
  UsingCalibration& operator=(const UsingCalibration&) = delete;

 private:
  std::optional<std::string> before_;
};

// Renders board `board` blank, as the photo `name` in `dir`, through a lens of distortion `lens`.
std::string blank_photo(const TempDir& dir, int board, int seed, const std::string& name, double lens = 0) {
  const std::string state =
      dir.write(name + ".json", R"({"format": "starsight-state/1", "board": )" + std::to_string(board) + "}");
  const std::string photo = (dir.path() / (name + ".jpg")).string();
  const CliRun r = run_cli("render " + state + " -o " + photo + " --seed " + std::to_string(seed) +
                           " --level easy --art figures --art-variant 1 --no-truth --lens " + std::to_string(lens));
  EXPECT_EQ(r.status, 0) << r.out;
  return photo;
}

TEST(CalibrateCommand, StoresTheTemplateAndEachBoardsArtwork) {
  if (!has_calibrate()) GTEST_SKIP() << "built without the photo reader";
  TempDir dir;
  const std::string a = blank_photo(dir, 6, 1, "a"), b = blank_photo(dir, 6, 2, "b"), c = blank_photo(dir, 2, 3, "c");
  const std::string stored = (dir.path() / "cal.json").string();
  const CliRun r = run_cli("calibrate " + a + " " + b + " " + c + " --output " + stored);
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("artwork measured for board 2 6"), std::string::npos) << r.out;
  std::ifstream in(stored);
  const nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
  ASSERT_TRUE(j.is_object());
  EXPECT_EQ(j["format"], "starsight-calibration/1");
  EXPECT_EQ(j["artwork"], nlohmann::json::array({2, 6}));
  EXPECT_TRUE(std::filesystem::exists(dir.path() / "cal-artwork-board-6.png"));
  EXPECT_TRUE(std::filesystem::exists(dir.path() / "cal-artwork-board-2.png"));
  EXPECT_EQ(j["lens"]["k1"], 0.0) << r.out;  // the renderer's lens is perfect: nothing to take out
  EXPECT_NE(r.out.find("lens: no distortion worth taking out"), std::string::npos) << r.out;

  // Scoring finds it through STARSIGHT_CALIBRATION and reads the blank board as blank.
  const CliRun scored = [&] {
    const UsingCalibration using_it(stored);
    return run_cli("score " + a + " --json");
  }();
  ASSERT_EQ(scored.status, 0) << scored.out;
  const nlohmann::json s = nlohmann::json::parse(scored.lines().at(0));
  EXPECT_EQ(s["state"]["board"], 6);
  EXPECT_TRUE(s["state"]["lines"].empty()) << s.dump();
  EXPECT_TRUE(s["state"]["new_stars"].empty()) << s.dump();
}

TEST(CalibrateCommand, MeasuresTheLensAndScoringTakesItOut) {
  if (!has_calibrate()) GTEST_SKIP() << "built without the photo reader";
  TempDir dir;
  constexpr double kBarrel = -0.1;
  const std::string a = blank_photo(dir, 3, 11, "a", kBarrel), b = blank_photo(dir, 5, 12, "b", kBarrel);
  const std::string stored = (dir.path() / "cal.json").string();
  const CliRun r = run_cli("calibrate " + a + " " + b + " --output " + stored);
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("lens: k1"), std::string::npos) << r.out;
  std::ifstream in(stored);
  const nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
  ASSERT_TRUE(j.is_object());
  EXPECT_NEAR(j["lens"]["k1"].get<double>(), kBarrel, 0.01) << r.out;
  EXPECT_LT(j["lens"]["rms_after"].get<double>(), 0.8 * j["lens"]["rms_before"].get<double>());

  // A game photographed through the same lens (dev easy 5024: two lines missed without the lens taken out).
  const std::string game = (dir.path() / "game.jpg").string();
  ASSERT_EQ(run_cli("dataset --count 1 --seed 5024 --level easy --lens " + std::to_string(kBarrel) + " -o " +
                    (dir.path() / "set").string())
                .status,
            0);
  const std::string photo = (dir.path() / "set" / "photo-005024.jpg").string();
  std::ifstream truth_in((dir.path() / "set" / "photo-005024.truth.json").string());
  const nlohmann::json truth = nlohmann::json::parse(truth_in);
  const std::string cards = " --point-card " + truth["state"]["point_card"].get<std::string>() + " --power-card " +
                            truth["state"]["power_card"].get<std::string>();
  const CliRun scored = [&] {
    const UsingCalibration using_it(stored);
    return run_cli("score " + photo + cards + " --json");
  }();
  ASSERT_EQ(scored.status, 0) << scored.out;
  const nlohmann::json s = nlohmann::json::parse(scored.lines().at(0));
  EXPECT_EQ(s["score"]["total"], truth["score"]["total"]) << s.dump();
  EXPECT_TRUE(s["uncertain"].empty()) << s.dump();
  EXPECT_NEAR(s["lens_k1"].get<double>(), kBarrel, 0.01) << s.dump();
  const CliRun text = [&] {
    const UsingCalibration using_it(stored);
    return run_cli("score " + photo + cards);
  }();
  EXPECT_NE(text.out.find("the camera lens's distortion (k1 -0."), std::string::npos) << text.out;
}

TEST(CalibrateCommand, ADamagedCalibrationIsPassedOverAndThePhotoStillScores) {
  if (!has_calibrate()) GTEST_SKIP() << "built without the photo reader";
  TempDir dir;
  const std::string photo = blank_photo(dir, 4, 5, "p");
  const std::string damaged = dir.write("cal.json", R"({"format": "starsight-calibration/1", "geome)");
  const CliRun scored = [&] {
    const UsingCalibration using_it(damaged);
    return run_cli("score " + photo + " --json");
  }();
  ASSERT_EQ(scored.status, 0) << scored.out;
  EXPECT_EQ(nlohmann::json::parse(scored.lines().at(0))["state"]["board"], 4);
}

TEST(CalibrateCommand, SaysWhatIsWrongWithAPhotoOfNoBoard) {
  if (!has_calibrate()) GTEST_SKIP() << "built without the photo reader";
  TempDir dir;
  const std::string junk = dir.write("junk.jpg", "not a photo at all");
  const CliRun r = run_cli("calibrate " + junk + " --output " + (dir.path() / "cal.json").string());
  EXPECT_EQ(r.status, 1);
  EXPECT_FALSE(std::filesystem::exists(dir.path() / "cal.json"));
}

}  // namespace
}  // namespace starsight::test
