#pragma once
// What a finished sheet can prove wrong (RULES.md, "audit"): findings that are
// illegal in any order of play, and ones that are legal only in some.
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "starsight/state.hpp"

namespace starsight {

enum class Severity { Illegal, Suspicious };

struct Finding {
  Severity severity = Severity::Illegal;
  std::string rule;  // stable id, e.g. "line-touches-planet"
  std::vector<Point> points;
  std::string message;  // a sentence a player understands
};

std::vector<Finding> audit(const State& s);
bool is_legal(const State& s);  // no Illegal finding

nlohmann::json audit_to_json(const std::vector<Finding>& findings);

}  // namespace starsight
