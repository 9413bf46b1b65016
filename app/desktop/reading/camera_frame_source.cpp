#include "reading/camera_frame_source.hpp"

#include <QMediaDevices>
#include <QVideoFrame>

namespace starsight::desktop {

CameraFrameSource::CameraFrameSource(QObject* parent) : FrameSource(parent) {
  session_.setVideoSink(&sink_);
  connect(&sink_, &QVideoSink::videoFrameChanged, this, [this](const QVideoFrame& frame) {
    const QImage image = frame.toImage();
    if (!image.isNull()) emit frameReady(image);
  });
}

CameraFrameSource::~CameraFrameSource() { stop(); }

void CameraFrameSource::start() {
  const auto inputs = QMediaDevices::videoInputs();
  if (inputs.isEmpty()) {
    emit failed(tr("No camera found. Connect a camera, or open a photo of the board instead."));
    return;
  }
  camera_ = std::make_unique<QCamera>(QMediaDevices::defaultVideoInput());
  connect(camera_.get(), &QCamera::errorOccurred, this, [this](QCamera::Error, const QString& text) {
    emit failed(
        tr("The camera stopped: %1. Check that no other program uses it, then start the camera again.").arg(text));
  });
  session_.setCamera(camera_.get());
  camera_->start();
}

void CameraFrameSource::stop() {
  if (camera_) camera_->stop();
}

bool CameraFrameSource::isActive() const { return camera_ && camera_->isActive(); }

}  // namespace starsight::desktop
