#pragma once
// What a photo file's header says, read without decoding (and without OpenCV):
// its format and dimensions (so absurd sizes are refused before allocating),
// whether the file is complete, and its EXIF orientation.
#include <span>
#include <string>

namespace starsight::vision {

enum class ImageFormat { Unknown, Jpeg, Png };

struct ImageHeader {
  ImageFormat format = ImageFormat::Unknown;
  int width = 0;
  int height = 0;
  bool complete = false;  // the file ends where the format says it must
  // The EXIF orientation (1..8; 1 when there is none): how the stored pixels are turned to show the photo as
  // taken. Phones store portrait photos sideways with orientation 6; viewers (and the desktop program) show them
  // turned.
  int orientation = 1;
};

// Reads the header of a JPEG or PNG held in memory. Never throws, whatever the bytes.
ImageHeader probe_image(std::span<const unsigned char> bytes);

// Why bytes that are not a JPEG or PNG can't be read, and what to do (naming the formats phones save in).
std::string not_an_image(std::span<const unsigned char> bytes);

}  // namespace starsight::vision
