#include "view/message_bar.hpp"

#include <QHBoxLayout>

namespace starsight::desktop {

MessageBar::MessageBar(QWidget* parent) : QFrame(parent) {
  setFrameShape(QFrame::StyledPanel);
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(10, 6, 6, 6);
  label_ = new QLabel(this);
  label_->setWordWrap(true);
  label_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  action_ = new QPushButton(this);
  close_ = new QPushButton(tr("Dismiss"), this);
  layout->addWidget(label_, 1);
  layout->addWidget(action_);
  layout->addWidget(close_);
  connect(close_, &QPushButton::clicked, this, &MessageBar::dismiss);
  connect(action_, &QPushButton::clicked, this, [this] {
    auto cb = callback_;
    dismiss();
    if (cb) cb();
  });
  hide();
}

void MessageBar::show(Kind kind, const QString& what, const QString& next, const QString& action_text,
                      std::function<void()> action) {
  kind_ = kind;
  label_->setText(next.isEmpty() ? what : what + "\n" + next);
  const char* colours[] = {"#E8F1FA", "#FFF4D6", "#FBE3DA"};
  setStyleSheet(QStringLiteral("MessageBar { background: %1; border: 1px solid #999; color: black; }")
                    .arg(colours[static_cast<int>(kind)]));
  label_->setStyleSheet("color: black;");
  callback_ = std::move(action);
  action_->setText(action_text);
  action_->setVisible(!action_text.isEmpty());
  QFrame::show();
}

void MessageBar::dismiss() {
  callback_ = {};
  label_->clear();
  hide();
}

}  // namespace starsight::desktop
