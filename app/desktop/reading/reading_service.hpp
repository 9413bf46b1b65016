#pragma once
// Reads photos off the UI thread (QtConcurrent) and delivers each result by a
// signal: the reading, plus a copy of the picture small enough to show at once.
#include <QFutureWatcher>
#include <QImage>
#include <QObject>
#include <QString>
#include <deque>
#include <memory>

#include "reading/photo_reader.hpp"

namespace starsight::desktop {

struct PhotoResult {
  QString origin;  // file path, or a description ("clipboard", "camera")
  bool from_file = false;
  bool display_only = false;  // the picture was loaded to be shown, not read
  QImage display;             // the picture, scaled down to at most kDisplaySide pixels
  QSize photo_size;           // the picture's full size (the homography's pixel units)
  PhotoReading reading;
  double seconds = 0;  // load + read time
};

inline constexpr int kDisplaySide = 1600;

// The work itself, on whatever thread calls it.
PhotoResult read_photo_file(const QString& path, const PhotoReader* reader, const ReadHints& hints = {});
PhotoResult read_photo_image(const QImage& image, const QString& origin, const PhotoReader* reader,
                             const ReadHints& hints = {});

class ReadingService : public QObject {
  Q_OBJECT

 public:
  explicit ReadingService(std::shared_ptr<const PhotoReader> reader, QObject* parent = nullptr);
  ~ReadingService() override;

  void setReader(std::shared_ptr<const PhotoReader> reader) { reader_ = std::move(reader); }
  const PhotoReader& reader() const { return *reader_; }
  void setHints(const ReadHints& hints) { hints_ = hints; }

  // Queued; results come in request order.
  void readFile(const QString& path);
  void showFile(const QString& path);  // load for display only (a reopened game's photo)
  void readImage(const QImage& image, const QString& origin);
  bool busy() const { return running_; }
  void waitForDone();  // for tests and shutdown

 signals:
  void finished(const starsight::desktop::PhotoResult& result);

 private:
  struct Job {
    QString path;
    QImage image;
    QString origin;
    bool display_only = false;
  };
  void startNext();

  std::shared_ptr<const PhotoReader> reader_;
  ReadHints hints_;
  std::deque<Job> queue_;
  bool running_ = false;
  QFutureWatcher<PhotoResult> watcher_;
};

}  // namespace starsight::desktop

Q_DECLARE_METATYPE(starsight::desktop::PhotoResult)
