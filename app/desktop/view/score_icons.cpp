#include "view/score_icons.hpp"

#include <QPainterPath>
#include <cmath>

#include "view/star_path.hpp"

namespace starsight::desktop {

void paint_score_symbol(QPainter& p, ScoreSymbol symbol, QPointF c, double d, const QColor& ink) {
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  const double w = std::max(1.0, d * 0.07);
  p.setPen(QPen(ink, w, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
  p.setBrush(ink);
  switch (symbol) {
    case ScoreSymbol::Constellation: {
      // Four joined lines with dots at their ends.
      const QPointF pts[] = {c + QPointF(-0.4 * d, 0.25 * d), c + QPointF(-0.1 * d, -0.1 * d),
                             c + QPointF(0.2 * d, 0.05 * d), c + QPointF(0.4 * d, -0.3 * d)};
      p.drawPolyline(pts, 4);
      for (const QPointF& q : pts) p.drawEllipse(q, d * 0.07, d * 0.07);
      break;
    }
    case ScoreSymbol::Planet:
      p.setBrush(Qt::NoBrush);
      p.drawEllipse(c, d * 0.18, d * 0.18);
      p.drawEllipse(c, d * 0.38, d * 0.12);
      break;
    case ScoreSymbol::ShootingStar:
      p.drawPath(star_path(c + QPointF(d * 0.14, -d * 0.14), d * 0.22, d * 0.1, 5));
      p.drawLine(c + QPointF(-d * 0.36, d * 0.36), c + QPointF(d * 0.02, -d * 0.02));
      break;
    case ScoreSymbol::PointBonus:
      p.setPen(Qt::NoPen);
      p.drawPath(star_path(c, d * 0.42, d * 0.18, 5));
      break;
    case ScoreSymbol::PowerBonus:
      p.setPen(Qt::NoPen);
      p.drawPath(star_path(c, d * 0.44, d * 0.11, 4));
      break;
  }
  p.restore();
}

QPixmap score_symbol_pixmap(ScoreSymbol symbol, int side, const QColor& ink) {
  QPixmap pix(side * 2, side * 2);  // drawn at twice the size for high-density screens
  pix.setDevicePixelRatio(2);
  pix.fill(Qt::transparent);
  QPainter p(&pix);
  paint_score_symbol(p, symbol, QPointF(side / 2.0, side / 2.0), side, ink);
  return pix;
}

QIcon score_symbol_icon(ScoreSymbol symbol, int side, const QColor& ink) {
  return QIcon(score_symbol_pixmap(symbol, side, ink));
}

}  // namespace starsight::desktop
