#include "starsight/lattice.hpp"

#include <vector>

namespace starsight {
namespace {

struct Tables {
  std::array<Segment, kSegmentCount> segments{};
  std::array<int, kPointCount * 9> between{};  // [point][neighbour slot] -> id or -1
  std::array<int, kSegmentCount> crossing{};
  std::array<std::vector<SegmentId>, kPointCount> at{};
  std::array<std::vector<Point>, kPointCount> around{};

  static int slot(Point from, Point to) { return (to.x - from.x + 1) * 3 + (to.y - from.y + 1); }

  Tables() {
    between.fill(-1);
    crossing.fill(-1);
    constexpr std::array<std::pair<Point, Direction>, 4> kForward{{
        {{1, 0}, Direction::Horizontal},
        {{0, 1}, Direction::Vertical},
        {{1, 1}, Direction::DiagonalUp},
        {{-1, 1}, Direction::DiagonalDown},
    }};
    int next = 0;
    for (int i = 0; i < kPointCount; ++i) {
      const Point a = point_at(i);
      for (const auto& [step, dir] : kForward) {
        const Point b{a.x + step.x, a.y + step.y};
        if (!in_lattice(b)) continue;
        segments[next] = {a, b, dir};
        between[point_index(a) * 9 + slot(a, b)] = next;
        between[point_index(b) * 9 + slot(b, a)] = next;
        at[point_index(a)].push_back(next);
        at[point_index(b)].push_back(next);
        ++next;
      }
      for (int dx = -1; dx <= 1; ++dx)
        for (int dy = -1; dy <= 1; ++dy) {
          const Point n{a.x + dx, a.y + dy};
          if ((dx || dy) && in_lattice(n)) around[i].push_back(n);
        }
    }
    for (int id = 0; id < next; ++id) {
      const Segment& s = segments[id];
      if (s.direction == Direction::DiagonalUp) {
        const int other = between[point_index({s.a.x + 1, s.a.y}) * 9 + slot({s.a.x + 1, s.a.y}, {s.a.x, s.a.y + 1})];
        crossing[id] = other;
        crossing[other] = id;
      }
    }
  }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

}  // namespace

const Segment& segment(SegmentId id) { return tables().segments.at(static_cast<std::size_t>(id)); }

std::optional<SegmentId> segment_between(Point a, Point b) {
  if (!in_lattice(a) || !in_lattice(b) || !adjacent(a, b)) return std::nullopt;
  const int id = tables().between[point_index(a) * 9 + Tables::slot(a, b)];
  if (id < 0) return std::nullopt;
  return id;
}

std::optional<SegmentId> crossing_segment(SegmentId id) {
  const int other = tables().crossing.at(static_cast<std::size_t>(id));
  if (other < 0) return std::nullopt;
  return other;
}

std::span<const SegmentId> segments_at(Point p) { return tables().at.at(point_index(p)); }
std::span<const Point> neighbours(Point p) { return tables().around.at(point_index(p)); }

PointSet endpoints(const SegmentSet& segments) {
  PointSet points;
  for_each_bit(segments, [&](int id) {
    points.set(point_index(segment(id).a));
    points.set(point_index(segment(id).b));
  });
  return points;
}

SegmentSet segments_touching(const PointSet& points) {
  SegmentSet out;
  for_each_bit(points, [&](int i) {
    for (SegmentId id : segments_at(point_at(i))) out.set(static_cast<std::size_t>(id));
  });
  return out;
}

std::string to_string(Point p) { return "(" + std::to_string(p.x) + "," + std::to_string(p.y) + ")"; }
std::string to_string(const Segment& s) { return to_string(s.a) + "-" + to_string(s.b); }
std::string segment_name(SegmentId id) { return to_string(segment(id)); }

}  // namespace starsight
