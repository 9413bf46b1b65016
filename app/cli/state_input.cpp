#include "state_input.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "starsight/audit.hpp"
#include "starsight/score.hpp"
#include "starsight/state_json.hpp"

namespace starsight::cli {
namespace {

nlohmann::json failure(const std::string& input, const std::string& error) {
  return {{"input", input}, {"ok", false}, {"error", error}};
}

void apply_overrides(nlohmann::json& j, const ScoreOptions& o) {
  if (!j.is_object()) return;
  if (o.board) j["board"] = *o.board;
  if (o.point_card) j["point_card"] = point_card(*o.point_card).id;
  if (o.power_card) j["power_card"] = power_name(*o.power_card);
}

}  // namespace

nlohmann::json score_state_text(const std::string& input, const std::string& text, const ScoreOptions& options) {
  nlohmann::json j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) {
    const StateReading why = read_state(std::string_view(text));  // for the parser's message
    return failure(input, why.error.empty() ? "not valid JSON" : why.error);
  }
  apply_overrides(j, options);
  const StateReading reading = read_state(j);
  if (!reading) return failure(input, "not a valid state file: " + reading.error);
  const State& s = *reading.state;
  return {{"input", input},
          {"ok", true},
          {"board", s.board},
          {"state", state_to_json(s)},
          {"score", score_to_json(score(s))},
          {"audit", audit_to_json(audit(s))},
          {"uncertain", nlohmann::json::array()},
          {"confidence", 1.0}};
}

nlohmann::json score_state_file(const std::string& path, const ScoreOptions& options) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return failure(path, "no such file; check the path");
  if (std::filesystem::is_directory(path, ec)) return failure(path, "is a folder; give the state or photo files in it");
  const auto size = std::filesystem::file_size(path, ec);
  if (ec) return failure(path, "cannot read the file: " + ec.message());
  if (size > kMaxStateBytes)
    return failure(path, "too large for a state file (" + std::to_string(size) + " bytes); is it the right file?");
  std::ifstream in(path, std::ios::binary);
  if (!in) return failure(path, "cannot open the file for reading; check its permissions");
  std::ostringstream text;
  text << in.rdbuf();
  return score_state_text(path, text.str(), options);
}

}  // namespace starsight::cli
