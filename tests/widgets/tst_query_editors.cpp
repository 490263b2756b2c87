// The query builder's editors and its way in: PartiQL, expressions and the request JSON
// coloured with the engine's own tokenizers (keywords, names, strings, numbers, `?` and `:v`,
// what the engine rejects as invalid), PartiQL syntax errors underlined where the engine's
// parser stops, and Query… on a table's tab and grid menu opening the builder on that table.

#include "fake_client.h"

#include "common/code_editor.h"
#include "common/token_lexer.h"
#include "grid/table_tab.h"
#include "instruments.h"
#include "main/main_window.h"
#include "query/form_inputs.h"
#include "query/operation_form_widget.h"
#include "query/query_builder.h"
#include "session/session.h"

#include <tablesmith/database.h>
#include <tablesmith/partiql.h>
#include <tablesmith/request_builder.h>

#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QToolButton>

using namespace tablesmith;
using namespace tablesmith::gui;

namespace {

// "text:style" for each span, e.g. "SELECT:Keyword".
QStringList described(TokenLanguage language, const std::string &text)
{
    static const char *const names[] = {
        "Default", "Keyword", "Identifier", "Quoted", "String", "Number", "Parameter",
        "Placeholder", "Function", "Operator", "Comment", "Invalid", "Key", "Literal"};
    QStringList out;
    for (const StyledSpan &span : styleSpans(language, text))
        out << QStringLiteral("%1:%2").arg(
            QString::fromStdString(text.substr(span.offset, span.length)),
            QLatin1String(names[int(span.style)]));
    return out;
}

} // namespace

class TestQueryEditors : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("tablesmith-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_query_editors"));
        QSettings().clear();
    }

    void partiqlTokens()
    {
        const QStringList spans = described(
            TokenLanguage::PartiQL,
            "SELECT * FROM \"ecommerce\" WHERE PK = ? AND total > 12.5 -- mine\n"
            "AND SK = 'it''s' 'open");
        QCOMPARE(spans, QStringList({"SELECT:Keyword", "*:Operator", "FROM:Keyword",
                                     "\"ecommerce\":Quoted", "WHERE:Keyword", "PK:Identifier",
                                     "=:Operator", "?:Parameter", "AND:Keyword",
                                     "total:Identifier", ">:Operator", "12.5:Number",
                                     "-- mine:Comment", "AND:Keyword", "SK:Identifier",
                                     "=:Operator", "'it''s':String", "'open:Invalid"}));
    }

    void expressionTokens()
    {
        const QStringList spans = described(TokenLanguage::Expression,
                                            "#s = :s AND begins_with(SK, :p) OR a[2] <> b @");
        QCOMPARE(spans, QStringList({"#s:Placeholder", "=:Operator", ":s:Placeholder",
                                     "AND:Keyword", "begins_with:Function", "(:Operator",
                                     "SK:Identifier", ",:Operator", ":p:Placeholder",
                                     "):Operator", "OR:Keyword", "a:Identifier", "[:Operator",
                                     "2:Number", "]:Operator", "<>:Operator", "b:Identifier",
                                     "@:Invalid"}));
    }

    // Inside the request JSON: expressions and statements in their own colours, escapes
    // and all; the rest as JSON.
    void requestTokens()
    {
        const QStringList spans = described(
            TokenLanguage::RequestJson,
            "{\"TableName\": \"t\", \"FilterExpression\": \"size(a) > :n\", \"Limit\": 5,"
            " \"Statement\": \"SELECT * FROM \\\"t\\\"\", \"ConsistentRead\": true}");
        QCOMPARE(spans, QStringList({"{:Operator", "\"TableName\":Key", "::Operator",
                                     "\"t\":String", ",:Operator", "\"FilterExpression\":Key",
                                     "::Operator", "\":String", "size:Function", "(:Operator",
                                     "a:Identifier", "):Operator", ">:Operator",
                                     ":n:Placeholder", "\":String", ",:Operator",
                                     "\"Limit\":Key", "::Operator", "5:Number", ",:Operator",
                                     "\"Statement\":Key", "::Operator", "\":String",
                                     "SELECT:Keyword", "*:Operator", "FROM:Keyword",
                                     "\\\"t\\\":Quoted", "\":String", ",:Operator",
                                     "\"ConsistentRead\":Key", "::Operator", "true:Literal",
                                     "}:Operator"}));
        // Unfinished text never fails: it is coloured as far as it goes.
        QVERIFY(!styleSpans(TokenLanguage::RequestJson, "{\"FilterExpression\": \"a = ")
                     .empty());
    }

    // The lexer styles the editor's text with those spans.
    void editorIsStyled()
    {
        CodeEditor editor;
        editor.setTokenLanguage(TokenLanguage::PartiQL);
        editor.setText(QStringLiteral("SELECT * FROM t WHERE PK = ?"));
        editor.resize(400, 200);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto styleAt = [&](int position) {
            return int(editor.SendScintilla(QsciScintilla::SCI_GETSTYLEAT, position));
        };
        QTRY_COMPARE(styleAt(0), int(TokenStyle::Keyword));
        QCOMPARE(styleAt(14), int(TokenStyle::Identifier));
        QCOMPARE(styleAt(27), int(TokenStyle::Parameter));
    }

    // The form's statement editor: highlighted, and a syntax error underlined where the
    // engine's parser stops.
    void statementErrorUnderlined()
    {
        auto opened = Database::open({});
        QVERIFY(opened.ok());
        std::shared_ptr<Database> db = std::move(opened).value();
        Session session(db, QStringLiteral("memory"));
        QueryBuilder builder(session, QString());
        builder.setOperation(builder::Operation::ExecuteStatement);
        QTRY_VERIFY(builder.form()->findChild<CodeEditor *>(QStringLiteral("statementEditor")));
        auto *editor = builder.form()->findChild<CodeEditor *>(QStringLiteral("statementEditor"));
        QCOMPARE(editor->lexer()->language(), "PartiQL");
        const QString bad = QStringLiteral("SELECT * FROM \"t\" WHERE PK = = 1");
        editor->setText(bad);
        const auto expected = partiql::checkSyntax(bad.toStdString());
        QVERIFY(expected);
        QCOMPARE(editor->errorOffset(), qsizetype(expected->offset));
        QVERIFY(!editor->toolTip().isEmpty());
        editor->setText(QStringLiteral("SELECT * FROM \"t\" WHERE PK = ?"));
        QCOMPARE(editor->errorOffset(), qsizetype(-1));
        QCOMPARE(builder.form()->form().statements.front().text,
                 std::string("SELECT * FROM \"t\" WHERE PK = ?"));
    }

    // A statement's parameter rows follow its ? as it is typed, and the typing goes on where it
    // was in the rebuilt form.
    void statementParametersFollowTheMarks()
    {
        auto opened = Database::open({});
        QVERIFY(opened.ok());
        std::shared_ptr<Database> db = std::move(opened).value();
        Session session(db, QStringLiteral("memory"));
        QueryBuilder builder(session, QString());
        builder.setOperation(builder::Operation::ExecuteStatement);
        QTRY_VERIFY(builder.form()->findChild<CodeEditor *>(QStringLiteral("statementEditor")));
        const auto rows = [&] {
            return builder.form()->findChildren<TypedValueInput *>().size();
        };
        QTRY_COMPARE(rows(), qsizetype(1));
        const QString oneMark = QStringLiteral("SELECT * FROM \"t\" WHERE PK = ?");
        auto *editor = builder.form()->findChild<CodeEditor *>(QStringLiteral("statementEditor"));
        editor->setText(oneMark); // as many ? as rows: nothing to rebuild
        QCOMPARE(builder.form()->findChild<CodeEditor *>(QStringLiteral("statementEditor")),
                 editor);
        editor->setCursorPosition(0, int(oneMark.size()));
        const QByteArray typed(" AND SK = ?"); // typed at the cursor, which moves past it
        editor->SendScintilla(QsciScintilla::SCI_ADDTEXT, typed.size(), typed.constData());
        const QString twoMarks = oneMark + QString::fromLatin1(typed);
        QTRY_COMPARE(rows(), qsizetype(2));
        QCOMPARE(builder.form()->form().statements.front().parameters.size(), std::size_t(2));
        auto *rebuilt = builder.form()->findChild<CodeEditor *>(QStringLiteral("statementEditor"));
        QCOMPARE(rebuilt->text(), twoMarks);
        int line = -1, index = -1;
        rebuilt->getCursorPosition(&line, &index);
        QCOMPARE(index, int(twoMarks.size()));
        rebuilt->setText(QStringLiteral("SELECT * FROM \"t\" WHERE status = 'what?'"));
        QTRY_COMPARE(rows(), qsizetype(0));
        QVERIFY(builder.form()->form().statements.front().parameters.empty());
    }

    // Query… on a table's tab (a footer button and the grid's menu) opens the builder on it.
    void queryActionOnTheTable()
    {
        auto client = std::make_shared<test::FakeClient>();
        client->addTable("alpha", "PK", "SK");
        MainWindow window(workbenchInstruments());
        window.setSession(std::make_unique<Session>(client, QStringLiteral("fake")));
        TableTab *tab = window.openTable(QStringLiteral("alpha"));
        QAction *query = nullptr;
        for (QAction *action : tab->view()->actions())
            if (action->objectName() == QLatin1String("actionQueryTable"))
                query = action;
        QVERIFY2(query, "Query… is not in the grid's menu");
        bool inFooter = false;
        for (auto *button : tab->findChildren<QToolButton *>())
            inFooter = inFooter || button->defaultAction() == query;
        QVERIFY2(inFooter, "Query… is not in the table tab's footer");
        query->trigger();
        auto *builder = qobject_cast<QueryBuilder *>(window.tabs()->currentWidget());
        QVERIFY(builder);
        QCOMPARE(window.tabs()->count(), 2);
        QCOMPARE(builder->form()->form().tableName, std::string("alpha"));
    }
};

QTEST_MAIN(TestQueryEditors)
#include "tst_query_editors.moc"
