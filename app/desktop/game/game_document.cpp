#include "game/game_document.hpp"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QUndoCommand>

#include "game/game_file.hpp"

namespace starsight::desktop {
namespace {

// One edit: the whole game before and after. A game is a few kilobytes, so
// storing both is simpler and safer than inverse operations.
class GameCommand : public QUndoCommand {
 public:
  GameCommand(GameDocument* doc, Game before, int before_current, Game after, int after_current, const QString& text)
      : QUndoCommand(text),
        doc_(doc),
        before_(std::move(before)),
        after_(std::move(after)),
        before_current_(before_current),
        after_current_(after_current) {}
  void undo() override { doc_->setGameFromCommand(before_, before_current_); }
  void redo() override { doc_->setGameFromCommand(after_, after_current_); }

 private:
  GameDocument* doc_;
  Game before_, after_;
  int before_current_, after_current_;
};

const Score kNoScore{};
const std::vector<Finding> kNoFindings{};

}  // namespace

GameDocument::GameDocument(QObject* parent) : QObject(parent) {
  autosave_timer_.setSingleShot(true);
  autosave_timer_.setInterval(1500);
  connect(&autosave_timer_, &QTimer::timeout, this, [this] { writeAutosave(); });
  connect(&undo_, &QUndoStack::indexChanged, this, [this] {
    if (!autosave_path_.isEmpty()) autosave_timer_.start();
  });
}

GameDocument::~GameDocument() {
  // The stack clears itself on destruction and signals it: nobody may listen
  // by then (the autosave timer is already gone).
  undo_.disconnect();
  autosave_timer_.stop();
}

const Player* GameDocument::player(int index) const {
  if (index < 0 || index >= static_cast<int>(game_.players.size())) return nullptr;
  return &game_.players[static_cast<std::size_t>(index)];
}

const Score& GameDocument::scoreOf(int index) const {
  const Player* p = player(index);
  if (!p) return kNoScore;
  auto& slot = scores_[static_cast<std::size_t>(index)];
  if (!slot) slot = score(scored_state(game_, *p));
  return *slot;
}

const std::vector<Finding>& GameDocument::auditOf(int index) const {
  const Player* p = player(index);
  if (!p) return kNoFindings;
  auto& slot = audits_[static_cast<std::size_t>(index)];
  if (!slot) slot = audit(scored_state(game_, *p));
  return *slot;
}

void GameDocument::setCurrentPlayer(int index) {
  if (!player(index)) index = game_.players.empty() ? -1 : 0;
  if (index == current_) return;
  current_ = index;
  emit currentPlayerChanged(current_);
}

void GameDocument::invalidate() {
  scores_.assign(game_.players.size(), std::nullopt);
  audits_.assign(game_.players.size(), std::nullopt);
}

void GameDocument::setGameFromCommand(const Game& g, int current) {
  game_ = g;
  invalidate();
  const int old = current_;
  current_ = player(current) ? current : (game_.players.empty() ? -1 : 0);
  emit changed();
  if (old != current_) emit currentPlayerChanged(current_);
}

void GameDocument::push(const Game& after, int current, const QString& text) {
  if (after == game_ && current == current_) return;
  undo_.push(new GameCommand(this, game_, current_, after, current, text));
}

void GameDocument::editSheet(int index, const State& after, const QString& text) {
  if (!player(index)) return;
  Game g = game_;
  g.players[static_cast<std::size_t>(index)].state = after;
  apply_cards(g);
  push(g, index, text);
}

void GameDocument::setCards(std::optional<int> pointCard, std::optional<Power> powerCard) {
  Game g = game_;
  g.point_card = pointCard;
  g.power_card = powerCard;
  apply_cards(g);
  push(g, current_, tr("Change the bonus cards"));
}

int GameDocument::addPlayer(Player p) {
  Game g = game_;
  if (p.name.empty()) p.name = fresh_player_name(g, tr("Player").toStdString());
  const QString text = tr("Add %1").arg(QString::fromStdString(p.name));
  // The first sheet of a game without cards brings its own cards (a state
  // file or a reading that names them), in the same undoable step.
  if (g.players.empty() && !g.point_card && !g.power_card) {
    g.point_card = p.state.point_card;
    g.power_card = p.state.power_card;
  }
  g.players.push_back(std::move(p));
  apply_cards(g);
  const int index = static_cast<int>(g.players.size()) - 1;
  push(g, index, text);
  return index;
}

void GameDocument::removePlayer(int index) {
  const Player* p = player(index);
  if (!p) return;
  Game g = game_;
  const QString text = tr("Remove %1").arg(QString::fromStdString(p->name));
  g.players.erase(g.players.begin() + index);
  push(g, std::min(index, static_cast<int>(g.players.size()) - 1), text);
}

void GameDocument::renamePlayer(int index, const std::string& name) {
  if (!player(index) || name.empty()) return;
  Game g = game_;
  g.players[static_cast<std::size_t>(index)].name = name;
  push(g, index, tr("Rename to %1").arg(QString::fromStdString(name)));
}

void GameDocument::judgeUncertain(int index, std::size_t item, Uncertainty::Verdict verdict) {
  const Player* p = player(index);
  if (!p || item >= p->uncertain.size()) return;
  Game g = game_;
  Player& q = g.players[static_cast<std::size_t>(index)];
  Uncertainty& u = q.uncertain[item];
  // Rejecting a reading flips the state; taking a rejection back flips it again.
  const bool was_flipped = u.verdict == Uncertainty::Verdict::Rejected;
  const bool now_flipped = verdict == Uncertainty::Verdict::Rejected;
  if (was_flipped != now_flipped) q.state = flipped(q.state, u);
  u.verdict = verdict;
  apply_cards(g);
  push(g, index, verdict == Uncertainty::Verdict::Rejected ? tr("Reject a reading") : tr("Accept a reading"));
}

void GameDocument::newGame() { replaceGame(Game{}); }

void GameDocument::replaceGame(const Game& g) {
  undo_.clear();
  path_.clear();
  Game copy = g;
  apply_cards(copy);
  setGameFromCommand(copy, copy.players.empty() ? -1 : 0);
  undo_.setClean();
}

bool GameDocument::load(const QString& path, QString* error) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) {
    if (error) *error = f.errorString();
    return false;
  }
  const QByteArray bytes = f.readAll();
  GameReading r = read_game(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
  if (!r.game) {
    if (error) *error = QString::fromStdString(r.error);
    return false;
  }
  replaceGame(*r.game);
  path_ = path;
  return true;
}

bool GameDocument::save(const QString& path, QString* error) {
  QSaveFile f(path);
  const std::string text = write_game(game_);
  if (!f.open(QIODevice::WriteOnly) || f.write(text.data(), static_cast<qint64>(text.size())) < 0 || !f.commit()) {
    if (error) *error = f.errorString();
    return false;
  }
  path_ = path;
  undo_.setClean();
  return true;
}

void GameDocument::setAutosavePath(const QString& path) { autosave_path_ = path; }

bool GameDocument::writeAutosave() {
  if (autosave_path_.isEmpty()) return false;
  QDir().mkpath(QFileInfo(autosave_path_).absolutePath());
  QSaveFile f(autosave_path_);
  const std::string text = write_game(game_);
  return f.open(QIODevice::WriteOnly) && f.write(text.data(), static_cast<qint64>(text.size())) >= 0 && f.commit();
}

void GameDocument::discardAutosave() {
  autosave_timer_.stop();
  if (!autosave_path_.isEmpty()) QFile::remove(autosave_path_);
}

}  // namespace starsight::desktop
