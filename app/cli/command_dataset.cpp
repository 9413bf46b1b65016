// Placeholder until the photo tools land: registers nothing.
#include "commands.hpp"

namespace starsight::cli {
void add_dataset_command(CLI::App&, Outcome&) {}
}  // namespace starsight::cli
