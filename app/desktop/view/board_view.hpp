#pragma once
// Shows one sheet: either the rectified board drawn from the engine's Board, or
// the photo with the reading drawn over it through the reader's homography.
// Both fit their picture to the widget keeping its proportions. The rectified
// view shows the night sky only (the score area is the score panel's job); the
// photo view turns the photo so the board stands upright and zooms onto it
// when it was found, unless asked to show the whole photo. Clicks near a segment or a lattice point are reported; the
// view never edits.
#include <QImage>
#include <QPixmap>
#include <QWidget>
#include <optional>

#include "reading/photo_reading.hpp"
#include "view/board_painter.hpp"

namespace starsight::desktop {

class BoardView : public QWidget {
  Q_OBJECT

 public:
  enum class Mode { Rectified, Photo };
  explicit BoardView(Mode mode, QWidget* parent = nullptr);

  Mode mode() const { return mode_; }
  void setOverlay(const SheetOverlay& overlay);
  const SheetOverlay& overlay() const { return overlay_; }
  // The picture (scaled for display), the full photo size the homography's
  // pixels refer to, and the homography (absent: the board was not found).
  void setPhoto(const QImage& display, QSize photo_size, std::optional<Homography> h);
  void clearPhoto();
  bool hasPhoto() const { return !photo_.isNull(); }
  // The picture shown, scaled for display (for tests).
  QImage picture() const { return photo_.toImage(); }
  void setPlaceholder(const QString& text);
  // Photo view: show the whole photo rather than the board's part of it.
  void setWholePhoto(bool whole);
  bool wholePhoto() const { return whole_photo_; }
  // The part of the photo the widget covers, in photo pixels (bounding box).
  QRectF shownPhotoPart() const;

  // Template units -> widget pixels (identity-free when nothing is shown).
  std::optional<QTransform> templateToWidget() const;
  // Widget position of a lattice point (for tests and tool tips).
  std::optional<QPointF> widgetPoint(Point p) const;
  // Widget position of the point a fraction t along a segment.
  std::optional<QPointF> widgetSegmentPoint(SegmentId id, double t = 0.5) const;

  QSize sizeHint() const override { return {420, 460}; }
  QSize minimumSizeHint() const override { return {160, 160}; }

 signals:
  void segmentClicked(starsight::SegmentId id);
  void pointClicked(starsight::Point p);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;

 private:
  // Photo pixels -> widget pixels.
  QTransform photoToWidget() const;

  Mode mode_;
  SheetOverlay overlay_;
  QPixmap photo_;
  QSize photo_size_;
  std::optional<Homography> homography_;
  QString placeholder_;
  bool whole_photo_ = false;
};

// The part of the board template the views show: the night sky with the
// lattice (the score area below it is left out).
QRectF board_sky_rect(const Board& board);

}  // namespace starsight::desktop
