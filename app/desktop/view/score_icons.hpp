#pragma once
// The score area's symbols drawn with the painter (never taken from a font, so
// they show on any system): constellation, planet, shooting star, point bonus
// (five-pointed star) and power bonus (four-pointed star).
#include <QColor>
#include <QIcon>
#include <QPainter>

namespace starsight::desktop {

enum class ScoreSymbol { Constellation, Planet, ShootingStar, PointBonus, PowerBonus };

// Draws the symbol centred on `c`, fitting a circle of diameter `d`.
void paint_score_symbol(QPainter& p, ScoreSymbol symbol, QPointF c, double d, const QColor& ink);
// The symbol as a small icon (for table headers and labels).
QIcon score_symbol_icon(ScoreSymbol symbol, int side = 18, const QColor& ink = QColor(0x20, 0x20, 0x20));
QPixmap score_symbol_pixmap(ScoreSymbol symbol, int side = 18, const QColor& ink = QColor(0x20, 0x20, 0x20));

}  // namespace starsight::desktop
