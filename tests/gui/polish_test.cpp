// The review pass's fixes: the photo turned upright and zoomed onto the board,
// room for the photo and the board at common window sizes, no symbols that
// need an emoji font, compact uncertain rows, A/R moving on, the toolbar
// fitting in French and Japanese.
#include <gtest/gtest.h>

#include <QFile>
#include <QMessageBox>
#include <QSignalSpy>
#include <QTest>
#include <QToolBar>
#include <QTranslator>
#include <cmath>
#include <numbers>

#include "game/game_file.hpp"
#include "gui_test_support.hpp"
#include "main_window.hpp"
#include "starsight/score.hpp"
#include "view/audit_list.hpp"
#include "view/board_view.hpp"
#include "view/reading_splitter.hpp"
#include "view/uncertain_list.hpp"

namespace starsight::desktop {
namespace {

// No character that only an emoji or symbol font would have (★ ✦ ✨ ✓ ...).
bool plain_text(const QString& s) {
  for (const QChar c : s)
    if (c.unicode() >= 0x2600 && c.unicode() <= 0x27BF) return false;
  return true;
}

double distance(QPointF a, QPointF b) { return std::hypot(a.x() - b.x(), a.y() - b.y()); }

class PolishTest : public ::testing::Test {
 protected:
  void SetUp() override {
    test::app();
    ASSERT_TRUE(dir_.isValid());
  }

  std::unique_ptr<MainWindow> makeWindow(QSize size = {1280, 820}) {
    WindowOptions o;
    o.reader = std::make_shared<FakePhotoReader>();
    o.frames_dir = dir_.filePath("pictures");
    o.ask_save = [](const QString&) { return static_cast<int>(QMessageBox::Discard); };
    auto w = std::make_unique<MainWindow>(o);
    w->resize(size);
    w->show();
    EXPECT_TRUE(QTest::qWaitForWindowExposed(w.get()));
    w->fitDocks();
    QApplication::processEvents();
    return w;
  }

  PhotoReading unsureReading() {
    PhotoReading r;
    r.state = test::sample_state();
    r.confidence = 0.6;
    for (const auto& [a, b] : {std::pair<Point, Point>{{2, 4}, {3, 4}}, {{4, 4}, {5, 4}}}) {
      Uncertainty u =
          test::uncertain_line(a, b, 0.55, r.state.lines.test(static_cast<std::size_t>(*segment_between(a, b))));
      State flipped = r.state;
      flipped.lines.flip(static_cast<std::size_t>(*segment_between(a, b)));
      u.total_if_flipped = score(flipped).total;
      r.uncertain.push_back(u);
    }
    return r;
  }

  QTemporaryDir dir_;
};

TEST_F(PolishTest, ThePhotoIsTurnedUprightAndZoomedOntoTheBoard) {
  BoardView view(BoardView::Mode::Photo);
  view.resize(400, 450);
  SheetOverlay o;
  o.board = &board(3);
  o.state = test::sample_state();
  view.setOverlay(o);
  // A 2000 x 1500 photo with the board turned 30 degrees, at 1.2 photo pixels per template unit.
  const double a = 30 * std::numbers::pi / 180, k = 1.2;
  const Homography h{k * std::cos(a), -k * std::sin(a), 900, k * std::sin(a), k * std::cos(a), 250, 0, 0, 1};
  QImage display(1000, 750, QImage::Format_RGB32);
  display.fill(Qt::darkRed);
  view.setPhoto(display, QSize(2000, 1500), h);

  // Upright: a column of the lattice is vertical, row 8 above row 0.
  const QPointF top = *view.widgetPoint({5, 8}), bottom = *view.widgetPoint({5, 0});
  EXPECT_NEAR(top.x(), bottom.x(), 1.0);
  EXPECT_LT(top.y(), bottom.y());
  // Zoomed: the lattice's width takes most of the view (the whole photo would give it about 90 px).
  const double span = distance(*view.widgetPoint({0, 0}), *view.widgetPoint({9, 0}));
  EXPECT_GT(span, 0.75 * view.width() * 9 * 52.3 / 546);
  EXPECT_TRUE(view.rect().contains(top.toPoint()));
  // Clicks still land on the right segment through the turn.
  const SegmentId id = *segment_between({4, 4}, {5, 5});
  QSignalSpy spy(&view, &BoardView::segmentClicked);
  QTest::mouseClick(&view, Qt::LeftButton, {}, view.widgetSegmentPoint(id)->toPoint());
  ASSERT_EQ(spy.count(), 1);
  EXPECT_EQ(qvariant_cast<SegmentId>(spy.at(0).at(0)), id);

  view.setWholePhoto(true);
  EXPECT_LT(distance(*view.widgetPoint({0, 0}), *view.widgetPoint({9, 0})), span / 2);
}

TEST_F(PolishTest, ThePhotoAndTheBoardGetRoomAtCommonWindowSizes) {
  // 1280 x 820, and the size the window takes on a 1920 x 1080 screen.
  for (const auto& [size, min_span] : {std::pair<QSize, double>{{1280, 820}, 330}, {{1632, 918}, 420}}) {
    auto w = makeWindow(size);
    w->openFiles({test::save_fake_photo(dir_, "alice.png", unsureReading())});
    w->readingService().waitForDone();
    QApplication::processEvents();
    ASSERT_TRUE(w->photoView()->isVisible());
    for (BoardView* v : {w->photoView(), w->boardView()}) {
      const double span = distance(*v->widgetPoint({0, 0}), *v->widgetPoint({9, 0}));
      EXPECT_GT(span, min_span) << size.width() << (v == w->photoView() ? " photo" : " board");
      // The sky is shown whole.
      EXPECT_TRUE(v->rect().contains(v->widgetPoint({5, 9})->toPoint()));
      EXPECT_TRUE(v->rect().contains(v->widgetPoint({0, 0})->toPoint()));
    }
    EXPECT_EQ(w->readingSplitter()->orientation(), Qt::Horizontal);
  }
}

TEST_F(PolishTest, TheSplitterTurnsForTallAreas) {
  ReadingSplitter s(0.9);
  EXPECT_EQ(s.bestOrientation({880, 730}), Qt::Horizontal);
  EXPECT_EQ(s.bestOrientation({700, 1300}), Qt::Vertical);
  EXPECT_EQ(s.bestOrientation({1400, 950}), Qt::Horizontal);
}

TEST_F(PolishTest, CardsAndFindingsAreSaidInWordsNotSymbols) {
  EXPECT_EQ(AuditList::readable("A new star is drawn at (6,9) but no ✨ card is in play"),
            "A new star is drawn at (6,9) but no power card is in play");
  // A new star on an artwork point with no power card in play: the audit's finding names the card in words.
  State s = test::sample_state();
  s.point_card.reset();
  s.power_card.reset();
  for (int i = 0; i < kPointCount; ++i)
    if (board(s.board).kind(point_at(i)) == PointKind::Artwork) {
      s.new_stars.push_back(point_at(i));
      break;
    }
  QFile f(dir_.filePath("star.json"));
  ASSERT_TRUE(f.open(QIODevice::WriteOnly));
  f.write(QByteArray::fromStdString(write_state(s)));
  f.close();
  auto w = makeWindow();
  w->openStateFile(f.fileName());
  ASSERT_GT(w->auditList()->count(), 0);
  bool names_card = false;
  for (int i = 0; i < w->auditList()->count(); ++i) {
    EXPECT_TRUE(plain_text(w->auditList()->item(i)->text())) << w->auditList()->item(i)->text().toStdString();
    names_card |= w->auditList()->item(i)->text().contains("power card");
  }
  EXPECT_TRUE(names_card);
  EXPECT_TRUE(plain_text(w->statusLabel()->text()));
  EXPECT_TRUE(w->statusLabel()->text().contains("Point card: none"));
  for (int c = 0; c < w->rankingTable()->columnCount(); ++c)
    EXPECT_TRUE(plain_text(w->rankingTable()->horizontalHeaderItem(c)->text()));
  // Without cards in play their columns would only hold dashes: hidden.
  EXPECT_TRUE(w->rankingTable()->isColumnHidden(6));
  EXPECT_TRUE(w->rankingTable()->isColumnHidden(7));
  EXPECT_TRUE(plain_text(w->scorePanel()->toolTip()));
}

TEST_F(PolishTest, UncertainRowsAreOneShortLine) {
  auto w = makeWindow();
  const PhotoReading r = unsureReading();
  w->openFiles({test::save_fake_photo(dir_, "unsure.png", r)});
  w->readingService().waitForDone();
  QApplication::processEvents();
  ASSERT_EQ(w->uncertainList()->count(), 2);
  const QString text = w->uncertainList()->item(0)->text();
  EXPECT_EQ(
      text,
      QStringLiteral("Line (2,4)-(3,4) — present? p=0.55 — total if flipped %1").arg(*r.uncertain[0].total_if_flipped));
  EXPECT_FALSE(w->uncertainList()->wordWrap());
  // It fits the panel at 1280 x 820 without being cut.
  const int needed = w->uncertainList()->fontMetrics().horizontalAdvance(text) + 16 + 12;
  EXPECT_LT(needed, w->uncertainList()->viewport()->width());
  // The full sentence is in the tool tip.
  EXPECT_TRUE(w->uncertainList()->item(0)->toolTip().contains("Taken the other way"));
}

TEST_F(PolishTest, AcceptingOrRejectingMovesOnToTheNextReading) {
  auto w = makeWindow();
  w->openFiles({test::save_fake_photo(dir_, "unsure.png", unsureReading())});
  w->readingService().waitForDone();
  ASSERT_EQ(w->boardView()->overlay().selected_uncertain, 0);
  w->acceptUncertain();
  EXPECT_EQ(w->boardView()->overlay().selected_uncertain, 1);
  w->rejectUncertain();
  EXPECT_EQ(w->document().game().players[0].uncertain[1].verdict, Uncertainty::Verdict::Rejected);
  EXPECT_TRUE(w->messageBar()->text().contains("Every uncertain reading on this sheet has been checked"));
  EXPECT_EQ(w->rankingTable()->item(0, 8)->text(), QString());  // nothing left to check
}

TEST_F(PolishTest, ABoardIdentityReadingFlipsToTheOtherBoardAndBack) {
  Uncertainty u;
  u.what = Uncertainty::What::Board;
  u.p = 0.7;
  u.read_as = true;
  u.boards = std::array<int, 2>{3, 5};
  EXPECT_EQ(UncertainList::describe(u), "Board 3 (else 5) — present? p=0.70");
  const State s = test::sample_state();
  ASSERT_EQ(s.board, 3);
  const State other = flipped(s, u);
  EXPECT_EQ(other.board, 5);
  EXPECT_EQ(flipped(other, u), s);
  // Kept in a saved game.
  Game g;
  Player p;
  p.name = "alice";
  p.state = s;
  p.uncertain = {u};
  g.players.push_back(p);
  const std::string text = write_game(g);
  EXPECT_NE(text.find("\"boards\""), std::string::npos);
  const GameReading back = read_game(text);
  ASSERT_TRUE(back.game) << back.error;
  EXPECT_EQ(back.game->players[0].uncertain[0].boards, u.boards);
}

TEST_F(PolishTest, ExportsTheAnnotatedBoardAndTheResults) {
  auto w = makeWindow();
  w->openFiles({test::save_fake_photo(dir_, "alice.png", unsureReading())});
  w->readingService().waitForDone();
  const QString png = dir_.filePath("alice-board.png"), csv = dir_.filePath("results.csv");
  ASSERT_TRUE(w->exportBoardPng(png));
  ASSERT_TRUE(w->exportResultsCsv(csv));
  const QImage image(png);
  ASSERT_FALSE(image.isNull());
  EXPECT_EQ(image.width(), 1092);
  EXPECT_EQ(image.height(), 1600);
  // The sky is drawn (dark) and the score area below it is light, with the score written in.
  EXPECT_LT(qGray(image.pixel(546, 300)), 80);
  EXPECT_GT(qGray(image.pixel(20, 1580)), 200);
  if (const char* keep = std::getenv("STARSIGHT_KEEP_EXPORT")) image.save(keep);
  QFile f(csv);
  ASSERT_TRUE(f.open(QIODevice::ReadOnly));
  const QString text = QString::fromUtf8(f.readAll());
  EXPECT_TRUE(text.contains("alice")) << text.toStdString();
}

TEST_F(PolishTest, TheToolbarFitsInEveryLanguage) {
  for (const char* lang : {"en", "fr", "ja"}) {
    QTranslator t;
    ASSERT_TRUE(t.load(QStringLiteral(":/i18n/starsight_%1.qm").arg(lang))) << lang;
    QCoreApplication::installTranslator(&t);
    {
      auto w = makeWindow();
      auto* bar = w->findChild<QToolBar*>("main-toolbar");
      ASSERT_NE(bar, nullptr);
      // Every action's button is on the bar, none pushed into the overflow menu.
      for (QAction* a : bar->actions()) {
        QWidget* button = bar->widgetForAction(a);
        if (!button || a->isSeparator()) continue;
        EXPECT_TRUE(button->isVisible()) << lang << " " << a->text().toStdString();
        EXPECT_LE(button->geometry().right(), bar->width()) << lang << " " << a->text().toStdString();
      }
    }
    QCoreApplication::removeTranslator(&t);
  }
}

}  // namespace
}  // namespace starsight::desktop
