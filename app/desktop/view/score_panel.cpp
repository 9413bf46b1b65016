#include "view/score_panel.hpp"

#include <QMouseEvent>
#include <QPainter>
#include <algorithm>

#include "view/palette.hpp"
#include "view/score_icons.hpp"

namespace starsight::desktop {
namespace {

// Layout in a 440 x 150 design space, scaled to the widget.
constexpr double kDesignW = 440, kDesignH = 150;

Category category_of(ScorePanel::Part part) {
  switch (part) {
    case ScorePanel::Planets:
      return Category::Planets;
    case ScorePanel::ShootingStars:
      return Category::ShootingStars;
    case ScorePanel::PointBonus:
      return Category::PointBonus;
    case ScorePanel::PowerBonus:
      return Category::PowerBonus;
    default:
      return Category::Constellations;
  }
}

}  // namespace

ScorePanel::ScorePanel(QWidget* parent) : QWidget(parent) {
  setMouseTracking(true);
  setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
  setFixedHeight(150);
}

void ScorePanel::setScore(const std::optional<Score>& score) {
  score_ = score;
  announce(selected_ ? selected_ : hovered_);
  update();
}

QRectF ScorePanel::partRect(Part part) const {
  QRectF r;
  if (part <= Size8) {
    const int i = part - Size3;
    r = QRectF(12 + (i % 3) * 34, 30 + (i / 3) * 42, 28, 28);
  } else if (part <= PowerBonus) {
    const int i = part - Planets;
    r = QRectF(118 + i * 66, 20, 58, 122);
  } else {
    r = QRectF(384 - 14, 44, 66, 66);
  }
  const double s = std::min(width() / kDesignW, height() / kDesignH);
  return QRectF(r.left() * s, r.top() * s, r.width() * s, r.height() * s);
}

QString ScorePanel::partName(Part part) const {
  switch (part) {
    case Planets:
      return tr("Planets");
    case ShootingStars:
      return tr("Shooting stars");
    case PointBonus:
      return tr("Point bonus");
    case PowerBonus:
      return tr("Power bonus");
    case Total:
      return tr("Total");
    default:
      return tr("Constellation of %n line(s)", nullptr, 3 + (part - Size3));
  }
}

QString ScorePanel::valueText(Part part) const {
  if (!score_) return {};
  const Score& s = *score_;
  switch (part) {
    case Planets:
      return QString::number(s.planets);
    case ShootingStars:
      return QString::number(s.shooting_stars);
    case PointBonus:
      return s.point_scored ? QString::number(s.point_bonus) : QStringLiteral("–");
    case PowerBonus:
      return s.power_scored ? QString::number(s.power_bonus) : QStringLiteral("–");
    case Total:
      return QString::number(s.total);
    default: {
      const int size = 3 + (part - Size3);
      const auto& sizes = s.constellation_sizes;
      return std::find(sizes.begin(), sizes.end(), size) != sizes.end() ? QStringLiteral("✓") : QString();
    }
  }
}

std::vector<const ScoreItem*> ScorePanel::itemsOf(Part part) const {
  std::vector<const ScoreItem*> out;
  if (!score_) return out;
  for (const ScoreItem& item : score_->items) {
    if (part == Total) {
      out.push_back(&item);
    } else if (part <= Size8) {
      if (item.category == Category::Constellations && static_cast<int>(item.lines.count()) == 3 + (part - Size3))
        out.push_back(&item);
    } else if (item.category == category_of(part)) {
      out.push_back(&item);
    }
  }
  return out;
}

void ScorePanel::selectPart(std::optional<Part> part) {
  selected_ = part;
  announce(selected_ ? selected_ : hovered_);
  update();
}

std::optional<ScorePanel::Part> ScorePanel::partAt(QPointF pos) const {
  for (int i = 0; i < kPartCount; ++i)
    if (partRect(static_cast<Part>(i)).contains(pos)) return static_cast<Part>(i);
  return std::nullopt;
}

void ScorePanel::announce(std::optional<Part> part) {
  SegmentSet lines;
  std::vector<Point> points;
  QString description;
  if (part) {
    QStringList labels;
    for (const ScoreItem* item : itemsOf(*part)) {
      lines |= item->lines;
      points.insert(points.end(), item->points_involved.begin(), item->points_involved.end());
      labels << tr("%1: %n point(s)", nullptr, item->points).arg(QString::fromStdString(item->label));
    }
    description = partName(*part) + (labels.isEmpty() ? tr(": nothing scored") : ":\n" + labels.join('\n'));
  }
  setToolTip(description);
  emit highlightRequested(lines, points, description);
}

void ScorePanel::mouseMoveEvent(QMouseEvent* event) {
  const auto part = partAt(event->position());
  if (part == hovered_) return;
  hovered_ = part;
  if (!selected_) announce(hovered_);
  update();
}

void ScorePanel::mousePressEvent(QMouseEvent* event) {
  const auto part = partAt(event->position());
  selectPart(part == selected_ ? std::nullopt : part);
}

void ScorePanel::leaveEvent(QEvent*) {
  hovered_.reset();
  if (!selected_) announce(std::nullopt);
  update();
}

void ScorePanel::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.fillRect(rect(), QColor(0xF7, 0xF5, 0xEE));
  const QColor ink(0x10, 0x10, 0x10);
  QFont font = p.font();
  for (int i = 0; i < kPartCount; ++i) {
    const Part part = static_cast<Part>(i);
    const QRectF r = partRect(part);
    const bool lit = part == selected_ || part == hovered_;
    if (lit) {
      p.setPen(Qt::NoPen);
      p.setBrush(part == selected_ ? palette::kSelected.lighter(150) : QColor(0xE0, 0xE8, 0xF0));
      p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 6, 6);
    }
    p.setPen(QPen(ink, 2));
    p.setBrush(Qt::NoBrush);
    if (part <= Size8) {
      // Small check circle with its size printed above it.
      p.drawEllipse(r);
      font.setPixelSize(std::max(8, static_cast<int>(r.height() * 0.4)));
      p.setFont(font);
      p.drawText(QRectF(r.left(), r.top() - r.height() * 0.55, r.width(), r.height() * 0.5), Qt::AlignCenter,
                 QString::number(3 + i));
      if (!valueText(part).isEmpty()) {
        // The tick is drawn, not a font glyph.
        const QPointF c = r.center();
        const double k = r.width();
        p.setPen(QPen(ink, std::max(1.5, k * 0.08), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPolyline(QPolygonF(
            {c + QPointF(-0.24 * k, 0.0), c + QPointF(-0.07 * k, 0.18 * k), c + QPointF(0.24 * k, -0.2 * k)}));
      }
    } else if (part <= PowerBonus) {
      // Icon circle above a large circle for the points.
      const double d = r.width() * 0.62;
      const QRectF icon(r.center().x() - d / 2, r.top() + 2, d, d);
      const QRectF big(r.left() + 2, r.bottom() - r.width() + 2, r.width() - 4, r.width() - 4);
      p.drawEllipse(icon);
      const ScoreSymbol symbol = part == Planets         ? ScoreSymbol::Planet
                                 : part == ShootingStars ? ScoreSymbol::ShootingStar
                                 : part == PointBonus    ? ScoreSymbol::PointBonus
                                                         : ScoreSymbol::PowerBonus;
      paint_score_symbol(p, symbol, icon.center(), d * 0.8, ink);
      p.setBrush(Qt::NoBrush);
      p.setPen(QPen(ink, 3));
      p.drawEllipse(big);
      font.setPixelSize(std::max(9, static_cast<int>(big.height() * 0.45)));
      p.setFont(font);
      p.drawText(big, Qt::AlignCenter, valueText(part));
    } else {
      p.setPen(QPen(ink, 4));
      p.drawEllipse(r);
      font.setPixelSize(std::max(10, static_cast<int>(r.height() * 0.42)));
      font.setBold(true);
      p.setFont(font);
      p.drawText(r, Qt::AlignCenter, valueText(part));
      font.setBold(false);
      font.setPixelSize(std::max(8, static_cast<int>(r.height() * 0.2)));
      p.setFont(font);
      p.drawText(QRectF(r.left() - 10, r.top() - r.height() * 0.35, r.width() + 20, r.height() * 0.3), Qt::AlignCenter,
                 tr("Total"));
    }
  }
}

}  // namespace starsight::desktop
