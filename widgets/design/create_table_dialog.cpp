#include "design/create_table_dialog.h"

#include "design/index_table.h"

#include <QCheckBox>
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
#include <QVBoxLayout>

#include <map>

namespace tablesmith::gui {
namespace {

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
    layout->addWidget(buildStreamAndTimeToLive());
    layout->addWidget(m_messages);
    layout->addWidget(buttons);
    resize(980, 660);
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
    // The form's labels name rows of several controls, so each control names itself.
    m_partitionKey->setAccessibleName(tr("Partition key name"));
    m_partitionType->setAccessibleName(tr("Partition key type"));
    m_sortKey->setAccessibleName(tr("Sort key name"));
    m_sortType->setAccessibleName(tr("Sort key type"));
    m_billing->setAccessibleName(tr("Billing mode"));
    m_readUnits->setAccessibleName(tr("Read capacity units"));
    m_writeUnits->setAccessibleName(tr("Write capacity units"));
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
    form->addRow(tr("Table &class"), buildClassAndWarmThroughput(group));
    for (QLineEdit *edit : {m_name, m_partitionKey, m_sortKey})
        connect(edit, &QLineEdit::textChanged, this, &CreateTableDialog::revalidate);
    for (QComboBox *box : {m_partitionType, m_sortType, m_billing})
        connect(box, &QComboBox::currentIndexChanged, this, &CreateTableDialog::revalidate);
    return group;
}

// The table class and the table's warm throughput, on one row: both are what the table costs
// and serves, not what it holds.
QWidget *CreateTableDialog::buildClassAndWarmThroughput(QWidget *group)
{
    m_tableClass = new QComboBox(group);
    m_tableClass->addItem(tr("Standard (STANDARD)"), QStringLiteral("STANDARD"));
    m_tableClass->addItem(tr("Standard-Infrequent Access (STANDARD_INFREQUENT_ACCESS)"),
                          QStringLiteral("STANDARD_INFREQUENT_ACCESS"));
    m_tableClass->setAccessibleName(tr("Table class"));
    m_tableClass->setToolTip(tr("Standard-Infrequent Access stores for less and reads and "
                                "writes for more"));
    m_warmReads = new QSpinBox(group);
    m_warmWrites = new QSpinBox(group);
    m_warmReads->setAccessibleName(tr("Warm read units per second"));
    m_warmWrites->setAccessibleName(tr("Warm write units per second"));
    for (QSpinBox *units : {m_warmReads, m_warmWrites}) {
        units->setRange(0, 1000000000);
        units->setGroupSeparatorShown(true);
        units->setSpecialValueText(tr("default"));
        units->setToolTip(tr("Units per second the table can serve at once (WarmThroughput); "
                             "default leaves it to the billing mode"));
    }
    auto *widget = new QWidget(group);
    auto *layout = new QHBoxLayout(widget);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tableClass, 1);
    layout->addWidget(new QLabel(tr("Warm reads/s"), widget));
    layout->addWidget(m_warmReads);
    layout->addWidget(new QLabel(tr("writes/s"), widget));
    layout->addWidget(m_warmWrites);
    return widget;
}

QWidget *CreateTableDialog::buildIndexes()
{
    auto *group = new QGroupBox(tr("Secondary indexes"), this);
    m_indexes = new IndexTable(group);
    connect(m_indexes, &IndexTable::definitionsChanged, this, &CreateTableDialog::revalidate);
    auto *add = new QPushButton(tr("Add index"), group);
    auto *remove = new QPushButton(tr("Remove index"), group);
    connect(add, &QPushButton::clicked, this, [this] {
        const int number = m_indexes->rowCount() + 1;
        addIndex(QStringLiteral("GSI%1").arg(number), QStringLiteral("GSI%1PK").arg(number),
                 QStringLiteral("S"), QStringLiteral("GSI%1SK").arg(number));
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

QWidget *CreateTableDialog::buildStreamAndTimeToLive()
{
    auto *group = new QGroupBox(tr("Stream and time to live"), this);
    m_stream = new QCheckBox(tr("&Record every change in a stream"), group);
    m_streamViewType = new QComboBox(group);
    m_streamViewType->addItem(tr("New and old images"), QStringLiteral("NEW_AND_OLD_IMAGES"));
    m_streamViewType->addItem(tr("New image"), QStringLiteral("NEW_IMAGE"));
    m_streamViewType->addItem(tr("Old image"), QStringLiteral("OLD_IMAGE"));
    m_streamViewType->addItem(tr("Keys only"), QStringLiteral("KEYS_ONLY"));
    m_streamViewType->setAccessibleName(tr("Stream view type"));
    m_timeToLive = new QLineEdit(group);
    m_timeToLive->setPlaceholderText(tr("none — e.g. expiresAt (epoch seconds)"));
    auto *streamRow = new QHBoxLayout;
    streamRow->addWidget(m_stream);
    streamRow->addWidget(m_streamViewType, 1);
    auto *form = new QFormLayout(group);
    form->addRow(tr("Stream"), streamRow);
    form->addRow(tr("&Time to live attribute"), m_timeToLive);
    connect(m_stream, &QCheckBox::toggled, this, &CreateTableDialog::revalidate);
    connect(m_timeToLive, &QLineEdit::textChanged, this, &CreateTableDialog::revalidate);
    return group;
}

void CreateTableDialog::addIndex(const QString &name, const QString &partitionKey,
                                 const QString &type, const QString &sortKey,
                                 const QString &sortType)
{
    IndexDefinition index;
    index.name = name;
    index.partitionKey = partitionKey;
    index.partitionKeyType = type;
    index.sortKey = sortKey;
    index.sortKeyType = sortType;
    addIndex(index);
}

void CreateTableDialog::addIndex(const IndexDefinition &index)
{
    m_indexes->addIndex(index);
    revalidate();
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
    messages << m_indexes->validationMessages(sk, types);
    const QString ttl = m_timeToLive->text().trimmed();
    if (ttl.size() > 255)
        messages << tr("The time to live attribute name is longer than 255 characters.");
    const bool provisioned = m_billing->currentData() == QStringLiteral("PROVISIONED");
    if (provisioned && (m_readUnits->value() < 1 || m_writeUnits->value() < 1))
        messages << tr("Provisioned capacity needs at least 1 read and 1 write unit.");
    return messages;
}

void CreateTableDialog::revalidate()
{
    if (!m_createButton || !m_readUnits || !m_indexes || !m_stream)
        return;
    const bool provisioned = m_billing->currentData() == QStringLiteral("PROVISIONED");
    m_readUnits->setEnabled(provisioned);
    m_writeUnits->setEnabled(provisioned);
    m_streamViewType->setEnabled(m_stream->isChecked());
    {
        const QSignalBlocker blocker(m_indexes);
        m_indexes->setTablePartitionKey(m_partitionKey->text().trimmed(),
                                        m_partitionType->currentData().toString());
    }
    const QStringList messages = validationMessages();
    m_messages->setText(messages.join(QLatin1Char('\n')));
    m_createButton->setEnabled(messages.isEmpty());
}

void CreateTableDialog::showServiceError(const QString &message)
{
    m_messages->setText(message);
}

std::optional<boost::json::object> CreateTableDialog::timeToLiveRequest() const
{
    const QString attribute = m_timeToLive->text().trimmed();
    if (attribute.isEmpty())
        return std::nullopt;
    return boost::json::object{
        {"TableName", m_name->text().toStdString()},
        {"TimeToLiveSpecification",
         {{"Enabled", true}, {"AttributeName", attribute.toStdString()}}}};
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
    request["TableClass"] = m_tableClass->currentData().toString().toStdString();
    if (auto warm = warmThroughputRequest(m_warmReads->value(), m_warmWrites->value()))
        request["WarmThroughput"] = std::move(*warm);
    const boost::json::object throughput{{"ReadCapacityUnits", m_readUnits->value()},
                                         {"WriteCapacityUnits", m_writeUnits->value()}};
    if (billing == "PROVISIONED")
        request["ProvisionedThroughput"] = throughput;
    if (auto global = m_indexes->globalIndexes(billing == "PROVISIONED" ? &throughput : nullptr);
        !global.empty())
        request["GlobalSecondaryIndexes"] = std::move(global);
    if (auto local = m_indexes->localIndexes(); !local.empty())
        request["LocalSecondaryIndexes"] = std::move(local);
    m_indexes->collectKeyTypes(types);
    if (m_stream->isChecked())
        request["StreamSpecification"] = {
            {"StreamEnabled", true},
            {"StreamViewType", m_streamViewType->currentData().toString().toStdString()}};
    boost::json::array definitions;
    for (const auto &[name, type] : types)
        definitions.push_back({{"AttributeName", name.toStdString()},
                               {"AttributeType", type.toStdString()}});
    request["AttributeDefinitions"] = std::move(definitions);
    return request;
}

} // namespace tablesmith::gui
