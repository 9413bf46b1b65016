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
    auto* item = new QListWidgetItem(QStringLiteral("%1: %2").arg(severity, readable(f.message)), this);
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
