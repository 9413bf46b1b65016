#include "view/card_dialog.hpp"

#include <QDialogButtonBox>
#include <QLabel>
#include <QVBoxLayout>

#include "view/card_picture.hpp"
#include "view/names.hpp"

namespace starsight::desktop {
namespace {

QListWidget* card_list(QWidget* parent) {
  auto* list = new QListWidget(parent);
  list->setViewMode(QListView::IconMode);
  list->setIconSize(QSize(96, 128));
  list->setResizeMode(QListView::Adjust);
  list->setMovement(QListView::Static);
  list->setWrapping(true);
  list->setMinimumHeight(170);
  list->setSelectionMode(QAbstractItemView::SingleSelection);
  return list;
}

}  // namespace

CardDialog::CardDialog(std::optional<int> point_card, std::optional<Power> power_card, QWidget* parent)
    : QDialog(parent) {
  setWindowTitle(tr("Cards in play"));
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(new QLabel(tr("Point bonus card: each occurrence of its shape scores its value."), this));
  point_list_ = card_list(this);
  auto* none_point = new QListWidgetItem(tr("None"), point_list_);
  none_point->setData(Qt::UserRole, 0);
  for (const PointCard& c : point_cards()) {
    auto* item =
        new QListWidgetItem(QIcon(point_card_picture(c.number, 96)), QString::fromStdString(c.id), point_list_);
    item->setData(Qt::UserRole, c.number);
    if (point_card == c.number) item->setSelected(true);
  }
  if (!point_card) none_point->setSelected(true);
  layout->addWidget(point_list_);
  layout->addWidget(new QLabel(tr("Power bonus card: each completed shape gives one use of its power."), this));
  power_list_ = card_list(this);
  auto* none_power = new QListWidgetItem(tr("None"), power_list_);
  none_power->setData(Qt::UserRole, -1);
  for (const PowerCard& c : power_cards()) {
    auto* item = new QListWidgetItem(QIcon(power_card_picture(c.power, 96)), Names::power(c.power), power_list_);
    item->setData(Qt::UserRole, static_cast<int>(c.power));
    if (power_card == c.power) item->setSelected(true);
  }
  if (!power_card) none_power->setSelected(true);
  layout->addWidget(power_list_);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  layout->addWidget(buttons);
  resize(760, 520);
}

std::optional<int> CardDialog::pointCard() const {
  const auto items = point_list_->selectedItems();
  if (items.isEmpty() || items.front()->data(Qt::UserRole).toInt() == 0) return std::nullopt;
  return items.front()->data(Qt::UserRole).toInt();
}

std::optional<Power> CardDialog::powerCard() const {
  const auto items = power_list_->selectedItems();
  if (items.isEmpty() || items.front()->data(Qt::UserRole).toInt() < 0) return std::nullopt;
  return static_cast<Power>(items.front()->data(Qt::UserRole).toInt());
}

}  // namespace starsight::desktop
