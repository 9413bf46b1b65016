#pragma once
// Holds the photo and the rectified board. Both show pictures a little taller
// than wide, so side by side suits a wide area and one above the other a tall
// one: the splitter turns to whichever shows them larger. The user can drag
// the handle; the two panes start equal.
#include <QSplitter>

namespace starsight::desktop {

class ReadingSplitter : public QSplitter {
  Q_OBJECT

 public:
  // `aspect`: width / height of the pictures shown.
  explicit ReadingSplitter(double aspect, QWidget* parent = nullptr);
  // The better orientation for an area of this size.
  Qt::Orientation bestOrientation(QSize area) const;

 protected:
  void resizeEvent(QResizeEvent* event) override;

 private:
  double aspect_;
};

}  // namespace starsight::desktop
