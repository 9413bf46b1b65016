// The live camera view: frames are shown as they come, the reader runs on the
// latest frame whenever it is free (frames arriving meanwhile are only shown),
// and the view freezes on a confident reading or when the user asks.
#include <QDateTime>
#include <QDir>
#include <QStatusBar>

#include "main_window.hpp"
#include "reading/camera_frame_source.hpp"

namespace starsight::desktop {

void MainWindow::startCamera() {
  if (live_) return;
  if (!camera_) {
    camera_ = options_.camera ? options_.camera(this) : new CameraFrameSource(this);
    connect(camera_, &FrameSource::frameReady, this, &MainWindow::onLiveFrame);
    connect(camera_, &FrameSource::failed, this, [this](const QString& text) {
      stopCamera();
      message_->show(MessageBar::Kind::Error, text, tr("You can also open a photo (Ctrl+O) or paste one (Ctrl+V)."));
    });
  }
  live_ = true;
  live_result_.reset();
  live_frame_ = QImage();
  freeze_->setEnabled(true);
  camera_action_->setText(tr("Stop &camera"));
  photo_view_->clearPhoto();
  photo_view_->setPlaceholder(tr("Waiting for the camera…"));
  statusBar()->showMessage(tr("Live: hold the board in view; the picture freezes on a sure reading (Space: now)."));
  camera_->start();
}

void MainWindow::stopCamera() {
  if (camera_) camera_->stop();
  if (!live_) return;
  live_ = false;
  freeze_->setEnabled(false);
  camera_action_->setText(tr("&Camera"));
  statusBar()->clearMessage();
  refreshPlayerViews();
}

void MainWindow::onLiveFrame(const QImage& frame) {
  if (!live_) return;
  const bool seen = live_result_ && live_result_->reading.ok();
  // As the last reading's homography sees it: with the lens that reading took out.
  live_frame_ = live_reading_->reader().asRead(frame, seen ? live_result_->reading.lens_k1 : 0);
  photo_view_->setPhoto(live_frame_, frame.size(), seen ? live_result_->reading.homography : std::nullopt);
  // Read only when the reader is free: the newest frame wins, none pile up.
  if (live_reading_->busy()) return;
  ReadHints hints{doc_.game().point_card, doc_.game().power_card, std::nullopt};
  if (live_result_ && live_result_->reading.ok()) hints.last_seen = live_result_->reading.homography;
  live_reading_->setHints(hints);
  live_reading_->readImage(frame, tr("camera"));
}

void MainWindow::onLiveReading(const PhotoResult& r) {
  if (!live_) return;
  live_result_ = r;
  if (r.reading.ok()) {
    statusBar()->showMessage(
        tr("Live: board %1 read, confidence %2").arg(r.reading.state.board).arg(r.reading.confidence, 0, 'f', 2));
    photo_view_->setPhoto(live_frame_.isNull() ? r.display : live_frame_, r.photo_size, r.reading.homography);
  } else {
    statusBar()->showMessage(tr("Live: looking for a board…"));
  }
  refreshPlayerViews();
  if (r.reading.ok() && r.reading.confidence >= options_.freeze_confidence) freezeCamera();
}

void MainWindow::freezeCamera() {
  if (!live_) return;
  if (!live_result_ || !live_result_->reading.ok()) {
    if (live_frame_.isNull()) {
      message_->show(MessageBar::Kind::Info, tr("No picture from the camera yet."),
                     tr("Wait for the picture to appear, then freeze again."));
      return;
    }
    // Frozen on demand before any reading: read this very frame.
    const QImage frame = live_frame_;
    stopCamera();
    readImage(frame, tr("camera"));
    return;
  }
  const PhotoResult r = *live_result_;
  const QImage frame = r.display;
  stopCamera();
  QString path;
  if (!options_.frames_dir.isEmpty()) {
    QDir().mkpath(options_.frames_dir);
    path = options_.frames_dir + "/camera-" + QDateTime::currentDateTime().toString("yyyyMMdd-HHmmss-zzz") + ".png";
    if (frame.save(path)) {
      photos_.insert(path, {frame, r.photo_size});
    } else {
      path.clear();
    }
  }
  PhotoReading reading = r.reading;
  reading.lens_k1 = 0;  // the frame kept is the one shown: its lens already taken out
  adoptReading(reading, path, tr("Camera"));
}

}  // namespace starsight::desktop
