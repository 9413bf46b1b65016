#pragma once
// The desktop program's window: inputs (photos, state files, games, camera),
// the reading over the photo and on the rectified board, correction tools,
// the score panel, audit, uncertain readings, players and ranking.
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QHash>
#include <QLabel>
#include <QListWidget>
#include <QMainWindow>
#include <functional>
#include <memory>

#include "game/game_document.hpp"
#include "reading/frame_source.hpp"
#include "reading/reading_service.hpp"
#include "view/audit_list.hpp"
#include "view/board_view.hpp"
#include "view/message_bar.hpp"
#include "view/ranking_table.hpp"
#include "view/reading_splitter.hpp"
#include "view/score_panel.hpp"
#include "view/uncertain_list.hpp"

namespace starsight::desktop {

struct WindowOptions {
  std::shared_ptr<const PhotoReader> reader;
  std::function<FrameSource*(QObject* parent)> camera;  // makes the live picture source
  QString autosave_path;                                // empty: no autosave
  QString frames_dir;                                   // where frozen camera frames are kept
  // Asks a yes/no/cancel question; tests answer without a dialog. Returns
  // QMessageBox::Save, Discard or Cancel.
  std::function<int(const QString& question)> ask_save;
  double freeze_confidence = 0.95;  // the live view freezes on a reading this sure
};

class MainWindow : public QMainWindow {
  Q_OBJECT

 public:
  enum class Tool { Lines, ShootingStar, Object };

  explicit MainWindow(WindowOptions options, QWidget* parent = nullptr);
  ~MainWindow() override;

  GameDocument& document() { return doc_; }
  ReadingService& readingService() { return *reading_; }
  MessageBar* messageBar() { return message_; }
  BoardView* photoView() { return photo_view_; }
  BoardView* boardView() { return board_view_; }
  ScorePanel* scorePanel() { return score_panel_; }
  RankingTable* rankingTable() { return ranking_; }
  AuditList* auditList() { return audit_; }
  UncertainList* uncertainList() { return uncertain_; }
  FrameSource* frameSource() { return camera_; }
  ReadingSplitter* readingSplitter() { return split_; }
  QLabel* statusLabel() { return status_; }
  QAction* wholePhotoAction() { return whole_photo_; }
  // Gives the side panels widths that suit the window's width (the centre gets the rest).
  void fitDocks();
  bool isLive() const { return live_; }

  void setTool(Tool tool, ObjectKind object = ObjectKind::Planet);

 public slots:
  // Inputs. Errors show in the message bar.
  void openFiles(const QStringList& paths);  // photos, state files or a game, by content
  void openPhoto(const QString& path);
  void openStateFile(const QString& path);
  bool openGame(const QString& path);
  void readImage(const QImage& image, const QString& origin);
  void pasteFromClipboard();
  void startCamera();
  void stopCamera();
  void freezeCamera();

  // Outputs.
  bool saveGame(const QString& path);
  bool exportBoardPng(const QString& path);
  bool exportResultsCsv(const QString& path);
  QImage renderAnnotatedBoard(int player, int width = 1092);

  // Uncertain readings, from the keyboard: N, A, R.
  void selectUncertain(int index);
  void nextUncertain();
  void acceptUncertain();
  void rejectUncertain();

  // Startup: a game left by a crash is offered back.
  bool offerRecovery();

 protected:
  void closeEvent(QCloseEvent* event) override;
  void dragEnterEvent(QDragEnterEvent* event) override;
  void dropEvent(QDropEvent* event) override;
  void showEvent(QShowEvent* event) override;

 private:
  void buildActions();
  void buildLayout();
  void refresh();
  void refreshPlayerViews();
  void setHighlight(const SegmentSet& lines, const std::vector<Point>& points);
  void onPhotoRead(const PhotoResult& result);
  void onLiveFrame(const QImage& frame);
  void onLiveReading(const PhotoResult& result);
  void adoptReading(const PhotoReading& reading, const QString& photo_path, const QString& name);
  void onSegmentClicked(SegmentId id);
  void onPointClicked(Point p);
  void showReadError(const PhotoResult& result);
  void afterVerdict(int judged);
  void showFileError(const QString& what, const QString& next);
  void updateTitle();
  bool maybeSave();
  QString saveDialogPath(const QString& title, const QString& filter, const QString& suffix);

  WindowOptions options_;
  GameDocument doc_;
  std::unique_ptr<ReadingService> reading_;
  std::unique_ptr<ReadingService> live_reading_;
  FrameSource* camera_ = nullptr;
  bool live_ = false;
  QImage live_frame_;
  std::optional<PhotoResult> live_result_;

  struct CachedPhoto {
    QImage display;
    QSize size;
  };
  QHash<QString, CachedPhoto> photos_;

  Tool tool_ = Tool::Lines;
  ObjectKind object_ = ObjectKind::Planet;
  SegmentSet highlight_lines_;
  std::vector<Point> highlight_points_;
  int selected_uncertain_ = -1;

  MessageBar* message_ = nullptr;
  BoardView* photo_view_ = nullptr;
  BoardView* board_view_ = nullptr;
  ScorePanel* score_panel_ = nullptr;
  QLabel* highlight_label_ = nullptr;
  AuditList* audit_ = nullptr;
  UncertainList* uncertain_ = nullptr;
  RankingTable* ranking_ = nullptr;
  QComboBox* tool_box_ = nullptr;
  QLabel* status_ = nullptr;
  QLabel* uncertain_title_ = nullptr;
  QLabel* audit_title_ = nullptr;
  QLabel* players_title_ = nullptr;
  ReadingSplitter* split_ = nullptr;
  QDockWidget* right_dock_ = nullptr;
  bool docks_fitted_ = false;
  QAction* whole_photo_ = nullptr;

  QAction* open_photo_ = nullptr;
  QAction* open_state_ = nullptr;
  QAction* open_game_ = nullptr;
  QAction* save_ = nullptr;
  QAction* save_as_ = nullptr;
  QAction* paste_ = nullptr;
  QAction* camera_action_ = nullptr;
  QAction* freeze_ = nullptr;
  QAction* export_png_ = nullptr;
  QAction* export_csv_ = nullptr;
  QAction* cards_ = nullptr;
  QAction* next_ = nullptr;
  QAction* accept_ = nullptr;
  QAction* reject_ = nullptr;
  QAction* undo_ = nullptr;
  QAction* redo_ = nullptr;
  QAction* new_game_ = nullptr;
  QAction* add_player_ = nullptr;
  QAction* remove_player_ = nullptr;
  QAction* rename_player_ = nullptr;
};

}  // namespace starsight::desktop
