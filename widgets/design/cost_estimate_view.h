#pragma once
// The capacity and cost estimate: each access pattern with the rate the user gives it and the
// capacity one call consumes — measured by running it on the sample items — its RCU/s, WCU/s
// and monthly on-demand cost, and the table's month on demand against provisioned capacity
// (at a target utilisation) with storage, from a dated price table per region that the user
// can edit. The region and the edits are the design's (saved with it, undoable): prices are
// part of what a design's estimate says, and a colleague opening the file should see the same
// figures. The arithmetic is the engine's estimateCost().

#include "design/pattern_runner.h"

#include <tablesmith/cost_estimate.h>

#include <QMap>
#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace tablesmith::gui {

class DesignDocument;

class CostEstimateView : public QWidget {
    Q_OBJECT
public:
    explicit CostEstimateView(DesignDocument &document, QWidget *parent = nullptr);
    void refresh();
    // Runs every pattern on the sample items and takes what each call consumed.
    void measure();
    const design::CostEstimate &estimate() const { return m_estimate; }
    const design::PriceTable &prices() const { return m_prices; }

Q_SIGNALS:
    void measured();

private:
    struct Measured {
        double readUnits = 0;
        double writeUnits = 0;
    };
    QWidget *priceEditor();
    // The shipped price tables with the design's edited ones in their place, and its region.
    void showPricing();
    void showRegion(int region);
    void choosePrices(int region);
    void pricesEdited();
    void recompute();
    void measureNext(std::size_t pattern);
    void rateEdited(int row, int column);

    DesignDocument &m_document;
    PatternRunner m_runner;
    std::vector<design::PriceTable> m_priceTables;
    design::PriceTable m_prices;
    design::CostEstimate m_estimate;
    QMap<QString, Measured> m_measured;
    QComboBox *m_region = nullptr;
    QLabel *m_priceDate = nullptr;
    QList<QDoubleSpinBox *> m_priceBoxes;
    QDoubleSpinBox *m_utilization = nullptr;
    QDoubleSpinBox *m_scale = nullptr;
    QPushButton *m_measure = nullptr;
    QTableWidget *m_patterns = nullptr;
    QLabel *m_totals = nullptr;
    bool m_filling = false;
};

} // namespace tablesmith::gui
