#include "rectified_board.hpp"

#include <algorithm>
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
  return r;
}

const cv::Mat& RectifiedBoard::smooth(int first, int last) const {
  if (smooth_made_.empty()) {
    smooth_.create(tophat.size(), CV_32F);
    smooth_made_.assign(static_cast<std::size_t>(tophat.rows), 0);
  }
  first = std::max(first, 0), last = std::min(last, tophat.rows - 1);
  // Each run of rows not made yet is blurred at once. An OpenCV filter on a band of rows of an image reads the rows
  // beyond the band and makes its border only beyond the image: each row is made as in the whole blur (whole rows:
  // each column keeps its place in the blur's vector lanes or its scalar tail).
  for (int y = first; y <= last;) {
    if (smooth_made_[static_cast<std::size_t>(y)]) {
      ++y;
      continue;
    }
    int end = y;
    while (end + 1 <= last && !smooth_made_[static_cast<std::size_t>(end + 1)]) ++end;
    const cv::Range band(y, end + 1);
    cv::Mat out = smooth_.rowRange(band);
    cv::GaussianBlur(tophat.rowRange(band), out, cv::Size(5, 5), 1.2);
    std::fill(smooth_made_.begin() + y, smooth_made_.begin() + end + 1, 1);
    y = end + 1;
  }
  return smooth_;
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
