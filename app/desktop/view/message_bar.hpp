#pragma once
// Messages inside the window (never a blocking dialog): what went wrong and
// what to do next, with an optional action button.
#include <QFrame>
#include <QLabel>
#include <QPushButton>
#include <functional>

namespace starsight::desktop {

class MessageBar : public QFrame {
  Q_OBJECT

 public:
  enum class Kind { Info, Warning, Error };
  explicit MessageBar(QWidget* parent = nullptr);

  // `what` happened; `next` says what to do. An action adds a button.
  void show(Kind kind, const QString& what, const QString& next, const QString& action_text = {},
            std::function<void()> action = {});
  void dismiss();
  QString text() const { return label_->text(); }
  Kind kind() const { return kind_; }
  QPushButton* actionButton() { return action_; }

 private:
  QLabel* label_;
  QPushButton* action_;
  QPushButton* close_;
  Kind kind_ = Kind::Info;
  std::function<void()> callback_;
};

}  // namespace starsight::desktop
