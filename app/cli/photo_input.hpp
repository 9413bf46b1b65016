#pragma once
// The seam between the command line and the photo reader: scoring one photo
// gives the same JSON object as scoring a state file (STATE-FORMAT.md).
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>

#include "starsight/cards.hpp"

namespace starsight::cli {

struct ScoreOptions {
  std::optional<int> point_card;
  std::optional<Power> power_card;
  std::optional<int> board;
  std::string debug_dir;  // empty: no debug images
};

// True for files the photo reader takes (by content, not only by name).
bool looks_like_photo(const std::string& path);

// {"input", "ok", "board", "state", "score", "audit", "uncertain",
//  "confidence"} or {"input", "ok": false, "error"}.
nlohmann::json score_photo(const std::string& path, const ScoreOptions& options);
// The same for a photo's bytes already in memory (named `input` in the result).
nlohmann::json score_photo_bytes(const std::string& input, std::span<const unsigned char> bytes,
                                 const ScoreOptions& options);

}  // namespace starsight::cli
