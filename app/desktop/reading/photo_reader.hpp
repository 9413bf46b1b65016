#pragma once
// The seam between the desktop program and the photo reader: anything that
// turns a picture of a sheet into a PhotoReading. Implementations must be safe
// to call from a worker thread (the reading runs off the UI thread).
#include <QImage>
#include <QString>
#include <memory>
#include <optional>

#include "reading/photo_reading.hpp"

namespace starsight::desktop {

// What the game already knows and the reader may use: the power card names
// the objects drawn on the sheet; in a live view, where the last frame showed
// the board (looked at first: far quicker than searching the whole frame).
struct ReadHints {
  std::optional<int> point_card;
  std::optional<Power> power_card;
  std::optional<Homography> last_seen;
};

class PhotoReader {
 public:
  virtual ~PhotoReader() = default;
  virtual PhotoReading read(const QImage& photo, const ReadHints& hints) const = 0;
  // Reads a photo file; readers that decode files faster themselves (at a
  // reduced scale) override this. The default decodes with Qt.
  virtual PhotoReading readFile(const QString& path, const ReadHints& hints) const;
  // A picture (at any scale) as this reader looked at it: with the camera lens its reading took out
  // (PhotoReading::lens_k1) taken out too, the picture the reading's homography maps the board onto. The default
  // is the picture itself.
  virtual QImage asRead(const QImage& picture, double /*lens_k1*/) const { return picture; }
};

// The reader built into this program: the project's vision library when it is
// part of the build, otherwise one that explains photos can't be read.
std::shared_ptr<const PhotoReader> make_photo_reader();
// Whether make_photo_reader() can actually read photos.
bool photo_reading_built_in();

}  // namespace starsight::desktop
