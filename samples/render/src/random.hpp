#pragma once
// The renderer's own random numbers: splitmix64 streams, so that the same seed
// gives the same photo on every platform and library version (no std
// distributions, whose output is implementation-defined).
#include <cmath>
#include <cstdint>
#include <string_view>

namespace starsight::render {

inline std::uint64_t mix64(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// A seed for an independent stream named by `tag` and an index, so that adding
// one thing to a picture does not change the randomness of anything else.
inline std::uint64_t derive_seed(std::uint64_t seed, std::string_view tag, std::uint64_t index = 0) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (char c : tag) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ULL;
  return mix64(seed ^ mix64(h + 0x9e3779b97f4a7c15ULL * (index + 1)));
}

class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}
  Rng(std::uint64_t seed, std::string_view tag, std::uint64_t index = 0) : state_(derive_seed(seed, tag, index)) {}

  std::uint64_t next() {
    state_ += 0x9e3779b97f4a7c15ULL;
    return mix64(state_);
  }
  // Uniform in [0, 1).
  double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
  double uniform(double lo, double hi) { return lo + (hi - lo) * uniform(); }
  // Uniform integer in [lo, hi].
  int integer(int lo, int hi) {
    const auto span = static_cast<std::uint64_t>(hi - lo + 1);
    return lo + static_cast<int>(next() % span);
  }
  bool chance(double p) { return uniform() < p; }
  // Standard normal (Box-Muller; one value per call keeps the stream simple).
  double normal() {
    const double u1 = 1.0 - uniform(), u2 = uniform();
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
  }
  double normal(double mean, double sd) { return mean + sd * normal(); }
  std::uint64_t seed_for(std::string_view tag, std::uint64_t index = 0) { return derive_seed(next(), tag, index); }

 private:
  std::uint64_t state_;
};

}  // namespace starsight::render
