#pragma once
// The photo reader's front door: one call from a photo to a Reading.
// Thread-safe, and free of global state but a guarded cache of lens maps: a
// desktop program may call it from several worker threads at once.
#include <span>
#include <string>

#include <opencv2/core.hpp>

#include "starsight/vision/reading.hpp"

namespace starsight::vision {

// Reads a board from an image already in memory (grey, BGR or BGRA: 8 or 16 bits, or floating point over 0..1; any
// other kind of pixel is refused as not an image): looked at as a photo file is (a large one first at about half its
// size), or, given ReadOptions::last_seen, where the board was, at full size.
Reading read_board(const cv::Mat& image, const ReadOptions& options = {});

// Checks, decodes (at a reduced scale when the photo is large) and reads a
// photo file. Never throws on bad input: refusals come back in the Reading.
// The homography (and ReadOptions::last_seen) is to the photo as shown: its
// pixels turned by the file's EXIF orientation.
Reading read_photo_file(const std::string& path, const ReadOptions& options = {});
// The same for a JPEG or PNG already in memory.
Reading read_photo_bytes(std::span<const unsigned char> bytes, const ReadOptions& options = {});

}  // namespace starsight::vision
