// `starsight score` on state files: the calls of STATE-FORMAT.md.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "run_cli.hpp"

namespace starsight::test {
namespace {

using nlohmann::json;

// Board 1: a 3-line constellation (3 points), P3 absent, no power.
const char* kThreeLines = R"({"format": "starsight-state/1", "board": 1,
  "lines": [[[0, 4], [1, 4]], [[1, 4], [2, 4]], [[2, 4], [3, 4]]]})";

// Board 1 with a plus shape (P3) of 4 lines around (5,3): one 4-line
// constellation (4), one P3 occurrence (3 points when P3 is in play).
const char* kPlus = R"({"format": "starsight-state/1", "board": 1, "point_card": "P3",
  "lines": [[[4, 3], [5, 3]], [[5, 3], [6, 3]], [[5, 2], [5, 3]], [[5, 3], [5, 4]]]})";

TEST(ScoreCommand, ScoresAStateFileAsJsonLines) {
  TempDir dir;
  const auto file = dir.write("a.json", kThreeLines);
  const CliRun run = run_cli("score --json " + file);
  ASSERT_EQ(run.status, 0) << run.out;
  ASSERT_EQ(run.lines().size(), 1u);
  const json r = json::parse(run.lines()[0]);
  EXPECT_EQ(r["input"], file);
  EXPECT_TRUE(r["ok"]);
  EXPECT_EQ(r["board"], 1);
  EXPECT_EQ(r["score"]["total"], 3);
  EXPECT_EQ(r["score"]["constellations"], 3);
  EXPECT_EQ(r["score"]["constellation_sizes"], json::array({3}));
  EXPECT_FALSE(r["score"]["point_scored"]);
  EXPECT_TRUE(r["uncertain"].empty());
  EXPECT_DOUBLE_EQ(r["confidence"].get<double>(), 1.0);
  EXPECT_EQ(r["state"]["format"], "starsight-state/1");
}

TEST(ScoreCommand, CardOptionsOverrideTheFile) {
  TempDir dir;
  const auto file = dir.write("plus.json", kPlus);
  const json with_file_card = json::parse(run_cli("score --json " + file).lines().at(0));
  EXPECT_EQ(with_file_card["score"]["point_bonus"], 3);
  EXPECT_EQ(with_file_card["score"]["total"], 7);
  const json overridden = json::parse(run_cli("score --json --point-card P1 " + file).lines().at(0));
  EXPECT_EQ(overridden["state"]["point_card"], "P1");
  EXPECT_EQ(overridden["score"]["point_bonus"], 0);
  const json power = json::parse(run_cli("score --json --power-card galaxy " + file).lines().at(0));
  EXPECT_EQ(power["state"]["power_card"], "galaxy");
  EXPECT_TRUE(power["score"]["power_scored"]);
}

TEST(ScoreCommand, AFailedFileIsReportedAndTheOthersStillScore) {
  TempDir dir;
  const auto good = dir.write("good.json", kThreeLines);
  const auto truncated = dir.write("truncated.json", std::string(kThreeLines).substr(0, 40));
  const auto bad_line = dir.write("bad.json", R"({"format": "starsight-state/1", "board": 2,
    "lines": [[[0, 2], [1, 2]], [[1, 2], [2, 2]], [[0, 3], [1, 3]], [[1, 3], [2, 3]], [[3, 5], [5, 5]]]})");
  const CliRun run = run_cli("score --json " + good + " " + truncated + " " + dir.path().string() + "/missing.json " +
                             bad_line + " " + good);
  EXPECT_EQ(run.status, 1);
  const auto lines = run.lines();
  ASSERT_EQ(lines.size(), 5u) << run.out;
  EXPECT_TRUE(json::parse(lines[0])["ok"]);
  const json t = json::parse(lines[1]);
  EXPECT_FALSE(t["ok"]);
  EXPECT_NE(t["error"].get<std::string>().find("not valid JSON"), std::string::npos) << t;
  const json m = json::parse(lines[2]);
  EXPECT_NE(m["error"].get<std::string>().find("no such file"), std::string::npos) << m;
  const json b = json::parse(lines[3]);
  EXPECT_EQ(b["error"], "not a valid state file: lines[4]: (3,5)-(5,5) is not between adjacent points");
  EXPECT_TRUE(json::parse(lines[4])["ok"]);
}

TEST(ScoreCommand, UsageErrorsExitWithTwo) {
  TempDir dir;
  const auto file = dir.write("a.json", kThreeLines);
  EXPECT_EQ(run_cli("score").status, 2);
  EXPECT_EQ(run_cli("score --point-card P11 " + file).status, 2);
  EXPECT_EQ(run_cli("score --power-card warp-drive " + file).status, 2);
  EXPECT_EQ(run_cli("score --board 9 " + file).status, 2);
  EXPECT_EQ(run_cli("fly").status, 2);
}

TEST(ScoreCommand, ReadableBreakdownWithoutJson) {
  TempDir dir;
  const auto file = dir.write("plus.json", kPlus);
  const CliRun run = run_cli("score " + file);
  ASSERT_EQ(run.status, 0);
  EXPECT_NE(run.out.find("board 1 (Southern Africa), total 7"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("point bonus 3 (P3)"), std::string::npos) << run.out;
}

TEST(ScoreCommand, AnAbsurdFileIsRefusedNotRead) {
  TempDir dir;
  const auto big = dir.write("big.json", std::string(5u << 20, ' '));
  const auto binary = dir.write("noise.json", std::string("\x01\x02\xff\xfe garbage", 12));
  const CliRun run = run_cli("score --json " + big + " " + binary);
  EXPECT_EQ(run.status, 1);
  const auto lines = run.lines();
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_NE(json::parse(lines[0])["error"].get<std::string>().find("too large"), std::string::npos);
  EXPECT_FALSE(json::parse(lines[1])["ok"]);
}

// Standard input ("-") and a named pipe can be read only once: each is read whole, then scored as the state (or
// photo) it holds; an empty one, or one of bytes no photo or state begins with, is said so, and the batch goes on.
TEST(ScoreCommand, StandardInputAndPipesAreScored) {
  TempDir dir;
  const auto file = dir.write("plus.json", kPlus);
  const CliRun piped = run_command("cat " + file + " | " STARSIGHT_CLI " score --json - 2>/dev/null");
  ASSERT_EQ(piped.status, 0) << piped.out;
  ASSERT_EQ(piped.lines().size(), 1u);
  const json r = json::parse(piped.lines()[0]);
  EXPECT_EQ(r["input"], "-");
  EXPECT_EQ(r["score"]["total"], 7);
  const std::string fifo = (dir.path() / "fifo").string();
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  const CliRun named = run_command("cat " + file + " > " + fifo + " & " STARSIGHT_CLI " score --json " + fifo + " " +
                                   file + " 2>/dev/null");
  ASSERT_EQ(named.status, 0) << named.out;
  ASSERT_EQ(named.lines().size(), 2u);
  EXPECT_EQ(json::parse(named.lines()[0])["score"]["total"], 7);
  EXPECT_EQ(json::parse(named.lines()[1])["score"]["total"], 7);
  const CliRun empty = run_command(STARSIGHT_CLI " score --json - /dev/null " + file + " < /dev/null 2>/dev/null");
  EXPECT_EQ(empty.status, 1);
  ASSERT_EQ(empty.lines().size(), 3u) << empty.out;
  for (int i : {0, 1})
    EXPECT_NE(json::parse(empty.lines()[i])["error"].get<std::string>().find("nothing came from it"), std::string::npos)
        << empty.lines()[i];
  EXPECT_TRUE(json::parse(empty.lines()[2])["ok"]);
  const CliRun zeros = run_command("head -c 5000000 /dev/zero | " STARSIGHT_CLI " score --json - 2>/dev/null");
  EXPECT_EQ(zeros.status, 1);
  ASSERT_EQ(zeros.lines().size(), 1u);
  EXPECT_NE(json::parse(zeros.lines()[0])["error"].get<std::string>().find("neither a photo"), std::string::npos);
}

TEST(SimulateCommand, WritesLegalStatesThatScore) {
  TempDir dir;
  const CliRun sim = run_cli("simulate --seed 7 --count 3 -o " + dir.path().string());
  ASSERT_EQ(sim.status, 0);
  for (int seed : {7, 8, 9}) {
    const auto file = (dir.path() / ("game-" + std::to_string(seed) + ".json")).string();
    const CliRun run = run_cli("score --json " + file);
    ASSERT_EQ(run.status, 0) << file;
    const json r = json::parse(run.lines().at(0));
    EXPECT_GT(r["score"]["total"].get<int>(), 0);
    for (const auto& f : r["audit"]) EXPECT_NE(f["severity"], "illegal") << f;
  }
  // Same seed, same game.
  EXPECT_EQ(run_cli("simulate --seed 7").out, run_cli("simulate --seed 7").out);
}

}  // namespace
}  // namespace starsight::test
