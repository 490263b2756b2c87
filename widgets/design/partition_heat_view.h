#pragma once
// The partition heat view: a table's or an index's partitions as a histogram drawn with
// QPainter — items and bytes per partition key value, the hottest first — with partitions
// past DynamoDB's per-partition limits (3,000 RCU/s, 1,000 WCU/s) at the rates the user gives,
// and LSI item collections near 10 GB, in red. The numbers are the engine's partitionHeat().

#include <tablesmith/partition_heat.h>

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace tablesmith::gui {

class DesignDocument;

// The bars: one row per partition, items and bytes side by side, flagged ones in red. Its
// accessible description holds the rows drawn as text ("ORDER#PENDING: 1 item · 62 bytes · …").
class HeatHistogram : public QWidget {
    Q_OBJECT
public:
    explicit HeatHistogram(QWidget *parent = nullptr);
    void setHeat(design::PartitionHeatMap heat);
    const design::PartitionHeatMap &heat() const { return m_heat; }
    // The partitions drawn, hottest first (flagged, then by units and items).
    const std::vector<std::size_t> &shown() const { return m_shown; }
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void paintRow(QPainter &painter, const design::PartitionHeat &heat, int y, int labelWidth);

    design::PartitionHeatMap m_heat;
    std::vector<std::size_t> m_shown;
    int m_numbersWidth = 0;
};

class PartitionHeatView : public QWidget {
    Q_OBJECT
public:
    explicit PartitionHeatView(DesignDocument &document, QWidget *parent = nullptr);
    void refresh();
    HeatHistogram *histogram() const { return m_histogram; }
    // For tests: the target ("" the table), and the load.
    void setTarget(const QString &indexName);
    void setRates(double readsPerSecond, double writesPerSecond);

private:
    void recompute();

    DesignDocument &m_document;
    QComboBox *m_target = nullptr;
    QDoubleSpinBox *m_reads = nullptr;
    QDoubleSpinBox *m_writes = nullptr;
    QDoubleSpinBox *m_scale = nullptr;
    QCheckBox *m_strong = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_flags = nullptr;
    HeatHistogram *m_histogram = nullptr;
    bool m_refreshing = false;
};

} // namespace tablesmith::gui
