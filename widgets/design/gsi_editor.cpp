#include "design/gsi_editor.h"
#include "design/key_attribute_list.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRadioButton>
#include <QSignalBlocker>

#include <algorithm>
#include <set>

namespace tablesmith::gui {
namespace {

// Enough items to see every attribute of an overloaded table without walking 100,000.
constexpr std::size_t kItemsForAttributeNames = 2000;

// DynamoDB's limit for each key role of a GSI; an LSI has one sort attribute.
constexpr int kMaxKeyAttributes = 4;

} // namespace

QStringList designAttributeNames(const design::DesignTable &table)
{
    std::set<std::string> names;
    for (const KeyAttribute &key : table.key.attributes())
        names.insert(key.name);
    for (const design::AttributeDefinition &attribute : table.attributes)
        names.insert(attribute.name);
    for (const design::EntityType &entity : table.entityTypes) {
        for (const auto &[name, text] : entity.keyTemplates)
            names.insert(name);
        names.insert(entity.attributes.begin(), entity.attributes.end());
    }
    for (std::size_t i = 0; i < table.items.size() && i < kItemsForAttributeNames; ++i) {
        for (const auto &[name, value] : table.items[i].item)
            names.insert(name);
    }
    QStringList list;
    for (const std::string &name : names)
        list << QString::fromStdString(name);
    return list;
}

GsiEditor::GsiEditor(QWidget *parent) : QWidget(parent)
{
    auto *form = new QFormLayout(this);
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("gsiName"));
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("gsiKind"));
    m_kind->addItems({tr("Global secondary index"), tr("Local secondary index")});
    m_partitionKey = new KeyAttributeList(1, kMaxKeyAttributes, this);
    m_partitionKey->setObjectName(QStringLiteral("gsiPartitionKey"));
    m_sortKey = new KeyAttributeList(0, kMaxKeyAttributes, this);
    m_sortKey->setObjectName(QStringLiteral("gsiSortKey"));
    form->addRow(tr("Index name"), m_name);
    form->addRow(tr("Kind"), m_kind);
    form->addRow(tr("Partition key"), m_partitionKey);
    form->addRow(tr("Sort key"), m_sortKey);
    m_projection = new QButtonGroup(this);
    auto *projectionRow = new QHBoxLayout;
    const QStringList projections{tr("ALL"), tr("KEYS_ONLY"), tr("INCLUDE")};
    for (int i = 0; i < projections.size(); ++i) {
        auto *button = new QRadioButton(projections[i], this);
        m_projection->addButton(button, i);
        projectionRow->addWidget(button);
    }
    form->addRow(tr("Projection"), projectionRow);
    m_include = new QListWidget(this);
    m_include->setToolTip(tr("The non-key attributes an INCLUDE projection copies"));
    form->addRow(tr("Include"), m_include);

    // The index name is one undo step the Qt way: committed when its editing finishes.
    connect(m_name, &QLineEdit::editingFinished, this, [this] { emitEdited(); });
    connect(m_kind, &QComboBox::currentIndexChanged, this, &GsiEditor::kindChanged);
    for (KeyAttributeList *list : {m_partitionKey, m_sortKey})
        connect(list, &KeyAttributeList::edited, this,
                [this, list] { emitEdited(list->typingSession()); });
    connect(m_projection, &QButtonGroup::idClicked, this, [this] { emitEdited(); });
    connect(m_include, &QListWidget::itemChanged, this, [this] { emitEdited(); });
}

void GsiEditor::fillAttributes(const design::DesignTable &table)
{
    const QStringList names = designAttributeNames(table);
    m_partitionKey->setChoices(names);
    m_sortKey->setChoices(names);
}

std::vector<std::string> GsiEditor::checkedIncludes() const
{
    std::vector<std::string> names;
    for (int i = 0; i < m_include->count(); ++i) {
        if (m_include->item(i)->checkState() == Qt::Checked)
            names.push_back(m_include->item(i)->text().toStdString());
    }
    return names;
}

void GsiEditor::fillIncludes(const design::DesignTable &table, const IndexDescription &index,
                             bool sameIndex)
{
    // ALL and KEYS_ONLY name no attributes: the ones last ticked for this index stay ticked
    // (disabled), so that going back to INCLUDE does not lose the user's choice.
    const std::vector<std::string> included =
        index.projection.type != ProjectionType::Include && sameIndex
            ? checkedIncludes()
            : index.projection.nonKeyAttributes;
    m_include->clear();
    for (const QString &name : designAttributeNames(table)) {
        if (table.key.isKeyAttribute(name.toStdString())
            || index.key.isKeyAttribute(name.toStdString()))
            continue;
        auto *item = new QListWidgetItem(name, m_include);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        bool checked = std::find(included.begin(), included.end(), name.toStdString())
                    != included.end();
        item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    }
}

void GsiEditor::setIndex(const design::DesignTable &table, const IndexDescription &index)
{
    m_updating = true;
    const QSignalBlocker blockers[] = {QSignalBlocker(m_include), QSignalBlocker(m_kind)};
    m_tableKey = table.key;
    fillAttributes(table);
    m_name->setText(QString::fromStdString(index.name));
    m_kind->setCurrentIndex(index.global ? 0 : 1);
    const bool sameIndex = index.name == m_shownName;
    const auto unnamed = sameIndex ? KeyAttributeList::UnnamedRows::Keep
                                   : KeyAttributeList::UnnamedRows::Drop;
    m_shownName = index.name;
    m_partitionKey->setAttributes(index.key.partitionKey, unnamed);
    m_sortKey->setAttributes(index.key.sortKey, unnamed);
    m_projection->button(int(index.projection.type))->setChecked(true);
    fillIncludes(table, index, sameIndex);
    updateEnabled();
    m_updating = false;
}

IndexDescription GsiEditor::index() const
{
    IndexDescription index;
    index.name = m_name->text().trimmed().toStdString();
    index.global = m_kind->currentIndex() == 0;
    index.key.partitionKey = index.global ? m_partitionKey->attributes() : m_tableKey.partitionKey;
    index.key.sortKey = m_sortKey->attributes();
    if (!index.global && index.key.sortKey.size() > 1)
        index.key.sortKey.resize(1);
    index.projection.type = ProjectionType(std::max(0, m_projection->checkedId()));
    for (int i = 0; i < m_include->count(); ++i) {
        if (index.projection.type == ProjectionType::Include
            && m_include->item(i)->checkState() == Qt::Checked)
            index.projection.nonKeyAttributes.push_back(m_include->item(i)->text().toStdString());
    }
    return index;
}

// An LSI shares the table's partition key and has one sort attribute: the lists say so.
void GsiEditor::kindChanged()
{
    if (m_kind->currentIndex() == 1) {
        m_partitionKey->setAttributes(m_tableKey.partitionKey,
                                      KeyAttributeList::UnnamedRows::Drop);
        m_sortKey->setMaximum(1);
    } else {
        m_sortKey->setMaximum(kMaxKeyAttributes);
    }
    emitEdited();
}

void GsiEditor::updateEnabled()
{
    bool local = m_kind->currentIndex() == 1;
    m_partitionKey->setEnabled(!local);
    m_sortKey->setMaximum(local ? 1 : kMaxKeyAttributes);
    m_include->setEnabled(m_projection->checkedId() == int(ProjectionType::Include));
}

void GsiEditor::emitEdited(int typingSession)
{
    updateEnabled();
    if (m_updating)
        return;
    const IndexDescription edited = index();
    m_shownName = edited.name;
    m_typingSession = typingSession;
    Q_EMIT indexEdited(edited);
    m_typingSession = 0;
}

} // namespace tablesmith::gui
