#include "panel_circles.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <tuple>

#include <opencv2/imgproc.hpp>

#include "area_shrink.hpp"
#include "grey_morphology.hpp"
#include "template_geometry.hpp"

namespace starsight::vision {
namespace {

constexpr double kFineLongSide = 960;
// A picture shrunk less than this for the finer look is looked at as it is: a 12 MP photo's first look, 1008
// pixels, cost 7.5 M instructions of the photo's 366 M shrunk to 960 (a shrink by a factor that is not whole).
constexpr double kShrunkBelow = 0.9;
// A hole filling this much of its convex hull is whole; down to kLeastSolidity, notched.
constexpr double kSolid = 0.97, kLeastSolidity = 0.75;
// A row's circles are taken up to kPlainSpacing of their holes' radius apart, and up to kWidestSpacing when all
// kWidelySpaced of the panel's circles (the total among them) confirm the row: taken that wide with fewer, rows of
// other things placed boards where none lay, beside the board read (dev hard 46136, then refused as lying beside
// another board).
constexpr double kPlainSpacing = 3.3, kWidestSpacing = 4.0;
constexpr std::size_t kWidelySpaced = kCategoryCircles + 1;

// A dark, round hole in the bright panel.
struct Disc {
  cv::Point2d centre;
  double size;        // radius of the disc of the same area (pixels)
  cv::Matx22d shape;  // E E^T of the ellipse E (x) = centre + E x, |x| = 1, taking the unit circle onto its outline
};

// The dark round holes in the bright regions of `bright` (a written score inside a circle is an island in the
// hole: its outline stays round), added to `out` unless already there.
void add_round_holes(const cv::Mat& bright, std::vector<Disc>& out) {
  std::vector<std::vector<cv::Point>> contours;
  std::vector<cv::Vec4i> hierarchy;
  cv::findContours(bright, contours, hierarchy, cv::RETR_CCOMP, cv::CHAIN_APPROX_NONE);
  const double most = 0.02 * static_cast<double>(bright.total());
  for (std::size_t i = 0; i < contours.size(); ++i) {
    if (hierarchy[i][3] < 0 || contours[i].size() < 8) continue;  // an outer outline, or too small to be round
    const double area = cv::contourArea(contours[i]);
    if (area < 12 || area > most) continue;
    // A score written in white inside a circle may touch its edge and bite a notch out of the hole: then the
    // circle is the hole's convex hull, which the hole must mostly fill.
    std::vector<cv::Point> hull;
    cv::convexHull(contours[i], hull);
    const double hull_area = cv::contourArea(hull);
    const bool notched = area < kSolid * hull_area;
    if (hull.size() < 5 || area < kLeastSolidity * hull_area) continue;
    const cv::RotatedRect e = cv::fitEllipse(notched ? hull : contours[i]);
    const double a = e.size.width / 2, b = e.size.height / 2;
    if (a <= 0 || b <= 0 || std::min(a, b) < 0.5 * std::max(a, b)) continue;  // tilted beyond 60 degrees
    // Round: the hole (or its hull) fills its ellipse.
    const double disc_area = notched ? hull_area : area, fill = disc_area / (CV_PI * a * b);
    if (fill < 0.8 || fill > 1.2) continue;
    const double size = std::sqrt(disc_area / CV_PI);
    const cv::Point2d centre(e.center);
    if (std::any_of(out.begin(), out.end(), [&](const Disc& d) { return cv::norm(d.centre - centre) < 0.5 * size; }))
      continue;
    const double t = e.angle * CV_PI / 180, c = std::cos(t), s = std::sin(t);
    const cv::Matx22d r(c, -s, s, c);
    out.push_back({centre, size, r * cv::Matx22d(a * a, 0, 0, b * b) * r.t()});
  }
}

// The panels' black circles: dark against the white panel around them, whether the panel lies in shade or
// under glare (a local threshold), or merely darker than the panel's paper overall (a global one, for
// circles that a glare's edge makes uneven).
std::vector<Disc> dark_discs(const cv::Mat& image, double otsu, bool local) {
  std::vector<Disc> out;
  // The small plus signs between the category circles can join them: a closing of the panel cuts such thin
  // dark bridges.
  const cv::Mat bridge_cut = cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(3, 3));
  cv::Mat bright;
  if (local) {
    const int block = std::max(15, static_cast<int>(0.1 * std::max(image.cols, image.rows)) | 1);
    cv::adaptiveThreshold(image, bright, 255, cv::ADAPTIVE_THRESH_MEAN_C, cv::THRESH_BINARY, block, 0.25 * otsu);
    grey_morphology(bright, bright, cv::MORPH_CLOSE, bridge_cut);
    add_round_holes(bright, out);
  }
  cv::threshold(image, bright, 0.6 * otsu, 255, cv::THRESH_BINARY);
  grey_morphology(bright, bright, cv::MORPH_CLOSE, bridge_cut);
  add_round_holes(bright, out);
  return out;
}

// The disc nearest `p` within `reach` whose size is `size` within the ratio `slack`.
std::optional<std::size_t> disc_near(const std::vector<Disc>& discs, cv::Point2d p, double reach, double size,
                                     double slack) {
  std::optional<std::size_t> best;
  double best_d = reach;
  for (std::size_t i = 0; i < discs.size(); ++i) {
    const double d = cv::norm(discs[i].centre - p);
    const double ratio = discs[i].size / size;
    if (d < best_d && ratio < slack && ratio > 1 / slack) best_d = d, best = i;
  }
  return best;
}

// The symmetric square root of a positive definite 2x2 matrix.
cv::Matx22d sqrt_spd(const cv::Matx22d& m) {
  const double s = std::sqrt(std::max(0.0, m(0, 0) * m(1, 1) - m(0, 1) * m(1, 0)));
  const double t = std::sqrt(std::max(1e-12, m(0, 0) + m(1, 1) + 2 * s));
  return (m + cv::Matx22d(s, 0, 0, s)) * (1 / t);
}

// The affine map (template -> image) that takes the template's circles onto `found` discs (template circle k
// for each), `row`: the image direction of the category row, left to right on the board. Its linear part
// takes a template circle onto the discs' mean ellipse, turned so that the row runs along `row`, and is scaled
// to the row's spacing; the photo is never mirrored.
cv::Matx33d affine_from(const std::vector<Disc>& discs, const std::vector<std::pair<PanelCircle, std::size_t>>& found,
                        cv::Point2d row, double step) {
  cv::Matx22d shape = cv::Matx22d::zeros();
  for (const auto& [circle, k] : found) shape += discs[k].shape * (1 / (circle.radius * circle.radius));
  const cv::Matx22d e = sqrt_spd(shape * (1.0 / static_cast<double>(found.size())));
  cv::Vec2d u = e.inv() * cv::Vec2d(row.x, row.y);
  u *= 1 / cv::norm(u);
  cv::Matx22d a = e * cv::Matx22d(u[0], -u[1], u[1], u[0]);
  const cv::Vec2d along = a * cv::Vec2d(kCategoryCircle[1].centre.x - kCategoryCircle[0].centre.x, 0);
  a *= step / cv::norm(along);
  cv::Vec2d t(0, 0);
  for (const auto& [circle, k] : found)
    t += cv::Vec2d(discs[k].centre.x, discs[k].centre.y) - a * cv::Vec2d(circle.centre.x, circle.centre.y);
  t *= 1.0 / static_cast<double>(found.size());
  return {a(0, 0), a(0, 1), t[0], a(1, 0), a(1, 1), t[1], 0, 0, 1};
}

// A board placed by a row of circles, and how many of the panel's five circles placed it.
struct CircleRow {
  cv::Matx33d h;
  std::size_t circles = 0;
};

// The board whose category circles `first` and `first + 1` are discs `i` and `j`, when the row and the total
// circle confirm it.
std::optional<CircleRow> board_from_row(const std::vector<Disc>& discs, std::size_t i, std::size_t j, int first) {
  const cv::Point2d step = discs[j].centre - discs[i].centre;
  const double size = (discs[i].size + discs[j].size) / 2, spacing = cv::norm(step);
  if (discs[i].size > 1.35 * discs[j].size || discs[j].size > 1.35 * discs[i].size) return std::nullopt;
  // Template spacing over radius is 70 / 29 = 2.4; foreshortening along or across the row moves it, and a score
  // written in white shrinks a circle's hole (dev hard 46257: tilted 44 degrees, a score in each circle, 3.7 at
  // the coarse look; its board, wholly in view, was refused for want of a lattice). Rows spaced wider than
  // kPlainSpacing are taken only with all five circles (kWidelySpaced).
  if (spacing < 1.8 * size || spacing > kWidestSpacing * size) return std::nullopt;
  std::vector<std::pair<PanelCircle, std::size_t>> found{{kCategoryCircle[first], i}, {kCategoryCircle[first + 1], j}};
  cv::Point2d last = discs[j].centre;
  for (int k = first + 2; k < kCategoryCircles; ++k) {
    const auto next = disc_near(discs, last + step, 0.3 * spacing, size, 1.35);
    if (!next) break;
    found.emplace_back(kCategoryCircle[k], *next);
    last = discs[*next].centre;
  }
  if (found.size() < 3) return std::nullopt;
  // A panel's row is four equal circles: a fifth of their size beyond either end makes it a pattern (a
  // polka-dot cloth), not a panel.
  if (disc_near(discs, discs[i].centre - step, 0.3 * spacing, size, 1.2) ||
      disc_near(discs, last + (last - discs[found[found.size() - 2].second].centre), 0.3 * spacing, size, 1.2))
    return std::nullopt;
  const cv::Point2d row = discs[found.back().second].centre - discs[i].centre;
  const double mean_step = cv::norm(row) / static_cast<double>(found.size() - 1);
  cv::Matx33d h = affine_from(discs, found, row, mean_step);
  const double total_size = size * kTotalCircle.radius / kCategoryCircle[0].radius;
  const auto t = disc_near(discs, apply(h, kTotalCircle.centre), 0.35 * mean_step, total_size, 1.3);
  // The total circle tells the row's direction; without it (under a hand), four circles in a row are either
  // way round, unless the total is seen beyond the other end.
  if (t) {
    found.emplace_back(kTotalCircle, *t);
    h = affine_from(discs, found, row, mean_step);
  } else {
    const double beyond = (kTotalCircle.centre.x - kCategoryCircle[3].centre.x) /
                          (kCategoryCircle[1].centre.x - kCategoryCircle[0].centre.x);
    const cv::Point2d other_end = discs[i].centre - row * (beyond / static_cast<double>(found.size() - 1));
    if (found.size() < kCategoryCircles || disc_near(discs, other_end, 0.45 * mean_step, total_size, 1.3))
      return std::nullopt;
  }
  // The circles' ellipses must agree with their places: each circle lies where the map puts it.
  for (const auto& [circle, k] : found)
    if (cv::norm(apply(h, circle.centre) - discs[k].centre) > 0.2 * mean_step) return std::nullopt;
  if (spacing > kPlainSpacing * size && found.size() < kWidelySpaced) return std::nullopt;
  return CircleRow{h, found.size()};
}

}  // namespace

std::vector<cv::Matx33d> panel_circle_candidates(const cv::Mat& gray, const cv::Mat& coarse, double otsu) {
  std::vector<CircleRow> rows;
  // Two looks. The category circles stand a sixth of their radius apart with a plus sign between them: at
  // the outline's 480 pixels a board a third of the frame wide has them 3 pixels apart, and the plus joins
  // them; a finer look keeps them apart. The coarse, blurred look finds more on the dev photos (written
  // scores, glare and JPEG noise break fewer circles): on normal dev seeds 7300..7499, 2 refused against 5
  // with the finer look alone. (The finer look's local threshold cost a 1080p frame 2 ms more and found
  // nothing the other thresholds missed.)
  const double shrink = kFineLongSide / std::max(gray.cols, gray.rows);
  const double fine_k = shrink < kShrunkBelow ? shrink : 1.0;
  cv::Mat fine = gray;
  if (fine_k < 1) fine = shrink_by_area(gray, fine_k);
  const double coarse_k = static_cast<double>(coarse.cols) / gray.cols;
  for (const auto& [image, k, local] : {std::tuple(coarse, coarse_k, true), std::tuple(fine, fine_k, false)}) {
    const std::vector<Disc> discs = dark_discs(image, otsu, local);
    const cv::Matx33d to_coarse(coarse_k / k, 0, 0, 0, coarse_k / k, 0, 0, 0, 1);
    for (std::size_t i = 0; i < discs.size(); ++i)
      for (std::size_t j = 0; j < discs.size(); ++j) {
        if (i == j) continue;
        // The first category circle may be under a card or a hand: a row may start at the second.
        for (const int first : {0, 1})
          if (auto row = board_from_row(discs, i, j, first)) {
            row->h = to_coarse * row->h;
            rows.push_back(*row);
          }
      }
  }
  // A checked cloth's squares can pass for four circles in a row, more such rows than the finder tries (dev normal
  // 64587: four rows on the cloth, without a total circle, came before the board's own five circles, and the board
  // was refused for want of a lattice): the rows that more of a panel's circles confirm come first.
  std::stable_sort(rows.begin(), rows.end(),
                   [](const CircleRow& a, const CircleRow& b) { return a.circles > b.circles; });
  std::vector<cv::Matx33d> out;
  for (const CircleRow& row : rows) out.push_back(row.h);
  return out;
}

}  // namespace starsight::vision
