#include "editor/item_editor_dialog.h"

#include "common/error_text.h"
#include "editor/item_condition.h"
#include "editor/item_form.h"
#include "editor/item_json.h"
#include "editor/json_editor.h"
#include "editor/write_sequence.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QRegularExpression>
#include <QSplitter>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace tablesmith::gui {
namespace {

QLabel *messageLabel(QWidget *parent, const QString &color)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setStyleSheet(QStringLiteral("color: %1;").arg(color));
    label->hide();
    return label;
}

boost::json::object startingDraft(const KeySchema &keys)
{
    boost::json::object draft;
    draft[keys.partitionKey] = boost::json::object{{"S", ""}};
    if (keys.hasSortKey())
        draft[keys.sortKey] = boost::json::object{{"S", ""}};
    return draft;
}

} // namespace

ItemEditorDialog::ItemEditorDialog(Session &session, QString table, KeySchema keys,
                                   const boost::json::object *loaded, QWidget *parent,
                                   const boost::json::object *draft)
    : QDialog(parent), m_session(session), m_table(std::move(table)), m_keys(std::move(keys))
{
    if (loaded)
        m_loaded = *loaded;
    setWindowTitle(loaded ? tr("Edit item — %1").arg(m_table) : tr("New item — %1").arg(m_table));
    m_editor = new JsonEditor(this);
    m_editor->setAccessibleName(tr("Item text"));
    m_errorLabel = messageLabel(this, QStringLiteral("#dc2626"));
    m_lossesLabel = messageLabel(this, QStringLiteral("#b45309"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    m_saveButton = buttons->button(QDialogButtonBox::Save);
    m_saveButton->setShortcut(QKeySequence::Save);
    connect(buttons, &QDialogButtonBox::accepted, this, &ItemEditorDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // In a conflict, the two versions side by side: yours on the left, theirs on the right.
    auto *yours = new QWidget(this);
    m_yoursLabel = new QLabel(tr("<b>Yours</b>, not saved"), yours);
    m_yoursLabel->hide();
    auto *yoursLayout = new QVBoxLayout(yours);
    yoursLayout->setContentsMargins(0, 0, 0, 0);
    yoursLayout->addWidget(m_yoursLabel);
    m_pages = new QStackedWidget(yours);
    m_pages->addWidget(m_editor);
    m_pages->addWidget(buildFormPage());
    yoursLayout->addWidget(m_pages, 1);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(yours);
    splitter->addWidget(buildConflictPanel());
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(buildFormatToggle());
    layout->addWidget(splitter, 1);
    layout->addWidget(m_lossesLabel);
    layout->addWidget(m_errorLabel);
    layout->addWidget(buttons);
    resize(760, 520);
    showText(loaded ? *loaded : draft ? *draft : startingDraft(m_keys));
    connect(m_editor, &JsonEditor::textChanged, this, &ItemEditorDialog::noteEdit);
    connect(m_form, &ItemForm::edited, this, &ItemEditorDialog::noteEdit);
    connect(m_form, &ItemForm::valueProblemChanged, this, [this](const QString &problem) {
        m_errorLabel->setText(problem);
        m_errorLabel->setVisible(!problem.isEmpty());
    });
}

void ItemEditorDialog::noteEdit()
{
    if (!m_showingText)
        m_edited = true;
}

void ItemEditorDialog::reject()
{
    if (m_edited && !confirmDiscard())
        return;
    QDialog::reject();
}

bool ItemEditorDialog::confirmDiscard()
{
    QMessageBox box(QMessageBox::Question, windowTitle(),
                    tr("Discard your changes to this item?"), QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("discardEditsBox"));
    box.setInformativeText(tr("They have not been saved to %1.").arg(m_table));
    QPushButton *discard = box.addButton(tr("Discard changes"), QMessageBox::DestructiveRole);
    box.addButton(tr("Keep editing"), QMessageBox::RejectRole);
    box.setDefaultButton(qobject_cast<QPushButton *>(box.buttons().last()));
    box.exec();
    return box.clickedButton() == discard;
}

QWidget *ItemEditorDialog::buildFormatToggle()
{
    auto *row = new QWidget(this);
    auto *hint = new QLabel(m_loaded ? tr("Saving checks that nobody changed the item meanwhile.")
                                     : tr("Saving fails if an item with this key exists."),
                            row);
    hint->setForegroundRole(QPalette::PlaceholderText);
    m_dynamoButton = new QToolButton(row);
    m_dynamoButton->setText(tr("DynamoDB JSON"));
    m_plainButton = new QToolButton(row);
    m_plainButton->setText(tr("Plain JSON"));
    m_plainButton->setToolTip(tr("Plain JSON has no sets, binary or exact numbers"));
    m_formButton = new QToolButton(row);
    m_formButton->setText(tr("Form"));
    m_formButton->setToolTip(tr("Each attribute with its type and value; maps and lists as a "
                                "tree"));
    auto *group = new QButtonGroup(row);
    for (QToolButton *button : {m_dynamoButton, m_plainButton, m_formButton}) {
        button->setCheckable(true);
        button->setAutoRaise(true);
        group->addButton(button);
    }
    m_dynamoButton->setChecked(true);
    // A toggle that cannot convert (the text does not parse) leaves the old one checked.
    const QList<QPair<QToolButton *, Format>> toggles{{m_dynamoButton, Format::DynamoJson},
                                                      {m_plainButton, Format::PlainJson},
                                                      {m_formButton, Format::Form}};
    for (const auto &[button, format] : toggles)
        connect(button, &QToolButton::clicked, this, [this, format = format] {
            if (!setFormat(format))
                checkFormatButton();
        });
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(hint, 1);
    layout->addWidget(m_dynamoButton);
    layout->addWidget(m_plainButton);
    layout->addWidget(m_formButton);
    return row;
}

QWidget *ItemEditorDialog::buildFormPage()
{
    auto *page = new QWidget(this);
    m_form = new ItemForm(page);
    auto *addAttribute = new QPushButton(tr("Add &attribute"), page);
    auto *addElement = new QPushButton(tr("Add e&lement"), page);
    addElement->setToolTip(tr("Adds a member to the selected map, list or set"));
    auto *remove = new QPushButton(tr("&Remove"), page);
    connect(addAttribute, &QPushButton::clicked, m_form, [this] {
        m_form->editItem(m_form->addAttribute(), ItemForm::NameColumn);
    });
    connect(addElement, &QPushButton::clicked, m_form, &ItemForm::addElement);
    connect(remove, &QPushButton::clicked, m_form, &ItemForm::removeCurrent);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(addAttribute);
    buttons->addWidget(addElement);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_form, 1);
    layout->addLayout(buttons);
    return page;
}

void ItemEditorDialog::checkFormatButton()
{
    const QSignalBlocker dynamo(m_dynamoButton);
    const QSignalBlocker plain(m_plainButton);
    const QSignalBlocker form(m_formButton);
    m_dynamoButton->setChecked(m_format == Format::DynamoJson);
    m_plainButton->setChecked(m_format == Format::PlainJson);
    m_formButton->setChecked(m_format == Format::Form);
}

QWidget *ItemEditorDialog::buildConflictPanel()
{
    m_conflictPanel = new QWidget(this);
    m_conflictLabel = new QLabel(m_conflictPanel);
    m_conflictLabel->setWordWrap(true);
    m_theirsEditor = new JsonEditor(m_conflictPanel);
    m_theirsEditor->setReadOnly(true);
    m_theirsEditor->setAccessibleName(tr("Current item in the table"));
    auto *overwriteButton = new QPushButton(tr("Overwrite with mine"), m_conflictPanel);
    auto *theirsButton = new QPushButton(tr("Reload theirs"), m_conflictPanel);
    connect(overwriteButton, &QPushButton::clicked, this, &ItemEditorDialog::overwrite);
    connect(theirsButton, &QPushButton::clicked, this, &ItemEditorDialog::takeTheirs);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(theirsButton);
    buttons->addWidget(overwriteButton);
    auto *layout = new QVBoxLayout(m_conflictPanel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_conflictLabel);
    layout->addWidget(m_theirsEditor, 1);
    layout->addLayout(buttons);
    showConflict(false);
    return m_conflictPanel;
}

void ItemEditorDialog::showText(const boost::json::object &item)
{
    const QScopedValueRollback showing(m_showingText, true);
    m_pages->setCurrentIndex(m_format == Format::Form ? 1 : 0);
    if (m_format == Format::Form) {
        m_form->setItem(item, m_keys);
        m_lossesLabel->hide();
        m_errorLabel->hide();
        return;
    }
    QStringList losses;
    m_editor->setText(m_format == Format::DynamoJson ? dynamoJsonText(item)
                                                     : plainJsonText(item, &losses));
    m_lossesLabel->setText(losses.isEmpty()
                               ? QString()
                               : tr("Plain JSON cannot keep every type; saving from it stores:")
                                   + QStringLiteral("\n• ") + losses.join(QStringLiteral("\n• ")));
    m_lossesLabel->setVisible(!losses.isEmpty());
    m_errorLabel->hide();
}

std::optional<boost::json::object> ItemEditorDialog::parse()
{
    if (m_format == Format::Form) {
        FormRead read = m_form->read();
        if (!read.item) {
            // The form has no text positions: select the row at fault instead.
            m_form->setCurrentItem(read.row);
            m_errorLabel->setText(read.error);
            m_errorLabel->show();
            return std::nullopt;
        }
        m_errorLabel->hide();
        return read.item;
    }
    const ItemParse parsed = m_format == Format::DynamoJson ? parseDynamoJson(m_editor->text())
                                                            : parsePlainJson(m_editor->text());
    if (!parsed.ok()) {
        showError(parsed.error, parsed.errorOffset);
        return std::nullopt;
    }
    m_errorLabel->hide();
    return parsed.item;
}

bool ItemEditorDialog::setFormat(Format format)
{
    if (format == m_format)
        return true;
    const auto item = parse();
    if (!item)
        return false;
    m_format = format;
    showText(*item);
    checkFormatButton();
    return true;
}

void ItemEditorDialog::showError(const QString &message, qsizetype offset)
{
    if (m_format == Format::Form) {
        m_errorLabel->setText(message);
        m_errorLabel->show();
        return;
    }
    int line = 0;
    int column = 0;
    m_editor->lineIndexFromPosition(int(qMax<qsizetype>(0, offset)), &line, &column);
    m_errorLabel->setText(tr("Line %1, column %2: %3").arg(line + 1).arg(column + 1).arg(message));
    m_errorLabel->show();
    m_editor->showErrorAt(qMax<qsizetype>(0, offset));
}

QString ItemEditorDialog::errorText() const
{
    return m_errorLabel->isVisibleTo(this) ? m_errorLabel->text() : QString();
}

QString ItemEditorDialog::lossesText() const
{
    return m_lossesLabel->isVisibleTo(this) ? m_lossesLabel->text() : QString();
}

bool ItemEditorDialog::isShowingConflict() const
{
    return m_conflictPanel->isVisibleTo(this);
}

void ItemEditorDialog::save()
{
    const auto item = parse();
    if (!item)
        return;
    // A changed key makes a new item; the loaded one stays as it was.
    const bool sameKey = m_loaded && itemKey(*m_loaded, m_keys) == itemKey(*item, m_keys);
    const boost::json::object *loaded = sameKey ? &*m_loaded : nullptr;
    setBusy(true);
    WriteSequence::run(
        m_session, conditionalSave(m_table, *item, loaded, m_keys), this,
        [this, item = *item](const boost::json::object &last) { onSaved(item, last); },
        [this, item = *item](const CallError &error) { onSaveFailed(error, item); });
}

void ItemEditorDialog::onSaved(const boost::json::object &item, const boost::json::object &last)
{
    setBusy(false);
    // An UpdateItem answers with the item as written, which keeps what others changed in
    // attributes this save did not touch.
    const auto *attributes = last.if_contains("Attributes");
    const boost::json::object written =
        attributes && attributes->is_object() ? attributes->get_object() : item;
    const bool sameKey = m_loaded && itemKey(*m_loaded, m_keys) == itemKey(item, m_keys);
    Q_EMIT saved(sameKey ? m_loaded : std::nullopt, written);
    m_loaded = written;
    m_edited = false;
    showConflict(false);
    accept();
}

void ItemEditorDialog::onSaveFailed(const CallError &error, const boost::json::object &item)
{
    setBusy(false);
    if (error.kind == ErrorKind::ConditionalCheckFailedException) {
        fetchTheirs();
        return;
    }
    // Underline the attribute the engine's message names, if any.
    qsizetype offset = 0;
    const QByteArray text = m_editor->text().toUtf8();
    for (const auto &attribute : item) {
        const QString name = QString::fromUtf8(attribute.key().data(),
                                               qsizetype(attribute.key().size()));
        const QRegularExpression word(QStringLiteral("\\b%1\\b")
                                          .arg(QRegularExpression::escape(name)));
        if (error.message.contains(word)) {
            offset = qMax<qsizetype>(0, text.indexOf('"' + name.toUtf8() + '"'));
            break;
        }
    }
    const QString message = errorSummary(error) + QLatin1Char(' ') + error.message;
    showError(message, offset);
    Q_EMIT saveFailed(message);
}

void ItemEditorDialog::fetchTheirs()
{
    const auto item = parse();
    boost::json::object request;
    request["TableName"] = m_table.toStdString();
    request["Key"] = itemKey(item ? *item : m_loaded.value_or(boost::json::object()), m_keys);
    request["ConsistentRead"] = true;
    setBusy(true);
    m_session.call(QStringLiteral("GetItem"), std::move(request), this,
                   [this](const CallReply &reply) {
                       setBusy(false);
                       if (!reply.ok()) {
                           showError(errorDescription(*reply.error), 0);
                           return;
                       }
                       const auto *current = reply.response.if_contains("Item");
                       m_theirs.reset();
                       if (current && current->is_object())
                           m_theirs = current->get_object();
                       m_conflictLabel->setText(
                           m_theirs ? QStringLiteral("<b>%1</b> ").arg(changedMeanwhileText())
                                   + tr("Theirs is on the right.")
                                    : tr("<b>Deleted or created meanwhile.</b> The table "
                                         "no longer holds the item you loaded."));
                       m_theirsEditor->setText(m_theirs ? dynamoJsonText(*m_theirs)
                                                        : QString());
                       showConflict(true);
                       Q_EMIT conflictShown();
                   });
}

void ItemEditorDialog::overwrite()
{
    m_loaded = m_theirs;
    showConflict(false);
    save();
}

void ItemEditorDialog::takeTheirs()
{
    m_loaded = m_theirs;
    if (m_theirs)
        showText(*m_theirs);
    m_edited = false; // yours were dropped on purpose
    showConflict(false);
}

void ItemEditorDialog::showConflict(bool shown)
{
    m_conflictPanel->setVisible(shown);
    m_yoursLabel->setVisible(shown);
}

void ItemEditorDialog::setBusy(bool busy)
{
    m_saveButton->setEnabled(!busy);
}

} // namespace tablesmith::gui
