#pragma once
// Finds the board in a photo: the large dark sky region with the arch on top
// and straight sides and bottom, at any rotation and under perspective. Gives a
// first homography from the template to the photo (refined later on the
// lattice), or says why there is no board to read.
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "starsight/vision/reading.hpp"

namespace starsight::vision {

struct FoundBoard {
  Refusal refusal = Refusal::None;
  std::string message;
  cv::Matx33d homography;               // template units -> `gray` pixels (the best candidate)
  std::vector<cv::Matx33d> candidates;  // best first; the lattice decides between them
};

FoundBoard find_board(const cv::Mat& gray);

}  // namespace starsight::vision
