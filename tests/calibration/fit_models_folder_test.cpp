// The model fitter's output folder: made when missing, and a folder it can't make stops it before any rendering
// (a long fit whose models could not be written was lost without a word).
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <string>

#include "../cli/run_cli.hpp"

#ifdef STARSIGHT_FIT_MODELS
namespace starsight::calibration {
namespace {

test::CliRun run_fit_models(const std::string& args) {
  test::CliRun run;
  const std::string command = std::string(STARSIGHT_FIT_MODELS) + " " + args + " 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return run;
  std::array<char, 4096> buf{};
  for (std::size_t n; (n = fread(buf.data(), 1, buf.size(), pipe)) > 0;) run.out.append(buf.data(), n);
  const int raw = pclose(pipe);
  run.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  return run;
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
