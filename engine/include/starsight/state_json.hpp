#pragma once
// The `starsight-state/1` exchange format (STATE-FORMAT.md). The reader is
// strict: anything malformed is refused with a message naming the place and the
// fault; it never throws on bad input and never guesses.
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "starsight/state.hpp"

namespace starsight {

inline constexpr const char* kStateFormat = "starsight-state/1";

// 18 cards draw at most 36 lines and each new-line use needs 3 earlier lines,
// so no game ends with more than 54. The reader takes up to this many (the
// audit flags the excess as suspicious) and refuses more: such a file is not a
// finished sheet, and scoring it exactly could take unbounded time.
inline constexpr int kMaxDrawnLines = 100;

struct StateReading {
  std::optional<State> state;
  std::string error;  // empty when `state` is set

  explicit operator bool() const { return state.has_value(); }
};

StateReading read_state(std::string_view json_text);
StateReading read_state(const nlohmann::json& j);
inline StateReading read_state(const std::string& json_text) { return read_state(std::string_view(json_text)); }
inline StateReading read_state(const char* json_text) { return read_state(std::string_view(json_text)); }

nlohmann::json state_to_json(const State& s);
std::string write_state(const State& s);  // indented, with a final newline

nlohmann::json point_to_json(Point p);
nlohmann::json segment_to_json(SegmentId id);

}  // namespace starsight
