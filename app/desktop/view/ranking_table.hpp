#pragma once
// The game's ranking: place (shared on ties), player, total and the parts.
#include <QTableWidget>
#include <vector>

#include "game/ranking.hpp"

namespace starsight::desktop {

class RankingTable : public QTableWidget {
  Q_OBJECT

 public:
  explicit RankingTable(QWidget* parent = nullptr);
  void setRanking(const Game& game, const std::vector<Standing>& standings);
  // The row's player index (rows are sorted by place).
  int playerAt(int row) const;

 signals:
  void playerActivated(int player);
};

}  // namespace starsight::desktop
