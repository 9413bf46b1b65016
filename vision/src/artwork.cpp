#include "starsight/vision/artwork.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "starsight/vision/gray_image.hpp"
#include "starsight/vision/read_board.hpp"

#include "artwork_removal.hpp"
#include "point_reader.hpp"
#include "rectified_board.hpp"
#include "template_geometry.hpp"

namespace starsight::vision {
namespace {

// The art kept is within kArtReach units of an artwork point (what the point's and its segments' readers look
// at), and not within kGlyphClear of a printed star or planet (the reader's own reference).
constexpr double kArtReach = 40, kGlyphClear = 11;
// Ink is stored in hundredths of the printed stars' level (a byte holds up to 2.55 times it).
constexpr double kInkUnit = 100;
// A blank board read with more lines than this holds a drawing, not just art read as a line or two.
constexpr std::size_t kMostLinesOnBlank = 2;
// How far the art is taken away past where it was measured (units): the misregistration of two photos.
constexpr int kRegistration = 2;
// How far a marker stroke cut by the art taken away grows back into it (units): past the art's width.
constexpr int kRegrowth = 6;

cv::Mat artwork_mask(const Board& b, const BoardGeometry& g) {
  cv::Mat mask(kRectHeight, kRectWidth, CV_8U, cv::Scalar(0));
  const auto centre = [&](Point p) {
    const cv::Point2d c = rect_point(g, p);
    return cv::Point(static_cast<int>(std::lround(c.x)), static_cast<int>(std::lround(c.y)));
  };
  for (int i = 0; i < kPointCount; ++i)
    if (b.kind(point_at(i)) == PointKind::Artwork)
      cv::circle(mask, centre(point_at(i)), static_cast<int>(kArtReach * kRectScale), cv::Scalar(255), cv::FILLED);
  for (int i = 0; i < kPointCount; ++i) {
    const PointKind k = b.kind(point_at(i));
    if (k == PointKind::Star || k == PointKind::Planet)
      cv::circle(mask, centre(point_at(i)), static_cast<int>(kGlyphClear * kRectScale), cv::Scalar(0), cv::FILLED);
  }
  const int sky_bottom = static_cast<int>(kSkyBottom * kRectScale);
  mask.rowRange(std::min(sky_bottom, mask.rows), mask.rows).setTo(cv::Scalar(0));
  return mask;
}

}  // namespace

BlankArtwork measure_blank_artwork(const cv::Mat& gray, const ReadOptions& options) {
  BlankArtwork out;
  ReadOptions o = options;
  o.artwork.reset();
  o.debug_dir.clear();
  const Reading r = read_board(gray, o);
  if (!r.ok()) {
    out.error = r.message;
    return out;
  }
  if (r.state.lines.count() > kMostLinesOnBlank || !r.state.shooting_stars.empty()) {
    out.error = "the board has a drawing on it (" + std::to_string(r.state.lines.count()) +
                " lines read); calibrate on blank boards, wiped clean";
    return out;
  }
  const BoardGeometry g = options.geometry.value_or(boards()[0].geometry);
  const cv::Mat grey = gray_of(gray);  // read_board took it: its pixels are of a kind taken
  const RectifiedBoard rect = rectify(grey, r.homography);
  const double white = white_level(rect, g);
  cv::Mat ink;
  rect.tophat.convertTo(ink, CV_8U, kInkUnit / white);
  out.ink = cv::Mat::zeros(ink.size(), CV_8U);
  ink.copyTo(out.ink, artwork_mask(board(r.board), g));
  out.board = r.board;
  return out;
}

cv::Mat common_artwork(const cv::Mat& a, const cv::Mat& b) {
  if (a.empty()) return b.clone();
  if (b.empty() || a.size() != b.size()) return a.clone();
  cv::Mat out;
  cv::min(a, b, out);
  return out;
}

void remove_artwork(RectifiedBoard& rect, const cv::Mat& ink, double white) {
  if (ink.size() != rect.tophat.size() || ink.type() != CV_8U) return;
  cv::Mat wide;
  const int k = 2 * kRegistration + 1;
  cv::dilate(ink, wide, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(k, k)));
  cv::Mat art;
  wide.convertTo(art, CV_32F, white / kInkUnit);
  // The marker's ink is opaque: where a stroke covers the art, the photo is as bright as the stroke, not the two
  // added, and taking the art away cuts the stroke. What is left past the art grows back, a few units into it,
  // under the photo's own ink: strokes crossing the art rejoin, the art alone (nothing left of it) does not.
  cv::Mat left;
  cv::subtract(rect.tophat, art, left);
  left = cv::max(left, 0.0f);
  const cv::Mat step = cv::getStructuringElement(cv::MORPH_RECT, cv::Size(3, 3));
  for (int i = 0; i < kRegrowth; ++i) {
    cv::dilate(left, left, step);
    left = cv::min(left, rect.tophat);
  }
  // The grey board loses what the top-hat lost.
  cv::Mat removed, removed8;
  cv::subtract(rect.tophat, left, removed);
  removed.convertTo(removed8, CV_8U);
  cv::subtract(rect.gray, removed8, rect.gray);
  rect.tophat = left;
  rect.tophat_changed();
}

}  // namespace starsight::vision
