// The model fitter's output folder: made when missing, and a folder it can't make stops it before any rendering
// (a long fit whose models could not be written was lost without a word).
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "../cli/run_cli.hpp"

#ifdef STARSIGHT_FIT_MODELS
namespace starsight::calibration {
namespace {

// Its messages, on the standard error, are captured with its output.
test::CliRun run_fit_models(const std::string& args) {
  return test::run_command(std::string(STARSIGHT_FIT_MODELS) + " " + args + " 2>&1");
}

TEST(FitModelsFolder, AFolderItCantMakeStopsItFirst) {
  const test::TempDir dir;
  const std::string file = dir.write("not-a-folder", "x");
  const test::CliRun run = run_fit_models("--count 1 --out " + file);
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.out.find("can't make the folder"), std::string::npos) << run.out;
  EXPECT_EQ(run.out.find("samples"), std::string::npos) << "it rendered and fitted first: " << run.out;
}

TEST(FitModelsFolder, AMissingFolderIsMadeAndTheModelsWritten) {
  const test::TempDir dir;
  const auto out = dir.path() / "new" / "models";
  const test::CliRun run = run_fit_models("--count 1 --seed 3 --out " + out.string());
  ASSERT_EQ(run.status, 0) << run.out;
  EXPECT_TRUE(std::filesystem::is_regular_file(out / "model_line.inc"));
  EXPECT_TRUE(std::filesystem::is_regular_file(out / "model_galaxy.inc"));
  EXPECT_EQ(run.out.find("could not write"), std::string::npos) << run.out;
}

}  // namespace
}  // namespace starsight::calibration
#endif
