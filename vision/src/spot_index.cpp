#include "spot_index.hpp"

#include <algorithm>
#include <utility>

namespace starsight::vision {

// The neighbours are the `count` least by squared distance, then index (spots lie on whole pixels: their squared
// distances, whole numbers, order them as their distances do), as a scan of every pair keeping the nearest so far
// finds them. They are looked for in square rings of cells around each spot, out to where no spot beyond could come
// nearer than the ones found.
std::vector<std::vector<cv::Point2d>> neighbour_offsets(const std::vector<StarSpot>& spots, cv::Size size,
                                                        std::size_t count, double nearest) {
  constexpr int kCell = 16;
  const int cols = size.width / kCell + 1, rows = size.height / kCell + 1;
  std::vector<std::vector<std::size_t>> cells(static_cast<std::size_t>(cols * rows));
  const auto cell_of = [&](const StarSpot& s) {
    return cv::Point(std::clamp(static_cast<int>(s.p.x) / kCell, 0, cols - 1),
                     std::clamp(static_cast<int>(s.p.y) / kCell, 0, rows - 1));
  };
  for (std::size_t j = 0; j < spots.size(); ++j) {
    const cv::Point c = cell_of(spots[j]);
    cells[static_cast<std::size_t>(c.y * cols + c.x)].push_back(j);
  }
  std::vector<std::vector<cv::Point2d>> offsets(spots.size());
  std::vector<std::pair<double, std::size_t>> near;  // squared distance, spot
  for (std::size_t i = 0; i < spots.size(); ++i) {
    near.clear();
    const cv::Point c = cell_of(spots[i]);
    const auto look_in = [&](int x, int y) {
      if (x < 0 || y < 0 || x >= cols || y >= rows) return;
      for (const std::size_t j : cells[static_cast<std::size_t>(y * cols + x)]) {
        const cv::Point2d v = spots[j].p - spots[i].p;
        const double d2 = v.dot(v);
        if (j != i && d2 >= nearest * nearest) near.emplace_back(d2, j);
      }
    };
    for (int r = 0;; ++r) {
      if (r == 0) {
        look_in(c.x, c.y);
      } else {
        for (int x = c.x - r; x <= c.x + r; ++x) look_in(x, c.y - r), look_in(x, c.y + r);
        for (int y = c.y - r + 1; y <= c.y + r - 1; ++y) look_in(c.x - r, y), look_in(c.x + r, y);
      }
      // Every spot outside the rings searched lies at least r cells away (its own cell's span aside).
      const double beyond = static_cast<double>(r) * kCell;
      const bool all_cells = c.x - r <= 0 && c.y - r <= 0 && c.x + r >= cols - 1 && c.y + r >= rows - 1;
      if (all_cells) break;
      if (near.size() >= count) {
        std::nth_element(near.begin(), near.begin() + static_cast<std::ptrdiff_t>(count - 1), near.end());
        if (near[count - 1].first < beyond * beyond) break;
      }
    }
    std::sort(near.begin(), near.end());
    if (near.size() > count) near.resize(count);
    for (const auto& [d2, j] : near) {
      cv::Point2d v = spots[j].p - spots[i].p;
      if (v.x < 0 || (v.x == 0 && v.y < 0)) v = -v;
      offsets[i].push_back(v);
    }
  }
  return offsets;
}

}  // namespace starsight::vision
