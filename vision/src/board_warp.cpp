#include "board_warp.hpp"

#include <algorithm>
#include <bit>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "vector_clones.hpp"

namespace starsight::vision {
namespace {

// OpenCV warps in blocks of 64 x 16 output pixels (BLOCK_SZ 32 in imgwarp.cpp): for each block it writes the
// source coordinates to a table, then remaps the block through cv::remap's general code (about 70 instructions
// a pixel on the 546 x 700 board). Here an output row is made in a few passes over its pixels, each a plain loop
// the compiler puts in vector lanes (made for AVX2 too, picked at load time: 4 doubles or 8 ints a step): the
// source coordinates, where each pixel's square of neighbours lies, the neighbours gathered, their weighing. The
// coordinates are worked out from each block's corner exactly as OpenCV's are (the same double operations in the
// same order), since a sum from another origin can round to the other side of a 1/32 pixel step.
constexpr int kInterBits = 5, kTab = 1 << kInterBits;  // OpenCV's INTER_BITS, INTER_TAB_SIZE

// Adding and taking away 1.5 x 2^52 rounds a double within +-2^51 to the nearest integer, ties to even: as cvRound
// does (the processor's default rounding), in vector lanes.
constexpr double kRounder = 6755399441055744.0;

// Coordinates within +-2^29 1/32 pixels (2^24 pixels: far outside any photo) are made in vector lanes.
constexpr double kNear = 1 << 29;

// Whether every pixel of a block row of `count` whose first has x0, y0, w0 before the division has coordinates
// within +-kNear. They are ratios of two linear functions of the pixel's place: between the row's ends, where the
// divisor keeps its sign, they lie between the ends' (a row past the horizon, or running far off, is not).
bool block_row_near(const double* m, double x0, double y0, double w0, int count) {
  for (const double at : {0.0, static_cast<double>(count - 1)}) {
    const double w = w0 + m[6] * at;
    if (!(w0 > 0 && w > 0) && !(w0 < 0 && w < 0)) return false;
    if (!(std::abs((x0 + m[0] * at) * (kTab / w)) < kNear && std::abs((y0 + m[3] * at) * (kTab / w)) < kNear))
      return false;
  }
  return true;
}

// The 1/32-pixel source coordinates of `count` pixels of such a block row: OpenCV's W = W0 + M6 x,
// W = W ? 32 / W : 0, X = cvRound(clamp((X0 + M0 x) W)), whose clamp to the ints then changes nothing.
STARSIGHT_VECTOR_CLONES void block_row_coordinates(const double* m, double x0, double y0, double w0, int count,
                                                   int* __restrict fx, int* __restrict fy) {
  const double m0 = m[0], m3 = m[3], m6 = m[6];
  for (int i = 0; i < count; ++i) {
    const double at = i, w = w0 + m6 * at;
    const double over_w = w != 0 ? kTab / w : 0.0;
    fx[i] = static_cast<int>(((x0 + m0 * at) * over_w + kRounder) - kRounder);
    fy[i] = static_cast<int>(((y0 + m3 * at) * over_w + kRounder) - kRounder);
  }
}

// OpenCV's coordinates of the pixel `at` pixels into a block row as it makes them, clamps and all.
void clamped_coordinates(const double* m, double x0, double y0, double w0, int at, int& fx, int& fy) {
  double w = w0 + m[6] * at;
  w = w != 0 ? kTab / w : 0;
  fx = cvRound(std::max(static_cast<double>(INT_MIN), std::min(static_cast<double>(INT_MAX), (x0 + m[0] * at) * w)));
  fy = cvRound(std::max(static_cast<double>(INT_MIN), std::min(static_cast<double>(INT_MAX), (y0 + m[3] * at) * w)));
}

// Where each pixel's square of neighbours starts (the offset of its top left in the photo; 0 when the square is
// not wholly in the photo: such a pixel is made apart); how many such pixels there are.
STARSIGHT_VECTOR_CLONES int neighbour_offsets(const int* fx, const int* fy, int count, int cols, int rows, int step,
                                              int* __restrict offset, unsigned char* __restrict inside) {
  int outside = 0;
  for (int i = 0; i < count; ++i) {
    // (OpenCV also saturates these to 16 bits; on a photo under 32767 pixels a side that changes no clamp.)
    const int sx = fx[i] >> kInterBits, sy = fy[i] >> kInterBits;
    const bool in = (static_cast<unsigned>(sx) < static_cast<unsigned>(cols - 1)) &
                    (static_cast<unsigned>(sy) < static_cast<unsigned>(rows - 1));  // (& : no branch)
    offset[i] = in ? sy * step + sx : 0;
    inside[i] = in;
    outside += !in;
  }
  return outside;
}

// Each pixel's square of neighbours: a pixel and its right-hand neighbour read as one 16-bit word, in the row
// and the row below. (Four pixels a turn of the loop: its own bookkeeping was a third of it.)
void gather_neighbours(const unsigned char* src, std::ptrdiff_t step, const int* offset, int count,
                       std::uint16_t* __restrict upper, std::uint16_t* __restrict lower) {
#pragma GCC unroll 4
  for (int i = 0; i < count; ++i) {
    const unsigned char* p = src + offset[i];
    std::memcpy(&upper[i], p, 2);
    std::memcpy(&lower[i], p + step, 2);
  }
}

// OpenCV's bilinear remap of 8-bit pixels: weights (32 - a)(32 - b) ... times 32 summing to 2^15, rounded by
// adding 2^14 and shifting by 15 (which is the same as weights without the factor 32, 2^9 and 10). Its table's
// one uneven entry (32767, 0, 0, 1 for a whole-pixel position) gives the same value as (32768, 0, 0, 0).
inline unsigned char bilinear(int v0, int v1, int v2, int v3, int ax, int ay) {
  // v0 (32 - a) + v1 a written as 32 v0 + (v1 - v0) a: the same integers, one product fewer.
  const int top = (v0 << kInterBits) + (v1 - v0) * ax, bottom = (v2 << kInterBits) + (v3 - v2) * ax;
  return static_cast<unsigned char>(((top << kInterBits) + (bottom - top) * ay + (1 << 9)) >> 10);
}

// The first pixel of a gathered word (the one at the lower address), and the second.
constexpr int kFirstShift = std::endian::native == std::endian::little ? 0 : 8;
inline int first_of(std::uint16_t pair) { return (pair >> kFirstShift) & 0xff; }
inline int second_of(std::uint16_t pair) { return (pair >> (8 - kFirstShift)) & 0xff; }

STARSIGHT_VECTOR_CLONES void weigh_neighbours(const std::uint16_t* upper, const std::uint16_t* lower, const int* fx,
                                              const int* fy, int count, unsigned char* __restrict out) {
  for (int i = 0; i < count; ++i)
    out[i] = bilinear(first_of(upper[i]), second_of(upper[i]), first_of(lower[i]), second_of(lower[i]),
                      fx[i] & (kTab - 1), fy[i] & (kTab - 1));
}

// A pixel whose square of neighbours leaves the photo, BORDER_REPLICATE: the nearest row and column of the photo.
unsigned char at_border(const unsigned char* src, std::ptrdiff_t step, int cols, int rows, int fx, int fy) {
  const int sx = fx >> kInterBits, sy = fy >> kInterBits;
  const int sx0 = std::clamp(sx, 0, cols - 1), sx1 = std::clamp(sx + 1, 0, cols - 1);
  const int sy0 = std::clamp(sy, 0, rows - 1), sy1 = std::clamp(sy + 1, 0, rows - 1);
  const unsigned char* r0 = src + sy0 * step;
  const unsigned char* r1 = src + sy1 * step;
  return bilinear(r0[sx0], r0[sx1], r1[sx0], r1[sx1], fx & (kTab - 1), fy & (kTab - 1));
}

}  // namespace

void warp_perspective_gray(const cv::Mat& photo, cv::Mat& out, const cv::Matx33d& out_to_photo, cv::Size size) {
  CV_Assert(photo.type() == CV_8UC1 && !photo.empty() && photo.cols < SHRT_MAX && photo.rows < SHRT_MAX);
  const int width = size.width, height = size.height;
  const int cols = photo.cols, rows = photo.rows;
  const auto step = static_cast<std::ptrdiff_t>(photo.step[0]);
  if (step * rows >= INT_MAX) {  // offsets beyond an int (a part of an image wider than 32767 pixels)
    cv::warpPerspective(photo, out, cv::Mat(out_to_photo), size, cv::INTER_LINEAR | cv::WARP_INVERSE_MAP,
                        cv::BORDER_REPLICATE);
    return;
  }
  out.create(size, CV_8UC1);
  if (width <= 0 || height <= 0) return;
  const double* m = out_to_photo.val;
  // OpenCV's block width (its height only groups rows, which are worked out alike).
  const int bh0 = std::min(16, height), bw0 = std::min(1024 / bh0, width);
  const unsigned char* src = photo.ptr<unsigned char>(0);
  const auto n = static_cast<std::size_t>(width);
  std::vector<int> fx(n), fy(n), offset(n);
  std::vector<unsigned char> inside(n);
  std::vector<std::uint16_t> upper(n), lower(n);
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; x += bw0) {
      const double x0 = m[0] * x + m[1] * y + m[2];
      const double y0 = m[3] * x + m[4] * y + m[5];
      const double w0 = m[6] * x + m[7] * y + m[8];
      const int bw = std::min(bw0, width - x);
      if (block_row_near(m, x0, y0, w0, bw))
        block_row_coordinates(m, x0, y0, w0, bw, fx.data() + x, fy.data() + x);
      else
        for (int i = 0; i < bw; ++i) {
          const auto k = static_cast<std::size_t>(x + i);
          clamped_coordinates(m, x0, y0, w0, i, fx[k], fy[k]);
        }
    }
    // (A photo of one row or column has no pixel with a whole square: then offset 0 is never read.)
    const int outside = neighbour_offsets(fx.data(), fy.data(), width, cols, rows, static_cast<int>(step),
                                          offset.data(), inside.data());
    unsigned char* d = out.ptr<unsigned char>(y);
    if (outside < width) {
      gather_neighbours(src, step, offset.data(), width, upper.data(), lower.data());
      weigh_neighbours(upper.data(), lower.data(), fx.data(), fy.data(), width, d);
    }
    if (outside > 0)
      for (std::size_t i = 0; i < n; ++i)
        if (!inside[i]) d[i] = at_border(src, step, cols, rows, fx[i], fy[i]);
  }
}

}  // namespace starsight::vision
