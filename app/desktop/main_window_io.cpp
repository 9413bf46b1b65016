// The window's inputs and outputs: photos, state files, games, the clipboard,
// drag and drop, saving and exporting. Every failure becomes a message in the
// window saying what to do next.
#include <algorithm>

#include <QClipboard>
#include <QDateTime>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImageReader>
#include <QMimeData>
#include <QPainter>
#include <QSaveFile>
#include <QStatusBar>

#include "game/ranking.hpp"
#include "main_window.hpp"
#include "starsight/state_json.hpp"

namespace starsight::desktop {
namespace {

// Whether `u` is a line with both ends among the `hidden` points (PhotoReading::hidden).
bool hidden_line(const Uncertainty& u, const std::vector<Point>& hidden) {
  return u.what == Uncertainty::What::Line && u.points.size() == 2 &&
         std::all_of(u.points.begin(), u.points.end(),
                     [&](Point q) { return std::find(hidden.begin(), hidden.end(), q) != hidden.end(); });
}

enum class FileKind { Photo, State, Game, Unknown };

FileKind kind_of(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return FileKind::Unknown;
  const QByteArray head = f.read(4096);
  if (head.startsWith("\xFF\xD8") || head.startsWith("\x89PNG")) return FileKind::Photo;
  if (head.contains("starsight-game/")) return FileKind::Game;
  if (head.trimmed().startsWith('{')) return FileKind::State;
  if (!QImageReader::imageFormat(path).isEmpty()) return FileKind::Photo;
  return FileKind::Unknown;
}

}  // namespace

void MainWindow::openFiles(const QStringList& paths) {
  for (const QString& path : paths) {
    switch (kind_of(path)) {
      case FileKind::Photo:
        openPhoto(path);
        break;
      case FileKind::State:
        openStateFile(path);
        break;
      case FileKind::Game:
        if (maybeSave()) openGame(path);
        break;
      case FileKind::Unknown:
        showFileError(tr("Starsight can't open %1: it is neither a photo, a state file nor a game.").arg(path),
                      tr("Open a JPEG or PNG photo of a board, a .json state file or a saved game."));
        break;
    }
  }
}

void MainWindow::openPhoto(const QString& path) {
  statusBar()->showMessage(tr("Reading %1…").arg(QFileInfo(path).fileName()));
  reading_->readFile(path);
}

void MainWindow::readImage(const QImage& image, const QString& origin) {
  statusBar()->showMessage(tr("Reading the picture from the %1…").arg(origin));
  reading_->readImage(image, origin);
}

void MainWindow::pasteFromClipboard() {
  const QMimeData* data = QGuiApplication::clipboard()->mimeData();
  if (data && data->hasImage()) {
    readImage(qvariant_cast<QImage>(data->imageData()), tr("clipboard"));
    return;
  }
  if (data && data->hasUrls()) {
    QStringList paths;
    for (const QUrl& url : data->urls())
      if (url.isLocalFile()) paths << url.toLocalFile();
    if (!paths.isEmpty()) return openFiles(paths);
  }
  showFileError(tr("The clipboard holds no picture."), tr("Copy a photo of a board (or its file), then paste again."));
}

void MainWindow::showFileError(const QString& what, const QString& next) {
  statusBar()->clearMessage();
  message_->show(MessageBar::Kind::Error, what, next);
}

void MainWindow::showReadError(const PhotoResult& r) {
  const QString origin = r.from_file ? QFileInfo(r.origin).fileName() : r.origin;
  const QString detail = QString::fromStdString(r.reading.error);
  switch (r.reading.failure) {
    case ReadFailure::Unreadable:
      showFileError(tr("Could not read the photo %1: %2.").arg(origin, detail),
                    tr("Check that the file is a JPEG or PNG picture that opens elsewhere, or take the photo again."));
      break;
    case ReadFailure::NoBoard:
      showFileError(tr("No board found in the photo %1.").arg(origin) +
                        (detail.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(detail)),
                    tr("Take the photo again from straight above, with the whole board in view, in even light "
                       "without glare; or open the sheet's state file."));
      break;
    case ReadFailure::NotBuilt:
      showFileError(tr("This build of Starsight cannot read photos (%1).").arg(origin),
                    tr("Open a state file of the sheet instead (made by \"starsight simulate\" or by hand), or "
                       "use a build with the photo reader."));
      break;
    case ReadFailure::Other:
    case ReadFailure::None:
      showFileError(tr("The photo %1 could not be read: %2.").arg(origin, detail),
                    tr("Try another photo of the same board, or open its state file."));
      break;
  }
}

void MainWindow::onPhotoRead(const PhotoResult& r) {
  statusBar()->clearMessage();
  if (r.display_only) {
    if (r.display.isNull()) {
      photo_view_->setPlaceholder(tr("The photo %1 can no longer be opened; the sheet is kept.").arg(r.origin));
      return;
    }
    // Shown as the sheet's reading looked at it: with the lens it took out taken out (the saved homography's).
    double lens_k1 = 0;
    for (const Player& p : doc_.game().players)
      if (QString::fromStdString(p.photo_path) == r.origin) lens_k1 = p.lens_k1;
    photos_.insert(r.origin, {reading_->reader().asRead(r.display, lens_k1), r.photo_size});
    refreshPlayerViews();
    return;
  }
  if (!r.reading.ok()) {
    showReadError(r);
    return;
  }
  QString path = r.from_file ? QFileInfo(r.origin).absoluteFilePath() : QString();
  if (!r.from_file && !options_.frames_dir.isEmpty()) {
    // A pasted or captured picture is kept as a file so the game can show it later.
    QDir().mkpath(options_.frames_dir);
    path = options_.frames_dir + "/picture-" + QDateTime::currentDateTime().toString("yyyyMMdd-HHmmss-zzz") + ".png";
    if (!r.display.save(path)) path.clear();
  }
  if (!path.isEmpty()) photos_.insert(path, {r.display, r.photo_size});
  PhotoReading reading = r.reading;
  if (!r.from_file) reading.lens_k1 = 0;  // the picture kept is the one shown: its lens already taken out
  adoptReading(reading, path, r.from_file ? QFileInfo(r.origin).completeBaseName() : QString());
  statusBar()->showMessage(tr("Read in %1 s").arg(r.seconds, 0, 'f', 2), 5000);
}

void MainWindow::adoptReading(const PhotoReading& reading, const QString& photo_path, const QString& name) {
  Player p;
  p.name = name.toStdString();
  p.state = reading.state;
  p.photo_path = photo_path.toStdString();
  p.uncertain = reading.uncertain;
  p.homography = reading.homography;
  p.lens_k1 = reading.lens_k1;
  if (!photo_path.isEmpty() && !photos_.contains(photo_path)) p.homography.reset();
  doc_.addPlayer(p);
  message_->dismiss();
  // What a new picture would mend is said first: the board read may not be the one meant, or part of it hidden.
  if (reading.unread_board_beside) {
    message_->show(MessageBar::Kind::Warning, tr("Another board lies beside this one."),
                   tr("If that is the board to score, take a picture of it on its own."));
  } else if (!reading.hidden.empty()) {
    const auto lines = std::count_if(p.uncertain.begin(), p.uncertain.end(),
                                     [&](const Uncertainty& u) { return hidden_line(u, reading.hidden); });
    message_->show(MessageBar::Kind::Warning,
                   tr("Part of the board could not be seen: %n line(s) there could not be read.", nullptr,
                      static_cast<int>(lines)),
                   tr("Clear what covers it, or the glare on it, and take the picture again; or press N to check "
                      "them one by one."));
  } else if (!p.uncertain.empty()) {
    message_->show(MessageBar::Kind::Warning,
                   tr("%n reading(s) on this sheet are uncertain.", nullptr, static_cast<int>(p.uncertain.size())),
                   tr("Press N to go to the next one, A to accept it, R to reject it."));
  }
  if (!p.uncertain.empty()) nextUncertain();
}

void MainWindow::openStateFile(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) {
    showFileError(tr("Could not open the state file %1: %2.").arg(path, f.errorString()),
                  tr("Check the file's name and permissions, then open it again."));
    return;
  }
  const QByteArray bytes = f.readAll();
  const StateReading r = read_state(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
  if (!r) {
    showFileError(
        tr("The state file %1 is not valid: %2.").arg(QFileInfo(path).fileName(), QString::fromStdString(r.error)),
        tr("Fix the file (its format is in STATE-FORMAT.md) or open another one."));
    return;
  }
  PhotoReading reading;
  reading.state = *r.state;
  reading.confidence = 1;
  adoptReading(reading, {}, QFileInfo(path).completeBaseName());
}

bool MainWindow::openGame(const QString& path) {
  QString error;
  if (!doc_.load(path, &error)) {
    showFileError(tr("Could not open the game %1: %2.").arg(QFileInfo(path).fileName(), error),
                  tr("Choose a game saved by Starsight (GAME-FORMAT.md), or start a new one."));
    return false;
  }
  message_->dismiss();
  updateTitle();
  return true;
}

bool MainWindow::saveGame(const QString& path) {
  QString error;
  if (!doc_.save(path, &error)) {
    showFileError(tr("Could not save the game to %1: %2.").arg(path, error),
                  tr("Choose another folder (one you can write to) with Save game as…"));
    return false;
  }
  statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
  updateTitle();
  return true;
}

QImage MainWindow::renderAnnotatedBoard(int index, int width) {
  const Player* p = doc_.player(index);
  if (!p) return {};
  const Board& b = board(p->state.board);
  const double s = width / b.geometry.width;
  QImage image(width, static_cast<int>(b.geometry.height * s), QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::white);
  QPainter painter(&image);
  painter.scale(s, s);
  paint_board(painter, b);
  SheetOverlay o;
  o.board = &b;
  o.state = scored_state(doc_.game(), *p);
  o.groups = doc_.scoreOf(index).groups;
  paint_sheet(painter, o);
  painter.resetTransform();
  // The score written into the board's own score area, and the player's name.
  // The panel is drawn at the picture's own resolution (it scales its layout), so the export stays sharp.
  const QRectF area(width * 0.08, image.height() * 0.79, width * 0.84, width * 0.84 * 150 / 440);
  ScorePanel panel;
  panel.setFixedSize(area.size().toSize());
  panel.setScore(doc_.scoreOf(index));
  painter.drawImage(area.topLeft(), panel.grab().toImage());
  QFont font = painter.font();
  font.setPixelSize(width / 30);
  painter.setFont(font);
  painter.setPen(Qt::black);
  painter.drawText(QRectF(0, image.height() * 0.755, width, width / 20.0), Qt::AlignCenter,
                   tr("%1 — %2").arg(QString::fromStdString(p->name), QString::fromStdString(b.name)));
  return image;
}

bool MainWindow::exportBoardPng(const QString& path) {
  const QImage image = renderAnnotatedBoard(doc_.currentPlayer());
  if (image.isNull()) {
    showFileError(tr("There is no sheet to export."), tr("Open a photo or a state file first."));
    return false;
  }
  if (!image.save(path, "PNG")) {
    showFileError(tr("Could not write the picture %1.").arg(path),
                  tr("Choose another folder (one you can write to) and export again."));
    return false;
  }
  statusBar()->showMessage(tr("Exported %1").arg(path), 5000);
  return true;
}

bool MainWindow::exportResultsCsv(const QString& path) {
  QSaveFile f(path);
  const std::string csv = results_csv(doc_.game());
  if (!f.open(QIODevice::WriteOnly) || f.write(csv.data(), static_cast<qint64>(csv.size())) < 0 || !f.commit()) {
    showFileError(tr("Could not write the results to %1: %2.").arg(path, f.errorString()),
                  tr("Choose another folder (one you can write to) and export again."));
    return false;
  }
  statusBar()->showMessage(tr("Exported %1").arg(path), 5000);
  return true;
}

QString MainWindow::saveDialogPath(const QString& title, const QString& filter, const QString& suffix) {
  QString path = QFileDialog::getSaveFileName(this, title, {}, filter);
  if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty()) path += suffix;
  return path;
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
  if (event->mimeData()->hasUrls() || event->mimeData()->hasImage()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
  const QMimeData* data = event->mimeData();
  QStringList paths;
  for (const QUrl& url : data->urls())
    if (url.isLocalFile()) paths << url.toLocalFile();
  if (!paths.isEmpty()) {
    openFiles(paths);
  } else if (data->hasImage()) {
    readImage(qvariant_cast<QImage>(data->imageData()), tr("dropped picture"));
  } else {
    showFileError(tr("Nothing Starsight can open was dropped."), tr("Drop photo files, state files or a game."));
  }
  event->acceptProposedAction();
}

}  // namespace starsight::desktop
