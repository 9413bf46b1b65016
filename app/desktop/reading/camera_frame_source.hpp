#pragma once
// Frames from the computer's camera through Qt Multimedia.
#include <QCamera>
#include <QMediaCaptureSession>
#include <QVideoSink>
#include <memory>

#include "reading/frame_source.hpp"

namespace starsight::desktop {

class CameraFrameSource : public FrameSource {
  Q_OBJECT

 public:
  explicit CameraFrameSource(QObject* parent = nullptr);
  ~CameraFrameSource() override;
  void start() override;
  void stop() override;
  bool isActive() const override;

 private:
  std::unique_ptr<QCamera> camera_;
  QMediaCaptureSession session_;
  QVideoSink sink_;
};

}  // namespace starsight::desktop
