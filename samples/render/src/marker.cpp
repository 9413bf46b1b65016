#include "marker.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include <opencv2/imgproc.hpp>

#include "geometry2d.hpp"
#include "panel_layout.hpp"
#include "random.hpp"
#include "stroke.hpp"
#include "symbols.hpp"

namespace starsight::render {
namespace {

cv::Point2d at(const Board& b, Point p) { return {b.geometry.x_of(p.x), b.geometry.y_of(p.y)}; }

StrokeStyle line_style(const MarkerStyle& m, Rng& rng) {
  StrokeStyle s;
  s.width = m.width * rng.uniform(0.85, 1.15);
  s.wobble = m.wobble * rng.uniform(0.5, 1.5);
  s.streak = std::clamp(m.streak * rng.uniform(0.6, 1.4), 0.0, 1.0);
  s.gaps = m.gaps * rng.uniform(0.3, 1.7);
  s.density = std::clamp(m.density * rng.uniform(0.9, 1.05), 0.3, 1.0);
  return s;
}

StrokeStyle symbol_style(const MarkerStyle& m, Rng& rng) {
  StrokeStyle s = line_style(m, rng);
  s.width = std::max(2.5, m.width * rng.uniform(0.55, 0.8));
  s.wobble *= 0.3;
  return s;
}

void draw_line(cv::Mat& ink, double scale, cv::Point2d a, cv::Point2d b, const MarkerStyle& m, Rng& rng) {
  if (rng.chance(0.5)) std::swap(a, b);  // people draw in either direction
  StrokeStyle st = line_style(m, rng);
  draw_stroke(ink, scale, hand_line(a, b, m.end_error, m.bow, rng), st, rng);
  if (rng.chance(m.retrace)) {  // gone over again, slightly off
    st.density *= rng.uniform(0.7, 1.0);
    st.width *= rng.uniform(0.8, 1.05);
    draw_stroke(ink, scale, hand_line(a, b, m.end_error, m.bow, rng), st, rng);
  }
}

void draw_paths(cv::Mat& ink, double scale, const std::vector<Path>& paths, const StrokeStyle& st, Rng& rng) {
  for (const Path& p : paths) draw_stroke(ink, scale, p, st, rng);
}

// A short handwritten number: Hershey script glyphs, slanted and rotated a
// little, written into a scratch image and merged into the ink.
void write_number(cv::Mat& ink, double scale, const std::string& text, cv::Point2d centre, double height,
                  const MarkerStyle& m, Rng& rng) {
  const int font = rng.chance(0.5) ? cv::FONT_HERSHEY_SCRIPT_SIMPLEX : cv::FONT_HERSHEY_SIMPLEX;
  const double fs = height * scale / 30.0 * rng.uniform(0.85, 1.1);
  const int th = std::max(1, static_cast<int>(std::lround(std::max(2.5, m.width * 0.55) * scale)));
  int base = 0;
  const cv::Size sz = cv::getTextSize(text, font, fs, th, &base);
  const int pad = th * 2 + 4;
  cv::Mat glyphs = cv::Mat::zeros(sz.height + base + 2 * pad, sz.width + 2 * pad, CV_8U);
  cv::putText(glyphs, text, {pad, pad + sz.height}, font, fs, cv::Scalar(255 * m.density), th, cv::LINE_AA);
  const cv::Point2f gc(glyphs.cols / 2.0f, glyphs.rows / 2.0f);
  cv::Mat rot = cv::getRotationMatrix2D(gc, rng.uniform(-12, 12), 1.0);
  rot.at<double>(0, 1) += rng.uniform(-0.2, 0.1);  // slant
  const int half = std::max(glyphs.cols, glyphs.rows);
  cv::Rect roi(static_cast<int>(centre.x * scale) - half, static_cast<int>(centre.y * scale) - half, 2 * half,
               2 * half);
  roi &= cv::Rect(0, 0, ink.cols, ink.rows);
  if (roi.empty()) return;
  rot.at<double>(0, 2) += centre.x * scale - gc.x + rng.normal(0, 1.5) * scale - roi.x;
  rot.at<double>(1, 2) += centre.y * scale - gc.y + rng.normal(0, 1.5) * scale - roi.y;
  cv::Mat placed;
  cv::warpAffine(glyphs, placed, rot, roi.size(), cv::INTER_LINEAR, cv::BORDER_CONSTANT);
  cv::Mat dst = ink(roi);
  cv::max(dst, placed, dst);
}

}  // namespace

MarkerStyle pick_marker(std::uint64_t seed, double width_fraction) {
  Rng rng(seed, "marker");
  MarkerStyle m;
  m.width = width_fraction * 546;
  m.streak = rng.uniform(0.1, 0.7);
  m.gaps = rng.uniform(0.0, 0.6);
  m.wobble = rng.uniform(0.2, 1.4);
  m.bow = rng.uniform(0.5, 3.0);
  m.end_error = rng.uniform(2, 9);
  m.retrace = rng.uniform(0.0, 0.25);
  m.density = rng.uniform(0.78, 0.98);
  const double warm = rng.uniform(-6, 6);
  m.colour = cv::Scalar(236 - warm, 240, 242 + warm * 0.5);
  return m;
}

void draw_state(cv::Mat& ink, double scale, const State& state, const MarkerStyle& m, std::uint64_t seed) {
  const Board& b = board(state.board);
  for_each_bit(state.lines, [&](int id) {
    Rng rng(seed, "line", static_cast<std::uint64_t>(id));
    const Segment& s = segment(id);
    draw_line(ink, scale, at(b, s.a), at(b, s.b), m, rng);
  });
  for (std::size_t i = 0; i < state.shooting_stars.size(); ++i) {
    const ShootingStar& ss = state.shooting_stars[i];
    Rng rng(seed, "shooting-star", static_cast<std::uint64_t>(point_index(ss.head)));
    // Usually one stroke along the whole run, from the head outwards.
    Point far = ss.head;
    for (SegmentId id : ss.lines) {
      const Segment& s = segment(id);
      for (Point p : {s.a, s.b})
        if (std::abs(p.x - ss.head.x) > std::abs(far.x - ss.head.x)) far = p;
    }
    if (rng.chance(0.7)) {
      draw_line(ink, scale, at(b, ss.head), at(b, far), m, rng);
    } else {
      for (SegmentId id : ss.lines) draw_line(ink, scale, at(b, segment(id).a), at(b, segment(id).b), m, rng);
    }
    const StrokeStyle st = symbol_style(m, rng);
    draw_paths(ink, scale, star_head(at(b, ss.head), rng.integer(0, kSymbolVariants - 1), rng), st, rng);
  }
  const auto objs = objects(state);
  for (std::size_t i = 0; i < objs.size(); ++i) {
    const PlacedObject& o = objs[i];
    cv::Point2d c = at(b, o.at);
    double span = 0;
    if (o.kind == ObjectKind::Galaxy) {
      // objects() lists both points of a galaxy: draw it once, from its left point.
      const bool left = std::find(state.galaxies.begin(), state.galaxies.end(), o.at) != state.galaxies.end();
      if (!left) continue;
      span = b.geometry.du;
      c.x += span / 2;
    }
    Rng rng(seed, "object", static_cast<std::uint64_t>(static_cast<int>(o.kind) * 1000 + point_index(o.at)));
    const StrokeStyle st = symbol_style(m, rng);
    draw_paths(ink, scale, object_symbol(o.kind, rng.integer(0, kSymbolVariants - 1), c, span, rng), st, rng);
  }
}

void draw_score_numbers(cv::Mat& ink, double scale, const Score& score, const MarkerStyle& m, std::uint64_t seed) {
  Rng rng(seed, "score-numbers");
  const PanelLayout& pl = panel_layout();
  StrokeStyle tick = symbol_style(m, rng);
  for (int size : score.constellation_sizes) {
    if (size < 3 || size > 8) continue;
    const Circle& c = pl.checks[static_cast<std::size_t>(size - 3)];
    if (rng.chance(0.6)) {  // a tick
      draw_stroke(ink, scale,
                  {c.c + cv::Point2d(-c.r * 0.6, 0), c.c + cv::Point2d(-c.r * 0.1, c.r * 0.5),
                   c.c + cv::Point2d(c.r * 0.8, -c.r * 0.8)},
                  tick, rng);
    } else {  // a cross
      draw_stroke(ink, scale, {c.c + cv::Point2d(-c.r * 0.6, -c.r * 0.6), c.c + cv::Point2d(c.r * 0.6, c.r * 0.6)},
                  tick, rng);
      draw_stroke(ink, scale, {c.c + cv::Point2d(c.r * 0.6, -c.r * 0.6), c.c + cv::Point2d(-c.r * 0.6, c.r * 0.6)},
                  tick, rng);
    }
  }
  const int values[] = {score.planets, score.shooting_stars, score.point_bonus, score.power_bonus};
  for (std::size_t i = 0; i < pl.categories.size(); ++i)
    write_number(ink, scale, std::to_string(values[i]), pl.categories[i].c, pl.categories[i].r * 1.1, m, rng);
  write_number(ink, scale, std::to_string(score.total), pl.total.c, pl.total.r * 1.0, m, rng);
}

void draw_ghosts(cv::Mat& ghost, double scale, const Board& board, std::uint64_t seed) {
  Rng rng(seed, "ghosts");
  MarkerStyle m = pick_marker(rng.next(), rng.uniform(0.01, 0.02));
  const int count = rng.integer(6, 30);
  for (int i = 0; i < count; ++i) {
    const Point a{rng.integer(0, kLatticeWidth - 1), rng.integer(0, kLatticeHeight - 1)};
    const auto nb = neighbours(a);
    const Point c = nb[static_cast<std::size_t>(rng.integer(0, static_cast<int>(nb.size()) - 1))];
    if (board.kind(a) == PointKind::Outside || board.kind(c) == PointKind::Outside) continue;
    m.density = rng.uniform(0.3, 1.0);  // some parts wiped better than others
    draw_line(ghost, scale, at(board, a), at(board, c), m, rng);
  }
  // Wiping smears what is left.
  const double sigma = std::max(1.0, m.width * scale * 0.6);
  cv::GaussianBlur(ghost, ghost, cv::Size(), sigma);
}

void apply_ink(cv::Mat& board_bgr, const cv::Mat& ink, const cv::Mat& ghost, cv::Scalar colour, double ghost_strength) {
  const int g = static_cast<int>(std::lround(std::clamp(ghost_strength, 0.0, 1.0) * 256));
  const int col[3] = {static_cast<int>(colour[0]), static_cast<int>(colour[1]), static_cast<int>(colour[2])};
  for (int y = 0; y < board_bgr.rows; ++y) {
    auto* px = board_bgr.ptr<cv::Vec3b>(y);
    const std::uint8_t* a = ink.ptr<std::uint8_t>(y);
    const std::uint8_t* gh = ghost.empty() ? nullptr : ghost.ptr<std::uint8_t>(y);
    for (int x = 0; x < board_bgr.cols; ++x) {
      int cov = a[x];
      if (gh) cov = std::max(cov, (gh[x] * g) >> 8);
      if (cov == 0) continue;
      for (int c = 0; c < 3; ++c) px[x][c] = static_cast<std::uint8_t>(px[x][c] + ((col[c] - px[x][c]) * cov) / 255);
    }
  }
}

}  // namespace starsight::render
