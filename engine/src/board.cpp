#include "starsight/board.hpp"

#include <nlohmann/json.hpp>
#include <stdexcept>

#include "board_templates.hpp"
#include "starsight/errors.hpp"

namespace starsight {
namespace {

using nlohmann::json;

[[noreturn]] void fail(const std::string& origin, const std::string& what) { throw DataError(origin + ": " + what); }

Point read_point(const json& j, const std::string& origin, const std::string& where) {
  if (!j.is_array() || j.size() != 2 || !j[0].is_number_integer() || !j[1].is_number_integer())
    fail(origin, where + ": expected a point [x, y]");
  const Point p{j[0].get<int>(), j[1].get<int>()};
  if (!in_lattice(p)) fail(origin, where + ": " + to_string(p) + " is outside the 10 x 11 lattice");
  return p;
}

void mark(Board& b, const json& list, PointKind k, const std::string& origin, const std::string& name) {
  if (!list.is_array()) fail(origin, name + ": expected a list of points");
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string where = name + "[" + std::to_string(i) + "]";
    const Point p = read_point(list[i], origin, where);
    auto& slot = b.kinds[static_cast<std::size_t>(point_index(p))];
    if (slot != PointKind::Star) fail(origin, where + ": " + to_string(p) + " is listed twice");
    slot = k;
    if (k == PointKind::Planet) b.planets.push_back(p);
  }
}

void validate(const Board& b, const std::string& origin) {
  const auto count = [&](PointKind k) { return b.points_of(k).count(); };
  if (count(PointKind::Star) != 76)
    fail(origin, "expected 76 printed stars, found " + std::to_string(count(PointKind::Star)));
  if (count(PointKind::Planet) != 3) fail(origin, "expected 3 planets");
  if (count(PointKind::Outside) != 14) fail(origin, "expected the 14 points cut off by the arch");
  for (SegmentId id : b.printed_lines) {
    const Segment& s = segment(id);
    if (b.kind(s.a) != PointKind::Star || b.kind(s.b) != PointKind::Star)
      fail(origin, "printed line " + to_string(s) + " must join two printed stars");
  }
  if (b.printed_lines[0] == b.printed_lines[1]) fail(origin, "the two printed lines are the same");
  const BoardGeometry& g = b.geometry;
  if (!(g.width > 0 && g.height > 0 && g.du > 0 && g.dv > 0)) fail(origin, "geometry: sizes must be positive");
}

}  // namespace

PointSet Board::points_of(PointKind k) const {
  PointSet s;
  for (int i = 0; i < kPointCount; ++i)
    if (kinds[static_cast<std::size_t>(i)] == k) s.set(static_cast<std::size_t>(i));
  return s;
}

SegmentSet Board::printed() const {
  SegmentSet s;
  for (SegmentId id : printed_lines) s.set(static_cast<std::size_t>(id));
  return s;
}

Board parse_board(const std::string& json_text, const std::string& origin) {
  json j;
  try {
    j = json::parse(json_text);
  } catch (const json::exception& e) {
    fail(origin, std::string("not valid JSON: ") + e.what());
  }
  try {
    if (j.value("format", "") != "starsight-board/1") fail(origin, "format: expected \"starsight-board/1\"");
    Board b;
    b.id = j.at("id").get<int>();
    if (b.id < 1 || b.id > kBoardCount) fail(origin, "id: must be 1..8");
    b.name = j.at("name").get<std::string>();
    b.artwork_subjects = j.value("artwork_subjects", std::vector<std::string>{});
    if (j.contains("geometry")) {
      const json& g = j["geometry"];
      b.geometry = {g.at("width"), g.at("height"), g.at("u0"), g.at("du"), g.at("v0"), g.at("dv")};
    }
    b.kinds.fill(PointKind::Star);
    mark(b, j.at("arch_cut"), PointKind::Outside, origin, "arch_cut");
    mark(b, j.at("planets"), PointKind::Planet, origin, "planets");
    mark(b, j.at("sunrise_art"), PointKind::SunriseArt, origin, "sunrise_art");
    mark(b, j.at("artwork"), PointKind::Artwork, origin, "artwork");
    const json& lines = j.at("printed_lines");
    if (!lines.is_array() || lines.size() != 2) fail(origin, "printed_lines: expected exactly 2 lines");
    for (std::size_t i = 0; i < 2; ++i) {
      const std::string where = "printed_lines[" + std::to_string(i) + "]";
      if (!lines[i].is_array() || lines[i].size() != 2) fail(origin, where + ": expected [[x, y], [x, y]]");
      const Point a = read_point(lines[i][0], origin, where);
      const Point c = read_point(lines[i][1], origin, where);
      const auto id = segment_between(a, c);
      if (!id) fail(origin, where + ": " + to_string(a) + "-" + to_string(c) + " is not between adjacent points");
      b.printed_lines[i] = *id;
    }
    validate(b, origin);
    return b;
  } catch (const json::exception& e) {
    fail(origin, std::string("missing or mistyped field: ") + e.what());
  }
}

const std::string& board_template_text(int id) {
  if (id < 1 || id > kBoardCount) throw std::out_of_range("board must be 1..8, got " + std::to_string(id));
  return detail::board_template_texts()[static_cast<std::size_t>(id - 1)];
}

const std::array<Board, kBoardCount>& boards() {
  static const std::array<Board, kBoardCount> all = [] {
    std::array<Board, kBoardCount> out;
    for (int id = 1; id <= kBoardCount; ++id) {
      out[static_cast<std::size_t>(id - 1)] =
          parse_board(board_template_text(id), "board-" + std::to_string(id) + ".json");
      if (out[static_cast<std::size_t>(id - 1)].id != id)
        throw DataError("board-" + std::to_string(id) + ".json: id does not match its file name");
    }
    return out;
  }();
  return all;
}

const Board& board(int id) {
  if (id < 1 || id > kBoardCount) throw std::out_of_range("board must be 1..8, got " + std::to_string(id));
  return boards()[static_cast<std::size_t>(id - 1)];
}

}  // namespace starsight
