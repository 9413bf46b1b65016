// Regenerates the checked-in examples: samples/photos/ (one photo per board,
// every level, with ground truth) and samples/contact-sheet.jpg (24 photos).
// Usage: make_samples [SAMPLES_DIR]   (default: the source tree's samples/)
#include <cstdio>
#include <filesystem>
#include <string>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "starsight/board.hpp"
#include "starsight/render/photo_io.hpp"
#include "starsight/render/render.hpp"
#include "starsight/simulator.hpp"

using starsight::render::Level;

int main(int argc, char** argv) {
  // An option is never a folder: `make_samples --help` once wrote the samples into a folder named "--help".
  if (argc > 2 || (argc == 2 && argv[1][0] == '-')) {
    const bool asked = argc == 2 && (std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h");
    std::fprintf(asked ? stdout : stderr,
                 "Usage: make_samples [SAMPLES_DIR]\nRegenerates SAMPLES_DIR/photos/ (one photo per board, with "
                 "ground truth) and SAMPLES_DIR/contact-sheet.jpg; SAMPLES_DIR is the source tree's samples/ by "
                 "default.\n");
    return asked ? 0 : 2;
  }
  cv::setNumThreads(1);
  const std::filesystem::path dir = argc > 1 ? argv[1] : STARSIGHT_SAMPLES_DIR;
  std::filesystem::create_directories(dir / "photos");
  // One photo per board; the levels cycle so that each appears. Reduced sizes
  // keep the repository small (the dataset command uses 1280x960 .. 4032x3024).
  for (int b = 1; b <= starsight::kBoardCount; ++b) {
    starsight::GameOptions g;
    g.board = b;
    const std::uint64_t seed = 300 + static_cast<std::uint64_t>(b);
    const starsight::State s = starsight::simulate_game(seed, g);
    starsight::render::RenderOptions o;
    o.seed = seed;
    o.level = static_cast<Level>((b - 1) % 3);
    o.size = b % 2 ? cv::Size(1600, 1200) : cv::Size(1200, 1600);
    const auto photo = starsight::render::render_photo(s, o);
    const std::string name = "board-" + std::to_string(b) + "-" + starsight::render::level_name(o.level);
    const auto path = (dir / "photos" / (name + ".jpg")).string();
    if (auto e = starsight::render::save_photo(photo, path); !e.empty())
      return std::fprintf(stderr, "%s\n", e.c_str()), 1;
    if (auto e = starsight::render::save_truth(photo.truth, starsight::render::truth_path_for(path)); !e.empty())
      return std::fprintf(stderr, "%s\n", e.c_str()), 1;
    std::printf("%s\n", path.c_str());
  }
  // The contact sheet: 24 photos at their natural sizes, 8 per level.
  const int cell = 320, cols = 6, rows = 4;
  cv::Mat sheet(rows * cell, cols * cell, CV_8UC3, cv::Scalar(40, 40, 40));
  for (int i = 0; i < rows * cols; ++i) {
    const std::uint64_t seed = 500 + static_cast<std::uint64_t>(i);
    const starsight::State s = starsight::simulate_game(seed);
    starsight::render::RenderOptions o;
    o.seed = seed;
    o.level = static_cast<Level>(i / 8);
    const auto photo = starsight::render::render_photo(s, o);
    const double k = static_cast<double>(cell - 8) / std::max(photo.image.cols, photo.image.rows);
    cv::Mat thumb;
    cv::resize(photo.image, thumb, cv::Size(), k, k, cv::INTER_AREA);
    const int x = (i % cols) * cell + (cell - thumb.cols) / 2, y = (i / cols) * cell + (cell - thumb.rows) / 2;
    thumb.copyTo(sheet(cv::Rect(x, y, thumb.cols, thumb.rows)));
    const std::string label = std::string(starsight::render::level_name(o.level)) + " b" +
                              std::to_string(photo.truth.board) + " " + std::to_string(photo.image.cols) + "x" +
                              std::to_string(photo.image.rows);
    cv::putText(sheet, label, {(i % cols) * cell + 6, (i / cols) * cell + 16}, cv::FONT_HERSHEY_SIMPLEX, 0.45,
                cv::Scalar(0, 255, 255), 1, cv::LINE_AA);
  }
  cv::imwrite((dir / "contact-sheet.jpg").string(), sheet, {cv::IMWRITE_JPEG_QUALITY, 80});
  std::printf("%s\n", (dir / "contact-sheet.jpg").string().c_str());
  return 0;
}
