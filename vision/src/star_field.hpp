#pragma once
// The photo's small bright marks (printed stars, line ink) on a removed background, at the scale of a board
// in it. Every fit of the lattice (each candidate, each pass, each placement) reads the same field; it is
// made once per board size, in the photo's own pixels.
#include <array>
#include <deque>
#include <span>
#include <vector>

#include <opencv2/core.hpp>

namespace starsight::vision {

// The filter a response is made with, for a board scale.
struct StarFilter {
  int opening = 3;   // side of the square opening that takes the background away (odd)
  double sigma = 1;  // of the blur after it
  int taps = 3;      // of the blur (odd)
};

// The filter for a board of `px_per_unit` photo pixels per template unit.
StarFilter star_filter(double px_per_unit);

struct StarResponse {
  cv::Mat smooth;          // CV_32F: the photo minus its local background (opening), lightly blurred; read it
                           // only where made (see make)
  cv::Point origin;        // the photo pixel at smooth's top left (a field made within a region)
  double px_per_unit = 1;  // the board scale it was made for

  // Makes `smooth` within `box` (its own pixels) where it is not made yet. A response over the whole photo is
  // blurred only where the fits look, tile by tile (the boards fill a quarter to a half of a frame, and the
  // blur was the most of the response's cost); one within a region is made at once.
  void make(const cv::Rect& box) { make(std::span<const cv::Rect>(&box, 1)); }
  // The same within each of `boxes` (all the windows a fit looks in): the tiles they want are made together, a
  // run of them along a row of tiles in one piece (each piece costs the blur's set-up and margins, some 6 pixels
  // a tile's worth: a fit's windows one by one made the tiles about one piece each).
  void make(std::span<const cv::Rect> boxes);
  // The photo minus its opening (CV_8U), before the blur; empty for a response made within a region.
  const cv::Mat& tophat() const { return tophat_; }

 private:
  friend class StarField;
  cv::Mat tophat_;  // CV_8U: the whole photo minus its opening (its local background)
  StarFilter filter_;
  int tiles_across_ = 0;
  std::vector<unsigned char> made_;    // per tile, row by row, whether `smooth` is made there; empty: made at once
  std::vector<unsigned char> wanted_;  // (make's scratch: per tile, whether the boxes want it made)
};

class StarField {
 public:
  explicit StarField(const cv::Mat& photo_gray) : photo_(photo_gray), region_(0, 0, photo_gray.cols, photo_gray.rows) {}
  // A field made only within `region` of the photo (each response's `origin` is the region's corner): where a
  // board already seen must be.
  StarField(const cv::Mat& photo_gray, cv::Rect region)
      : photo_(photo_gray), region_(region & cv::Rect(0, 0, photo_gray.cols, photo_gray.rows)) {}

  const cv::Mat& photo() const { return photo_; }
  // The response for a board of `px_per_unit` photo pixels per template unit (made on first use; a
  // response made for a close scale is reused).
  StarResponse& at(double px_per_unit);

 private:
  cv::Mat photo_;
  cv::Rect region_;
  std::deque<StarResponse> made_;  // (a deque: references handed out stay valid)
};

// The top-hat (StarResponse::tophat) a printed star reaches at least: a cloth's weave or a table's grain reaches
// less (see LatticeChoice::weak_on_printed_stars).
inline constexpr double kPrintedStarPeak = 30;

// The board's four corners (the template's 546 x 800 units), grown by `margin` units each way.
std::array<cv::Point2d, 4> board_corners(double margin = 0);

// The board's four corners, grown by `margin` template units, seen through `homography`.
std::vector<cv::Point2f> board_outline(const cv::Matx33d& homography, double margin = 0);

// Whether the board seen through `homography` has its centre inside `outline`.
bool centred_in(const std::vector<cv::Point2f>& outline, const cv::Matx33d& homography);

// The part of the photo within `margin` template units of the board seen through `homography`.
cv::Rect board_region(const cv::Matx33d& homography, double margin);

// Photo pixels per template unit of a board seen through `homography` (across its middle).
double pixels_per_unit(const cv::Matx33d& homography);

}  // namespace starsight::vision
