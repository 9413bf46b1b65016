#pragma once
// The readings the photo reader was unsure of, for the current sheet, with the
// user's verdicts. The window steps through them from the keyboard.
#include <QListWidget>
#include <vector>

#include "reading/photo_reading.hpp"

namespace starsight::desktop {

class UncertainList : public QListWidget {
  Q_OBJECT

 public:
  explicit UncertainList(QWidget* parent = nullptr);
  void setItems(const std::vector<Uncertainty>& items);
  static QString describe(const Uncertainty& u);
  // The next open item after the current one (wrapping), or -1.
  int nextOpen() const;

 private:
  std::vector<Uncertainty> items_;
};

}  // namespace starsight::desktop
