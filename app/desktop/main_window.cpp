#include "main_window.hpp"

#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QKeySequence>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSplitter>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>
#include <algorithm>

#include "game/ranking.hpp"
#include "game/sheet_edits.hpp"
#include "view/card_dialog.hpp"
#include "view/names.hpp"

namespace starsight::desktop {

MainWindow::MainWindow(WindowOptions options, QWidget* parent) : QMainWindow(parent), options_(std::move(options)) {
  if (!options_.reader) options_.reader = make_photo_reader();
  reading_ = std::make_unique<ReadingService>(options_.reader);
  live_reading_ = std::make_unique<ReadingService>(options_.reader);
  connect(reading_.get(), &ReadingService::finished, this, &MainWindow::onPhotoRead);
  connect(live_reading_.get(), &ReadingService::finished, this, &MainWindow::onLiveReading);
  doc_.setAutosavePath(options_.autosave_path);
  setAcceptDrops(true);
  buildLayout();
  buildActions();
  connect(&doc_, &GameDocument::changed, this, &MainWindow::refresh);
  connect(&doc_, &GameDocument::changed, this, [this] {
    const ReadHints hints{doc_.game().point_card, doc_.game().power_card, std::nullopt};
    reading_->setHints(hints);
    live_reading_->setHints(hints);
  });
  connect(&doc_, &GameDocument::currentPlayerChanged, this, [this] {
    selected_uncertain_ = -1;
    setHighlight({}, {});
    refresh();
  });
  connect(doc_.undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
  refresh();
  updateTitle();
  // 1280 x 820, or more of a large screen (1632 x 918 on 1920 x 1080), never more than the screen.
  QSize size(1280, 820);
  if (const QScreen* screen = QGuiApplication::primaryScreen()) {
    const QSize avail = screen->availableGeometry().size();
    size = size.expandedTo(avail * 0.85).boundedTo(avail);
  }
  resize(size);
}

MainWindow::~MainWindow() {
  if (camera_) camera_->stop();
  reading_->waitForDone();
  live_reading_->waitForDone();
}

void MainWindow::buildLayout() {
  auto* central = new QWidget(this);
  auto* layout = new QVBoxLayout(central);
  layout->setContentsMargins(4, 4, 4, 4);
  message_ = new MessageBar(central);
  layout->addWidget(message_);
  // The photo and the rectified board share the centre; both show the board's sky (about 0.9 as wide as tall).
  split_ = new ReadingSplitter(0.9, central);
  auto* split = split_;
  photo_view_ = new BoardView(BoardView::Mode::Photo, split);
  photo_view_->setPlaceholder(
      tr("No photo. Open a photo of a board (Ctrl+O), drop one here, paste one (Ctrl+V) or start the camera."));
  board_view_ = new BoardView(BoardView::Mode::Rectified, split);
  board_view_->setPlaceholder(tr("No sheet yet. Open a photo or a state file, or add a player."));
  split->addWidget(photo_view_);
  split->addWidget(board_view_);
  split->setStretchFactor(0, 1);
  split->setStretchFactor(1, 1);
  layout->addWidget(split, 1);
  setCentralWidget(central);
  for (BoardView* v : {photo_view_, board_view_}) {
    connect(v, &BoardView::segmentClicked, this, &MainWindow::onSegmentClicked);
    connect(v, &BoardView::pointClicked, this, &MainWindow::onPointClicked);
  }

  // One column at the right: the score and what earned it, the uncertain
  // readings, the audit, then the players ranked. The centre keeps the rest of
  // the width for the photo and the board.
  auto* right = new QWidget(this);
  auto* rl = new QVBoxLayout(right);
  rl->setContentsMargins(4, 0, 4, 4);
  score_panel_ = new ScorePanel(right);
  highlight_label_ = new QLabel(right);
  highlight_label_->setWordWrap(true);
  highlight_label_->setMinimumHeight(40);
  highlight_label_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
  highlight_label_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  uncertain_ = new UncertainList(right);
  audit_ = new AuditList(right);
  ranking_ = new RankingTable(right);
  uncertain_title_ = new QLabel(right);
  uncertain_title_->setWordWrap(true);
  audit_title_ = new QLabel(right);
  audit_title_->setWordWrap(true);
  players_title_ = new QLabel(right);
  rl->addWidget(new QLabel(tr("<b>Score</b> (hover or click a part to see what earned it)"), right));
  rl->addWidget(score_panel_);
  rl->addWidget(highlight_label_);
  rl->addWidget(uncertain_title_);
  rl->addWidget(uncertain_, 3);
  rl->addWidget(audit_title_);
  rl->addWidget(audit_, 1);
  rl->addWidget(players_title_);
  rl->addWidget(ranking_, 2);
  auto* right_dock = new QDockWidget(tr("Score"), this);
  right_dock->setObjectName("score-dock");
  right_dock->setWidget(right);
  right_dock->setFeatures(QDockWidget::NoDockWidgetFeatures);
  right_dock->setTitleBarWidget(new QWidget(right_dock));  // the panel has its own headings
  addDockWidget(Qt::RightDockWidgetArea, right_dock);
  right_dock_ = right_dock;

  connect(ranking_, &RankingTable::playerActivated, this, [this](int p) { doc_.setCurrentPlayer(p); });
  connect(score_panel_, &ScorePanel::highlightRequested, this,
          [this](const SegmentSet& lines, const std::vector<Point>& points, const QString& text) {
            setHighlight(lines, points);
            highlight_label_->setText(text);
          });
  connect(audit_, &AuditList::highlightRequested, this, [this](const std::vector<Point>& points, const QString& text) {
    setHighlight({}, points);
    highlight_label_->setText(text);
  });
  connect(uncertain_, &QListWidget::currentRowChanged, this, [this](int row) { selectUncertain(row); });
  // A double click on an uncertain reading takes it the other way.
  connect(uncertain_, &QListWidget::itemDoubleClicked, this, [this] { rejectUncertain(); });

  status_ = new QLabel(this);
  statusBar()->addPermanentWidget(status_);
}

void MainWindow::buildActions() {
  QMenu* file = menuBar()->addMenu(tr("&File"));
  QMenu* edit = menuBar()->addMenu(tr("&Edit"));
  QMenu* game = menuBar()->addMenu(tr("&Game"));
  QMenu* check = menuBar()->addMenu(tr("&Check"));
  QToolBar* bar = addToolBar(tr("Main"));
  bar->setObjectName("main-toolbar");
  bar->setToolButtonStyle(Qt::ToolButtonTextOnly);

  const auto make = [this](QMenu* menu, const QString& text, QKeySequence key, auto slot) {
    auto* a = new QAction(text, this);
    if (!key.isEmpty()) a->setShortcut(key);
    connect(a, &QAction::triggered, this, slot);
    menu->addAction(a);
    return a;
  };
  new_game_ = make(file, tr("&New game"), QKeySequence::New, [this] {
    if (maybeSave()) doc_.newGame();
  });
  open_photo_ = make(file, tr("Open &photos…"), QKeySequence::Open, [this] {
    const QStringList paths =
        QFileDialog::getOpenFileNames(this, tr("Open photos of boards"), {}, tr("Photos (*.jpg *.jpeg *.png)"));
    for (const QString& p : paths) openPhoto(p);
  });
  open_state_ = make(file, tr("Open &state files…"), QKeySequence(tr("Ctrl+Shift+O")), [this] {
    const QStringList paths =
        QFileDialog::getOpenFileNames(this, tr("Open state files"), {}, tr("State files (*.json)"));
    for (const QString& p : paths) openStateFile(p);
  });
  open_game_ = make(file, tr("Open &game…"), QKeySequence(tr("Ctrl+G")), [this] {
    if (!maybeSave()) return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a game"), {}, tr("Games (*.json)"));
    if (!path.isEmpty()) openGame(path);
  });
  file->addSeparator();
  save_ = make(file, tr("&Save game"), QKeySequence::Save, [this] {
    const QString path = doc_.filePath().isEmpty()
                             ? saveDialogPath(tr("Save the game"), tr("Games (*.json)"), QStringLiteral(".json"))
                             : doc_.filePath();
    if (!path.isEmpty()) saveGame(path);
  });
  save_as_ = make(file, tr("Save game &as…"), QKeySequence::SaveAs, [this] {
    const QString path = saveDialogPath(tr("Save the game"), tr("Games (*.json)"), QStringLiteral(".json"));
    if (!path.isEmpty()) saveGame(path);
  });
  export_png_ = make(file, tr("Export board as &PNG…"), QKeySequence(), [this] {
    const QString path = saveDialogPath(tr("Export the annotated board"), tr("PNG images (*.png)"), ".png");
    if (!path.isEmpty()) exportBoardPng(path);
  });
  export_csv_ = make(file, tr("Export results as &CSV…"), QKeySequence(), [this] {
    const QString path = saveDialogPath(tr("Export the results"), tr("CSV files (*.csv)"), ".csv");
    if (!path.isEmpty()) exportResultsCsv(path);
  });
  file->addSeparator();
  make(file, tr("&Quit"), QKeySequence::Quit, [this] { close(); });

  // The menu's Undo/Redo name the change ("Undo Add line (2,0)-(3,0)"); the
  // toolbar's keep a short fixed label, so the toolbar does not jump about or
  // overflow, and name the change in their tool tip.
  undo_ = doc_.undoStack()->createUndoAction(this, tr("&Undo"));
  undo_->setShortcut(QKeySequence::Undo);
  redo_ = doc_.undoStack()->createRedoAction(this, tr("&Redo"));
  redo_->setShortcut(QKeySequence::Redo);
  edit->addAction(undo_);
  edit->addAction(redo_);
  auto* bar_undo = new QAction(tr("Undo"), this);
  auto* bar_redo = new QAction(tr("Redo"), this);
  connect(bar_undo, &QAction::triggered, doc_.undoStack(), &QUndoStack::undo);
  connect(bar_redo, &QAction::triggered, doc_.undoStack(), &QUndoStack::redo);
  const auto sync_bar = [this, bar_undo, bar_redo] {
    bar_undo->setEnabled(undo_->isEnabled());
    bar_redo->setEnabled(redo_->isEnabled());
    bar_undo->setToolTip(undo_->text().remove('&'));
    bar_redo->setToolTip(redo_->text().remove('&'));
  };
  connect(undo_, &QAction::changed, this, sync_bar);
  connect(redo_, &QAction::changed, this, sync_bar);
  sync_bar();
  edit->addSeparator();
  paste_ = make(edit, tr("&Paste photo"), QKeySequence::Paste, [this] { pasteFromClipboard(); });

  camera_action_ = make(file, tr("&Camera"), QKeySequence(tr("Ctrl+K")), [this] {
    if (live_)
      stopCamera();
    else
      startCamera();
  });
  freeze_ = make(file, tr("&Freeze"), QKeySequence(tr("Space")), [this] { freezeCamera(); });
  freeze_->setEnabled(false);

  cards_ = make(game, tr("&Cards in play…"), QKeySequence(), [this] {
    CardDialog dialog(doc_.game().point_card, doc_.game().power_card, this);
    if (dialog.exec() == QDialog::Accepted) doc_.setCards(dialog.pointCard(), dialog.powerCard());
  });
  add_player_ = make(game, tr("&Add player"), QKeySequence(), [this] {
    bool ok = false;
    const int board = QInputDialog::getInt(this, tr("Add a player"), tr("Board (1-8):"), 1, 1, kBoardCount, 1, &ok);
    if (!ok) return;
    Player p;
    p.state.board = board;
    doc_.addPlayer(p);
  });
  rename_player_ = make(game, tr("&Rename player…"), QKeySequence(tr("F2")), [this] {
    const Player* p = doc_.player(doc_.currentPlayer());
    if (!p) return;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Rename the player"), tr("Name:"), QLineEdit::Normal,
                                               QString::fromStdString(p->name), &ok);
    if (ok && !name.trimmed().isEmpty()) doc_.renamePlayer(doc_.currentPlayer(), name.trimmed().toStdString());
  });
  remove_player_ =
      make(game, tr("Remo&ve player"), QKeySequence(), [this] { doc_.removePlayer(doc_.currentPlayer()); });

  next_ = make(check, tr("&Next uncertain reading"), QKeySequence(tr("N")), [this] { nextUncertain(); });
  accept_ = make(check, tr("&Accept reading"), QKeySequence(tr("A")), [this] { acceptUncertain(); });
  reject_ = make(check, tr("&Reject reading"), QKeySequence(tr("R")), [this] { rejectUncertain(); });

  QMenu* view = menuBar()->addMenu(tr("&View"));
  whole_photo_ = new QAction(tr("&Whole photo"), this);
  whole_photo_->setCheckable(true);
  whole_photo_->setShortcut(QKeySequence(tr("W")));
  whole_photo_->setToolTip(tr("Show the whole photo instead of zooming onto the board (W)"));
  connect(whole_photo_, &QAction::toggled, this, [this] { refreshPlayerViews(); });
  view->addAction(whole_photo_);

  // The toolbar keeps to what a player at the table uses, so it fits in every
  // language: one Open for photos, state files and games alike (told apart by
  // their content); the separate kinds stay in the File menu.
  auto* open_any = new QAction(tr("Open…"), this);
  open_any->setToolTip(tr("Open photos, state files or a saved game"));
  connect(open_any, &QAction::triggered, this, [this] {
    const QStringList paths =
        QFileDialog::getOpenFileNames(this, tr("Open photos, state files or a game"), {},
                                      tr("Photos, state files and games (*.jpg *.jpeg *.png *.json);;All files (*)"));
    if (!paths.isEmpty()) openFiles(paths);
  });
  for (QAction* a : {open_any, save_, camera_action_, freeze_}) bar->addAction(a);
  bar->addSeparator();
  bar->addAction(bar_undo);
  bar->addAction(bar_redo);
  bar->addSeparator();
  bar->addAction(cards_);
  bar->addAction(whole_photo_);
  bar->addSeparator();
  bar->addWidget(new QLabel(tr("Click adds or removes: "), bar));
  tool_box_ = new QComboBox(bar);
  tool_box_->addItem(tr("Lines"));
  tool_box_->addItem(tr("Shooting stars"));
  tool_box_->setItemData(1, tr("Click a segment to mark or unmark it, a point to put the head there."),
                         Qt::ToolTipRole);
  for (int k = 0; k < kObjectKindCount; ++k) {
    tool_box_->addItem(Names::object(static_cast<ObjectKind>(k)));
  }
  connect(tool_box_, &QComboBox::currentIndexChanged, this, [this](int i) {
    if (i == 0)
      tool_ = Tool::Lines;
    else if (i == 1)
      tool_ = Tool::ShootingStar;
    else {
      tool_ = Tool::Object;
      object_ = static_cast<ObjectKind>(i - 2);
    }
  });
  bar->addWidget(tool_box_);
}

void MainWindow::fitDocks() {
  // 1280 wide: 400 for the panel, about 870 for the photo and the board; 1632 (on 1920 x 1080): 480.
  resizeDocks({right_dock_}, {std::clamp(width() * 30 / 100, 390, 500)}, Qt::Horizontal);
}

void MainWindow::showEvent(QShowEvent* event) {
  QMainWindow::showEvent(event);
  if (!docks_fitted_) {
    docks_fitted_ = true;
    fitDocks();
  }
}

void MainWindow::setTool(Tool tool, ObjectKind object) {
  tool_box_->setCurrentIndex(tool == Tool::Lines ? 0 : tool == Tool::ShootingStar ? 1 : 2 + static_cast<int>(object));
}

void MainWindow::updateTitle() {
  const QString name = doc_.filePath().isEmpty() ? tr("Untitled game") : QFileInfo(doc_.filePath()).fileName();
  setWindowTitle(QStringLiteral("%1%2 — Starsight").arg(name, doc_.isModified() ? QStringLiteral(" *") : QString()));
}

void MainWindow::setHighlight(const SegmentSet& lines, const std::vector<Point>& points) {
  highlight_lines_ = lines;
  highlight_points_ = points;
  refreshPlayerViews();
}

void MainWindow::refresh() {
  const Game& g = doc_.game();
  players_title_->setText(g.players.empty() ? tr("<b>Players:</b> none yet")
                                            : tr("<b>Players</b> (%n, best first; click one to show their sheet)",
                                                 nullptr, static_cast<int>(g.players.size())));
  ranking_->setVisible(!g.players.empty());
  ranking_->blockSignals(true);
  ranking_->setRanking(g, ranking(g));
  for (int row = 0; row < ranking_->rowCount(); ++row)
    if (ranking_->playerAt(row) == doc_.currentPlayer()) ranking_->selectRow(row);
  ranking_->blockSignals(false);
  // The cards in play, in words (no symbol a font might lack).
  const QString point = g.point_card ? QStringLiteral("P%1").arg(*g.point_card) : tr("none");
  const QString power = g.power_card ? Names::power(*g.power_card) : tr("none");
  status_->setText(tr("Point card: %1 · Power card: %2").arg(point, power));
  const Player* p = doc_.player(doc_.currentPlayer());
  export_png_->setEnabled(p != nullptr);
  remove_player_->setEnabled(p != nullptr);
  rename_player_->setEnabled(p != nullptr);
  if (p) {
    score_panel_->setScore(doc_.scoreOf(doc_.currentPlayer()));
    audit_->setFindings(doc_.auditOf(doc_.currentPlayer()));
    uncertain_->setItems(p->uncertain);
  } else {
    score_panel_->setScore(std::nullopt);
    audit_->setFindings({});
    uncertain_->setItems({});
  }
  // Empty lists give their room to the others: a heading says there is nothing.
  const int unsure = p ? static_cast<int>(p->uncertain.size()) : 0;
  const int open = uncertain_->openCount();
  uncertain_->setVisible(unsure > 0);
  uncertain_title_->setText(
      unsure == 0
          ? tr("<b>Uncertain readings:</b> none")
          : tr("<b>Uncertain readings</b> (%1 of %2 to check; N: next, A: accept, R: reject)").arg(open).arg(unsure));
  const int findings = static_cast<int>(audit_->findings().size());
  audit_->setVisible(findings > 0);
  audit_title_->setText(findings == 0
                            ? (p ? tr("<b>Audit:</b> nothing to report, the sheet is legal.") : tr("<b>Audit</b>"))
                            : tr("<b>Audit</b> (%n finding(s); click one to see its points)", nullptr, findings));
  refreshPlayerViews();
  updateTitle();
}

void MainWindow::refreshPlayerViews() {
  const Player* p = doc_.player(doc_.currentPlayer());
  SheetOverlay o;
  if (p) {
    o.board = &board(p->state.board);
    o.state = scored_state(doc_.game(), *p);
    o.groups = doc_.scoreOf(doc_.currentPlayer()).groups;
    o.uncertain = p->uncertain;
    o.selected_uncertain = selected_uncertain_;
    o.highlight_lines = highlight_lines_;
    o.highlight_points = highlight_points_;
  }
  board_view_->setOverlay(o);
  if (live_) {
    // The live view shows the moving picture with the latest reading over it.
    SheetOverlay live;
    if (live_result_ && live_result_->reading.ok()) {
      live.board = &board(live_result_->reading.state.board);
      live.state = live_result_->reading.state;
      live.uncertain = live_result_->reading.uncertain;
      live.groups = score(live.state).groups;
    }
    photo_view_->setWholePhoto(true);  // the board moves about: don't chase it
    photo_view_->setOverlay(live);
    photo_view_->setVisible(true);
    return;
  }
  photo_view_->setWholePhoto(whole_photo_->isChecked());
  photo_view_->setOverlay(o);
  // A sheet without a photo gives the whole width to the board.
  photo_view_->setVisible(!p || !p->photo_path.empty());
  if (p && !p->photo_path.empty()) {
    const QString path = QString::fromStdString(p->photo_path);
    const auto it = photos_.find(path);
    if (it != photos_.end()) {
      photo_view_->setPhoto(it->display, it->size, p->homography);
    } else {
      photo_view_->clearPhoto();
      photo_view_->setPlaceholder(tr("Loading the photo %1…").arg(path));
      reading_->showFile(path);
    }
  } else {
    photo_view_->clearPhoto();
    photo_view_->setPlaceholder(p ? tr("This sheet has no photo: edit it on the board at the right.")
                                  : tr("No photo. Open a photo of a board (Ctrl+O), drop one here, paste one "
                                       "(Ctrl+V) or start the camera."));
  }
}

void MainWindow::onSegmentClicked(SegmentId id) {
  const int index = doc_.currentPlayer();
  const Player* p = doc_.player(index);
  if (!p || live_) return;
  const QString name = QString::fromStdString(segment_name(id));
  if (tool_ == Tool::ShootingStar) {
    const bool marked = shooting_star_with(p->state, id).has_value();
    doc_.editSheet(index, toggle_shooting_segment(p->state, id),
                   marked ? tr("Unmark shooting star %1").arg(name) : tr("Mark shooting star %1").arg(name));
    return;
  }
  if (shooting_star_with(p->state, id)) {
    message_->show(MessageBar::Kind::Info, tr("%1 is part of a shooting star.").arg(name),
                   tr("Choose the shooting-star tool to unmark it first."));
    return;
  }
  const bool present = p->state.lines.test(static_cast<std::size_t>(id));
  doc_.editSheet(index, toggle_line(p->state, id),
                 present ? tr("Remove line %1").arg(name) : tr("Add line %1").arg(name));
}

void MainWindow::onPointClicked(Point pt) {
  const int index = doc_.currentPlayer();
  const Player* p = doc_.player(index);
  if (!p || live_) return;
  const QString name = QString::fromStdString(to_string(pt));
  if (tool_ == Tool::ShootingStar) {
    doc_.editSheet(index, set_shooting_head(p->state, pt), tr("Move shooting-star head to %1").arg(name));
    return;
  }
  if (tool_ == Tool::Lines) {
    message_->show(MessageBar::Kind::Info, tr("That click was on the point %1.").arg(name),
                   tr("Click between two points to add or remove a line, or choose an object tool to place objects."));
    return;
  }
  const bool present = has_object(p->state, object_, pt);
  const QString what = Names::object(object_);
  doc_.editSheet(index, toggle_object(p->state, object_, pt),
                 present ? tr("Remove %1 at %2").arg(what, name) : tr("Add %1 at %2").arg(what, name));
}

void MainWindow::selectUncertain(int index) {
  const Player* p = doc_.player(doc_.currentPlayer());
  if (!p || index < 0 || index >= static_cast<int>(p->uncertain.size())) {
    selected_uncertain_ = -1;
    refreshPlayerViews();
    return;
  }
  selected_uncertain_ = index;
  if (uncertain_->currentRow() != index) {
    uncertain_->blockSignals(true);
    uncertain_->setCurrentRow(index);
    uncertain_->blockSignals(false);
  }
  const Uncertainty& u = p->uncertain[static_cast<std::size_t>(index)];
  highlight_label_->setText(UncertainList::explain(u) + "\n" + tr("A: keep this reading, R: take it the other way."));
  SegmentSet lines;
  if (u.what == Uncertainty::What::Line && u.points.size() == 2)
    if (const auto id = segment_between(u.points[0], u.points[1])) lines.set(static_cast<std::size_t>(*id));
  setHighlight(lines, u.points);
}

void MainWindow::nextUncertain() {
  const int next = uncertain_->nextOpen();
  if (next < 0) {
    message_->show(MessageBar::Kind::Info, tr("No reading left to check on this sheet."),
                   tr("Every uncertain reading has been accepted or rejected."));
    return;
  }
  selectUncertain(next);
}

void MainWindow::acceptUncertain() {
  if (selected_uncertain_ < 0) return nextUncertain();
  const int keep = selected_uncertain_;
  doc_.judgeUncertain(doc_.currentPlayer(), static_cast<std::size_t>(keep), Uncertainty::Verdict::Accepted);
  afterVerdict(keep);
}

void MainWindow::rejectUncertain() {
  if (selected_uncertain_ < 0) return nextUncertain();
  const int keep = selected_uncertain_;
  doc_.judgeUncertain(doc_.currentPlayer(), static_cast<std::size_t>(keep), Uncertainty::Verdict::Rejected);
  afterVerdict(keep);
}

void MainWindow::afterVerdict(int judged) {
  // Straight on to the next reading to check, so A/R/A/R goes through them all.
  selectUncertain(judged);
  const int next = uncertain_->nextOpen();
  if (next >= 0) {
    selectUncertain(next);
    return;
  }
  message_->show(MessageBar::Kind::Info, tr("Every uncertain reading on this sheet has been checked."),
                 tr("The score is final unless you correct something else; Undo (Ctrl+Z) takes a verdict back."));
}

bool MainWindow::maybeSave() {
  if (!doc_.isModified() || doc_.game().players.empty()) return true;
  const QString question = tr("The game has changes that are not saved. Save them?");
  const int answer = options_.ask_save
                         ? options_.ask_save(question)
                         : QMessageBox::question(this, tr("Unsaved game"), question,
                                                 QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
  if (answer == QMessageBox::Cancel) return false;
  if (answer == QMessageBox::Save) {
    const QString path = doc_.filePath().isEmpty()
                             ? saveDialogPath(tr("Save the game"), tr("Games (*.json)"), QStringLiteral(".json"))
                             : doc_.filePath();
    return !path.isEmpty() && saveGame(path);
  }
  return true;
}

void MainWindow::closeEvent(QCloseEvent* event) {
  if (!maybeSave()) {
    event->ignore();
    return;
  }
  stopCamera();
  doc_.discardAutosave();
  event->accept();
}

bool MainWindow::offerRecovery() {
  const QString path = options_.autosave_path;
  if (path.isEmpty() || !QFileInfo::exists(path)) return false;
  // Keep the crashed session's game aside, so this session's autosave can't
  // overwrite it before the user decides.
  const QFileInfo info(path);
  const QString kept = info.absolutePath() + "/recovered-" +
                       QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")) + ".json";
  if (!QFile::rename(path, kept)) return false;
  message_->show(MessageBar::Kind::Warning,
                 tr("Starsight did not close properly last time; the game open then was kept (%1).")
                     .arg(info.lastModified().toString(QStringLiteral("yyyy-MM-dd HH:mm"))),
                 tr("Recover it to carry on where you were, or dismiss this message to start afresh."), tr("Recover"),
                 [this, kept] {
                   if (openGame(kept)) {
                     // Not saved anywhere yet: no file name, and marked as changed.
                     doc_.replaceGame(Game(doc_.game()));
                     doc_.undoStack()->resetClean();
                     updateTitle();
                   }
                 });
  return true;
}

}  // namespace starsight::desktop
