#pragma once
// Frames read from picture files, one every `interval` ms (0: only on step()),
// looping over the list: stands in for the camera in tests and demonstrations.
#include <QStringList>
#include <QTimer>

#include "reading/frame_source.hpp"

namespace starsight::desktop {

class FileFrameSource : public FrameSource {
  Q_OBJECT

 public:
  explicit FileFrameSource(QStringList paths, int interval_ms = 100, QObject* parent = nullptr);
  void start() override;
  void stop() override;
  bool isActive() const override { return active_; }
  // Emits the next frame now (with interval 0, tests step frame by frame).
  void step();

 private:
  QStringList paths_;
  int next_ = 0;
  bool active_ = false;
  QTimer timer_;
};

}  // namespace starsight::desktop
