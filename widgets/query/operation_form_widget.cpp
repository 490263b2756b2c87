#include "query/operation_form_widget.h"

#include "common/code_editor.h"
#include "editor/json_editor.h"

#include <tablesmith/partiql.h>

#include <boost/json/serialize.hpp>

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

namespace tablesmith::gui {
namespace {

using builder::Operation;

bool takesKey(Operation op)
{
    return op == Operation::GetItem || op == Operation::UpdateItem
        || op == Operation::DeleteItem || op == Operation::ConditionCheck;
}

bool takesCondition(Operation op)
{
    return op == Operation::PutItem || op == Operation::UpdateItem
        || op == Operation::DeleteItem || op == Operation::ConditionCheck;
}

QToolButton *addButton(const QString &text, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setText(text);
    button->setAutoRaise(true);
    return button;
}

// A spin box whose lowest value reads as "not set".
QSpinBox *optionalSpin(std::optional<int> value, int minimum, const QString &unset,
                       QWidget *parent)
{
    auto *spin = new QSpinBox(parent);
    spin->setRange(minimum - 1, 1'000'000);
    spin->setSpecialValueText(unset);
    spin->setValue(value.value_or(minimum - 1));
    return spin;
}

QString projectionText(const std::vector<std::string> &paths)
{
    QStringList parts;
    for (const auto &path : paths)
        parts << QString::fromStdString(path);
    return parts.join(QStringLiteral(", "));
}

std::vector<std::string> projectionPaths(const QString &text)
{
    std::vector<std::string> paths;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!part.trimmed().isEmpty())
            paths.push_back(part.trimmed().toStdString());
    return paths;
}

// The key fields and key names of the form's table (and index), values empty.
void fillKeys(builder::OperationForm &form, const FormCatalog &catalog)
{
    const QString table = QString::fromStdString(form.tableName);
    const KeyNames tableKeys = catalog.keys(table);
    const KeyNames keys = catalog.keys(table, QString::fromStdString(form.indexName));
    form.key.clear();
    if (!tableKeys.partitionKey.isEmpty())
        form.key.push_back({tableKeys.partitionKey.toStdString(),
                              {tableKeys.partitionKeyType.toStdString(), {}}});
    if (!tableKeys.sortKey.isEmpty())
        form.key.push_back({tableKeys.sortKey.toStdString(),
                              {tableKeys.sortKeyType.toStdString(), {}}});
    form.partitionKey = {keys.partitionKey.toStdString(),
                           {keys.partitionKeyType.toStdString(), {}}};
    form.sortKey = {keys.sortKey.toStdString(), {keys.sortKeyType.toStdString(), {}}};
    form.sortKeyValue2 = {keys.sortKeyType.toStdString(), {}};
    if (keys.sortKey.isEmpty())
        form.sortKeyOperator = builder::SortKeyOperator::None;
    if (form.operation == Operation::PutItem && form.item.empty()) {
        boost::json::object item;
        for (const auto &part : form.key)
            item[part.name] = boost::json::object{{part.value.type, ""}};
        form.item = boost::json::serialize(item);
    }
}

} // namespace

void completeKeyNames(builder::OperationForm &form, const FormCatalog &catalog)
{
    const KeyNames keys = catalog.keys(QString::fromStdString(form.tableName),
                                       QString::fromStdString(form.indexName));
    if (form.partitionKey.name.empty()) {
        form.partitionKey = {keys.partitionKey.toStdString(),
                             {keys.partitionKeyType.toStdString(), {}}};
    }
    if (form.sortKey.name.empty() && form.sortKeyOperator == builder::SortKeyOperator::None) {
        form.sortKey = {keys.sortKey.toStdString(), {keys.sortKeyType.toStdString(), {}}};
        form.sortKeyValue2 = {keys.sortKeyType.toStdString(), {}};
    }
    if (form.key.empty() && !form.tableName.empty()) {
        const KeyNames tableKeys = catalog.keys(QString::fromStdString(form.tableName));
        if (!tableKeys.partitionKey.isEmpty())
            form.key.push_back({tableKeys.partitionKey.toStdString(),
                                {tableKeys.partitionKeyType.toStdString(), {}}});
        if (!tableKeys.sortKey.isEmpty())
            form.key.push_back({tableKeys.sortKey.toStdString(),
                                {tableKeys.sortKeyType.toStdString(), {}}});
    }
    for (auto &entry : form.entries)
        completeKeyNames(entry, catalog);
}

OperationFormWidget::OperationFormWidget(const FormCatalog &catalog, bool entry,
                                         QWidget *parent)
    : QWidget(parent), m_catalog(catalog), m_entry(entry)
{
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    rebuild();
}

void OperationFormWidget::setForm(builder::OperationForm form)
{
    m_form = std::move(form);
    rebuild();
}

void OperationFormWidget::setOperation(Operation operation)
{
    if (operation == m_form.operation)
        return;
    builder::OperationForm next;
    next.operation = operation;
    next.tableName = m_form.tableName;
    next.returnConsumedCapacity = m_form.returnConsumedCapacity;
    m_form = std::move(next);
    if (builder::hasEntries(operation) && m_form.entries.empty()) {
        builder::OperationForm entry;
        entry.operation = builder::isRead(operation) ? Operation::GetItem : Operation::PutItem;
        entry.tableName = m_form.tableName;
        fillKeys(entry, m_catalog);
        m_form.entries.push_back(std::move(entry));
    }
    if (builder::isPartiQL(operation))
        m_form.statements.push_back({"SELECT * FROM \"" + m_form.tableName + "\" WHERE "
                                         + m_catalog.keys(QString::fromStdString(
                                                              m_form.tableName))
                                               .partitionKey.toStdString()
                                         + " = ?",
                                     {builder::TypedValue{}}});
    resetKeys();
    rebuild();
}

void OperationFormWidget::setTable(const QString &tableName)
{
    m_form.tableName = tableName.toStdString();
    m_form.indexName.clear();
    for (auto &entry : m_form.entries)
        if (entry.tableName.empty())
            entry.tableName = m_form.tableName;
    resetKeys();
    rebuild();
}

void OperationFormWidget::resetKeys()
{
    fillKeys(m_form, m_catalog);
}

void OperationFormWidget::refreshCatalog()
{
    completeKeyNames(m_form, m_catalog);
    rebuild();
}

QStringList OperationFormWidget::attributeNames() const
{
    return m_catalog.attributeNames(QString::fromStdString(m_form.tableName));
}

QStringList OperationFormWidget::valuesOf(const QString &attribute) const
{
    return m_catalog.values(QString::fromStdString(m_form.tableName), attribute);
}

void OperationFormWidget::scheduleRebuild()
{
    if (m_rebuildPending)
        return;
    m_rebuildPending = true;
    // Not now: the signal that asked for it comes from a widget the rebuild deletes.
    QTimer::singleShot(0, this, [this] {
        m_rebuildPending = false;
        if (CodeEditor *typedIn = m_statementFocus.editor)
            typedIn->getCursorPosition(&m_statementFocus.line, &m_statementFocus.index);
        rebuild();
        restoreStatementFocus();
        Q_EMIT edited();
    });
}

void OperationFormWidget::rebuild()
{
    m_messages.clear();
    m_entries.clear();
    if (m_body) {
        // Out of the layout and the child list now (tests and lookups see the new form only),
        // deleted once the event that may have led here is done with its widgets.
        m_body->hide();
        m_body->setParent(nullptr);
        m_body->deleteLater();
    }
    m_body = new QWidget(this);
    auto *layout = new QVBoxLayout(m_body);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);
    m_layout->addWidget(m_body);
    const Operation op = m_form.operation;
    if (!builder::isPartiQL(op) && !builder::hasEntries(op))
        buildTarget();
    if (takesKey(op))
        buildKey();
    if (op == Operation::Query)
        buildKeyCondition();
    if (op == Operation::PutItem)
        buildItem();
    if (op == Operation::UpdateItem)
        buildUpdates();
    if (op == Operation::Query || op == Operation::Scan)
        buildCondition(m_form.filter, tr("Filter"), QStringLiteral("filter"));
    if (takesCondition(op))
        buildCondition(m_form.condition, tr("Condition"), QStringLiteral("condition"));
    if (op == Operation::GetItem || op == Operation::Query || op == Operation::Scan)
        buildProjection();
    if (builder::hasEntries(op))
        buildEntries();
    if (builder::isPartiQL(op))
        buildStatements();
    buildOptions();
    layout->addStretch();
}

void OperationFormWidget::registerField(const QString &field, QLabel *message)
{
    m_messages.insert(field, message);
}

QWidget *OperationFormWidget::withMessage(QWidget *input, const QString &field)
{
    auto *box = new QWidget(m_body);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(1);
    input->setParent(box);
    layout->addWidget(input);
    QLabel *message = newFieldMessage(box);
    layout->addWidget(message);
    registerField(field, message);
    return box;
}

QGroupBox *OperationFormWidget::section(const QString &title)
{
    auto *box = new QGroupBox(title, m_body);
    m_body->layout()->addWidget(box);
    return box;
}

void OperationFormWidget::buildTarget()
{
    auto *box = section(m_entry ? tr("Target") : tr("Table"));
    auto *layout = new QFormLayout(box);
    auto *table = new QComboBox(box);
    table->setEditable(true);
    table->addItems(m_catalog.tableNames());
    table->setCurrentText(QString::fromStdString(m_form.tableName));
    layout->addRow(tr("Table"), withMessage(table, QStringLiteral("tableName")));
    connect(table, &QComboBox::textActivated, this, [this](const QString &name) {
        m_form.tableName = name.toStdString();
        m_form.indexName.clear();
        resetKeys();
        scheduleRebuild();
    });
    const Operation op = m_form.operation;
    if (op != Operation::Query && op != Operation::Scan)
        return;
    auto *index = new QComboBox(box);
    index->addItem(tr("(the table itself)"));
    index->addItems(m_catalog.indexNames(QString::fromStdString(m_form.tableName)));
    const int current = index->findText(QString::fromStdString(m_form.indexName));
    index->setCurrentIndex(current < 0 ? 0 : current);
    const KeyNames keys = m_catalog.keys(QString::fromStdString(m_form.tableName),
                                         QString::fromStdString(m_form.indexName));
    index->setToolTip(keys.sortKey.isEmpty()
                          ? tr("Key: %1 (%2)").arg(keys.partitionKey, keys.partitionKeyType)
                          : tr("Key: %1 (%2), %3 (%4)")
                                .arg(keys.partitionKey, keys.partitionKeyType, keys.sortKey,
                                     keys.sortKeyType));
    layout->addRow(tr("Index"), index);
    connect(index, &QComboBox::activated, this, [this, index](int i) {
        m_form.indexName = i == 0 ? std::string() : index->itemText(i).toStdString();
        resetKeys();
        scheduleRebuild();
    });
}

void OperationFormWidget::buildKey()
{
    auto *box = section(tr("Key"));
    auto *layout = new QFormLayout(box);
    for (int i = 0; i < int(m_form.key.size()); ++i) {
        builder::KeyField &field = m_form.key[std::size_t(i)];
        auto *input = new TypedValueInput(box);
        input->setValue(field.value);
        input->setTypeLocked(true);
        input->setCompletions(valuesOf(QString::fromStdString(field.name)));
        const QString label = QStringLiteral("%1 (%2)").arg(QString::fromStdString(field.name),
                                                            QString::fromStdString(field.value.type));
        layout->addRow(label, withMessage(input, QStringLiteral("key[%1]").arg(i)));
        connect(input, &TypedValueInput::edited, this, [this, i, input] {
            m_form.key[std::size_t(i)].value = input->value();
            changed();
        });
    }
    if (m_form.key.empty())
        layout->addRow(withMessage(new QLabel(tr("Pick a table to see its key."), box),
                                   QStringLiteral("key")));
}

void OperationFormWidget::buildKeyCondition()
{
    auto *box = section(tr("Key condition"));
    auto *layout = new QFormLayout(box);
    auto *pk = new TypedValueInput(box);
    pk->setValue(m_form.partitionKey.value);
    pk->setTypeLocked(true);
    pk->setCompletions(valuesOf(QString::fromStdString(m_form.partitionKey.name)));
    layout->addRow(QStringLiteral("%1 =").arg(QString::fromStdString(m_form.partitionKey.name)),
                   withMessage(pk, QStringLiteral("partitionKey")));
    connect(pk, &TypedValueInput::edited, this, [this, pk] {
        m_form.partitionKey.value = pk->value();
        changed();
    });
    if (m_form.sortKey.name.empty())
        return;
    auto *row = new QWidget(box);
    auto *rowLayout = new QHBoxLayout(row);
    rowLayout->setContentsMargins(0, 0, 0, 0);
    auto *op = new QComboBox(row);
    op->addItem(tr("(any)"));
    for (int k = 1; k <= int(builder::SortKeyOperator::BeginsWith); ++k)
        op->addItem(QString::fromStdString(std::string(
            builder::sortKeyOperatorText(builder::SortKeyOperator(k)))));
    op->setCurrentIndex(int(m_form.sortKeyOperator));
    rowLayout->addWidget(op);
    if (m_form.sortKeyOperator != builder::SortKeyOperator::None) {
        auto *value = new TypedValueInput(row);
        value->setValue(m_form.sortKey.value);
        value->setTypeLocked(true);
        value->setCompletions(valuesOf(QString::fromStdString(m_form.sortKey.name)));
        rowLayout->addWidget(value, 1);
        connect(value, &TypedValueInput::edited, this, [this, value] {
            m_form.sortKey.value = value->value();
            changed();
        });
    }
    if (m_form.sortKeyOperator == builder::SortKeyOperator::Between) {
        rowLayout->addWidget(new QLabel(tr("and"), row));
        auto *upper = new TypedValueInput(row);
        upper->setValue(m_form.sortKeyValue2);
        upper->setTypeLocked(true);
        rowLayout->addWidget(upper, 1);
        connect(upper, &TypedValueInput::edited, this, [this, upper] {
            m_form.sortKeyValue2 = upper->value();
            changed();
        });
    }
    layout->addRow(QString::fromStdString(m_form.sortKey.name),
                   withMessage(row, QStringLiteral("sortKey")));
    connect(op, &QComboBox::activated, this, [this](int k) {
        m_form.sortKeyOperator = builder::SortKeyOperator(k);
        scheduleRebuild();
    });
}

void OperationFormWidget::buildItem()
{
    auto *box = section(tr("Item (DynamoDB JSON)"));
    auto *layout = new QVBoxLayout(box);
    auto *editor = new JsonEditor(box);
    editor->setText(QString::fromStdString(m_form.item));
    editor->setMinimumHeight(120);
    editor->setMaximumHeight(200);
    layout->addWidget(withMessage(editor, QStringLiteral("item")));
    connect(editor, &QsciScintilla::textChanged, this, [this, editor] {
        m_form.item = editor->text().toStdString();
        changed();
    });
}

void OperationFormWidget::buildUpdates()
{
    auto *box = section(tr("Update actions"));
    auto *layout = new QVBoxLayout(box);
    for (int i = 0; i < int(m_form.updates.size()); ++i) {
        const builder::UpdateAction &action = m_form.updates[std::size_t(i)];
        auto *row = new QWidget(box);
        auto *rowLayout = new QHBoxLayout(row);
        rowLayout->setContentsMargins(0, 0, 0, 0);
        auto *kind = new QComboBox(row);
        for (int k = 0; k <= int(builder::UpdateKind::Delete); ++k)
            kind->addItem(QString::fromStdString(
                std::string(builder::updateKindText(builder::UpdateKind(k)))));
        kind->setCurrentIndex(int(action.kind));
        auto *path = newPathEdit(attributeNames(), row);
        path->setText(QString::fromStdString(action.path));
        rowLayout->addWidget(kind);
        rowLayout->addWidget(path, 1);
        if (action.kind != builder::UpdateKind::Remove) {
            auto *value = new TypedValueInput(row);
            value->setValue(action.value);
            value->setCompletions(valuesOf(path->text()));
            rowLayout->addWidget(value, 1);
            connect(value, &TypedValueInput::edited, this, [this, i, value] {
                m_form.updates[std::size_t(i)].value = value->value();
                changed();
            });
        }
        auto *remove = addButton(QStringLiteral("×"), row);
        remove->setToolTip(tr("Remove this action"));
        rowLayout->addWidget(remove);
        layout->addWidget(withMessage(row, QStringLiteral("updates[%1]").arg(i)));
        connect(kind, &QComboBox::activated, this, [this, i](int k) {
            m_form.updates[std::size_t(i)].kind = builder::UpdateKind(k);
            scheduleRebuild();
        });
        connect(path, &QLineEdit::textEdited, this, [this, i](const QString &text) {
            m_form.updates[std::size_t(i)].path = text.toStdString();
            changed();
        });
        connect(remove, &QToolButton::clicked, this, [this, i] {
            m_form.updates.erase(m_form.updates.begin() + i);
            scheduleRebuild();
        });
    }
    auto *add = addButton(tr("+ Action"), box);
    layout->addWidget(withMessage(add, QStringLiteral("updates")));
    connect(add, &QToolButton::clicked, this, [this] {
        m_form.updates.push_back({});
        scheduleRebuild();
    });
}

void OperationFormWidget::buildCondition(builder::ConditionGroup &group, const QString &title,
                                         const QString &field)
{
    auto *box = section(title);
    auto *layout = new QVBoxLayout(box);
    auto *editor = new ConditionGroupWidget(
        group, field, attributeNames(), [this](const QString &name) { return valuesOf(name); },
        [this](const QString &name, QLabel *message) { registerField(name, message); }, false,
        box);
    layout->addWidget(editor);
    connect(editor, &ConditionGroupWidget::edited, this, &OperationFormWidget::changed);
    connect(editor, &ConditionGroupWidget::structureChanged, this,
            &OperationFormWidget::scheduleRebuild);
}

void OperationFormWidget::buildProjection()
{
    auto *box = section(tr("Projection"));
    auto *layout = new QHBoxLayout(box);
    auto *edit = newPathEdit(attributeNames(), box);
    edit->setPlaceholderText(tr("every attribute; or e.g. name, email, address.city"));
    edit->setText(projectionText(m_form.projection));
    auto *pick = addButton(tr("Pick…"), box);
    pick->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(pick);
    for (const QString &name : attributeNames()) {
        QAction *action = menu->addAction(name);
        action->setCheckable(true);
        action->setChecked(
            std::find(m_form.projection.begin(), m_form.projection.end(), name.toStdString())
            != m_form.projection.end());
        connect(action, &QAction::toggled, this, [this, name](bool on) {
            auto &paths = m_form.projection;
            std::erase(paths, name.toStdString());
            if (on)
                paths.push_back(name.toStdString());
            scheduleRebuild();
        });
    }
    pick->setMenu(menu);
    layout->addWidget(withMessage(edit, QStringLiteral("projection")), 1);
    layout->addWidget(pick, 0, Qt::AlignTop);
    connect(edit, &QLineEdit::textEdited, this, [this](const QString &text) {
        m_form.projection = projectionPaths(text);
        changed();
    });
}

void OperationFormWidget::addComboOption(QFormLayout *layout, const QString &label,
                                         const QStringList &values, std::string &target)
{
    auto *combo = new QComboBox(layout->parentWidget());
    combo->addItems(values);
    const int current = combo->findText(QString::fromStdString(target));
    combo->setCurrentIndex(current < 0 ? 0 : current);
    layout->addRow(label, combo);
    connect(combo, &QComboBox::textActivated, this, [this, &target](const QString &text) {
        target = text == QLatin1String("NONE") || text == tr("(default)") ? std::string()
                                                                           : text.toStdString();
        changed();
    });
}

void OperationFormWidget::buildOptions()
{
    const Operation op = m_form.operation;
    auto *box = section(tr("Options"));
    auto *layout = new QFormLayout(box);
    const bool read = op == Operation::Query || op == Operation::Scan;
    if (op == Operation::Query) {
        auto *direction = new QComboBox(box);
        direction->addItems({tr("Ascending (ScanIndexForward)"), tr("Descending")});
        direction->setCurrentIndex(m_form.scanIndexForward ? 0 : 1);
        layout->addRow(tr("Direction"), direction);
        connect(direction, &QComboBox::activated, this, [this](int i) {
            m_form.scanIndexForward = i == 0;
            changed();
        });
    }
    if ((read || op == Operation::ExecuteStatement) && !m_entry) {
        auto *limit = optionalSpin(m_form.limit, 1, tr("no limit"), box);
        layout->addRow(tr("Limit"), withMessage(limit, QStringLiteral("limit")));
        connect(limit, &QSpinBox::valueChanged, this, [this](int value) {
            m_form.limit = value < 1 ? std::nullopt : std::optional(value);
            changed();
        });
    }
    if (read)
        addComboOption(layout, tr("Select"),
                       {tr("(default)"), "ALL_ATTRIBUTES", "ALL_PROJECTED_ATTRIBUTES",
                        "SPECIFIC_ATTRIBUTES", "COUNT"},
                       m_form.select);
    if (read || op == Operation::GetItem || op == Operation::ExecuteStatement
        || (m_entry && op == Operation::GetItem)) {
        auto *consistent = new QCheckBox(tr("Strongly consistent read"), box);
        consistent->setChecked(m_form.consistentRead);
        layout->addRow(tr("ConsistentRead"), consistent);
        connect(consistent, &QCheckBox::toggled, this, [this](bool on) {
            m_form.consistentRead = on;
            changed();
        });
    }
    if (op == Operation::Scan) {
        auto *row = new QWidget(box);
        auto *rowLayout = new QHBoxLayout(row);
        rowLayout->setContentsMargins(0, 0, 0, 0);
        auto *segment = optionalSpin(m_form.segment, 0, tr("—"), row);
        auto *total = optionalSpin(m_form.totalSegments, 1, tr("whole table"), row);
        rowLayout->addWidget(segment);
        rowLayout->addWidget(new QLabel(tr("of"), row));
        rowLayout->addWidget(total);
        layout->addRow(tr("Segment"), withMessage(row, QStringLiteral("segment")));
        connect(segment, &QSpinBox::valueChanged, this, [this](int value) {
            m_form.segment = value < 0 ? std::nullopt : std::optional(value);
            changed();
        });
        connect(total, &QSpinBox::valueChanged, this, [this](int value) {
            m_form.totalSegments = value < 1 ? std::nullopt : std::optional(value);
            changed();
        });
    }
    if (!m_entry && (op == Operation::PutItem || op == Operation::DeleteItem))
        addComboOption(layout, tr("ReturnValues"), {"NONE", "ALL_OLD"}, m_form.returnValues);
    if (!m_entry && op == Operation::UpdateItem)
        addComboOption(layout, tr("ReturnValues"),
                       {"NONE", "ALL_OLD", "UPDATED_OLD", "ALL_NEW", "UPDATED_NEW"},
                       m_form.returnValues);
    if (takesCondition(op))
        addComboOption(layout, tr("On failed condition"), {"NONE", "ALL_OLD"},
                       m_form.returnValuesOnConditionCheckFailure);
    if (!m_entry)
        addComboOption(layout, tr("Consumed capacity"), {"NONE", "TOTAL", "INDEXES"},
                       m_form.returnConsumedCapacity);
    if (layout->rowCount() == 0)
        box->hide();
}

void OperationFormWidget::buildEntries()
{
    auto *box = section(builder::isRead(m_form.operation) ? tr("Items to read")
                                                           : tr("Writes"));
    auto *layout = new QVBoxLayout(box);
    std::vector<Operation> kinds;
    switch (m_form.operation) {
    case Operation::BatchGetItem: case Operation::TransactGetItems:
        kinds = {Operation::GetItem};
        break;
    case Operation::BatchWriteItem:
        kinds = {Operation::PutItem, Operation::DeleteItem};
        break;
    default:
        kinds = {Operation::PutItem, Operation::UpdateItem, Operation::DeleteItem,
                 Operation::ConditionCheck};
    }
    for (int i = 0; i < int(m_form.entries.size()); ++i) {
        auto *frame = new QGroupBox(tr("Entry %1").arg(i + 1), box);
        auto *frameLayout = new QVBoxLayout(frame);
        auto *head = new QHBoxLayout;
        auto *kind = new QComboBox(frame);
        for (Operation k : kinds)
            kind->addItem(QString::fromStdString(std::string(builder::operationName(k))),
                          int(k));
        kind->setCurrentIndex(std::max(0, kind->findData(int(m_form.entries[std::size_t(i)]
                                                                  .operation))));
        auto *remove = addButton(tr("Remove"), frame);
        head->addWidget(kind);
        head->addStretch();
        head->addWidget(remove);
        frameLayout->addLayout(head);
        auto *entry = new OperationFormWidget(m_catalog, true, frame);
        entry->setForm(m_form.entries[std::size_t(i)]);
        frameLayout->addWidget(entry);
        layout->addWidget(withMessage(frame, QStringLiteral("entries[%1]").arg(i)));
        m_entries.push_back(entry);
        connect(entry, &OperationFormWidget::edited, this, [this, i, entry] {
            m_form.entries[std::size_t(i)] = entry->form();
            changed();
        });
        connect(kind, &QComboBox::activated, this, [this, i, kind, entry](int index) {
            entry->setOperation(Operation(kind->itemData(index).toInt()));
            m_form.entries[std::size_t(i)] = entry->form();
            changed();
        });
        connect(remove, &QToolButton::clicked, this, [this, i] {
            m_form.entries.erase(m_form.entries.begin() + i);
            scheduleRebuild();
        });
    }
    auto *add = addButton(tr("+ Entry"), box);
    layout->addWidget(withMessage(add, QStringLiteral("entries")));
    connect(add, &QToolButton::clicked, this, [this, kinds] {
        builder::OperationForm entry;
        entry.operation = kinds.front();
        entry.tableName = m_form.entries.empty() ? m_form.tableName
                                                 : m_form.entries.back().tableName;
        fillKeys(entry, m_catalog);
        m_form.entries.push_back(std::move(entry));
        scheduleRebuild();
    });
}

void OperationFormWidget::restoreStatementFocus()
{
    const StatementFocus focus = std::exchange(m_statementFocus, StatementFocus{});
    const QList<CodeEditor *> editors =
        m_body->findChildren<CodeEditor *>(QStringLiteral("statementEditor"));
    if (focus.statement < 0 || focus.statement >= editors.size())
        return;
    CodeEditor *editor = editors[focus.statement];
    editor->setFocus(Qt::OtherFocusReason);
    editor->setCursorPosition(focus.line, focus.index);
}

CodeEditor *OperationFormWidget::statementEditor(const QString &statement, QWidget *parent)
{
    auto *text = new CodeEditor(parent);
    text->setObjectName(QStringLiteral("statementEditor"));
    text->setAccessibleName(tr("PartiQL statement"));
    text->setTokenLanguage(TokenLanguage::PartiQL);
    text->setMarginWidth(0, 0);
    text->setWrapMode(QsciScintilla::WrapWord);
    text->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    text->setText(statement);
    text->setFixedHeight(text->fontMetrics().lineSpacing() * 5);
    markSyntaxError(text);
    return text;
}

// Underlines where PartiQL's parser stops (the message is the tooltip; the field's message
// below says it too once the request is built).
void OperationFormWidget::markSyntaxError(CodeEditor *editor)
{
    const QByteArray utf8 = editor->text().toUtf8();
    if (utf8.trimmed().isEmpty())
        return;
    const auto diagnostic = partiql::checkSyntax({utf8.constData(), std::size_t(utf8.size())});
    if (diagnostic) {
        editor->showErrorAt(qsizetype(diagnostic->offset));
        editor->setToolTip(QString::fromStdString(diagnostic->message));
    } else {
        editor->setToolTip(QString());
    }
}

void OperationFormWidget::buildStatements()
{
    auto *box = section(tr("PartiQL"));
    auto *layout = new QVBoxLayout(box);
    const bool many = m_form.operation != Operation::ExecuteStatement;
    for (int i = 0; i < int(m_form.statements.size()); ++i) {
        const builder::Statement &statement = m_form.statements[std::size_t(i)];
        auto *frame = new QWidget(box);
        auto *frameLayout = new QVBoxLayout(frame);
        frameLayout->setContentsMargins(0, 0, 0, 0);
        auto *text = statementEditor(QString::fromStdString(statement.text), frame);
        frameLayout->addWidget(text);
        connect(text, &QsciScintilla::textChanged, this, [this, i, text] {
            builder::Statement &edited = m_form.statements[std::size_t(i)];
            edited.text = text->text().toStdString();
            markSyntaxError(text);
            if (builder::fitParameters(edited)) { // a ? came or went: one row per ?
                m_statementFocus.statement = i;
                m_statementFocus.editor = text;
                scheduleRebuild();
                return;
            }
            changed();
        });
        for (int p = 0; p < int(statement.parameters.size()); ++p) {
            auto *row = new QHBoxLayout;
            row->addWidget(new QLabel(tr("? %1").arg(p + 1), frame));
            auto *value = new TypedValueInput(frame);
            value->setValue(statement.parameters[std::size_t(p)]);
            auto *remove = addButton(QStringLiteral("×"), frame);
            row->addWidget(value, 1);
            row->addWidget(remove);
            frameLayout->addLayout(row);
            connect(value, &TypedValueInput::edited, this, [this, i, p, value] {
                m_form.statements[std::size_t(i)].parameters[std::size_t(p)] = value->value();
                changed();
            });
            connect(remove, &QToolButton::clicked, this, [this, i, p] {
                auto &parameters = m_form.statements[std::size_t(i)].parameters;
                parameters.erase(parameters.begin() + p);
                scheduleRebuild();
            });
        }
        auto *buttons = new QHBoxLayout;
        auto *addParameter = addButton(tr("+ Parameter"), frame);
        buttons->addWidget(addParameter);
        buttons->addStretch();
        if (many) {
            auto *remove = addButton(tr("Remove statement"), frame);
            buttons->addWidget(remove);
            connect(remove, &QToolButton::clicked, this, [this, i] {
                m_form.statements.erase(m_form.statements.begin() + i);
                scheduleRebuild();
            });
        }
        frameLayout->addLayout(buttons);
        connect(addParameter, &QToolButton::clicked, this, [this, i] {
            m_form.statements[std::size_t(i)].parameters.emplace_back();
            scheduleRebuild();
        });
        layout->addWidget(withMessage(frame, QStringLiteral("statements[%1]").arg(i)));
    }
    if (many) {
        auto *add = addButton(tr("+ Statement"), box);
        layout->addWidget(add);
        connect(add, &QToolButton::clicked, this, [this] {
            m_form.statements.emplace_back();
            scheduleRebuild();
        });
    }
}

std::vector<builder::FieldError> OperationFormWidget::showFieldErrors(
    const std::vector<builder::FieldError> &errors)
{
    for (QLabel *label : std::as_const(m_messages))
        label->hide();
    std::vector<builder::FieldError> unshown;
    std::vector<std::vector<builder::FieldError>> perEntry(m_entries.size());
    for (const auto &error : errors) {
        const QString field = QString::fromStdString(error.field);
        const auto dot = error.field.find("].");
        if (error.field.starts_with("entries[") && dot != std::string::npos) {
            const std::size_t entry = std::stoul(error.field.substr(8, dot - 8));
            if (entry < perEntry.size()) {
                perEntry[entry].push_back({error.field.substr(dot + 2), error.message});
                continue;
            }
        }
        // The longest registered field that names the error's field or a part holding it.
        QString best;
        for (auto it = m_messages.cbegin(); it != m_messages.cend(); ++it) {
            const QString &key = it.key();
            const bool prefix = field.startsWith(key)
                && (field.size() == key.size() || field[key.size()] == QLatin1Char('.')
                    || field[key.size()] == QLatin1Char('['));
            if (prefix && key.size() > best.size())
                best = key;
        }
        if (best.isEmpty()) {
            unshown.push_back(error);
            continue;
        }
        QLabel *label = m_messages.value(best);
        const QString text = QString::fromStdString(error.message);
        if (!label->isHidden() && !label->text().contains(text))
            label->setText(label->text() + QLatin1Char('\n') + text);
        else
            label->setText(text);
        label->show();
    }
    for (std::size_t i = 0; i < m_entries.size(); ++i)
        for (auto &left : m_entries[i]->showFieldErrors(perEntry[i]))
            unshown.push_back({"entries[" + std::to_string(i) + "]." + left.field, left.message});
    return unshown;
}

} // namespace tablesmith::gui
