#include "ink_path.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace starsight::vision {
namespace {

// What the search needs of one pixel of the lens's bounding box.
enum class Cell : std::uint8_t { Outside, Lens, StartDisc, EndDisc };

}  // namespace

double inked_path(const cv::Mat& ink, cv::Point2d a, cv::Point2d b, double white, double floor_y) {
  const double len = std::hypot(b.x - a.x, b.y - a.y);
  if (!(len > 1) || !(white > 0)) return 0;
  const double end_r = kInkPathEnd * len, half_width = kInkPathBow + kInkPathWidth;
  const cv::Point2d along = (b - a) * (1 / len), across(-along.y, along.x);
  const int x0 = static_cast<int>(std::floor(std::min(a.x, b.x) - half_width));
  const int x1 = static_cast<int>(std::ceil(std::max(a.x, b.x) + half_width));
  const int y0 = static_cast<int>(std::floor(std::min(a.y, b.y) - half_width));
  const int y1 = static_cast<int>(std::ceil(std::max(a.y, b.y) + half_width));
  if (x0 < 0 || y0 < 0 || x1 >= ink.cols || y1 >= ink.rows) return 0;
  const int w = x1 - x0 + 1, h = y1 - y0 + 1;
  const auto n = static_cast<std::size_t>(w * h);
  std::vector<Cell> cell(n, Cell::Outside);
  std::vector<std::uint8_t> cost(n, 0);  // crossing a pixel: 0 ink, 1 faint ink, 2 sky
  std::vector<int> dist(n, -1);
  // Dial's shortest paths: the pixels to visit, by distance (costs are small integers).
  std::vector<std::vector<int>> bucket(1);
  const float inked = static_cast<float>(kInked * white), faint = static_cast<float>(kFaint * white);
  for (int y = 0; y < h; ++y) {
    const float* row = ink.ptr<float>(y0 + y) + x0;
    const double py = y0 + y;
    if (py > floor_y) break;
    for (int x = 0; x < w; ++x) {
      const cv::Point2d v(x0 + x - a.x, py - a.y);
      const double t = v.dot(along) / len, off = std::abs(v.dot(across));
      const double da2 = v.dot(v), db2 = (v - (b - a)).dot(v - (b - a));
      const bool start = da2 <= end_r * end_r, end = db2 <= end_r * end_r;
      if (!start && !end && (t < 0 || t > 1 || off > 4 * kInkPathBow * t * (1 - t) + kInkPathWidth)) continue;
      const auto k = static_cast<std::size_t>(y * w + x);
      cell[k] = start ? Cell::StartDisc : end ? Cell::EndDisc : Cell::Lens;
      cost[k] = row[x] >= inked ? 0 : row[x] >= faint ? 1 : 2;
      if (cell[k] == Cell::StartDisc) {
        dist[k] = 0;
        bucket[0].push_back(static_cast<int>(k));
      }
    }
  }
  // Past 2 kInkPathGap (the cost of kInkPathGap units of sky) the answer is 0 whatever the path.
  const auto give_up = static_cast<std::size_t>(2 * kInkPathGap);
  for (std::size_t d = 0; d < bucket.size() && d <= give_up; ++d) {
    for (std::size_t i = 0; i < bucket[d].size(); ++i) {
      const int k = bucket[d][i];
      if (dist[static_cast<std::size_t>(k)] != static_cast<int>(d)) continue;
      const int x = k % w, y = k / w;
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
          const int nx = x + dx, ny = y + dy;
          if ((dx == 0 && dy == 0) || nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          const auto q = static_cast<std::size_t>(ny * w + nx);
          if (cell[q] == Cell::Outside || cell[q] == Cell::StartDisc) continue;
          if (cell[q] == Cell::EndDisc) return 1 - std::min(1.0, static_cast<double>(d) / (2 * kInkPathGap));
          const int nd = static_cast<int>(d) + cost[q];
          if (dist[q] < 0 || nd < dist[q]) {
            dist[q] = nd;
            if (bucket.size() <= static_cast<std::size_t>(nd)) bucket.resize(static_cast<std::size_t>(nd) + 1);
            bucket[static_cast<std::size_t>(nd)].push_back(static_cast<int>(q));
          }
        }
    }
  }
  return 0;
}

}  // namespace starsight::vision
