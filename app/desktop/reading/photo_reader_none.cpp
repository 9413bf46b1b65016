// The photo reader of a build without the vision library: every photo is
// refused with a message saying what to do instead.
#include "reading/photo_reader.hpp"

namespace starsight::desktop {
namespace {

class NoPhotoReader : public PhotoReader {
 public:
  PhotoReading read(const QImage&, const ReadHints&) const override {
    PhotoReading r;
    r.failure = ReadFailure::NotBuilt;
    r.error = "this build of Starsight cannot read photos";
    return r;
  }
};

}  // namespace

std::shared_ptr<const PhotoReader> make_photo_reader() { return std::make_shared<NoPhotoReader>(); }
bool photo_reading_built_in() { return false; }

}  // namespace starsight::desktop
