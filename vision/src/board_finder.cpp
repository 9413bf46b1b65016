#include "board_finder.hpp"

#include <algorithm>
#include <array>
#include <climits>
#include <cmath>
#include <vector>

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include "arch_residual.hpp"
#include "area_shrink.hpp"
#include "edge_line.hpp"
#include "grey_morphology.hpp"
#include "lattice_ransac.hpp"
#include "panel_circles.hpp"
#include "template_geometry.hpp"
#include "wide_disc.hpp"

namespace starsight::vision {
namespace {

constexpr int kWorkLongSide = 480;
constexpr double kArchR = kBoardWidth / 2;  // the arch is a semicircle as wide as the board

// Boards placed by their panels' circles tried beyond the outlines (a photo shows two or three boards).
constexpr std::size_t kMostCircleRows = 4;

struct Candidate {
  cv::Matx33d h;  // template -> small image
  double score = -1;
};

cv::Point2d intersect(const cv::Vec4f& a, const cv::Vec4f& b) {
  // Lines as (vx, vy, x0, y0).
  const double det = a[0] * (-b[1]) - a[1] * (-b[0]);
  if (std::abs(det) < 1e-9) return {a[2], a[3]};
  const double dx = b[2] - a[2], dy = b[3] - a[3];
  const double t = (dx * (-b[1]) - dy * (-b[0])) / det;
  return {a[2] + t * a[0], a[3] + t * a[1]};
}

// Contour points from index `from` walking `count` steps in direction `step` (+1/-1).
std::vector<cv::Point> walk(const std::vector<cv::Point>& c, int from, int count, int step) {
  std::vector<cv::Point> out;
  const int n = static_cast<int>(c.size());
  for (int k = 0; k < count; ++k) out.push_back(c[static_cast<std::size_t>(((from + step * k) % n + n) % n)]);
  return out;
}

int nearest_index(const std::vector<cv::Point>& c, cv::Point2d p) {
  int best = 0;
  double bd = 1e18;
  for (std::size_t i = 0; i < c.size(); ++i) {
    const double d = std::hypot(c[i].x - p.x, c[i].y - p.y);
    if (d < bd) bd = d, best = static_cast<int>(i);
  }
  return best;
}

// A photo of a physical board is never mirrored: the template's handedness must be kept.
bool keeps_handedness(const cv::Matx33d& h) {
  const cv::Point2d c = apply(h, {273, 400}), r = apply(h, {283, 400}), d = apply(h, {273, 410});
  const cv::Point2d ex = r - c, ey = d - c;
  return ex.x * ey.y - ex.y * ey.x > 0;
}

// The homography taking the sky's rectangle (template units) onto the quadrilateral tl, tr, br, bl; none for a
// folded or flattened quadrilateral. (Solved directly: the outline search asks for hundreds per region.)
bool homography_from(const cv::Point2d& tl, const cv::Point2d& tr, const cv::Point2d& br, const cv::Point2d& bl,
                     cv::Matx33d& h) {
  static const cv::Point2f sky[4]{{0, 0},
                                  {static_cast<float>(kBoardWidth), 0},
                                  {static_cast<float>(kBoardWidth), static_cast<float>(kSkyBottom)},
                                  {0, static_cast<float>(kSkyBottom)}};
  const cv::Point2f quad[4]{cv::Point2f(tl), cv::Point2f(tr), cv::Point2f(br), cv::Point2f(bl)};
  return homography_from_four(sky, quad, h);
}

// The convex hull of a contour as a closed chain of points about a pixel apart.
std::vector<cv::Point> densified_hull(const std::vector<cv::Point>& contour) {
  std::vector<cv::Point> hull, out;
  cv::convexHull(contour, hull, /*clockwise=*/false);
  for (std::size_t i = 0; i < hull.size(); ++i) {
    const cv::Point a = hull[i], b = hull[(i + 1) % hull.size()];
    const int steps = std::max(1, static_cast<int>(cv::norm(b - a)));
    for (int k = 0; k < steps; ++k) out.emplace_back(a.x + (b.x - a.x) * k / steps, a.y + (b.y - a.y) * k / steps);
  }
  return out;
}

// Fits the sky outline to one dark region; score = IoU of region and projected sky.
Candidate fit_region(const std::vector<cv::Point>& contour, const cv::Size size) {
  Candidate cand;
  const cv::RotatedRect rr = cv::minAreaRect(contour);
  std::array<cv::Point2f, 4> corners;
  rr.points(corners.data());
  // The region is drawn within its bounding box (the same pixels as in the whole image, shifted: no edge of it
  // is clipped), a fraction of the image to clear, count and compare.
  const cv::Rect bounds = cv::boundingRect(contour);
  cv::Mat region = cv::Mat::zeros(bounds.size(), CV_8U);
  cv::drawContours(region, std::vector<std::vector<cv::Point>>{contour}, 0, cv::Scalar(255), cv::FILLED, cv::LINE_8,
                   cv::noArray(), INT_MAX, -bounds.tl());
  const double region_area = cv::countNonZero(region);

  // The two adjacent rectangle corners the region fills are the bottom ones (the arch empties the top ones).
  const double side = std::min(rr.size.width, rr.size.height);
  const int probe = std::max(2, static_cast<int>(side * 0.08));
  std::array<double, 4> fill{};
  const cv::Point2f centre = rr.center;
  for (int i = 0; i < 4; ++i) {
    const cv::Point2f inward = centre - corners[static_cast<std::size_t>(i)];
    const cv::Point2f p =
        corners[static_cast<std::size_t>(i)] + inward * (static_cast<float>(probe) / cv::norm(inward));
    const cv::Rect box(cv::Point(static_cast<int>(p.x) - probe / 2, static_cast<int>(p.y) - probe / 2),
                       cv::Size(probe, probe));
    const cv::Rect clipped = box & cv::Rect(0, 0, size.width, size.height);
    const cv::Rect in_bounds = clipped & bounds;  // where the probe may meet the region
    fill[static_cast<std::size_t>(i)] =
        clipped.area()
            ? (in_bounds.empty() ? 0 : cv::countNonZero(region(in_bounds - bounds.tl()))) / double(clipped.area())
            : 0;
  }
  int bottom = 0;
  double best_pair = -1;
  for (int i = 0; i < 4; ++i) {
    const double f = fill[static_cast<std::size_t>(i)] + fill[static_cast<std::size_t>((i + 1) % 4)];
    if (f > best_pair) best_pair = f, bottom = i;
  }
  // Which of the pair is the board's bottom-left: the region lies to the left of BL->BR when seen with the arch up.
  cv::Point2d c0 = corners[static_cast<std::size_t>(bottom)], c1 = corners[static_cast<std::size_t>((bottom + 1) % 4)];
  const cv::Point2d mid = (c0 + c1) * 0.5;
  const cv::Point2d up = cv::Point2d(centre) - mid;  // towards the arch
  // Bottom-left is the corner that keeps the template's handedness (a photo is never mirrored).
  {
    const std::vector<cv::Point2f> src{{0, 0}, {546, 0}, {273, -300}};
    const std::vector<cv::Point2f> dst{c0, c1, mid + up};
    const cv::Mat a = cv::getAffineTransform(src, dst);
    const double det = a.at<double>(0, 0) * a.at<double>(1, 1) - a.at<double>(0, 1) * a.at<double>(1, 0);
    if (det < 0) std::swap(c0, c1);
  }
  const cv::Point2d bl_guess = c0, br_guess = c1;

  const int n = static_cast<int>(contour.size());
  const int ibl = nearest_index(contour, bl_guess), ibr = nearest_index(contour, br_guess);
  // Contour direction: find which way from BL reaches BR along the bottom (the shorter way).
  const int fwd = ((ibr - ibl) % n + n) % n;
  const int dir_to_br = fwd < n - fwd ? 1 : -1;
  const int bottom_len = std::min(fwd, n - fwd);
  if (bottom_len < 8) return cand;
  const int trim = std::max(1, bottom_len / 8);
  const cv::Vec4f bottom_line = fit_edge_line(walk(contour, ibl + dir_to_br * trim, bottom_len - 2 * trim, dir_to_br));
  // Sides: from each bottom corner away from the bottom, about half the straight part.
  const double height_guess = std::max(rr.size.width, rr.size.height);
  const double per_point = (bottom_len > 0) ? cv::norm(br_guess - bl_guess) / bottom_len : 1;
  const int side_len = std::max(6, static_cast<int>(height_guess * 0.40 / std::max(per_point, 1e-3)));
  const int side_trim = std::max(1, side_len / 8);
  const cv::Vec4f left_line = fit_edge_line(walk(contour, ibl - dir_to_br * side_trim, side_len, -dir_to_br));
  const cv::Vec4f right_line = fit_edge_line(walk(contour, ibr + dir_to_br * side_trim, side_len, dir_to_br));
  const cv::Point2d bl = intersect(bottom_line, left_line), br = intersect(bottom_line, right_line);

  // Unit directions of the sides, pointing up (away from the bottom).
  auto up_dir = [&](const cv::Vec4f& l) {
    cv::Point2d d(l[0], l[1]);
    if (d.dot(up) < 0) d = -d;
    return d * (1.0 / cv::norm(d));
  };
  const cv::Point2d dl = up_dir(left_line), dr = up_dir(right_line);
  const double width = cv::norm(br - bl);
  if (width < 10) return cand;
  const double nominal = width * kSkyBottom / kBoardWidth;

  OutlinePoints pts;
  const std::size_t stride = std::max<std::size_t>(1, contour.size() / 150);
  for (std::size_t i = 0; i < contour.size(); i += stride) pts.add(cv::Point2d(contour[i].x, contour[i].y));
  double best = 1e18, ba = 1, bb = 1;
  cv::Matx33d best_h;
  auto eval = [&](double a, double b, const OutlinePoints& on) {
    cv::Matx33d h;
    if (!homography_from(bl + dl * (a * nominal), br + dr * (b * nominal), br, bl, h)) return;
    const double r = arch_residual(h, on, kArchR);
    if (r < best) best = r, ba = a, bb = b, best_h = h;
  };
  // A coarse grid (the residual has local minima; a third of the points tell its basins apart), then finer
  // around the best, on all the points.
  OutlinePoints few;
  for (std::size_t i = 0; i < pts.size(); i += pts.size() >= 90 ? 3 : 1) few.add(cv::Point2d(pts.x[i], pts.y[i]));
  for (double a = 0.3; a <= 3.0; a += 0.2)
    for (double b = 0.3; b <= 3.0; b += 0.2) eval(a, b, few);
  best = 1e18;
  eval(ba, bb, pts);
  for (double step = 0.1; step > 0.004; step *= 0.5) {
    const double a0 = ba, b0 = bb;
    for (int i = -2; i <= 2; ++i)
      for (int j = -2; j <= 2; ++j) eval(a0 + i * step, b0 + j * step, pts);
  }
  if (best > 1e8) return cand;
  cand.h = best_h;
  if (!keeps_handedness(cand.h)) return cand;

  // Score: IoU of the projected sky and the region.
  std::vector<cv::Point> sky;
  for (int k = 0; k <= 32; ++k) {
    const double ang = CV_PI + CV_PI * k / 32;
    sky.push_back(apply(cand.h, {kArchR + kArchR * std::cos(ang), kArchR + kArchR * std::sin(ang)}));
  }
  sky.push_back(apply(cand.h, {kBoardWidth, kSkyBottom}));
  sky.push_back(apply(cand.h, {0, kSkyBottom}));
  // The projected sky likewise within its bounding box, when that lies in the image (else in the whole image: the
  // outline's edges are clipped to the image drawn in, and a clipped edge's pixels may differ).
  const bool sky_inside = std::all_of(sky.begin(), sky.end(), [&](const cv::Point& p) {
    return p.x >= 0 && p.y >= 0 && p.x < size.width && p.y < size.height;
  });
  const cv::Rect drawn = sky_inside ? cv::boundingRect(sky) : cv::Rect(0, 0, size.width, size.height);
  cv::Mat model = cv::Mat::zeros(drawn.size(), CV_8U);
  cv::fillPoly(model, std::vector<std::vector<cv::Point>>{sky}, cv::Scalar(255), cv::LINE_8, 0, -drawn.tl());
  const cv::Rect overlap = drawn & bounds;
  double inter = 0;
  if (!overlap.empty()) {
    cv::Mat both;
    cv::bitwise_and(model(overlap - drawn.tl()), region(overlap - bounds.tl()), both);
    inter = cv::countNonZero(both);
  }
  const double uni = region_area + cv::countNonZero(model) - inter;
  cand.score = uni > 0 ? inter / uni : 0;
  return cand;
}

// Mean grey level of a template rectangle as seen in `img`; false when it leaves the frame.
bool mean_in(const cv::Mat& img, const cv::Matx33d& h, cv::Rect2d t, double& mean) {
  double sum = 0;
  int n = 0;
  for (int i = 0; i <= 8; ++i)
    for (int j = 0; j <= 8; ++j) {
      const cv::Point2d q = apply(h, {t.x + t.width * i / 8, t.y + t.height * j / 8});
      const int x = static_cast<int>(q.x), y = static_cast<int>(q.y);
      if (x < 0 || y < 0 || x >= img.cols || y >= img.rows) return false;
      sum += img.at<unsigned char>(y, x);
      ++n;
    }
  mean = sum / n;
  return true;
}

// The white score panel: a bright convex quadrilateral about 546 x 200 template units with the
// dark sky beyond one of its long sides. Gives a homography from its four corners.
void panel_candidates(const cv::Mat& blurred, double otsu, std::vector<Candidate>& out) {
  const double frame_area = static_cast<double>(blurred.total());
  for (double t : {otsu, (otsu + 255) / 2}) {
    cv::Mat bright;
    cv::threshold(blurred, bright, t, 255, cv::THRESH_BINARY);
    std::vector<std::vector<cv::Point>> contours;
    cv::findContours(bright, contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
    for (const auto& c : contours) {
      const double area = cv::contourArea(c);
      if (area < frame_area * 0.008) continue;
      std::vector<cv::Point> hull, quad;
      cv::convexHull(c, hull);
      const double perimeter = cv::arcLength(hull, true);
      for (double eps = 0.02; eps <= 0.12 && quad.size() != 4; eps += 0.01)
        cv::approxPolyDP(hull, quad, eps * perimeter, true);
      if (quad.size() != 4 || area < 0.8 * cv::contourArea(quad)) continue;
      // The long sides are the panel's top and bottom; the top has the dark sky beyond it.
      for (int k = 0; k < 4; ++k) {
        const cv::Point2d a = quad[static_cast<std::size_t>(k)], b = quad[static_cast<std::size_t>((k + 1) % 4)];
        const cv::Point2d c2 = quad[static_cast<std::size_t>((k + 2) % 4)],
                          d = quad[static_cast<std::size_t>((k + 3) % 4)];
        // Perspective shortens the far side: compare the pairs of opposite sides, not one side with its neighbour.
        const double long_pair = cv::norm(b - a) + cv::norm(d - c2), short_pair = cv::norm(c2 - b) + cv::norm(a - d);
        if (long_pair < 1.3 * short_pair) continue;
        // Template: a -> (546, top), b -> (0, top) when walking with the panel on the right... try both spellings.
        for (bool flip : {false, true}) {
          const std::vector<cv::Point2f> src{{0, 600}, {546, 600}, {546, 800}, {0, 800}};
          std::vector<cv::Point2f> dst =
              flip ? std::vector<cv::Point2f>{b, a, d, c2} : std::vector<cv::Point2f>{a, b, c2, d};
          const cv::Matx33d h(cv::getPerspectiveTransform(src, dst));
          if (!keeps_handedness(h)) continue;
          double sky = 0, panel = 0;
          if (!mean_in(blurred, h, {60, 640, 426, 140}, panel)) continue;
          // The sky may be partly out of frame in a bad candidate: then it is not this one.
          if (!mean_in(blurred, h, {100, 420, 346, 150}, sky)) continue;
          if (panel - sky < 60) continue;
          // A mirrored spelling puts the panel's circles the wrong way round; the lattice check decides.
          Candidate cand;
          cand.h = h;
          cand.score = 0.75 + std::min(0.2, (panel - sky) / 1000);
          out.push_back(cand);
        }
      }
    }
  }
}

}  // namespace

FoundBoard find_board(const cv::Mat& gray) {
  FoundBoard out;
  const double k = static_cast<double>(kWorkLongSide) / std::max(gray.cols, gray.rows);
  const cv::Mat small = k < 1 ? shrink_by_area(gray, k) : gray;
  const double kk = k < 1 ? k : 1.0;
  cv::Mat blurred;
  cv::GaussianBlur(small, blurred, cv::Size(5, 5), 0);
  cv::Mat dummy;
  const double otsu = cv::threshold(blurred, dummy, 0, 255, cv::THRESH_BINARY | cv::THRESH_OTSU);

  const double frame_area = static_cast<double>(small.total());
  std::vector<Candidate> all;
  // The sky is the darkest large thing in view, but the table may be dark too: try several cuts, and
  // a wide opening that detaches dark table texture (a checked cloth) touching the sky.
  const int ks = std::max(3, static_cast<int>(small.cols * 0.012) | 1);
  const int wide = std::max(5, static_cast<int>(std::max(small.cols, small.rows) * 0.035) | 1);
  const cv::Mat close_kernel = cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(ks, ks));
  const int bridge = std::max(7, static_cast<int>(std::max(small.cols, small.rows) * 0.05) | 1);
  std::vector<std::pair<cv::Rect, double>> fitted;  // regions already fitted (box, area)
  // Each cut's dark set is {blurred <= t}. Closing or opening a set commutes with the cut (a pixel lies in the
  // closing of {blurred <= t} where the grey opening of blurred is <= t: a set's dilation is the dark set of the
  // levels' erosion), so the closings and openings are made once, on the grey levels, for all the cuts.
  // Close over the thin bright things on the sky (stars, lines, artwork); the wide close also bridges glare
  // stripes and thick drawn lines that cut the sky into pieces. Then open, by a small and a wide disc.
  cv::Mat closed, opened_small;
  grey_morphology(blurred, closed, cv::MORPH_OPEN, close_kernel);
  const cv::Mat bridged = wide_disc(blurred, cv::MORPH_CLOSE, bridge);
  grey_morphology(closed, opened_small, cv::MORPH_CLOSE, close_kernel);
  const std::array<cv::Mat, 3> variants{opened_small, wide_disc(closed, cv::MORPH_OPEN, wide),
                                        wide_disc(bridged, cv::MORPH_OPEN, wide)};
  for (double t : {otsu * 0.2, otsu * 0.35, otsu * 0.5, otsu * 0.7, otsu}) {
    for (const cv::Mat& levels : variants) {
      cv::Mat dark;
      cv::threshold(levels, dark, t, 255, cv::THRESH_BINARY_INV);
      std::vector<std::vector<cv::Point>> contours;
      cv::findContours(dark, contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_NONE);
      for (const auto& c : contours) {
        const double area = cv::contourArea(c);
        if (area < frame_area * 0.03) continue;
        // A region hugging the frame is the table (a board cut off that much is refused anyway).
        int on_border = 0;
        for (const auto& p : c)
          if (p.x <= 1 || p.y <= 1 || p.x >= small.cols - 2 || p.y >= small.rows - 2) ++on_border;
        if (on_border > static_cast<int>(c.size()) / 6) continue;
        // Other cuts often give the same region again: fit each region once.
        const cv::Rect box = cv::boundingRect(c);
        bool seen = false;
        for (const auto& [b, a] : fitted)
          seen = seen || ((b & box).area() > 0.97 * std::max(b.area(), box.area()) && std::abs(a - area) < 0.03 * area);
        if (seen) continue;
        fitted.emplace_back(box, area);
        // The sky is convex: its hull bridges bites taken by occluders (a hand, a card) over its edge.
        Candidate cand = fit_region(densified_hull(c), small.size());
        if (cand.score < 0) continue;
        // The white score panel below the sky: when it is in view it must be much brighter than the sky.
        double sky = 0, panel = 0;
        if (mean_in(blurred, cand.h, {60, 300, 426, 250}, sky) &&
            mean_in(blurred, cand.h, {60, 640, 426, 140}, panel)) {
          if (panel - sky < 40) continue;
          cand.score += 0.1;
        } else {
          cand.score -= 0.1;  // can't confirm the panel: only if nothing better shows up
        }
        if (cand.score >= 0.60) all.push_back(cand);
      }
    }
  }
  // The panel gives candidates of its own even when an outline looks confident: glare, a hand or a second
  // board merged into the dark region can make a wrong outline fit well; the lattice decides.
  panel_candidates(blurred, otsu, all);
  std::sort(all.begin(), all.end(), [](const Candidate& a, const Candidate& b) { return a.score > b.score; });
  const std::vector<cv::Matx33d> by_circles = panel_circle_candidates(gray, blurred, otsu);
  if (all.empty() && by_circles.empty()) {
    out.refusal = Refusal::NoBoard;
    out.message =
        "no board found: no dark, arch-topped region with a white score panel below; photograph the whole "
        "board from above, on a plain table";
    return out;
  }
  const cv::Matx33d to_gray(1 / kk, 0, 0, 0, 1 / kk, 0, 0, 0, 1);
  // Several cuts and closings often give the same outline again: the lattice refiner absorbs an error of a
  // few percent of the width, so a candidate that close to a better one is the same board, not worth a fit.
  auto corners = [](const cv::Matx33d& h) {
    return std::array<cv::Point2d, 4>{apply(h, {0, 0}), apply(h, {kBoardWidth, 0}), apply(h, {kBoardWidth, kSkyBottom}),
                                      apply(h, {0, kSkyBottom})};
  };
  // Up to 8: a board beside the subject, or the table, can give six outlines better than its own (dev photo
  // 6046's own came seventh). Candidates on a board already read cost little.
  std::vector<std::array<cv::Point2d, 4>> kept;
  const auto keep = [&](const cv::Matx33d& h) {
    const auto c = corners(h);
    const bool repeat = std::any_of(kept.begin(), kept.end(), [&](const std::array<cv::Point2d, 4>& k) {
      const double tolerance = 0.02 * cv::norm(k[1] - k[0]);
      for (std::size_t j = 0; j < 4; ++j)
        if (cv::norm(c[j] - k[j]) > tolerance) return false;
      return true;
    });
    if (repeat) return;
    kept.push_back(c);
    out.candidates.push_back(to_gray * h);
  };
  for (std::size_t i = 0; i < all.size() && out.candidates.size() < 8; ++i) keep(all[i].h);
  // Then the boards placed by their panels' circles, which the outlines missed when two boards' panels or
  // skies merged (dev photo 7283). They come after the outlines: most are on a board already read (cheap),
  // and they must not push a subject's own outline out of the eight (dev photo 7345).
  const std::size_t outlines = out.candidates.size();
  for (std::size_t i = 0; i < by_circles.size() && out.candidates.size() < outlines + kMostCircleRows; ++i)
    keep(by_circles[i]);
  out.homography = out.candidates.front();
  return out;
}

}  // namespace starsight::vision
