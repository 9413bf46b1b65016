#pragma once
// A star outline with `points` tips, as drawn for printed stars, shooting-star
// heads and the score panel's icons.
#include <QPainterPath>
#include <QPointF>

namespace starsight::desktop {

QPainterPath star_path(QPointF centre, double outer, double inner, int points);

}  // namespace starsight::desktop
