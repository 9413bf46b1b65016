#include "view/board_view.hpp"

#include <QMouseEvent>
#include <QPainter>
#include <cmath>
#include <numbers>

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

// Fits `source` into `target` keeping proportions: centred across, at the
// top (so the photo and the board side by side line up).
QTransform fit(const QRectF& source, const QRectF& target) {
  if (source.isEmpty() || target.isEmpty()) return {};
  const double s = std::min(target.width() / source.width(), target.height() / source.height());
  QTransform t;
  t.translate(target.center().x(), target.top());
  t.scale(s, s);
  t.translate(-source.center().x(), -source.top());
  return t;
}

}  // namespace

QRectF board_sky_rect(const Board& b) {
  // From the top of the arch to just below row 0 (the sky's lower edge and its band).
  return QRectF(0, 0, b.geometry.width, b.geometry.v0 + 0.55 * b.geometry.dv);
}

BoardView::BoardView(Mode mode, QWidget* parent) : QWidget(parent), mode_(mode) {
  setMouseTracking(false);
  setMinimumSize(160, 160);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
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

void BoardView::setWholePhoto(bool whole) {
  whole_photo_ = whole;
  update();
}

QRectF BoardView::shownPhotoPart() const {
  const QTransform t = photoToWidget();
  bool invertible = false;
  const QTransform back = t.inverted(&invertible);
  return invertible ? back.mapRect(QRectF(rect())) : QRectF();
}

QTransform BoardView::photoToWidget() const {
  const QRectF target = QRectF(rect()).adjusted(2, 2, -2, -2);
  const QRectF all(QPointF(0, 0), QSizeF(photo_size_));
  if (photo_.isNull() || whole_photo_ || !homography_ || !overlay_.board) return fit(all, target);
  // The photo turned so the board stands upright, as in the rectified view,
  // and zoomed onto the board's sky with a small margin.
  const QTransform h = to_qtransform(*homography_);
  const QRectF sky = board_sky_rect(*overlay_.board);
  const QPointF down = h.map(QPointF(sky.center().x(), sky.bottom())) - h.map(QPointF(sky.center().x(), sky.top()));
  if (std::hypot(down.x(), down.y()) < 1) return fit(all, target);
  QTransform turn;
  turn.rotate(90 - std::atan2(down.y(), down.x()) * 180 / std::numbers::pi);
  QRectF box = turn.map(h.map(QPolygonF(sky))).boundingRect();
  if (box.isEmpty()) return fit(all, target);
  const double margin = 0.04 * std::max(box.width(), box.height());
  box.adjust(-margin, -margin, margin, margin);
  return turn * fit(box, target);
}

std::optional<QTransform> BoardView::templateToWidget() const {
  if (!overlay_.board) return std::nullopt;
  if (mode_ == Mode::Rectified) {
    const QRectF target = QRectF(rect()).adjusted(8, 8, -8, -8);
    if (target.isEmpty()) return std::nullopt;
    return fit(board_sky_rect(*overlay_.board), target);
  }
  if (photo_.isNull() || !homography_ || photo_size_.isEmpty()) return std::nullopt;
  return to_qtransform(*homography_) * photoToWidget();
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
    p.save();
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.setTransform(photoToWidget());
    // The pixmap is the photo scaled down for display: stretch it over the photo's full size.
    p.drawPixmap(QRectF(QPointF(0, 0), QSizeF(photo_size_)), photo_, QRectF(photo_.rect()));
    p.restore();
  }
  const auto t = templateToWidget();
  if (!t) {
    p.setPen(mode_ == Mode::Photo ? QColor(0xE0, 0xE0, 0xE0) : palette().text().color());
    p.drawText(rect().adjusted(16, 16, -16, -16), Qt::AlignCenter | Qt::TextWordWrap, placeholder_);
    return;
  }
  p.setTransform(*t);
  if (mode_ == Mode::Rectified) {
    p.setClipRect(board_sky_rect(*overlay_.board));
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
