// The audit list speaks the window's language: findings are said from their
// rule id and points, not with the engine's English message.
#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QTranslator>

#include "gui_test_support.hpp"
#include "starsight/audit.hpp"
#include "starsight/lattice.hpp"
#include "view/audit_list.hpp"

namespace starsight::desktop {
namespace {

// Board 1 has a printed planet at (2,2): a line from it to (3,3) is illegal.
std::vector<Finding> line_on_planet_findings() {
  State s;
  s.board = 1;
  s.lines.set(*segment_between({2, 2}, {3, 3}));
  return audit(s);
}

TEST(AuditTranslation, FrenchSheetShowsTheFindingInFrench) {
  test::app();
  const auto findings = line_on_planet_findings();
  ASSERT_EQ(findings.size(), 1u);
  ASSERT_EQ(findings[0].rule, "line-touches-planet");

  QTranslator fr;
  ASSERT_TRUE(fr.load(QStringLiteral(":/i18n/starsight_fr.qm")));
  QCoreApplication::installTranslator(&fr);
  AuditList list;
  list.setFindings(findings);
  QCoreApplication::removeTranslator(&fr);

  ASSERT_EQ(list.count(), 1);
  const QString text = list.item(0)->text();
  EXPECT_TRUE(text.startsWith(QStringLiteral("Illégal"))) << text.toStdString();
  EXPECT_TRUE(text.contains(QStringLiteral("planète"))) << text.toStdString();
  EXPECT_TRUE(text.contains(QStringLiteral("(2,2)"))) << text.toStdString();
  EXPECT_FALSE(text.contains(QString::fromStdString(findings[0].message))) << text.toStdString();
  EXPECT_FALSE(text.contains(QStringLiteral("no line may touch"))) << text.toStdString();
}

TEST(AuditTranslation, UnknownRuleFallsBackToTheEngineMessage) {
  test::app();
  Finding f;
  f.rule = "some-future-rule";
  f.message = "Something new is wrong.";
  EXPECT_EQ(AuditList::describe(f), QStringLiteral("Something new is wrong."));
}

}  // namespace
}  // namespace starsight::desktop
