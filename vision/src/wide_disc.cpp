#include "wide_disc.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

#include "grey_morphology.hpp"
#include "vector_clones.hpp"

namespace starsight::vision {
namespace {

// out[x] = the second least of the 2 x 2 block of rows r0 and r1 at columns 2x and 2x + 1, for `n` blocks.
STARSIGHT_VECTOR_CLONES void second_least(const unsigned char* __restrict r0, const unsigned char* __restrict r1,
                                          unsigned char* __restrict out, int n) {
  for (int x = 0; x < n; ++x) {
    const unsigned char a = r0[2 * x], b = r0[2 * x + 1], c = r1[2 * x], d = r1[2 * x + 1];
    const unsigned char lo0 = a < b ? a : b, hi0 = a < b ? b : a, lo1 = c < d ? c : d, hi1 = c < d ? d : c;
    const unsigned char lower_high = hi0 < hi1 ? hi0 : hi1, higher_low = lo0 < lo1 ? lo1 : lo0;
    out[x] = lower_high < higher_low ? lower_high : higher_low;
  }
}

// The second least of each 2 x 2 block of `levels` (an odd last column or row repeated): its dark set at each t holds
// the blocks with 2 or more of their 4 pixels in `levels`' dark set at t.
cv::Mat halved(const cv::Mat& levels) {
  cv::Mat half((levels.rows + 1) / 2, (levels.cols + 1) / 2, CV_8U);
  const int pairs = levels.cols / 2, last = levels.cols - 1;
  for (int y = 0; y < half.rows; ++y) {
    const unsigned char* r0 = levels.ptr<unsigned char>(2 * y);
    const unsigned char* r1 = levels.ptr<unsigned char>(std::min(2 * y + 1, levels.rows - 1));
    unsigned char* h = half.ptr<unsigned char>(y);
    second_least(r0, r1, h, pairs);
    if (levels.cols % 2) h[pairs] = std::min(r0[last], r1[last]);  // the block (a, a, c, c)
  }
  return half;
}

// out[x] = the lesser (`least`) or the greater of a[x] and b[x].
STARSIGHT_VECTOR_CLONES void join(const unsigned char* __restrict a, const unsigned char* __restrict b,
                                  unsigned char* __restrict out, int n, bool least) {
  if (least)
    for (int x = 0; x < n; ++x) out[x] = a[x] < b[x] ? a[x] : b[x];
  else
    for (int x = 0; x < n; ++x) out[x] = a[x] < b[x] ? b[x] : a[x];
}

// `done` (`levels` halved) doubled, pixel (x, y) from (x / 2, y / 2), and joined with `levels` (a closing: the
// union of the dark sets, the lesser level) or cut to it (an opening: the greater). A half row is doubled by
// writing each pixel into both bytes of a 16-bit word (cv::resize's nearest-neighbour code looks each pixel up in a
// table of offsets, nine times the cost of the halving).
cv::Mat doubled_with(const cv::Mat& done, const cv::Mat& levels, cv::MorphTypes op) {
  cv::Mat out(levels.size(), CV_8U);
  std::vector<std::uint16_t> pairs(static_cast<std::size_t>(done.cols));
  const auto* twice = reinterpret_cast<const unsigned char*>(pairs.data());  // both bytes alike: any byte order
  for (int y = 0; y < out.rows; ++y) {
    if (y % 2 == 0) {
      const unsigned char* d = done.ptr<unsigned char>(y / 2);
      for (std::size_t x = 0; x < pairs.size(); ++x) pairs[x] = static_cast<std::uint16_t>(d[x] * 0x0101u);
    }
    join(twice, levels.ptr<unsigned char>(y), out.ptr<unsigned char>(y), out.cols, op == cv::MORPH_CLOSE);
  }
  return out;
}

}  // namespace

cv::Mat wide_disc(const cv::Mat& levels, cv::MorphTypes op, int size) {
  const int half_size = std::max(3, ((size + 1) / 2) | 1);
  const cv::Mat disc = cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(half_size, half_size));
  // A dark set's dilation is the dark set of its levels' erosion: the set's closing is the levels' opening, and its
  // opening their closing. (OpenCV's borders, the greatest level beyond an erosion's edge and the least beyond a
  // dilation's, lie outside the set as it is dilated and inside it as it is eroded, as a mask's borders do.)
  const cv::MorphTypes on_levels = op == cv::MORPH_CLOSE ? cv::MORPH_OPEN : cv::MORPH_CLOSE;
  cv::Mat done;
  grey_morphology(halved(levels), done, on_levels, disc);
  return doubled_with(done, levels, op);
}

}  // namespace starsight::vision
