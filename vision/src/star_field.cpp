#include "star_field.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include <opencv2/imgproc.hpp>

#include "grey_morphology.hpp"
#include "template_geometry.hpp"

namespace starsight::vision {
namespace {

// A response made for a scale within this factor of the one asked for is good enough: the opening only
// has to be wider than a marker line and narrower than the glare.
constexpr double kScaleTolerance = 1.3;

// A response over the whole photo is made in tiles of kTile columns and kTileRows rows (the fits' windows want less
// of shorter tiles; shorter still, the pieces' set-up costs more than that saves). The columns also keep OpenCV's
// float blur exact piece by piece: it computes a row in vector lanes and its tail in scalar code, which need not
// round alike; pieces starting at a multiple of 128 columns, and ending at one or at the photo's right edge, put
// every column in the lane or tail it has in the whole photo's blur, whatever the machine's vector width.
constexpr int kTile = 128;
constexpr int kTileRows = 64;

}  // namespace

StarFilter star_filter(double px_per_unit) {
  StarFilter f;
  // Wider than a marker line or a star's arms (19 template units), narrower than the glare.
  f.opening = std::max(3, static_cast<int>(std::lround(19 * px_per_unit)) | 1);
  f.sigma = std::max(0.6, 1.2 * px_per_unit);
  // Cut at two sigmas: past them the weights no longer move a peak (OpenCV's default reaches four).
  f.taps = 2 * static_cast<int>(std::ceil(2 * f.sigma)) + 1;
  return f;
}

namespace {

cv::Rect grown(const cv::Rect& r, int by) { return {r.x - by, r.y - by, r.width + 2 * by, r.height + 2 * by}; }

// The photo's top-hat: the photo minus its opening (its local background).
cv::Mat tophat_of(const cv::Mat& photo, const StarFilter& f) {
  cv::Mat background, tophat;
  grey_opening(photo, background, f.opening);
  cv::subtract(photo, background, tophat);
  return tophat;
}

// The whole photo's response over `part` of `smooth`, to the last bit, from the whole photo's `tophat`: the blur reads
// the pixels it needs beyond the part (an OpenCV filter on a part of an image reads the image's pixels beyond the part,
// and makes its border only beyond the image). `part` starts at a multiple of kTile columns and ends at one or at the
// photo's right edge. The blur is written straight into `smooth(part)` (the same size and type: OpenCV keeps the part).
void make_response_over(const cv::Mat& tophat, const cv::Rect& part, const StarFilter& f, cv::Mat& smooth) {
  const cv::Rect blurred_from = grown(part, f.taps / 2) & cv::Rect(0, 0, tophat.cols, tophat.rows);
  cv::Mat tophat_f, out = smooth(part);
  tophat(blurred_from).convertTo(tophat_f, CV_32F);
  cv::GaussianBlur(tophat_f(part - blurred_from.tl()), out, cv::Size(f.taps, f.taps), f.sigma);
}

// A response within `region` of the photo, made at once. The opening and the blur are made a kernel wider, so
// that the region's own edge does not change them inside it.
StarResponse response_within(const cv::Mat& photo, cv::Rect region, double px_per_unit) {
  StarResponse r;
  r.px_per_unit = px_per_unit;
  const StarFilter f = star_filter(px_per_unit);
  const int k = f.opening;
  const cv::Rect padded = (region + cv::Size(2 * k, 2 * k) - cv::Point(k, k)) & cv::Rect(0, 0, photo.cols, photo.rows);
  const cv::Mat part = photo(padded);
  cv::Mat background, tophat, smooth;
  grey_opening(part, background, k);
  cv::subtract(part, background, tophat);
  tophat.convertTo(smooth, CV_32F);
  cv::GaussianBlur(smooth, smooth, cv::Size(f.taps, f.taps), f.sigma);
  r.smooth = smooth(region - padded.tl());
  r.origin = region.tl();
  return r;
}

}  // namespace

void StarResponse::make(std::span<const cv::Rect> boxes) {
  if (made_.empty()) return;  // made at once
  const cv::Rect whole(0, 0, smooth.cols, smooth.rows);
  const auto tile = [&](int tx, int ty) { return static_cast<std::size_t>(ty * tiles_across_ + tx); };
  // The tiles the boxes touch that are not made yet, and the rows of tiles they lie in.
  wanted_.resize(made_.size());
  int row0 = std::numeric_limits<int>::max(), row1 = -1;
  for (const cv::Rect& box : boxes) {
    const cv::Rect b = box & whole;
    if (b.empty()) continue;
    const int x0 = b.x / kTile, x1 = (b.x + b.width - 1) / kTile;
    const int y0 = b.y / kTileRows, y1 = (b.y + b.height - 1) / kTileRows;
    for (int ty = y0; ty <= y1; ++ty)
      for (int tx = x0; tx <= x1; ++tx)
        if (!made_[tile(tx, ty)] && !wanted_[tile(tx, ty)])
          wanted_[tile(tx, ty)] = 1, row0 = std::min(row0, ty), row1 = std::max(row1, ty);
  }
  // Each run of wanted tiles along a row of tiles is one piece, grown down over the rows below that want the
  // same run.
  for (int ty = row0; ty <= row1; ++ty)
    for (int tx = 0; tx < tiles_across_; ++tx) {
      if (!wanted_[tile(tx, ty)]) continue;
      int run_end = tx;
      while (run_end + 1 < tiles_across_ && wanted_[tile(run_end + 1, ty)]) ++run_end;
      const auto same_run_at = [&](int y) {
        if (y > row1 || (tx > 0 && wanted_[tile(tx - 1, y)]) ||
            (run_end + 1 < tiles_across_ && wanted_[tile(run_end + 1, y)]))
          return false;
        for (int x = tx; x <= run_end; ++x)
          if (!wanted_[tile(x, y)]) return false;
        return true;
      };
      int rows_end = ty;
      while (same_run_at(rows_end + 1)) ++rows_end;
      const cv::Rect part =
          cv::Rect(tx * kTile, ty * kTileRows, (run_end - tx + 1) * kTile, (rows_end - ty + 1) * kTileRows) & whole;
      make_response_over(tophat_, part, filter_, smooth);
      for (int y = ty; y <= rows_end; ++y)
        for (int x = tx; x <= run_end; ++x) made_[tile(x, y)] = 1, wanted_[tile(x, y)] = 0;
      tx = run_end;
    }
}

StarResponse& StarField::at(double px_per_unit) {
  px_per_unit = std::clamp(px_per_unit, 0.05, 50.0);
  for (StarResponse& r : made_)
    if (r.px_per_unit < px_per_unit * kScaleTolerance && px_per_unit < r.px_per_unit * kScaleTolerance) return r;
  if (region_.size() != photo_.size()) {
    made_.push_back(response_within(photo_, region_, px_per_unit));
    return made_.back();
  }
  StarResponse& r = made_.emplace_back();
  r.px_per_unit = px_per_unit;
  r.smooth.create(photo_.size(), CV_32F);
  r.filter_ = star_filter(px_per_unit);
  r.tophat_ = tophat_of(photo_, r.filter_);
  r.tiles_across_ = (photo_.cols + kTile - 1) / kTile;
  r.made_.assign(static_cast<std::size_t>(r.tiles_across_ * ((photo_.rows + kTileRows - 1) / kTileRows)), 0);
  return r;
}

std::array<cv::Point2d, 4> board_corners(double margin) {
  return {cv::Point2d(-margin, -margin), cv::Point2d(kBoardWidth + margin, -margin),
          cv::Point2d(kBoardWidth + margin, kBoardHeight + margin), cv::Point2d(-margin, kBoardHeight + margin)};
}

std::vector<cv::Point2f> board_outline(const cv::Matx33d& homography, double margin) {
  std::vector<cv::Point2f> outline;
  for (const cv::Point2d t : board_corners(margin)) outline.emplace_back(apply(homography, t));
  return outline;
}

bool centred_in(const std::vector<cv::Point2f>& outline, const cv::Matx33d& homography) {
  return cv::pointPolygonTest(outline, cv::Point2f(apply(homography, {273, 400})), false) >= 0;
}

cv::Rect board_region(const cv::Matx33d& homography, double margin) {
  std::vector<cv::Point2f> corners;
  for (const cv::Point2d t : board_corners(margin)) {
    const cv::Point2d q = apply(homography, t);
    // A board seen edge-on puts a corner far off: the region is then the whole photo's worth of anything.
    if (!(std::abs(q.x) < 1e6 && std::abs(q.y) < 1e6)) return {};
    corners.emplace_back(static_cast<float>(q.x), static_cast<float>(q.y));
  }
  return cv::boundingRect(corners);
}

double pixels_per_unit(const cv::Matx33d& homography) {
  const double mid = kBoardHeight / 2;
  return cv::norm(apply(homography, {kBoardWidth, mid}) - apply(homography, {0, mid})) / kBoardWidth;
}

}  // namespace starsight::vision
