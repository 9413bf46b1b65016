#include "view/ranking_table.hpp"

#include <QHeaderView>

namespace starsight::desktop {

RankingTable::RankingTable(QWidget* parent) : QTableWidget(parent) {
  setColumnCount(8);
  setHorizontalHeaderLabels({tr("Place"), tr("Player"), tr("Total"), tr("Constellations"), tr("Planets"),
                             tr("Shooting stars"), tr("★"), tr("✦")});
  verticalHeader()->hide();
  horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
  setEditTriggers(QAbstractItemView::NoEditTriggers);
  setSelectionBehavior(QAbstractItemView::SelectRows);
  setSelectionMode(QAbstractItemView::SingleSelection);
  connect(this, &QTableWidget::cellClicked, this, [this](int row, int) { emit playerActivated(playerAt(row)); });
}

void RankingTable::setRanking(const Game& game, const std::vector<Standing>& standings) {
  setRowCount(static_cast<int>(standings.size()));
  for (int row = 0; row < rowCount(); ++row) {
    const Standing& s = standings[static_cast<std::size_t>(row)];
    // A shared place reads "1=" so ties show at a glance.
    const QString place = QString::number(s.place) + (s.shared ? QStringLiteral("=") : QString());
    const QStringList cells = {place,
                               QString::fromStdString(game.players[s.player].name),
                               QString::number(s.score.total),
                               QString::number(s.score.constellations),
                               QString::number(s.score.planets),
                               QString::number(s.score.shooting_stars),
                               s.score.point_scored ? QString::number(s.score.point_bonus) : QStringLiteral("–"),
                               s.score.power_scored ? QString::number(s.score.power_bonus) : QStringLiteral("–")};
    for (int col = 0; col < cells.size(); ++col) {
      auto* item = new QTableWidgetItem(cells[col]);
      item->setData(Qt::UserRole, static_cast<int>(s.player));
      if (col != 1) item->setTextAlignment(Qt::AlignCenter);
      if (col == 2) {
        QFont f = item->font();
        f.setBold(true);
        item->setFont(f);
      }
      setItem(row, col, item);
    }
  }
}

int RankingTable::playerAt(int row) const {
  const QTableWidgetItem* it = item(row, 0);
  return it ? it->data(Qt::UserRole).toInt() : -1;
}

}  // namespace starsight::desktop
