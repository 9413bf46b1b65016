#include "view/board_view.hpp"

#include <QMouseEvent>
#include <QPainter>
#include <cmath>

#include "view/palette.hpp"

namespace starsight::desktop {
namespace {

constexpr double kPointRadius = 0.28;    // lattice units: a click this near a point picks it
constexpr double kSegmentRadius = 0.30;  // ... this near a segment picks the segment

double distance_to_segment(QPointF p, QPointF a, QPointF b) {
  const QPointF ab = b - a;
  const double len2 = QPointF::dotProduct(ab, ab);
  const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / len2, 0.0, 1.0) : 0.0;
  const QPointF d = p - (a + t * ab);
  return std::hypot(d.x(), d.y());
}

QTransform to_qtransform(const Homography& h) {
  // QTransform maps row vectors: x' = m11 x + m21 y + m31, so it is H transposed.
  return QTransform(h[0], h[3], h[6], h[1], h[4], h[7], h[2], h[5], h[8]);
}

}  // namespace

BoardView::BoardView(Mode mode, QWidget* parent) : QWidget(parent), mode_(mode) {
  setMouseTracking(false);
  setMinimumSize(200, 280);
  setAttribute(Qt::WA_OpaquePaintEvent, false);
}

void BoardView::setOverlay(const SheetOverlay& overlay) {
  overlay_ = overlay;
  update();
}

void BoardView::setPhoto(const QImage& display, QSize photo_size, std::optional<Homography> h) {
  photo_ = QPixmap::fromImage(display);
  photo_size_ = photo_size.isValid() ? photo_size : display.size();
  homography_ = h;
  update();
}

void BoardView::clearPhoto() {
  photo_ = QPixmap();
  homography_.reset();
  update();
}

void BoardView::setPlaceholder(const QString& text) {
  placeholder_ = text;
  update();
}

QRectF BoardView::photoRect() const {
  if (photo_.isNull()) return {};
  QSizeF s = photo_.size();
  s.scale(QSizeF(size()), Qt::KeepAspectRatio);
  return QRectF(QPointF((width() - s.width()) / 2, (height() - s.height()) / 2), s);
}

std::optional<QTransform> BoardView::templateToWidget() const {
  if (!overlay_.board) return std::nullopt;
  if (mode_ == Mode::Rectified) {
    const double w = overlay_.board->geometry.width, h = overlay_.board->geometry.height;
    const double margin = 8;
    const double s = std::min((width() - 2 * margin) / w, (height() - 2 * margin) / h);
    if (s <= 0) return std::nullopt;
    QTransform t;
    t.translate((width() - s * w) / 2, (height() - s * h) / 2);
    t.scale(s, s);
    return t;
  }
  if (photo_.isNull() || !homography_ || photo_size_.isEmpty()) return std::nullopt;
  const QRectF r = photoRect();
  const double s = r.width() / photo_size_.width();
  QTransform fit;
  fit.translate(r.left(), r.top());
  fit.scale(s, s);
  return to_qtransform(*homography_) * fit;
}

std::optional<QPointF> BoardView::widgetPoint(Point p) const {
  const auto t = templateToWidget();
  if (!t) return std::nullopt;
  return t->map(template_point(*overlay_.board, p));
}

std::optional<QPointF> BoardView::widgetSegmentPoint(SegmentId id, double along) const {
  const auto t = templateToWidget();
  if (!t) return std::nullopt;
  const Board& b = *overlay_.board;
  return t->map(template_point(b, segment(id).a) * (1 - along) + template_point(b, segment(id).b) * along);
}

void BoardView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.fillRect(rect(), mode_ == Mode::Photo ? QColor(0x20, 0x20, 0x20) : palette().window().color());
  if (mode_ == Mode::Photo && !photo_.isNull()) {
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.drawPixmap(photoRect(), photo_, QRectF(photo_.rect()));
  }
  const auto t = templateToWidget();
  if (!t) {
    p.setPen(mode_ == Mode::Photo ? QColor(0xE0, 0xE0, 0xE0) : palette().text().color());
    p.drawText(rect().adjusted(16, 16, -16, -16), Qt::AlignCenter | Qt::TextWordWrap, placeholder_);
    return;
  }
  p.setTransform(*t);
  if (mode_ == Mode::Rectified) {
    paint_board(p, *overlay_.board);
  } else {
    paint_lattice(p, *overlay_.board);
  }
  paint_sheet(p, overlay_);
}

void BoardView::mouseReleaseEvent(QMouseEvent* event) {
  const auto t = templateToWidget();
  if (!t || event->button() != Qt::LeftButton) return;
  bool invertible = false;
  const QTransform inv = t->inverted(&invertible);
  if (!invertible) return;
  const QPointF l = lattice_coords(*overlay_.board, inv.map(event->position()));
  const Point nearest{static_cast<int>(std::lround(l.x())), static_cast<int>(std::lround(l.y()))};
  if (in_lattice(nearest) && std::hypot(l.x() - nearest.x, l.y() - nearest.y) < kPointRadius) {
    emit pointClicked(nearest);
    return;
  }
  // Near the crossing of two diagonals both are close: a drawn one wins, so
  // clicking the middle of a drawn diagonal removes it.
  SegmentSet drawn = overlay_.state.lines;
  for (const ShootingStar& star : overlay_.state.shooting_stars)
    for (SegmentId id : star.lines) drawn.set(static_cast<std::size_t>(id));
  int best = -1;
  double best_d = kSegmentRadius;
  for (int id = 0; id < kSegmentCount; ++id) {
    const Segment& s = segment(id);
    double d = distance_to_segment(l, QPointF(s.a.x, s.a.y), QPointF(s.b.x, s.b.y));
    if (drawn.test(static_cast<std::size_t>(id))) d = std::max(0.0, d - 0.08);
    if (d < best_d) {
      best_d = d;
      best = id;
    }
  }
  if (best >= 0) emit segmentClicked(best);
}

}  // namespace starsight::desktop
