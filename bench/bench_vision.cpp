// bench_vision: accuracy and speed of the photo reader on rendered photos.
//
//   bench_vision [--count N] [--seed S] [--levels easy,normal,hard] [--power NAME] [--art STYLE] [--lens K1]
//                [--calibrated] [--no-speed] [--verbose] [--dump-confidence FILE]
//
// --power NAME: of the N games, only those with that power card (to study a card's objects).
// --art figures: the boards' illustrations drawn by the renderer's second generator, which no model was fitted
// on and nothing was tuned on (how the reader copes with the real boards' artwork, which it has never seen).
// --lens K1: every photo taken through a lens of radial distortion K1 (starsight/lens.hpp; barrel below 0).
// --dump-confidence FILE: for each photo read, a line "level seed confidence board_p hidden_points exact covered"
// (what state_confidence is fitted on).
// --calibrated: each photo read with its boards' artwork as `starsight calibrate` measures it on two photos of
// each blank board (rendered with the photo's rendition of the art), and with the lens it fits on them.
// Renders N photos per level from simulated games with seeds S, S+1, ... (the
// benchmark's seeds start at 1,000,000: the reader is tuned only below that),
// reads each from its JPEG bytes and prints per level: board-identification
// accuracy, line precision and recall, exact-state rate, exact-total rate,
// silent errors (wrong total with nothing reported uncertain) and refusals.
// Then the speed on one core: a 12 MP JPEG end to end against OpenCV's
// half-resolution decode of the same file, a 1920x1080 frame in memory, and how
// long pictures of no board (render/no_board.hpp) take to be refused.
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <opencv2/core/utility.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "starsight/calibration/fit_lens.hpp"
#include "starsight/cards.hpp"
#include "starsight/lens.hpp"
#include "starsight/render/no_board.hpp"
#include "starsight/render/render.hpp"
#include "starsight/score.hpp"
#include "starsight/simulator.hpp"
#include "starsight/state_json.hpp"
#include "starsight/vision/artwork.hpp"
#include "starsight/vision/image_file.hpp"
#include "starsight/vision/lens_correction.hpp"
#include "starsight/vision/memory.hpp"
#include "starsight/vision/read_board.hpp"
#include "starsight/vision/rule_decoder.hpp"

using namespace starsight;

namespace {

using Clock = std::chrono::steady_clock;
double ms_since(Clock::time_point t0) { return std::chrono::duration<double, std::milli>(Clock::now() - t0).count(); }

struct Tally {
  int photos = 0, refused = 0, board_ok = 0, exact_state = 0, exact_total = 0, silent = 0, flagged_wrong = 0;
  std::map<std::string, int> refused_by;  // refusal_name -> photos refused so
  long long tp = 0, fp = 0, fn = 0;
  double ms = 0;
  // Why states were wrong (a photo may count under several causes), and how the uncertainty behaved.
  int wrong_board = 0, wrong_lines = 0, wrong_shooting = 0, wrong_objects = 0, wrong_new_stars = 0;
  int wrong_total_explained = 0;     // wrong total, and some uncertain item, flipped, gives the true total
  int hidden = 0, hidden_exact = 0;  // photos read whose drawing is partly covered, and of them read exactly
  // Photos read with a part said hidden (Reading::hidden): of the covered ones, and of the others (glare, blur).
  int said_hidden_covered = 0, said_hidden_clear = 0;
  // Photos read with another board beside, unread (Reading::unread_board_beside), and of them on the wrong board.
  int beside_unread = 0, beside_unread_wrong = 0;
  // By the photo's conditions (see conditions()): photos, refused ones too, and of them read exactly.
  std::map<std::string, std::pair<int, int>> by_condition;
  long long uncertain_items = 0;
  std::map<std::string, long long> uncertain_by_kind;  // UncertainReading::what -> items
  double confidence_sum = 0, brier = 0;
  // The confidence's reliability: per band of Reading::confidence (kConfidenceBands), photos read and of them read
  // exactly; an honest confidence reads about as many exactly as its band says.
  std::array<int, 6> conf_n{}, conf_exact{};
  // Calibration of the line probabilities: per bin of p, segments and how many were truly drawn.
  std::array<int, 10> bin_n{}, bin_yes{};
  // The tails of the line probabilities: below 1 - kDecisive / above kDecisive (decided, never reported) and
  // the doubtful bands just inside them (reported, yet nearly always read right): [0] < 0.02, [1] 0.02-0.1,
  // [2] 0.9-0.98, [3] >= 0.98.
  std::array<int, 4> tail_n{}, tail_yes{};
  // Lines reported as lying at a cover (the reader can't see them plainly): read drawn ([1]) or not ([0], above
  // the floor it gives the unseen ones), and how many of each were truly drawn.
  std::array<int, 2> at_cover_n{}, at_cover_yes{};
  std::array<double, 2> at_cover_p{};  // the sum of their probabilities, to set against how many were drawn
  double hidden_confidence = 0;        // the sum of the covered photos' confidence (Reading::confidence)
};

// Power objects as (kind, point) pairs, new stars excluded.
std::vector<std::pair<int, int>> power_objects(const State& s) {
  std::vector<std::pair<int, int>> out;
  for (const auto& o : objects(s))
    if (o.kind != ObjectKind::NewStar) out.emplace_back(static_cast<int>(o.kind), point_index(o.at));
  std::sort(out.begin(), out.end());
  return out;
}

double pct(int a, int b) { return b ? 100.0 * a / b : 0; }

// The lower bounds of the confidence bands the reliability table prints.
constexpr std::array<double, 6> kConfidenceBands{0, 0.5, 0.8, 0.9, 0.95, 0.99};
std::size_t confidence_band(double c) {
  std::size_t b = 0;
  while (b + 1 < kConfidenceBands.size() && c >= kConfidenceBands[b + 1]) ++b;
  return b;
}

// A probability as the listings print it.
std::string fixed3(double p) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%.3f", p);
  return buf;
}

// What exact states are broken down by, to see where the misreadings gather: the board's size in the frame
// (`fill`, its larger side over the frame's), motion blur, strong glare, a steep tilt, the drawing partly
// covered, the power card in play (its marks).
std::vector<std::string> conditions(const render::SceneParams& p, bool covered, const State& truth) {
  return {p.fill < 0.45  ? "fill<0.45"
          : p.fill < 0.7 ? "fill 0.45-0.7"
                         : "fill>=0.7",
          p.motion_px > 0 ? "motion blur" : "no motion blur",
          p.glare >= 0.7 ? "glare>=0.7" : "glare<0.7",
          p.tilt_deg >= 30 ? "tilt>=30" : "tilt<30",
          covered ? "drawing covered" : "drawing clear",
          "power " + (truth.power_card ? power_name(*truth.power_card) : std::string("none"))};
}

// Whether something the renderer laid over the board (card, hand, pen) covers part of the drawing: a drawn
// segment's middle or quarter points, or an object's point. Such a photo can't be read exactly; the reader
// should report those items uncertain.
bool drawing_hidden(const State& truth, const render::Photo& photo) {
  if (photo.truth.occluders.empty()) return false;
  const BoardGeometry& g = board(truth.board).geometry;
  const Lens lens{photo.truth.params.lens_k1};
  auto to_photo = [&](double x, double y) {
    const cv::Vec3d q = photo.truth.homography * cv::Vec3d(g.x_of(x), g.y_of(y), 1);
    const PixelPoint d = distort(lens, {q[0] / q[2], q[1] / q[2]}, photo.image.cols, photo.image.rows);
    return cv::Point2f(static_cast<float>(d.x), static_cast<float>(d.y));
  };
  std::vector<std::vector<cv::Point2f>> covers;
  for (const auto& poly : photo.truth.occluders) covers.emplace_back(poly.begin(), poly.end());
  auto covered = [&](cv::Point2f q) {
    return std::any_of(covers.begin(), covers.end(),
                       [&](const std::vector<cv::Point2f>& c) { return cv::pointPolygonTest(c, q, false) >= 0; });
  };
  bool hidden = false;
  for_each_bit(drawn_segments(truth), [&](int id) {
    const Segment& sg = segment(id);
    for (double t : {0.25, 0.5, 0.75})
      hidden = hidden || covered(to_photo(sg.a.x + t * (sg.b.x - sg.a.x), sg.a.y + t * (sg.b.y - sg.a.y)));
  });
  for (const auto& o : objects(truth)) hidden = hidden || covered(to_photo(o.at.x, o.at.y));
  return hidden;
}

// What a user's calibration would hold (starsight calibrate on two photos of each blank board, taken through the
// photos' lens), for boards printed with the art's rendition `variant` in `style`: rendered blank, read, kept in a
// cache. The lens is fitted once, on the first rendition's photos.
class Calibration {
 public:
  explicit Calibration(double lens_k1) : lens_k1_(lens_k1) {}
  std::shared_ptr<const std::map<int, cv::Mat>> artwork(render::ArtStyle style, int variant) {
    auto& slot = cache_[{static_cast<int>(style), variant}];
    if (slot) return slot;
    std::vector<cv::Mat> photos;
    for (int id = 1; id <= kBoardCount; ++id)
      for (int shot = 0; shot < 2; ++shot) {
        const render::Photo blank = render::render_blank_board(id, 900'000 + static_cast<std::uint64_t>(id * 10 + shot),
                                                               style, variant, lens_k1_);
        photos.push_back(vision::decode_photo(blank.jpeg).gray);
      }
    if (!lens_) {
      const calibration::LensFit fit = calibration::fit_photos_lens(photos);
      lens_ = fit.lens;
      std::printf("  calibration: lens k1 %.4f (rendered %.4f), stars' straying %.2f -> %.2f units\n", fit.lens.k1,
                  lens_k1_, fit.rms_before, fit.rms_after);
    }
    auto art = std::make_shared<std::map<int, cv::Mat>>();
    for (std::size_t i = 0; i < photos.size(); ++i) {
      const int id = 1 + static_cast<int>(i) / 2;
      const vision::BlankArtwork a = vision::measure_blank_artwork(vision::undistorted(photos[i], *lens_), {});
      if (a.board == id) (*art)[id] = vision::common_artwork((*art)[id], a.ink);
    }
    slot = art;
    return slot;
  }
  Lens lens() const { return lens_.value_or(Lens{}); }

 private:
  double lens_k1_;
  std::optional<Lens> lens_;
  std::map<std::pair<int, int>, std::shared_ptr<const std::map<int, cv::Mat>>> cache_;
};

// "easy,hard" as levels, in the order given; nothing for a name that is not a level (a mistyped list must not
// run, and print, no level at all).
std::optional<std::vector<render::Level>> parse_levels(const std::string& list) {
  std::vector<render::Level> levels;
  std::stringstream in(list);
  for (std::string name; std::getline(in, name, ',');) {
    const std::optional<render::Level> level = render::parse_level(name);
    if (!level) return std::nullopt;
    levels.push_back(*level);
  }
  if (levels.empty()) return std::nullopt;
  return levels;
}

}  // namespace

int main(int argc, char** argv) {
  int count = 100;
  std::uint64_t seed0 = 1'000'000;
  std::vector<render::Level> levels = {render::Level::Easy, render::Level::Normal, render::Level::Hard};
  bool speed = true, verbose = false;
  std::optional<Power> only_power;
  render::ArtStyle art = render::ArtStyle::Animals;
  bool calibrated = false;
  double lens_k1 = 0;
  std::FILE* confidence_dump = nullptr;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--count" && i + 1 < argc)
      count = std::atoi(argv[++i]);
    else if (a == "--seed" && i + 1 < argc)
      seed0 = std::strtoull(argv[++i], nullptr, 10);
    else if (a == "--levels" && i + 1 < argc && parse_levels(argv[i + 1]))
      levels = *parse_levels(argv[++i]);
    else if (a == "--no-speed")
      speed = false;
    else if (a == "--verbose")
      verbose = true;
    else if (a == "--power" && i + 1 < argc && parse_power(argv[i + 1]))
      only_power = parse_power(argv[++i]);
    else if (a == "--art" && i + 1 < argc && render::parse_art_style(argv[i + 1]))
      art = *render::parse_art_style(argv[++i]);
    else if (a == "--lens" && i + 1 < argc)
      lens_k1 = std::atof(argv[++i]);
    else if (a == "--calibrated")
      calibrated = true;
    else if (a == "--dump-confidence" && i + 1 < argc)
      confidence_dump = std::fopen(argv[++i], "w");
    else {
      std::fprintf(
          stderr,
          "usage: bench_vision [--count N] [--seed S] [--levels easy,normal,hard] [--power NAME] "
          "[--art animals|figures] [--lens K1] [--calibrated] [--no-speed] [--verbose] [--dump-confidence FILE]\n");
      return 2;
    }
  }
  Calibration calibration(lens_k1);
  cv::setNumThreads(1);               // one core
  vision::keep_freed_image_memory();  // as the programs do

  std::printf(
      "level   photos  board%%  line-prec%%  line-recall%%  exact-state%%  exact-total%%  silent%%  refused  "
      "ms/photo\n");
  for (const render::Level level : levels) {
    Tally t;
    for (int i = 0; i < count; ++i) {
      const std::uint64_t seed = seed0 + static_cast<std::uint64_t>(i);
      const State truth = simulate_game(seed);
      if (only_power && truth.power_card != only_power) continue;
      render::RenderOptions ro;
      ro.seed = seed;
      ro.level = level;
      ro.art_style = art;
      ro.lens_k1 = lens_k1;
      const render::Photo photo = render::render_photo(truth, ro);
      vision::ReadOptions opt;
      opt.point_card = truth.point_card;
      opt.power_card = truth.power_card;
      if (calibrated) {
        opt.artwork = calibration.artwork(art, photo.truth.params.art_variant);
        opt.lens = calibration.lens();
      }
      const auto t0 = Clock::now();
      const vision::Reading r = vision::read_photo_bytes(photo.jpeg, opt);
      t.ms += ms_since(t0);
      ++t.photos;
      const int true_total = score(truth).total;
      const bool covered = drawing_hidden(truth, photo);
      const bool exact = r.ok() && canonical(r.state) == canonical(truth);
      for (const std::string& c : conditions(photo.truth.params, covered, truth)) {
        ++t.by_condition[c].first;
        t.by_condition[c].second += exact;
      }
      if (!r.ok()) {
        ++t.refused;
        ++t.refused_by[vision::refusal_name(r.refusal)];
        if (verbose) std::printf("  seed %llu refused: %s\n", static_cast<unsigned long long>(seed), r.message.c_str());
        continue;
      }
      if (confidence_dump)
        std::fprintf(confidence_dump, "%s %llu %.17g %.17g %zu %d %d\n", render::level_name(level),
                     static_cast<unsigned long long>(seed), r.confidence, r.board_p, r.hidden.count(), exact ? 1 : 0,
                     covered ? 1 : 0);
      t.board_ok += r.board == truth.board;
      t.beside_unread += r.unread_board_beside;
      t.beside_unread_wrong += r.unread_board_beside && r.board != truth.board;
      const SegmentSet want = drawn_segments(truth), got = drawn_segments(r.state);
      t.tp += static_cast<long long>((want & got).count());
      t.fp += static_cast<long long>((got & ~want).count());
      t.fn += static_cast<long long>((want & ~got).count());
      t.hidden += covered;
      t.hidden_exact += covered && exact;
      (covered ? t.said_hidden_covered : t.said_hidden_clear) += r.hidden.any();
      const bool total_ok = score(r.state).total == true_total;
      t.exact_state += exact;
      t.exact_total += total_ok;
      if (!total_ok && r.uncertain.empty()) ++t.silent;
      t.uncertain_items += static_cast<long long>(r.uncertain.size());
      for (const vision::UncertainReading& u : r.uncertain) {
        ++t.uncertain_by_kind[u.what];
        // A line at a cover seen a little: above the probability the reader gives one it sees nothing of.
        if (u.what == "line" && u.note.rfind("hidden", 0) == 0 && u.points.size() == 2 && u.p > vision::kHiddenLineP)
          if (const auto id = segment_between(u.points[0], u.points[1])) {
            const auto k = static_cast<std::size_t>(u.read_as);
            ++t.at_cover_n[k];
            t.at_cover_yes[k] += want.test(static_cast<std::size_t>(*id));
            t.at_cover_p[k] += u.p;
          }
      }
      t.confidence_sum += r.confidence;
      if (covered) t.hidden_confidence += r.confidence;
      t.brier += (r.confidence - (exact ? 1.0 : 0.0)) * (r.confidence - (exact ? 1.0 : 0.0));
      ++t.conf_n[confidence_band(r.confidence)];
      t.conf_exact[confidence_band(r.confidence)] += exact;
      if (!exact) {
        const State a = canonical(r.state), b = canonical(truth);
        t.wrong_board += a.board != b.board;
        t.wrong_lines += drawn_segments(a) != drawn_segments(b);
        t.wrong_shooting += !(a.shooting_stars == b.shooting_stars);
        t.wrong_objects += power_objects(a) != power_objects(b);
        t.wrong_new_stars += a.new_stars != b.new_stars;
      }
      if (!total_ok && std::any_of(r.uncertain.begin(), r.uncertain.end(),
                                   [&](const vision::UncertainReading& u) { return u.total_if_flipped == true_total; }))
        ++t.wrong_total_explained;
      if (r.board == truth.board) {
        const SegmentSet printed = board(truth.board).printed();
        for (int id = 0; id < kSegmentCount; ++id) {
          const auto k = static_cast<std::size_t>(id);
          const Segment& sg = segment(id);
          if (printed.test(k) || board(truth.board).kind(sg.a) == PointKind::Outside ||
              board(truth.board).kind(sg.b) == PointKind::Outside)
            continue;
          const auto bin = static_cast<std::size_t>(std::clamp(r.segment_p[k] * 10, 0.0, 9.0));
          ++t.bin_n[bin];
          t.bin_yes[bin] += want.test(k);
          const double p = r.segment_p[k];
          const int tail = p < 1 - vision::kDecisive ? 0 : p < 0.1 ? 1 : p < 0.9 ? -1 : p < vision::kDecisive ? 2 : 3;
          if (tail >= 0) {
            ++t.tail_n[static_cast<std::size_t>(tail)];
            t.tail_yes[static_cast<std::size_t>(tail)] += want.test(k);
          }
        }
      }
      if (verbose && !exact)
        std::printf(
            "  seed %llu board %d/%d  +%zu -%zu lines  shooting %zu/%zu  objects %zu/%zu  new stars %zu/%zu  "
            "total %d/%d  uncertain %zu  confidence %.3f%s\n",
            static_cast<unsigned long long>(seed), r.board, truth.board, (got & ~want).count(), (want & ~got).count(),
            r.state.shooting_stars.size(), truth.shooting_stars.size(), objects(r.state).size(), objects(truth).size(),
            r.state.new_stars.size(), truth.new_stars.size(), score(r.state).total, true_total, r.uncertain.size(),
            r.confidence, covered ? "  (drawing partly covered)" : "");
      if (verbose && !exact && r.board == truth.board) {
        // Each wrong item with the probability the reader gave it.
        for_each_bit((got & ~want) | (want & ~got), [&](int id) {
          std::printf("    line %d-%d/%d-%d %s p=%.3f\n", segment(id).a.x, segment(id).a.y, segment(id).b.x,
                      segment(id).b.y, got.test(static_cast<std::size_t>(id)) ? "extra" : "missed",
                      r.segment_p[static_cast<std::size_t>(id)]);
        });
        const auto po = power_objects(r.state), pt = power_objects(truth);
        // The reader lists only readings that are not decisively absent, a galaxy once (at one of its halves): a
        // point it does not list was read absent at 1 - kDecisive or less, or is a galaxy's other half.
        auto p_at = [&](int k) {
          for (const auto& o : r.objects)
            if (point_index(o.at) == k) return "p=" + fixed3(o.p);
          return "not listed (p<" + fixed3(1 - vision::kDecisive) + ", or a galaxy's other half)";
        };
        for (const auto& o : pt)
          if (std::find(po.begin(), po.end(), o) == po.end())
            std::printf("    object %d at %d missed %s\n", o.first, o.second, p_at(o.second).c_str());
        for (const auto& o : po)
          if (std::find(pt.begin(), pt.end(), o) == pt.end())
            std::printf("    object %d at %d extra %s\n", o.first, o.second, p_at(o.second).c_str());
        for (Point q : truth.new_stars)
          if (std::find(r.state.new_stars.begin(), r.state.new_stars.end(), q) == r.state.new_stars.end())
            std::printf("    new star %d,%d missed %s\n", q.x, q.y, p_at(point_index(q)).c_str());
        for (Point q : r.state.new_stars)
          if (std::find(truth.new_stars.begin(), truth.new_stars.end(), q) == truth.new_stars.end())
            std::printf("    new star %d,%d extra %s\n", q.x, q.y, p_at(point_index(q)).c_str());
        for (const auto& ss : truth.shooting_stars)
          std::printf("    true shooting star head %d,%d (%zu lines)\n", ss.head.x, ss.head.y, ss.lines.size());
        for (const auto& ss : r.shooting_stars)
          std::printf("    read run head %d,%d p=%.3f (%zu lines)\n", ss.head.x, ss.head.y, ss.head_p, ss.lines.size());
      }
    }
    const int read = t.photos - t.refused;
    std::printf("%-7s %6d  %6.1f  %10.2f  %12.2f  %12.1f  %12.1f  %7.2f  %7d  %8.1f\n", render::level_name(level),
                t.photos, pct(t.board_ok, read), t.tp + t.fp ? 100.0 * t.tp / (t.tp + t.fp) : 0,
                t.tp + t.fn ? 100.0 * t.tp / (t.tp + t.fn) : 0, pct(t.exact_state, t.photos),
                pct(t.exact_total, t.photos), pct(t.silent, t.photos), t.refused, t.ms / t.photos);
    const int wrong = read - t.exact_state, wrong_total = read - t.exact_total;
    if (t.refused) {
      std::printf("        refused %d:", t.refused);
      for (const auto& [why, n] : t.refused_by) std::printf(" %s %d", why.c_str(), n);
      std::printf("\n");
    }
    std::printf(
        "        wrong states read %d: board %d, lines %d, shooting stars %d, objects %d, new stars %d; "
        "wrong totals %d, of them %d with an uncertain item that flipped gives the true total\n"
        "        %d photos read had part of the drawing under a card, hand or pen (%d of them read exactly); "
        "exact state on the others %.1f%% of photos\n"
        "        a part said hidden (not seen): %d of the covered photos read, %d of the others\n"
        "        another board beside, unread: %d photos read (%d of them on the wrong board)\n"
        "        uncertain items per photo %.2f; mean confidence %.3f vs exact-state rate %.3f (read), "
        "Brier %.3f\n        line p calibration (bin: segments, %% drawn):",
        wrong, t.wrong_board, t.wrong_lines, t.wrong_shooting, t.wrong_objects, t.wrong_new_stars, wrong_total,
        t.wrong_total_explained, t.hidden, t.hidden_exact, pct(t.exact_state - t.hidden_exact, t.photos - t.hidden),
        t.said_hidden_covered, t.said_hidden_clear, t.beside_unread, t.beside_unread_wrong,
        read ? static_cast<double>(t.uncertain_items) / read : 0, read ? t.confidence_sum / read : 0,
        read ? static_cast<double>(t.exact_state) / read : 0, read ? t.brier / read : 0);
    for (std::size_t b = 0; b < t.bin_n.size(); ++b)
      std::printf(" .%zu:%d/%.1f", b, t.bin_n[b], t.bin_n[b] ? 100.0 * t.bin_yes[b] / t.bin_n[b] : 0.0);
    const auto tail_pct = [&](std::size_t b) { return t.tail_n[b] ? 100.0 * t.tail_yes[b] / t.tail_n[b] : 0.0; };
    std::printf(
        "\n        line p tails (segments, %% drawn): decided absent %d/%.2f, doubtful low %d/%.1f, "
        "doubtful high %d/%.1f, decided drawn %d/%.2f\n",
        t.tail_n[0], tail_pct(0), t.tail_n[1], tail_pct(1), t.tail_n[2], tail_pct(2), t.tail_n[3], tail_pct(3));
    std::printf("        confidence reliability (band: photos read, %% read exactly):");
    for (std::size_t b = 0; b < kConfidenceBands.size(); ++b)
      std::printf(" %.2f+:%d/%.1f", kConfidenceBands[b], t.conf_n[b], pct(t.conf_exact[b], t.conf_n[b]));
    std::printf("\n");
    const auto mean_p = [&](std::size_t k) { return t.at_cover_n[k] ? t.at_cover_p[k] / t.at_cover_n[k] : 0.0; };
    std::printf(
        "        lines at covers seen a little (segments, %% drawn, mean p): read drawn %d/%.1f/%.3f, read absent "
        "%d/%.1f/%.3f; covered photos read: mean confidence %.3f vs exact-state rate %.3f\n",
        t.at_cover_n[1], pct(t.at_cover_yes[1], t.at_cover_n[1]), mean_p(1), t.at_cover_n[0],
        pct(t.at_cover_yes[0], t.at_cover_n[0]), mean_p(0), t.hidden ? t.hidden_confidence / t.hidden : 0.0,
        t.hidden ? static_cast<double>(t.hidden_exact) / t.hidden : 0.0);
    std::printf("        exact state by condition (photos, refused ones counted as not read exactly):");
    for (const auto& [c, n] : t.by_condition) std::printf(" %s %d %.0f%%,", c.c_str(), n.first, pct(n.second, n.first));
    std::printf("\n");
    std::printf("        uncertain items per photo by kind:");
    for (const auto& [what, n] : t.uncertain_by_kind)
      std::printf(" %s %.2f", what.c_str(), read ? static_cast<double>(n) / read : 0);
    std::printf("\n");
    std::fflush(stdout);
  }

  if (confidence_dump) std::fclose(confidence_dump);
  if (!speed) return 0;
  // Speed on one core, per photo the best of a few runs, then the median over photos of seeds seed0...:
  // a 12 MP JPEG end to end vs. OpenCV's half-resolution decode of the same file, a 1080p frame in memory
  // read cold, and the next frame of a live view (the camera moved a little) read from the last reading.
  constexpr int kSpeedPhotos = 5, kRuns = 4;
  auto best_of = [&](auto&& f) {
    double best = 1e18;
    for (int i = 0; i < kRuns; ++i) {
      const auto t0 = Clock::now();
      f();
      best = std::min(best, ms_since(t0));
    }
    return best;
  };
  auto median = [](std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
  };
  std::vector<double> half_colour, half_grey, read_big, read_cold, read_next;
  std::size_t jpeg_bytes = 0;
  int next_same = 0;
  for (int i = 0; i < kSpeedPhotos; ++i) {
    const std::uint64_t seed = seed0 + static_cast<std::uint64_t>(i);
    const State s = simulate_game(seed);
    render::RenderOptions ro;
    ro.seed = seed;
    ro.level = render::Level::Normal;
    ro.size = cv::Size(4032, 3024);
    ro.jpeg_quality = 92;
    const render::Photo big = render::render_photo(s, ro);
    jpeg_bytes += big.jpeg.size();
    const cv::Mat buffer(1, static_cast<int>(big.jpeg.size()), CV_8U, const_cast<std::uint8_t*>(big.jpeg.data()));
    half_colour.push_back(best_of([&] { (void)cv::imdecode(buffer, cv::IMREAD_REDUCED_COLOR_2); }));
    half_grey.push_back(best_of([&] { (void)cv::imdecode(buffer, cv::IMREAD_REDUCED_GRAYSCALE_2); }));
    read_big.push_back(best_of([&] { (void)vision::read_photo_bytes(big.jpeg); }));

    ro.size = cv::Size(1920, 1080);
    ro.jpeg_quality = 0;
    const render::Photo frame = render::render_photo(s, ro);
    vision::Reading cold;
    read_cold.push_back(best_of([&] { cold = vision::read_board(frame.image); }));
    // The next frame: the hand holding the phone moved by a few pixels and turned by half a degree.
    const cv::Mat shake =
        cv::getRotationMatrix2D(cv::Point2f(960, 540), 0.5, 1.0) + (cv::Mat_<double>(2, 3) << 0, 0, 6, 0, 0, -4);
    cv::Mat next_frame;
    cv::warpAffine(frame.image, next_frame, shake, frame.image.size(), cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    vision::ReadOptions follow;
    if (cold.ok()) follow.last_seen = cold.homography;
    vision::Reading next;
    read_next.push_back(best_of([&] { next = vision::read_board(next_frame, follow); }));
    next_same += cold.ok() && next.ok() && canonical(next.state) == canonical(cold.state);
  }
  std::printf(
      "\n12 MP JPEG (%zu KB mean), median of %d photos: read end to end %.1f ms; OpenCV half-res decode %.1f ms "
      "colour, %.1f ms grey; ratio %.2f (colour), %.2f (grey)\n",
      jpeg_bytes / kSpeedPhotos / 1024, kSpeedPhotos, median(read_big), median(half_colour), median(half_grey),
      median(read_big) / median(half_colour), median(read_big) / median(half_grey));
  std::printf(
      "1920x1080 frame in memory, median of %d: %.1f ms cold; next frame of a live view %.1f ms "
      "(%d of %d read the same state as the cold read)\n",
      kSpeedPhotos, median(read_cold), median(read_next), next_same, kSpeedPhotos);
  // A picture of no board must be refused about as fast as a board is read: a photo taken by mistake, a live view
  // pointed at the table.
  std::printf("Pictures of no board, refused in (best of %d):\n  12 MP JPEG:", kRuns);
  const auto refused_in = [&](const vision::Reading& r, double ms) {
    std::printf(" %.0f ms (%s);", ms, r.ok() ? "read as a board!" : vision::refusal_name(r.refusal));
  };
  for (const auto& [name, picture] : render::pictures_of_no_board({4032, 3024})) {
    std::vector<std::uint8_t> jpeg;
    cv::imencode(".jpg", picture, jpeg, {cv::IMWRITE_JPEG_QUALITY, 92});
    vision::Reading r;
    std::printf(" %s", name.c_str());
    refused_in(r, best_of([&] { r = vision::read_photo_bytes(jpeg); }));
  }
  std::printf("\n  1920x1080 frame in memory:");
  for (const auto& [name, picture] : render::pictures_of_no_board({1920, 1080})) {
    vision::Reading r;
    std::printf(" %s", name.c_str());
    refused_in(r, best_of([&] { r = vision::read_board(picture); }));
  }
  std::printf("\n");
  return 0;
}
