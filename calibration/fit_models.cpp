// fit_models: fits the photo reader's probability models (logistic regressions
// over the features of starsight/vision/features.hpp) on rendered photos of
// simulated games, and writes their coefficients into vision/src/model_*.inc.
//
//   fit_models [--count N] [--seed S] --out vision/src
//
// Only seeds below 1,000,000 may be used: the benchmark's seeds start there.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include <opencv2/core/utility.hpp>

#include "starsight/board.hpp"
#include "starsight/render/render.hpp"
#include "starsight/simulator.hpp"
#include "starsight/vision/features.hpp"
#include "starsight/vision/image_file.hpp"

using namespace starsight;

namespace {

constexpr std::uint64_t kFirstBenchmarkSeed = 1'000'000;

struct Sample {
  std::array<double, 4> x;
  int y;
};

// Newton's method on the L2-regularised log-loss.
std::array<double, 5> fit(const std::vector<Sample>& data, double ridge = 1e-2) {
  std::array<double, 5> w{};
  for (int iter = 0; iter < 30; ++iter) {
    cv::Matx<double, 5, 5> hess = cv::Matx<double, 5, 5>::eye() * ridge;
    cv::Vec<double, 5> grad;
    for (int i = 1; i < 5; ++i) grad[i] = ridge * w[static_cast<std::size_t>(i)];
    for (const auto& s : data) {
      const double xs[5] = {1, s.x[0], s.x[1], s.x[2], s.x[3]};
      double z = 0;
      for (int i = 0; i < 5; ++i) z += w[static_cast<std::size_t>(i)] * xs[i];
      const double p = 1 / (1 + std::exp(-z));
      for (int i = 0; i < 5; ++i) {
        grad[i] += (p - s.y) * xs[i];
        for (int j = 0; j < 5; ++j) hess(i, j) += p * (1 - p) * xs[i] * xs[j];
      }
    }
    cv::Vec<double, 5> step;
    cv::solve(hess, grad, step, cv::DECOMP_CHOLESKY);
    for (int i = 0; i < 5; ++i) w[static_cast<std::size_t>(i)] -= step[i];
  }
  return w;
}

void report_and_write(const std::string& name, const std::vector<Sample>& data, const std::string& out_dir,
                      const std::string& provenance) {
  const auto w = fit(data);
  int wrong = 0, pos = 0;
  double loss = 0;
  for (const auto& s : data) {
    const double z = w[0] + w[1] * s.x[0] + w[2] * s.x[1] + w[3] * s.x[2] + w[4] * s.x[3];
    const double p = std::clamp(1 / (1 + std::exp(-z)), 1e-12, 1 - 1e-12);
    wrong += (p > 0.5) != (s.y == 1);
    pos += s.y;
    loss -= s.y ? std::log(p) : std::log(1 - p);
  }
  std::printf("%-5s %7zu samples (%d positive): %d misread at 0.5, log-loss %.4f\n", name.c_str(), data.size(), pos,
              wrong, loss / static_cast<double>(data.size()));
  std::ofstream f(out_dir + "/model_" + name + ".inc");
  f.precision(6);
  f << "// fitted by calibration/fit_models " << provenance << ": " << data.size() << " samples, " << wrong
    << " misread at 0.5\n"
    << w[0] << ", {" << w[1] << ", " << w[2] << ", " << w[3] << ", " << w[4] << "}\n";
}

}  // namespace

int main(int argc, char** argv) {
  int count = 300;
  std::uint64_t seed0 = 1;
  std::string out_dir;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--count" && i + 1 < argc)
      count = std::atoi(argv[++i]);
    else if (a == "--seed" && i + 1 < argc)
      seed0 = std::strtoull(argv[++i], nullptr, 10);
    else if (a == "--out" && i + 1 < argc)
      out_dir = argv[++i];
    else {
      std::fprintf(stderr, "usage: fit_models [--count N] [--seed S] --out DIR\n");
      return 2;
    }
  }
  if (out_dir.empty() || seed0 + static_cast<std::uint64_t>(count) > kFirstBenchmarkSeed) {
    std::fprintf(stderr, "fit_models: give --out, and seeds below %llu (the benchmark's)\n",
                 static_cast<unsigned long long>(kFirstBenchmarkSeed));
    return 2;
  }
  cv::setNumThreads(1);
  std::vector<Sample> lines, stars, marks;
  int used = 0, skipped = 0;
  for (int i = 0; i < count; ++i) {
    const std::uint64_t seed = seed0 + static_cast<std::uint64_t>(i);
    const State truth = simulate_game(seed);
    render::RenderOptions ro;
    ro.seed = seed;
    ro.level = static_cast<render::Level>(seed % 3);
    const render::Photo photo = render::render_photo(truth, ro);
    const vision::DecodedPhoto d = vision::decode_photo(photo.jpeg);
    if (d.refusal != vision::Refusal::None) continue;
    const Board& board = starsight::board(truth.board);
    const vision::PhotoFeatures f = vision::extract_features(d.gray, board.geometry);
    if (f.refusal != vision::Refusal::None) {
      ++skipped;
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
    PointSet heads;
    for (const auto& ss : truth.shooting_stars) {
      for (SegmentId id : ss.lines) drawn.set(static_cast<std::size_t>(id));
      heads.set(static_cast<std::size_t>(point_index(ss.head)));
    }
    const SegmentSet printed = board.printed();
    for (int id = 0; id < kSegmentCount; ++id) {
      const Segment& s = segment(id);
      if (printed.test(static_cast<std::size_t>(id)) || board.kind(s.a) == PointKind::Outside ||
          board.kind(s.b) == PointKind::Outside)
        continue;
      lines.push_back({f.segments[static_cast<std::size_t>(id)], drawn.test(static_cast<std::size_t>(id)) ? 1 : 0});
    }
    PointSet marked = heads;
    for (const auto& o : objects(truth))
      if (o.kind != ObjectKind::NewStar) {
        marked.set(static_cast<std::size_t>(point_index(o.at)));
        if (o.kind == ObjectKind::Galaxy) marked.set(static_cast<std::size_t>(point_index({o.at.x + 1, o.at.y})));
      }
    PointSet added;
    for (Point p : truth.new_stars) added.set(static_cast<std::size_t>(point_index(p)));
    for (int k = 0; k < kPointCount; ++k) {
      const auto kk = static_cast<std::size_t>(k);
      const PointKind kind = board.kind(point_at(k));
      if (kind == PointKind::Star) marks.push_back({f.points[kk], marked.test(kk) ? 1 : 0});
      if (kind == PointKind::Star || kind == PointKind::Artwork || kind == PointKind::SunriseArt)
        stars.push_back({f.points[kk], (kind == PointKind::Star || added.test(kk)) ? 1 : 0});
    }
  }
  std::printf("%d photos used, %d skipped (refused or lattice misplaced)\n", used, skipped);
  const std::string provenance =
      "on seeds " + std::to_string(seed0) + ".." + std::to_string(seed0 + static_cast<std::uint64_t>(count) - 1);
  report_and_write("line", lines, out_dir, provenance);
  report_and_write("star", stars, out_dir, provenance);
  report_and_write("mark", marks, out_dir, provenance);
  return 0;
}
