#pragma once
// The names of the game's things as the window shows them, in the user's
// language (the engine's names are English identifiers for files).
#include <QCoreApplication>
#include <QString>

#include "starsight/cards.hpp"
#include "starsight/state.hpp"

namespace starsight::desktop {

class Names {
  Q_DECLARE_TR_FUNCTIONS(Names)

 public:
  static QString object(ObjectKind kind);  // "Planet", "New star", ...
  static QString power(Power power);       // "Black hole", "New line", ...
};

}  // namespace starsight::desktop
