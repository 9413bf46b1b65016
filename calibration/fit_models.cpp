// fit_models: fits the photo reader's probability models (logistic regressions
// over the features of starsight/vision/features.hpp) on rendered photos of
// simulated games, and writes their coefficients into vision/src/model_*.inc.
//
//   fit_models [--count N] [--seed S] [--power NAME] --out vision/src
//
// --power NAME: only the games with that power card (every model is then fitted on those alone: it is for
// the models whose examples only those games hold, and which want many more of them than 600 seeds give).
//
// The committed models were made in ten runs, each keeping only some of the files it wrote:
//   fit_models --count 600 --out DIR                           line (2026-11-25, with the stroke's excess width),
//                                                              star, mark (earlier, without it)
//   fit_models --count 2400 --seed 50000 --out DIR             head (2026-11-27, seventeenth session, on the 20
//                                                              features of vision::head_features; run as two runs
//                                                              of 1200 seeds with --dump-heads, their run ends
//                                                              fitted together by this program's fit)
//   fit_models --count 12000 --seed 52400 --power galaxy       galaxy (asked only when that card is in play; on
//              --out DIR                                       the quadratic terms since 2026-11-29: 619 galaxies
//                                                              in 1310 photos, 70 pairs misread against 120 for
//                                                              the linear terms on the same pairs)
//   fit_models --count 24000 --seed 20000 --power new-stars    added_star and art_line (2026-11-26: their quadratic
//              --out DIR                                       terms want many examples; only that card adds stars,
//                                                              so only its games have lines onto them)
//   fit_models --count 96000 --seed 138800 --power new-stars   head_on_added_star, head_off_added_star (2026-12-03:
//              --out DIR                                       runs onto added stars are few, 1381 in 10461 photos;
//                                                              the models before, on 330 runs, misread 267 and 6 of
//                                                              these, the new fits 242 and 0)
//   fit_models --count 16000 --seed 20000                      twinkling_star (2026-11-26, on the quadratic terms of
//              --power twinkling-star --out DIR                the point features as every card's mark model; 589
//                                                              marks in 1800 photos)
//   fit_models --count 16000 --seed 64400                      aura (asked only when that card is in play;
//              --power luminous-aura --out DIR                 2026-11-29: 2165 auras in 1688 photos, against
//                                                              4000 seeds before)
//   fit_models --count 4000 --power crescent-moon --out DIR    crescent_moon (likewise; and black_hole with
//                                                              --power black-hole). Aura, crescent
//                                                              moon and black hole refitted on the quadratic terms
//                                                              2026-11-26 (on 4000 seeds, 110 novas were too few
//                                                              for 77 terms: it missed seed 4867's nova)
//   fit_models --count 16000 --seed 20000 --power nova         nova (2026-11-26, eighth session, on the quadratic
//              --out DIR                                       terms: 519 novas in 1748 photos). The nova model
//                                                              before it, fitted on the linear terms (--count
//                                                              4000 --power nova, before point features 9 and 10),
//                                                              is kept as model_nova_linear.inc: the reader takes
//                                                              either model's nova (features.cpp)
//
// Only seeds below 1,000,000 may be used: the benchmark's seeds start there.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <opencv2/core/utility.hpp>

#include "starsight/board.hpp"
#include "starsight/cards.hpp"
#include "starsight/render/render.hpp"
#include "starsight/simulator.hpp"
#include "starsight/vision/features.hpp"
#include "starsight/vision/image_file.hpp"
#include "starsight/vision/rule_decoder.hpp"

using namespace starsight;

namespace {

constexpr std::uint64_t kFirstBenchmarkSeed = 1'000'000;
constexpr double kArtworkWeight = 4;
constexpr std::size_t kHeadGlyphFeature = 8;  // see vision::PointFeatures

// Cards whose power puts one mark on one star (a galaxy covers two: it has a model of its own).
bool has_single_star_marks(Power p) {
  return p == Power::Planet || p == Power::TwinklingStar || p == Power::Nova || p == Power::LuminousAura ||
         p == Power::CrescentMoon || p == Power::BlackHole;
}

// The file a card's mark model is written to: model_NAME.inc.
std::string card_mark_model(Power p) {
  if (p == Power::LuminousAura) return "aura";
  std::string name = power_name(p);
  std::replace(name.begin(), name.end(), '-', '_');
  return name;
}

template <std::size_t N>
struct Sample {
  std::array<double, N> x;
  int y;
  double weight = 1;  // how much the sample counts in the fit
};

// Newton's method on the L2-regularised log-loss; w[0] is the bias.
template <std::size_t N>
std::array<double, N + 1> fit(const std::vector<Sample<N>>& data, double ridge = 1e-2) {
  constexpr int M = static_cast<int>(N) + 1;
  std::array<double, N + 1> w{};
  for (int iter = 0; iter < 30; ++iter) {
    cv::Matx<double, M, M> hess = cv::Matx<double, M, M>::eye() * ridge;
    cv::Vec<double, M> grad;
    for (int i = 1; i < M; ++i) grad[i] = ridge * w[static_cast<std::size_t>(i)];
    for (const auto& s : data) {
      std::array<double, N + 1> xs{1};
      for (std::size_t i = 0; i < N; ++i) xs[i + 1] = s.x[i];
      double z = 0;
      for (std::size_t i = 0; i < N + 1; ++i) z += w[i] * xs[i];
      const double p = 1 / (1 + std::exp(-z));
      for (int i = 0; i < M; ++i) {
        grad[i] += s.weight * (p - s.y) * xs[static_cast<std::size_t>(i)];
        for (int j = 0; j < M; ++j)
          hess(i, j) += s.weight * p * (1 - p) * xs[static_cast<std::size_t>(i)] * xs[static_cast<std::size_t>(j)];
      }
    }
    cv::Vec<double, M> step;
    cv::solve(hess, grad, step, cv::DECOMP_CHOLESKY);
    for (int i = 0; i < M; ++i) w[static_cast<std::size_t>(i)] -= step[i];
  }
  return w;
}

// How a model reads the samples it is asked about: misread at 0.5, and the mean log-loss.
struct Figures {
  int wrong = 0, positive = 0;
  double log_loss = 0;
};

template <std::size_t N, typename Model>
Figures figures(const std::vector<Sample<N>>& data, const Model& probability) {
  Figures out;
  for (const auto& s : data) {
    const double p = std::clamp(probability(s.x), 1e-12, 1 - 1e-12);
    out.wrong += (p > 0.5) != (s.y == 1);
    out.positive += s.y;
    out.log_loss -= s.y ? std::log(p) : std::log(1 - p);
  }
  out.log_loss /= static_cast<double>(std::max<std::size_t>(data.size(), 1));
  return out;
}

// The model the reader holds now, for a model whose samples are exactly its features: fitted on other seeds, it is
// judged here out of sample, beside the new fit's in-sample figures.
template <std::size_t N>
using ReaderModel = std::function<double(const std::array<double, N>&)>;

template <std::size_t N>
void report_and_write(const std::string& name, const std::vector<Sample<N>>& data, const std::string& out_dir,
                      const std::string& provenance, const ReaderModel<N>& reader_model = {}) {
  const auto w = fit(data);
  const Figures fitted = figures(data, [&w](const std::array<double, N>& x) {
    double z = w[0];
    for (std::size_t i = 0; i < N; ++i) z += w[i + 1] * x[i];
    return 1 / (1 + std::exp(-z));
  });
  std::printf("%-5s %7zu samples (%d positive): %d misread at 0.5, log-loss %.4f", name.c_str(), data.size(),
              fitted.positive, fitted.wrong, fitted.log_loss);
  if (reader_model && !data.empty()) {
    const Figures now = figures(data, reader_model);
    std::printf("; the reader's model: %d misread, log-loss %.4f", now.wrong, now.log_loss);
  }
  std::printf("\n");
  std::ofstream f(out_dir + "/model_" + name + ".inc");
  f.precision(6);
  f << "// fitted by calibration/fit_models " << provenance << ": " << data.size() << " samples, " << fitted.wrong
    << " misread at 0.5\n"
    << w[0] << ", {";
  for (std::size_t i = 1; i <= N; ++i) f << w[i] << (i < N ? ", " : "}\n");
  f.flush();
  if (!f) std::fprintf(stderr, "fit_models: could not write %s/model_%s.inc\n", out_dir.c_str(), name.c_str());
}

}  // namespace

int main(int argc, char** argv) {
  int count = 600;
  std::uint64_t seed0 = 1;
  std::string out_dir, dump_path, head_dump_path, art_point_dump_path;
  std::optional<Power> only_power;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--count" && i + 1 < argc)
      count = std::atoi(argv[++i]);
    else if (a == "--seed" && i + 1 < argc)
      seed0 = std::strtoull(argv[++i], nullptr, 10);
    else if (a == "--out" && i + 1 < argc)
      out_dir = argv[++i];
    else if (a == "--dump" && i + 1 < argc)
      dump_path = argv[++i];
    else if (a == "--dump-heads" && i + 1 < argc)
      head_dump_path = argv[++i];
    else if (a == "--dump-art-points" && i + 1 < argc)
      art_point_dump_path = argv[++i];
    else if (a == "--power" && i + 1 < argc && parse_power(argv[i + 1]))
      only_power = parse_power(argv[++i]);
    else {
      std::fprintf(
          stderr,
          "usage: fit_models [--count N] [--seed S] [--power NAME] [--dump LINES.csv] [--dump-heads RUN_ENDS.csv] "
          "[--dump-art-points ART_POINTS.csv] --out DIR\n");
      return 2;
    }
  }
  if (out_dir.empty() || seed0 + static_cast<std::uint64_t>(count) > kFirstBenchmarkSeed) {
    std::fprintf(stderr, "fit_models: give --out, and seeds below %llu (the benchmark's)\n",
                 static_cast<unsigned long long>(kFirstBenchmarkSeed));
    return 2;
  }
  // Found unwritable only after an hour of rendering, the fit would be lost: make the folder now, or stop.
  std::error_code made;
  std::filesystem::create_directories(out_dir, made);
  if (made || !std::filesystem::is_directory(out_dir)) {
    std::fprintf(stderr, "fit_models: can't make the folder %s for the models (%s)\n", out_dir.c_str(),
                 made ? made.message().c_str() : "a file has that name");
    return 2;
  }
  cv::setNumThreads(1);
  std::vector<Sample<vision::kSegmentFeatureCount + 1>> lines;
  std::vector<Sample<vision::kArtLineTermCount>> art_lines;
  std::vector<Sample<vision::kPointFeatureCount>> stars, marks;
  std::vector<Sample<vision::kPointTermCount>> card_marks, added_stars;
  std::vector<Sample<vision::kHeadFeatureCount>> heads_data;
  std::vector<Sample<vision::kGalaxyTermCount>> galaxies;
  std::vector<Sample<vision::kAddedEndRunFeatureCount>> heads_on_added, heads_off_added;
  int used = 0, skipped = 0, refused = 0;
  // --dump: every line sample as "seed,level,segment,drawn,board,kind a,kind b,features..." for offline study.
  std::ofstream dump;
  if (!dump_path.empty()) dump.open(dump_path);
  // --dump-heads: every run end as "seed,level,head?,end point index,end on artwork?,the end's point features...,
  // the other end's...".
  std::ofstream head_dump;
  if (!head_dump_path.empty()) head_dump.open(head_dump_path);
  // --dump-art-points: every artwork point as "seed,level,point index,star added?,board,its point features...".
  std::ofstream art_point_dump;
  if (!art_point_dump_path.empty()) art_point_dump.open(art_point_dump_path);
  for (int i = 0; i < count; ++i) {
    const std::uint64_t seed = seed0 + static_cast<std::uint64_t>(i);
    const State truth = simulate_game(seed);
    if (only_power && truth.power_card != only_power) continue;
    render::RenderOptions ro;
    ro.seed = seed;
    ro.level = static_cast<render::Level>(seed % 3);
    const render::Photo photo = render::render_photo(truth, ro);
    const vision::DecodedPhoto d = vision::decode_photo(photo.jpeg);
    if (d.refusal != vision::Refusal::None) continue;
    const Board& board = starsight::board(truth.board);
    const vision::PhotoFeatures f = vision::extract_features(d.gray, board.geometry);
    if (f.refusal != vision::Refusal::None) {
      ++refused;
      continue;
    }
    // Train only on photos whose lattice the reader placed right (within 4 template units everywhere).
    const cv::Matx33d truth_h = cv::Matx33d(d.scale, 0, 0, 0, d.scale, 0, 0, 0, 1) * photo.truth.homography;
    double worst = 0;
    for (int k = 0; k < kPointCount; ++k) {
      const cv::Point2d t(board.geometry.x_of(point_at(k).x), board.geometry.y_of(point_at(k).y));
      const cv::Vec3d a = f.homography * cv::Vec3d(t.x, t.y, 1), b = truth_h * cv::Vec3d(t.x, t.y, 1);
      const double ax = a[0] / a[2], ay = a[1] / a[2], bx = b[0] / b[2], by = b[1] / b[2];
      // photo pixels -> template units, roughly
      worst = std::max(worst, std::hypot(ax - bx, ay - by));
    }
    const double px_per_unit = cv::norm(truth_h * cv::Vec3d(546, 400, 1) - truth_h * cv::Vec3d(0, 400, 1)) / 546;
    if (worst / std::max(px_per_unit, 1e-6) > 4) {
      ++skipped;
      continue;
    }
    ++used;
    SegmentSet drawn = truth.lines;
    PointSet heads, on_shooting_star;
    for (const auto& ss : truth.shooting_stars) {
      for (SegmentId id : ss.lines) {
        drawn.set(static_cast<std::size_t>(id));
        on_shooting_star.set(static_cast<std::size_t>(point_index(segment(id).a)));
        on_shooting_star.set(static_cast<std::size_t>(point_index(segment(id).b)));
      }
      heads.set(static_cast<std::size_t>(point_index(ss.head)));
    }
    const SegmentSet printed = board.printed();
    for (int id = 0; id < kSegmentCount; ++id) {
      const Segment& s = segment(id);
      // The line model answers "is a marker line drawn here?" where nothing else is printed: between stars
      // and planets. Artwork and sun-rise art carry line-art that looks just like a drawn line; taught to
      // call those "not drawn", the model would also doubt real lines: segments onto art get a model of their
      // own. (The rule decoder also judges lines onto artwork from the added star they need.)
      const auto plain = [&](Point q) {
        return board.kind(q) == PointKind::Star || board.kind(q) == PointKind::Planet;
      };
      if (printed.test(static_cast<std::size_t>(id)) || board.kind(s.a) == PointKind::Outside ||
          board.kind(s.b) == PointKind::Outside)
        continue;
      if (!plain(s.a) || !plain(s.b)) {
        art_lines.push_back({vision::quadratic_terms(vision::art_line_features(f, id)),
                             drawn.test(static_cast<std::size_t>(id)) ? 1 : 0});
        continue;
      }
      std::array<double, vision::kSegmentFeatureCount + 1> x{};
      std::copy(f.segments[static_cast<std::size_t>(id)].begin(), f.segments[static_cast<std::size_t>(id)].end(),
                x.begin());
      x[vision::kSegmentFeatureCount] = vision::excess_width(f.stroke_width[static_cast<std::size_t>(id)]);
      lines.push_back({x, drawn.test(static_cast<std::size_t>(id)) ? 1 : 0});
      if (dump.is_open()) {
        dump << seed << ',' << seed % 3 << ',' << id << ',' << lines.back().y << ',' << truth.board << ','
             << static_cast<int>(board.kind(s.a)) << ',' << static_cast<int>(board.kind(s.b));
        for (double v : x) dump << ',' << v;
        dump << '\n';
      }
    }
    // Shooting stars and the isolated diagonal runs of ordinary lines that could pass for one, on the points as the
    // head model weighs them (the committed model was fitted on `points`, before the bottom row's were measured
    // without the band below the sky: they differ only there).
    auto add_run = [&](Point a, Point b, bool shooting_head_at_a) {
      const auto& fa = f.head_points[static_cast<std::size_t>(point_index(a))];
      const auto& fb = f.head_points[static_cast<std::size_t>(point_index(b))];
      heads_data.push_back({vision::head_features(fa, fb), shooting_head_at_a ? 1 : 0});
      if (head_dump.is_open()) {
        head_dump << seed << ',' << seed % 3 << ',' << (shooting_head_at_a ? 1 : 0) << ',' << point_index(a) << ','
                  << (board.kind(a) == PointKind::Artwork ? 1 : 0);
        for (double x : fa) head_dump << ',' << x;
        for (double x : fb) head_dump << ',' << x;
        head_dump << '\n';
      }
    };
    // A run with one end on artwork (a star added there): where is its head, if it has one?
    auto add_added_end_run = [&](Point a, Point b, std::optional<Point> head) {
      if ((board.kind(a) == PointKind::Artwork) == (board.kind(b) == PointKind::Artwork)) return;
      const Point added = board.kind(a) == PointKind::Artwork ? a : b, other = added == a ? b : a;
      const auto x = vision::added_end_run_features(f.points[static_cast<std::size_t>(point_index(added))],
                                                    f.points[static_cast<std::size_t>(point_index(other))]);
      heads_on_added.push_back({x, head == added ? 1 : 0});
      heads_off_added.push_back({x, head == other ? 1 : 0});
    };
    for (const auto& ss : truth.shooting_stars) {
      const auto [a, b] = vision::run_ends(ss.lines);
      add_run(a, b, a == ss.head);
      add_run(b, a, b == ss.head);
      add_added_end_run(a, b, ss.head);
    }
    for (const auto& run : vision::isolated_diagonal_runs(truth.lines, printed)) {
      const auto [a, b] = vision::run_ends(run);
      add_run(a, b, false);
      add_run(b, a, false);
      add_added_end_run(a, b, std::nullopt);
    }
    PointSet marked = heads;
    for (const auto& o : objects(truth))
      if (o.kind != ObjectKind::NewStar) {
        marked.set(static_cast<std::size_t>(point_index(o.at)));
        if (o.kind == ObjectKind::Galaxy) marked.set(static_cast<std::size_t>(point_index({o.at.x + 1, o.at.y})));
      }
    // Galaxies: every pair of side-by-side printed stars, one way or the other, in the games where the galaxy
    // card is in play (the reader asks only then).
    PointSet galaxy_left;
    for (Point p : truth.galaxies) galaxy_left.set(static_cast<std::size_t>(point_index(p)));
    for (int k = 0; k < kPointCount; ++k) {
      const Point p = point_at(k);
      if (truth.power_card != Power::Galaxy || p.x + 1 >= kLatticeWidth || board.kind(p) != PointKind::Star ||
          board.kind({p.x + 1, p.y}) != PointKind::Star)
        continue;
      galaxies.push_back({vision::quadratic_terms(vision::galaxy_features(f, p)),
                          galaxy_left.test(static_cast<std::size_t>(k)) ? 1 : 0});
    }
    // The marks of the power card in play on single stars (a luminous aura's dashed circle round a printed
    // star that stays in view, a crescent moon beside it...): the general mark model, taught on every card's
    // marks at once, misses the ones unlike the others. Asked of the stars that are not on a run the reader
    // takes for a shooting star.
    PointSet card_mark;
    for (const auto& o : objects(truth))
      if (o.kind != ObjectKind::NewStar && o.kind != ObjectKind::Galaxy)
        card_mark.set(static_cast<std::size_t>(point_index(o.at)));
    for (int k = 0; k < kPointCount; ++k) {
      const auto kk = static_cast<std::size_t>(k);
      if (truth.power_card && has_single_star_marks(*truth.power_card) && board.kind(point_at(k)) == PointKind::Star &&
          !on_shooting_star.test(kk))
        card_marks.push_back({vision::quadratic_terms(f.points[kk]), card_mark.test(kk) ? 1 : 0});
    }
    PointSet added;
    for (Point p : truth.new_stars) added.set(static_cast<std::size_t>(point_index(p)));
    for (int k = 0; k < kPointCount; ++k) {
      const auto kk = static_cast<std::size_t>(k);
      const PointKind kind = board.kind(point_at(k));
      // The head-glyph feature answers the head model's question only (which end of a run is the head): the
      // star and mark models, asked of every point, are fitted without it (its weight stays 0), as its
      // small-star ring would otherwise be weighed against the marks it does not describe (an aura's circle).
      vision::PointFeatures point = f.points[kk];
      point[kHeadGlyphFeature] = 0;
      if (kind == PointKind::Star) marks.push_back({point, marked.test(kk) ? 1 : 0});
      // The question that matters most is asked on artwork points (was a star added there?): there a
      // hand-drawn star must stand out from the artwork's line-art, so those points weigh more than the
      // many printed stars.
      if (kind == PointKind::Star || kind == PointKind::Artwork || kind == PointKind::SunriseArt)
        stars.push_back({point, (kind == PointKind::Star || added.test(kk)) ? 1 : 0,
                         kind == PointKind::Star ? 1.0 : kArtworkWeight});
      // Artwork points alone, all features: a star drawn by hand is larger than a printed one (its ring is
      // inked all round, like a shooting star's head), and the line-art beside it is the thing to tell it from.
      if (kind != PointKind::Artwork) continue;
      added_stars.push_back({vision::quadratic_terms(f.points[kk]), added.test(kk) ? 1 : 0});
      if (art_point_dump.is_open()) {
        art_point_dump << seed << ',' << seed % 3 << ',' << k << ',' << added_stars.back().y << ',' << truth.board;
        for (double x : f.points[kk]) art_point_dump << ',' << x;
        art_point_dump << '\n';
      }
    }
  }
  std::printf("%d photos used, %d refused, %d with the lattice misplaced\n", used, refused, skipped);
  const std::string provenance =
      "on seeds " + std::to_string(seed0) + ".." + std::to_string(seed0 + static_cast<std::uint64_t>(count) - 1) +
      (only_power ? ", games with the " + power_name(*only_power) + " card only" : std::string());
  report_and_write("line", lines, out_dir, provenance);
  report_and_write("art_line", art_lines, out_dir, provenance);
  report_and_write<vision::kPointFeatureCount>("star", stars, out_dir, provenance, vision::star_probability);
  report_and_write("added_star", added_stars, out_dir, provenance);
  report_and_write<vision::kPointFeatureCount>("mark", marks, out_dir, provenance, vision::mark_probability);
  report_and_write<vision::kHeadFeatureCount>("head", heads_data, out_dir, provenance, vision::head_probability);
  report_and_write("galaxy", galaxies, out_dir, provenance);
  report_and_write<vision::kAddedEndRunFeatureCount>("head_on_added_star", heads_on_added, out_dir, provenance,
                                                     vision::head_on_added_star_probability);
  report_and_write<vision::kAddedEndRunFeatureCount>("head_off_added_star", heads_off_added, out_dir, provenance,
                                                     vision::head_off_added_star_probability);
  // One card's marks: named after the card (fit with --power).
  if (only_power && has_single_star_marks(*only_power))
    report_and_write(card_mark_model(*only_power), card_marks, out_dir, provenance);
  return 0;
}
