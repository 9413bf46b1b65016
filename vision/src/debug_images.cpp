#include "debug_images.hpp"

#include <filesystem>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "starsight/line_groups.hpp"
#include "template_geometry.hpp"

namespace starsight::vision {
namespace {

cv::Scalar group_colour(int k) {
  static const cv::Scalar kColours[] = {{255, 80, 80},  {80, 220, 80},  {80, 160, 255}, {255, 220, 60},
                                        {255, 80, 255}, {60, 255, 255}, {255, 150, 60}, {160, 110, 255}};
  return kColours[k % 8];
}

void save(const std::string& dir, const std::string& name, const cv::Mat& img) {
  try {
    cv::imwrite((std::filesystem::path(dir) / name).string(), img);
  } catch (const cv::Exception&) {
  }
}

}  // namespace

void write_debug_images(const std::string& dir, const std::string& stem, const cv::Mat& photo_gray,
                        const RectifiedBoard* rect, const Reading& reading, const BoardGeometry& g) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  cv::Mat photo;
  cv::cvtColor(photo_gray, photo, cv::COLOR_GRAY2BGR);
  // Where the board was placed: on every reading, and on every refusal made after placing it (cut off, stars past
  // the arch, a neighbour beside), which is where a developer most needs to see it.
  if (rect || cv::norm(reading.homography, cv::NORM_INF) > 0) {
    for (int i = 0; i < kPointCount; ++i) {
      const cv::Point2d p = apply(reading.homography, template_point(g, point_at(i)));
      cv::circle(photo, p, 3, cv::Scalar(0, 200, 255), 1, cv::LINE_AA);
    }
    std::vector<cv::Point> outline;
    for (int k = 0; k <= 32; ++k) {
      const double a = CV_PI + CV_PI * k / 32;
      outline.push_back(apply(reading.homography, {273 + 273 * std::cos(a), 273 + 273 * std::sin(a)}));
    }
    outline.push_back(apply(reading.homography, {kBoardWidth, kBoardHeight}));
    outline.push_back(apply(reading.homography, {0, kBoardHeight}));
    cv::polylines(photo, outline, true, cv::Scalar(0, 255, 0), 2, cv::LINE_AA);
  }
  save(dir, stem + "-photo.png", photo);
  if (!rect) return;

  cv::Mat top;
  rect->tophat.convertTo(top, CV_8U, 2.0);
  save(dir, stem + "-tophat.png", top);

  cv::Mat board;
  cv::cvtColor(rect->gray, board, cv::COLOR_GRAY2BGR);
  board *= 0.6;
  if (reading.board >= 1) {
    const auto groups = line_groups(reading.state.lines | starsight::board(reading.board).printed());
    for (std::size_t k = 0; k < groups.size(); ++k)
      for_each_bit(groups[k].lines, [&](int id) {
        const Segment& s = segment(id);
        cv::line(board, rect_point(g, s.a), rect_point(g, s.b), group_colour(static_cast<int>(k)), 2, cv::LINE_AA);
      });
    for (const auto& ss : reading.state.shooting_stars) {
      for (SegmentId id : ss.lines) {
        const Segment& s = segment(id);
        cv::line(board, rect_point(g, s.a), rect_point(g, s.b), cv::Scalar(255, 255, 255), 3, cv::LINE_AA);
      }
      cv::drawMarker(board, rect_point(g, ss.head), cv::Scalar(255, 255, 255), cv::MARKER_STAR, 18, 2);
    }
    for (const auto& o : reading.objects)
      if (o.read)
        cv::rectangle(board, rect_point(g, o.at) - cv::Point2d(9, 9), rect_point(g, o.at) + cv::Point2d(9, 9),
                      cv::Scalar(0, 165, 255), 2);
  }
  for (const auto& u : reading.uncertain) {
    if (u.points.empty()) continue;
    cv::Point2d c(0, 0);
    for (Point p : u.points) c += rect_point(g, p);
    c *= 1.0 / static_cast<double>(u.points.size());
    cv::circle(board, c, 16, cv::Scalar(0, 0, 255), 2, cv::LINE_AA);
    cv::putText(board, cv::format("%.2f", u.p), c + cv::Point2d(12, -12), cv::FONT_HERSHEY_SIMPLEX, 0.4,
                cv::Scalar(0, 0, 255), 1, cv::LINE_AA);
  }
  save(dir, stem + "-reading.png", board);
}

}  // namespace starsight::vision
