#pragma once
// Errors the engine reports to people: each message names the place and the
// fault so that the user knows what to fix.
#include <stdexcept>
#include <string>

namespace starsight {

// A data file (board template, card table) that breaks the project's facts.
class DataError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace starsight
