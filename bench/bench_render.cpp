// Photos rendered per second, one core, per level and size; prints one line each.
// Usage: bench_render [photos-per-case]
#include <chrono>
#include <cstdio>
#include <cstdlib>

#include <opencv2/core.hpp>

#include "starsight/render/render.hpp"
#include "starsight/simulator.hpp"

int main(int argc, char** argv) {
  cv::setNumThreads(1);
  const int n = argc > 1 ? std::max(1, std::atoi(argv[1])) : 4;
  using starsight::render::Level;
  struct Case {
    Level level;
    cv::Size size;
  };
  const Case cases[] = {{Level::Normal, {4032, 3024}},
                        {Level::Easy, {4032, 3024}},
                        {Level::Hard, {4032, 3024}},
                        {Level::Normal, {1280, 960}}};
  std::printf("%-7s %-10s %8s %10s %10s\n", "level", "size", "photos", "s/photo", "photos/s");
  for (const Case& c : cases) {
    double total = 0, worst = 0;
    for (int i = 0; i < n; ++i) {
      const starsight::State s = starsight::simulate_game(1000 + static_cast<std::uint64_t>(i));
      starsight::render::RenderOptions o;
      o.seed = 1000 + static_cast<std::uint64_t>(i);
      o.level = c.level;
      o.size = c.size;
      const auto t0 = std::chrono::steady_clock::now();
      const auto photo = starsight::render::render_photo(s, o);
      const double dt = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      total += dt;
      worst = std::max(worst, dt);
      if (photo.image.empty()) return 1;
    }
    std::printf("%-7s %4dx%-5d %8d %10.3f %10.2f   (slowest %.3f s)\n", starsight::render::level_name(c.level),
                c.size.width, c.size.height, n, total / n, n / total, worst);
  }
  return 0;
}
