// The samples' maker takes one folder: an option is never taken for one (`make_samples --help` wrote the samples
// into a folder named "--help").
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "../cli/run_cli.hpp"

#ifdef STARSIGHT_MAKE_SAMPLES
namespace starsight::render {
namespace {

// Run in a folder of its own, its messages captured with its output.
test::CliRun run_make_samples(const test::TempDir& in, const std::string& args) {
  return test::run_command("cd '" + in.path().string() + "' && " + STARSIGHT_MAKE_SAMPLES + " " + args + " 2>&1");
}

TEST(MakeSamplesOptions, HelpPrintsTheUsageAndMakesNothing) {
  const test::TempDir dir;
  const test::CliRun run = run_make_samples(dir, "--help");
  EXPECT_EQ(run.status, 0);
  EXPECT_NE(run.out.find("Usage: make_samples [SAMPLES_DIR]"), std::string::npos) << run.out;
  EXPECT_TRUE(std::filesystem::is_empty(dir.path()));
}

TEST(MakeSamplesOptions, AnUnknownOptionIsRefusedAndMakesNothing) {
  const test::TempDir dir;
  const test::CliRun run = run_make_samples(dir, "--out x");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.out.find("Usage: make_samples"), std::string::npos) << run.out;
  EXPECT_TRUE(std::filesystem::is_empty(dir.path()));
}

}  // namespace
}  // namespace starsight::render
#endif
