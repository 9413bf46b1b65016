#include "reading/file_frame_source.hpp"

#include <QImageReader>

namespace starsight::desktop {

FileFrameSource::FileFrameSource(QStringList paths, int interval_ms, QObject* parent)
    : FrameSource(parent), paths_(std::move(paths)) {
  timer_.setInterval(interval_ms);
  connect(&timer_, &QTimer::timeout, this, &FileFrameSource::step);
}

void FileFrameSource::start() {
  if (paths_.isEmpty()) {
    emit failed(tr("No frames to show: the list of picture files is empty."));
    return;
  }
  if (timer_.interval() > 0) timer_.start();  // 0: frames come only by step()
  active_ = true;
}

void FileFrameSource::stop() {
  timer_.stop();
  active_ = false;
}

void FileFrameSource::step() {
  if (paths_.isEmpty()) return;
  const QString path = paths_[next_ % paths_.size()];
  ++next_;
  QImageReader reader(path);
  const QImage frame = reader.read();
  if (frame.isNull()) {
    stop();
    emit failed(tr("Could not read the frame %1: %2.").arg(path, reader.errorString()));
    return;
  }
  emit frameReady(frame);
}

}  // namespace starsight::desktop
