// starsight-desktop: the Qt desktop program.
#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QStandardPaths>
#include <QTimer>
#include <QTranslator>

#include "main_window.hpp"
#include "reading/fake_photo_reader.hpp"
#include "reading/file_frame_source.hpp"

using namespace starsight::desktop;

namespace {

// Quits once the window has painted for the first time (start-up timing).
class QuitOnFirstPaint : public QObject {
 public:
  using QObject::QObject;
  bool eventFilter(QObject* watched, QEvent* event) override {
    if (event->type() == QEvent::Paint && !done_) {
      done_ = true;
      QTimer::singleShot(0, qApp, &QApplication::quit);
    }
    return QObject::eventFilter(watched, event);
  }

 private:
  bool done_ = false;
};

}  // namespace

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  QApplication::setApplicationName(QStringLiteral("starsight-desktop"));
  QApplication::setOrganizationName(QStringLiteral("starsight"));
  QApplication::setApplicationVersion(QStringLiteral("0.1.0"));

  QCommandLineParser cli;
  cli.setApplicationDescription(QStringLiteral("Scores photos of Look at the Stars boards."));
  cli.addHelpOption();
  cli.addVersionOption();
  const QCommandLineOption lang({"l", "lang"}, QStringLiteral("Language: en, fr or ja (default: the system's)."),
                                QStringLiteral("code"));
  const QCommandLineOption frames("frames", QStringLiteral("Use these picture files (comma separated) as the camera."),
                                  QStringLiteral("files"));
  const QCommandLineOption fake("fake-reader",
                                QStringLiteral("Read photos with the test reader (readings embedded in PNG files)."));
  const QCommandLineOption screenshot("screenshot", QStringLiteral("Save a picture of the window to FILE and quit."),
                                      QStringLiteral("file"));
  const QCommandLineOption select("select-uncertain", QStringLiteral("Select the Nth uncertain reading (screenshots)."),
                                  QStringLiteral("n"));
  const QCommandLineOption score_part("score-part", QStringLiteral("Select a part of the score panel (0-10)."),
                                      QStringLiteral("n"));
  const QCommandLineOption quit("quit-when-shown", QStringLiteral("Quit once the window has painted (timing)."));
  const QCommandLineOption no_autosave("no-autosave", QStringLiteral("Do not autosave (screenshots, timing)."));
  cli.addOptions({lang, frames, fake, screenshot, select, score_part, quit, no_autosave});
  cli.addPositionalArgument(QStringLiteral("files"), QStringLiteral("Photos, state files or a game to open."));
  cli.process(app);

  QTranslator translator;
  const QString code = cli.isSet(lang) ? cli.value(lang) : QLocale::system().name().left(2);
  // English too: its file gives the plural forms.
  if (translator.load(QStringLiteral(":/i18n/starsight_%1.qm").arg(code)) ||
      translator.load(QStringLiteral(":/i18n/starsight_en.qm")))
    QApplication::installTranslator(&translator);
  QTranslator qt_translator;
  if (qt_translator.load(QStringLiteral("qtbase_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
    QApplication::installTranslator(&qt_translator);

  WindowOptions options;
  if (cli.isSet(fake)) options.reader = std::make_shared<FakePhotoReader>();
  if (cli.isSet(frames)) {
    const QStringList files = cli.value(frames).split(',', Qt::SkipEmptyParts);
    options.camera = [files](QObject* parent) { return new FileFrameSource(files, 200, parent); };
  }
  const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
  if (!cli.isSet(no_autosave)) options.autosave_path = data + QStringLiteral("/autosave.json");
  options.frames_dir = data + QStringLiteral("/pictures");

  MainWindow window(options);
  QuitOnFirstPaint quit_on_paint;
  if (cli.isSet(quit)) window.installEventFilter(&quit_on_paint);
  window.show();
  window.offerRecovery();
  if (!cli.positionalArguments().isEmpty()) window.openFiles(cli.positionalArguments());

  if (cli.isSet(screenshot)) {
    QTimer::singleShot(0, &window, [&] {
      window.readingService().waitForDone();
      QApplication::processEvents();
      if (cli.isSet(select)) window.selectUncertain(cli.value(select).toInt());
      if (cli.isSet(score_part))
        window.scorePanel()->selectPart(static_cast<ScorePanel::Part>(cli.value(score_part).toInt()));
      QTimer::singleShot(300, &window, [&] {
        window.readingService().waitForDone();
        QApplication::processEvents();
        window.grab().save(cli.value(screenshot));
        window.document().undoStack()->setClean();
        QApplication::quit();
      });
    });
  }
  return QApplication::exec();
}
