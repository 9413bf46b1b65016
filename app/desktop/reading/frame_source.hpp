#pragma once
// Where live pictures come from: the camera in the program, files in tests.
// A source emits frames until stopped; a failure is reported once, with a
// message a person can act on.
#include <QImage>
#include <QObject>
#include <QString>

namespace starsight::desktop {

class FrameSource : public QObject {
  Q_OBJECT

 public:
  using QObject::QObject;
  virtual void start() = 0;
  virtual void stop() = 0;
  virtual bool isActive() const = 0;

 signals:
  void frameReady(const QImage& frame);
  void failed(const QString& message);
};

}  // namespace starsight::desktop
