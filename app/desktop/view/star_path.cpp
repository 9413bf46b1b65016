#include "view/star_path.hpp"

#include <cmath>
#include <numbers>

namespace starsight::desktop {

QPainterPath star_path(QPointF centre, double outer, double inner, int points) {
  QPainterPath path;
  for (int i = 0; i < 2 * points; ++i) {
    const double r = i % 2 == 0 ? outer : inner;
    const double a = -std::numbers::pi / 2 + i * std::numbers::pi / points;
    const QPointF q = centre + QPointF(r * std::cos(a), r * std::sin(a));
    if (i == 0) {
      path.moveTo(q);
    } else {
      path.lineTo(q);
    }
  }
  path.closeSubpath();
  return path;
}

}  // namespace starsight::desktop
