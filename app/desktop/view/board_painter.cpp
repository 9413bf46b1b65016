#include "view/board_painter.hpp"

#include <QPainterPath>
#include <cmath>

#include "view/palette.hpp"
#include "view/star_path.hpp"

namespace starsight::desktop {
namespace {

QPainterPath arch_outline(const Board& b) {
  const double w = b.geometry.width, h = b.geometry.height, r = w / 2;
  QPainterPath path;
  path.moveTo(0, h);
  path.lineTo(0, r);
  path.arcTo(QRectF(0, 0, w, w), 180, -180);
  path.lineTo(w, h);
  path.closeSubpath();
  return path;
}

void paint_planet(QPainter& p, QPointF c, const QColor& colour) {
  p.setPen(QPen(colour, 2.5));
  p.setBrush(Qt::NoBrush);
  p.drawEllipse(c, 9, 9);
  p.drawEllipse(c, 17, 6);
}

void paint_object(QPainter& p, const Board& b, ObjectKind kind, Point at) {
  const QPointF c = template_point(b, at);
  const QColor ink(0xFF, 0xFF, 0xFF);
  p.setPen(QPen(ink, 2.5));
  p.setBrush(Qt::NoBrush);
  switch (kind) {
    case ObjectKind::Planet:
      paint_planet(p, c, ink);
      break;
    case ObjectKind::NewStar:
      p.setBrush(ink);
      p.drawPath(star_path(c, 11, 3, 4));
      p.setBrush(Qt::NoBrush);
      p.drawEllipse(c, 14, 14);
      break;
    case ObjectKind::Galaxy: {
      const QPointF d = template_point(b, {at.x + 1, at.y});
      p.drawEllipse(QRectF(c - QPointF(12, 12), d + QPointF(12, 12)));
      p.drawEllipse(QRectF(c - QPointF(4, 6), d + QPointF(4, 6)));
      break;
    }
    case ObjectKind::TwinklingStar:
      p.setBrush(ink);
      p.drawPath(star_path(c, 15, 4, 4));
      p.drawPath(star_path(c + QPointF(12, -12), 6, 2, 4));
      break;
    case ObjectKind::Nova:
      p.setBrush(ink);
      p.drawPath(star_path(c, 16, 7, 8));
      break;
    case ObjectKind::LuminousAura:
      p.drawEllipse(c, 12, 12);
      p.setPen(QPen(ink, 1.5, Qt::DotLine));
      p.drawEllipse(c, 18, 18);
      break;
    case ObjectKind::CrescentMoon: {
      QPainterPath moon;
      moon.addEllipse(c, 13, 13);
      QPainterPath bite;
      bite.addEllipse(c + QPointF(7, -4), 11, 11);
      p.setBrush(ink);
      p.drawPath(moon.subtracted(bite));
      break;
    }
    case ObjectKind::BlackHole:
      p.setBrush(QColor(0, 0, 0));
      p.drawEllipse(c, 14, 14);
      p.setPen(QPen(ink, 1.5, Qt::DashLine));
      p.drawEllipse(c, 20, 20);
      break;
  }
}

}  // namespace

QPointF template_point(const Board& b, Point pt) { return {b.geometry.x_of(pt.x), b.geometry.y_of(pt.y)}; }

QPointF lattice_coords(const Board& b, QPointF t) {
  return {(t.x() - b.geometry.u0) / b.geometry.du, (b.geometry.v0 - t.y()) / b.geometry.dv};
}

void paint_board(QPainter& p, const Board& b) {
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  const double w = b.geometry.width, h = b.geometry.height;
  const QPainterPath outline = arch_outline(b);
  p.setPen(Qt::NoPen);
  p.setBrush(palette::kSky);
  // Inside the outline, and inside whatever clip the caller set (a view may show only the sky).
  p.save();
  p.setClipPath(outline, Qt::IntersectClip);
  p.drawRect(QRectF(0, 0, w, h * 0.74));
  // The patterned band and the white score area below the sky.
  p.setBrush(QColor(0x2C, 0x3E, 0x6B));
  p.drawRect(QRectF(0, h * 0.74, w, h * 0.012));
  p.setBrush(QColor(0xF7, 0xF5, 0xEE));
  p.drawRect(QRectF(0, h * 0.752, w, h));
  p.restore();
  p.setPen(QPen(QColor(0x60, 0x60, 0x60), 1.5));
  p.setBrush(Qt::NoBrush);
  p.drawPath(outline);
  // Sun-rise limits: half-diamond marks between rows 1|2 and 3|4 on both edges.
  p.setPen(Qt::NoPen);
  p.setBrush(palette::kStar);
  for (double row : {1.5, 3.5}) {
    const double y = b.geometry.y_of(row);
    p.drawPolygon(QPolygonF({QPointF(0, y - 8), QPointF(8, y), QPointF(0, y + 8)}));
    p.drawPolygon(QPolygonF({QPointF(w, y - 8), QPointF(w - 8, y), QPointF(w, y + 8)}));
  }
  for (int i = 0; i < kPointCount; ++i) {
    const Point pt = point_at(i);
    const QPointF c = template_point(b, pt);
    switch (b.kind(pt)) {
      case PointKind::Star:
        p.setPen(Qt::NoPen);
        p.setBrush(palette::kStar);
        p.drawPath(star_path(c, 7, 1.8, 4));
        break;
      case PointKind::Artwork:
        p.setPen(QPen(palette::kArtwork, 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(c, 3, 3);
        break;
      case PointKind::SunriseArt:
        p.setPen(QPen(palette::kArtwork, 1.2));
        p.drawLine(c + QPointF(-3, -3), c + QPointF(3, 3));
        p.drawLine(c + QPointF(-3, 3), c + QPointF(3, -3));
        break;
      case PointKind::Planet:
        paint_planet(p, c, palette::kStar);
        break;
      case PointKind::Outside:
        break;
    }
  }
  p.restore();
}

void paint_lattice(QPainter& p, const Board& b) {
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  p.setPen(QPen(QColor(0x56, 0xB4, 0xE9, 200), 2));
  p.setBrush(Qt::NoBrush);
  for (int i = 0; i < kPointCount; ++i) {
    const Point pt = point_at(i);
    if (b.kind(pt) == PointKind::Outside) continue;
    p.drawEllipse(template_point(b, pt), 5, 5);
  }
  p.restore();
}

void paint_sheet(QPainter& p, const SheetOverlay& o) {
  if (!o.board) return;
  const Board& b = *o.board;
  p.save();
  p.setRenderHint(QPainter::Antialiasing);

  // Highlights first, as a wide glow under the lines and points.
  if (o.highlight_lines.any() || !o.highlight_points.empty()) {
    QColor glow = palette::kHighlight;
    glow.setAlpha(150);
    p.setPen(QPen(glow, 20, Qt::SolidLine, Qt::RoundCap));
    for_each_bit(o.highlight_lines,
                 [&](int id) { p.drawLine(template_point(b, segment(id).a), template_point(b, segment(id).b)); });
    p.setPen(QPen(palette::kHighlight, 3));
    p.setBrush(Qt::NoBrush);
    for (Point pt : o.highlight_points) p.drawEllipse(template_point(b, pt), 19, 19);
  }

  // Lines, coloured by group: constellations from the palette, others grey.
  const SegmentSet printed = b.printed();
  SegmentSet coloured;
  std::size_t constellation_index = 0;
  for (const Constellation& g : o.groups) {
    const QColor colour =
        g.is_constellation ? palette::constellation(constellation_index++) : palette::kNotConstellation;
    for_each_bit(g.group.lines, [&](int id) {
      coloured.set(static_cast<std::size_t>(id));
      const bool is_printed = printed.test(static_cast<std::size_t>(id));
      p.setPen(QPen(colour, is_printed ? 4 : 6, is_printed ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap));
      p.drawLine(template_point(b, segment(id).a), template_point(b, segment(id).b));
    });
  }
  // Lines the score did not group (no score yet): plain white.
  SegmentSet rest = (o.state.lines | printed) & ~coloured;
  p.setPen(QPen(palette::kStar, 5, Qt::SolidLine, Qt::RoundCap));
  for_each_bit(rest, [&](int id) { p.drawLine(template_point(b, segment(id).a), template_point(b, segment(id).b)); });

  // Shooting stars: a double white stroke and a five-pointed head.
  for (const ShootingStar& s : o.state.shooting_stars) {
    for (SegmentId id : s.lines) {
      p.setPen(QPen(palette::kStar, 7, Qt::SolidLine, Qt::RoundCap));
      p.drawLine(template_point(b, segment(id).a), template_point(b, segment(id).b));
      p.setPen(QPen(palette::kSky, 2.5, Qt::SolidLine, Qt::RoundCap));
      p.drawLine(template_point(b, segment(id).a), template_point(b, segment(id).b));
    }
    p.setPen(QPen(palette::kSky, 1.5));
    p.setBrush(palette::kStar);
    p.drawPath(star_path(template_point(b, s.head), 16, 7, 5));
  }

  for (const PlacedObject& obj : objects(o.state)) {
    if (obj.kind == ObjectKind::Galaxy) {
      // objects() lists both points of a galaxy: draw it once, from its left point.
      const auto& g = o.state.galaxies;
      if (std::find(g.begin(), g.end(), obj.at) == g.end()) continue;
    }
    paint_object(p, b, obj.kind, obj.at);
  }

  // Uncertain readings: a dashed magenta ring; the selected one in cyan.
  for (std::size_t i = 0; i < o.uncertain.size(); ++i) {
    const Uncertainty& u = o.uncertain[i];
    const bool selected = static_cast<int>(i) == o.selected_uncertain;
    if (u.verdict != Uncertainty::Verdict::Open && !selected) continue;
    if (u.points.empty()) continue;
    QPointF c;
    for (Point pt : u.points) c += template_point(b, pt);
    c /= static_cast<double>(u.points.size());
    const double r = u.points.size() == 2 ? 22 : 20;
    p.setBrush(Qt::NoBrush);
    if (selected) {
      p.setPen(QPen(palette::kSelected, 5));
      p.drawEllipse(c, r + 4, r + 4);
    } else {
      p.setPen(QPen(palette::kUncertain, 3.5, Qt::DashLine));
      p.drawEllipse(c, r, r);
    }
  }
  p.restore();
}

}  // namespace starsight::desktop
