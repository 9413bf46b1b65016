#include "drawn_lines.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "template_geometry.hpp"

namespace starsight::vision {
namespace {

// Whether `p` holds a printed star on every board: no board's artwork, planet or sun-rise art lies there.
bool star_on_every_board(Point p) {
  return std::all_of(boards().begin(), boards().end(), [&](const Board& b) { return b.kind(p) == PointKind::Star; });
}

// The brightest top-hat value within `radius` pixels of `c` (0 outside the image).
float brightest_near(const cv::Mat& tophat, cv::Point2d c, int radius) {
  const int cx = static_cast<int>(std::lround(c.x)), cy = static_cast<int>(std::lround(c.y));
  float best = 0;
  for (int y = std::max(0, cy - radius); y <= std::min(tophat.rows - 1, cy + radius); ++y) {
    const float* row = tophat.ptr<float>(y);
    for (int x = std::max(0, cx - radius); x <= std::min(tophat.cols - 1, cx + radius); ++x)
      best = std::max(best, row[x]);
  }
  return best;
}

// A hand-drawn line may run a few units off the straight path between its stars (template units).
constexpr double kLineSlack = 3;
// The middle of a segment, clear of its stars' glyphs (fractions of its length).
constexpr double kMiddleFrom = 0.3, kMiddleTo = 0.7;
// A line is brighter over the sky than this fraction of the board's typical printed star: the stars set the
// photo's contrast (blur, exposure, glare), whatever it is.
constexpr float kInkOfStar = 0.35f;
// ... and than this many grey levels in any case (sky noise, JPEG ringing).
constexpr float kLeastInk = 8;
// Nearly every sample along the middle must be inked: a line crossing the segment, a star's arm or a speck of
// art lights a few.
constexpr double kInkedAllAlong = 0.85;
// A constellation has at least 3 lines.
constexpr int kConstellation = 3;

}  // namespace

DrawnLines drawn_lines(const RectifiedBoard& r, const BoardGeometry& g) {
  if (r.tophat.empty()) return {};
  const auto at = [&](cv::Point2d t) { return t * r.scale; };
  const int slack = std::max(1, static_cast<int>(std::lround(kLineSlack * r.scale)));
  // The photo's star brightness: the median peak at the points every board has a star.
  std::vector<float> stars;
  for (int i = 0; i < kPointCount; ++i)
    if (star_on_every_board(point_at(i)))
      stars.push_back(brightest_near(r.tophat, at(template_point(g, point_at(i))), slack));
  if (stars.empty()) return {};
  std::nth_element(stars.begin(), stars.begin() + static_cast<std::ptrdiff_t>(stars.size() / 2), stars.end());
  const float level = std::max(kLeastInk, kInkOfStar * stars[stars.size() / 2]);

  SegmentSet inked;
  for (int id = 0; id < kSegmentCount; ++id) {
    const Segment& s = segment(id);
    if (!star_on_every_board(s.a) || !star_on_every_board(s.b)) continue;
    const cv::Point2d a = at(template_point(g, s.a)), b = at(template_point(g, s.b));
    const int samples = std::max(4, static_cast<int>(cv::norm(b - a) * (kMiddleTo - kMiddleFrom) / 2));
    int lit = 0;
    for (int k = 0; k <= samples; ++k) {
      const double t = kMiddleFrom + (kMiddleTo - kMiddleFrom) * k / samples;
      lit += brightest_near(r.tophat, a + t * (b - a), slack) > level;
    }
    if (lit >= kInkedAllAlong * (samples + 1)) inked.set(static_cast<std::size_t>(id));
  }

  // Groups of inked segments joined at their ends.
  std::array<int, kSegmentCount> group{};
  group.fill(-1);
  int counted = 0;
  for (int id = 0; id < kSegmentCount; ++id) {
    if (!inked.test(static_cast<std::size_t>(id)) || group[static_cast<std::size_t>(id)] >= 0) continue;
    std::vector<int> todo{id}, members;
    group[static_cast<std::size_t>(id)] = id;
    while (!todo.empty()) {
      const int s = todo.back();
      todo.pop_back();
      members.push_back(s);
      for (const Point p : {segment(s).a, segment(s).b})
        for (const SegmentId n : segments_at(p))
          if (inked.test(static_cast<std::size_t>(n)) && group[static_cast<std::size_t>(n)] < 0) {
            group[static_cast<std::size_t>(n)] = id;
            todo.push_back(n);
          }
    }
    if (static_cast<int>(members.size()) >= kConstellation) counted += static_cast<int>(members.size());
  }
  return {counted, static_cast<int>(inked.count())};
}

}  // namespace starsight::vision
