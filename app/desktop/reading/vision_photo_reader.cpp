// The photo reader built on the project's vision library (starsight_vision).
#include <QImage>
#include <opencv2/core.hpp>

#include "reading/photo_reader.hpp"
#include "starsight/calibration/stored_calibration.hpp"
#include "starsight/vision/lens_correction.hpp"
#include "starsight/vision/memory.hpp"
#include "starsight/vision/read_board.hpp"

namespace starsight::desktop {
namespace {

// The user's calibration (starsight calibrate), read once: the fitted template, the lens and the boards' artwork,
// as the command line scores with them.
const vision::ReadOptions& calibrated() {
  static const vision::ReadOptions stored = calibration::calibrated_read_options();
  return stored;
}

vision::ReadOptions options_for(const ReadHints& hints) {
  vision::ReadOptions o = calibrated();
  o.point_card = hints.point_card;
  o.power_card = hints.power_card;
  if (hints.last_seen) {
    const Homography& h = *hints.last_seen;
    o.last_seen = cv::Matx33d(h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], h[8]);
  }
  return o;
}

std::optional<ObjectKind> object_of(std::optional<Power> power, const std::vector<Point>& points, int board_id) {
  if (!points.empty() && board_id >= 1 && board_id <= kBoardCount &&
      board(board_id).kind(points.front()) == PointKind::Artwork)
    return ObjectKind::NewStar;
  if (!power) return std::nullopt;
  switch (*power) {
    case Power::Planet:
      return ObjectKind::Planet;
    case Power::NewStars:
      return ObjectKind::NewStar;
    case Power::Galaxy:
      return ObjectKind::Galaxy;
    case Power::TwinklingStar:
      return ObjectKind::TwinklingStar;
    case Power::Nova:
      return ObjectKind::Nova;
    case Power::LuminousAura:
      return ObjectKind::LuminousAura;
    case Power::CrescentMoon:
      return ObjectKind::CrescentMoon;
    case Power::BlackHole:
      return ObjectKind::BlackHole;
    case Power::NewLine:
      return std::nullopt;
  }
  return std::nullopt;
}

PhotoReading convert(const vision::Reading& v, const ReadHints& hints) {
  PhotoReading r;
  if (!v.ok()) {
    switch (v.refusal) {
      case vision::Refusal::NotAnImage:
      case vision::Refusal::Truncated:
      case vision::Refusal::TooLarge:
        r.failure = ReadFailure::Unreadable;
        break;
      default:
        r.failure = ReadFailure::NoBoard;
        break;
    }
    r.error = v.message.empty() ? vision::refusal_name(v.refusal) : v.message;
    return r;
  }
  r.state = v.state;
  r.confidence = v.confidence;
  Homography h{};
  for (int i = 0; i < 9; ++i) h[static_cast<std::size_t>(i)] = v.homography(i / 3, i % 3);
  r.homography = h;
  r.lens_k1 = v.lens.k1;
  for_each_bit(v.hidden, [&](int i) { r.hidden.push_back(point_at(i)); });
  r.unread_board_beside = v.unread_board_beside;
  for (const vision::UncertainReading& u : v.uncertain) {
    Uncertainty out;
    out.points = u.points;
    out.p = u.p;
    out.read_as = u.read_as;
    out.total_if_flipped = u.total_if_flipped;
    if (u.what == "line" || u.what == "shooting-star") {
      out.what = Uncertainty::What::Line;
    } else if (u.what == "shooting-star-head") {
      out.what = Uncertainty::What::Head;
    } else if (u.what == "object" || u.what == "new-star") {
      out.what = Uncertainty::What::Object;
      out.object =
          u.what == "new-star" ? std::optional(ObjectKind::NewStar) : object_of(hints.power_card, u.points, v.board);
      if (!out.object) continue;  // a mark no power names: the audit will say so
    } else if (u.what == "board") {
      out.what = Uncertainty::What::Board;
      // The note says "board 6, else board 4": the alternative is the last number.
      const auto at = u.note.find("else board ");
      const int other = at == std::string::npos ? 0 : std::atoi(u.note.c_str() + at + 11);
      if (other < 1 || other > kBoardCount || other == v.board) continue;
      out.boards = std::array<int, 2>{v.board, other};
    } else {
      continue;  // a kind of reading this program does not know how to flip
    }
    r.uncertain.push_back(out);
  }
  return r;
}

class VisionPhotoReader : public PhotoReader {
 public:
  // The camera view reads frame after frame: each finds the last one's buffers.
  VisionPhotoReader() { vision::keep_freed_image_memory(); }
  PhotoReading read(const QImage& photo, const ReadHints& hints) const override {
    const QImage bgr = photo.convertToFormat(QImage::Format_BGR888);
    const cv::Mat mat(bgr.height(), bgr.width(), CV_8UC3, const_cast<uchar*>(bgr.constBits()),
                      static_cast<std::size_t>(bgr.bytesPerLine()));
    return convert(vision::read_board(mat, options_for(hints)), hints);
  }
  PhotoReading readFile(const QString& path, const ReadHints& hints) const override {
    return convert(vision::read_photo_file(path.toStdString(), options_for(hints)), hints);
  }
  QImage asRead(const QImage& picture, double lens_k1) const override {
    if (lens_k1 == 0 || picture.isNull()) return picture;
    const QImage rgb = picture.convertToFormat(QImage::Format_RGB888);
    const cv::Mat mat(rgb.height(), rgb.width(), CV_8UC3, const_cast<uchar*>(rgb.constBits()),
                      static_cast<std::size_t>(rgb.bytesPerLine()));
    const cv::Mat out = vision::undistorted(mat, Lens{lens_k1});
    return QImage(out.data, out.cols, out.rows, static_cast<qsizetype>(out.step), QImage::Format_RGB888).copy();
  }
};

}  // namespace

std::shared_ptr<const PhotoReader> make_photo_reader() { return std::make_shared<VisionPhotoReader>(); }
bool photo_reading_built_in() { return true; }

}  // namespace starsight::desktop
