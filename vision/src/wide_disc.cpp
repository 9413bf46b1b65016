#include "wide_disc.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

#include "grey_morphology.hpp"

namespace starsight::vision {
namespace {

// `done` (half of `mask`'s even size) doubled as cv::resize(INTER_NEAREST) doubles it, pixel (x, y) from
// (x / 2, y / 2), and joined with `mask` (a closing) or cut to it (an opening). cv::resize's nearest-neighbour
// code looks each pixel up in a table of offsets: 0.8 M instructions for a 480 x 270 mask, nine times its
// area halving and more than the disc's own morphology; here a half row is doubled by writing each pixel into
// both bytes of a 16-bit word.
cv::Mat doubled_with(const cv::Mat& done, const cv::Mat& mask, cv::MorphTypes op) {
  cv::Mat out(mask.size(), CV_8U);
  std::vector<std::uint16_t> pairs(static_cast<std::size_t>(done.cols));
  const auto* twice = reinterpret_cast<const unsigned char*>(pairs.data());  // both bytes alike: any byte order
  const int cols = out.cols;  // (a local: the stores below through unsigned char may alias out.cols)
  for (int y = 0; y < out.rows; ++y) {
    if (y % 2 == 0) {
      const unsigned char* d = done.ptr<unsigned char>(y / 2);
      for (std::size_t x = 0; x < pairs.size(); ++x) pairs[x] = static_cast<std::uint16_t>(d[x] * 0x0101u);
    }
    const unsigned char* m = mask.ptr<unsigned char>(y);
    unsigned char* o = out.ptr<unsigned char>(y);
    if (op == cv::MORPH_CLOSE)
      for (int x = 0; x < cols; ++x) o[x] = static_cast<unsigned char>(twice[x] | m[x]);
    else
      for (int x = 0; x < cols; ++x) o[x] = static_cast<unsigned char>(twice[x] & m[x]);
  }
  return out;
}

}  // namespace

cv::Mat wide_disc(const cv::Mat& mask, cv::MorphTypes op, int size) {
  const int half_size = std::max(3, ((size + 1) / 2) | 1);
  const cv::Mat disc = cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(half_size, half_size));
  cv::Mat half, done, back;
  cv::resize(mask, half, cv::Size(), 0.5, 0.5, cv::INTER_AREA);
  cv::threshold(half, half, 127, 255, cv::THRESH_BINARY);
  grey_morphology(half, done, op, disc);
  if (mask.cols % 2 == 0 && mask.rows % 2 == 0) return doubled_with(done, mask, op);
  // An odd side (the halving rounds it): cv::resize maps the last column or row as it does.
  cv::resize(done, back, mask.size(), 0, 0, cv::INTER_NEAREST);
  if (op == cv::MORPH_CLOSE)
    cv::bitwise_or(back, mask, back);
  else
    cv::bitwise_and(back, mask, back);
  return back;
}

}  // namespace starsight::vision
