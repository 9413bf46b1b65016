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

PhotoReading PhotoReader::readFile(const QString& path, const ReadHints& hints) const {
  QImageReader file(path);
  file.setAutoTransform(true);
  const QImage image = file.read();
  if (image.isNull()) {
    PhotoReading r;
    r.failure = ReadFailure::Unreadable;
    r.error = file.errorString().toStdString();
    return r;
  }
  return read(image, hints);
}

PhotoResult read_photo_image(const QImage& image, const QString& origin, const PhotoReader* reader,
                             const ReadHints& hints) {
  QElapsedTimer timer;
  timer.start();
  PhotoResult r;
  r.origin = origin;
  r.photo_size = image.size();
  if (image.isNull()) {
    r.reading.failure = ReadFailure::Unreadable;
    r.reading.error = "the picture is empty";
  } else if (reader) {
    r.reading = reader->read(image, hints);
  }
  r.display = reader ? reader->asRead(for_display(image), r.reading.lens_k1) : for_display(image);
  r.seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
  return r;
}

PhotoResult read_photo_file(const QString& path, const PhotoReader* reader, const ReadHints& hints) {
  QElapsedTimer timer;
  timer.start();
  PhotoResult r;
  r.origin = path;
  r.from_file = true;
  // The reader decodes the file itself (at the scale it needs); the picture to
  // show is decoded meanwhile on another thread, straight at display size (JPEG
  // decoders scale while decoding), so a 12 MP photo costs little more than its reading.
  QFuture<PhotoReading> reading;
  if (reader) reading = QtConcurrent::run([reader, path, hints] { return reader->readFile(path, hints); });
  QImageReader file(path);
  file.setAutoTransform(true);
  const QSize full = file.size();
  if (full.isValid() && (full.width() > kDisplaySide || full.height() > kDisplaySide))
    file.setScaledSize(full.scaled(kDisplaySide, kDisplaySide, Qt::KeepAspectRatio));
  r.display = file.read();
  if (reader) r.reading = reading.result();
  if (r.display.isNull()) {
    r.reading = PhotoReading{};
    r.reading.failure = ReadFailure::Unreadable;
    r.reading.error = file.errorString().toStdString();
    return r;
  }
  if (reader) r.display = reader->asRead(r.display, r.reading.lens_k1);
  r.photo_size = full.isValid() ? full : r.display.size();
  // EXIF rotation swaps the sides of the full size as well.
  if ((r.display.width() > r.display.height()) != (r.photo_size.width() > r.photo_size.height()))
    r.photo_size.transpose();
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
  watcher_.setFuture(QtConcurrent::run([job, reader, hints = hints_] {
    PhotoResult r = job.path.isEmpty() ? read_photo_image(job.image, job.origin, reader.get(), hints)
                                       : read_photo_file(job.path, reader.get(), hints);
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
