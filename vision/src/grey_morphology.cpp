#include "grey_morphology.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <vector>

#include "vector_clones.hpp"

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

STARSIGHT_VECTOR_CLONES void least_of(const unsigned char* __restrict a, const unsigned char* __restrict b,
                                      unsigned char* __restrict out, std::size_t n) {
#pragma GCC unroll 4
  for (std::size_t i = 0; i < n; ++i) out[i] = std::min(a[i], b[i]);
}
STARSIGHT_VECTOR_CLONES void greatest_of(const unsigned char* __restrict a, const unsigned char* __restrict b,
                                         unsigned char* __restrict out, std::size_t n) {
#pragma GCC unroll 4
  for (std::size_t i = 0; i < n; ++i) out[i] = std::max(a[i], b[i]);
}

// acc[i] = the lesser (or greater) of acc[i] and b[i].
STARSIGHT_VECTOR_CLONES void least_into(unsigned char* __restrict acc, const unsigned char* __restrict b,
                                        std::size_t n) {
#pragma GCC unroll 4
  for (std::size_t i = 0; i < n; ++i) acc[i] = std::min(acc[i], b[i]);
}
STARSIGHT_VECTOR_CLONES void greatest_into(unsigned char* __restrict acc, const unsigned char* __restrict b,
                                           std::size_t n) {
#pragma GCC unroll 4
  for (std::size_t i = 0; i < n; ++i) acc[i] = std::max(acc[i], b[i]);
}

// An erosion (Max false) or a dilation (Max true), OpenCV's default border: outside the image counts as nothing
// (255 for the least, 0 for the greatest).
template <bool Max>
struct Join {
  static constexpr unsigned char kNothing = Max ? 0 : 255;
  static void rows(const unsigned char* a, const unsigned char* b, unsigned char* out, std::size_t n) {
    if constexpr (Max)
      greatest_of(a, b, out, n);
    else
      least_of(a, b, out, n);
  }
  static void into(unsigned char* acc, const unsigned char* b, std::size_t n) {
    if constexpr (Max)
      greatest_into(acc, b, n);
    else
      least_into(acc, b, n);
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

// Each pixel of an image's rows joined with its row's `size` pixels centred on it, made row by row as the column
// pass below asks for them (in order, none asked for once 2 x size rows older than the newest): kept in a ring of
// rows, not a whole image, so that the passes stay in the cache (a 1080p frame's intermediate images, written and
// read back whole, cost more time than the joins).
template <bool Max, class Rows>
class RowWindows {
 public:
  RowWindows(const Rows& row_of, int cols, int rows, int size)
      : row_of_(row_of),
        cols_(cols),
        rows_(rows),
        size_(size),
        stride_(whole_lanes(static_cast<std::size_t>(cols))),
        made_(whole_lanes(static_cast<std::size_t>(cols + size - 1))),
        row_(made_ + static_cast<std::size_t>(size), J::kNothing),
        joins_(2 * (made_ + static_cast<std::size_t>(size))),
        ring_(2 * static_cast<std::size_t>(size) * stride_) {}

  std::size_t stride() const { return stride_; }
  int rows() const { return rows_; }
  // Row y's windows (stride() bytes, those past the image's columns scratch).
  const unsigned char* at(int y) {
    for (; next_ <= y; ++next_) make(next_, ring_row(next_));
    return ring_row(y);
  }

 private:
  using J = Join<Max>;
  unsigned char* ring_row(int y) { return ring_.data() + static_cast<std::size_t>(y % (2 * size_)) * stride_; }
  // The row with `size / 2` pixels of nothing either side, and its joins over 2, 4 ... pixels (two by turns). Each
  // is made whole vectors long, out to the scratch bytes past the last one used.
  void make(int y, unsigned char* out) {
    std::memcpy(row_.data() + size_ / 2, row_of_(y), static_cast<std::size_t>(cols_));
    unsigned char* const spare[2] = {joins_.data(), joins_.data() + made_ + static_cast<std::size_t>(size_)};
    const unsigned char* widest = row_.data();  // joins over `span` pixels
    std::size_t span = 1;
    for (int turn = 0; 2 * span <= static_cast<std::size_t>(size_); span *= 2, turn ^= 1) {
      J::rows(widest, widest + span, spare[turn], made_);
      widest = spare[turn];
    }
    // A window of `size` pixels is the join of the two `span`-pixel windows at its ends.
    J::rows(widest, widest + (static_cast<std::size_t>(size_) - span), out, stride_);
  }

  const Rows& row_of_;
  int cols_, rows_, size_;
  std::size_t stride_, made_;
  std::vector<unsigned char> row_, joins_, ring_;
  int next_ = 0;  // the next row to make
};

// Each pixel of `in`'s row windows joined with its column's `size` pixels centred on it, into row y of the output
// (`out_row(y)`, `n` bytes).
template <bool Max, class In, class Out>
void along_columns(In& in, int size, const Out& out_row, std::size_t n) {
  using J = Join<Max>;
  const int rows = in.rows(), half = size / 2;
  const std::size_t cols = in.stride();
  // The rows padded with `half` rows of nothing above and below, cut into blocks of `size` rows: the window of
  // output row y is padded rows y .. y + size - 1, the tail of y's block (from y on) and the head of the next
  // block (up to y + size - 1). Each block's tails and heads are made from its own rows alone.
  const std::vector<unsigned char> nothing(cols, J::kNothing);
  const auto padded_row = [&](int p) {
    const int y = p - half;
    return y >= 0 && y < rows ? in.at(y) : nothing.data();
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

// With any other kernel OpenCV looks at every kernel pixel for every image pixel (the board finder's 5 x 5 discs
// cost it 5 instructions a pixel). A kernel whose rows are runs centred on its middle column (a disc, a cross) is
// here each distinct run's windows along the rows (by doubling, as above), joined down the kernel's rows. (The
// finder's wide discs on half masks were made on bit rows, 64 pixels a word, before: these byte rows in AVX2 lanes
// cost a third of that.)

// A kernel row's run of ones, centred on the kernel's middle column: `dy` rows from the middle row, `half` columns
// either side.
struct KernelRow {
  int dy, half;
};

// The kernel's rows of ones; none when a row's ones are not one run centred on the middle column, the kernel's
// sides are not odd, or it is empty.
std::optional<std::vector<KernelRow>> centred_runs(const cv::Mat& kernel) {
  if (kernel.type() != CV_8U || kernel.empty() || kernel.cols % 2 == 0 || kernel.rows % 2 == 0) return std::nullopt;
  const int ax = kernel.cols / 2, ay = kernel.rows / 2;
  std::vector<KernelRow> out;
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
    if (ones != last - first + 1 || ax - first != last - ax) return std::nullopt;
    out.push_back({i - ay, last - ax});
  }
  if (out.empty()) return std::nullopt;
  return out;
}

// Bytes not cleared when made (each is written before it is read): clearing a whole image is a pass of its own.
using Bytes = std::unique_ptr<unsigned char[]>;
Bytes bytes_for(std::size_t n) { return std::make_unique_for_overwrite<unsigned char[]>(n); }

// An image with `pad_x` columns and `pad_y` rows of nothing round it, its rows end to end: a window along a row,
// or a pixel's rows of the kernel, is then one pass over the whole (the image's rows are short: a pass a row cost
// as much again in set-up on the board finder's 480-pixel rows).
struct Padded {
  int pad_x, pad_y;
  std::size_t stride, size;
  Bytes bytes;
  Padded(const cv::Mat& image, int px, int py, unsigned char nothing)
      : pad_x(px),
        pad_y(py),
        stride(static_cast<std::size_t>(image.cols + 2 * px)),
        size(stride * static_cast<std::size_t>(image.rows + 2 * py)),
        bytes(bytes_for(size)) {
    const auto side = static_cast<std::size_t>(px), above = static_cast<std::size_t>(py) * stride;
    std::memset(bytes.get(), nothing, above);
    for (int y = 0; y < image.rows; ++y) {
      std::memset(at(y) - px, nothing, side);
      std::memcpy(at(y), image.ptr<unsigned char>(y), static_cast<std::size_t>(image.cols));
      std::memset(at(y) + image.cols, nothing, side);
    }
    std::memset(bytes.get() + size - above, nothing, above);
  }
  unsigned char* at(int y) { return bytes.get() + static_cast<std::size_t>(y + pad_y) * stride + pad_x; }
};

// w[i] = the join of bytes[i - half .. i + half], for i in half .. n - half - 1 (the others are nothing).
template <bool Max>
Bytes windows_along(const unsigned char* bytes, std::size_t n, int half) {
  using J = Join<Max>;
  const auto size = static_cast<std::size_t>(2 * half + 1), reach = static_cast<std::size_t>(half);
  Bytes out = bytes_for(n), joins[2] = {bytes_for(n), bytes_for(n)};
  const unsigned char* widest = bytes;  // joins over `span` bytes, made at 0 .. n - span
  std::size_t span = 1;
  for (int turn = 0; 2 * span <= size; span *= 2, turn ^= 1) {
    J::rows(widest, widest + span, joins[turn].get(), n + 1 - 2 * span);
    widest = joins[turn].get();
  }
  J::rows(widest, widest + (size - span), out.get() + reach, n - 2 * reach);
  std::memset(out.get(), J::kNothing, reach);
  std::memset(out.get() + n - reach, J::kNothing, reach);
  return out;
}

// One erosion or dilation of `in` by the kernel's rows, into `out` (which may be `in`).
template <bool Max>
void erode_or_dilate(const cv::Mat& in, cv::Mat& out, const std::vector<KernelRow>& kernel) {
  using J = Join<Max>;
  int pad_x = 0, pad_y = 0;
  for (const KernelRow& k : kernel) pad_x = std::max(pad_x, k.half), pad_y = std::max(pad_y, std::abs(k.dy));
  Padded padded(in, pad_x, pad_y, J::kNothing);
  // Each half width's windows along the rows (rows of nothing above and below stay nothing).
  std::vector<std::pair<int, Bytes>> windows;
  for (const KernelRow& k : kernel)
    if (k.half > 0 && std::none_of(windows.begin(), windows.end(), [&](const auto& w) { return w.first == k.half; }))
      windows.emplace_back(k.half, windows_along<Max>(padded.bytes.get(), padded.size, k.half));
  const auto windows_of = [&](const KernelRow& k) {
    if (k.half == 0) return padded.bytes.get();
    return std::find_if(windows.begin(), windows.end(), [&](const auto& w) { return w.first == k.half; })->second.get();
  };
  // The image's rows (whole padded rows), each the join of its kernel rows' windows `dy` rows away.
  const std::size_t first = static_cast<std::size_t>(pad_y) * padded.stride,
                    count = static_cast<std::size_t>(in.rows) * padded.stride;
  const auto rows_away = [&](const KernelRow& k) {
    return windows_of(k) + static_cast<std::ptrdiff_t>(first) +
           static_cast<std::ptrdiff_t>(k.dy) * static_cast<std::ptrdiff_t>(padded.stride);
  };
  Bytes joined = bytes_for(count);
  if (kernel.size() == 1)
    std::memcpy(joined.get(), rows_away(kernel[0]), count);
  else
    J::rows(rows_away(kernel[0]), rows_away(kernel[1]), joined.get(), count);
  for (std::size_t i = 2; i < kernel.size(); ++i) J::into(joined.get(), rows_away(kernel[i]), count);
  out.create(in.size(), CV_8UC1);
  for (int y = 0; y < in.rows; ++y)
    std::memcpy(out.ptr<unsigned char>(y), joined.get() + static_cast<std::size_t>(y) * padded.stride + pad_x,
                static_cast<std::size_t>(in.cols));
}

void erode_or_dilate(const cv::Mat& in, cv::Mat& out, bool dilate, const std::vector<KernelRow>& kernel) {
  if (dilate)
    erode_or_dilate<true>(in, out, kernel);
  else
    erode_or_dilate<false>(in, out, kernel);
}

// `image` with the pixels of its larger image within `reach` beyond it (OpenCV's first erosion or dilation of a
// part reads them), and where the part lies in it.
cv::Mat with_pixels_beyond(const cv::Mat& image, cv::Size reach, cv::Point& part_at) {
  cv::Size whole;
  cv::Point at;
  image.locateROI(whole, at);
  const cv::Rect part(at, image.size());
  const cv::Rect wider =
      cv::Rect(at.x - reach.width, at.y - reach.height, image.cols + 2 * reach.width, image.rows + 2 * reach.height) &
      cv::Rect(cv::Point(0, 0), whole);
  cv::Mat out = image;
  out.adjustROI(part.y - wider.y, wider.br().y - part.br().y, part.x - wider.x, wider.br().x - part.br().x);
  part_at = part.tl() - wider.tl();
  return out;
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

  const auto photo_row = [&](int y) { return wider.ptr<unsigned char>(y); };
  RowWindows<false, decltype(photo_row)> photo_windows(photo_row, wider.cols, wider.rows, size);
  Plane eroded(wider.cols, wider.rows);
  along_columns<false>(
      photo_windows, size, [&](int y) { return eroded.row(y); }, eroded.stride);
  const auto eroded_row = [&](int y) { return eroded.row(inside.y + y) + inside.x; };
  RowWindows<true, decltype(eroded_row)> eroded_windows(eroded_row, image.cols, image.rows, size);
  out.create(image.size(), CV_8UC1);
  along_columns<true>(
      eroded_windows, size, [&](int y) { return out.ptr<unsigned char>(y); }, static_cast<std::size_t>(image.cols));
}

void grey_morphology(const cv::Mat& image, cv::Mat& out, cv::MorphTypes op, const cv::Mat& kernel) {
  const std::optional<std::vector<KernelRow>> runs = centred_runs(kernel);
  const bool handled = op == cv::MORPH_ERODE || op == cv::MORPH_DILATE || op == cv::MORPH_OPEN || op == cv::MORPH_CLOSE;
  if (!runs || !handled || image.type() != CV_8UC1 || image.empty()) {
    cv::morphologyEx(image, out, op, kernel);
    return;
  }
  const bool dilate_first = op == cv::MORPH_DILATE || op == cv::MORPH_CLOSE;
  cv::Point part_at;
  const cv::Mat wider = with_pixels_beyond(image, cv::Size(kernel.cols / 2, kernel.rows / 2), part_at);
  if (op == cv::MORPH_ERODE || op == cv::MORPH_DILATE) {
    cv::Mat done;
    erode_or_dilate(wider, done, dilate_first, *runs);
    done(cv::Rect(part_at, image.size())).copyTo(out);
    return;
  }
  cv::Mat first;
  erode_or_dilate(wider, first, dilate_first, *runs);
  erode_or_dilate(first(cv::Rect(part_at, image.size())), out, !dilate_first, *runs);
}

}  // namespace starsight::vision
