#pragma once
// The open game: the plain Game, the player being looked at, the undo stack of
// edits, the file it lives in, and its autosave. Every change goes through
// here as one undoable step; widgets listen to `changed`.
#include <QObject>
#include <QString>
#include <QTimer>
#include <QUndoStack>
#include <vector>

#include "game/game.hpp"
#include "starsight/audit.hpp"
#include "starsight/score.hpp"

namespace starsight::desktop {

class GameDocument : public QObject {
  Q_OBJECT

 public:
  explicit GameDocument(QObject* parent = nullptr);
  ~GameDocument() override;

  const Game& game() const { return game_; }
  QUndoStack* undoStack() { return &undo_; }
  int currentPlayer() const { return current_; }  // -1 when the game has no player
  const Player* player(int index) const;
  const Score& scoreOf(int index) const;  // cached until the next change
  const std::vector<Finding>& auditOf(int index) const;

  void setCurrentPlayer(int index);

  // Undoable edits.
  void editSheet(int index, const State& after, const QString& text);
  void setCards(std::optional<int> pointCard, std::optional<Power> powerCard);
  // Adds a sheet; the first sheet of a game without cards brings its cards.
  int addPlayer(Player p);
  void removePlayer(int index);
  void renamePlayer(int index, const std::string& name);
  // Accepting keeps the reading; rejecting takes it the other way.
  void judgeUncertain(int index, std::size_t item, Uncertainty::Verdict verdict);

  // Whole-game operations (not undoable: they start a new history).
  void newGame();
  bool load(const QString& path, QString* error);
  bool save(const QString& path, QString* error);
  void replaceGame(const Game& g);
  QString filePath() const { return path_; }
  bool isModified() const { return !undo_.isClean(); }

  // Autosave: a copy of the game written a moment after every change, so that
  // a crash never loses it. Empty path: no autosave.
  void setAutosavePath(const QString& path);
  QString autosavePath() const { return autosave_path_; }
  bool writeAutosave();
  void discardAutosave();

  // Used by the undo commands only.
  void setGameFromCommand(const Game& g, int current);

 signals:
  void changed();
  void currentPlayerChanged(int index);

 private:
  void push(const Game& after, int current, const QString& text);
  void invalidate();

  Game game_;
  int current_ = -1;
  QUndoStack undo_;
  QString path_;
  QString autosave_path_;
  QTimer autosave_timer_;
  mutable std::vector<std::optional<Score>> scores_;
  mutable std::vector<std::optional<std::vector<Finding>>> audits_;
};

}  // namespace starsight::desktop
