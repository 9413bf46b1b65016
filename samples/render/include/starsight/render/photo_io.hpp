#pragma once
// Writing synthetic photos and their ground truth to files.
#include <string>

#include "starsight/render/render.hpp"

namespace starsight::render {

// Writes the photo to `path`: the photo's own JPEG bytes for .jpg/.jpeg (so
// the file holds exactly the compression the truth describes), lossless for
// .png. Returns an empty string, or a message saying what went wrong.
std::string save_photo(const Photo& photo, const std::string& path);

// Writes truth_to_json(truth) indented, with a final newline.
std::string save_truth(const GroundTruth& truth, const std::string& path);

// "photo.jpg" -> "photo.truth.json"
std::string truth_path_for(const std::string& photo_path);

}  // namespace starsight::render
