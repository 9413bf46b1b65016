#include "game/ranking.hpp"

#include <algorithm>
#include <numeric>
#include <sstream>

namespace starsight::desktop {
namespace {

// RFC 4180: quote fields holding separators, quotes or line breaks.
std::string csv_field(const std::string& s) {
  if (s.find_first_of(",\"\r\n") == std::string::npos) return s;
  std::string out = "\"";
  for (char c : s) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

}  // namespace

std::vector<int> places_for(const std::vector<int>& totals) {
  std::vector<int> places(totals.size(), 1);
  for (std::size_t i = 0; i < totals.size(); ++i)
    places[i] = 1 + static_cast<int>(std::count_if(totals.begin(), totals.end(), [&](int t) { return t > totals[i]; }));
  return places;
}

std::vector<Standing> ranking(const Game& g) {
  std::vector<Standing> out;
  std::vector<int> totals;
  for (std::size_t i = 0; i < g.players.size(); ++i) {
    Standing s;
    s.player = i;
    s.score = score(scored_state(g, g.players[i]));
    totals.push_back(s.score.total);
    out.push_back(std::move(s));
  }
  const auto places = places_for(totals);
  for (std::size_t i = 0; i < out.size(); ++i) {
    out[i].place = places[i];
    out[i].shared = std::count(places.begin(), places.end(), places[i]) > 1;
  }
  std::stable_sort(out.begin(), out.end(), [](const Standing& a, const Standing& b) { return a.place < b.place; });
  return out;
}

std::string results_csv(const Game& g) {
  std::ostringstream csv;
  csv << "place,name,board,total,constellations,planets,shooting_stars,point_bonus,power_bonus,point_card,power_card,"
         "photo\r\n";
  for (const Standing& s : ranking(g)) {
    const Player& p = g.players[s.player];
    csv << s.place << ',' << csv_field(p.name) << ',' << p.state.board << ',' << s.score.total << ','
        << s.score.constellations << ',' << s.score.planets << ',' << s.score.shooting_stars << ','
        << s.score.point_bonus << ',' << s.score.power_bonus << ','
        << (g.point_card ? "P" + std::to_string(*g.point_card) : std::string()) << ','
        << (g.power_card ? power_name(*g.power_card) : std::string()) << ',' << csv_field(p.photo_path) << "\r\n";
  }
  return csv.str();
}

}  // namespace starsight::desktop
