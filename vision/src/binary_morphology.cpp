#include "binary_morphology.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <optional>
#include <vector>

namespace starsight::vision {
namespace {

// OpenCV's morphology with a kernel that is not a rectangle looks at every kernel pixel for every mask pixel,
// 16 pixels at a time: for the board finder's wide discs (9 and 13 pixels on a 240 x 135 half mask) about 15
// instructions a pixel for each erosion or dilation. Here a mask row is 64 pixels a word, each run of the
// kernel two shifts of joins over 1, 2, 4 ... pixels, and the kernel's rows an OR (or AND) of whole rows.
// Packing the mask into bits and back costs about 3 instructions a pixel: for a small kernel (5 pixels) on a
// full mask OpenCV's own is cheaper (measured on the board finder's closings and openings at 480 x 270).

using Word = std::uint64_t;

// A kernel row's run of ones as the offsets it reaches from the anchor: columns x + lo .. x + hi of row y + dy.
struct Run {
  int dy, lo, hi;
};

// The kernel's rows as runs; none when a row's ones are not one run, or the kernel is empty.
std::optional<std::vector<Run>> kernel_runs(const cv::Mat& kernel) {
  if (kernel.type() != CV_8U || kernel.empty()) return std::nullopt;
  const int ax = kernel.cols / 2, ay = kernel.rows / 2;  // OpenCV's default anchor: the kernel's centre
  std::vector<Run> runs;
  for (int i = 0; i < kernel.rows; ++i) {
    const unsigned char* k = kernel.ptr<unsigned char>(i);
    int first = -1, last = -1, ones = 0;
    for (int j = 0; j < kernel.cols; ++j)
      if (k[j]) {
        if (first < 0) first = j;
        last = j;
        ++ones;
      }
    if (ones == 0) continue;
    if (ones != last - first + 1) return std::nullopt;
    runs.push_back({i - ay, first - ax, last - ax});
  }
  if (runs.empty()) return std::nullopt;
  return runs;
}

// A mask as bit rows, each padded on both sides by `pad` words of the border's value. The bits past the last
// column are the border's too, so shifting a row brings in only the border.
class BitRows {
 public:
  BitRows(int cols, int rows, int pad) : cols_(cols), rows_(rows), pad_(pad), stride_(words(cols) + 2 * pad) {
    bits_.resize(static_cast<std::size_t>(stride_) * static_cast<std::size_t>(rows));
  }
  static int words(int cols) { return (cols + 63) / 64; }
  int cols() const { return cols_; }
  int rows() const { return rows_; }
  int pad() const { return pad_; }
  int stride() const { return stride_; }
  Word* row(int y) { return bits_.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(stride_); }
  const Word* row(int y) const {
    return bits_.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(stride_);
  }
  // The padding and the bits past the last column set to `border` (all ones or all zeros).
  void fill_border(Word border) {
    const int n = words(cols_);
    const int spare = n * 64 - cols_;
    const Word tail = spare ? ~Word{0} << (64 - spare) : 0;  // the bits past the last column
    for (int y = 0; y < rows_; ++y) {
      Word* r = row(y);
      std::fill(r, r + pad_, border);
      std::fill(r + pad_ + n, r + stride_, border);
      r[pad_ + n - 1] = (r[pad_ + n - 1] & ~tail) | (border & tail);
    }
  }

 private:
  int cols_, rows_, pad_, stride_;
  std::vector<Word> bits_;
};

// Eight pixels of 0 or 255 (bytes in memory order) as eight bits, pixel i at bit i: each byte's top bit
// multiplied into the word's top byte.
inline Word eight_bits(std::uint64_t bytes) { return ((bytes & 0x8080808080808080ULL) * 0x0002040810204081ULL) >> 56; }

// The mask's rows as bits (a pixel is on when not 0); false when a pixel is neither 0 nor 255.
bool pack(const cv::Mat& mask, BitRows& b) {
  for (int y = 0; y < mask.rows; ++y) {
    const unsigned char* m = mask.ptr<unsigned char>(y);
    Word* r = b.row(y) + b.pad();
    std::fill(r, r + BitRows::words(mask.cols), Word{0});
    int x = 0;
    for (; x + 8 <= mask.cols; x += 8) {
      std::uint64_t bytes;
      std::memcpy(&bytes, m + x, 8);
      const std::uint64_t tops = bytes & 0x8080808080808080ULL;
      if (bytes != (tops >> 7) * 0xFF) return false;  // a byte neither 0 nor 255
      r[x / 64] |= eight_bits(bytes) << (x % 64);
    }
    for (; x < mask.cols; ++x) {
      if (m[x] != 0 && m[x] != 255) return false;
      r[x / 64] |= Word{m[x] != 0} << (x % 64);
    }
  }
  return true;
}

// Eight bits as eight bytes of 0 or 255, bit i to the byte at i (in memory order).
struct ByteTable {
  std::array<std::array<unsigned char, 8>, 256> bytes{};
  ByteTable() {
    for (int v = 0; v < 256; ++v)
      for (int i = 0; i < 8; ++i)
        bytes[static_cast<std::size_t>(v)][static_cast<std::size_t>(i)] = (v >> i) & 1 ? 255 : 0;
  }
};

void unpack(const BitRows& b, cv::Mat& out) {
  static const ByteTable table;
  out.create(b.rows(), b.cols(), CV_8U);
  for (int y = 0; y < b.rows(); ++y) {
    const Word* r = b.row(y) + b.pad();
    unsigned char* o = out.ptr<unsigned char>(y);
    int x = 0;
    for (; x + 8 <= b.cols(); x += 8)
      std::memcpy(o + x, table.bytes[static_cast<std::size_t>((r[x / 64] >> (x % 64)) & 0xFF)].data(), 8);
    for (; x < b.cols(); ++x) o[x] = static_cast<unsigned char>(((r[x / 64] >> (x % 64)) & 1) ? 255 : 0);
  }
}

template <bool Erode>
inline Word join(Word a, Word b) {
  return Erode ? a & b : a | b;
}

// to[k] = to[k] joined with bits x + offset of `from`, for the `words` unpadded words of a row (`from` may be
// read `offset` bits, rounded up to words, beyond them: its padding).
template <bool Erode>
void join_shifted(const Word* from, Word* to, int words, int offset) {
  const int q = offset >= 0 ? offset / 64 : -((-offset + 63) / 64);  // floor(offset / 64)
  const int r = offset - 64 * q;
  if (r == 0) {
    for (int k = 0; k < words; ++k) to[k] = join<Erode>(to[k], from[k + q]);
    return;
  }
  for (int k = 0; k < words; ++k) to[k] = join<Erode>(to[k], (from[k + q] >> r) | (from[k + q + 1] << (64 - r)));
}

// One erosion (AND over the kernel) or dilation (OR) of `in` into `out`; outside the mask counts as on for an
// erosion and off for a dilation, as OpenCV's default border has it.
template <bool Erode>
void morph_once(BitRows& in, BitRows& out, const std::vector<Run>& runs) {
  const Word border = Erode ? ~Word{0} : 0;
  in.fill_border(border);
  const int n = BitRows::words(in.cols());
  const int stride = in.stride(), pad = in.pad();
  const auto rows = static_cast<std::size_t>(in.rows());
  // Each distinct run of the kernel applied along every row once (a disc's rows come in pairs), as two
  // overlapping runs of a power of two pixels: the joins over 1, 2, 4 ... pixels are each made from the one
  // before by a single shift.
  std::vector<std::pair<int, int>> spans;
  std::vector<std::size_t> span_of;
  int widest = 1;
  for (const Run& run : runs) {
    const auto at = std::find(spans.begin(), spans.end(), std::pair{run.lo, run.hi});
    span_of.push_back(static_cast<std::size_t>(at - spans.begin()));
    if (at == spans.end()) spans.emplace_back(run.lo, run.hi);
    widest = std::max(widest, run.hi - run.lo + 1);
  }
  int levels = 1;  // joins over 1, 2, ... 2^(levels - 1) pixels
  while ((2 << (levels - 1)) <= widest) ++levels;
  std::vector<Word> powers(static_cast<std::size_t>(levels) * static_cast<std::size_t>(stride), border);
  std::vector<Word> along(spans.size() * rows * static_cast<std::size_t>(n));
  for (std::size_t y = 0; y < rows; ++y) {
    const Word* src = in.row(static_cast<int>(y));
    std::copy(src, src + stride, powers.begin());
    for (int l = 1; l < levels; ++l) {
      const Word* prev = powers.data() + static_cast<std::size_t>(l - 1) * static_cast<std::size_t>(stride) + pad;
      Word* cur = powers.data() + static_cast<std::size_t>(l) * static_cast<std::size_t>(stride) + pad;
      // From the left padding on: a join starting left of the row reaches into it.
      std::copy(prev - pad, prev + n, cur - pad);
      join_shifted<Erode>(prev - pad, cur - pad, n + pad, 1 << (l - 1));
    }
    for (std::size_t s = 0; s < spans.size(); ++s) {
      const int width = spans[s].second - spans[s].first + 1;
      int l = 0;
      while ((2 << l) <= width) ++l;
      const Word* p = powers.data() + static_cast<std::size_t>(l) * static_cast<std::size_t>(stride) + pad;
      Word* a = along.data() + (s * rows + y) * static_cast<std::size_t>(n);
      std::fill(a, a + n, border);
      join_shifted<Erode>(p, a, n, spans[s].first);
      join_shifted<Erode>(p, a, n, spans[s].second - (1 << l) + 1);
    }
  }
  for (int y = 0; y < in.rows(); ++y) {
    Word* o = out.row(y) + out.pad();
    std::fill(o, o + n, border);
    for (std::size_t i = 0; i < runs.size(); ++i) {
      const int from = y + runs[i].dy;
      if (from < 0 || from >= in.rows()) continue;  // a border row: all on for an erosion, off for a dilation
      const Word* a = along.data() + (span_of[i] * rows + static_cast<std::size_t>(from)) * static_cast<std::size_t>(n);
      for (int k = 0; k < n; ++k) o[k] = join<Erode>(o[k], a[k]);
    }
  }
}

}  // namespace

void binary_morphology(const cv::Mat& mask, cv::Mat& out, cv::MorphTypes op, const cv::Mat& kernel) {
  const std::optional<std::vector<Run>> runs = kernel_runs(kernel);
  const bool handled = op == cv::MORPH_ERODE || op == cv::MORPH_DILATE || op == cv::MORPH_OPEN || op == cv::MORPH_CLOSE;
  int reach = 0;
  if (runs)
    for (const Run& r : *runs) reach = std::max({reach, -r.lo, r.hi});
  const int pad = reach / 64 + 1;
  BitRows a(mask.cols, mask.rows, pad), b(mask.cols, mask.rows, pad);
  if (!runs || !handled || mask.type() != CV_8U || mask.empty() || !pack(mask, a)) {
    cv::morphologyEx(mask, out, op, kernel);
    return;
  }
  switch (op) {
    case cv::MORPH_ERODE:
      morph_once<true>(a, b, *runs);
      break;
    case cv::MORPH_DILATE:
      morph_once<false>(a, b, *runs);
      break;
    case cv::MORPH_OPEN:
      morph_once<true>(a, b, *runs);
      morph_once<false>(b, a, *runs);
      std::swap(a, b);
      break;
    default:  // MORPH_CLOSE
      morph_once<false>(a, b, *runs);
      morph_once<true>(b, a, *runs);
      std::swap(a, b);
      break;
  }
  unpack(b, out);
}

}  // namespace starsight::vision
