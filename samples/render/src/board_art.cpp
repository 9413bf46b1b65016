#include "board_art.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "geometry2d.hpp"
#include "panel_layout.hpp"
#include "random.hpp"

namespace starsight::render {
namespace {

struct Palette {
  cv::Scalar a;  // main artwork colour (BGR)
  cv::Scalar b;  // second artwork colour
  cv::Scalar band;
};

Palette palette(int id) {
  switch (id) {
    case 1:
      return {{40, 120, 200}, {40, 70, 120}, {30, 110, 190}};
    case 2:
      return {{170, 100, 40}, {40, 40, 190}, {40, 40, 170}};
    case 3:
      return {{50, 170, 215}, {160, 150, 40}, {40, 150, 200}};
    case 4:
      return {{160, 100, 40}, {50, 90, 190}, {150, 90, 30}};
    case 5:
      return {{30, 140, 230}, {70, 140, 60}, {40, 120, 220}};
    case 6:
      return {{210, 170, 120}, {40, 80, 210}, {180, 140, 90}};
    case 7:
      return {{170, 160, 50}, {50, 60, 160}, {60, 70, 170}};
    default:
      return {{140, 130, 30}, {90, 110, 230}, {130, 120, 30}};
  }
}

const cv::Scalar kSky(24, 19, 17);

cv::Scalar mix(cv::Scalar a, cv::Scalar b, double t) { return a * (1 - t) + b * t; }

class Painter {
 public:
  Painter(cv::Mat& img, double scale) : img_(img), scale_(scale) {}
  void line(const Path& p, cv::Scalar c, double width, bool closed = false) {
    const std::vector<std::vector<cv::Point>> polys{fixed(p, scale_)};
    cv::polylines(img_, polys, closed, c, thickness(width), cv::LINE_AA, kShift);
  }
  void seg(cv::Point2d a, cv::Point2d b, cv::Scalar c, double width) {
    cv::line(img_, fixed(a, scale_), fixed(b, scale_), c, thickness(width), cv::LINE_AA, kShift);
  }
  void fill(const Path& p, cv::Scalar c) {
    const std::vector<std::vector<cv::Point>> polys{fixed(p, scale_)};
    cv::fillPoly(img_, polys, c, cv::LINE_AA, kShift);
  }
  void disc(cv::Point2d c, double r, cv::Scalar col) {
    cv::circle(img_, fixed(c, scale_), std::max(1, static_cast<int>(std::lround(r * scale_ * (1 << kShift)))), col,
               cv::FILLED, cv::LINE_AA, kShift);
  }
  void ring(cv::Point2d c, double r, cv::Scalar col, double width) {
    cv::circle(img_, fixed(c, scale_), static_cast<int>(std::lround(r * scale_ * (1 << kShift))), col, thickness(width),
               cv::LINE_AA, kShift);
  }
  void text(const std::string& s, cv::Point2d centre, double height, cv::Scalar col, double width) {
    const double fs = height * scale_ / 22.0;
    const int th = thickness(width);
    int base = 0;
    const cv::Size sz = cv::getTextSize(s, cv::FONT_HERSHEY_SIMPLEX, fs, th, &base);
    const cv::Point org(static_cast<int>(std::lround(centre.x * scale_ - sz.width / 2.0)),
                        static_cast<int>(std::lround(centre.y * scale_ + sz.height / 2.0)));
    cv::putText(img_, s, org, cv::FONT_HERSHEY_SIMPLEX, fs, col, th, cv::LINE_AA);
  }
  double scale() const { return scale_; }
  cv::Mat& image() { return img_; }

 private:
  int thickness(double width) const { return std::max(1, static_cast<int>(std::lround(width * scale_))); }
  cv::Mat& img_;
  double scale_;
};

Path four_point_star(cv::Point2d c, double rv, double rh, double inner, double tilt = 0) {
  Path p;
  for (int i = 0; i < 4; ++i) {
    const double a = tilt + i * kPi / 2;
    const double r = (i % 2 == 0) ? rh : rv;
    p.push_back(c + rotate({r, 0}, a));
    // Concave sides: two inner points per side make the points slender.
    p.push_back(c + rotate({inner * 1.3, 0}, a + kPi / 4 - 0.35));
    p.push_back(c + rotate({inner, 0}, a + kPi / 4));
    p.push_back(c + rotate({inner * 1.3, 0}, a + kPi / 4 + 0.35));
  }
  return p;
}

void fill_sky(cv::Mat& img, Rng& rng) {
  cv::Mat low(18, 12, CV_32FC3);
  for (int y = 0; y < low.rows; ++y)
    for (int x = 0; x < low.cols; ++x) {
      const double n = rng.normal(0, 3.0);
      low.at<cv::Vec3f>(y, x) = cv::Vec3f(static_cast<float>(kSky[0] + n + rng.normal(0, 1.5)),
                                          static_cast<float>(kSky[1] + n), static_cast<float>(kSky[2] + n));
    }
  cv::Mat up;
  cv::resize(low, up, img.size(), 0, 0, cv::INTER_CUBIC);
  up.convertTo(img, CV_8UC3);
}

// Faint white dust and tiny off-lattice stars everywhere in the sky.
void draw_speckle(Painter& pa, const Board& board, Rng& rng) {
  const BoardGeometry& g = board.geometry;
  const auto near_lattice = [&](cv::Point2d p) {
    const double fx = (p.x - g.u0) / g.du, fy = (g.v0 - p.y) / g.dv;
    const double dx = (fx - std::round(fx)) * g.du, dy = (fy - std::round(fy)) * g.dv;
    return std::hypot(dx, dy) < 11;
  };
  for (int i = 0; i < 1100; ++i) {
    const cv::Point2d p(rng.uniform(0, 546), rng.uniform(0, 590));
    if (near_lattice(p)) continue;
    const double v = 30 + 150 * std::pow(rng.uniform(), 2.2);
    pa.disc(p, rng.uniform(0.25, 0.9), cv::Scalar(v, v, v + rng.uniform(-5, 10)));
  }
  for (int i = 0; i < 45; ++i) {
    const cv::Point2d p(rng.uniform(8, 538), rng.uniform(8, 580));
    if (near_lattice(p)) continue;
    const double r = rng.uniform(1.5, 4.0), v = rng.uniform(110, 225);
    pa.fill(four_point_star(p, r, r * 0.85, r * 0.22), cv::Scalar(v, v, v));
  }
}

void draw_lattice_star(Painter& pa, cv::Point2d c, Rng& rng) {
  const double v = rng.uniform(228, 248);
  pa.disc(c, 3.2, cv::Scalar(v * 0.35, v * 0.35, v * 0.37));  // soft glow
  pa.fill(four_point_star(c, kStarRadius, kStarRadius * 0.82, 1.5), cv::Scalar(v - 4, v, v + 2));
}

void draw_planet(Painter& pa, cv::Point2d c, Rng& rng) {
  const double tilt = rng.uniform(-0.5, -0.2), rx = rng.uniform(16, 19), ry = rng.uniform(4, 6);
  const double r = rng.uniform(8.5, 10.5);
  const cv::Scalar ring(225, 230, 232);
  pa.line(arc(c, rx, ry, kPi, 2 * kPi, tilt, 24), ring, 1.6);  // back half of the ring
  pa.disc(c, r, cv::Scalar(205, 215, 222));
  for (int k = -1; k <= 1; ++k) {  // bands
    const double y = k * r * 0.45;
    const double half = std::sqrt(std::max(0.0, r * r - y * y)) * 0.92;
    pa.seg(c + rotate({-half, y}, tilt * 0.5), c + rotate({half, y}, tilt * 0.5), cv::Scalar(150, 165, 180), 1.2);
  }
  pa.line(arc(c, rx, ry, 0, kPi, tilt, 24), ring, 1.6);  // front half
}

// A made-up animal-like figure in thin white line-art filling `region`.
void draw_animal(Painter& pa, cv::Rect2d region, const Palette& pal, bool second, Rng& rng) {
  const cv::Point2d c(region.x + region.width / 2, region.y + region.height / 2);
  const bool tall = region.height > region.width * 1.1;
  const double sx = region.width / 2, sy = region.height / 2;
  const cv::Scalar white(225, 232, 236), fill = mix(kSky, second ? pal.b : pal.a, 0.42);
  const double lw = rng.uniform(1.1, 1.7);

  // Body: a lumpy closed curve.
  Path body_ctrl;
  const double brx = sx * (tall ? 0.55 : 0.62), bry = sy * (tall ? 0.38 : 0.42);
  const cv::Point2d bc = c + cv::Point2d(rng.uniform(-0.1, 0.1) * sx, (tall ? 0.15 : 0.05) * sy);
  for (int i = 0; i < 9; ++i) {
    const double a = 2 * kPi * i / 9, k = rng.uniform(0.8, 1.15);
    body_ctrl.push_back(bc + cv::Point2d(brx * k * std::cos(a), bry * k * std::sin(a)));
  }
  const Path body = smooth(body_ctrl, 8, true);
  pa.fill(body, fill);

  // Neck and head towards an upper corner.
  const double side = rng.chance(0.5) ? 1 : -1;
  const cv::Point2d neck0 = bc + cv::Point2d(side * brx * 0.7, -bry * 0.5);
  const cv::Point2d head = c + cv::Point2d(side * sx * rng.uniform(0.6, 0.9), -sy * rng.uniform(0.6, 0.9));
  const Path neck =
      smooth({neck0, (neck0 + head) * 0.5 + cv::Point2d(side * rng.uniform(-6, 6), rng.uniform(-6, 6)), head}, 8);
  pa.line(neck, white, lw * 2.2);
  pa.line(neck, fill, lw * 0.8);
  Path head_ctrl;
  const double hr = std::min(sx, sy) * rng.uniform(0.16, 0.24);
  for (int i = 0; i < 7; ++i) {
    const double a = 2 * kPi * i / 7;
    head_ctrl.push_back(head +
                        cv::Point2d(hr * (1.3 + 0.3 * std::cos(a)) * std::cos(a) * side, hr * std::sin(a) * 0.8));
  }
  const Path head_shape = smooth(head_ctrl, 6, true);
  pa.fill(head_shape, fill);
  pa.line(head_shape, white, lw, true);
  for (int e = 0; e < 2; ++e)  // ears or horns
    pa.line(smooth({head + cv::Point2d(side * (e * 4 - 2), -hr * 0.6),
                    head + cv::Point2d(side * (e * 5 - 4) + rng.uniform(-3, 3), -hr * 1.6),
                    head + cv::Point2d(side * (e * 7 - 6) + rng.uniform(-4, 4), -hr * 2.4)},
                   4),
            white, lw);
  pa.disc(head + cv::Point2d(side * hr * 0.6, -hr * 0.1), 1.2, white);  // eye

  // Legs.
  const int legs = rng.integer(2, 4);
  for (int l = 0; l < legs; ++l) {
    const double t = legs == 1 ? 0 : -0.6 + 1.2 * l / (legs - 1);
    const cv::Point2d top = bc + cv::Point2d(t * brx, bry * 0.7);
    const cv::Point2d knee = top + cv::Point2d(rng.uniform(-5, 5), sy * rng.uniform(0.25, 0.35));
    const cv::Point2d foot = knee + cv::Point2d(rng.uniform(-7, 7), sy * rng.uniform(0.2, 0.35));
    pa.line({top, knee, foot}, white, lw);
    pa.line({top + cv::Point2d(3, 0), knee + cv::Point2d(3, 0), foot + cv::Point2d(2, 0)}, white, lw * 0.7);
  }
  // Tail.
  const cv::Point2d t0 = bc + cv::Point2d(-side * brx * 0.95, -bry * 0.1);
  pa.line(smooth({t0, t0 + cv::Point2d(-side * rng.uniform(8, 18), rng.uniform(-12, 6)),
                  t0 + cv::Point2d(-side * rng.uniform(18, 30), rng.uniform(-20, 15))},
                 8),
          white, lw);
  pa.line(body, white, lw * 1.2, true);

  // Markings inside the body: spots or stripes.
  if (rng.chance(0.5)) {
    for (int i = 0; i < 10; ++i) {
      const cv::Point2d p = bc + cv::Point2d(rng.uniform(-0.7, 0.7) * brx, rng.uniform(-0.6, 0.6) * bry);
      Path spot;
      const double r = rng.uniform(2, 5);
      for (int k = 0; k < 6; ++k)
        spot.push_back(p + cv::Point2d(r * rng.uniform(0.7, 1.2) * std::cos(k * kPi / 3),
                                       r * rng.uniform(0.7, 1.2) * std::sin(k * kPi / 3)));
      pa.line(smooth(spot, 4, true), white, lw * 0.7, true);
    }
  } else {
    for (int i = 0; i < 6; ++i) {
      const double x = bc.x + (-0.6 + 1.2 * i / 5.0) * brx;
      pa.line(smooth({{x + rng.uniform(-3, 3), bc.y - bry * 0.7},
                      {x + rng.uniform(-5, 5), bc.y},
                      {x + rng.uniform(-3, 3), bc.y + bry * 0.6}},
                     6),
              white, lw * 0.8);
    }
  }
  // Straight decorative strokes about one lattice pitch long, near the lattice
  // directions: the most line-like part of real artwork.
  for (int i = 0; i < rng.integer(2, 4); ++i) {
    const cv::Point2d p = c + cv::Point2d(rng.uniform(-0.8, 0.8) * sx, rng.uniform(-0.8, 0.8) * sy);
    const double a = rng.integer(0, 7) * kPi / 4 + rng.uniform(-0.08, 0.08), len = rng.uniform(25, 55);
    pa.seg(p, p + rotate({len, 0}, a), white, lw * rng.uniform(0.8, 1.6));
  }
  // A dotted trail (dots look like tiny stars).
  const cv::Point2d d0 = c + cv::Point2d(rng.uniform(-0.8, 0.8) * sx, rng.uniform(-0.9, 0.9) * sy);
  const double da = rng.uniform(0, 2 * kPi);
  for (int i = 0; i < rng.integer(4, 8); ++i) pa.disc(d0 + rotate({i * 5.0, std::sin(i * 0.6) * 4}, da), 1.1, white);
}

// A made-up figure in another hand than draw_animal's, for measuring the reader on artwork it was never tuned on:
// a constellation-like figure (straight strokes between dotted vertices, in any direction, some along the
// lattice's), a double-outlined closed shape with wavy hatching, and concentric arcs. Thin white line-art, as on
// every board.
void draw_figure(Painter& pa, cv::Rect2d region, Rng& rng) {
  const cv::Point2d c(region.x + region.width / 2, region.y + region.height / 2);
  const double sx = region.width / 2, sy = region.height / 2;
  const cv::Scalar white(228, 230, 232);
  const double lw = rng.uniform(0.9, 1.9);
  const auto inside = [&](double k) { return c + cv::Point2d(rng.uniform(-k, k) * sx, rng.uniform(-k, k) * sy); };

  // The outlined shape: a smooth blob drawn twice, a few units apart, with wavy strokes across it.
  Path ctrl;
  const double rx = sx * rng.uniform(0.45, 0.7), ry = sy * rng.uniform(0.35, 0.6), tilt = rng.uniform(0, kPi);
  const cv::Point2d bc = c + cv::Point2d(rng.uniform(-0.15, 0.15) * sx, rng.uniform(-0.15, 0.15) * sy);
  const int corners = rng.integer(5, 8);
  for (int i = 0; i < corners; ++i) {
    const double a = 2 * kPi * i / corners, k = rng.uniform(0.7, 1.2);
    ctrl.push_back(bc + rotate({rx * k * std::cos(a), ry * k * std::sin(a)}, tilt));
  }
  const Path outline = smooth(ctrl, 8, true);
  pa.line(outline, white, lw, true);
  const double gap = rng.uniform(2.5, 5);
  Path inner;
  for (const cv::Point2d& q : outline) inner.push_back(bc + (q - bc) * std::max(0.2, 1 - gap / std::hypot(rx, ry)));
  pa.line(inner, white, lw * 0.8, true);
  const double wave = rng.uniform(0, kPi);
  for (int i = 0; i < rng.integer(3, 6); ++i) {
    const double t = -0.6 + 1.2 * i / 5.0;
    Path w;
    for (int k = 0; k <= 8; ++k) {
      const double u = -0.7 + 1.4 * k / 8.0;
      w.push_back(bc + rotate({u * rx, t * ry + std::sin(u * 6 + wave) * ry * 0.12}, tilt));
    }
    pa.line(smooth(w, 4), white, lw * 0.7);
  }

  // The constellation-like figure: a chain of strokes a third to a whole pitch long, some along a lattice
  // direction, each vertex a dot or a small star of its own.
  const auto clamp_in = [&](cv::Point2d q) {
    return cv::Point2d(std::clamp(q.x, c.x - sx, c.x + sx), std::clamp(q.y, c.y - sy, c.y + sy));
  };
  std::vector<cv::Point2d> v{inside(0.7)};
  for (int i = 0; i < rng.integer(4, 8); ++i) {
    const bool lattice = rng.chance(0.35);
    const double ang = lattice ? rng.integer(0, 7) * kPi / 4 + rng.uniform(-0.05, 0.05) : rng.uniform(0, 2 * kPi);
    v.push_back(clamp_in(v.back() + rotate({rng.uniform(18, 55), 0}, ang)));
    pa.seg(v[v.size() - 2], v.back(), white, lw * rng.uniform(0.8, 1.5));
  }
  for (const cv::Point2d& q : v) {
    if (rng.chance(0.5))
      pa.disc(q, rng.uniform(1.4, 2.6), white);
    else
      pa.fill(four_point_star(q, rng.uniform(3, 5), rng.uniform(3, 5), 1.0, rng.uniform(0, kPi / 2)), white);
  }

  // Concentric arcs round a corner of the region (a sun, a moon's halo).
  const cv::Point2d ac = inside(0.8);
  const double a0 = rng.uniform(0, 2 * kPi), span = rng.uniform(1.2, 3.0);
  for (int r = 0; r < rng.integer(2, 4); ++r) {
    const double rad = 6 + 5.0 * r + rng.uniform(-1, 1);
    Path arc_path;
    for (int k = 0; k <= 12; ++k) arc_path.push_back(ac + rotate({rad, 0}, a0 + span * k / 12.0));
    pa.line(arc_path, white, lw * 0.8);
  }
}

// People standing at the bottom of the sky, looking up; they cover the
// sun-rise art points and stay below the stars next to them.
void draw_people(Painter& pa, const Board& board, const Palette& pal, Rng& rng) {
  const BoardGeometry& g = board.geometry;
  const PanelLayout& pl = panel_layout();
  const cv::Scalar white(225, 232, 236);
  // Ground: low hills along the whole width.
  Path ground;
  for (int i = 0; i <= 24; ++i)
    ground.push_back({546.0 * i / 24, pl.sky_bottom - 4 - 3 * std::sin(i * 0.7 + rng.uniform(0, 0.5))});
  Path ground_fill = ground;
  ground_fill.push_back({546, pl.sky_bottom + 1});
  ground_fill.push_back({0, pl.sky_bottom + 1});
  pa.fill(ground_fill, mix(kSky, pal.b, 0.3));
  pa.line(ground, white, 1.2);

  for (int x = 0; x < kLatticeWidth; ++x) {
    const bool low = board.kind({x, 0}) == PointKind::SunriseArt;
    const bool high = board.kind({x, 1}) == PointKind::SunriseArt;
    if (!low) continue;
    // Top of the figures: above row 1 when that point is covered too, else
    // below the star at (x, 1).
    const double top = high ? g.y_of(1) - rng.uniform(12, 20) : g.y_of(1) + kStarRadius + rng.uniform(6, 10);
    const int count = rng.integer(1, 2);
    for (int k = 0; k < count; ++k) {
      const double cx = g.x_of(x) + (count == 1 ? 0 : (k - 0.5) * 22) + rng.uniform(-4, 4);
      const double h = (pl.sky_bottom - 4 - top) * (k == 0 ? 1.0 : rng.uniform(0.7, 0.9));
      const double ty = pl.sky_bottom - 4 - h, hr = std::max(4.0, h * 0.11);
      const double lean = rng.uniform(-0.15, 0.15);
      const cv::Point2d head(cx + lean * h * 0.3, ty + hr * 1.6);  // the arm reaches above the head
      const cv::Scalar col = mix(kSky, k % 2 ? pal.a : pal.b, rng.uniform(0.45, 0.7));
      Path robe{head + cv::Point2d(-hr * 0.9, hr * 1.1),
                head + cv::Point2d(hr * 0.9, hr * 1.1),
                {cx + hr * 1.9, pl.sky_bottom - 3},
                {cx - hr * 1.9, pl.sky_bottom - 3}};
      pa.fill(robe, col);
      pa.line(robe, white, 1.0, true);
      pa.disc(head, hr, col);
      pa.ring(head, hr, white, 1.0);
      // One arm pointing up at the sky, the other hanging.
      const double s = rng.chance(0.5) ? 1 : -1;
      const cv::Point2d shoulder = head + cv::Point2d(s * hr, hr * 1.4);
      pa.line({shoulder, shoulder + cv::Point2d(s * hr * 1.2, -hr * 1.3), {shoulder.x + s * hr * 1.6, ty}}, white, 1.3);
      pa.line({head + cv::Point2d(-s * hr, hr * 1.4), head + cv::Point2d(-s * hr * 1.8, hr * 3.2)}, white, 1.1);
      pa.seg(head + cv::Point2d(-hr * 0.3, -hr * 0.2), head + cv::Point2d(hr * 0.3, -hr * 0.5), white, 0.8);  // face
    }
  }
}

void draw_band(Painter& pa, const Palette& pal, int id) {
  const PanelLayout& pl = panel_layout();
  const double y0 = pl.sky_bottom, y1 = pl.band_bottom, step = 10 + id % 3 * 2;
  pa.fill({{0, y0}, {546, y0}, {546, y1}, {0, y1}}, pal.band);
  const cv::Scalar light = mix(pal.band, cv::Scalar(235, 240, 245), 0.6),
                   dark = mix(pal.band, cv::Scalar(0, 0, 0), 0.5);
  for (double x = -step; x < 546 + step; x += step) {
    if (id % 2 == 0)
      pa.fill({{x, y1 - 2}, {x + step / 2, y0 + 2}, {x + step, y1 - 2}}, light);
    else
      pa.fill({{x, (y0 + y1) / 2}, {x + step / 2, y0 + 2}, {x + step, (y0 + y1) / 2}, {x + step / 2, y1 - 2}}, light);
    pa.disc({x + step / 2, (y0 + y1) / 2}, 1.3, dark);
  }
  pa.seg({0, y0 + 0.5}, {546, y0 + 0.5}, dark, 1.0);
  pa.seg({0, y1 - 0.5}, {546, y1 - 0.5}, dark, 1.0);
}

void draw_icon(Painter& pa, int which, cv::Point2d c, double r) {
  const cv::Scalar ink(30, 30, 30);
  switch (which) {
    case 0:  // planet
      pa.disc(c, r * 0.4, ink);
      pa.line(arc(c, r * 0.8, r * 0.25, 0, 2 * kPi, -0.35, 32), ink, 1.3, true);
      break;
    case 1:  // shooting star
      pa.fill(four_point_star(c + cv::Point2d(r * 0.25, -r * 0.25), r * 0.45, r * 0.45, r * 0.12, 0.3), ink);
      for (int k = -1; k <= 1; ++k)
        pa.seg(c + cv::Point2d(-r * 0.05 + k * 2.5, r * 0.05 + k * 2.5),
               c + cv::Point2d(-r * 0.6 + k * 2.5, r * 0.6 + k * 2.5), ink, 1.0);
      break;
    case 2: {  // point bonus: a five-pointed star
      Path star;
      for (int i = 0; i < 10; ++i) star.push_back(c + rotate({i % 2 ? r * 0.25 : r * 0.62, 0}, -kPi / 2 + i * kPi / 5));
      pa.fill(star, ink);
      break;
    }
    default:  // power bonus: sparkles
      pa.fill(four_point_star(c + cv::Point2d(-r * 0.15, r * 0.1), r * 0.55, r * 0.45, r * 0.1), ink);
      pa.fill(four_point_star(c + cv::Point2d(r * 0.4, -r * 0.4), r * 0.28, r * 0.22, r * 0.06), ink);
      break;
  }
}

void draw_panel(Painter& pa) {
  const PanelLayout& pl = panel_layout();
  pa.fill({{0, pl.band_bottom}, {546, pl.band_bottom}, {546, 801}, {0, 801}}, cv::Scalar(236, 240, 242));
  const cv::Scalar black(22, 22, 24), white(236, 240, 242);
  const char* labels[] = {"3", "4", "5", "6", "7", "8"};
  for (std::size_t i = 0; i < pl.checks.size(); ++i) {
    pa.disc(pl.checks[i].c, pl.checks[i].r, black);
    pa.text(labels[i], pl.checks[i].c + cv::Point2d(-8, -8), 8, white, 1.2);
  }
  for (std::size_t i = 0; i < pl.icons.size(); ++i) {
    pa.ring(pl.icons[i].c, pl.icons[i].r, black, 1.6);
    draw_icon(pa, static_cast<int>(i), pl.icons[i].c, pl.icons[i].r);
    pa.disc(pl.categories[i].c, pl.categories[i].r, black);
  }
  pa.disc(pl.total.c, pl.total.r, black);
  // The small signs between the circles.
  for (std::size_t i = 0; i + 1 < pl.categories.size(); ++i) {
    const cv::Point2d m = (pl.categories[i].c + pl.categories[i + 1].c) * 0.5;
    pa.seg(m + cv::Point2d(-4, 0), m + cv::Point2d(4, 0), black, 1.4);
    pa.seg(m + cv::Point2d(0, -4), m + cv::Point2d(0, 4), black, 1.4);
  }
  const cv::Point2d eq = (pl.categories[3].c + pl.total.c) * 0.5 + cv::Point2d(-3, 0);
  pa.seg(eq + cv::Point2d(-4, -2.5), eq + cv::Point2d(4, -2.5), black, 1.4);
  pa.seg(eq + cv::Point2d(-4, 2.5), eq + cv::Point2d(4, 2.5), black, 1.4);
  pa.seg({20, 776}, {160, 776}, cv::Scalar(120, 120, 125), 0.8);  // a thin printed rule
}

void draw_sunrise_marks(Painter& pa, const BoardGeometry& g) {
  const cv::Scalar white(230, 236, 240);
  for (double row : {1.5, 3.5}) {
    const double v = g.y_of(row);
    pa.fill({{0, v - 9}, {8, v}, {0, v + 9}}, white);
    pa.fill({{546, v - 9}, {538, v}, {546, v + 9}}, white);
  }
}

void draw_outline(Painter& pa) {
  const PanelLayout& pl = panel_layout();
  const double inset = 4.5, r = 273 - inset;
  Path p{{inset, pl.sky_bottom}};
  for (const auto& q : arc({273, 273}, r, r, kPi, 2 * kPi, 0, 96)) p.push_back(q);
  p.push_back({546 - inset, pl.sky_bottom});
  pa.line(p, cv::Scalar(150, 158, 165), 0.9);
}

// Groups of 8-adjacent artwork points: each gets one illustration.
std::vector<std::vector<Point>> artwork_clusters(const Board& b) {
  std::vector<std::vector<Point>> out;
  PointSet seen;
  for (int i = 0; i < kPointCount; ++i) {
    const Point p = point_at(i);
    if (b.kind(p) != PointKind::Artwork || seen.test(static_cast<std::size_t>(i))) continue;
    std::vector<Point> cluster{p}, todo{p};
    seen.set(static_cast<std::size_t>(i));
    while (!todo.empty()) {
      const Point q = todo.back();
      todo.pop_back();
      for (Point n : neighbours(q))
        if (b.kind(n) == PointKind::Artwork && !seen.test(static_cast<std::size_t>(point_index(n)))) {
          seen.set(static_cast<std::size_t>(point_index(n)));
          cluster.push_back(n);
          todo.push_back(n);
        }
    }
    out.push_back(cluster);
  }
  return out;
}

// Real boards print their illustrations only where the lattice has no star (BOARDS.md). An illustration fills
// its cluster's bounding box, which for an L-shaped cluster holds printed stars (board 3's (6,6) and (7,6)):
// `with_art` is laid on `img` only clear of the printed points and of the segments between two of them, fading
// in over a few units, so that no art lies over a star or over a segment a player may draw between two of them.
void lay_art_clear_of_printed_points(cv::Mat& img, const cv::Mat& with_art, cv::Rect2d reach, const Board& board,
                                     double scale, double clear_units) {
  constexpr double kFade = 6;  // template units: no art within clear_units, all of it past clear_units + kFade
  const cv::Rect roi =
      cv::Rect(cv::Point(static_cast<int>(std::floor(reach.x * scale)), static_cast<int>(std::floor(reach.y * scale))),
               cv::Point(static_cast<int>(std::ceil(reach.br().x * scale)),
                         static_cast<int>(std::ceil(reach.br().y * scale)))) &
      cv::Rect(0, 0, img.cols, img.rows);
  if (roi.empty()) return;
  const BoardGeometry& g = board.geometry;
  const auto at = [&](Point p) {
    return cv::Point(static_cast<int>(std::lround(g.x_of(p.x) * scale)) - roi.x,
                     static_cast<int>(std::lround(g.y_of(p.y) * scale)) - roi.y);
  };
  const auto printed = [&](Point p) { return board.kind(p) != PointKind::Artwork; };
  // 0 where no art may lie, 255 elsewhere; the distance to the nearest 0 weighs the art in.
  cv::Mat free(roi.size(), CV_8U, cv::Scalar(255));
  const int clear = static_cast<int>(std::lround(clear_units * scale));
  for (int i = 0; i < kPointCount; ++i)
    if (printed(point_at(i))) cv::circle(free, at(point_at(i)), clear, cv::Scalar(0), cv::FILLED);
  for (SegmentId id = 0; id < kSegmentCount; ++id) {
    const Segment& s = segment(id);
    if (printed(s.a) && printed(s.b)) cv::line(free, at(s.a), at(s.b), cv::Scalar(0), 2 * clear);
  }
  cv::Mat distance;
  cv::distanceTransform(free, distance, cv::DIST_L2, cv::DIST_MASK_PRECISE);
  cv::Mat weight = cv::min(distance / (kFade * scale), 1.0);
  cv::Mat out = img(roi), art = with_art(roi);
  cv::Mat blended;
  cv::blendLinear(art, out, weight, 1.0 - weight, blended);
  blended.copyTo(out);
}

// How far from the printed stars, and from the segments between them, the art keeps (template units). The
// Figures come closer: nothing says the real boards' illustrations keep as far as ours.
double art_clearance(ArtStyle style) { return style == ArtStyle::Figures ? 14 : 22; }

}  // namespace

const char* art_style_name(ArtStyle s) { return s == ArtStyle::Figures ? "figures" : "animals"; }

std::optional<ArtStyle> parse_art_style(std::string_view s) {
  if (s == "animals") return ArtStyle::Animals;
  if (s == "figures") return ArtStyle::Figures;
  return std::nullopt;
}

cv::Mat draw_printed_board(const Board& board, double scale, int variant, ArtStyle style) {
  cv::Mat img(board_pixels(scale), CV_8UC3);
  Rng rng(static_cast<std::uint64_t>(board.id) * 1000 + static_cast<std::uint64_t>(variant), "board-art");
  Painter pa(img, scale);
  const Palette pal = palette(board.id);
  const BoardGeometry& g = board.geometry;
  fill_sky(img, rng);
  draw_speckle(pa, board, rng);
  const auto clusters = artwork_clusters(board);
  for (std::size_t k = 0; k < clusters.size(); ++k) {
    double x0 = 1e9, x1 = -1e9, y0 = 1e9, y1 = -1e9;
    for (Point p : clusters[k]) {
      x0 = std::min(x0, g.x_of(p.x)), x1 = std::max(x1, g.x_of(p.x));
      y0 = std::min(y0, g.y_of(p.y)), y1 = std::max(y1, g.y_of(p.y));
    }
    const double m = 0.42;
    const cv::Rect2d region(x0 - m * g.du, y0 - m * g.dv, x1 - x0 + 2 * m * g.du, y1 - y0 + 2 * m * g.dv);
    cv::Mat with_art = img.clone();
    Painter art(with_art, scale);
    draw_animal(art, region, pal, k % 2 == 1, rng);
    if (style == ArtStyle::Figures) {
      // The animal is drawn all the same and thrown away: the board's other draws (stars, people) then take
      // the same random numbers, and the two styles' boards differ only in their illustrations.
      with_art = img.clone();
      Painter figure(with_art, scale);
      Rng figure_rng(static_cast<std::uint64_t>(board.id) * 1000 + static_cast<std::uint64_t>(variant), "board-figures",
                     k);
      draw_figure(figure, region, figure_rng);
    }
    const double strays = 60;  // how far the animal's tail, ears and strokes may reach past its region
    lay_art_clear_of_printed_points(
        img, with_art,
        cv::Rect2d(region.x - strays, region.y - strays, region.width + 2 * strays, region.height + 2 * strays), board,
        scale, art_clearance(style));
  }
  draw_people(pa, board, pal, rng);
  for (SegmentId id : board.printed_lines) {
    const Segment& s = segment(id);
    pa.seg({g.x_of(s.a.x), g.y_of(s.a.y)}, {g.x_of(s.b.x), g.y_of(s.b.y)}, cv::Scalar(228, 234, 238), 2.2);
  }
  for (int i = 0; i < kPointCount; ++i) {
    const Point p = point_at(i);
    const cv::Point2d c(g.x_of(p.x), g.y_of(p.y));
    if (board.kind(p) == PointKind::Star) draw_lattice_star(pa, c, rng);
    if (board.kind(p) == PointKind::Planet) draw_planet(pa, c, rng);
  }
  draw_band(pa, pal, board.id);
  draw_panel(pa);
  draw_sunrise_marks(pa, g);
  draw_outline(pa);
  return img;
}

}  // namespace starsight::render
