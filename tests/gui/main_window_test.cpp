// The window end to end, on the offscreen platform: photos, edits, undo,
// saving, the camera fed from files, uncertain readings from the keyboard,
// recovery after a crash, and every error message path.
#include <gtest/gtest.h>

#include <QClipboard>
#include <QFile>
#include <QMessageBox>
#include <QMimeData>
#include <QSignalSpy>
#include <QTest>

#include "game/game_file.hpp"
#include "gui_test_support.hpp"
#include "main_window.hpp"
#include "reading/file_frame_source.hpp"
#include "reading/photo_reader.hpp"
#include "starsight/score.hpp"

namespace starsight::desktop {
namespace {

class MainWindowTest : public ::testing::Test {
 protected:
  void SetUp() override {
    test::app();
    ASSERT_TRUE(dir_.isValid());
  }

  std::unique_ptr<MainWindow> makeWindow(QStringList frames = {}) {
    WindowOptions o;
    o.reader = std::make_shared<FakePhotoReader>();
    o.autosave_path = dir_.filePath("autosave.json");
    o.frames_dir = dir_.filePath("pictures");
    o.ask_save = [](const QString&) { return static_cast<int>(QMessageBox::Discard); };
    if (!frames.isEmpty()) o.camera = [frames](QObject* parent) { return new FileFrameSource(frames, 0, parent); };
    auto w = std::make_unique<MainWindow>(o);
    w->resize(1280, 820);
    w->show();
    EXPECT_TRUE(QTest::qWaitForWindowExposed(w.get()));
    return w;
  }

  PhotoReading sampleReading() {
    PhotoReading r;
    r.state = test::sample_state();
    r.confidence = 0.99;
    return r;
  }

  int expectedTotal(const State& s) { return score(s).total; }

  void openAndWait(MainWindow& w, const QString& path) {
    w.openFiles({path});
    w.readingService().waitForDone();
  }

  QString errorText(MainWindow& w) { return w.messageBar()->isVisible() ? w.messageBar()->text() : QString(); }

  QTemporaryDir dir_;
};

TEST_F(MainWindowTest, OpeningASamplePhotoShowsTheExpectedTotal) {
  auto w = makeWindow();
  openAndWait(*w, test::save_fake_photo(dir_, "alice.png", sampleReading()));
  ASSERT_EQ(w->document().game().players.size(), 1u);
  EXPECT_EQ(w->document().game().players[0].name, "alice");
  const int total = expectedTotal(test::sample_state());
  EXPECT_GT(total, 0);
  EXPECT_EQ(w->scorePanel()->valueText(ScorePanel::Total), QString::number(total));
  EXPECT_TRUE(w->photoView()->hasPhoto());
  // The overlay lands on the photo: the homography maps lattice points inside it.
  const auto p = w->photoView()->widgetPoint({4, 5});
  ASSERT_TRUE(p);
  EXPECT_TRUE(w->photoView()->rect().contains(p->toPoint()));
}

// A phone's portrait photo is stored sideways and tagged to be shown turned (EXIF orientation 6): the window
// shows it turned, and draws the reading where the board is in the turned photo (it drew it a quarter turn off).
TEST_F(MainWindowTest, ASidewaysStoredPhotoIsReadWhereItIsShown) {
  if (!photo_reading_built_in()) GTEST_SKIP() << "built without the photo reader";
  QFile in(QString(STARSIGHT_SOURCE_DIR) + "/samples/photos/board-7-easy.jpg");  // 1600 x 1200 as stored
  ASSERT_TRUE(in.open(QIODevice::ReadOnly));
  const QByteArray jpeg = in.readAll();
  // An APP1 Exif segment holding only the orientation (big-endian TIFF, one IFD entry: 0x0112 SHORT 6).
  const char exif[] = {'\xFF', '\xE1', 0,    34,   'E', 'x', 'i', 'f', 0, 0, 'M', 'M', 0, 42, 0, 0, 0, 8,
                       0,      1,      0x01, 0x12, 0,   3,   0,   0,   0, 1, 0,   6,   0, 0,  0, 0, 0, 0};
  QFile out(dir_.filePath("sideways.jpg"));
  ASSERT_TRUE(out.open(QIODevice::WriteOnly));
  out.write(jpeg.left(2) + QByteArray(exif, sizeof exif) + jpeg.mid(2));
  out.close();

  const auto w = test::real_reader_window(dir_);
  ASSERT_TRUE(w);
  openAndWait(*w, out.fileName());
  ASSERT_EQ(w->document().game().players.size(), 1u);
  const auto& h = w->document().game().players[0].homography;
  ASSERT_TRUE(h);
  // The renderer's truth for this photo, stored: template (273, 400) -> (835.7, 742.4); shown turned a quarter
  // clockwise, (x, y) -> (1199 - y, x).
  const double tx = 273, ty = 400, wgt = (*h)[6] * tx + (*h)[7] * ty + (*h)[8];
  EXPECT_NEAR(((*h)[0] * tx + (*h)[1] * ty + (*h)[2]) / wgt, 1199 - 742.4, 3);
  EXPECT_NEAR(((*h)[3] * tx + (*h)[4] * ty + (*h)[5]) / wgt, 835.7, 3);
}

// What a new picture would mend is said before the readings to check one by one: part of the board under
// something, with the number of lines there; a board read beside another that could not be read.
TEST_F(MainWindowTest, AHiddenPartOrAnUnreadBoardBesideIsSaidFirst) {
  PhotoReading r = sampleReading();
  r.uncertain = {test::uncertain_line({4, 8}, {5, 8}, 0.05, false), test::uncertain_line({1, 2}, {2, 2}, 0.6, true)};
  r.hidden = {{4, 8}, {5, 8}, {4, 9}};
  r.confidence = 0.5;
  auto w = makeWindow();
  openAndWait(*w, test::save_fake_photo(dir_, "hand.png", r));
  EXPECT_EQ(w->messageBar()->kind(), MessageBar::Kind::Warning);
  // (Untranslated here: the English plural forms come with the translation the program installs.)
  EXPECT_TRUE(errorText(*w).contains("Part of the board could not be seen: 1 line(s) there could not be read."))
      << errorText(*w).toStdString();
  EXPECT_EQ(w->boardView()->overlay().selected_uncertain, 0);  // the readings are still there to check

  r.unread_board_beside = true;
  openAndWait(*w, test::save_fake_photo(dir_, "two-boards.png", r));
  EXPECT_TRUE(errorText(*w).contains("Another board lies beside this one.")) << errorText(*w).toStdString();
}

TEST_F(MainWindowTest, ClickingASegmentTogglesTheLineAndUndoRestoresIt) {
  auto w = makeWindow();
  const State sample = test::sample_state();
  // Two players with the same sheet share first place.
  openAndWait(*w, test::save_fake_photo(dir_, "alice.png", sampleReading()));
  openAndWait(*w, test::save_fake_photo(dir_, "bob.png", sampleReading()));
  ASSERT_EQ(w->rankingTable()->rowCount(), 2);
  EXPECT_EQ(w->rankingTable()->item(0, 0)->text(), "1=");
  EXPECT_EQ(w->rankingTable()->item(1, 0)->text(), "1=");

  // Bob is current; add the line (4,4)-(5,4), which grows the plus-shaped
  // constellation from 4 to 5 lines.
  ASSERT_EQ(w->document().currentPlayer(), 1);
  const SegmentId id = *segment_between({4, 4}, {5, 4});
  const auto at = w->boardView()->widgetSegmentPoint(id);
  ASSERT_TRUE(at);
  QTest::mouseClick(w->boardView(), Qt::LeftButton, {}, at->toPoint());
  const State& bob = w->document().game().players[1].state;
  EXPECT_TRUE(bob.lines.test(static_cast<std::size_t>(id)));
  State edited = sample;
  edited.lines.set(static_cast<std::size_t>(id));
  const int after = expectedTotal(edited);
  ASSERT_NE(after, expectedTotal(sample));
  EXPECT_EQ(w->scorePanel()->valueText(ScorePanel::Total), QString::number(after));
  // The tie is broken: bob's row shows his new total and a place of his own.
  const int bob_row = w->rankingTable()->item(0, 1)->text() == "bob" ? 0 : 1;
  EXPECT_EQ(w->rankingTable()->item(bob_row, 2)->text(), QString::number(after));
  EXPECT_EQ(w->rankingTable()->item(bob_row, 0)->text(), after > expectedTotal(sample) ? "1" : "2");
  EXPECT_EQ(w->rankingTable()->item(1 - bob_row, 0)->text(), after > expectedTotal(sample) ? "2" : "1");

  w->document().undoStack()->undo();
  EXPECT_EQ(w->document().game().players[1].state, sample);
  EXPECT_EQ(w->scorePanel()->valueText(ScorePanel::Total), QString::number(expectedTotal(sample)));
  EXPECT_EQ(w->rankingTable()->item(0, 0)->text(), "1=");
  w->document().undoStack()->redo();
  EXPECT_TRUE(w->document().game().players[1].state.lines.test(static_cast<std::size_t>(id)));
}

TEST_F(MainWindowTest, ObjectAndShootingStarToolsEditTheSheet) {
  auto w = makeWindow();
  w->openStateFile(QString(STARSIGHT_SOURCE_DIR) + "/samples/states/sample.json");
  ASSERT_EQ(w->document().game().players.size(), 1u);
  w->setTool(MainWindow::Tool::Object, ObjectKind::Planet);
  QTest::mouseClick(w->boardView(), Qt::LeftButton, {}, w->boardView()->widgetPoint({5, 5})->toPoint());
  EXPECT_EQ(w->document().game().players[0].state.planets, (std::vector<Point>{{5, 5}}));
  w->setTool(MainWindow::Tool::ShootingStar);
  const SegmentId diag = *segment_between({8, 2}, {9, 3});
  QTest::mouseClick(w->boardView(), Qt::LeftButton, {}, w->boardView()->widgetSegmentPoint(diag, 0.3)->toPoint());
  EXPECT_TRUE(w->document().game().players[0].state.shooting_stars.empty());
  EXPECT_TRUE(w->document().game().players[0].state.lines.test(static_cast<std::size_t>(diag)));
  QTest::mouseClick(w->boardView(), Qt::LeftButton, {}, w->boardView()->widgetSegmentPoint(diag, 0.3)->toPoint());
  QTest::mouseClick(w->boardView(), Qt::LeftButton, {}, w->boardView()->widgetPoint({8, 2})->toPoint());
  ASSERT_EQ(w->document().game().players[0].state.shooting_stars.size(), 1u);
  EXPECT_EQ(w->document().game().players[0].state.shooting_stars[0].head, (Point{8, 2}));
  EXPECT_EQ(w->document().undoStack()->count(), 5);  // add player, planet, unmark, mark, head
}

TEST_F(MainWindowTest, SavingAndReopeningGivesTheSameGame) {
  auto w = makeWindow();
  openAndWait(*w, test::save_fake_photo(dir_, "alice.png", sampleReading()));
  w->openStateFile(QString(STARSIGHT_SOURCE_DIR) + "/samples/states/sample.json");
  w->document().setCards(5, Power::Planet);
  w->document().renamePlayer(1, "Zoé");
  const QString path = dir_.filePath("game.json");
  ASSERT_TRUE(w->saveGame(path));
  EXPECT_FALSE(w->document().isModified());
  const Game saved = w->document().game();

  auto other = makeWindow();
  ASSERT_TRUE(other->openGame(path));
  other->readingService().waitForDone();
  EXPECT_EQ(other->document().game(), saved);
  EXPECT_EQ(other->document().game().players[1].name, "Zoé");
  EXPECT_EQ(other->document().scoreOf(0).total, w->document().scoreOf(0).total);
  other->document().setCurrentPlayer(0);
  EXPECT_TRUE(other->photoView()->hasPhoto());

  // The exports: an annotated board picture and the results table.
  ASSERT_TRUE(w->exportBoardPng(dir_.filePath("board.png")));
  EXPECT_FALSE(QImage(dir_.filePath("board.png")).isNull());
  ASSERT_TRUE(w->exportResultsCsv(dir_.filePath("results.csv")));
  QFile csv(dir_.filePath("results.csv"));
  ASSERT_TRUE(csv.open(QIODevice::ReadOnly));
  EXPECT_TRUE(csv.readAll().contains("Zoé"));
}

TEST_F(MainWindowTest, CameraFramesFromFilesGiveAReading) {
  QImage blank(400, 300, QImage::Format_RGB32);
  blank.fill(Qt::black);
  const QString nothing = dir_.filePath("nothing.png");
  blank.save(nothing);
  PhotoReading unsure = sampleReading();
  unsure.confidence = 0.5;
  PhotoReading sure = sampleReading();
  sure.confidence = 0.99;
  auto w = makeWindow(
      {nothing, test::save_fake_photo(dir_, "unsure.png", unsure), test::save_fake_photo(dir_, "sure.png", sure)});
  w->startCamera();
  ASSERT_TRUE(w->isLive());
  auto* frames = qobject_cast<FileFrameSource*>(w->frameSource());
  ASSERT_NE(frames, nullptr);
  // Frame 1: no board. Frame 2: a reading, not sure enough to freeze.
  for (int i = 0; i < 2; ++i) {
    frames->step();
    QTRY_VERIFY(!w->readingService().busy());
    QTest::qWait(50);
  }
  EXPECT_TRUE(w->isLive());
  EXPECT_TRUE(w->document().game().players.empty());
  EXPECT_TRUE(w->photoView()->hasPhoto());
  // Frame 3: a sure reading freezes the view and becomes a sheet.
  frames->step();
  QTRY_VERIFY_WITH_TIMEOUT(!w->isLive(), 5000);
  ASSERT_EQ(w->document().game().players.size(), 1u);
  EXPECT_EQ(w->scorePanel()->valueText(ScorePanel::Total), QString::number(expectedTotal(test::sample_state())));
  EXPECT_FALSE(w->document().game().players[0].photo_path.empty());
}

// Records the hints of every read, then reads as the fake reader does.
class HintRecordingReader : public FakePhotoReader {
 public:
  PhotoReading read(const QImage& photo, const ReadHints& hints) const override {
    seen->push_back(hints);
    return FakePhotoReader::read(photo, hints);
  }
  std::shared_ptr<std::vector<ReadHints>> seen = std::make_shared<std::vector<ReadHints>>();
};

TEST_F(MainWindowTest, EachCameraFrameIsReadFromWhereTheLastShowedTheBoard) {
  PhotoReading unsure = sampleReading();
  unsure.confidence = 0.5;
  unsure.homography = Homography{1.5, 0.1, 40, -0.1, 1.5, 30, 0, 0, 1};
  const QString frame = test::save_fake_photo(dir_, "unsure.png", unsure);
  auto reader = std::make_shared<HintRecordingReader>();
  WindowOptions o;
  o.reader = reader;
  o.autosave_path = dir_.filePath("autosave.json");
  o.frames_dir = dir_.filePath("pictures");
  o.ask_save = [](const QString&) { return static_cast<int>(QMessageBox::Discard); };
  o.camera = [frame](QObject* parent) { return new FileFrameSource({frame, frame}, 0, parent); };
  MainWindow w(o);
  w.startCamera();
  auto* frames = qobject_cast<FileFrameSource*>(w.frameSource());
  ASSERT_NE(frames, nullptr);
  for (int i = 0; i < 2; ++i) {
    frames->step();
    QTRY_VERIFY(!w.readingService().busy());
    QTest::qWait(50);
  }
  ASSERT_EQ(reader->seen->size(), 2u);
  EXPECT_FALSE((*reader->seen)[0].last_seen.has_value());  // nothing seen yet: the whole frame
  ASSERT_TRUE((*reader->seen)[1].last_seen.has_value());
  EXPECT_EQ(*(*reader->seen)[1].last_seen, *unsure.homography);
  w.stopCamera();
}

TEST_F(MainWindowTest, FreezingOnDemandReadsTheCurrentFrame) {
  PhotoReading unsure = sampleReading();
  unsure.confidence = 0.3;
  auto w = makeWindow({test::save_fake_photo(dir_, "unsure.png", unsure)});
  w->startCamera();
  w->freezeCamera();  // nothing seen yet: says so and stays live
  EXPECT_TRUE(w->isLive());
  EXPECT_TRUE(errorText(*w).contains("No picture from the camera yet"));
  qobject_cast<FileFrameSource*>(w->frameSource())->step();
  QTRY_VERIFY(!w->readingService().busy());
  QTest::qWait(50);
  w->freezeCamera();
  EXPECT_FALSE(w->isLive());
  w->readingService().waitForDone();
  EXPECT_EQ(w->document().game().players.size(), 1u);
}

TEST_F(MainWindowTest, UncertainReadingsAreSteppedFromTheKeyboard) {
  PhotoReading r = sampleReading();
  Uncertainty line = test::uncertain_line({2, 4}, {3, 4}, 0.55, true);
  State without = r.state;
  without.lines.reset(static_cast<std::size_t>(*segment_between({2, 4}, {3, 4})));
  line.total_if_flipped = expectedTotal(without);
  Uncertainty planet;
  planet.what = Uncertainty::What::Object;
  planet.object = ObjectKind::Planet;
  planet.points = {{5, 5}};
  planet.p = 0.4;
  planet.read_as = false;
  r.uncertain = {line, planet};
  r.confidence = 0.6;
  auto w = makeWindow();
  openAndWait(*w, test::save_fake_photo(dir_, "unsure.png", r));
  ASSERT_EQ(w->uncertainList()->count(), 2);
  EXPECT_EQ(w->messageBar()->kind(), MessageBar::Kind::Warning);
  // Opening selected the first uncertain reading; it stands out on the board.
  EXPECT_EQ(w->boardView()->overlay().selected_uncertain, 0);
  w->activateWindow();
  ASSERT_TRUE(QTest::qWaitForWindowActive(w.get()));
  QTest::keyClick(w.get(), Qt::Key_R);  // reject: the line was not there
  EXPECT_EQ(w->scorePanel()->valueText(ScorePanel::Total), QString::number(*line.total_if_flipped));
  EXPECT_EQ(w->document().game().players[0].uncertain[0].verdict, Uncertainty::Verdict::Rejected);
  QTest::keyClick(w.get(), Qt::Key_N);
  EXPECT_EQ(w->boardView()->overlay().selected_uncertain, 1);
  QTest::keyClick(w.get(), Qt::Key_A);
  EXPECT_EQ(w->document().game().players[0].uncertain[1].verdict, Uncertainty::Verdict::Accepted);
  EXPECT_TRUE(w->document().game().players[0].state.planets.empty());
  QTest::keyClick(w.get(), Qt::Key_N);  // none left
  EXPECT_TRUE(errorText(*w).contains("No reading left"));
  // Undo takes the rejection back.
  w->document().undoStack()->undo();
  w->document().undoStack()->undo();
  EXPECT_EQ(w->document().game().players[0].state, test::sample_state());
}

TEST_F(MainWindowTest, ScorePanelHighlightsWhatEarnedAPart) {
  auto w = makeWindow();
  w->openStateFile(QString(STARSIGHT_SOURCE_DIR) + "/samples/states/sample.json");
  QSignalSpy spy(w->scorePanel(), &ScorePanel::highlightRequested);
  const QPointF where = w->scorePanel()->partRect(ScorePanel::Size3).center();
  QTest::mouseClick(w->scorePanel(), Qt::LeftButton, {}, where.toPoint());
  ASSERT_GE(spy.count(), 1);
  const auto lines = qvariant_cast<SegmentSet>(spy.last().at(0));
  EXPECT_EQ(w->scorePanel()->selectedPart(), ScorePanel::Size3);
  EXPECT_EQ(lines.count(), 3u);
  EXPECT_EQ(w->boardView()->overlay().highlight_lines, lines);
  // Shooting stars: the sample's one-line star.
  w->scorePanel()->selectPart(ScorePanel::ShootingStars);
  EXPECT_TRUE(
      w->boardView()->overlay().highlight_lines.test(static_cast<std::size_t>(*segment_between({8, 2}, {9, 3}))));
}

TEST_F(MainWindowTest, AuditEntriesHighlightTheirPoints) {
  auto w = makeWindow();
  State s = test::sample_state();
  s.lines.set(static_cast<std::size_t>(*segment_between({6, 1}, {6, 2})));  // (6,2) is a planet on board 3
  QFile f(dir_.filePath("illegal.json"));
  ASSERT_TRUE(f.open(QIODevice::WriteOnly));
  f.write(QByteArray::fromStdString(write_state(s)));
  f.close();
  w->openStateFile(f.fileName());
  ASSERT_FALSE(w->auditList()->findings().empty());
  w->auditList()->setCurrentRow(0);
  EXPECT_EQ(w->boardView()->overlay().highlight_points, w->auditList()->findings()[0].points);
}

TEST_F(MainWindowTest, AGameLeftByACrashIsOfferedBack) {
  Game g;
  {
    auto w = makeWindow();
    w->openStateFile(QString(STARSIGHT_SOURCE_DIR) + "/samples/states/sample.json");
    ASSERT_TRUE(w->document().writeAutosave());
    g = w->document().game();
    // "Crash": the window goes without closing, the autosave stays.
    w->hide();
  }
  ASSERT_TRUE(QFile::exists(dir_.filePath("autosave.json")));
  auto w = makeWindow();
  ASSERT_TRUE(w->offerRecovery());
  EXPECT_TRUE(errorText(*w).contains("did not close properly"));
  w->messageBar()->actionButton()->click();
  EXPECT_EQ(w->document().game(), g);
  EXPECT_TRUE(w->document().isModified());
  EXPECT_TRUE(w->document().filePath().isEmpty());
  // A clean close removes the autosave.
  w->document().writeAutosave();
  w->close();
  EXPECT_FALSE(QFile::exists(dir_.filePath("autosave.json")));
}

TEST_F(MainWindowTest, EveryErrorShowsAMessageWithWhatToDoNext) {
  auto w = makeWindow();
  const auto write = [&](const QString& name, const QByteArray& bytes) {
    QFile f(dir_.filePath(name));
    EXPECT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    return f.fileName();
  };
  struct Case {
    std::function<void()> act;
    const char* expected;
  };
  QImage blank(200, 200, QImage::Format_RGB32);
  blank.fill(Qt::black);
  blank.save(dir_.filePath("blank.png"));
  const std::vector<Case> cases = {
      {[&] { openAndWait(*w, write("broken.jpg", QByteArray("\xFF\xD8\xFF garbage", 12))); },
       "Could not read the photo"},
      {[&] { openAndWait(*w, dir_.filePath("blank.png")); }, "No board found"},
      {[&] { w->openStateFile(write("bad.json", "{\"format\": \"starsight-state/1\", \"board\": 12}")); },
       "is not valid"},
      {[&] { w->openStateFile(dir_.filePath("missing.json")); }, "Could not open the state file"},
      {[&] { w->openGame(write("bad-game.json", "{\"format\": \"starsight-game/1\", \"players\": 3}")); },
       "Could not open the game"},
      {[&] { w->openFiles({write("notes.txt", "hello")}); }, "neither a photo"},
      {[&] { w->saveGame("/nonexistent-dir/game.json"); }, "Could not save the game"},
      {[&] { w->exportResultsCsv("/nonexistent-dir/results.csv"); }, "Could not write the results"},
      {[&] { w->exportBoardPng(dir_.filePath("x.png")); }, "no sheet to export"},
      {[&] {
         QGuiApplication::clipboard()->clear();
         w->pasteFromClipboard();
       },
       "clipboard holds no picture"},
  };
  for (const Case& c : cases) {
    w->messageBar()->dismiss();
    c.act();
    EXPECT_TRUE(errorText(*w).contains(c.expected)) << c.expected << " / got: " << errorText(*w).toStdString();
    // Every message says what to do next, on a second line.
    EXPECT_TRUE(errorText(*w).contains('\n')) << c.expected;
  }
  // The board picture fails to write into a missing folder.
  w->openStateFile(QString(STARSIGHT_SOURCE_DIR) + "/samples/states/sample.json");
  w->exportBoardPng("/nonexistent-dir/board.png");
  EXPECT_TRUE(errorText(*w).contains("Could not write the picture"));
  // A build without the photo reader says so.
  auto none = std::make_unique<ReadingService>(make_photo_reader());
  if (!photo_reading_built_in()) {
    QSignalSpy spy(none.get(), &ReadingService::finished);
    none->readFile(dir_.filePath("blank.png"));
    none->waitForDone();
    ASSERT_EQ(spy.count(), 1);
    EXPECT_EQ(qvariant_cast<PhotoResult>(spy.at(0).at(0)).reading.failure, ReadFailure::NotBuilt);
  }
}

TEST_F(MainWindowTest, CameraFailuresShowInTheWindow) {
  auto w = makeWindow({dir_.filePath("no-such-frame.png")});
  w->startCamera();
  qobject_cast<FileFrameSource*>(w->frameSource())->step();
  EXPECT_FALSE(w->isLive());
  EXPECT_TRUE(errorText(*w).contains("Could not read the frame"));
}

}  // namespace
}  // namespace starsight::desktop
