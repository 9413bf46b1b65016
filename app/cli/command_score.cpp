// starsight score [--point-card P] [--power-card NAME] [--board N] [--json] FILE...
#include <iostream>
#include <memory>
#include <string>

#include "commands.hpp"
#include "photo_input.hpp"
#include "score_report.hpp"
#include "state_input.hpp"
#include "streamed_input.hpp"

namespace starsight::cli {
namespace {

struct ScoreArgs {
  std::vector<std::string> files;
  std::string point_card, power_card, debug_dir;
  int board = 0;
  bool json = false;
};

// Standard input, a pipe or a process substitution: read whole once, then scored as the photo or state it holds.
nlohmann::json score_streamed(const std::string& input, const ScoreOptions& options) {
  const auto failure = [&](const std::string& error) {
    return nlohmann::json{{"input", input}, {"ok", false}, {"error", error}};
  };
  const WholeInput in = read_whole(input);
  if (!in.error.empty()) return failure(in.error);
  if (in.bytes.empty()) return failure("nothing came from it; give a photo (JPEG, PNG) or a state file");
  if (has_photo_signature(in.bytes)) return score_photo_bytes(input, in.bytes, options);
  if (in.bytes.size() > kMaxStateBytes)
    return failure("neither a photo (JPEG, PNG) nor a state file: " + std::to_string(in.bytes.size()) +
                   " bytes that do not begin as a photo does");
  return score_state_text(input, std::string(in.bytes.begin(), in.bytes.end()), options);
}

// Turns the card names into ScoreOptions; false (with a message) on a usage error.
bool to_options(const ScoreArgs& a, ScoreOptions& o) {
  if (!a.point_card.empty()) {
    o.point_card = parse_point_card(a.point_card);
    if (!o.point_card) {
      std::cerr << "starsight score: --point-card takes P1..P10, not \"" << a.point_card << "\"\n";
      return false;
    }
  }
  if (!a.power_card.empty()) {
    o.power_card = parse_power(a.power_card);
    if (!o.power_card) {
      std::cerr << "starsight score: --power-card takes planet, new-line, new-stars, galaxy, twinkling-star, nova, "
                   "luminous-aura, crescent-moon or black-hole, not \""
                << a.power_card << "\"\n";
      return false;
    }
  }
  if (a.board != 0) o.board = a.board;
  o.debug_dir = a.debug_dir;
  return true;
}

void run(const ScoreArgs& a, Outcome& outcome) {
  ScoreOptions options;
  if (!to_options(a, options)) {
    outcome.status = 2;
    return;
  }
  bool all_ok = true;
  for (const auto& file : a.files) {
    nlohmann::json result;
    try {
      result = is_streamed(file)        ? score_streamed(file, options)
               : looks_like_photo(file) ? score_photo(file, options)
                                        : score_state_file(file, options);
    } catch (const std::exception& e) {  // a bug must not stop the batch
      result = {{"input", file}, {"ok", false}, {"error", std::string("internal error: ") + e.what()}};
    }
    all_ok = all_ok && result.value("ok", false);
    if (a.json)
      std::cout << result.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
    else
      print_report(std::cout, result);
    std::cout.flush();
  }
  outcome.status = all_ok ? 0 : 1;
}

}  // namespace

void add_score_command(CLI::App& app, Outcome& outcome) {
  auto args = std::make_shared<ScoreArgs>();
  CLI::App* cmd = app.add_subcommand("score", "Score photos (JPEG, PNG) or state files (.json)");
  cmd->add_option("files", args->files, "Photos or state files (- for standard input)")->required();
  cmd->add_option("--point-card", args->point_card, "Point bonus card in play (P1..P10)");
  cmd->add_option("--power-card", args->power_card, "Power bonus card in play (e.g. new-line)");
  cmd->add_option("--board", args->board, "Board 1..8 (skips identification)")->check(CLI::Range(1, 8));
  cmd->add_flag("--json", args->json, "One JSON object per input (JSON Lines)");
  cmd->add_option("--debug", args->debug_dir, "Write the photo reader's debug images to this folder");
  cmd->callback([args, &outcome] { run(*args, outcome); });
}

}  // namespace starsight::cli
