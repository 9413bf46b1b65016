#include "score_report.hpp"

#include <algorithm>
#include <cstdio>

#include "starsight/board.hpp"

namespace starsight::cli {
namespace {

std::string points_text(const nlohmann::json& pts) {
  std::string out;
  for (const auto& p : pts) {
    if (!out.empty()) out += " ";
    out += "(" + std::to_string(p[0].get<int>()) + "," + std::to_string(p[1].get<int>()) + ")";
  }
  return out;
}

std::string card_text(const nlohmann::json& state, const char* field) {
  const auto it = state.find(field);
  return (it == state.end() || it->is_null()) ? std::string("none") : it->get<std::string>();
}

// Why a line is reported, where the reason is the photo's rather than the line's own look: the board not seen
// there, or washed out by glare. (The full note is in the JSON.)
std::string line_reason(const nlohmann::json& uncertain) {
  const std::string note = uncertain.value("note", "");
  for (const char* lead : {"hidden", "under glare"})
    if (note.rfind(lead, 0) == 0) return std::string(" (") + lead + ")";
  return "";
}

// One line for the part of the board that could not be seen (something over it, or glare), before its lines are
// listed one by one: the fix is a new photo, not a look at each line.
void print_hidden(std::ostream& out, const nlohmann::json& r) {
  const auto pts = r.value("hidden", nlohmann::json::array());
  if (pts.empty()) return;
  int x0 = 99, x1 = -1, y0 = 99, y1 = -1;
  for (const auto& p : pts) {
    x0 = std::min(x0, p[0].get<int>()), x1 = std::max(x1, p[0].get<int>());
    y0 = std::min(y0, p[1].get<int>()), y1 = std::max(y1, p[1].get<int>());
  }
  // The lines there: both ends among the points not seen (as the desktop program counts them). Lines only under
  // something wider than a line, their ends seen, carry a "hidden" note too but lie outside the part not seen.
  const auto uncertain = r.value("uncertain", nlohmann::json::array());
  const auto lines = std::count_if(uncertain.begin(), uncertain.end(), [&](const nlohmann::json& u) {
    const auto ends = u.value("points", nlohmann::json::array());
    return u.value("what", "") == "line" && ends.size() == 2 &&
           std::all_of(ends.begin(), ends.end(),
                       [&](const nlohmann::json& q) { return std::find(pts.begin(), pts.end(), q) != pts.end(); });
  });
  out << "  hidden: part of the board could not be seen around x " << x0 << "-" << x1 << ", y " << y0 << "-" << y1
      << ": " << lines << (lines == 1 ? " line" : " lines")
      << " there could not be read (listed below); clear what covers it, or the glare on it, and photograph it "
         "again\n";
}

}  // namespace

void print_report(std::ostream& out, const nlohmann::json& r) {
  const std::string input = r.value("input", "?");
  if (!r.value("ok", false)) {
    out << input << ": FAILED: " << r.value("error", "unknown error") << "\n";
    return;
  }
  const auto& s = r["score"];
  const int id = r.value("board", 0);
  out << input << ": board " << id;
  if (id >= 1 && id <= kBoardCount) out << " (" << board(id).name << ")";
  out << ", total " << s.value("total", 0);
  if (r.contains("confidence") && r["confidence"].get<double>() < 1.0)
    out << ", confidence " << static_cast<int>(r["confidence"].get<double>() * 100 + 0.5) << "%";
  out << "\n";
  out << "  constellations " << s.value("constellations", 0) << " (sizes";
  for (const auto& n : s["constellation_sizes"]) out << " " << n.get<int>();
  out << ")\n";
  out << "  planets " << s.value("planets", 0) << ", shooting stars " << s.value("shooting_stars", 0) << "\n";
  const auto& st = r["state"];
  out << "  point bonus " << s.value("point_bonus", 0) << " (" << card_text(st, "point_card")
      << (s.value("point_scored", true) ? "" : ", not scored") << "), power bonus " << s.value("power_bonus", 0) << " ("
      << card_text(st, "power_card") << (s.value("power_scored", true) ? "" : ", not scored") << ")\n";
  if (r.contains("lens_k1")) {
    char k[16];
    std::snprintf(k, sizeof k, "%.3f", r["lens_k1"].get<double>());
    out << "  the camera lens's distortion (k1 " << k << ") was taken out before reading\n";
  }
  for (const auto& f : r.value("audit", nlohmann::json::array()))
    out << "  " << f.value("severity", "") << ": " << f.value("message", "") << " " << points_text(f["points"]) << "\n";
  print_hidden(out, r);
  for (const auto& u : r.value("uncertain", nlohmann::json::array())) {
    std::string where = points_text(u.value("points", nlohmann::json::array()));
    if (u.value("what", "") == "line" || u.value("what", "") == "shooting_star")
      std::replace(where.begin(), where.end(), ' ', '-');
    char p[16];
    std::snprintf(p, sizeof p, "%.2f", u.value("p", 0.0));
    out << "  uncertain " << u.value("what", "") << (where.empty() ? "" : " ") << where << ": p=" << p;
    if (u.contains("total_if_flipped"))
      out << ", read as " << (u.value("read_as", false) ? "present" : "absent") << ", total if flipped "
          << u.value("total_if_flipped", 0) << line_reason(u);
    else if (u.contains("note"))
      out << ", " << u.value("note", "");
    out << "\n";
  }
}

}  // namespace starsight::cli
