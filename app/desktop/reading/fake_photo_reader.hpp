#pragma once
// A photo reader for tests and demonstrations: the "photo" carries its reading
// in a PNG text chunk `starsight-reading` (a player entry of GAME-FORMAT.md:
// state, optional homography and uncertain list, plus "confidence"). A picture
// without it reads as "no board found", like a photo of something else.
#include <QImage>

#include "reading/photo_reader.hpp"

namespace starsight::desktop {

inline constexpr const char* kReadingTextKey = "starsight-reading";

class FakePhotoReader : public PhotoReader {
 public:
  PhotoReading read(const QImage& photo, const ReadHints& hints) const override;
};

// Writes `reading` into the image's text so that FakePhotoReader gives it back.
void embed_reading(QImage& image, const PhotoReading& reading);

}  // namespace starsight::desktop
