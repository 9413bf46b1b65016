#pragma once
// The score laid out like the board's own score area: six check circles for
// constellation sizes 3..8, then planet, shooting star, point bonus and
// power bonus each above its points, and the total. Hovering or clicking
// a part asks for what earned it to be highlighted on the board.
#include <QWidget>
#include <optional>
#include <vector>

#include "starsight/score.hpp"

namespace starsight::desktop {

class ScorePanel : public QWidget {
  Q_OBJECT

 public:
  // The parts of the score area, in reading order.
  enum Part {
    Size3,
    Size4,
    Size5,
    Size6,
    Size7,
    Size8,
    Planets,
    ShootingStars,
    PointBonus,
    PowerBonus,
    Total,
    kPartCount
  };

  explicit ScorePanel(QWidget* parent = nullptr);
  void setScore(const std::optional<Score>& score);

  // What the panel shows for a part ("" when empty, "-" when not scored).
  QString valueText(Part part) const;
  QRectF partRect(Part part) const;
  std::optional<Part> selectedPart() const { return selected_; }
  void selectPart(std::optional<Part> part);
  // The score items a part stands for.
  std::vector<const ScoreItem*> itemsOf(Part part) const;

  QSize sizeHint() const override { return {440, 150}; }
  QSize minimumSizeHint() const override { return {330, 120}; }

 signals:
  // Lines and points to highlight (empty sets: clear), and what they are.
  void highlightRequested(const starsight::SegmentSet& lines, const std::vector<starsight::Point>& points,
                          const QString& description);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void leaveEvent(QEvent* event) override;

 private:
  std::optional<Part> partAt(QPointF pos) const;
  void announce(std::optional<Part> part);
  QString partName(Part part) const;

  std::optional<Score> score_;
  std::optional<Part> hovered_;
  std::optional<Part> selected_;
};

}  // namespace starsight::desktop
