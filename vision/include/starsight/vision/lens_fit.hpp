#pragma once
// How far a photo's lattice stars stray from the best homography, and the
// camera lens (starsight/lens.hpp) whose removal makes them stray least: a
// homography maps the printed lattice exactly through a distortion-free lens.
#include <vector>

#include <opencv2/core.hpp>

#include "starsight/lens.hpp"

namespace starsight::vision {

// One photo's stars: template units and where each was found (the photo's pixels, `image` its size).
struct StarsSeen {
  std::vector<cv::Point2f> star_template, star_photo;
  cv::Size image;
};

// The stars' rms straying (template units) from the best homography of each photo, with `lens` taken out.
double star_straying(const std::vector<StarsSeen>& photos, const Lens& lens);

// The lens (|k1| up to kLargestLensK1) whose removal lets one homography per photo fit its stars best (every photo
// taken with one camera and zoom).
Lens best_lens(const std::vector<StarsSeen>& photos);

}  // namespace starsight::vision
