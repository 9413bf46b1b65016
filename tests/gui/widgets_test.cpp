// Smaller pieces: card pictures, the card dialog, translations.
#include <gtest/gtest.h>

#include <QTranslator>

#include "gui_test_support.hpp"
#include "view/card_dialog.hpp"
#include "view/card_picture.hpp"

namespace starsight::desktop {
namespace {

TEST(CardPictures, AreDrawnFromTheShapes) {
  test::app();
  const QImage p1 = point_card_picture(1).toImage();
  const QImage p2 = point_card_picture(2).toImage();
  const QImage nova = power_card_picture(Power::Nova).toImage();
  EXPECT_FALSE(p1.isNull());
  EXPECT_NE(p1, p2);
  EXPECT_NE(p1, nova);
}

TEST(CardDialog, ReturnsTheCardsChosen) {
  test::app();
  CardDialog d(3, Power::NewLine);
  EXPECT_EQ(d.pointCard(), 3);
  EXPECT_EQ(d.powerCard(), Power::NewLine);
  d.pointList()->item(0)->setSelected(true);  // "None"
  d.powerList()->item(1 + static_cast<int>(Power::Galaxy))->setSelected(true);
  EXPECT_EQ(d.pointCard(), std::nullopt);
  EXPECT_EQ(d.powerCard(), Power::Galaxy);
}

TEST(Translations, FrenchAndJapaneseAreBuiltIn) {
  test::app();
  for (const char* lang : {"fr", "ja"}) {
    QTranslator t;
    ASSERT_TRUE(t.load(QStringLiteral(":/i18n/starsight_%1.qm").arg(lang))) << lang;
    const QString total = t.translate("starsight::desktop::ScorePanel", "Planets");
    EXPECT_FALSE(total.isEmpty()) << lang;
    EXPECT_NE(total, "Planets") << lang;
  }
}

}  // namespace
}  // namespace starsight::desktop
