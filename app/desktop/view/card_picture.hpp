#pragma once
// Pictures of the bonus cards drawn from their shapes (CARDS.md): the 4 x 4
// card lattice, the shape's lines, and the card's name and value.
#include <QPixmap>
#include <QString>

#include "starsight/cards.hpp"
#include "view/score_icons.hpp"

namespace starsight::desktop {

// `corner`: the value printed next to the card's symbol ("+" marks advanced powers).
QPixmap card_picture(const Shape& shape, const QString& title, ScoreSymbol symbol, const QString& corner,
                     int side = 120);
QPixmap point_card_picture(int number, int side = 120);
QPixmap power_card_picture(Power power, int side = 120);

}  // namespace starsight::desktop
