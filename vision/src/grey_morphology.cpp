#include "grey_morphology.hpp"

#include <algorithm>
#include <cstring>
#include <vector>

namespace starsight::vision {
namespace {

// OpenCV's rectangle erosion and dilation take, for each pixel, the least or greatest of all `size` pixels of its
// window, row by row and then column by column: the top-hat of a 1080p frame cost it about 5 instructions a pixel,
// the most of any one call of a cold read. Here a row's windows are joined by doubling (windows of 2, 4, 8 ...
// pixels, each from the one before and the same one further on) and the columns' by blocks of `size` rows (van
// Herk / Gil-Werman: each window is one block's tail joined with the next block's head), every step a whole row of
// bytes at once. The least and greatest of bytes are exact: the same pixels as OpenCV's, in any order.

// out[i] = the lesser (or greater) of a[i] and b[i]: the one loop every step below is made of, in the widest
// vector lanes the machine has (the compiler's own vectorised loop, made for AVX2 too and picked at load time).
// The rows worked on are whole vectors long (kLanes), so that no scalar tail is left.
constexpr std::size_t kLanes = 64;
constexpr std::size_t whole_lanes(std::size_t n) { return (n + kLanes - 1) / kLanes * kLanes; }

[[gnu::target_clones("avx2", "default")]] void least_of(const unsigned char* __restrict a,
                                                        const unsigned char* __restrict b,
                                                        unsigned char* __restrict out, std::size_t n) {
#pragma GCC unroll 4
  for (std::size_t i = 0; i < n; ++i) out[i] = std::min(a[i], b[i]);
}
[[gnu::target_clones("avx2", "default")]] void greatest_of(const unsigned char* __restrict a,
                                                           const unsigned char* __restrict b,
                                                           unsigned char* __restrict out, std::size_t n) {
#pragma GCC unroll 4
  for (std::size_t i = 0; i < n; ++i) out[i] = std::max(a[i], b[i]);
}

// An erosion (Max false) or a dilation (Max true) by a square, OpenCV's default border: outside the image counts
// as nothing (255 for the least, 0 for the greatest).
template <bool Max>
struct Join {
  static constexpr unsigned char kNothing = Max ? 0 : 255;
  static void rows(const unsigned char* a, const unsigned char* b, unsigned char* out, std::size_t n) {
    if constexpr (Max)
      greatest_of(a, b, out, n);
    else
      least_of(a, b, out, n);
  }
};

// An image of bytes whose rows are whole vectors long (the bytes past `cols` are scratch, written as the others).
struct Plane {
  int cols = 0, rows = 0;
  std::size_t stride = 0;
  cv::Mat bytes;  // (not cleared: every byte is written before it is read)
  Plane(int c, int r) : cols(c), rows(r), stride(whole_lanes(static_cast<std::size_t>(c))) {
    bytes.create(r, static_cast<int>(stride), CV_8UC1);
  }
  unsigned char* row(int y) { return bytes.ptr<unsigned char>(y); }
  const unsigned char* row(int y) const { return bytes.ptr<unsigned char>(y); }
};

// Each pixel of the image's rows joined with its row's `size` pixels centred on it.
template <bool Max, class Rows>
Plane along_rows(const Rows& row_of, int cols, int rows, int size) {
  using J = Join<Max>;
  const int half = size / 2;
  Plane out(cols, rows);
  // The row with `half` pixels of nothing either side, and its joins over 2, 4 ... pixels (two by turns). Each is
  // made whole vectors long, out to the scratch bytes past the last one used.
  const std::size_t made = whole_lanes(static_cast<std::size_t>(cols + size - 1));
  std::vector<unsigned char> row(made + static_cast<std::size_t>(size), J::kNothing),
      joins(2 * (made + static_cast<std::size_t>(size)));
  unsigned char* const spare[2] = {joins.data(), joins.data() + made + static_cast<std::size_t>(size)};
  for (int y = 0; y < rows; ++y) {
    std::memcpy(row.data() + half, row_of(y), static_cast<std::size_t>(cols));
    const unsigned char* widest = row.data();  // joins over `span` pixels
    std::size_t span = 1;
    for (int turn = 0; 2 * span <= static_cast<std::size_t>(size); span *= 2, turn ^= 1) {
      J::rows(widest, widest + span, spare[turn], made);
      widest = spare[turn];
    }
    // A window of `size` pixels is the join of the two `span`-pixel windows at its ends.
    J::rows(widest, widest + (static_cast<std::size_t>(size) - span), out.row(y), out.stride);
  }
  return out;
}

// Each pixel of `in` joined with its column's `size` pixels centred on it, into row y of the output (`out_row(y)`,
// `n` bytes: not `in`).
template <bool Max, class Out>
void along_columns(const Plane& in, int size, const Out& out_row, std::size_t n) {
  using J = Join<Max>;
  const int rows = in.rows, half = size / 2;
  const std::size_t cols = in.stride;
  // The rows padded with `half` rows of nothing above and below, cut into blocks of `size` rows: the window of
  // output row y is padded rows y .. y + size - 1, the tail of y's block (from y on) and the head of the next
  // block (up to y + size - 1). Each block's tails and heads are made from its own rows alone.
  const std::vector<unsigned char> nothing(cols, J::kNothing);
  const auto padded_row = [&](int p) {
    const int y = p - half;
    return y >= 0 && y < rows ? in.row(y) : nothing.data();
  };
  std::vector<unsigned char> tails(static_cast<std::size_t>(size) * cols), heads(static_cast<std::size_t>(size) * cols);
  const auto tail = [&](int j) { return tails.data() + static_cast<std::size_t>(j) * cols; };
  const auto head = [&](int j) { return heads.data() + static_cast<std::size_t>(j) * cols; };
  for (int start = 0; start < rows; start += size) {
    // Tails of this block, from its last row back.
    std::memcpy(tail(size - 1), padded_row(start + size - 1), cols);
    for (int j = size - 2; j >= 0; --j) J::rows(tail(j + 1), padded_row(start + j), tail(j), cols);
    // Heads of the next block, as far as this block's windows reach (its row size - 2).
    const int next = start + size;
    if (size > 1) std::memcpy(head(0), padded_row(next), cols);
    for (int j = 1; j + 1 < size; ++j) J::rows(head(j - 1), padded_row(next + j), head(j), cols);
    for (int j = 0; j < size && start + j < rows; ++j) {
      if (j == 0)
        std::memcpy(out_row(start), tail(0), n);  // the window is the whole block
      else
        J::rows(tail(j), head(j - 1), out_row(start + j), n);
    }
  }
}

}  // namespace

void grey_opening(const cv::Mat& image, cv::Mat& out, int size) {
  CV_Assert(image.type() == CV_8UC1 && size > 0 && size % 2 == 1);
  // OpenCV's erosion of a part of a larger image reads the pixels beyond the part (its dilation, of the erosion's
  // own image, does not): the part is eroded with the pixels within half a window beyond it.
  const int half = size / 2;
  cv::Size whole;
  cv::Point at;
  image.locateROI(whole, at);
  const cv::Rect part(at, image.size());
  const cv::Rect reach = cv::Rect(at.x - half, at.y - half, image.cols + 2 * half, image.rows + 2 * half) &
                         cv::Rect(cv::Point(0, 0), whole);
  cv::Mat wider = image;
  wider.adjustROI(part.y - reach.y, reach.br().y - part.br().y, part.x - reach.x, reach.br().x - part.br().x);
  const cv::Point inside = part.tl() - reach.tl();  // the part within `wider`

  const Plane eroded_rows =
      along_rows<false>([&](int y) { return wider.ptr<unsigned char>(y); }, wider.cols, wider.rows, size);
  Plane eroded(wider.cols, wider.rows);
  along_columns<false>(
      eroded_rows, size, [&](int y) { return eroded.row(y); }, eroded.stride);
  const Plane dilated_rows =
      along_rows<true>([&](int y) { return eroded.row(inside.y + y) + inside.x; }, image.cols, image.rows, size);
  out.create(image.size(), CV_8UC1);
  along_columns<true>(
      dilated_rows, size, [&](int y) { return out.ptr<unsigned char>(y); }, static_cast<std::size_t>(image.cols));
}

}  // namespace starsight::vision
