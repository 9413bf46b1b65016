#include "view/card_picture.hpp"

#include <QPainter>

#include "view/names.hpp"
#include "view/palette.hpp"

namespace starsight::desktop {

QPixmap card_picture(const Shape& shape, const QString& title, ScoreSymbol symbol, const QString& corner, int side) {
  const int height = side * 4 / 3;
  QPixmap pix(side, height);
  pix.fill(Qt::transparent);
  QPainter p(&pix);
  p.setRenderHint(QPainter::Antialiasing);
  p.setPen(QPen(QColor(0x30, 0x36, 0x50), 2));
  p.setBrush(palette::kSky);
  p.drawRoundedRect(QRectF(1, 1, side - 2, height - 2), side * 0.08, side * 0.08);
  const double pitch = side * 0.24, x0 = side * 0.14, y0 = side * 0.22 + 3 * pitch;
  const auto at = [&](Point q) { return QPointF(x0 + q.x * pitch, y0 - q.y * pitch); };
  p.setPen(Qt::NoPen);
  p.setBrush(palette::kArtwork);
  for (int x = 0; x < 4; ++x)
    for (int y = 0; y < 4; ++y) p.drawEllipse(at({x, y}), side * 0.018, side * 0.018);
  p.setPen(QPen(palette::kStar, side * 0.035, Qt::SolidLine, Qt::RoundCap));
  for (const CardLine& l : shape.lines) p.drawLine(at(l.a), at(l.b));
  p.setBrush(palette::kStar);
  p.setPen(Qt::NoPen);
  for (const CardLine& l : shape.lines)
    for (Point q : {l.a, l.b}) p.drawEllipse(at(q), side * 0.035, side * 0.035);
  QFont font = p.font();
  font.setPixelSize(std::max(8, side / 10));
  p.setFont(font);
  p.setPen(palette::kStar);
  p.drawText(QRectF(0, height - side * 0.2, side, side * 0.16), Qt::AlignCenter, title);
  // The corner: the card's symbol (drawn, not a font glyph) and its value.
  font.setBold(true);
  p.setFont(font);
  const double sym = side * 0.14;
  const QRectF text_box(side * 0.06, side * 0.03, side * 0.88 - sym * 1.1, side * 0.14);
  p.drawText(text_box, Qt::AlignRight | Qt::AlignVCenter, corner);
  paint_score_symbol(p, symbol, QPointF(side * 0.94 - sym / 2, side * 0.03 + side * 0.07), sym, palette::kStar);
  return pix;
}

QPixmap point_card_picture(int number, int side) {
  const PointCard& c = point_card(number);
  return card_picture(c.shape, QString::fromStdString(c.id), ScoreSymbol::PointBonus, QString::number(c.value), side);
}

QPixmap power_card_picture(Power power, int side) {
  const PowerCard& c = power_card(power);
  return card_picture(c.shape, Names::power(c.power), ScoreSymbol::PowerBonus,
                      c.advanced ? QStringLiteral("+") : QString(), side);
}

}  // namespace starsight::desktop
