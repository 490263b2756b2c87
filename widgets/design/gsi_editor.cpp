#include "design/gsi_editor.h"

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

QComboBox *typeBox(QWidget *parent)
{
    auto *box = new QComboBox(parent);
    box->addItems({QStringLiteral("S"), QStringLiteral("N"), QStringLiteral("B")});
    return box;
}

AttributeType typeOf(const QComboBox *box)
{
    return box->currentIndex() == 1 ? AttributeType::N
         : box->currentIndex() == 2 ? AttributeType::B
                                    : AttributeType::S;
}

int typeIndex(AttributeType type)
{
    return type == AttributeType::N ? 1 : type == AttributeType::B ? 2 : 0;
}

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
    m_kind = new QComboBox(this);
    m_kind->addItems({tr("Global secondary index"), tr("Local secondary index")});
    m_partitionKey = new QComboBox(this);
    m_partitionKey->setEditable(true);
    m_partitionType = typeBox(this);
    m_sortKey = new QComboBox(this);
    m_sortKey->setEditable(true);
    m_sortType = typeBox(this);
    auto keyRow = [this](QComboBox *name, QComboBox *type) {
        auto *row = new QHBoxLayout;
        row->addWidget(name, 1);
        row->addWidget(type);
        return row;
    };
    form->addRow(tr("Index name"), m_name);
    form->addRow(tr("Kind"), m_kind);
    form->addRow(tr("Partition key"), keyRow(m_partitionKey, m_partitionType));
    form->addRow(tr("Sort key"), keyRow(m_sortKey, m_sortType));
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

    connect(m_name, &QLineEdit::editingFinished, this, &GsiEditor::emitEdited);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &GsiEditor::emitEdited);
    for (QComboBox *box : {m_partitionKey, m_partitionType, m_sortKey, m_sortType})
        connect(box, &QComboBox::currentTextChanged, this, &GsiEditor::emitEdited);
    connect(m_projection, &QButtonGroup::idClicked, this, &GsiEditor::emitEdited);
    connect(m_include, &QListWidget::itemChanged, this, &GsiEditor::emitEdited);
}

void GsiEditor::fillAttributes(const design::DesignTable &table)
{
    const QStringList names = designAttributeNames(table);
    m_partitionKey->clear();
    m_partitionKey->addItems(names);
    m_sortKey->clear();
    m_sortKey->addItem(QString());
    m_sortKey->addItems(names);
}

void GsiEditor::fillIncludes(const design::DesignTable &table, const IndexDescription &index)
{
    m_include->clear();
    for (const QString &name : designAttributeNames(table)) {
        if (table.key.isKeyAttribute(name.toStdString())
            || index.key.isKeyAttribute(name.toStdString()))
            continue;
        auto *item = new QListWidgetItem(name, m_include);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        const auto &included = index.projection.nonKeyAttributes;
        bool checked = std::find(included.begin(), included.end(), name.toStdString())
                    != included.end();
        item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    }
}

void GsiEditor::setIndex(const design::DesignTable &table, const IndexDescription &index)
{
    m_updating = true;
    const QSignalBlocker blockers[] = {QSignalBlocker(m_partitionKey), QSignalBlocker(m_sortKey),
                                       QSignalBlocker(m_include), QSignalBlocker(m_kind)};
    fillAttributes(table);
    m_name->setText(QString::fromStdString(index.name));
    m_kind->setCurrentIndex(index.global ? 0 : 1);
    m_partitionKey->setCurrentText(QString::fromStdString(std::string(index.key.partitionKeyName())));
    m_sortKey->setCurrentText(QString::fromStdString(std::string(index.key.sortKeyName())));
    m_partitionType->setCurrentIndex(
        index.key.partitionKey.empty() ? 0 : typeIndex(index.key.partitionKey[0].type));
    m_sortType->setCurrentIndex(index.key.sortKey.empty() ? 0 : typeIndex(index.key.sortKey[0].type));
    m_projection->button(int(index.projection.type))->setChecked(true);
    fillIncludes(table, index);
    updateEnabled();
    m_updating = false;
}

IndexDescription GsiEditor::index() const
{
    IndexDescription index;
    index.name = m_name->text().trimmed().toStdString();
    index.global = m_kind->currentIndex() == 0;
    if (!m_partitionKey->currentText().isEmpty())
        index.key.partitionKey = {{m_partitionKey->currentText().toStdString(),
                                   typeOf(m_partitionType)}};
    if (!m_sortKey->currentText().isEmpty())
        index.key.sortKey = {{m_sortKey->currentText().toStdString(), typeOf(m_sortType)}};
    index.projection.type = ProjectionType(std::max(0, m_projection->checkedId()));
    for (int i = 0; i < m_include->count(); ++i) {
        if (index.projection.type == ProjectionType::Include
            && m_include->item(i)->checkState() == Qt::Checked)
            index.projection.nonKeyAttributes.push_back(m_include->item(i)->text().toStdString());
    }
    return index;
}

void GsiEditor::updateEnabled()
{
    m_include->setEnabled(m_projection->checkedId() == int(ProjectionType::Include));
}

void GsiEditor::emitEdited()
{
    updateEnabled();
    if (!m_updating)
        Q_EMIT indexEdited(index());
}

} // namespace tablesmith::gui
