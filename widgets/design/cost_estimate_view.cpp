#include "design/cost_estimate_view.h"
#include "design/design_document.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace tablesmith::gui {
namespace {

enum Column { Name, Rate, ReadPerCall, WritePerCall, ReadPerSecond, WritePerSecond, Monthly };

QString money(double amount, const design::PriceTable &prices)
{
    return QStringLiteral("%1 %2").arg(QString::fromStdString(prices.currency))
        .arg(QLocale().toString(amount, 'f', 2));
}

std::vector<design::PriceTable> shippedPrices()
{
    QFile file(QStringLiteral(":/pricing/dynamodb-prices.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    auto tables = design::readPriceTables(file.readAll().toStdString());
    return tables ? std::move(*tables) : std::vector<design::PriceTable>();
}

QTableWidgetItem *cell(const QString &text, bool editable = false)
{
    auto *item = new QTableWidgetItem(text);
    if (!editable)
        item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
}

} // namespace

CostEstimateView::CostEstimateView(DesignDocument &document, QWidget *parent)
    : QWidget(parent), m_document(document), m_runner(this), m_priceTables(shippedPrices())
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(priceEditor());
    auto *row = new QHBoxLayout;
    m_measure = new QPushButton(tr("Measure on sample items"), this);
    m_measure->setObjectName(QStringLiteral("costMeasure"));
    m_measure->setToolTip(tr("Runs every access pattern on the sample items and takes the "
                             "capacity each call consumed"));
    row->addWidget(m_measure);
    row->addStretch();
    layout->addLayout(row);
    m_patterns = new QTableWidget(0, 7, this);
    m_patterns->setObjectName(QStringLiteral("costPatterns"));
    m_patterns->setHorizontalHeaderLabels({tr("Access pattern"), tr("Calls/s"), tr("RCU/call"),
                                           tr("WCU/call"), tr("RCU/s"), tr("WCU/s"),
                                           tr("On demand/month")});
    m_patterns->verticalHeader()->hide();
    m_patterns->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_patterns, 1);
    m_totals = new QLabel(this);
    m_totals->setObjectName(QStringLiteral("costTotals"));
    m_totals->setWordWrap(true);
    m_totals->setTextFormat(Qt::RichText);
    layout->addWidget(m_totals);
    connect(m_measure, &QPushButton::clicked, this, &CostEstimateView::measure);
    connect(m_patterns, &QTableWidget::cellChanged, this, &CostEstimateView::rateEdited);
    connect(&m_document, &DesignDocument::pricingChanged, this, &CostEstimateView::showPricing);
    showPricing();
}

QWidget *CostEstimateView::priceEditor()
{
    auto *box = new QGroupBox(tr("Prices"), this);
    auto *form = new QFormLayout(box);
    m_region = new QComboBox(box);
    m_region->setObjectName(QStringLiteral("costRegion"));
    m_priceDate = new QLabel(box);
    m_priceDate->setWordWrap(true);
    form->addRow(tr("Region"), m_region);
    form->addRow(QString(), m_priceDate);
    const QString labels[] = {tr("On demand, per million read request units"),
                              tr("On demand, per million write request units"),
                              tr("Provisioned, per RCU-hour"), tr("Provisioned, per WCU-hour"),
                              tr("Storage, per GB-month"), tr("Free storage, GB")};
    for (const QString &label : labels) {
        auto *spin = new QDoubleSpinBox(box);
        spin->setObjectName(QStringLiteral("costPrice%1").arg(m_priceBoxes.size()));
        spin->setDecimals(6);
        spin->setRange(0, 1e6);
        spin->setToolTip(label);
        m_priceBoxes << spin;
        form->addRow(label, spin);
        connect(spin, &QDoubleSpinBox::valueChanged, this, &CostEstimateView::pricesEdited);
    }
    m_utilization = new QDoubleSpinBox(box);
    m_utilization->setRange(10, 100);
    m_utilization->setValue(70);
    m_utilization->setSuffix(QStringLiteral(" %"));
    m_scale = new QDoubleSpinBox(box);
    m_scale->setRange(0, 1e12);
    m_scale->setDecimals(0);
    m_scale->setValue(1);
    m_scale->setPrefix(tr("× "));
    form->addRow(tr("Provisioned target utilisation"), m_utilization);
    form->addRow(tr("Items stored per sample item"), m_scale);
    connect(m_region, &QComboBox::currentIndexChanged, this, &CostEstimateView::choosePrices);
    connect(m_utilization, &QDoubleSpinBox::valueChanged, this, &CostEstimateView::recompute);
    connect(m_scale, &QDoubleSpinBox::valueChanged, this, &CostEstimateView::recompute);
    return box;
}

void CostEstimateView::showPricing()
{
    const design::DesignPricing &pricing = m_document.design().pricing;
    m_priceTables = shippedPrices();
    for (const design::PriceTable &edited : pricing.edited) {
        auto same = std::find_if(m_priceTables.begin(), m_priceTables.end(),
                                 [&](const auto &t) { return t.region == edited.region; });
        if (same != m_priceTables.end())
            *same = edited;
        else
            m_priceTables.push_back(edited);
    }
    int chosen = 0;
    QStringList regions;
    for (int i = 0; i < int(m_priceTables.size()); ++i) {
        const std::string &region = m_priceTables[std::size_t(i)].region;
        regions << QString::fromStdString(region);
        if (region == pricing.region)
            chosen = i;
    }
    m_filling = true;
    QStringList shown;
    for (int i = 0; i < m_region->count(); ++i)
        shown << m_region->itemText(i);
    if (shown != regions) { // not while the box is telling of a choice, unless it must
        m_region->clear();
        m_region->addItems(regions);
    }
    m_region->setCurrentIndex(chosen);
    m_filling = false;
    showRegion(chosen);
}

void CostEstimateView::showRegion(int region)
{
    if (region < 0 || std::size_t(region) >= m_priceTables.size())
        return;
    m_prices = m_priceTables[std::size_t(region)];
    const auto &edited = m_document.design().pricing.edited;
    bool isEdited = std::any_of(edited.begin(), edited.end(),
                                [&](const auto &t) { return t.region == m_prices.region; });
    QString dated = isEdited ? tr("Prices edited (from those of %1)")
                                   .arg(QString::fromStdString(m_prices.date))
                             : tr("Prices of %1, checked %2 (%3)")
                                   .arg(QString::fromStdString(m_prices.date),
                                        QString::fromStdString(m_prices.checked),
                                        QString::fromStdString(m_prices.currency));
    m_priceDate->setText(dated);
    // The notes (what could not be confirmed) with the source, where they have room.
    QString source = QString::fromStdString(m_prices.source);
    if (!m_prices.notes.empty())
        source += QStringLiteral("\n\n") + QString::fromStdString(m_prices.notes);
    m_priceDate->setToolTip(source);
    const double values[] = {m_prices.onDemandReadPerMillion, m_prices.onDemandWritePerMillion,
                             m_prices.provisionedReadPerHour, m_prices.provisionedWritePerHour,
                             m_prices.storagePerGbMonth, m_prices.freeStorageGb};
    m_filling = true;
    for (int i = 0; i < m_priceBoxes.size(); ++i)
        m_priceBoxes[i]->setValue(values[i]);
    m_filling = false;
    recompute();
}

void CostEstimateView::choosePrices(int region)
{
    if (m_filling || region < 0 || std::size_t(region) >= m_priceTables.size())
        return;
    design::DesignPricing pricing = m_document.design().pricing;
    pricing.region = m_priceTables[std::size_t(region)].region;
    m_document.setPricing(tr("Choose the price region"), std::move(pricing));
}

void CostEstimateView::pricesEdited()
{
    if (m_filling)
        return;
    design::PriceTable edited = m_prices;
    double *fields[] = {&edited.onDemandReadPerMillion, &edited.onDemandWritePerMillion,
                        &edited.provisionedReadPerHour, &edited.provisionedWritePerHour,
                        &edited.storagePerGbMonth, &edited.freeStorageGb};
    for (int i = 0; i < m_priceBoxes.size(); ++i)
        *fields[i] = m_priceBoxes[i]->value();
    design::DesignPricing pricing = m_document.design().pricing;
    pricing.region = edited.region;
    auto same = std::find_if(pricing.edited.begin(), pricing.edited.end(),
                             [&](const auto &t) { return t.region == edited.region; });
    if (same != pricing.edited.end())
        *same = std::move(edited);
    else
        pricing.edited.push_back(std::move(edited));
    m_document.setPricing(tr("Edit prices"), std::move(pricing));
}

void CostEstimateView::refresh() { recompute(); }

void CostEstimateView::measure()
{
    m_measure->setEnabled(false);
    m_measured.clear();
    measureNext(0);
}

void CostEstimateView::measureNext(std::size_t index)
{
    const design::DesignTable &table = m_document.table();
    while (index < table.accessPatterns.size()
           && table.accessPatterns[index].operation == "Stream")
        ++index;
    if (index >= table.accessPatterns.size()) {
        m_measure->setEnabled(true);
        recompute();
        Q_EMIT measured();
        return;
    }
    m_runner.runOnSample(table, table.accessPatterns[index],
                         [this, index](const PatternRun &run) {
                             if (run.ok) {
                                 Measured &m = m_measured[run.pattern];
                                 (run.write ? m.writeUnits : m.readUnits) = run.capacityUnits();
                             }
                             measureNext(index + 1);
                         });
}

void CostEstimateView::rateEdited(int row, int column)
{
    if (m_filling || column != Rate)
        return;
    bool ok = false;
    double rate = m_patterns->item(row, column)->text().toDouble(&ok);
    if (!ok || rate < 0)
        return recompute();
    if (row >= int(m_document.table().accessPatterns.size()))
        return;
    design::AccessPattern pattern = m_document.table().accessPatterns[std::size_t(row)];
    pattern.ratePerSecond = rate;
    m_document.replaceElement(tr("Set the rate of an access pattern"),
                              &design::DesignTable::accessPatterns, row, std::move(pattern));
}

void CostEstimateView::recompute()
{
    const design::DesignTable &table = m_document.table();
    std::vector<design::PatternLoad> loads;
    for (const design::AccessPattern &pattern : table.accessPatterns) {
        auto found = m_measured.find(QString::fromStdString(pattern.name));
        bool measured = found != m_measured.end();
        loads.push_back({pattern.name, pattern.ratePerSecond, measured ? found->readUnits : 0,
                         measured ? found->writeUnits : 0, measured});
    }
    m_estimate = design::estimateCost(loads, design::designStorageBytes(table, m_scale->value()),
                                      m_prices, m_utilization->value() / 100);
    m_filling = true;
    m_patterns->setRowCount(int(loads.size()));
    for (int r = 0; r < int(loads.size()); ++r) {
        const design::PatternLoad &load = loads[std::size_t(r)];
        const design::PatternCost &cost = m_estimate.patterns[std::size_t(r)];
        QString unmeasured = load.measured ? QString() : tr("—");
        m_patterns->setItem(r, Name, cell(QString::fromStdString(load.name)));
        m_patterns->setItem(r, Rate, cell(QString::number(load.ratePerSecond), true));
        m_patterns->setItem(r, ReadPerCall, cell(load.measured
                                                     ? QString::number(load.readUnitsPerCall)
                                                     : unmeasured));
        m_patterns->setItem(r, WritePerCall, cell(load.measured
                                                      ? QString::number(load.writeUnitsPerCall)
                                                      : unmeasured));
        m_patterns->setItem(r, ReadPerSecond, cell(QString::number(cost.readUnitsPerSecond)));
        m_patterns->setItem(r, WritePerSecond, cell(QString::number(cost.writeUnitsPerSecond)));
        m_patterns->setItem(r, Monthly, cell(money(cost.onDemandPerMonth, m_prices)));
    }
    m_patterns->resizeColumnsToContents();
    m_filling = false;
    const design::CostEstimate &e = m_estimate;
    m_totals->setText(
        tr("<b>On demand: %1/month</b> — reads %2, writes %3, storage %4<br>"
           "<b>Provisioned: %5/month</b> — %6 RCU (%7) and %8 WCU (%9) at %10 % utilisation "
           "for %11 RCU/s and %12 WCU/s, storage %4<br>Stored: %13")
            .arg(money(e.onDemandPerMonth, m_prices), money(e.onDemandReadsPerMonth, m_prices),
                 money(e.onDemandWritesPerMonth, m_prices), money(e.storagePerMonth, m_prices),
                 money(e.provisionedPerMonth, m_prices))
            .arg(e.provisionedReadUnits)
            .arg(money(e.provisionedReadsPerMonth, m_prices))
            .arg(e.provisionedWriteUnits)
            .arg(money(e.provisionedWritesPerMonth, m_prices))
            .arg(m_utilization->value(), 0, 'f', 0)
            .arg(e.readUnitsPerSecond, 0, 'f', 1)
            .arg(e.writeUnitsPerSecond, 0, 'f', 1)
            .arg(QLocale().formattedDataSize(qint64(e.storageBytes), 1,
                                             QLocale::DataSizeTraditionalFormat)));
}

} // namespace tablesmith::gui
