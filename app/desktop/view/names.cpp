#include "view/names.hpp"

namespace starsight::desktop {

QString Names::object(ObjectKind kind) {
  switch (kind) {
    case ObjectKind::Planet:
      return tr("Planet");
    case ObjectKind::NewStar:
      return tr("New star");
    case ObjectKind::Galaxy:
      return tr("Galaxy");
    case ObjectKind::TwinklingStar:
      return tr("Twinkling star");
    case ObjectKind::Nova:
      return tr("Nova");
    case ObjectKind::LuminousAura:
      return tr("Luminous aura");
    case ObjectKind::CrescentMoon:
      return tr("Crescent moon");
    case ObjectKind::BlackHole:
      return tr("Black hole");
  }
  return {};
}

QString Names::power(Power power) {
  switch (power) {
    case Power::Planet:
      return tr("Planet");
    case Power::NewLine:
      return tr("New line");
    case Power::NewStars:
      return tr("New stars");
    case Power::Galaxy:
      return tr("Galaxy");
    case Power::TwinklingStar:
      return tr("Twinkling star");
    case Power::Nova:
      return tr("Nova");
    case Power::LuminousAura:
      return tr("Luminous aura");
    case Power::CrescentMoon:
      return tr("Crescent moon");
    case Power::BlackHole:
      return tr("Black hole");
  }
  return {};
}

}  // namespace starsight::desktop
