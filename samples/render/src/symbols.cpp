#include "symbols.hpp"

#include <cmath>

namespace starsight::render {
namespace {

// A loop drawn by hand: an ellipse whose radius drifts and whose end overlaps
// or misses its start a little.
Path hand_loop(cv::Point2d c, double rx, double ry, Rng& rng, double tilt = 0) {
  Path ctrl;
  const double a0 = rng.uniform(0, 2 * kPi), extra = rng.uniform(-0.15, 0.35);
  const int n = 10;
  for (int i = 0; i <= n; ++i) {
    const double a = a0 + (2 * kPi + extra) * i / n, k = rng.uniform(0.92, 1.08);
    ctrl.push_back(c + rotate({rx * k * std::cos(a), ry * k * std::sin(a)}, tilt));
  }
  return smooth(ctrl, 5);
}

Path star_outline(cv::Point2d c, int points, double r_out, double r_in, double rot, Rng& rng) {
  Path p;
  for (int i = 0; i <= 2 * points; ++i) {
    const double r = (i % 2 == 0 ? r_out : r_in) * rng.uniform(0.85, 1.15);
    p.push_back(c + rotate({0, -r}, rot + i * kPi / points + rng.uniform(-0.06, 0.06)));
  }
  return p;
}

Path jitter(Path p, double amount, Rng& rng) {
  for (auto& q : p) q += cv::Point2d(rng.normal(0, amount), rng.normal(0, amount));
  return p;
}

// Back-and-forth strokes filling a disc (a scribbled-in circle).
std::vector<Path> scribble_disc(cv::Point2d c, double r, Rng& rng) {
  std::vector<Path> out;
  Path z;
  const double a = rng.uniform(0, kPi);
  const int rows = static_cast<int>(r / 2.6) + 2;
  for (int i = 0; i <= rows; ++i) {
    const double t = -r + 2 * r * i / rows, half = std::sqrt(std::max(0.0, r * r - t * t)) * 0.95;
    const double s = (i % 2 == 0) ? 1 : -1;
    z.push_back(c + rotate({-s * half, t}, a));
    z.push_back(c + rotate({s * half, t}, a));
  }
  out.push_back(jitter(z, 0.4, rng));
  return out;
}

Path spiral(cv::Point2d c, double r, double turns, double squash, double tilt, Rng& rng) {
  Path p;
  const int n = static_cast<int>(turns * 24);
  const double a0 = rng.uniform(0, 2 * kPi);
  for (int i = 0; i <= n; ++i) {
    const double t = static_cast<double>(i) / n, a = a0 + t * turns * 2 * kPi, rr = r * (0.12 + 0.88 * t);
    p.push_back(c + rotate({rr * std::cos(a), rr * squash * std::sin(a)}, tilt));
  }
  return p;
}

}  // namespace

std::vector<Path> star_head(cv::Point2d c, int variant, Rng& rng) {
  const double r = rng.uniform(9, 13), rot = rng.uniform(-0.3, 0.3);
  switch (variant % kSymbolVariants) {
    case 0:
      return {star_outline(c, 5, r, r * 0.42, rot, rng)};
    case 1: {  // a pentagram in one go
      Path p;
      for (int i = 0; i <= 5; ++i) p.push_back(c + rotate({0, -r}, rot + i * 4 * kPi / 5));
      return {jitter(p, 0.5, rng)};
    }
    default: {  // a filled little star: outline plus a scribble
      std::vector<Path> out{star_outline(c, 5, r, r * 0.45, rot, rng)};
      for (auto& s : scribble_disc(c, r * 0.4, rng)) out.push_back(s);
      return out;
    }
  }
}

std::vector<Path> object_symbol(ObjectKind kind, int variant, cv::Point2d c, double span, Rng& rng) {
  const int v = variant % kSymbolVariants;
  switch (kind) {
    case ObjectKind::Planet: {
      const double r = rng.uniform(9, 12), tilt = rng.uniform(-0.5, -0.1);
      std::vector<Path> out{hand_loop(c, r, r, rng)};
      if (v == 0) out.push_back(hand_loop(c, r * 1.9, r * 0.55, rng, tilt));
      if (v == 1) out.push_back(jitter({c + rotate({-r * 2, 0}, tilt), c + rotate({r * 2, 0}, tilt)}, 0.4, rng));
      if (v == 2) {
        out.push_back(arc(c, r * 1.9, r * 0.55, kPi * 0.55, kPi * 1.45, tilt, 12));
        out.push_back(arc(c, r * 1.9, r * 0.55, -kPi * 0.45, kPi * 0.45, tilt, 12));
      }
      return out;
    }
    case ObjectKind::NewStar: {
      const double r = rng.uniform(10, 14), rot = rng.uniform(-0.2, 0.2);
      if (v == 0) return {star_outline(c, 5, r, r * 0.45, rot, rng)};
      if (v == 1) return {star_outline(c, 4, r, r * 0.3, rot, rng)};
      std::vector<Path> out;  // an asterisk
      for (int i = 0; i < 3; ++i) {
        const cv::Point2d d = rotate({0, r}, rot + i * kPi / 3);
        out.push_back(jitter({c - d, c + d}, 0.4, rng));
      }
      return out;
    }
    case ObjectKind::Galaxy: {
      const double rx = span * 0.5 + rng.uniform(8, 14), ry = rng.uniform(9, 14), tilt = rng.uniform(-0.12, 0.12);
      if (v == 0) return {spiral(c, rx, 2.4, ry / rx, tilt, rng)};
      if (v == 1) return {hand_loop(c, rx, ry, rng, tilt), spiral(c, rx * 0.5, 1.5, 0.6, tilt, rng)};
      // Two arms: an S through the middle and a loop around it.
      return {smooth({c + cv::Point2d(-rx, ry * 0.3), c + cv::Point2d(-rx * 0.4, -ry * 0.6), c,
                      c + cv::Point2d(rx * 0.4, ry * 0.6), c + cv::Point2d(rx, -ry * 0.3)},
                     6),
              hand_loop(c, rx * 0.9, ry * 0.9, rng, tilt)};
    }
    case ObjectKind::TwinklingStar: {
      const double r = rng.uniform(6, 9);
      std::vector<Path> out;
      if (v == 0) {
        out.push_back(star_outline(c, 4, r, r * 0.3, 0, rng));
        for (int i = 0; i < 4; ++i) {
          const cv::Point2d d = rotate({0, 1}, kPi / 4 + i * kPi / 2);
          out.push_back(jitter({c + d * (r * 1.2), c + d * (r * 1.9)}, 0.3, rng));
        }
      } else if (v == 1) {
        out.push_back(hand_loop(c, r * 0.55, r * 0.55, rng));
        for (int i = 0; i < 8; ++i) {
          const cv::Point2d d = rotate({0, 1}, i * kPi / 4);
          out.push_back(jitter({c + d * (r * 0.9), c + d * (r * (i % 2 ? 1.5 : 2.0))}, 0.3, rng));
        }
      } else {
        for (int i = 0; i < 4; ++i) {
          const cv::Point2d d = rotate({0, 1}, i * kPi / 4);
          const double l = i % 2 ? r * 1.1 : r * 1.8;
          out.push_back(jitter({c - d * l, c + d * l}, 0.3, rng));
        }
      }
      return out;
    }
    case ObjectKind::Nova: {
      const double r = rng.uniform(14, 19);
      std::vector<Path> out;
      if (v == 0) {
        for (int i = 0; i < 12; ++i) {
          const cv::Point2d d = rotate({0, 1}, i * kPi / 6 + rng.uniform(-0.1, 0.1));
          out.push_back(jitter({c + d * 3.0, c + d * (i % 2 ? r * 0.6 : r)}, 0.3, rng));
        }
      } else if (v == 1) {
        out.push_back(hand_loop(c, r * 0.45, r * 0.45, rng));
        for (int i = 0; i < 8; ++i) {
          const cv::Point2d d = rotate({0, 1}, i * kPi / 4 + rng.uniform(-0.1, 0.1));
          out.push_back(jitter({c + d * (r * 0.6), c + d * r}, 0.3, rng));
        }
      } else {
        out.push_back(star_outline(c, 8, r, r * 0.5, rng.uniform(0, 1), rng));
      }
      return out;
    }
    case ObjectKind::LuminousAura: {
      const double r = rng.uniform(14, 18);
      if (v == 0) return {hand_loop(c, r, r, rng)};
      if (v == 1) return {hand_loop(c, r * 0.8, r * 0.8, rng), hand_loop(c, r * 1.15, r * 1.15, rng)};
      std::vector<Path> out;  // dashed
      const double a0 = rng.uniform(0, kPi);
      for (int i = 0; i < 8; ++i) out.push_back(arc(c, r, r, a0 + i * kPi / 4, a0 + i * kPi / 4 + kPi / 7, 0, 4));
      return out;
    }
    case ObjectKind::CrescentMoon: {
      const double r = rng.uniform(11, 14), rot = rng.uniform(-0.6, 0.6);
      // The outer arc and an inner arc offset towards the open side.
      Path outer = arc(c, r, r, rot + kPi * 0.35, rot + kPi * 1.65, 0, 20);
      const cv::Point2d off = rotate({r * 0.55, 0}, rot);
      Path inner = arc(c + off, r * 0.85, r * 0.85, rot + kPi * 0.62, rot + kPi * 1.38, 0, 14);
      std::reverse(inner.begin(), inner.end());
      Path shape = outer;
      shape.insert(shape.end(), inner.begin(), inner.end());
      shape.push_back(outer.front());
      std::vector<Path> out{jitter(shape, 0.3, rng)};
      if (v == 1)
        for (int i = 0; i < 4; ++i) {  // hatching
          const double a = rot + kPi * (0.75 + 0.17 * i);
          out.push_back({c + rotate({r * 0.9, 0}, a), c + rotate({r * 0.35, 0}, a)});
        }
      if (v == 2) out.push_back(star_outline(c + rotate({r * 1.3, -r * 0.9}, rot), 4, 4.5, 1.5, 0, rng));
      return out;
    }
    case ObjectKind::BlackHole: {
      const double r = rng.uniform(10, 13);
      if (v == 0) {
        auto out = scribble_disc(c, r, rng);
        out.push_back(hand_loop(c, r, r, rng));
        return out;
      }
      if (v == 1) return {spiral(c, r, 3.2, 1.0, 0, rng)};
      std::vector<Path> out{hand_loop(c, r, r, rng)};
      for (int i = -2; i <= 2; ++i) {  // cross-hatching
        const double t = i * r * 0.35, h = std::sqrt(std::max(0.0, r * r - t * t));
        out.push_back({c + cv::Point2d(t - h * 0.7, -h * 0.7 + t * 0.0), c + cv::Point2d(t + h * 0.7, h * 0.7)});
        out.push_back({c + cv::Point2d(t + h * 0.7, -h * 0.7), c + cv::Point2d(t - h * 0.7, h * 0.7)});
      }
      return out;
    }
  }
  return {};
}

}  // namespace starsight::render
