#pragma once
// CreateTableDialog: a table's name, key schema, billing mode and global secondary indexes,
// checked as the user types (DynamoDB's naming rules, one type per attribute, distinct keys)
// so a CreateTable request is only sent when it can be valid. Sending is the caller's part.

#include <boost/json/object.hpp>

#include <QDialog>
#include <QStringList>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace tablesmith::gui {

class CreateTableDialog : public QDialog {
    Q_OBJECT
public:
    explicit CreateTableDialog(QWidget *parent = nullptr);

    // What is wrong with the form now, one sentence each; empty when it can be sent.
    QStringList validationMessages() const;
    boost::json::object request() const;
    // Shows an error the service gave after sending (the dialog stays open).
    void showServiceError(const QString &message);


    QLineEdit *tableNameEdit() const { return m_name; }
    QLineEdit *partitionKeyEdit() const { return m_partitionKey; }
    QLineEdit *sortKeyEdit() const { return m_sortKey; }
    QComboBox *billingModeBox() const { return m_billing; }
    // Adds a GSI row: name, partition key, its type, sort key (may be empty), its type.
    void addIndex(const QString &name, const QString &partitionKey, const QString &type,
                  const QString &sortKey = {}, const QString &sortType = QStringLiteral("S"));

Q_SIGNALS:
    // Create was pressed on a valid form; the caller sends request() and closes the dialog.
    void createRequested();

private:
    QWidget *buildKeys();
    QWidget *buildIndexes();
    void revalidate();
    QString indexCell(int row, int column) const;

    QLineEdit *m_name = nullptr;
    QLineEdit *m_partitionKey = nullptr;
    QComboBox *m_partitionType = nullptr;
    QLineEdit *m_sortKey = nullptr;
    QComboBox *m_sortType = nullptr;
    QComboBox *m_billing = nullptr;
    QSpinBox *m_readUnits = nullptr;
    QSpinBox *m_writeUnits = nullptr;
    QTableWidget *m_indexes = nullptr;
    QLabel *m_messages = nullptr;
    QPushButton *m_createButton = nullptr;
};

} // namespace tablesmith::gui
