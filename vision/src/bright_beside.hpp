#pragma once
// Whether another board may lie beside the board read: small bright detail (printed stars, ink) beyond it, as much
// as on the board itself and gathered in part of the frame rather than spread over all of it.
#include <opencv2/core.hpp>

namespace starsight::vision {

// `tophat`: the photo minus its opening at the board's scale (CV_8U); `homography`: template units -> its pixels
// for the board read; `star_peak`: the top-hat a printed star reaches.
bool board_may_lie_beside(const cv::Mat& tophat, const cv::Matx33d& homography, double star_peak);

// The same asked of `gray`, the photo itself, once the board is read: its top-hat is made at the board's scale.
bool board_may_lie_beside(const cv::Mat& gray, const cv::Matx33d& homography);

}  // namespace starsight::vision
