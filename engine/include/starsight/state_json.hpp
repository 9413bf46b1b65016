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

struct StateReading {
  std::optional<State> state;
  std::string error;  // empty when `state` is set

  explicit operator bool() const { return state.has_value(); }
};

StateReading read_state(std::string_view json_text);
StateReading read_state(const nlohmann::json& j);

nlohmann::json state_to_json(const State& s);
std::string write_state(const State& s);  // indented, with a final newline

nlohmann::json point_to_json(Point p);
nlohmann::json segment_to_json(SegmentId id);

}  // namespace starsight
