#pragma once
// Table → Export: writes every page of a table (not the first) as DynamoDB JSON lines, a JSON
// array or CSV, with progress against the table's approximate item count, and Cancel.

#include "transfer/transfer_dialog.h"

#include <tablesmith/import_export.h>

#include <optional>
#include <vector>

class QComboBox;
class QLineEdit;

namespace tablesmith::gui {

class ExportDialog : public TransferDialog {
    Q_OBJECT
public:
    // `approximateItemCount` (DescribeTable's ItemCount; 0 if unknown) sizes the progress bar.
    ExportDialog(Session &session, const QString &tableName, quint64 approximateItemCount,
                 QWidget *parent = nullptr);

    // Writes `items` (a query's results, in their order) instead of scanning the table;
    // `keys` go first in CSV.
    void setItems(boost::json::array items, std::vector<ExportKey> keys);
    void setPath(const QString &path);
    void setFormat(DataFormat format);
    QString validationMessage() const override;

private:
    void startTransfer(DataTransfer &transfer) override;
    quint64 expectedItems() const override { return m_approximateItemCount; }
    void browse();
    DataFormat format() const;

    QString m_tableName;
    quint64 m_approximateItemCount = 0;
    std::optional<boost::json::array> m_items;
    std::vector<ExportKey> m_keys;
    QLineEdit *m_path = nullptr;
    QComboBox *m_format = nullptr;
};

} // namespace tablesmith::gui
