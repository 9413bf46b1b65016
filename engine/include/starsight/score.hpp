#pragma once
// Scoring a finished sheet (RULES.md, "Scoring"), with every point explained so
// that a person can see what earned it.
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "starsight/line_groups.hpp"
#include "starsight/state.hpp"

namespace starsight {

enum class Category { Constellations, Planets, ShootingStars, PointBonus, PowerBonus };
const char* category_name(Category c);  // "constellations", "planets", ...

// One reason for points: which lines and points earned how much.
struct ScoreItem {
  Category category = Category::Constellations;
  int points = 0;
  std::string label;                   // e.g. "constellation of 5 lines", "planet (3,8) touches 2 constellations"
  SegmentSet lines;                    // the lines that earned it (constellation, occurrence, ...)
  std::vector<Point> points_involved;  // planet or object, and the neighbours that count
};

// A group of lines (drawn + printed) and what the rules make of it.
struct Constellation {
  LineGroup group;
  bool has_nova = false;          // holds a nova (nova card in play)
  bool is_constellation = false;  // 3..8 lines, or 9..10 with a nova
};

struct Score {
  int total = 0;
  int constellations = 0;
  int planets = 0;
  int shooting_stars = 0;
  int point_bonus = 0;
  int power_bonus = 0;
  std::vector<int> constellation_sizes;  // the sizes 3..8 scored, ascending
  std::vector<int> nova_sizes;           // 9 and/or 10, scored inside power_bonus
  bool point_scored = false;             // false when the state names no point card
  bool power_scored = false;             // false when the state names no power card
  int point_occurrences = 0;             // line-disjoint occurrences of the ★ shape
  std::vector<Constellation> groups;     // every group of lines
  std::vector<ScoreItem> items;          // every point earned, explained
};

Score score(const State& s);

// The "score" object of STATE-FORMAT.md, plus the explanation under "items".
nlohmann::json score_to_json(const Score& s);

}  // namespace starsight
