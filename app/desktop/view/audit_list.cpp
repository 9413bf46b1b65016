#include "view/audit_list.hpp"

namespace starsight::desktop {

QString AuditList::readable(const std::string& message) {
  // The engine names the bonus cards by their symbols; fonts without emoji show
  // those as empty boxes, so the window says it in words.
  QString text = QString::fromStdString(message);
  text.replace(QString::fromUtf8("✨ card"), tr("power card"));
  text.replace(QString::fromUtf8("★ card"), tr("point card"));
  text.replace(QString::fromUtf8("✨"), tr("power"));
  text.replace(QString::fromUtf8("✦"), tr("power"));
  text.replace(QString::fromUtf8("★"), tr("point"));
  return text;
}

QString AuditList::describe(const Finding& f) {
  // The engine's message is English; the window says each rule in its own
  // language, naming the finding's points (%1, %2). Unknown rules keep the engine's words.
  auto at = [&f](std::size_t i) {
    return i < f.points.size() ? QString::fromStdString(to_string(f.points[i])) : QString();
  };
  const QString n = QString::number(f.points.size());
  const std::string& r = f.rule;
  if (r == "line-touches-planet") return tr("A line touches the planet at %1; no line may touch a planet.").arg(at(0));
  if (r == "line-touches-shooting-star")
    return tr("A line touches a shooting star at %1; no line may touch a shooting star.").arg(at(0));
  if (r == "line-touches-object")
    return tr("A line touches an object at %1; no line may touch an object other than a star.").arg(at(0));
  if (r == "line-on-missing-star")
    return tr("A line ends at %1, where there is no star; lines join two stars.").arg(at(0));
  if (r == "object-on-unusable-point") return tr("The object at %1 is not on a point it may use.").arg(at(0));
  if (r == "nova-constellation-too-large")
    return tr("The nova at %1 is in a constellation of more than 10 lines.").arg(at(0));
  if (r == "galaxy-placement")
    return tr("The galaxy on %1 and %2 does not cover 2 stars next to a constellation.").arg(at(0), at(1));
  if (r == "objects-share-point") return tr("Several objects are drawn at %1.").arg(at(0));
  if (r == "too-many-black-holes") return tr("There are %1 black holes; only one is allowed per game.").arg(n);
  if (r == "too-many-crescent-moons") return tr("There are %1 crescent moons; only one is allowed per game.").arg(n);
  if (r == "two-auras-in-constellation")
    return tr("One constellation holds %1 luminous auras; at most one is allowed.").arg(n);
  if (r == "object-not-power-card") return tr("The object at %1 does not match the power card in play.").arg(at(0));
  if (r == "too-many-powers") return tr("A power is used more times than its shape was drawn.");
  if (r == "used-star-by-black-hole")
    return tr("Stars next to the black hole at %1 are used; that is legal only if they were used before the black "
              "hole was drawn.")
        .arg(at(0));
  if (r == "too-many-lines") return tr("More lines are drawn than the 18 cards allow.");
  if (r == "shooting-star-shape")
    return tr("The shooting star at %1 is not 1 to 3 diagonal lines in one straight run.").arg(at(0));
  if (r == "shooting-star-head") return tr("The shooting star at %1 does not have its head at an end.").arg(at(0));
  if (r == "shooting-star-touches")
    return tr("A shooting star at %1 touches another shooting star or an object.").arg(at(0));
  if (r == "shooting-star-on-missing-star") return tr("A shooting star uses %1, where there is no star.").arg(at(0));
  if (r == "too-many-shooting-stars")
    return tr("There are %1 shooting stars; only 3 shooting-star cards exist.").arg(n);
  return readable(f.message);
}

AuditList::AuditList(QWidget* parent) : QListWidget(parent) {
  setWordWrap(true);
  connect(this, &QListWidget::currentRowChanged, this, [this](int row) {
    if (row < 0 || row >= static_cast<int>(findings_.size())) {
      emit highlightRequested({}, {});
      return;
    }
    const Finding& f = findings_[static_cast<std::size_t>(row)];
    emit highlightRequested(f.points, item(row)->text());
  });
}

void AuditList::setFindings(const std::vector<Finding>& findings) {
  const int row = currentRow();
  blockSignals(true);
  clear();
  findings_ = findings;
  for (const Finding& f : findings_) {
    const QString severity = f.severity == Severity::Illegal ? tr("Illegal") : tr("Suspicious");
    auto* item = new QListWidgetItem(QStringLiteral("%1: %2").arg(severity, describe(f)), this);
    item->setToolTip(QString::fromStdString(f.rule));
    item->setForeground(f.severity == Severity::Illegal ? QColor(0xB0, 0x3A, 0x00) : QColor(0x80, 0x60, 0x00));
  }
  if (findings_.empty()) {
    auto* item = new QListWidgetItem(tr("Nothing to report: the sheet is legal."), this);
    item->setFlags(Qt::NoItemFlags);
    findings_.clear();
  }
  blockSignals(false);
  if (row >= 0 && row < static_cast<int>(findings_.size())) setCurrentRow(row);
}

}  // namespace starsight::desktop
