#include "view/uncertain_list.hpp"

namespace starsight::desktop {

UncertainList::UncertainList(QWidget* parent) : QListWidget(parent) { setWordWrap(true); }

QString UncertainList::describe(const Uncertainty& u) {
  QStringList pts;
  for (Point p : u.points) pts << QString::fromStdString(to_string(p));
  QString what;
  switch (u.what) {
    case Uncertainty::What::Line:
      what = tr("Line %1").arg(pts.join(QStringLiteral("-")));
      break;
    case Uncertainty::What::Object:
      what = tr("%1 at %2").arg(u.object ? QString::fromUtf8(object_name(*u.object)) : tr("Object"), pts.join(' '));
      break;
    case Uncertainty::What::Head:
      what = tr("Shooting-star head at %1").arg(pts.join(' '));
      break;
    case Uncertainty::What::Board:
      what = tr("Board identity");
      break;
  }
  const QString seen = u.read_as ? tr("read as present") : tr("read as absent");
  QString text = tr("%1: %2 (p = %3)").arg(what, seen, QString::number(u.p, 'f', 2));
  if (u.total_if_flipped) text += tr(", total if flipped: %1").arg(*u.total_if_flipped);
  switch (u.verdict) {
    case Uncertainty::Verdict::Open:
      text += tr(" — to check");
      break;
    case Uncertainty::Verdict::Accepted:
      text += tr(" — accepted");
      break;
    case Uncertainty::Verdict::Rejected:
      text += tr(" — rejected");
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
    auto* item = new QListWidgetItem(describe(u), this);
    if (u.verdict == Uncertainty::Verdict::Open) {
      QFont f = item->font();
      f.setBold(true);
      item->setFont(f);
    }
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

}  // namespace starsight::desktop
