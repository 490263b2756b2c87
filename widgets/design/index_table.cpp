#include "design/index_table.h"

#include <boost/json/object.hpp>

#include <QComboBox>
#include <QHeaderView>
#include <QRegularExpression>
#include <QSpinBox>

namespace tablesmith::gui {
namespace {

// DynamoDB's limits per table (CreateTable).
constexpr int kMaxGlobalIndexes = 20;
constexpr int kMaxLocalIndexes = 5;
constexpr int kMaxProjectedAttributes = 100;

bool validIndexName(const QString &name)
{
    static const QRegularExpression rule(QStringLiteral("^[A-Za-z0-9_.-]{3,255}$"));
    return rule.match(name).hasMatch();
}

QComboBox *choiceBox(QWidget *parent, const QList<QPair<QString, QString>> &choices)
{
    auto *box = new QComboBox(parent);
    box->setFrame(false);
    for (const auto &[label, value] : choices)
        box->addItem(label, value);
    return box;
}

// A GSI's warm units per second: 0 (shown as "default") sends none.
QSpinBox *unitsBox(QWidget *parent, int value, const QString &name)
{
    auto *box = new QSpinBox(parent);
    box->setFrame(false);
    box->setRange(0, 1000000000);
    box->setGroupSeparatorShown(true);
    box->setSpecialValueText(IndexTable::tr("default"));
    box->setValue(value);
    box->setAccessibleName(name);
    return box;
}

boost::json::object keyElement(const QString &name, const char *keyType)
{
    return {{"AttributeName", name.toStdString()}, {"KeyType", keyType}};
}

bool validType(const QString &type)
{
    return type == QLatin1String("S") || type == QLatin1String("N") || type == QLatin1String("B");
}

} // namespace

IndexTable::IndexTable(QWidget *parent) : QTableWidget(0, ColumnCount, parent)
{
    setHorizontalHeaderLabels({tr("Kind"), tr("Index name"), tr("Partition key"), tr("Type"),
                               tr("Sort key"), tr("Type"), tr("Projection"),
                               tr("Projected attributes"), tr("Warm reads/s"),
                               tr("Warm writes/s")});
    horizontalHeaderItem(WarmReads)->setToolTip(
        tr("Read units per second the index can serve at once (WarmThroughput)"));
    horizontalHeaderItem(WarmWrites)->setToolTip(
        tr("Write units per second the index can serve at once (WarmThroughput)"));
    // Choices get the width of their combo box (addIndex); names share the rest.
    for (int column : {int(Name), int(PartitionKey), int(SortKey), int(NonKeyAttributes)})
        horizontalHeader()->setSectionResizeMode(column, QHeaderView::Stretch);
    verticalHeader()->hide();
    setAccessibleName(tr("Secondary indexes"));
    connect(this, &QTableWidget::itemChanged, this, &IndexTable::definitionsChanged);
}

void IndexTable::addIndex(const IndexDefinition &index)
{
    QSignalBlocker blocker(this);
    const int row = rowCount();
    insertRow(row);
    const QList<QPair<QString, QString>> types{{tr("S"), QStringLiteral("S")},
                                               {tr("N"), QStringLiteral("N")},
                                               {tr("B"), QStringLiteral("B")}};
    setCellWidget(row, Kind,
                  choiceBox(this, {{tr("Global"), QStringLiteral("GSI")},
                                   {tr("Local"), QStringLiteral("LSI")}}));
    setCellWidget(row, PartitionType, choiceBox(this, types));
    setCellWidget(row, SortType, choiceBox(this, types));
    setCellWidget(row, Projection,
                  choiceBox(this, {{tr("All attributes"), QStringLiteral("ALL")},
                                   {tr("Keys only"), QStringLiteral("KEYS_ONLY")},
                                   {tr("Include…"), QStringLiteral("INCLUDE")}}));
    setItem(row, Name, new QTableWidgetItem(index.name));
    setItem(row, PartitionKey, new QTableWidgetItem(index.partitionKey));
    setItem(row, SortKey, new QTableWidgetItem(index.sortKey));
    setItem(row, NonKeyAttributes,
            new QTableWidgetItem(index.nonKeyAttributes.join(QStringLiteral(", "))));
    setChoice(row, Kind, index.local ? QStringLiteral("LSI") : QStringLiteral("GSI"));
    setChoice(row, PartitionType, index.partitionKeyType);
    setChoice(row, SortType, index.sortKeyType);
    setChoice(row, Projection, index.projection);
    setCellWidget(row, WarmReads,
                  unitsBox(this, index.warmReadUnitsPerSecond, tr("Warm read units per second")));
    setCellWidget(row, WarmWrites, unitsBox(this, index.warmWriteUnitsPerSecond,
                                            tr("Warm write units per second")));
    for (int column : {WarmReads, WarmWrites}) {
        auto *box = static_cast<QSpinBox *>(cellWidget(row, column));
        // As wide as the header says, not as the largest value would need: names need room.
        if (row == 0)
            horizontalHeader()->resizeSection(
                column, fontMetrics().horizontalAdvance(horizontalHeaderItem(column)->text())
                            + 2 * fontMetrics().averageCharWidth() + 16);
        connect(box, &QSpinBox::valueChanged, this, &IndexTable::definitionsChanged);
    }
    for (int column : {Kind, PartitionType, SortType, Projection}) {
        auto *box = static_cast<QComboBox *>(cellWidget(row, column));
        if (row == 0)
            horizontalHeader()->resizeSection(column, box->sizeHint().width());
        connect(box, &QComboBox::currentIndexChanged, this, [this, box] {
            for (int r = 0; r < rowCount(); ++r)
                for (int c : {Kind, Projection})
                    if (cellWidget(r, c) == box)
                        updateRow(r);
            Q_EMIT definitionsChanged();
        });
    }
    updateRow(row);
    blocker.unblock();
    Q_EMIT definitionsChanged();
}

QString IndexTable::text(int row, int column) const
{
    const QTableWidgetItem *cell = item(row, column);
    return cell ? cell->text().trimmed() : QString();
}

QString IndexTable::choice(int row, int column) const
{
    const auto *box = qobject_cast<const QComboBox *>(cellWidget(row, column));
    return box ? box->currentData().toString() : QString();
}

int IndexTable::units(int row, int column) const
{
    const auto *box = qobject_cast<const QSpinBox *>(cellWidget(row, column));
    return box ? box->value() : 0;
}

void IndexTable::setChoice(int row, int column, const QString &value)
{
    auto *box = qobject_cast<QComboBox *>(cellWidget(row, column));
    if (box)
        box->setCurrentIndex(box->findData(value.toUpper()));
}

void IndexTable::setTablePartitionKey(const QString &name, const QString &type)
{
    m_tablePartitionKey = name;
    m_tablePartitionType = type;
    for (int row = 0; row < rowCount(); ++row)
        updateRow(row);
}

void IndexTable::updateRow(int row)
{
    const QSignalBlocker blocker(this);
    // An LSI shares the table's partition key: shown, not editable.
    const bool local = choice(row, Kind) == QLatin1String("LSI");
    QTableWidgetItem *partitionKey = item(row, PartitionKey);
    if (local) {
        partitionKey->setText(m_tablePartitionKey);
        setChoice(row, PartitionType, m_tablePartitionType);
    }
    partitionKey->setFlags(local ? partitionKey->flags() & ~Qt::ItemIsEditable
                                 : partitionKey->flags() | Qt::ItemIsEditable);
    cellWidget(row, PartitionType)->setEnabled(!local);
    // Warm throughput is a GSI's: an LSI shares the table's.
    for (int column : {WarmReads, WarmWrites})
        cellWidget(row, column)->setEnabled(!local);
    // Projected attributes only mean something for INCLUDE.
    QTableWidgetItem *attributes = item(row, NonKeyAttributes);
    const bool include = choice(row, Projection) == QLatin1String("INCLUDE");
    attributes->setFlags(include ? attributes->flags() | Qt::ItemIsEditable
                                 : attributes->flags() & ~Qt::ItemIsEditable);
    attributes->setForeground(include ? palette().text() : palette().placeholderText());
}

IndexDefinition IndexTable::index(int row) const
{
    IndexDefinition index;
    index.local = choice(row, Kind) == QLatin1String("LSI");
    index.name = text(row, Name);
    index.partitionKey = text(row, PartitionKey);
    index.partitionKeyType = choice(row, PartitionType);
    index.sortKey = text(row, SortKey);
    index.sortKeyType = choice(row, SortType);
    index.projection = choice(row, Projection);
    if (!index.local) {
        index.warmReadUnitsPerSecond = units(row, WarmReads);
        index.warmWriteUnitsPerSecond = units(row, WarmWrites);
    }
    if (index.projection == QLatin1String("INCLUDE"))
        for (const QString &name : text(row, NonKeyAttributes).split(QLatin1Char(',')))
            if (!name.trimmed().isEmpty())
                index.nonKeyAttributes << name.trimmed();
    return index;
}

QStringList IndexTable::validationMessages(const QString &tableSortKey,
                                           std::map<QString, QString> &types) const
{
    QStringList messages;
    QStringList names;
    int globals = 0;
    int locals = 0;
    int projected = 0;
    for (int row = 0; row < rowCount(); ++row) {
        const IndexDefinition index = this->index(row);
        const QString label = index.name.isEmpty() ? QString::number(row + 1) : index.name;
        (index.local ? locals : globals) += 1;
        if (!validIndexName(index.name))
            messages << tr("Index %1: the name needs 3 to 255 letters, digits, '_', '-' or '.'.")
                            .arg(row + 1);
        if (names.contains(index.name))
            messages << tr("Index %1: another index is called %2.").arg(row + 1).arg(index.name);
        names << index.name;
        if (index.partitionKey.isEmpty())
            messages << tr("Index %1: the partition key needs a name.").arg(row + 1);
        if (index.local && tableSortKey.isEmpty())
            messages << tr("Index %1: a local index needs a table with a sort key.").arg(label);
        if (index.local && index.sortKey.isEmpty())
            messages << tr("Index %1: a local index needs its own sort key.").arg(label);
        if (index.local && !index.sortKey.isEmpty() && index.sortKey == tableSortKey)
            messages << tr("Index %1: a local index sorts by another attribute than the table.")
                            .arg(label);
        if (index.projection == QLatin1String("INCLUDE") && index.nonKeyAttributes.isEmpty())
            messages
                << tr("Index %1: name the attributes to include, separated by commas.").arg(label);
        projected += int(index.nonKeyAttributes.size());
        const QList<QPair<QString, QString>> keys{{index.partitionKey, index.partitionKeyType},
                                                  {index.sortKey, index.sortKeyType}};
        for (const auto &[attribute, type] : keys) {
            if (attribute.isEmpty())
                continue;
            if (!validType(type)) {
                messages << tr("Index %1: key types are S, N or B.").arg(row + 1);
                continue;
            }
            const auto [known, added] = types.emplace(attribute, type);
            if (!added && known->second != type)
                messages << tr("Index %1: %2 is already a key of type %3.")
                                .arg(row + 1)
                                .arg(attribute, known->second);
        }
    }
    if (globals > kMaxGlobalIndexes)
        messages << tr("A table has at most %1 global secondary indexes.").arg(kMaxGlobalIndexes);
    if (locals > kMaxLocalIndexes)
        messages << tr("A table has at most %1 local secondary indexes.").arg(kMaxLocalIndexes);
    if (projected > kMaxProjectedAttributes)
        messages << tr("Indexes project at most %1 attributes in all; these project %2.")
                        .arg(kMaxProjectedAttributes)
                        .arg(projected);
    return messages;
}

boost::json::object IndexTable::indexRequest(const IndexDefinition &index) const
{
    boost::json::array keys{keyElement(index.partitionKey, "HASH")};
    if (!index.sortKey.isEmpty())
        keys.push_back(keyElement(index.sortKey, "RANGE"));
    boost::json::object projection{{"ProjectionType", index.projection.toStdString()}};
    if (index.projection == QLatin1String("INCLUDE")) {
        boost::json::array attributes;
        for (const QString &name : index.nonKeyAttributes)
            attributes.push_back(boost::json::string(name.toStdString()));
        projection["NonKeyAttributes"] = std::move(attributes);
    }
    return {{"IndexName", index.name.toStdString()},
            {"KeySchema", std::move(keys)},
            {"Projection", std::move(projection)}};
}

boost::json::array IndexTable::globalIndexes(const boost::json::object *throughput) const
{
    boost::json::array indexes;
    for (int row = 0; row < rowCount(); ++row) {
        const IndexDefinition index = this->index(row);
        if (index.local)
            continue;
        boost::json::object request = indexRequest(index);
        if (throughput)
            request["ProvisionedThroughput"] = *throughput;
        if (auto warm = warmThroughputRequest(index.warmReadUnitsPerSecond,
                                              index.warmWriteUnitsPerSecond))
            request["WarmThroughput"] = std::move(*warm);
        indexes.push_back(std::move(request));
    }
    return indexes;
}

boost::json::array IndexTable::localIndexes() const
{
    boost::json::array indexes;
    for (int row = 0; row < rowCount(); ++row)
        if (const IndexDefinition index = this->index(row); index.local)
            indexes.push_back(indexRequest(index));
    return indexes;
}

std::optional<boost::json::object> warmThroughputRequest(int readUnits, int writeUnits)
{
    if (readUnits <= 0 && writeUnits <= 0)
        return std::nullopt;
    boost::json::object warm;
    if (readUnits > 0)
        warm["ReadUnitsPerSecond"] = readUnits;
    if (writeUnits > 0)
        warm["WriteUnitsPerSecond"] = writeUnits;
    return warm;
}

void IndexTable::collectKeyTypes(std::map<QString, QString> &types) const
{
    for (int row = 0; row < rowCount(); ++row) {
        const IndexDefinition index = this->index(row);
        types[index.partitionKey] = index.partitionKeyType;
        if (!index.sortKey.isEmpty())
            types[index.sortKey] = index.sortKeyType;
    }
}

} // namespace tablesmith::gui
