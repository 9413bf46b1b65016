#include "rectified_board.hpp"

#include <cmath>

#include <opencv2/imgproc.hpp>

#include "board_warp.hpp"
#include "grey_morphology.hpp"
#include "template_geometry.hpp"

namespace starsight::vision {

RectifiedBoard rectify(const cv::Mat& photo_gray, const cv::Matx33d& homography, double scale) {
  RectifiedBoard r;
  r.scale = scale;
  const cv::Matx33d rect_from_template_units(scale, 0, 0, 0, scale, 0, 0, 0, 1);
  r.photo_from_rect = homography * rect_from_template_units.inv();
  const cv::Size size(static_cast<int>(std::lround(kRectWidth * scale)),
                      static_cast<int>(std::lround(kRectHeight * scale)));
  if (photo_gray.type() == CV_8UC1)
    warp_perspective_gray(photo_gray, r.gray, r.photo_from_rect, size);
  else
    cv::warpPerspective(photo_gray, r.gray, cv::Mat(r.photo_from_rect), size, cv::INTER_LINEAR | cv::WARP_INVERSE_MAP,
                        cv::BORDER_REPLICATE);
  // Wider than a marker line or a star's arms, narrower than the glare: what remains is the drawing.
  const int k = static_cast<int>(std::lround(19 * scale)) | 1;
  grey_opening(r.gray, r.background, k);
  cv::Mat diff;
  cv::subtract(r.gray, r.background, diff);
  diff.convertTo(r.tophat, CV_32F);
  cv::GaussianBlur(r.tophat, r.smooth, cv::Size(5, 5), 1.2);
  return r;
}

cv::Mat wide_bright_things(const RectifiedBoard& r) {
  // The background keeps what is wider than the top-hat's 19 units; its own opening at 61 units keeps the
  // sky's level and the glare (wider still), so the difference is what lies over the board between the two.
  // (At half the scale: the things sought are wide, and the opening's cost grows with its size.)
  cv::Mat half, level, out;
  cv::resize(r.background, half, cv::Size(), 0.5, 0.5, cv::INTER_AREA);
  const int k = static_cast<int>(std::lround(61 * r.scale / 2)) | 1;
  grey_opening(half, level, k);
  cv::subtract(half, level, half);
  half.convertTo(out, CV_32F);
  return out;
}

}  // namespace starsight::vision
