#pragma once
// Choosing the game's point and power cards from their pictures.
#include <QDialog>
#include <QListWidget>
#include <optional>

#include "starsight/cards.hpp"

namespace starsight::desktop {

class CardDialog : public QDialog {
  Q_OBJECT

 public:
  CardDialog(std::optional<int> point_card, std::optional<Power> power_card, QWidget* parent = nullptr);
  std::optional<int> pointCard() const;
  std::optional<Power> powerCard() const;
  QListWidget* pointList() { return point_list_; }
  QListWidget* powerList() { return power_list_; }

 private:
  QListWidget* point_list_;
  QListWidget* power_list_;
};

}  // namespace starsight::desktop
