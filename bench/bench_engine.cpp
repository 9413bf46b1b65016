// Engine speed, on one core: sheets scored per second over a pool of typical
// simulated end states, games simulated per second, and for reference the
// audit and the move generator. Read the items_per_second column.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <vector>

#include "starsight/audit.hpp"
#include "starsight/moves.hpp"
#include "starsight/score.hpp"
#include "starsight/simulator.hpp"

namespace {

// Typical end states: 1,000 simulated games over every board and card.
const std::vector<starsight::State>& pool() {
  static const std::vector<starsight::State> states = [] {
    std::vector<starsight::State> v;
    for (std::uint64_t seed = 0; seed < 1000; ++seed) v.push_back(starsight::simulate_game(seed));
    return v;
  }();
  return states;
}

void BM_ScoreSheets(benchmark::State& state) {
  const auto& sheets = pool();
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(starsight::score(sheets[i]));
    if (++i == sheets.size()) i = 0;
  }
  state.SetItemsProcessed(state.iterations());
  state.SetLabel("sheets scored");
}
BENCHMARK(BM_ScoreSheets);

void BM_SimulateGames(benchmark::State& state) {
  std::uint64_t seed = 1'000'000;
  for (auto _ : state) benchmark::DoNotOptimize(starsight::simulate_game(seed++));
  state.SetItemsProcessed(state.iterations());
  state.SetLabel("games simulated");
}
BENCHMARK(BM_SimulateGames);

void BM_AuditSheets(benchmark::State& state) {
  const auto& sheets = pool();
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(starsight::audit(sheets[i]));
    if (++i == sheets.size()) i = 0;
  }
  state.SetItemsProcessed(state.iterations());
  state.SetLabel("sheets audited");
}
BENCHMARK(BM_AuditSheets);

// One turn's question: every legal placement of a night card on a sheet in play.
void BM_CardPlacements(benchmark::State& state) {
  const auto& sheets = pool();
  std::size_t i = 0;
  int card = 0;
  for (auto _ : state) {
    const starsight::PlayView view = starsight::play_view(sheets[i], 1);
    benchmark::DoNotOptimize(starsight::card_placements(view, card));
    if (++i == sheets.size()) i = 0;
    if (++card == 27) card = 0;
  }
  state.SetItemsProcessed(state.iterations());
  state.SetLabel("views + placements");
}
BENCHMARK(BM_CardPlacements);

}  // namespace

BENCHMARK_MAIN();
