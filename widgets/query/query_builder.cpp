#include "query/query_builder.h"

#include "editor/json_editor.h"
#include "grid/partition_delegate.h"
#include "grid/table_items_model.h"
#include "query/operation_form_widget.h"
#include "query/operation_library.h"
#include "query/request_json.h"

#include <boost/json/parse.hpp>

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QKeySequence>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace tablesmith::gui {
namespace {

using builder::Operation;

constexpr int kSampleItems = 200;
constexpr int kTextSettleMs = 250;

const std::vector<Operation> &pickerOperations()
{
    static const std::vector<Operation> operations = {
        Operation::Query, Operation::Scan, Operation::GetItem, Operation::PutItem,
        Operation::UpdateItem, Operation::DeleteItem, Operation::BatchGetItem,
        Operation::BatchWriteItem, Operation::TransactGetItems, Operation::TransactWriteItems,
        Operation::ExecuteStatement, Operation::BatchExecuteStatement,
        Operation::ExecuteTransaction};
    return operations;
}

} // namespace

QueryBuilder::QueryBuilder(Session &session, const QString &tableName, QWidget *parent)
    : QWidget(parent), m_session(&session), m_textTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("queryBuilder"));
    m_textTimer->setSingleShot(true);
    m_textTimer->setInterval(kTextSettleMs);
    connect(m_textTimer, &QTimer::timeout, this, &QueryBuilder::applyText);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(buildToolbar());
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    auto *left = new QTabWidget(splitter);
    auto *scroll = new QScrollArea(left);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_form = new OperationFormWidget(m_catalog, false, scroll);
    scroll->setWidget(m_form);
    left->addTab(scroll, tr("Form"));
    m_library = new OperationLibrary(left);
    m_library->setConnection(session.name());
    left->addTab(m_library, tr("Saved && history"));

    auto *right = new QSplitter(Qt::Vertical, splitter);
    auto *requestBox = new QWidget(right);
    auto *requestLayout = new QVBoxLayout(requestBox);
    requestLayout->setContentsMargins(0, 0, 0, 0);
    requestLayout->addWidget(new QLabel(tr("<b>Request</b> (DynamoDB JSON — edit either side)"),
                                        requestBox));
    m_editor = new JsonEditor(requestBox);
    m_editor->setObjectName(QStringLiteral("requestEditor"));
    // JSON, and inside it expressions and statements as the engine tokenizes them.
    m_editor->setTokenLanguage(TokenLanguage::RequestJson);
    requestLayout->addWidget(m_editor, 1);
    m_textMessage = new QLabel(requestBox);
    m_textMessage->setWordWrap(true);
    m_textMessage->setObjectName(QStringLiteral("requestMessage"));
    requestLayout->addWidget(m_textMessage);
    right->addWidget(requestBox);
    right->addWidget(buildResults());
    right->setStretchFactor(0, 2);
    right->setStretchFactor(1, 3);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({520, 760});
    layout->addWidget(splitter, 1);

    connect(m_form, &OperationFormWidget::edited, this, &QueryBuilder::renderRequest);
    connect(m_editor, &QsciScintilla::textChanged, this, &QueryBuilder::onTextEdited);
    connect(m_library, &OperationLibrary::openRequested, this, &QueryBuilder::openOperation);
    auto *runShortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), this);
    connect(runShortcut, &QShortcut::activated, this, &QueryBuilder::run);

    m_form->setOperation(Operation::Query);
    m_form->setTable(tableName);
    // Capacity per index unless the user says otherwise: the summary and Explain's cost need it.
    builder::OperationForm form = m_form->form();
    form.returnConsumedCapacity = "INDEXES";
    m_form->setForm(std::move(form));
    renderRequest();
    loadCatalog(tableName);
}

QueryBuilder::~QueryBuilder()
{
    m_cancel.cancel();
}

QWidget *QueryBuilder::buildToolbar()
{
    auto *bar = new QWidget(this);
    auto *layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    m_operationPicker = new QComboBox(bar);
    m_operationPicker->setObjectName(QStringLiteral("operationPicker"));
    for (Operation op : pickerOperations())
        m_operationPicker->addItem(QString::fromStdString(std::string(builder::operationName(op))),
                                   int(op));
    m_operationPicker->insertSeparator(6);
    m_operationPicker->insertSeparator(11);
    m_runButton = new QPushButton(tr("Run"), bar);
    m_runButton->setToolTip(tr("Send the request (Ctrl+Enter)"));
    m_runButton->setDefault(true);
    m_nextButton = new QPushButton(tr("Next page"), bar);
    m_allButton = new QPushButton(tr("All pages"), bar);
    m_cancelButton = new QPushButton(tr("Cancel"), bar);
    m_progress = new QProgressBar(bar);
    m_progress->setRange(0, 0);
    m_progress->setMaximumWidth(120);
    m_progress->hide();
    auto *save = new QPushButton(tr("Save…"), bar);
    save->setToolTip(tr("Save the operation; {name} in a value becomes a parameter"));
    layout->addWidget(new QLabel(tr("Operation"), bar));
    layout->addWidget(m_operationPicker);
    layout->addSpacing(12);
    layout->addWidget(m_runButton);
    layout->addWidget(m_nextButton);
    layout->addWidget(m_allButton);
    layout->addWidget(m_cancelButton);
    layout->addWidget(m_progress);
    layout->addStretch();
    layout->addWidget(save);
    connect(m_operationPicker, &QComboBox::activated, this, [this](int index) {
        setOperation(Operation(m_operationPicker->itemData(index).toInt()));
    });
    connect(m_runButton, &QPushButton::clicked, this, &QueryBuilder::run);
    connect(m_nextButton, &QPushButton::clicked, this, &QueryBuilder::nextPage);
    connect(m_allButton, &QPushButton::clicked, this, &QueryBuilder::allPages);
    connect(m_cancelButton, &QPushButton::clicked, this, &QueryBuilder::cancel);
    connect(save, &QPushButton::clicked, this, &QueryBuilder::saveOperation);
    return bar;
}

void QueryBuilder::setOperation(Operation operation)
{
    m_operation = operation;
    const int index = m_operationPicker->findData(int(operation));
    if (index >= 0)
        m_operationPicker->setCurrentIndex(index);
    m_form->setOperation(operation);
    m_textOnly = false;
    renderRequest();
}

// ---- the connection's tables, for pickers and completion ----

void QueryBuilder::loadCatalog(const QString &tableName)
{
    if (!m_session)
        return;
    m_session->call(QStringLiteral("ListTables"), {}, this, [this, tableName](const CallReply &r) {
        const auto *names = r.ok() ? r.response.if_contains("TableNames") : nullptr;
        if (!names || !names->is_array())
            return;
        for (const auto &name : names->get_array()) {
            if (!name.is_string())
                continue;
            const QString table = QString::fromStdString(std::string(name.get_string()));
            boost::json::object request{{"TableName", name}};
            m_session->call(QStringLiteral("DescribeTable"), std::move(request), this,
                            [this, table, tableName](const CallReply &reply) {
                                const auto *described = reply.ok()
                                    ? reply.response.if_contains("Table") : nullptr;
                                if (!described || !described->is_object())
                                    return;
                                m_catalog.setDescription(described->get_object());
                                if (table == tableName && !m_sampled.contains(table)) {
                                    m_sampled.insert(table);
                                    sampleTable(table);
                                }
                                m_form->refreshCatalog();
                                renderRequest();
                                Q_EMIT catalogChanged();
                            });
        }
    });
}

void QueryBuilder::sampleTable(const QString &tableName)
{
    boost::json::object request{{"TableName", tableName.toStdString()}, {"Limit", kSampleItems}};
    m_session->call(QStringLiteral("Scan"), std::move(request), this,
                    [this, tableName](const CallReply &reply) {
                        const auto *items = reply.ok() ? reply.response.if_contains("Items")
                                                       : nullptr;
                        if (!items || !items->is_array())
                            return;
                        m_catalog.addSample(tableName, items->get_array());
                        m_form->refreshCatalog();
                        Q_EMIT catalogChanged();
                    });
}

// ---- form <-> text ----

void QueryBuilder::renderRequest()
{
    const builder::BuiltRequest built = builder::buildRequest(m_form->form());
    m_fieldErrors = built.errors;
    const auto unshown = m_form->showFieldErrors(built.errors);
    m_textOnly = false;
    const QString table = QString::fromStdString(m_form->form().tableName);
    if (m_catalog.table(table) && !m_sampled.contains(table)) {
        m_sampled.insert(table);
        sampleTable(table);
    }
    m_rendering = true;
    const int line = int(m_editor->SendScintilla(QsciScintilla::SCI_GETFIRSTVISIBLELINE));
    m_editor->setText(requestJsonText(built.request));
    m_editor->SendScintilla(QsciScintilla::SCI_SETFIRSTVISIBLELINE, line);
    m_rendering = false;
    m_textTimer->stop();
    QStringList messages;
    for (const auto &error : unshown)
        messages << QString::fromStdString(error.message);
    m_textMessage->setStyleSheet(QStringLiteral("color: #dc2626;"));
    m_textMessage->setText(messages.join(QLatin1Char('\n')));
    updateActions();
    Q_EMIT requestChanged();
}

void QueryBuilder::onTextEdited()
{
    if (m_rendering)
        return;
    m_textTimer->start();
}

QString QueryBuilder::requestText() const
{
    return m_editor->text();
}

void QueryBuilder::setRequestText(const QString &text)
{
    m_editor->setText(text);
    m_textTimer->stop();
    applyText();
}

void QueryBuilder::showDiagnostic()
{
    const QByteArray utf8 = m_editor->text().toUtf8();
    const auto diagnostic = builder::diagnoseRequestText({utf8.constData(),
                                                          std::size_t(utf8.size())});
    m_editor->clearError();
    if (!diagnostic)
        return;
    m_editor->showErrorAt(qsizetype(diagnostic->offset));
    m_textMessage->setStyleSheet(QStringLiteral("color: #dc2626;"));
    m_textMessage->setText(QString::fromStdString(diagnostic->message));
}

void QueryBuilder::applyText()
{
    m_textMessage->clear();
    m_fieldErrors.clear();
    const QByteArray utf8 = m_editor->text().toUtf8();
    boost::system::error_code ec;
    boost::json::value parsed = boost::json::parse({utf8.constData(), std::size_t(utf8.size())},
                                                   ec);
    showDiagnostic();
    if (ec || !parsed.is_object()) {
        m_textOnly = true;
        updateActions();
        return;
    }
    auto read = builder::formFromRequest(m_operation, parsed.get_object());
    if (!read) {
        m_textOnly = true;
        if (m_editor->errorOffset() < 0) {
            m_textMessage->setStyleSheet(QString());
            m_textMessage->setText(QString::fromStdString(read.error().message));
        }
        updateActions();
        return;
    }
    m_textOnly = false;
    // PartiQL and batch requests name no TableName of their own: the form keeps its table.
    if (read->tableName.empty())
        read->tableName = m_form->form().tableName;
    completeKeyNames(read.value(), m_catalog);
    m_form->setForm(std::move(read).value());
    m_form->showFieldErrors(builder::buildRequest(m_form->form()).errors);
    updateActions();
    Q_EMIT requestChanged();
}

void QueryBuilder::saveOperation()
{
    bool accepted = false;
    const QString name = QInputDialog::getText(this, tr("Save operation"),
                                               tr("Name (use {parameter} in values to ask "
                                                  "for them when run):"),
                                               QLineEdit::Normal, QString(), &accepted);
    if (!accepted || name.trimmed().isEmpty())
        return;
    m_library->addSaved({name.trimmed(),
                         QString::fromStdString(std::string(builder::operationName(m_operation))),
                         requestText()});
}

QString QueryBuilder::resultTable() const
{
    const builder::OperationForm &form = m_form->form();
    if (!form.tableName.empty())
        return QString::fromStdString(form.tableName);
    return form.entries.empty() ? QString()
                                : QString::fromStdString(form.entries.front().tableName);
}

void QueryBuilder::updateActions()
{
    if (!m_runButton)
        return;
    m_runButton->setEnabled(!m_running);
    m_operationPicker->setEnabled(!m_running);
    m_nextButton->setEnabled(!m_running && m_pages.hasMore());
    m_allButton->setEnabled(!m_running && m_pages.hasMore());
    m_cancelButton->setEnabled(m_running);
    m_progress->setVisible(m_running);
    m_exportButton->setEnabled(m_results && m_results->rowCount() > 0);
}

} // namespace tablesmith::gui
