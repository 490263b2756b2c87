#pragma once
// CreateTableDialog: a table's name, key schema, billing mode, table class, warm throughput,
// secondary indexes (global and local, with their projections and a GSI's warm throughput),
// stream and time to live, checked as the user types (DynamoDB's naming rules and limits, one
// type per attribute, distinct keys) so a CreateTable request is only sent when it can be
// valid. Warm units are the engine's to check: its message comes back through
// showServiceError(). Sending is the caller's part.

#include <boost/json/object.hpp>

#include <QDialog>
#include <QStringList>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace tablesmith::gui {

class IndexTable;
struct IndexDefinition;

class CreateTableDialog : public QDialog {
    Q_OBJECT
public:
    explicit CreateTableDialog(QWidget *parent = nullptr);

    // What is wrong with the form now, one sentence each; empty when it can be sent.
    QStringList validationMessages() const;
    boost::json::object request() const;
    // CreateTable has no TTL member: the caller sends this UpdateTimeToLive once the table
    // exists, when a TTL attribute was given.
    std::optional<boost::json::object> timeToLiveRequest() const;
    // Shows an error the service gave after sending (the dialog stays open).
    void showServiceError(const QString &message);

    QLineEdit *tableNameEdit() const { return m_name; }
    QLineEdit *partitionKeyEdit() const { return m_partitionKey; }
    QLineEdit *sortKeyEdit() const { return m_sortKey; }
    QComboBox *billingModeBox() const { return m_billing; }
    QComboBox *tableClassBox() const { return m_tableClass; }
    QSpinBox *warmReadUnitsBox() const { return m_warmReads; }
    QSpinBox *warmWriteUnitsBox() const { return m_warmWrites; }
    QCheckBox *streamBox() const { return m_stream; }
    QComboBox *streamViewTypeBox() const { return m_streamViewType; }
    QLineEdit *timeToLiveEdit() const { return m_timeToLive; }
    IndexTable *indexTable() const { return m_indexes; }
    // Adds a GSI row with projection ALL: name, partition key, its type, sort key (may be
    // empty), its type.
    void addIndex(const QString &name, const QString &partitionKey, const QString &type,
                  const QString &sortKey = {}, const QString &sortType = QStringLiteral("S"));
    void addIndex(const IndexDefinition &index);

Q_SIGNALS:
    // Create was pressed on a valid form; the caller sends request() and closes the dialog.
    void createRequested();

private:
    QWidget *buildKeys();
    QWidget *buildClassAndWarmThroughput(QWidget *group);
    QWidget *buildIndexes();
    QWidget *buildStreamAndTimeToLive();
    void revalidate();

    QLineEdit *m_name = nullptr;
    QLineEdit *m_partitionKey = nullptr;
    QComboBox *m_partitionType = nullptr;
    QLineEdit *m_sortKey = nullptr;
    QComboBox *m_sortType = nullptr;
    QComboBox *m_billing = nullptr;
    QSpinBox *m_readUnits = nullptr;
    QSpinBox *m_writeUnits = nullptr;
    QComboBox *m_tableClass = nullptr;
    QSpinBox *m_warmReads = nullptr;
    QSpinBox *m_warmWrites = nullptr;
    IndexTable *m_indexes = nullptr;
    QCheckBox *m_stream = nullptr;
    QComboBox *m_streamViewType = nullptr;
    QLineEdit *m_timeToLive = nullptr;
    QLabel *m_messages = nullptr;
    QPushButton *m_createButton = nullptr;
};

} // namespace tablesmith::gui
