#include "main/create_table_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <map>

namespace tablesmith::gui {
namespace {

enum IndexColumn { kIndexName, kIndexPk, kIndexPkType, kIndexSk, kIndexSkType, kIndexColumns };

QComboBox *typeBox(QWidget *parent)
{
    auto *box = new QComboBox(parent);
    box->addItem(CreateTableDialog::tr("String (S)"), QStringLiteral("S"));
    box->addItem(CreateTableDialog::tr("Number (N)"), QStringLiteral("N"));
    box->addItem(CreateTableDialog::tr("Binary (B)"), QStringLiteral("B"));
    return box;
}

bool validName(const QString &name)
{
    static const QRegularExpression rule(QStringLiteral("^[A-Za-z0-9_.-]{3,255}$"));
    return rule.match(name).hasMatch();
}

boost::json::object keyElement(const QString &name, const char *keyType)
{
    return {{"AttributeName", name.toStdString()}, {"KeyType", keyType}};
}

} // namespace

CreateTableDialog::CreateTableDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Create table"));
    m_messages = new QLabel(this);
    m_messages->setWordWrap(true);
    m_messages->setStyleSheet(QStringLiteral("color: #dc2626;"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_createButton = buttons->addButton(tr("Create"), QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (validationMessages().isEmpty())
            Q_EMIT createRequested();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(buildKeys());
    layout->addWidget(buildIndexes(), 1);
    layout->addWidget(m_messages);
    layout->addWidget(buttons);
    resize(640, 520);
    revalidate();
}

QWidget *CreateTableDialog::buildKeys()
{
    auto *group = new QGroupBox(tr("Table"), this);
    m_name = new QLineEdit(group);
    m_name->setPlaceholderText(tr("e.g. ecommerce"));
    m_partitionKey = new QLineEdit(QStringLiteral("PK"), group);
    m_partitionType = typeBox(group);
    m_sortKey = new QLineEdit(QStringLiteral("SK"), group);
    m_sortKey->setPlaceholderText(tr("none"));
    m_sortType = typeBox(group);
    m_billing = new QComboBox(group);
    m_billing->addItem(tr("On-demand (PAY_PER_REQUEST)"), QStringLiteral("PAY_PER_REQUEST"));
    m_billing->addItem(tr("Provisioned"), QStringLiteral("PROVISIONED"));
    m_readUnits = new QSpinBox(group);
    m_writeUnits = new QSpinBox(group);
    for (QSpinBox *units : {m_readUnits, m_writeUnits}) {
        units->setRange(0, 40000);
        units->setValue(5);
    }
    auto row = [group](QWidget *a, QWidget *b, QWidget *c = nullptr, QWidget *d = nullptr) {
        auto *widget = new QWidget(group);
        auto *layout = new QHBoxLayout(widget);
        layout->setContentsMargins(0, 0, 0, 0);
        for (QWidget *part : {a, b, c, d})
            if (part)
                layout->addWidget(part);
        return widget;
    };
    auto *form = new QFormLayout(group);
    form->addRow(tr("&Name"), m_name);
    form->addRow(tr("&Partition key"), row(m_partitionKey, m_partitionType));
    form->addRow(tr("&Sort key"), row(m_sortKey, m_sortType));
    form->addRow(tr("&Billing"), row(m_billing, new QLabel(tr("RCU"), group), m_readUnits,
                                      row(new QLabel(tr("WCU"), group), m_writeUnits)));
    for (QLineEdit *edit : {m_name, m_partitionKey, m_sortKey})
        connect(edit, &QLineEdit::textChanged, this, &CreateTableDialog::revalidate);
    for (QComboBox *box : {m_partitionType, m_sortType, m_billing})
        connect(box, &QComboBox::currentIndexChanged, this, &CreateTableDialog::revalidate);
    return group;
}

QWidget *CreateTableDialog::buildIndexes()
{
    auto *group = new QGroupBox(tr("Global secondary indexes (projection ALL)"), this);
    m_indexes = new QTableWidget(0, kIndexColumns, group);
    m_indexes->setHorizontalHeaderLabels({tr("Index name"), tr("Partition key"), tr("Type"),
                                          tr("Sort key"), tr("Type")});
    m_indexes->horizontalHeader()->setStretchLastSection(true);
    m_indexes->verticalHeader()->hide();
    connect(m_indexes, &QTableWidget::itemChanged, this, &CreateTableDialog::revalidate);
    auto *add = new QPushButton(tr("Add index"), group);
    auto *remove = new QPushButton(tr("Remove index"), group);
    connect(add, &QPushButton::clicked, this, [this] {
        addIndex(QStringLiteral("GSI%1").arg(m_indexes->rowCount() + 1),
                 QStringLiteral("GSI%1PK").arg(m_indexes->rowCount() + 1), QStringLiteral("S"));
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        m_indexes->removeRow(m_indexes->currentRow());
        revalidate();
    });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(group);
    layout->addWidget(m_indexes, 1);
    layout->addLayout(buttons);
    return group;
}

void CreateTableDialog::addIndex(const QString &name, const QString &partitionKey,
                                 const QString &type, const QString &sortKey,
                                 const QString &sortType)
{
    const QSignalBlocker blocker(m_indexes);
    const int row = m_indexes->rowCount();
    m_indexes->insertRow(row);
    m_indexes->setItem(row, kIndexName, new QTableWidgetItem(name));
    m_indexes->setItem(row, kIndexPk, new QTableWidgetItem(partitionKey));
    m_indexes->setItem(row, kIndexPkType, new QTableWidgetItem(type));
    m_indexes->setItem(row, kIndexSk, new QTableWidgetItem(sortKey));
    m_indexes->setItem(row, kIndexSkType, new QTableWidgetItem(sortType));
    revalidate();
}

QString CreateTableDialog::indexCell(int row, int column) const
{
    const QTableWidgetItem *item = m_indexes->item(row, column);
    return item ? item->text().trimmed() : QString();
}

QStringList CreateTableDialog::validationMessages() const
{
    QStringList messages;
    if (!validName(m_name->text()))
        messages << tr("The table name needs 3 to 255 letters, digits, '_', '-' or '.'.");
    const QString pk = m_partitionKey->text().trimmed();
    const QString sk = m_sortKey->text().trimmed();
    if (pk.isEmpty())
        messages << tr("The partition key needs a name.");
    if (!sk.isEmpty() && sk == pk)
        messages << tr("The sort key must differ from the partition key.");
    std::map<QString, QString> types{{pk, m_partitionType->currentData().toString()}};
    if (!sk.isEmpty())
        types[sk] = m_sortType->currentData().toString();
    QStringList names;
    for (int row = 0; row < m_indexes->rowCount(); ++row) {
        const QString name = indexCell(row, kIndexName);
        if (!validName(name))
            messages << tr("Index %1: the name needs 3 to 255 letters, digits, '_', '-' or '.'.")
                            .arg(row + 1);
        if (names.contains(name))
            messages << tr("Index %1: another index is called %2.").arg(row + 1).arg(name);
        names << name;
        if (indexCell(row, kIndexPk).isEmpty())
            messages << tr("Index %1: the partition key needs a name.").arg(row + 1);
        for (int column : {kIndexPk, kIndexSk}) {
            const QString attribute = indexCell(row, column);
            const QString type = indexCell(row, column + 1).toUpper();
            if (attribute.isEmpty())
                continue;
            if (type != QLatin1String("S") && type != QLatin1String("N")
                && type != QLatin1String("B")) {
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
    const bool provisioned = m_billing->currentData() == QStringLiteral("PROVISIONED");
    if (provisioned && (m_readUnits->value() < 1 || m_writeUnits->value() < 1))
        messages << tr("Provisioned capacity needs at least 1 read and 1 write unit.");
    return messages;
}

void CreateTableDialog::revalidate()
{
    if (!m_createButton || !m_readUnits)
        return;
    const bool provisioned = m_billing->currentData() == QStringLiteral("PROVISIONED");
    m_readUnits->setEnabled(provisioned);
    m_writeUnits->setEnabled(provisioned);
    const QStringList messages = validationMessages();
    m_messages->setText(messages.join(QLatin1Char('\n')));
    m_createButton->setEnabled(messages.isEmpty());
}

void CreateTableDialog::showServiceError(const QString &message)
{
    m_messages->setText(message);
}

boost::json::object CreateTableDialog::request() const
{
    boost::json::object request;
    request["TableName"] = m_name->text().toStdString();
    std::map<QString, QString> types;
    boost::json::array keys{keyElement(m_partitionKey->text().trimmed(), "HASH")};
    types[m_partitionKey->text().trimmed()] = m_partitionType->currentData().toString();
    if (const QString sk = m_sortKey->text().trimmed(); !sk.isEmpty()) {
        keys.push_back(keyElement(sk, "RANGE"));
        types[sk] = m_sortType->currentData().toString();
    }
    request["KeySchema"] = std::move(keys);
    const std::string billing = m_billing->currentData().toString().toStdString();
    request["BillingMode"] = billing;
    const boost::json::object throughput{{"ReadCapacityUnits", m_readUnits->value()},
                                         {"WriteCapacityUnits", m_writeUnits->value()}};
    if (billing == "PROVISIONED")
        request["ProvisionedThroughput"] = throughput;
    boost::json::array indexes;
    for (int row = 0; row < m_indexes->rowCount(); ++row) {
        boost::json::array indexKeys{keyElement(indexCell(row, kIndexPk), "HASH")};
        types[indexCell(row, kIndexPk)] = indexCell(row, kIndexPkType).toUpper();
        if (const QString sk = indexCell(row, kIndexSk); !sk.isEmpty()) {
            indexKeys.push_back(keyElement(sk, "RANGE"));
            types[sk] = indexCell(row, kIndexSkType).toUpper();
        }
        boost::json::object index{{"IndexName", indexCell(row, kIndexName).toStdString()},
                                  {"KeySchema", std::move(indexKeys)},
                                  {"Projection", {{"ProjectionType", "ALL"}}}};
        if (billing == "PROVISIONED")
            index["ProvisionedThroughput"] = throughput;
        indexes.push_back(std::move(index));
    }
    if (!indexes.empty())
        request["GlobalSecondaryIndexes"] = std::move(indexes);
    boost::json::array definitions;
    for (const auto &[name, type] : types)
        definitions.push_back({{"AttributeName", name.toStdString()},
                               {"AttributeType", type.toStdString()}});
    request["AttributeDefinitions"] = std::move(definitions);
    return request;
}

} // namespace tablesmith::gui
