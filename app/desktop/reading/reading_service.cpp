#include "reading/reading_service.hpp"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QImageReader>
#include <QtConcurrent/QtConcurrentRun>

namespace starsight::desktop {
namespace {

QImage for_display(const QImage& image) {
  if (image.width() <= kDisplaySide && image.height() <= kDisplaySide) return image;
  // A fast scale keeps a 12 MP photo well inside the display budget; the
  // picture is shown smaller than this anyway.
  return image.scaled(kDisplaySide, kDisplaySide, Qt::KeepAspectRatio, Qt::FastTransformation);
}

}  // namespace

PhotoResult read_photo_image(const QImage& image, const QString& origin, const PhotoReader* reader) {
  QElapsedTimer timer;
  timer.start();
  PhotoResult r;
  r.origin = origin;
  r.photo_size = image.size();
  if (image.isNull()) {
    r.reading.failure = ReadFailure::Unreadable;
    r.reading.error = "the picture is empty";
  } else if (reader) {
    r.reading = reader->read(image);
  }
  r.display = for_display(image);
  r.seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
  return r;
}

PhotoResult read_photo_file(const QString& path, const PhotoReader* reader) {
  QElapsedTimer timer;
  timer.start();
  QImageReader file(path);
  file.setAutoTransform(true);
  QImage image = file.read();
  if (image.isNull()) {
    PhotoResult r;
    r.origin = path;
    r.from_file = true;
    r.reading.failure = ReadFailure::Unreadable;
    r.reading.error = file.errorString().toStdString();
    return r;
  }
  // QImageReader keeps the file's text chunks only on the image it returns.
  PhotoResult r = read_photo_image(image, path, reader);
  r.from_file = true;
  r.seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
  return r;
}

ReadingService::ReadingService(std::shared_ptr<const PhotoReader> reader, QObject* parent)
    : QObject(parent), reader_(std::move(reader)) {
  qRegisterMetaType<PhotoResult>();
  connect(&watcher_, &QFutureWatcher<PhotoResult>::finished, this, [this] {
    running_ = false;
    const PhotoResult r = watcher_.result();
    startNext();
    emit finished(r);
  });
}

ReadingService::~ReadingService() { watcher_.waitForFinished(); }

void ReadingService::readFile(const QString& path) {
  queue_.push_back({path, {}, path, false});
  startNext();
}

void ReadingService::showFile(const QString& path) {
  queue_.push_back({path, {}, path, true});
  startNext();
}

void ReadingService::readImage(const QImage& image, const QString& origin) {
  queue_.push_back({{}, image, origin, false});
  startNext();
}

void ReadingService::startNext() {
  if (running_ || queue_.empty()) return;
  Job job = std::move(queue_.front());
  queue_.pop_front();
  running_ = true;
  // The worker keeps the reader alive even if it is replaced meanwhile.
  std::shared_ptr<const PhotoReader> reader = job.display_only ? nullptr : reader_;
  watcher_.setFuture(QtConcurrent::run([job, reader] {
    PhotoResult r = job.path.isEmpty() ? read_photo_image(job.image, job.origin, reader.get())
                                       : read_photo_file(job.path, reader.get());
    r.display_only = job.display_only;
    return r;
  }));
}

void ReadingService::waitForDone() {
  while (running_ || !queue_.empty()) {
    watcher_.waitForFinished();
    // Deliver the finished signal (queued to the event loop).
    QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
  }
}

}  // namespace starsight::desktop
