#include <nlohmann/json.hpp>

#include "starsight/score.hpp"
#include "starsight/state_json.hpp"

namespace starsight {

nlohmann::json score_to_json(const Score& s) {
  using nlohmann::json;
  json items = json::array();
  for (const ScoreItem& item : s.items) {
    json lines = json::array();
    for_each_bit(item.lines, [&](int id) { lines.push_back(segment_to_json(id)); });
    json points = json::array();
    for (Point p : item.points_involved) points.push_back(point_to_json(p));
    items.push_back({{"category", category_name(item.category)},
                     {"points", item.points},
                     {"label", item.label},
                     {"lines", std::move(lines)},
                     {"points_involved", std::move(points)}});
  }
  return {
      {"total", s.total},
      {"constellations", s.constellations},
      {"constellation_sizes", s.constellation_sizes},
      {"planets", s.planets},
      {"shooting_stars", s.shooting_stars},
      {"point_bonus", s.point_bonus},
      {"power_bonus", s.power_bonus},
      {"point_scored", s.point_scored},
      {"power_scored", s.power_scored},
      {"point_occurrences", s.point_occurrences},
      {"nova_sizes", s.nova_sizes},
      {"items", std::move(items)},
  };
}

}  // namespace starsight
