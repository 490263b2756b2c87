// ElidedLabel: a cut text ends in "…" and its tooltip is the whole text; a text that fits has
// no tooltip; a tooltip set on purpose wins. The table tab's schema line ("… · stream on
// (NEW_AND_OLD_IMAGES)") was clipped mid-word behind the view buttons before.

#include "common/elided_label.h"

#include <QHelpEvent>
#include <QTest>
#include <QToolTip>

using namespace tablesmith::gui;

class TestElidedLabel : public QObject {
    Q_OBJECT

    // The tooltip the label shows for a hover now. A hidden tooltip lingers (and keeps its
    // text) for a moment, so the last one is waited out first.
    static QString tipOf(ElidedLabel &label)
    {
        QToolTip::hideText();
        if (!QTest::qWaitFor([] { return !QToolTip::isVisible(); }))
            return QStringLiteral("(the last tooltip did not go)");
        QHelpEvent help(QEvent::ToolTip, QPoint(2, 2), label.mapToGlobal(QPoint(2, 2)));
        QCoreApplication::sendEvent(&label, &help);
        return QToolTip::isVisible() ? QToolTip::text() : QString();
    }

private Q_SLOTS:
    void cutTextHasItsWholeTextAsTooltip()
    {
        const QString text = QStringLiteral("partition key PK (S)  ·  sort key SK (S)  ·  GSI GSI1"
                                            "  ·  on-demand  ·  stream on (NEW_AND_OLD_IMAGES)");
        ElidedLabel label(text);
        const int half = label.fontMetrics().horizontalAdvance(text) / 2;
        label.resize(half, 30);
        label.show();
        QVERIFY(QTest::qWaitForWindowExposed(&label));
        QTRY_COMPARE(label.width(), half);
        QCOMPARE(tipOf(label), text);
        QCOMPARE(label.text(), text); // the text itself is kept whole

        const int whole = label.fontMetrics().horizontalAdvance(text) + 20;
        label.resize(whole, 30);
        QTRY_COMPARE(label.width(), whole);
        QCOMPARE(tipOf(label), QString());

        label.setToolTip(QStringLiteral("chosen"));
        QCOMPARE(tipOf(label), QStringLiteral("chosen"));
    }
};

QTEST_MAIN(TestElidedLabel)
#include "tst_elided_label.moc"
