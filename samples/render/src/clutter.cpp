#include "clutter.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "board_art.hpp"
#include "camera.hpp"
#include "composite.hpp"
#include "flat_board.hpp"
#include "starsight/board.hpp"
#include "starsight/render/render.hpp"

namespace starsight::render {
namespace {

// Drawing on the table plane through the homography.
class TablePainter {
 public:
  TablePainter(cv::Mat& img, const cv::Matx33d& h) : img_(img), h_(h) {}
  std::vector<cv::Point> map(const Path& p) const {
    std::vector<cv::Point> out;
    for (const auto& q : p) {
      const cv::Vec3d v = h_ * cv::Vec3d(q.x, q.y, 1);
      if (v[2] <= 1e-9) return {};
      out.push_back({static_cast<int>(std::lround(v[0] / v[2] * (1 << kShift))),
                     static_cast<int>(std::lround(v[1] / v[2] * (1 << kShift)))});
    }
    return out;
  }
  void fill(const Path& p, cv::Scalar c) {
    const auto m = map(p);
    if (m.size() < 3) return;
    cv::fillPoly(img_, std::vector<std::vector<cv::Point>>{m}, c, cv::LINE_AA, kShift);
  }
  void line(const Path& p, cv::Scalar c, double width) {
    const auto m = map(p);
    if (m.size() < 2) return;
    const int th = std::max(1, static_cast<int>(std::lround(width * local_scale(h_, p.front()))));
    cv::polylines(img_, std::vector<std::vector<cv::Point>>{m}, false, c, th, cv::LINE_AA, kShift);
  }
  void disc(cv::Point2d c, double r, cv::Scalar col) {
    const auto m = map({c});
    if (m.empty()) return;
    const int rr = std::max(1 << kShift, static_cast<int>(std::lround(r * local_scale(h_, c) * (1 << kShift))));
    cv::circle(img_, m[0], rr, col, cv::FILLED, cv::LINE_AA, kShift);
  }
  std::vector<cv::Point2d> photo_polygon(const Path& p) const {
    std::vector<cv::Point2d> out;
    for (const auto& q : p) out.push_back(apply(h_, q));
    return out;
  }

 private:
  cv::Mat& img_;
  cv::Matx33d h_;
};

Path rounded_rect(cv::Point2d c, double w, double h, double r, double angle) {
  Path p;
  const cv::Point2d corners[] = {
      {w / 2 - r, h / 2 - r}, {-w / 2 + r, h / 2 - r}, {-w / 2 + r, -h / 2 + r}, {w / 2 - r, -h / 2 + r}};
  for (int k = 0; k < 4; ++k)
    for (const auto& q : arc(corners[k], r, r, k * kPi / 2, (k + 1) * kPi / 2, 0, 4)) p.push_back(c + rotate(q, angle));
  return p;
}

// A point on the table outside the board, `gap` units from its edge.
cv::Point2d around_board(Rng& rng, double gap) {
  switch (rng.integer(0, 3)) {
    case 0:
      return {-gap, rng.uniform(100, 800)};
    case 1:
      return {546 + gap, rng.uniform(100, 800)};
    case 2:
      return {rng.uniform(0, 546), 800 + gap};
    default:
      return {rng.uniform(60, 486), -gap};
  }
}

void draw_card(TablePainter& tp, cv::Point2d c, double angle, Rng& rng) {
  const double w = 165, h = 235;
  const int kind = rng.integer(0, 2);
  const cv::Scalar bg = kind == 0   ? cv::Scalar(75, 40, 25)
                        : kind == 1 ? cv::Scalar(238, 240, 242)
                                    : cv::Scalar(110, 60, 40);
  const cv::Scalar fg = kind == 1 ? cv::Scalar(30, 30, 30) : cv::Scalar(235, 238, 240);
  tp.fill(rounded_rect(c, w, h, 12, angle), bg);
  tp.line(rounded_rect(c, w, h, 12, angle), cv::Scalar(200, 200, 200), 1.5);
  if (kind == 2) {  // a card back: scattered stars
    for (int i = 0; i < 14; ++i)
      tp.disc(c + rotate({rng.uniform(-70, 70), rng.uniform(-105, 105)}, angle), rng.uniform(1.5, 4), fg);
    return;
  }
  // A 4 x 4 dot lattice with the card's lines, like a night or bonus card.
  const double pitch = 38;
  const auto dot = [&](int i, int j) { return c + rotate({(i - 1.5) * pitch, (j - 1.5) * pitch + 10}, angle); };
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) tp.disc(dot(i, j), 3.5, fg);
  for (int l = 0; l < rng.integer(2, 4); ++l) {
    const int i = rng.integer(0, 2), j = rng.integer(0, 2);
    const int di = rng.integer(0, 1), dj = di == 0 ? 1 : rng.integer(-1, 1);
    if (j + dj < 0 || j + dj > 3) continue;
    tp.line({dot(i, j), dot(i + di, j + dj)}, fg, 4);
  }
}

// A hand reaching in from `wrist` towards `toward`, fingers spread a little.
Path hand_outline(cv::Point2d wrist, cv::Point2d toward, Rng& rng) {
  const cv::Point2d d = unit(toward - wrist), n = perp(d);
  const double s = rng.uniform(0.9, 1.2);
  const cv::Point2d palm = wrist + d * (95 * s);
  Path p;
  p.push_back(wrist - n * (45 * s) - d * (250 * s));  // forearm leaves the frame
  p.push_back(wrist - n * (45 * s));
  // Thumb on one side.
  p.push_back(palm - n * (60 * s) - d * (40 * s));
  p.push_back(palm - n * (95 * s) + d * (10 * s));
  p.push_back(palm - n * (80 * s) + d * (25 * s));
  p.push_back(palm - n * (50 * s));
  // Four fingers.
  const double lens[] = {100, 120, 115, 90};
  for (int f = 0; f < 4; ++f) {
    const double off = (-36 + 24 * f) * s, len = lens[f] * s * rng.uniform(0.7, 1.0);
    const cv::Point2d fd = rotate(d, (f - 1.5) * 0.12 + rng.uniform(-0.05, 0.05));
    const cv::Point2d base = palm + n * off + d * (45 * s);
    p.push_back(base - n * (11 * s));
    p.push_back(base - n * (10 * s) + fd * len);
    p.push_back(base + fd * (len + 9 * s));
    p.push_back(base + n * (10 * s) + fd * len);
    p.push_back(base + n * (11 * s));
  }
  p.push_back(palm + n * (55 * s) - d * (10 * s));
  p.push_back(wrist + n * (45 * s));
  p.push_back(wrist + n * (45 * s) - d * (250 * s));
  return smooth(p, 3, true);
}

}  // namespace

void draw_clutter_below(cv::Mat& photo, const cv::Matx33d& h, int main_board, ArtStyle style, Rng& rng,
                        ClutterOutcome& out) {
  TablePainter tp(photo, h);
  if (rng.chance(0.45)) {  // another player's board beside this one
    State other;
    other.board = 1 + (main_board + rng.integer(0, 6)) % kBoardCount;
    const Board& ob = board(other.board);
    for (int i = 0; i < 14; ++i) {
      const Point a{rng.integer(0, 9), rng.integer(0, 10)};
      const auto nb = neighbours(a);
      const Point b = nb[static_cast<std::size_t>(rng.integer(0, static_cast<int>(nb.size()) - 1))];
      if (ob.kind(a) == PointKind::Star && ob.kind(b) == PointKind::Star)
        other.lines.set(static_cast<std::size_t>(*segment_between(a, b)));
    }
    const double side = rng.chance(0.5) ? 1 : -1, angle = rng.uniform(-0.3, 0.3);
    const cv::Point2d centre(273 + side * (546 + rng.uniform(30, 200)), 400 + rng.uniform(-250, 250));
    const double k = std::clamp(local_scale(h, centre) * 0.6, 0.3, 1.5);
    Plan plan;
    plan.params.marker_width = rng.uniform(0.01, 0.02);
    plan.art_variant = rng.integer(0, 2);
    plan.art_style = style;
    Score none;
    const cv::Mat flat = draw_flat_board(other, none, plan, rng.next(), k);
    const cv::Mat mask = board_mask(k);
    const cv::Matx33d place(std::cos(angle), -std::sin(angle),
                            centre.x - (std::cos(angle) * 273 - std::sin(angle) * 400), std::sin(angle),
                            std::cos(angle), centre.y - (std::sin(angle) * 273 + std::cos(angle) * 400), 0, 0, 1);
    const cv::Matx33d m = h * place * cv::Matx33d(1 / k, 0, 0, 0, 1 / k, 0, 0, 0, 1);
    warp_into(photo, flat, mask, m);
    out.names.push_back("board");
  }
  const int cards = rng.chance(0.6) ? rng.integer(1, 4) : 0;
  for (int i = 0; i < cards; ++i) draw_card(tp, around_board(rng, rng.uniform(130, 400)), rng.uniform(-kPi, kPi), rng);
  if (cards > 0) out.names.push_back("cards");
}

void draw_clutter_above(cv::Mat& photo, const cv::Matx33d& h, double overlap_chance, Rng& rng, ClutterOutcome& out) {
  TablePainter tp(photo, h);
  const auto occlude = [&](const Path& outline, const std::string& name) {
    out.occluders.push_back(tp.photo_polygon(outline));
    const auto m = tp.map(outline);
    std::vector<cv::Point> px;
    for (const auto& q : m) px.push_back({q.x >> kShift, q.y >> kShift});
    out.shadows.push_back(px);
    if (std::find(out.names.begin(), out.names.end(), name) == out.names.end()) out.names.push_back(name);
  };
  if (rng.chance(overlap_chance)) {  // a card lying over the board's edge
    const cv::Point2d c = around_board(rng, rng.uniform(20, 90));
    const double angle = rng.uniform(-kPi, kPi);
    draw_card(tp, c, angle, rng);
    occlude(rounded_rect(c, 165, 235, 12, angle), "cards");
  }
  if (rng.chance(overlap_chance * 0.8)) {  // a hand reaching over an edge
    const cv::Point2d wrist = around_board(rng, rng.uniform(60, 160));
    const cv::Point2d toward(273 + rng.uniform(-150, 150), 400 + rng.uniform(-200, 200));
    const Path outline = hand_outline(wrist, toward, rng);
    const cv::Scalar skin(rng.uniform(95, 160), rng.uniform(125, 180), rng.uniform(170, 230));
    tp.fill(outline, skin);
    tp.line(outline, skin * 0.75, 2.0);
    occlude(outline, "hand");
  }
  if (rng.chance(overlap_chance * 0.6)) {  // a marker pen
    const cv::Point2d c = around_board(rng, rng.uniform(-20, 120));
    const double angle = rng.uniform(-kPi, kPi);
    const Path body = rounded_rect(c, 28, 240, 10, angle);
    tp.fill(body, rng.chance(0.5) ? cv::Scalar(235, 235, 235) : cv::Scalar(35, 35, 35));
    tp.fill(rounded_rect(c + rotate({0, 95}, angle), 31, 60, 10, angle),
            cv::Scalar(rng.uniform(0, 200), rng.uniform(0, 200), rng.uniform(0, 200)));
    tp.line({c + rotate({-8, -100}, angle), c + rotate({-8, 60}, angle)}, cv::Scalar(255, 255, 255), 3);  // highlight
    occlude(body, "pen");
  }
}

}  // namespace starsight::render
