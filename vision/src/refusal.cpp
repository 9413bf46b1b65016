#include "refusal.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include <opencv2/core/hal/intrin.hpp>
#include <opencv2/imgproc.hpp>

#include "template_geometry.hpp"

namespace starsight::vision {
namespace {

// Where a point outside the frame is, as the photo's edge.
const char* photo_edge(cv::Point2d p, const cv::Size& s) {
  if (p.x < 0) return "left";
  if (p.x >= s.width) return "right";
  if (p.y < 0) return "top";
  return "bottom";
}

// Whether a point of the photo lies outside its frame, but for a hair (1 % of its larger side) that is tolerated.
bool outside_frame(cv::Point2d p, const cv::Size& photo) {
  const double margin = -0.01 * std::max(photo.width, photo.height);
  return p.x < margin || p.y < margin || p.x > photo.width - 1 - margin || p.y > photo.height - 1 - margin;
}

// The board's two sides from y0 down to y1 and its edge across at y1, walked in template units: `visit(point, part)`.
template <class Visit>
void walk_sides_and_bottom(double y0, double y1, Visit visit) {
  for (double y = y0; y <= y1; y += 20) {
    visit(cv::Point2d(0, y), "left side");
    visit(cv::Point2d(kBoardWidth, y), "right side");
  }
  for (double x = 0; x <= kBoardWidth; x += 26) visit(cv::Point2d(x, y1), "bottom");
}

// A printed star in focus stands out of the sky nearly as much as the white panel does; blur
// spreads its thin arms and lowers its peak.
constexpr double kSharpStars = 0.25;

// Where the sky outline (arch, sides, the bottom of the sky) through `h` first runs out of the frame: the board's
// part and the photo's edge; nothing when it lies in the frame.
struct CutAt {
  const char* board_part = nullptr;
  const char* photo_edge = nullptr;
};
CutAt where_cut(const cv::Size& photo, const cv::Matx33d& h) {
  // Walked in template units.
  struct Probe {
    cv::Point2d t;
    const char* board_part;
  };
  std::vector<Probe> probes;
  for (int k = 0; k <= 24; ++k) {
    const double ang = CV_PI + CV_PI * k / 24;
    probes.push_back({{273 + 273 * std::cos(ang), 273 + 273 * std::sin(ang)}, "top (the arch)"});
  }
  walk_sides_and_bottom(273, kSkyBottom, [&](cv::Point2d t, const char* part) { probes.push_back({t, part}); });
  for (const auto& pr : probes) {
    const cv::Point2d p = apply(h, pr.t);
    if (outside_frame(p, photo)) return {pr.board_part, photo_edge(p, photo)};
  }
  return {};
}

}  // namespace

QualityVerdict check_framing(const cv::Size& photo, const cv::Matx33d& h) {
  const CutAt cut = where_cut(photo, h);
  if (!cut.board_part) return {};
  return {Refusal::BoardCutOff, std::string("the board is cut off: its ") + cut.board_part +
                                    " is outside the photo's " + cut.photo_edge +
                                    " edge; step back so the whole board is in the frame"};
}

QualityVerdict check_framing_of_no_board(const cv::Size& photo, const cv::Matx33d& h, const std::string& what) {
  const CutAt cut = where_cut(photo, h);
  if (!cut.board_part) return {};
  return {Refusal::NoBoard, "no board found: " + what + " runs out of the photo's " + cut.photo_edge +
                                " edge; if the board is there, step back so the whole board is in the frame, straight "
                                "on, without glare over its stars"};
}

namespace {

// The photo's edge that the score panel below the sky runs out of, if any.
const char* panel_cut_by(const cv::Size& photo, const cv::Matx33d& h) {
  const char* edge = nullptr;
  walk_sides_and_bottom(kSkyBottom, kBoardHeight, [&](cv::Point2d t, const char*) {
    const cv::Point2d p = apply(h, t);
    if (!edge && outside_frame(p, photo)) edge = photo_edge(p, photo);
  });
  return edge;
}

}  // namespace

const char* photo_edge_cutting(const cv::Size& photo, const cv::Matx33d& h) {
  const CutAt sky = where_cut(photo, h);
  return sky.photo_edge ? sky.photo_edge : panel_cut_by(photo, h);
}

QualityVerdict check_overall_exposure(const cv::Mat& gray) {
  // Every other pixel of every other row is a sample. The photo is too dark when at least 99.5 % of the samples
  // are below kDarkest (the 99.5th percentile of the grey levels is below it), washed out when under 2 % are at
  // most kBrightest (the 2nd percentile is above it): two counts tell, no histogram is needed.
  constexpr int kDarkest = 40, kBrightest = 170;
  long long samples = 0, dark = 0, not_bright = 0;
  for (int y = 0; y < gray.rows; y += 2) {
    const unsigned char* row = gray.ptr<unsigned char>(y);
    int x = 0;
#if CV_SIMD128
    // 16 pixels at a time, the 8 even ones counted in bytes: at most 255 vectors a row, so that no lane's count
    // passes 255 (a wider row's rest is counted one by one).
    const cv::v_uint8x16 even(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0);
    const cv::v_uint8x16 below_darkest = cv::v_setall_u8(kDarkest - 1), up_to_brightest = cv::v_setall_u8(kBrightest);
    cv::v_uint8x16 dark_lanes = cv::v_setzero_u8(), not_bright_lanes = cv::v_setzero_u8();
    for (; x + 16 <= gray.cols && x < 16 * 255; x += 16) {
      const cv::v_uint8x16 v = cv::v_load(row + x);
      dark_lanes += (v <= below_darkest) & even;
      not_bright_lanes += (v <= up_to_brightest) & even;
    }
    dark += cv::v_reduce_sum(dark_lanes);
    not_bright += cv::v_reduce_sum(not_bright_lanes);
    samples += x / 2;
#endif
    for (; x < gray.cols; x += 2) {
      dark += row[x] < kDarkest;
      not_bright += row[x] <= kBrightest;
      ++samples;
    }
  }
  QualityVerdict v;
  if (static_cast<double>(dark) >= 0.995 * static_cast<double>(samples)) {
    v.refusal = Refusal::TooDark;
    v.message = "the photo is too dark to read the board; add light or use the flash away from the board";
  } else if (static_cast<double>(not_bright) < 0.02 * static_cast<double>(samples)) {
    v.refusal = Refusal::Overexposed;
    v.message = "the photo is overexposed (nothing in it is dark, not even the black sky); lower the exposure";
  }
  return v;
}

QualityVerdict check_exposure_and_focus(const RectifiedBoard& r, double white) {
  QualityVerdict v;
  // The sky between the lattice rows, and the white score panel below it.
  const cv::Mat sky = r.gray(cv::Rect(60, 300, 420, 250));
  const cv::Mat panel = r.gray(cv::Rect(60, 630, 420, 60));
  const double sky_level = cv::mean(sky)[0];
  std::vector<unsigned char> pv(panel.begin<unsigned char>(), panel.end<unsigned char>());
  std::nth_element(pv.begin(), pv.begin() + static_cast<std::ptrdiff_t>(pv.size() / 2), pv.end());
  const double panel_level = pv[pv.size() / 2];
  if (panel_level < 45 && white < 20) {
    v.refusal = Refusal::TooDark;
    v.message = "the photo is too dark to read the board; add light or use the flash away from the board";
  } else if (sky_level > 170 || (white < 12 && sky_level > 110)) {
    v.refusal = Refusal::Overexposed;
    v.message =
        "the photo is overexposed (the black sky looks washed out); lower the exposure or move out of the glare";
  } else if (white < kSharpStars * std::max(1.0, panel_level - sky_level)) {
    v.refusal = Refusal::TooBlurry;
    v.message = "the photo is too blurry to tell the lines apart; hold the camera still and focus on the board";
  }
  return v;
}

}  // namespace starsight::vision
