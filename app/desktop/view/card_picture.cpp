#include "view/card_picture.hpp"

#include <QPainter>

#include "view/palette.hpp"

namespace starsight::desktop {

QPixmap card_picture(const Shape& shape, const QString& title, const QString& corner, int side) {
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
  font.setBold(true);
  p.setFont(font);
  p.drawText(QRectF(side * 0.06, side * 0.03, side * 0.88, side * 0.14), Qt::AlignRight | Qt::AlignVCenter, corner);
  return pix;
}

QPixmap point_card_picture(int number, int side) {
  const PointCard& c = point_card(number);
  return card_picture(c.shape, QString::fromStdString(c.id), QStringLiteral("★ %1").arg(c.value), side);
}

QPixmap power_card_picture(Power power, int side) {
  const PowerCard& c = power_card(power);
  return card_picture(c.shape, QString::fromStdString(c.name), c.advanced ? QStringLiteral("✦+") : QStringLiteral("✦"),
                      side);
}

}  // namespace starsight::desktop
