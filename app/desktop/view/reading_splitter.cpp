#include "view/reading_splitter.hpp"

#include <QResizeEvent>
#include <algorithm>

namespace starsight::desktop {

ReadingSplitter::ReadingSplitter(double aspect, QWidget* parent) : QSplitter(Qt::Horizontal, parent), aspect_(aspect) {
  setChildrenCollapsible(false);
  setHandleWidth(6);
}

Qt::Orientation ReadingSplitter::bestOrientation(QSize area) const {
  // The width each picture gets when the area is split in two either way.
  const double side_by_side = std::min(area.width() / 2.0, area.height() * aspect_);
  const double stacked = std::min(static_cast<double>(area.width()), area.height() / 2.0 * aspect_);
  // Side by side unless stacking is clearly better, so a small resize doesn't flip it back and forth.
  return stacked > side_by_side * 1.1 ? Qt::Vertical : Qt::Horizontal;
}

void ReadingSplitter::resizeEvent(QResizeEvent* event) {
  const Qt::Orientation best = bestOrientation(event->size());
  if (best != orientation()) {
    const QList<int> old = sizes();
    const int total = std::max(1, old.value(0) + old.value(1));
    setOrientation(best);
    // Keep the user's proportions across the turn.
    const int length = best == Qt::Horizontal ? event->size().width() : event->size().height();
    setSizes({length * old.value(0) / total, length * old.value(1) / total});
  }
  QSplitter::resizeEvent(event);
}

}  // namespace starsight::desktop
