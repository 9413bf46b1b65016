#include "starsight/score.hpp"

#include <algorithm>
#include <array>
#include <string>

#include "score_parts.hpp"
#include "starsight/sheet.hpp"

namespace starsight {
namespace {

using detail::around;
using detail::constellations_in;
using detail::point_bit;

std::vector<Point> points_of(const PointSet& set) {
  std::vector<Point> out;
  for_each_bit(set, [&](int i) { out.push_back(point_at(i)); });
  return out;
}

// The points of an item: the object (or planet) first, then what it counted.
std::vector<Point> object_and(Point at, const PointSet& counted) {
  std::vector<Point> out{at};
  for_each_bit(counted & ~point_bit(at), [&](int i) { out.push_back(point_at(i)); });
  return out;
}

std::string plural(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

class Scorer {
 public:
  Scorer(const State& s, Score& out) : s_(s), board_(detail::board_masks(s.board)), out_(out) {}

  void run() {
    lines_ = s_.lines | board_.printed;
    out_.items.reserve(16);  // a typical sheet explains its points in about 10 items
    out_.groups = detail::classify_groups(s_, lines_);
    constellations();
    planets();
    shooting_stars();
    point_card();
    power_card();
    out_.total = out_.constellations + out_.planets + out_.shooting_stars + out_.point_bonus + out_.power_bonus;
  }

 private:
  void add(Category c, int points, std::string label, const SegmentSet& lines, std::vector<Point> pts) {
    out_.items.push_back({c, points, std::move(label), lines, std::move(pts)});
  }

  // Each size 3..8 scores once; a nova's 9 and 10 score once each, as power points.
  void constellations() {
    std::array<bool, 11> seen{};
    for (const Constellation& c : out_.groups) {
      if (!c.is_constellation || seen[static_cast<std::size_t>(c.group.size)]) continue;
      const int n = c.group.size;
      seen[static_cast<std::size_t>(n)] = true;
      if (n <= 8) {
        out_.constellations += n;
        out_.constellation_sizes.push_back(n);
        add(Category::Constellations, n, "constellation of " + std::to_string(n) + " lines", c.group.lines, {});
      } else {
        out_.power_bonus += n;
        out_.nova_sizes.push_back(n);
        add(Category::PowerBonus, n, "constellation of " + std::to_string(n) + " lines with a nova", c.group.lines,
            points_of(c.group.stars & nova_points()));
      }
    }
    std::sort(out_.constellation_sizes.begin(), out_.constellation_sizes.end());
    std::sort(out_.nova_sizes.begin(), out_.nova_sizes.end());
  }

  PointSet nova_points() const {
    PointSet p;
    for (Point n : s_.novas) p |= point_bit(n);
    return p;
  }

  // A planet scores 1 per distinct constellation with a star next to it.
  void planets() {
    const auto one = [&](Point p, bool drawn) {
      SegmentSet lines;
      PointSet stars;
      const int n = constellations_in(out_.groups, around(p), &lines, &stars);
      if (n == 0) return;
      out_.planets += n;
      add(Category::Planets, n,
          std::string(drawn ? "drawn planet " : "planet ") + to_string(p) + " next to " +
              plural(n, "constellation", "constellations"),
          lines, object_and(p, stars));
    };
    for_each_bit(board_.planets, [&](int i) { one(point_at(i), false); });
    if (s_.power_card == Power::Planet)
      for (Point p : s_.planets) one(p, true);
  }

  void shooting_stars() {
    for (const ShootingStar& star : s_.shooting_stars) {
      const int n = static_cast<int>(star.lines.size());
      SegmentSet lines;
      for (SegmentId id : star.lines) lines.set(static_cast<std::size_t>(id));
      out_.shooting_stars += n;
      add(Category::ShootingStars, n, "shooting star of " + plural(n, "line", "lines"), lines, {star.head});
    }
  }

  void point_card() {
    if (!s_.point_card) return;
    out_.point_scored = true;
    const PointCard& card = starsight::point_card(*s_.point_card);
    std::vector<const Placement*> found;
    found.reserve(8);
    detail::point_card_index(*s_.point_card).find(lines_, found);
    std::vector<int> chosen;
    out_.point_occurrences = detail::count_disjoint(found, &chosen);
    out_.point_bonus = out_.point_occurrences * card.value;
    for (int i : chosen)
      add(Category::PointBonus, card.value, card.id + " shape", found[static_cast<std::size_t>(i)]->set, {});
  }

  void power_card() {
    if (!s_.power_card) return;
    out_.power_scored = true;
    switch (*s_.power_card) {
      case Power::Galaxy:
        for (Point p : s_.galaxies) power(2, "galaxy " + to_string(p), {}, {p, {p.x + 1, p.y}});
        break;
      case Power::TwinklingStar:
        for (Point p : s_.twinkling_stars) {
          SegmentSet lines;
          PointSet stars;
          if (constellations_in(out_.groups, around(p), &lines, &stars) == 2)
            power(3, "twinkling star " + to_string(p) + " next to 2 constellations", lines, object_and(p, stars));
        }
        break;
      case Power::LuminousAura:
        for (Point p : s_.luminous_auras) power(2, "luminous aura " + to_string(p), {}, {p});
        break;
      case Power::CrescentMoon:
        for (Point p : s_.crescent_moons) {
          SegmentSet lines;
          PointSet stars;
          const int n = constellations_in(out_.groups, detail::row_and_column(p), &lines, &stars);
          if (n > 0)
            power(n, "crescent moon " + to_string(p) + " in line with " + plural(n, "constellation", "constellations"),
                  lines, object_and(p, stars));
        }
        break;
      case Power::BlackHole:
        for (Point p : s_.black_holes) {
          const PointSet free = around(p) & make_sheet(s_).unused;
          const int n = static_cast<int>(free.count());
          if (n > 0)
            power(n, "black hole " + to_string(p) + " next to " + plural(n, "unused star", "unused stars"), {},
                  object_and(p, free));
        }
        break;
      case Power::Nova:    // scored with the constellations
      case Power::Planet:  // scored as planets
      case Power::NewLine:
      case Power::NewStars:
        break;
    }
  }

  void power(int points, std::string label, const SegmentSet& lines, std::vector<Point> pts) {
    out_.power_bonus += points;
    add(Category::PowerBonus, points, std::move(label), lines, std::move(pts));
  }

  const State& s_;
  const detail::BoardMasks& board_;
  SegmentSet lines_;  // drawn + printed
  Score& out_;
};

}  // namespace

const char* category_name(Category c) {
  switch (c) {
    case Category::Constellations:
      return "constellations";
    case Category::Planets:
      return "planets";
    case Category::ShootingStars:
      return "shooting_stars";
    case Category::PointBonus:
      return "point_bonus";
    case Category::PowerBonus:
      return "power_bonus";
  }
  return "unknown";
}

Score score(const State& s) {
  Score out;
  Scorer(s, out).run();
  return out;
}

}  // namespace starsight
