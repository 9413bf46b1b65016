#include "board_warp.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstring>

#include <opencv2/core/hal/intrin.hpp>

namespace starsight::vision {
namespace {

// OpenCV warps in blocks of 64 x 16 output pixels (BLOCK_SZ 32 in imgwarp.cpp): for each block it writes the
// source coordinates to a table, then remaps the block through cv::remap's general code (about 70 instructions
// a pixel on the 546 x 700 board, 2.6 ms, the largest single call of a read). Here each pixel is sampled as
// soon as its coordinates are known. The coordinates are worked out from each block's corner exactly as
// OpenCV's are (the same double operations in the same order), since a sum from another origin can round to the
// other side of a 1/32 pixel step.
constexpr int kInterBits = 5, kTab = 1 << kInterBits;  // OpenCV's INTER_BITS, INTER_TAB_SIZE

// A source coordinate in 1/32 pixels, as OpenCV rounds it (to nearest, ties to even, as cvRound).
inline int fixed_point(double v) {
  return cvRound(std::max(static_cast<double>(INT_MIN), std::min(static_cast<double>(INT_MAX), v)));
}

// The 1/32-pixel source coordinates of a block row's `count` pixels, whose first has x0, y0, w0 before the
// division: two at a time in vector lanes where the machine has them (the same operations, and rounding, as
// OpenCV's own vector code for this step).
void row_coordinates(const double* m, double x0, double y0, double w0, int count, int* fx, int* fy) {
  int x1 = 0;
#if CV_SIMD128_64F
  const cv::v_float64x2 m0 = cv::v_setall_f64(m[0]), m3 = cv::v_setall_f64(m[3]), m6 = cv::v_setall_f64(m[6]);
  const cv::v_float64x2 vx0 = cv::v_setall_f64(x0), vy0 = cv::v_setall_f64(y0), vw0 = cv::v_setall_f64(w0);
  const cv::v_float64x2 tab = cv::v_setall_f64(kTab), zero = cv::v_setzero_f64(), two = cv::v_setall_f64(2);
  const cv::v_float64x2 lowest = cv::v_setall_f64(INT_MIN), highest = cv::v_setall_f64(INT_MAX);
  cv::v_float64x2 at(0, 1);
  for (; x1 + 2 <= count; x1 += 2, at = at + two) {
    cv::v_float64x2 w = vw0 + m6 * at;
    w = cv::v_select(w == zero, zero, tab / w);
    const cv::v_float64x2 x = cv::v_max(lowest, cv::v_min(highest, (vx0 + m0 * at) * w));
    const cv::v_float64x2 y = cv::v_max(lowest, cv::v_min(highest, (vy0 + m3 * at) * w));
    cv::v_store_low(fx + x1, cv::v_round(x));
    cv::v_store_low(fy + x1, cv::v_round(y));
  }
#endif
  for (; x1 < count; ++x1) {
    double w = w0 + m[6] * x1;
    w = w ? kTab / w : 0;
    fx[x1] = fixed_point((x0 + m[0] * x1) * w);
    fy[x1] = fixed_point((y0 + m[3] * x1) * w);
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

#if CV_SIMD128
// Pixels sampled together: their neighbours are gathered two by two (a pixel and the next in its row, one 16-bit
// load on a little-endian machine), the weighing is done in vector lanes.
constexpr int kGroup = 8;

// Where a group's neighbours are gathered (kept in memory: the loads are what it is for).
struct Gathered {
  alignas(16) std::array<std::uint16_t, kGroup> upper, lower;  // a pixel and its right-hand neighbour
};

// bilinear() for kGroup pixels whose 1/32-pixel source coordinates are `fx`, `fy`, into `out`; false, with nothing
// written, when one of them needs the photo's border. The same integers: top and bottom as bilinear() makes them
// (within -31 x 255 .. 32 x 255, so 16-bit lanes neither saturate nor wrap), then (top << 5) + (bottom - top) ay
// written as top (32 - ay) + bottom ay, two products summed in 32 bits by one multiply-add.
bool bilinear_group(const unsigned char* src, std::ptrdiff_t step, int cols, int rows, const int* fx, const int* fy,
                    Gathered& g, unsigned char* out) {
  const cv::v_int32x4 fx0 = cv::v_load(fx), fx1 = cv::v_load(fx + 4), fy0 = cv::v_load(fy), fy1 = cv::v_load(fy + 4);
  // Every pixel's square of neighbours within the photo: 0 <= sx < cols - 1 and 0 <= sy < rows - 1.
  const cv::v_int32x4 zero = cv::v_setzero_s32(), last_x = cv::v_setall_s32(cols - 1),
                      last_y = cv::v_setall_s32(rows - 1);
  const cv::v_int32x4 sx0 = fx0 >> kInterBits, sx1 = fx1 >> kInterBits, sy0 = fy0 >> kInterBits,
                      sy1 = fy1 >> kInterBits;
  if (!cv::v_check_all((sx0 >= zero) & (sx0 < last_x) & (sx1 >= zero) & (sx1 < last_x) & (sy0 >= zero) &
                       (sy0 < last_y) & (sy1 >= zero) & (sy1 < last_y)))
    return false;
  for (int k = 0; k < kGroup; ++k) {
    const unsigned char* p = src + (fy[k] >> kInterBits) * step + (fx[k] >> kInterBits);
    const auto i = static_cast<std::size_t>(k);
    std::memcpy(&g.upper[i], p, 2);
    std::memcpy(&g.lower[i], p + step, 2);
  }
  const cv::v_int32x4 fraction = cv::v_setall_s32(kTab - 1);
  const cv::v_int16x8 wx = cv::v_pack(fx0 & fraction, fx1 & fraction), wy = cv::v_pack(fy0 & fraction, fy1 & fraction);
  const cv::v_uint16x8 low_byte = cv::v_setall_u16(0xff);
  const cv::v_uint16x8 upper = cv::v_load(g.upper.data()), lower = cv::v_load(g.lower.data());
  const cv::v_int16x8 a = cv::v_reinterpret_as_s16(upper & low_byte), b = cv::v_reinterpret_as_s16(upper >> 8);
  const cv::v_int16x8 c = cv::v_reinterpret_as_s16(lower & low_byte), e = cv::v_reinterpret_as_s16(lower >> 8);
  const cv::v_int16x8 top = (a << kInterBits) + cv::v_mul_wrap(b - a, wx);
  const cv::v_int16x8 bottom = (c << kInterBits) + cv::v_mul_wrap(e - c, wx);
  cv::v_int16x8 pairs_lo, pairs_hi, weights_lo, weights_hi;
  cv::v_zip(top, bottom, pairs_lo, pairs_hi);
  cv::v_zip(cv::v_setall_s16(kTab) - wy, wy, weights_lo, weights_hi);
  const cv::v_int32x4 half = cv::v_setall_s32(1 << 9);
  const cv::v_int32x4 lo = (cv::v_dotprod(pairs_lo, weights_lo) + half) >> 10;
  const cv::v_int32x4 hi = (cv::v_dotprod(pairs_hi, weights_hi) + half) >> 10;
  const cv::v_int16x8 both = cv::v_pack(lo, hi);
  cv::v_store_low(out, cv::v_pack_u(both, both));
  return true;
}
#endif

}  // namespace

void warp_perspective_gray(const cv::Mat& photo, cv::Mat& out, const cv::Matx33d& out_to_photo, cv::Size size) {
  CV_Assert(photo.type() == CV_8UC1 && !photo.empty() && photo.cols < SHRT_MAX && photo.rows < SHRT_MAX);
  out.create(size, CV_8UC1);
  const double* m = out_to_photo.val;
  const int width = size.width, height = size.height;
  if (width <= 0 || height <= 0) return;
  int bh0 = std::min(16, height);
  const int bw0 = std::min(1024 / bh0, width);
  bh0 = std::min(1024 / bw0, height);
  const int cols = photo.cols, rows = photo.rows;
  const auto step = static_cast<std::ptrdiff_t>(photo.step[0]);
  const unsigned char* src = photo.ptr<unsigned char>(0);
  std::array<int, 1024> fxs, fys;  // a block row's coordinates (a block is at most 1024 pixels)
#if CV_SIMD128
  Gathered gathered;
#endif
  for (int y = 0; y < height; y += bh0)
    for (int x = 0; x < width; x += bw0) {
      const int bw = std::min(bw0, width - x), bh = std::min(bh0, height - y);
      for (int y1 = 0; y1 < bh; ++y1) {
        const double x0 = m[0] * x + m[1] * (y + y1) + m[2];
        const double y0 = m[3] * x + m[4] * (y + y1) + m[5];
        const double w0 = m[6] * x + m[7] * (y + y1) + m[8];
        unsigned char* d = out.ptr<unsigned char>(y + y1) + x;
        row_coordinates(m, x0, y0, w0, bw, fxs.data(), fys.data());
        const auto sample = [&](int x1) {
          const int fx = fxs[static_cast<std::size_t>(x1)], fy = fys[static_cast<std::size_t>(x1)];
          // (OpenCV also saturates these to 16 bits; on a photo under 32767 pixels a side that changes no clamp.)
          const int sx = fx >> kInterBits, sy = fy >> kInterBits;
          const int ax = fx & (kTab - 1), ay = fy & (kTab - 1);
          if (static_cast<unsigned>(sx) < static_cast<unsigned>(cols - 1) &&
              static_cast<unsigned>(sy) < static_cast<unsigned>(rows - 1)) {
            const unsigned char* p = src + sy * step + sx;
            d[x1] = bilinear(p[0], p[1], p[step], p[step + 1], ax, ay);
          } else {  // BORDER_REPLICATE: the nearest row and column of the photo
            const int sx0 = std::clamp(sx, 0, cols - 1), sx1 = std::clamp(sx + 1, 0, cols - 1);
            const int sy0 = std::clamp(sy, 0, rows - 1), sy1 = std::clamp(sy + 1, 0, rows - 1);
            const unsigned char* r0 = src + sy0 * step;
            const unsigned char* r1 = src + sy1 * step;
            d[x1] = bilinear(r0[sx0], r0[sx1], r1[sx0], r1[sx1], ax, ay);
          }
        };
        int x1 = 0;
#if CV_SIMD128
        if constexpr (std::endian::native == std::endian::little)
          for (; x1 + kGroup <= bw; x1 += kGroup)
            if (!bilinear_group(src, step, cols, rows, fxs.data() + x1, fys.data() + x1, gathered, d + x1))
              for (int k = x1; k < x1 + kGroup; ++k) sample(k);
#endif
        for (; x1 < bw; ++x1) sample(x1);
      }
    }
}

}  // namespace starsight::vision
