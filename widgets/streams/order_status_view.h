#pragma once
// The ecommerce notification handler as a worked example (examples/ecommerce,
// access-patterns.md, "Notify on order status change"): of the MODIFY records on orders, the
// ones a handler acts on — those whose status changed — with the old and the new status. The
// event source mapping's filter can only select order MODIFYs; comparing old and new is the
// handler's job, and this view shows the records that comparison keeps.

#include <QTreeWidget>

#include <optional>
#include <utility>

namespace tablesmith::gui {

class StreamRecordModel;
struct InspectorRecord;

class OrderStatusView : public QTreeWidget {
    Q_OBJECT
public:
    static constexpr int kMaxRows = 1000;

    explicit OrderStatusView(QWidget *parent = nullptr);
    void setModel(StreamRecordModel *model);
    // "keys: OLD -> NEW" per row, for tests.
    QStringList rowsText() const;

private:
    void addRows(int first, int last);
    void dropOldest(int count);
    void growToFit(const QList<QTreeWidgetItem *> &items);

    StreamRecordModel *m_records = nullptr;
};

// The old and new status of an order MODIFY whose status changed (engine item diff), or
// nothing: {old, new}.
std::optional<std::pair<QString, QString>> orderStatusChange(const InspectorRecord &record);

} // namespace tablesmith::gui
