#pragma once
// The images a developer needs to see what the reader did: the photo with the
// found outline and lattice, the rectified board with the reading drawn over
// it (lines coloured by constellation, uncertain items circled), the top-hat.
#include <string>

#include <opencv2/core.hpp>

#include "starsight/vision/reading.hpp"

#include "rectified_board.hpp"

namespace starsight::vision {

// Writes <dir>/<stem>-*.png; failures to write are ignored (debugging must not break reading).
void write_debug_images(const std::string& dir, const std::string& stem, const cv::Mat& photo_gray,
                        const RectifiedBoard* rect, const Reading& reading, const BoardGeometry& g);

}  // namespace starsight::vision
