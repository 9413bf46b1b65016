#pragma once
// The audit's illegal findings on a sheet, one per line ("" for a legal sheet): what the property tests expect
// to be empty.
#include <string>

#include "starsight/audit.hpp"
#include "starsight/state.hpp"

namespace starsight::testing {

// `except` names one rule whose findings are left out (a move the test makes on purpose).
inline std::string illegal_findings(const State& s, const char* except = "") {
  std::string out;
  for (const Finding& f : audit(s))
    if (f.severity == Severity::Illegal && f.rule != except) out += f.rule + ": " + f.message + "\n";
  return out;
}

}  // namespace starsight::testing
