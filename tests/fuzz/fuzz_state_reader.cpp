// Fuzz target: the state reader must refuse or accept any byte string without
// crashing, and whatever it accepts must survive writing and reading back, and
// scoring and auditing.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "starsight/audit.hpp"
#include "starsight/score.hpp"
#include "starsight/state_json.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const starsight::StateReading reading = starsight::read_state(text);
  if (!reading) {
    if (reading.error.empty()) std::abort();  // a refusal must say why
    return 0;
  }
  const starsight::StateReading again = starsight::read_state(starsight::write_state(*reading.state));
  if (!again || !(*again.state == *reading.state)) std::abort();  // lossless
  const starsight::Score s = starsight::score(*reading.state);
  if (s.total != s.constellations + s.planets + s.shooting_stars + s.point_bonus + s.power_bonus) std::abort();
  (void)starsight::audit(*reading.state);
  return 0;
}
