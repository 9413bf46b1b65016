#include "composite.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

namespace starsight::render {

cv::Rect warp_into(cv::Mat& photo, const cv::Mat& flat, const cv::Mat& mask, const cv::Matx33d& m,
                   cv::Mat* warped_mask) {
  double x0 = 1e18, y0 = 1e18, x1 = -1e18, y1 = -1e18;
  const double w = flat.cols, h = flat.rows;
  for (const cv::Vec3d& c : {cv::Vec3d(-1, -1, 1), cv::Vec3d(w, -1, 1), cv::Vec3d(w, h, 1), cv::Vec3d(-1, h, 1)}) {
    const cv::Vec3d q = m * c;
    if (q[2] <= 1e-9) return {};
    x0 = std::min(x0, q[0] / q[2]), x1 = std::max(x1, q[0] / q[2]);
    y0 = std::min(y0, q[1] / q[2]), y1 = std::max(y1, q[1] / q[2]);
  }
  cv::Rect roi(static_cast<int>(std::floor(std::max(x0, -1.0))) - 1,
               static_cast<int>(std::floor(std::max(y0, -1.0))) - 1, 0, 0);
  roi.width = static_cast<int>(std::ceil(std::min(x1, 1e7))) + 2 - roi.x;
  roi.height = static_cast<int>(std::ceil(std::min(y1, 1e7))) + 2 - roi.y;
  roi &= cv::Rect(0, 0, photo.cols, photo.rows);
  if (roi.empty()) return {};
  const cv::Matx33d shift(1, 0, -roi.x, 0, 1, -roi.y, 0, 0, 1);
  const cv::Mat mm(shift * m);
  cv::Mat part, alpha;
  cv::warpPerspective(flat, part, mm, roi.size(), cv::INTER_LINEAR, cv::BORDER_CONSTANT);
  cv::warpPerspective(mask, alpha, mm, roi.size(), cv::INTER_LINEAR, cv::BORDER_CONSTANT);
  cv::Mat dst = photo(roi);
  for (int y = 0; y < roi.height; ++y) {
    const auto* src = part.ptr<cv::Vec3b>(y);
    const std::uint8_t* a = alpha.ptr<std::uint8_t>(y);
    auto* out = dst.ptr<cv::Vec3b>(y);
    for (int x = 0; x < roi.width; ++x) {
      const int k = a[x];
      if (k == 0) continue;
      if (k == 255) {
        out[x] = src[x];
        continue;
      }
      for (int c = 0; c < 3; ++c)
        out[x][c] = static_cast<std::uint8_t>((src[x][c] * k + out[x][c] * (255 - k) + 127) / 255);
    }
  }
  if (warped_mask) *warped_mask = alpha;
  return roi;
}

}  // namespace starsight::render
