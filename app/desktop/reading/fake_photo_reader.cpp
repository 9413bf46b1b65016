#include "reading/fake_photo_reader.hpp"

#include <nlohmann/json.hpp>

#include "game/game_file.hpp"

namespace starsight::desktop {

PhotoReading FakePhotoReader::read(const QImage& photo, const ReadHints&) const {
  PhotoReading r;
  if (photo.isNull()) {
    r.failure = ReadFailure::Unreadable;
    r.error = "the picture is empty";
    return r;
  }
  const QString text = photo.text(kReadingTextKey);
  if (text.isEmpty()) {
    r.failure = ReadFailure::NoBoard;
    r.error = "no board found in the picture";
    return r;
  }
  const auto j = nlohmann::json::parse(text.toStdString(), nullptr, false);
  std::string error;
  const auto player = j.is_discarded() ? std::nullopt : read_player(j, &error);
  if (!player) {
    r.failure = ReadFailure::Other;
    r.error = "the picture's reading is damaged: " + (error.empty() ? std::string("not JSON") : error);
    return r;
  }
  r.state = player->state;
  r.uncertain = player->uncertain;
  r.homography = player->homography;
  if (!r.homography) {
    // The picture is the whole board, upright: scale template units to pixels.
    r.homography = Homography{photo.width() / 546.0, 0, 0, 0, photo.height() / 800.0, 0, 0, 0, 1};
  }
  r.confidence = j.value("confidence", r.uncertain.empty() ? 1.0 : 0.5);
  for (const auto& p : j.value("hidden", nlohmann::json::array()))
    if (p.is_array() && p.size() == 2 && p[0].is_number_integer() && p[1].is_number_integer())
      r.hidden.push_back({p[0].get<int>(), p[1].get<int>()});
  r.unread_board_beside = j.value("unread_board_beside", false);
  return r;
}

void embed_reading(QImage& image, const PhotoReading& reading) {
  Player p;
  p.state = reading.state;
  p.uncertain = reading.uncertain;
  p.homography = reading.homography;
  nlohmann::json j = player_to_json(p);
  j["confidence"] = reading.confidence;
  if (!reading.hidden.empty()) {
    nlohmann::json hidden = nlohmann::json::array();
    for (const Point p : reading.hidden) hidden.push_back({p.x, p.y});
    j["hidden"] = hidden;
  }
  if (reading.unread_board_beside) j["unread_board_beside"] = true;
  image.setText(kReadingTextKey, QString::fromStdString(j.dump()));
}

}  // namespace starsight::desktop
