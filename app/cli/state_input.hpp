#pragma once
// Scoring one state file: read it, apply the command line's overrides, score
// and audit it, as one JSON object of STATE-FORMAT.md.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "photo_input.hpp"

namespace starsight::cli {

// A state file is a few kilobytes; anything larger than this is not one.
inline constexpr std::uintmax_t kMaxStateBytes = 4u << 20;

nlohmann::json score_state_file(const std::string& path, const ScoreOptions& options);
// The same for state text already in memory (named `input` in the result).
nlohmann::json score_state_text(const std::string& input, const std::string& text, const ScoreOptions& options);

}  // namespace starsight::cli
