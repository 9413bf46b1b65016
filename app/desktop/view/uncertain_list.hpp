#pragma once
// The readings the photo reader was unsure of, for the current sheet, with the
// user's verdicts. The window steps through them from the keyboard. Each row is
// one short line ("Line (2,0)-(3,0) — present? p=0.82 — total if flipped 30")
// with a drawn mark for its verdict; the full sentence is in the tool tip.
#include <QIcon>
#include <QListWidget>
#include <vector>

#include "reading/photo_reading.hpp"

namespace starsight::desktop {

// The mark of a verdict, drawn: open (dashed magenta ring, as on the board),
// accepted (green tick), rejected (vermillion cross).
QIcon verdict_icon(Uncertainty::Verdict verdict);
QIcon uncertain_mark_icon();

class UncertainList : public QListWidget {
  Q_OBJECT

 public:
  explicit UncertainList(QWidget* parent = nullptr);
  void setItems(const std::vector<Uncertainty>& items);
  // What the reading is about: "Line (2,0)-(3,0)", "Planet at (5,5)".
  static QString subject(const Uncertainty& u);
  // The row's text: subject, what was read with its probability, the total if flipped.
  static QString describe(const Uncertainty& u);
  // A sentence for a person, with the verdict.
  static QString explain(const Uncertainty& u);
  // The next open item after the current one (wrapping), or -1.
  int nextOpen() const;
  int openCount() const;

 private:
  std::vector<Uncertainty> items_;
};

}  // namespace starsight::desktop
