#pragma once
// The human-readable breakdown of one scored input (`starsight score` without
// --json), written from the same JSON object the --json output prints.
#include <nlohmann/json.hpp>
#include <ostream>

namespace starsight::cli {

void print_report(std::ostream& out, const nlohmann::json& result);

}  // namespace starsight::cli
