#include "view/uncertain_list.hpp"

#include <QPainter>

#include "view/names.hpp"
#include "view/palette.hpp"

namespace starsight::desktop {

// The verdict's mark, drawn: an open reading is a dashed magenta ring (as on
// the board), an accepted one a green tick, a rejected one a vermillion cross.
QIcon verdict_icon(Uncertainty::Verdict verdict) {
  constexpr int kSide = 16;
  QPixmap pix(kSide * 2, kSide * 2);
  pix.setDevicePixelRatio(2);
  pix.fill(Qt::transparent);
  QPainter p(&pix);
  p.setRenderHint(QPainter::Antialiasing);
  switch (verdict) {
    case Uncertainty::Verdict::Open:
      p.setPen(QPen(palette::kUncertain, 2, Qt::DashLine));
      p.drawEllipse(QPointF(8, 8), 5.5, 5.5);
      break;
    case Uncertainty::Verdict::Accepted:
      p.setPen(QPen(QColor(0x00, 0x9E, 0x73), 2.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
      p.drawPolyline(QPolygonF({QPointF(3.5, 8.5), QPointF(6.5, 11.5), QPointF(12.5, 4.5)}));
      break;
    case Uncertainty::Verdict::Rejected:
      p.setPen(QPen(palette::kIllegal, 2.2, Qt::SolidLine, Qt::RoundCap));
      p.drawLine(QPointF(4, 4), QPointF(12, 12));
      p.drawLine(QPointF(4, 12), QPointF(12, 4));
      break;
  }
  return QIcon(pix);
}

QIcon uncertain_mark_icon() { return verdict_icon(Uncertainty::Verdict::Open); }

UncertainList::UncertainList(QWidget* parent) : QListWidget(parent) {
  // One line per reading: long rows are cut with an ellipsis, never wrapped.
  setWordWrap(false);
  setTextElideMode(Qt::ElideRight);
  setUniformItemSizes(true);
  setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  setIconSize(QSize(16, 16));
}

QString UncertainList::subject(const Uncertainty& u) {
  QStringList pts;
  for (Point p : u.points) pts << QString::fromStdString(to_string(p));
  switch (u.what) {
    case Uncertainty::What::Line:
      return tr("Line %1").arg(pts.join(QStringLiteral("-")));
    case Uncertainty::What::Object:
      return tr("%1 at %2").arg(u.object ? Names::object(*u.object) : tr("Object"), pts.join(' '));
    case Uncertainty::What::Head:
      return tr("Shooting-star head at %1").arg(pts.join(' '));
    case Uncertainty::What::Board:
      return u.boards ? tr("Board %1 (else %2)").arg((*u.boards)[0]).arg((*u.boards)[1]) : tr("Board identity");
  }
  return {};
}

QString UncertainList::describe(const Uncertainty& u) {
  const QString p = QString::number(u.p, 'f', 2);
  QString text = subject(u) + QStringLiteral(" — ") + (u.read_as ? tr("present? p=%1") : tr("absent? p=%1")).arg(p);
  if (u.total_if_flipped) text += QStringLiteral(" — ") + tr("total if flipped %1").arg(*u.total_if_flipped);
  return text;
}

QString UncertainList::explain(const Uncertainty& u) {
  const QString p = QString::number(u.p, 'f', 2);
  QString text = u.read_as ? tr("%1: read as present (probability %2 that it is there).").arg(subject(u), p)
                           : tr("%1: read as absent (probability %2 that it is there).").arg(subject(u), p);
  if (u.total_if_flipped) text += ' ' + tr("Taken the other way, the total would be %1.").arg(*u.total_if_flipped);
  switch (u.verdict) {
    case Uncertainty::Verdict::Open:
      text += ' ' + tr("Not checked yet.");
      break;
    case Uncertainty::Verdict::Accepted:
      text += ' ' + tr("Accepted: the reading is kept.");
      break;
    case Uncertainty::Verdict::Rejected:
      text += ' ' + tr("Rejected: taken the other way.");
      break;
  }
  return text;
}

void UncertainList::setItems(const std::vector<Uncertainty>& items) {
  const int row = currentRow();
  blockSignals(true);
  clear();
  items_ = items;
  for (const Uncertainty& u : items_) {
    auto* item = new QListWidgetItem(verdict_icon(u.verdict), describe(u), this);
    item->setToolTip(explain(u));
    // The mark says which are still open; checked ones fade so the open ones stand out.
    if (u.verdict != Uncertainty::Verdict::Open) item->setForeground(palette().placeholderText());
  }
  if (row >= 0 && row < count()) setCurrentRow(row);
  blockSignals(false);
}

int UncertainList::nextOpen() const {
  const int n = static_cast<int>(items_.size());
  for (int step = 1; step <= n; ++step) {
    const int i = ((currentRow() < 0 ? -1 : currentRow()) + step) % n;
    if (items_[static_cast<std::size_t>(i)].verdict == Uncertainty::Verdict::Open) return i;
  }
  return -1;
}

int UncertainList::openCount() const {
  int n = 0;
  for (const Uncertainty& u : items_) n += u.verdict == Uncertainty::Verdict::Open;
  return n;
}

}  // namespace starsight::desktop
