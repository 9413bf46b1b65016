// Placeholder until the photo tools land: registers nothing.
#include "commands.hpp"

namespace starsight::cli {
void add_calibrate_command(CLI::App&, Outcome&) {}
}  // namespace starsight::cli
