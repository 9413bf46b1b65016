#pragma once
// Shared by the GUI tests: one QApplication on the offscreen platform, sample
// files, and "photos" that carry their reading for the fake photo reader.
#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QString>
#include <QTemporaryDir>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include <QMessageBox>
#include <QTest>
#include <memory>

#include "main_window.hpp"
#include "reading/fake_photo_reader.hpp"
#include "reading/photo_reader.hpp"
#include "starsight/board.hpp"
#include "starsight/state_json.hpp"
#include "view/board_painter.hpp"

namespace starsight::desktop::test {

inline QApplication& app() {
  // Tests run headless: the offscreen platform unless the caller chose one.
  if (std::getenv("QT_QPA_PLATFORM") == nullptr) setenv("QT_QPA_PLATFORM", "offscreen", 1);
  static int argc = 1;
  static char name[] = "gui_tests";
  static char* argv[] = {name, nullptr};
  static QApplication* instance = new QApplication(argc, argv);
  return *instance;
}

// A window shown with the real photo reader, its autosave in `dir`, discarding on close.
inline std::unique_ptr<MainWindow> real_reader_window(const QTemporaryDir& dir) {
  WindowOptions o;
  o.reader = make_photo_reader();
  o.autosave_path = dir.filePath("autosave.json");
  o.ask_save = [](const QString&) { return static_cast<int>(QMessageBox::Discard); };
  auto w = std::make_unique<MainWindow>(o);
  w->resize(1280, 820);
  w->show();
  if (!QTest::qWaitForWindowExposed(w.get())) return nullptr;
  return w;
}

inline std::string read_text(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline State sample_state() {
  return *read_state(read_text(std::string(STARSIGHT_SOURCE_DIR) + "/samples/states/sample.json")).state;
}

// An uncertain reading of the line from `a` to `b`: drawn with probability `p`, read as `read_as`.
inline Uncertainty uncertain_line(Point a, Point b, double p, bool read_as) {
  Uncertainty u;
  u.what = Uncertainty::What::Line;
  u.points = {a, b};
  u.p = p;
  u.read_as = read_as;
  return u;
}

// A picture of the board with the sheet drawn on it, carrying its reading.
inline QImage fake_photo(const PhotoReading& reading, int width = 546) {
  const Board& b = board(reading.state.board);
  const double s = width / b.geometry.width;
  QImage image(width, static_cast<int>(b.geometry.height * s), QImage::Format_RGB32);
  image.fill(Qt::darkGray);
  QPainter p(&image);
  p.scale(s, s);
  paint_board(p, b);
  SheetOverlay o;
  o.board = &b;
  o.state = reading.state;
  paint_sheet(p, o);
  p.end();
  embed_reading(image, reading);
  return image;
}

inline QString save_fake_photo(const QTemporaryDir& dir, const QString& name, const PhotoReading& reading) {
  const QString path = dir.filePath(name);
  fake_photo(reading).save(path, "PNG");
  return path;
}

}  // namespace starsight::desktop::test
