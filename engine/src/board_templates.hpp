#pragma once
// The board templates' text as built into the library (generated at build time
// from calibration/boards/board-N.json).
#include <array>
#include <string>

namespace starsight::detail {
const std::array<std::string, 8>& board_template_texts();
}
