#pragma once
// The audit of the current sheet: what a finished sheet proves wrong, each
// entry highlighting its points on the board when selected.
#include <QListWidget>
#include <string>
#include <vector>

#include "starsight/audit.hpp"

namespace starsight::desktop {

class AuditList : public QListWidget {
  Q_OBJECT

 public:
  explicit AuditList(QWidget* parent = nullptr);
  void setFindings(const std::vector<Finding>& findings);
  const std::vector<Finding>& findings() const { return findings_; }
  // An engine message as shown: card symbols said in words.
  static QString readable(const std::string& message);
  // A finding in the window's language, from its rule id and points.
  static QString describe(const Finding& f);

 signals:
  void highlightRequested(const std::vector<starsight::Point>& points, const QString& description);

 private:
  std::vector<Finding> findings_;
};

}  // namespace starsight::desktop
