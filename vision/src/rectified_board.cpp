#include "rectified_board.hpp"

#include <opencv2/imgproc.hpp>

#include "template_geometry.hpp"

namespace starsight::vision {

RectifiedBoard rectify(const cv::Mat& photo_gray, const cv::Matx33d& homography) {
  RectifiedBoard r;
  r.photo_from_rect = homography * rect_from_template().inv();
  cv::warpPerspective(photo_gray, r.gray, cv::Mat(r.photo_from_rect), cv::Size(kRectWidth, kRectHeight),
                      cv::INTER_LINEAR | cv::WARP_INVERSE_MAP, cv::BORDER_REPLICATE);
  cv::Mat background;
  // Wider than a marker line or a star's arms, narrower than the glare: what remains is the drawing.
  cv::morphologyEx(r.gray, background, cv::MORPH_OPEN, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(19, 19)));
  cv::Mat diff;
  cv::subtract(r.gray, background, diff);
  diff.convertTo(r.tophat, CV_32F);
  cv::GaussianBlur(r.tophat, r.smooth, cv::Size(5, 5), 1.2);
  return r;
}

}  // namespace starsight::vision
