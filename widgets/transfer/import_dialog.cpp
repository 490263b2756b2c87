#include "transfer/import_dialog.h"

#include "transfer/transfer_panel.h"
#include "grid/entity_templates.h"
#include "session/data_transfer.h"
#include "session/session.h"

#include <tablesmith/design.h>

#include <boost/json/serialize.hpp>

#include <QButtonGroup>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace tablesmith::gui {
namespace {

namespace json = boost::json;

constexpr std::size_t kBatchGetKeys = 100; // BatchGetItem's limit per call

// The keys of a model table's sample items, each once (BatchGetItem refuses repeats).
std::vector<json::object> sampleKeys(const design::DesignTable &table)
{
    std::vector<json::object> keys;
    std::set<std::string> seen;
    for (const design::SampleItem &sample : table.items) {
        json::object key;
        for (const KeyAttribute &attribute : table.key.attributes())
            if (const json::value *value = sample.json.if_contains(attribute.name))
                key[attribute.name] = *value;
        if (key.size() == table.key.attributes().size()
            && seen.insert(json::serialize(key)).second)
            keys.push_back(std::move(key));
    }
    return keys;
}

json::object batchGetRequest(const design::DesignTable &table, std::vector<json::object> keys)
{
    json::array keyArray;
    json::object names;
    std::string projection;
    for (const KeyAttribute &attribute : table.key.attributes()) {
        const std::string placeholder = "#k" + std::to_string(names.size());
        names[placeholder] = attribute.name;
        projection += (projection.empty() ? "" : ", ") + placeholder;
    }
    for (json::object &key : keys)
        keyArray.push_back(std::move(key));
    json::object request{{"Keys", std::move(keyArray)},
                         {"ProjectionExpression", projection},
                         {"ExpressionAttributeNames", std::move(names)}};
    return {{"RequestItems", json::object{{table.name, std::move(request)}}}};
}

} // namespace

ImportDialog::ImportDialog(Session &session, const QStringList &tableNames,
                           const QString &currentTable, QWidget *parent)
    : TransferDialog(session, tr("&Import"), parent)
{
    setWindowTitle(tr("Import"));
    auto *form = new QFormLayout;

    m_path = new QLineEdit(this);
    m_path->setAccessibleName(tr("File to import"));
    addFileRow(form, m_path, [this] { browse(); });
    m_format = formatBox(this, tr("Detect from the file"), true);
    form->addRow(tr("F&ormat"), m_format);

    m_table = new QComboBox(this);
    m_table->addItems(tableNames);
    m_table->setCurrentText(currentTable);
    form->addRow(tr("&Table"), m_table);

    m_policy = new QButtonGroup(this);
    auto *skip = new QRadioButton(tr("&Skip bad lines and load the rest"), this);
    auto *abort = new QRadioButton(tr("Load &nothing if any line is bad"), this);
    m_policy->addButton(skip, int(BadLinePolicy::Skip));
    m_policy->addButton(abort, int(BadLinePolicy::Abort));
    abort->setChecked(true);
    auto *policyColumn = new QVBoxLayout;
    policyColumn->addWidget(skip);
    policyColumn->addWidget(abort);
    form->addRow(tr("Bad lines"), policyColumn);
    setForm(form);
    resize(560, 360);

    connect(m_path, &QLineEdit::textChanged, this, &ImportDialog::updateForm);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ImportDialog::updateForm);
    updateForm();
}

void ImportDialog::setPath(const QString &path)
{
    m_path->setText(path);
}

void ImportDialog::setFormat(DataFormat format)
{
    m_format->setCurrentIndex(m_format->findData(int(format)));
}

void ImportDialog::setSkipBadLines(bool skip)
{
    m_policy->button(int(skip ? BadLinePolicy::Skip : BadLinePolicy::Abort))->setChecked(true);
}

DataFormat ImportDialog::format() const
{
    const auto chosen = DataFormat(m_format->currentData().toInt());
    if (chosen != DataFormat::Auto)
        return chosen;
    // By name, else by the first lines (a model saved as plain .json is still a model).
    auto detected = detectDataFormat(m_path->text().toStdString());
    return detected.ok() ? detected.value() : dataFormatFromPath(m_path->text().toStdString());
}

QString ImportDialog::validationMessage() const
{
    const QFileInfo file(m_path->text());
    if (m_path->text().isEmpty())
        return tr("Choose a file to import.");
    if (!file.isFile() || !file.isReadable())
        return tr("%1 is not a readable file.").arg(QDir::toNativeSeparators(file.filePath()));
    if (formatUnknown())
        return tr("Tablesmith cannot tell the format of %1 from its name or its first lines: "
                  "choose one in the Format box.")
            .arg(file.fileName());
    if (format() != DataFormat::WorkbenchModel && m_table->currentText().isEmpty())
        return tr("Choose the table to load into (create it first).");
    return {};
}

bool ImportDialog::formatUnknown() const
{
    if (DataFormat(m_format->currentData().toInt()) != DataFormat::Auto)
        return false;
    return !detectDataFormat(m_path->text().toStdString()).ok();
}

void ImportDialog::markFormat(bool marked)
{
    m_format->setProperty("formatProblem", marked);
    m_format->setStyleSheet(marked ? QStringLiteral("QComboBox { border: 1px solid #dc2626; "
                                                    "border-radius: 3px; padding: 2px 6px; }")
                                   : QString());
    if (marked)
        m_format->setFocus(Qt::OtherFocusReason);
}

bool ImportDialog::isFormatMarked() const
{
    return m_format->property("formatProblem").toBool();
}

void ImportDialog::setOverwriteQuestion(std::function<bool(const QString &)> ask)
{
    m_askOverwrite = std::move(ask);
}

bool ImportDialog::start()
{
    const bool unknown = QFileInfo(m_path->text()).isFile() && formatUnknown();
    markFormat(unknown);
    if (unknown || format() != DataFormat::WorkbenchModel || m_overwriteConfirmed
        || !validationMessage().isEmpty())
        return TransferDialog::start();
    auto model = design::loadDesign(m_path->text().toStdString());
    if (!model.ok())
        return TransferDialog::start(); // the import says what is wrong with the file
    m_model = std::make_shared<const design::Design>(std::move(model).value());
    checkExistingItems(*m_model);
    return true;
}

void ImportDialog::checkExistingItems(const design::Design &model)
{
    m_checksPending = 1; // released below, so a model without items goes on at once
    m_existingItems = 0;
    m_tablesWithExisting.clear();
    actionButton()->setEnabled(false);
    message()->setText(tr("Looking for items the model would replace…"));
    for (const design::DesignTable &table : model.tables) {
        std::vector<json::object> keys = sampleKeys(table);
        for (std::size_t first = 0; first < keys.size(); first += kBatchGetKeys) {
            const std::size_t last = std::min(keys.size(), first + kBatchGetKeys);
            std::vector<json::object> chunk(keys.begin() + qsizetype(first),
                                            keys.begin() + qsizetype(last));
            ++m_checksPending;
            const QString name = QString::fromStdString(table.name);
            session().call(QStringLiteral("BatchGetItem"), batchGetRequest(table, chunk), this,
                           [this, name](const CallReply &reply) {
                               // A table that does not exist yet holds nothing to replace.
                               const auto *responses = reply.ok()
                                   ? reply.response.if_contains("Responses") : nullptr;
                               const auto *found = responses && responses->is_object()
                                   ? responses->get_object().if_contains(name.toStdString())
                                   : nullptr;
                               const int count = found && found->is_array()
                                   ? int(found->get_array().size()) : 0;
                               m_existingItems += count;
                               if (count > 0 && !m_tablesWithExisting.contains(name))
                                   m_tablesWithExisting << name;
                               onExistingChecked();
                           });
        }
    }
    onExistingChecked();
}

void ImportDialog::onExistingChecked()
{
    if (--m_checksPending > 0)
        return;
    actionButton()->setEnabled(true);
    message()->clear();
    if (m_existingItems > 0) {
        const QString tables = tablesText(m_tablesWithExisting);
        const QString question =
            m_existingItems == 1
            ? tr("1 item in %1 already exists with the same keys as an item of the model. "
                 "Importing replaces it. Import anyway?")
                  .arg(tables)
            : tr("%1 items in %2 already exist with the same keys as items of the model. "
                 "Importing replaces them. Import anyway?")
                  .arg(QLocale().toString(m_existingItems), tables);
        const bool replace = m_askOverwrite
            ? m_askOverwrite(question)
            : QMessageBox::question(this, tr("Replace existing items?"), question,
                                    QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
                == QMessageBox::Yes;
        if (!replace) {
            message()->setText(tr("Nothing was imported: the items in %1 stay as they are.")
                                   .arg(tablesText(m_tablesWithExisting)));
            Q_EMIT overwriteDeclined();
            return;
        }
    }
    m_overwriteConfirmed = true;
    TransferDialog::start();
    m_overwriteConfirmed = false;
}

QString ImportDialog::tablesText(const QStringList &tables) const
{
    return tables.join(QStringLiteral(", "));
}

void ImportDialog::updateForm()
{
    // A model names its own tables.
    m_table->setEnabled(format() != DataFormat::WorkbenchModel);
    if (isFormatMarked() && !formatUnknown())
        markFormat(false);
    actionButton()->setEnabled(!transfer() || !transfer()->isRunning());
    message()->setText(m_path->text().isEmpty() ? QString() : validationMessage());
}

void ImportDialog::browse()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import"), m_path->text(),
        tr("Table data (*.jsonl *.ndjson *.json *.csv);;All files (*)"));
    if (!path.isEmpty())
        m_path->setText(path);
}

void ImportDialog::startTransfer(DataTransfer &transfer)
{
    ImportOptions options;
    options.format = DataFormat(m_format->currentData().toInt());
    if (format() != DataFormat::WorkbenchModel)
        options.targetTable = m_table->currentText().toStdString();
    options.onBadLine = BadLinePolicy(m_policy->checkedId());
    transfer.startImport(m_path->text(), std::move(options));
}

void ImportDialog::transferFinished()
{
    const auto &report = transfer()->importReport();
    m_modelReport.clear();
    if (report && m_model && format() == DataFormat::WorkbenchModel) {
        QStringList created;
        QStringList existing;
        for (const design::DesignTable &table : m_model->tables) {
            const bool isNew = std::find(report->tablesCreated.begin(),
                                         report->tablesCreated.end(), table.name)
                != report->tablesCreated.end();
            (isNew ? created : existing) << QString::fromStdString(table.name);
        }
        if (!created.isEmpty())
            m_modelReport = tr("Created %1.").arg(tablesText(created));
        if (!existing.isEmpty())
            m_modelReport += (m_modelReport.isEmpty() ? QString() : QStringLiteral(" "))
                + tr("Wrote to %1, which existed already.").arg(tablesText(existing));
        message()->setText(m_modelReport);
        // The tables keep the model's facets as their entity types.
        EntityTemplates::remember(session().name(), *m_model);
    }
    if (report && (report->itemsWritten > 0 || !report->tablesCreated.empty()))
        Q_EMIT imported();
}

} // namespace tablesmith::gui
