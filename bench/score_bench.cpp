// Scores simulated end states on one core and prints states per CPU second for
// score() and audit(). Usage: bench_score [states=2000] [seconds=2] [score|audit|both]
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>

#include "starsight/audit.hpp"
#include "starsight/score.hpp"
#include "starsight/simulator.hpp"

namespace {

// This thread's CPU time: the figure that matters on a machine shared with builds.
double cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

template <class F>
double per_second(const std::vector<starsight::State>& states, double seconds, F&& f) {
  const double start = cpu_seconds();
  long done = 0;
  long sink = 0;
  while (cpu_seconds() - start < seconds)
    for (const auto& s : states) {
      sink += f(s);
      ++done;
    }
  const double elapsed = cpu_seconds() - start;
  if (sink == -1) std::puts("");  // keeps the work observable
  return static_cast<double>(done) / elapsed;
}

}  // namespace

int main(int argc, char** argv) {
  const int count = argc > 1 ? std::atoi(argv[1]) : 2000;
  const double seconds = argc > 2 ? std::atof(argv[2]) : 2.0;
  std::vector<starsight::State> states;
  long lines = 0;
  for (int i = 0; i < count; ++i) {
    states.push_back(starsight::simulate_game(static_cast<std::uint64_t>(i)));
    lines += static_cast<long>(states.back().lines.count());
  }
  std::printf("%d simulated end states, %.1f drawn lines on average\n", count, static_cast<double>(lines) / count);
  const std::string which = argc > 3 ? argv[3] : "both";
  if (which != "audit") {
    const double scores =
        per_second(states, seconds, [](const starsight::State& s) { return starsight::score(s).total; });
    std::printf("score(): %.0f states/s (target 200000)\n", scores);
  }
  if (which == "score") return 0;
  const double audits = per_second(
      states, seconds, [](const starsight::State& s) { return static_cast<int>(starsight::audit(s).size()); });
  std::printf("audit(): %.0f states/s\n", audits);
  return 0;
}
