#include "query/code_panel.h"

#include "common/token_lexer.h"

#include <Qsci/qscilexerbash.h>
#include <Qsci/qscilexercpp.h>
#include <Qsci/qscilexerjava.h>
#include <Qsci/qscilexerjavascript.h>
#include <Qsci/qscilexerpython.h>
#include <Qsci/qscilexersql.h>
#include <Qsci/qsciscintilla.h>

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace tablesmith::gui {
namespace {

QString languageTitle(CodeLanguage language)
{
    switch (language) {
    case CodeLanguage::Js: return QObject::tr("JavaScript (SDK v3 client)");
    case CodeLanguage::JsDocument: return QObject::tr("JavaScript (DocumentClient)");
    case CodeLanguage::Python: return QObject::tr("Python (boto3 client)");
    case CodeLanguage::PythonResource: return QObject::tr("Python (boto3 Table)");
    case CodeLanguage::Cli: return QObject::tr("AWS CLI v2");
    case CodeLanguage::Java: return QObject::tr("Java (SDK v2)");
    case CodeLanguage::Go: return QObject::tr("Go (SDK v2)");
    case CodeLanguage::PartiQL: return QObject::tr("PartiQL");
    }
    return {};
}

QsciLexer *lexerFor(CodeLanguage language, QObject *parent)
{
    switch (language) {
    case CodeLanguage::Js: case CodeLanguage::JsDocument:
        return new QsciLexerJavaScript(parent);
    case CodeLanguage::Python: case CodeLanguage::PythonResource:
        return new QsciLexerPython(parent);
    case CodeLanguage::Cli: return new QsciLexerBash(parent);
    case CodeLanguage::Java: return new QsciLexerJava(parent);
    case CodeLanguage::Go: return new QsciLexerCPP(parent);
    case CodeLanguage::PartiQL: return new TokenLexer(TokenLanguage::PartiQL, parent);
    }
    return nullptr;
}

} // namespace

CodePanel::CodePanel(QWidget *parent)
    : QWidget(parent), m_language(new QComboBox(this)), m_region(new QLineEdit(this)),
      m_endpoint(new QLineEdit(this)), m_message(new QLabel(this)),
      m_editor(new QsciScintilla(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QHBoxLayout;
    for (CodeLanguage language : codeLanguages())
        m_language->addItem(languageTitle(language), int(language));
    m_region->setText(QStringLiteral("us-east-1"));
    m_region->setMaximumWidth(110);
    m_endpoint->setPlaceholderText(tr("endpoint (empty: AWS)"));
    auto *copy = new QPushButton(tr("Copy"), this);
    bar->addWidget(m_language);
    bar->addWidget(new QLabel(tr("Region"), this));
    bar->addWidget(m_region);
    bar->addWidget(m_endpoint, 1);
    bar->addWidget(copy);
    layout->addLayout(bar);
    m_editor->setObjectName(QStringLiteral("codeEditor"));
    m_editor->setReadOnly(true);
    m_editor->setUtf8(true);
    m_editor->setMarginType(0, QsciScintilla::NumberMargin);
    m_editor->setMarginWidth(0, QStringLiteral("0000"));
    layout->addWidget(m_editor, 1);
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    connect(m_language, &QComboBox::activated, this, &CodePanel::generate);
    connect(m_region, &QLineEdit::editingFinished, this, &CodePanel::generate);
    connect(m_endpoint, &QLineEdit::editingFinished, this, &CodePanel::generate);
    connect(copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_editor->text()); });
}

void CodePanel::setRequest(const OperationRequest &request)
{
    m_request = request;
    generate();
}

void CodePanel::setEndpoint(const QString &endpoint)
{
    m_endpoint->setText(endpoint);
    generate();
}

QString CodePanel::code() const
{
    return m_editor->text();
}

void CodePanel::generate()
{
    if (!m_request)
        return;
    const auto language = CodeLanguage(m_language->currentData().toInt());
    CodegenOptions options;
    options.region = m_region->text().trimmed().toStdString();
    options.endpoint = m_endpoint->text().trimmed().toStdString();
    auto generated = generateCode(language, *m_request, options);
    QsciLexer *lexer = lexerFor(language, m_editor);
    const QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    lexer->setDefaultFont(font);
    lexer->setFont(font);
    QsciLexer *old = m_editor->lexer();
    m_editor->setLexer(lexer);
    delete old;
    if (!generated) {
        m_editor->setText(QString());
        m_message->setText(QString::fromStdString(generated.error().message));
        return;
    }
    m_editor->setText(QString::fromStdString(generated->text));
    m_message->setText(tr("Save as %1 and run: %2")
                           .arg(QString::fromStdString(generated->fileName),
                                QString::fromStdString(generated->runCommand)));
}

} // namespace tablesmith::gui
