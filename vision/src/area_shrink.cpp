#include "area_shrink.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <vector>

#include <opencv2/core/hal/intrin.hpp>
#include <opencv2/imgproc.hpp>

#include "vector_clones.hpp"

namespace starsight::vision {
namespace {

// The mean of 16 pixels as OpenCV's area resize rounds it: their sum times 1/16 in float (exact), rounded to the
// nearest integer, halves to even.
inline unsigned char mean_of_16(unsigned sum) {
  const unsigned q = sum >> 4, r = sum & 15;
  return static_cast<unsigned char>(q + (r > 8 || (r == 8 && (q & 1))));
}

// A shrink by exactly 4 (a 1920 x 1080 frame to the board finder's 480 pixels): OpenCV's area resize has vector
// code for halving only, and runs a scalar loop over each 4 x 4 block here (1.4 ms a 1080p frame, a tenth of the
// finder). The blocks' sums are taken four rows at a time, column by column, which the compiler vectorises.
cv::Mat quarter(const cv::Mat& gray) {
  cv::Mat out(gray.rows / 4, gray.cols / 4, CV_8U);
  std::vector<std::uint16_t> columns(static_cast<std::size_t>(gray.cols));
  for (int y = 0; y < out.rows; ++y) {
    const unsigned char* r0 = gray.ptr<unsigned char>(4 * y);
    const unsigned char* r1 = gray.ptr<unsigned char>(4 * y + 1);
    const unsigned char* r2 = gray.ptr<unsigned char>(4 * y + 2);
    const unsigned char* r3 = gray.ptr<unsigned char>(4 * y + 3);
    for (std::size_t x = 0; x < columns.size(); ++x)
      columns[x] = static_cast<std::uint16_t>(r0[x] + r1[x] + r2[x] + r3[x]);
    unsigned char* o = out.ptr<unsigned char>(y);
    int x = 0;
#if CV_SIMD128
    // Eight blocks at a time: pairs of column sums added by a multiply-add with ones, then pairs of pairs (the
    // sums, at most 16 x 255, fit 16 bits), and mean_of_16's rounding as (sum + 7 + (sum >> 4 & 1)) >> 4: a
    // remainder above 8 carries, one below does not, and 8 carries only onto an odd quotient.
    const cv::v_int16x8 ones = cv::v_setall_s16(1);
    const cv::v_int32x4 seven = cv::v_setall_s32(7), one = cv::v_setall_s32(1);
    for (; x + 8 <= out.cols; x += 8) {
      const auto* c = reinterpret_cast<const short*>(&columns[static_cast<std::size_t>(4 * x)]);
      const cv::v_int16x8 pairs_lo =
          cv::v_pack(cv::v_dotprod(cv::v_load(c), ones), cv::v_dotprod(cv::v_load(c + 8), ones));
      const cv::v_int16x8 pairs_hi =
          cv::v_pack(cv::v_dotprod(cv::v_load(c + 16), ones), cv::v_dotprod(cv::v_load(c + 24), ones));
      const cv::v_int32x4 lo = cv::v_dotprod(pairs_lo, ones), hi = cv::v_dotprod(pairs_hi, ones);
      const cv::v_int32x4 mean_lo = (lo + seven + ((lo >> 4) & one)) >> 4;
      const cv::v_int32x4 mean_hi = (hi + seven + ((hi >> 4) & one)) >> 4;
      const cv::v_int16x8 means = cv::v_pack(mean_lo, mean_hi);
      cv::v_store_low(o + x, cv::v_pack_u(means, means));
    }
#endif
    for (; x < out.cols; ++x) {
      const std::uint16_t* c = &columns[static_cast<std::size_t>(4 * x)];
      o[x] = mean_of_16(static_cast<unsigned>(c[0] + c[1] + c[2] + c[3]));
    }
  }
  return out;
}

// One source pixel's share of one output pixel, as OpenCV's area resize tabulates them (DecimateAlpha).
struct Share {
  int from, to;  // source and output index along one axis
  float weight;
};

// OpenCV's computeResizeAreaTab: along an axis of `from_size` pixels shrunk to `to_size` by `scale`, the shares
// in its order (by output index, then source index), with its arithmetic.
std::vector<Share> area_shares(int from_size, int to_size, double scale) {
  std::vector<Share> shares;
  shares.reserve(static_cast<std::size_t>(2 * from_size));
  for (int d = 0; d < to_size; ++d) {
    const double f1 = d * scale, f2 = f1 + scale;
    const double cell = std::min(scale, from_size - f1);
    int s1 = cvCeil(f1), s2 = cvFloor(f2);
    s2 = std::min(s2, from_size - 1);
    s1 = std::min(s1, s2);
    if (s1 - f1 > 1e-3) shares.push_back({s1 - 1, d, static_cast<float>((s1 - f1) / cell)});
    for (int s = s1; s < s2; ++s) shares.push_back({s, d, static_cast<float>(1.0 / cell)});
    if (f2 - s2 > 1e-3) shares.push_back({s2, d, static_cast<float>(std::min(std::min(f2 - s2, 1.), cell) / cell)});
  }
  return shares;
}

// The shares along the rows laid out for vector lanes: `count` of them for each output pixel x (the most any has),
// the k-th at from[k * width + x] with weight[k * width + x]; an output pixel with fewer has the rest weighed 0 on
// its first source pixel (a sum of non-negative terms is not changed by adding 0).
struct Lanes {
  int count = 0;
  std::vector<int> from;
  std::vector<float> weight;
};

Lanes lanes_of(const std::vector<Share>& shares, int width) {
  Lanes l;
  std::vector<int> first(static_cast<std::size_t>(width), -1), count(static_cast<std::size_t>(width), 0);
  for (const Share& s : shares) {
    const auto x = static_cast<std::size_t>(s.to);
    if (first[x] < 0) first[x] = s.from;
    l.count = std::max(l.count, ++count[x]);
  }
  const std::size_t n = static_cast<std::size_t>(l.count) * static_cast<std::size_t>(width);
  l.from.assign(n, 0);
  l.weight.assign(n, 0.f);
  for (std::size_t x = 0; x < first.size(); ++x)
    for (int k = 0; k < l.count; ++k) l.from[static_cast<std::size_t>(k * width) + x] = std::max(first[x], 0);
  std::fill(count.begin(), count.end(), 0);
  for (const Share& s : shares) {
    const auto x = static_cast<std::size_t>(s.to);
    const std::size_t at = static_cast<std::size_t>(count[x]++ * width) + x;
    l.from[at] = s.from;
    l.weight[at] = s.weight;
  }
  return l;
}

STARSIGHT_VECTOR_CLONES void to_floats(const unsigned char* __restrict src, float* __restrict out, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) out[i] = src[i];
}
// row[x] = src[from[x]] * weight[x] (the first share: 0 plus it, as OpenCV sums), or row[x] += it.
STARSIGHT_VECTOR_CLONES void first_share(const float* __restrict src, const int* __restrict from,
                                         const float* __restrict weight, float* __restrict row, std::size_t n) {
  for (std::size_t x = 0; x < n; ++x) row[x] = src[from[x]] * weight[x];
}
STARSIGHT_VECTOR_CLONES void next_share(const float* __restrict src, const int* __restrict from,
                                        const float* __restrict weight, float* __restrict row, std::size_t n) {
  for (std::size_t x = 0; x < n; ++x) row[x] = row[x] + src[from[x]] * weight[x];
}
// sum[x] = w * row[x], or sum[x] + w * row[x].
STARSIGHT_VECTOR_CLONES void first_row(const float* __restrict row, float w, float* __restrict sum, std::size_t n) {
  for (std::size_t x = 0; x < n; ++x) sum[x] = w * row[x];
}
STARSIGHT_VECTOR_CLONES void next_row(const float* __restrict row, float w, float* __restrict sum, std::size_t n) {
  for (std::size_t x = 0; x < n; ++x) sum[x] = sum[x] + w * row[x];
}

// out[x] = cv::saturate_cast<unsigned char>(sum[x]): rounded to the nearest, halves to even, and clamped.
void to_bytes(const float* sum, unsigned char* out, std::size_t n) {
  std::size_t x = 0;
#if CV_SIMD128
  for (; x + 8 <= n; x += 8) {
    const cv::v_int16x8 words = cv::v_pack(cv::v_round(cv::v_load(sum + x)), cv::v_round(cv::v_load(sum + x + 4)));
    cv::v_store_low(out + x, cv::v_pack_u(words, words));
  }
#endif
  for (; x < n; ++x) out[x] = cv::saturate_cast<unsigned char>(sum[x]);
}

// A shrink by a scale that is no whole number (a 12 MP photo's 1008-pixel look to the panel circles' 960
// pixels or the finder's 480): OpenCV's ResizeArea_Invoker, its float sums in its order, but a source row's
// horizontal sums are made once. OpenCV makes them again for each output row the source row shares (nearly
// every row, shrinking by 1.05), and from 1008 pixels to 960 spent 54 M instructions, more than the panel
// circles' search itself. Each step runs along a whole row in vector lanes: the horizontal sums by each output
// pixel's k-th share at once (added one share at a time into the row, they spent 43 M instructions a 12 MP photo).
cv::Mat shrunk(const cv::Mat& gray, cv::Size size, double scale_x, double scale_y) {
  const Lanes across = lanes_of(area_shares(gray.cols, size.width, scale_x), size.width);
  const std::vector<Share> down = area_shares(gray.rows, size.height, scale_y);
  const auto width = static_cast<std::size_t>(size.width);
  cv::Mat out(size, CV_8U);
  std::vector<float> source(static_cast<std::size_t>(gray.cols)), row(width), sum(width);
  int row_from = -1;  // the source row `row` holds the sums of
  for (std::size_t j = 0; j < down.size(); ++j) {
    const Share& v = down[j];
    if (v.from != row_from) {
      to_floats(gray.ptr<unsigned char>(v.from), source.data(), source.size());
      for (int k = 0; k < across.count; ++k) {
        const std::size_t at = static_cast<std::size_t>(k) * width;
        (k == 0 ? first_share : next_share)(source.data(), &across.from[at], &across.weight[at], row.data(), width);
      }
      row_from = v.from;
    }
    (j == 0 || down[j - 1].to != v.to ? first_row : next_row)(row.data(), v.weight, sum.data(), width);
    if (j + 1 == down.size() || down[j + 1].to != v.to) to_bytes(sum.data(), out.ptr<unsigned char>(v.to), width);
  }
  return out;
}

}  // namespace

cv::Mat shrink_by_area(const cv::Mat& gray, double k) {
  if (k == 0.25 && gray.type() == CV_8UC1 && gray.cols % 4 == 0 && gray.rows % 4 == 0) return quarter(gray);
  // cv::resize's own choice of size and scales.
  const cv::Size size(cv::saturate_cast<int>(gray.cols * k), cv::saturate_cast<int>(gray.rows * k));
  const double scale = 1. / k;
  const bool whole = std::abs(scale - cv::saturate_cast<int>(scale)) < DBL_EPSILON;
  if (gray.type() == CV_8UC1 && scale >= 1 && !whole && !size.empty() && size != gray.size())
    return shrunk(gray, size, scale, scale);
  cv::Mat out;
  cv::resize(gray, out, cv::Size(), k, k, cv::INTER_AREA);
  return out;
}

}  // namespace starsight::vision
