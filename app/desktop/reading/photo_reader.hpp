#pragma once
// The seam between the desktop program and the photo reader: anything that
// turns a picture of a sheet into a PhotoReading. Implementations must be safe
// to call from a worker thread (the reading runs off the UI thread).
#include <QImage>
#include <memory>

#include "reading/photo_reading.hpp"

namespace starsight::desktop {

class PhotoReader {
 public:
  virtual ~PhotoReader() = default;
  virtual PhotoReading read(const QImage& photo) const = 0;
};

// The reader built into this program: the project's vision library when it is
// part of the build, otherwise one that explains photos can't be read.
std::shared_ptr<const PhotoReader> make_photo_reader();
// Whether make_photo_reader() can actually read photos.
bool photo_reading_built_in();

}  // namespace starsight::desktop
