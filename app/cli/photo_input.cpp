// Scoring a photo: the photo reader gives a state with its doubts; the engine
// scores and audits it. Built when the program has the photo reader (OpenCV).
#include <array>
#include <fstream>
#include <iostream>
#include <span>

#include "photo_input.hpp"
#include "starsight/audit.hpp"
#include "starsight/calibration/stored_calibration.hpp"
#include "starsight/score.hpp"
#include "starsight/state_json.hpp"
#include "starsight/vision/image_file.hpp"
#include "starsight/vision/read_board.hpp"
#include "streamed_input.hpp"

namespace starsight::cli {

bool looks_like_photo(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::array<unsigned char, 8> head{};
  in.read(reinterpret_cast<char*>(head.data()), head.size());
  if (has_photo_signature(std::span(head.data(), static_cast<std::size_t>(in.gcount())))) return true;
  // Not an image by content: still send files named like photos to the reader, which says what is wrong.
  const auto dot = path.find_last_of('.');
  if (dot == std::string::npos) return false;
  std::string ext = path.substr(dot + 1);
  for (auto& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return ext == "jpg" || ext == "jpeg" || ext == "png";
}

namespace {

// The stored calibration, read once for the whole batch; a damaged one is said once, and passed over.
const vision::ReadOptions& calibrated() {
  static const vision::ReadOptions stored = [] {
    if (calibration::stored_calibration_unusable())
      std::cerr << "starsight: the calibration in " << calibration::stored_calibration_path()
                << " cannot be used (damaged, or not a calibration); scoring without it. Run starsight calibrate "
                   "again on photos of your blank boards.\n";
    return calibration::calibrated_read_options();
  }();
  return stored;
}

vision::ReadOptions read_options(const ScoreOptions& options) {
  vision::ReadOptions ro = calibrated();
  ro.board = options.board;
  ro.point_card = options.point_card;
  ro.power_card = options.power_card;
  ro.debug_dir = options.debug_dir;
  return ro;
}

nlohmann::json reading_to_json(const std::string& path, const vision::Reading& r, const ScoreOptions& options) {
  if (!r.ok())
    return {{"input", path}, {"ok", false}, {"error", r.message}, {"refusal", vision::refusal_name(r.refusal)}};

  nlohmann::json uncertain = nlohmann::json::array();
  for (const auto& u : r.uncertain) {
    nlohmann::json item{{"what", u.what}, {"p", u.p}, {"read_as", u.read_as}};
    nlohmann::json pts = nlohmann::json::array();
    for (Point p : u.points) pts.push_back(point_to_json(p));
    item["points"] = pts;
    if (u.total_if_flipped) item["total_if_flipped"] = *u.total_if_flipped;
    if (!u.note.empty()) item["note"] = u.note;
    uncertain.push_back(item);
  }
  nlohmann::json h = nlohmann::json::array();
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) h.push_back(r.homography(i, j));
  nlohmann::json result{{"input", path},
                        {"ok", true},
                        {"board", r.board},
                        {"state", state_to_json(r.state)},
                        {"score", score_to_json(score(r.state))},
                        {"audit", audit_to_json(audit(r.state))},
                        {"uncertain", uncertain},
                        {"confidence", r.confidence},
                        {"homography", h}};
  if (r.hidden.any()) {
    // Where the board could not be seen (something over it, or glare): the ends of the lines not read for it.
    nlohmann::json hidden = nlohmann::json::array();
    for_each_bit(r.hidden, [&](int i) { hidden.push_back(point_to_json(point_at(i))); });
    result["hidden"] = hidden;
  }
  if (!r.lens.none()) result["lens_k1"] = r.lens.k1;  // the homography is to the photo with this lens taken out
  if (!options.board) {
    result["board_runner_up"] = r.runner_up;
    result["board_margin"] = r.board_margin;
    result["board_p"] = r.board_p;
  }
  if (r.objects_unidentified) {
    nlohmann::json marks = nlohmann::json::array();
    for (const auto& o : r.objects)
      if (!o.on_artwork && o.read) marks.push_back(point_to_json(o.at));
    result["unidentified_objects"] = marks;
    result["note"] = "marks of a power were seen but no --power-card was given: they are not scored";
  }
  return result;
}

}  // namespace

nlohmann::json score_photo(const std::string& path, const ScoreOptions& options) {
  return reading_to_json(path, vision::read_photo_file(path, read_options(options)), options);
}

nlohmann::json score_photo_bytes(const std::string& input, std::span<const unsigned char> bytes,
                                 const ScoreOptions& options) {
  return reading_to_json(input, vision::read_photo_bytes(bytes, read_options(options)), options);
}

}  // namespace starsight::cli
