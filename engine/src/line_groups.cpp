#include "starsight/line_groups.hpp"

#include <array>
#include <numeric>

namespace starsight {
namespace {

struct DisjointSets {
  std::array<int, kSegmentCount> parent{};
  DisjointSets() { std::iota(parent.begin(), parent.end(), 0); }
  int find(int i) {
    while (parent[static_cast<std::size_t>(i)] != i) {
      auto& p = parent[static_cast<std::size_t>(i)];
      p = parent[static_cast<std::size_t>(p)];
      i = p;
    }
    return i;
  }
  void join(int a, int b) {
    a = find(a);
    b = find(b);
    if (a != b) parent[static_cast<std::size_t>(std::max(a, b))] = std::min(a, b);
  }
};

}  // namespace

std::vector<LineGroup> line_groups(const SegmentSet& lines) {
  DisjointSets sets;
  std::array<int, kPointCount> first_at;
  first_at.fill(-1);
  for_each_bit(lines, [&](int id) {
    const Segment& s = segment(id);
    for (Point p : {s.a, s.b}) {
      int& f = first_at[static_cast<std::size_t>(point_index(p))];
      if (f < 0)
        f = id;
      else
        sets.join(f, id);
    }
    if (const auto other = crossing_segment(id); other && lines.test(static_cast<std::size_t>(*other)))
      sets.join(id, *other);
  });
  std::vector<LineGroup> groups;
  std::array<int, kSegmentCount> group_of;
  for_each_bit(lines, [&](int id) {
    const int root = sets.find(id);
    if (root == id) {
      group_of[static_cast<std::size_t>(id)] = static_cast<int>(groups.size());
      groups.emplace_back();
    }
    LineGroup& g = groups[static_cast<std::size_t>(group_of[static_cast<std::size_t>(root)])];
    g.lines.set(static_cast<std::size_t>(id));
    g.stars.set(static_cast<std::size_t>(point_index(segment(id).a)));
    g.stars.set(static_cast<std::size_t>(point_index(segment(id).b)));
    ++g.size;
  });
  return groups;
}

}  // namespace starsight
