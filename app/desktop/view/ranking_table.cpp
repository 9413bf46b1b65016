#include "view/ranking_table.hpp"

#include <QHeaderView>
#include <utility>

#include "view/score_icons.hpp"
#include "view/uncertain_list.hpp"

namespace starsight::desktop {

RankingTable::RankingTable(QWidget* parent) : QTableWidget(parent) {
  setColumnCount(9);
  setHorizontalHeaderLabels({tr("Place"), tr("Player"), tr("Total"), {}, {}, {}, {}, {}, {}});
  // The parts' columns show the score area's symbols (drawn, so no font is needed) and name them in a tool tip.
  const std::pair<ScoreSymbol, QString> parts[] = {{ScoreSymbol::Constellation, tr("Constellations")},
                                                   {ScoreSymbol::Planet, tr("Planets")},
                                                   {ScoreSymbol::ShootingStar, tr("Shooting stars")},
                                                   {ScoreSymbol::PointBonus, tr("Point bonus")},
                                                   {ScoreSymbol::PowerBonus, tr("Power bonus")}};
  for (int i = 0; i < 5; ++i) {
    auto* header = new QTableWidgetItem(score_symbol_icon(parts[i].first, 16), QString());
    header->setToolTip(parts[i].second);
    setHorizontalHeaderItem(3 + i, header);
  }
  auto* check = new QTableWidgetItem(uncertain_mark_icon(), QString());
  check->setToolTip(tr("Uncertain readings still to check"));
  setHorizontalHeaderItem(8, check);
  setIconSize(QSize(16, 16));
  verticalHeader()->hide();
  verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
  horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
  setEditTriggers(QAbstractItemView::NoEditTriggers);
  setSelectionBehavior(QAbstractItemView::SelectRows);
  setSelectionMode(QAbstractItemView::SingleSelection);
  connect(this, &QTableWidget::cellClicked, this, [this](int row, int) { emit playerActivated(playerAt(row)); });
  // The arrow keys move through the players too.
  connect(this, &QTableWidget::currentCellChanged, this, [this](int row, int, int previous, int) {
    if (row >= 0 && row != previous) emit playerActivated(playerAt(row));
  });
}

void RankingTable::setRanking(const Game& game, const std::vector<Standing>& standings) {
  // A bonus column only when its card is in play: otherwise it would hold only dashes.
  setColumnHidden(6, !game.point_card);
  setColumnHidden(7, !game.power_card);
  setRowCount(static_cast<int>(standings.size()));
  for (int row = 0; row < rowCount(); ++row) {
    const Standing& s = standings[static_cast<std::size_t>(row)];
    // A shared place reads "1=" so ties show at a glance.
    const QString place = QString::number(s.place) + (s.shared ? QStringLiteral("=") : QString());
    const Player& player = game.players[s.player];
    int open = 0;
    for (const Uncertainty& u : player.uncertain) open += u.verdict == Uncertainty::Verdict::Open;
    const QStringList cells = {place,
                               QString::fromStdString(game.players[s.player].name),
                               QString::number(s.score.total),
                               QString::number(s.score.constellations),
                               QString::number(s.score.planets),
                               QString::number(s.score.shooting_stars),
                               s.score.point_scored ? QString::number(s.score.point_bonus) : QStringLiteral("–"),
                               s.score.power_scored ? QString::number(s.score.power_bonus) : QStringLiteral("–"),
                               open > 0 ? QString::number(open) : QString()};
    for (int col = 0; col < cells.size(); ++col) {
      auto* item = new QTableWidgetItem(cells[col]);
      item->setData(Qt::UserRole, static_cast<int>(s.player));
      if (col != 1) item->setTextAlignment(Qt::AlignCenter);
      if (col == 1)
        item->setToolTip(tr("%1 — board %2").arg(cells[1]).arg(player.state.board) +
                         (open > 0 ? "\n" + tr("%n reading(s) to check", nullptr, open) : QString()));
      if (col == 8) item->setForeground(QColor(0xC0, 0x1E, 0x8C));
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
