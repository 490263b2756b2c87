#include "design/partition_heat_view.h"
#include "common/count_text.h"
#include "design/design_document.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

namespace tablesmith::gui {
namespace {

constexpr std::size_t kMostBars = 60;
constexpr int kRowHeight = 18;
constexpr int kMargin = 6;
const QColor kItemsColor(0x3b, 0x6e, 0xa8);
const QColor kBytesColor(0x7f, 0xa8, 0xd8);
const QColor kFlaggedColor(0xc6, 0x28, 0x28);

QString bytesText(std::uint64_t bytes)
{
    return QLocale().formattedDataSize(qint64(bytes), 1, QLocale::DataSizeTraditionalFormat);
}

QString numbersText(const design::PartitionHeat &heat)
{
    return HeatHistogram::tr("%Ln item(s) · %1 · %2 RCU/s · %3 WCU/s", nullptr,
                             countForTr(heat.items))
        .arg(bytesText(heat.bytes))
        .arg(heat.readUnitsPerSecond, 0, 'f', 0)
        .arg(heat.writeUnitsPerSecond, 0, 'f', 0);
}

double units(const design::PartitionHeat &heat)
{
    return std::max(heat.readUnitsPerSecond / design::kPartitionReadUnitsLimit,
                    heat.writeUnitsPerSecond / design::kPartitionWriteUnitsLimit);
}

} // namespace

HeatHistogram::HeatHistogram(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("partitionHeatHistogram"));
    setMinimumHeight(120);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
}

void HeatHistogram::setHeat(design::PartitionHeatMap heat)
{
    m_heat = std::move(heat);
    m_shown.resize(m_heat.partitions.size());
    for (std::size_t i = 0; i < m_shown.size(); ++i)
        m_shown[i] = i;
    const auto &p = m_heat.partitions;
    std::stable_sort(m_shown.begin(), m_shown.end(), [&p](std::size_t a, std::size_t b) {
        if (p[a].flagged() != p[b].flagged())
            return p[a].flagged();
        if (units(p[a]) != units(p[b]))
            return units(p[a]) > units(p[b]);
        return p[a].items > p[b].items;
    });
    if (m_shown.size() > kMostBars)
        m_shown.resize(kMostBars);
    // The bars are painted: a screen reader gets their rows as text, in the order drawn.
    QStringList rows;
    for (std::size_t i : m_shown)
        rows << tr("%1: %2").arg(QString::fromStdString(p[i].key), numbersText(p[i]));
    setAccessibleDescription(rows.join(QLatin1Char('\n')));
    updateGeometry();
    update();
}

QSize HeatHistogram::sizeHint() const
{
    return {600, 2 * kMargin + kRowHeight * int(m_shown.size() + 1)};
}

void HeatHistogram::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing, false);
    const QFontMetrics metrics(font());
    int labelWidth = metrics.horizontalAdvance(QStringLiteral("M")) * 4;
    for (std::size_t i : m_shown)
        labelWidth = std::max(labelWidth, metrics.horizontalAdvance(
                                              QString::fromStdString(m_heat.partitions[i].key)));
    labelWidth = std::min(labelWidth + kMargin, width() / 3);
    m_numbersWidth = 0;
    for (std::size_t i : m_shown)
        m_numbersWidth = std::max(m_numbersWidth,
                                  metrics.horizontalAdvance(numbersText(m_heat.partitions[i])));
    painter.setPen(palette().color(QPalette::Text));
    painter.drawText(QRect(kMargin, kMargin, width(), kRowHeight), Qt::AlignVCenter,
                     tr("Partition key · items (dark) and bytes (light), hottest first"));
    int y = kMargin + kRowHeight;
    for (std::size_t i : m_shown) {
        paintRow(painter, m_heat.partitions[i], y, labelWidth);
        y += kRowHeight;
    }
}

void HeatHistogram::paintRow(QPainter &painter, const design::PartitionHeat &heat, int y,
                             int labelWidth)
{
    const int barsLeft = kMargin + labelWidth;
    const int barsWidth = std::max(20, width() - barsLeft - 2 * kMargin - m_numbersWidth);
    const int half = (kRowHeight - 4) / 2;
    painter.setPen(heat.flagged() ? kFlaggedColor : palette().color(QPalette::Text));
    QString key = painter.fontMetrics().elidedText(QString::fromStdString(heat.key),
                                                   Qt::ElideMiddle, labelWidth - kMargin);
    painter.drawText(QRect(kMargin, y, labelWidth - kMargin, kRowHeight),
                     Qt::AlignVCenter | Qt::AlignRight, key);
    auto bar = [&](double share, int top, const QColor &color) {
        int w = std::max(1, int(share * barsWidth));
        painter.fillRect(QRect(barsLeft, top, w, half), heat.flagged() ? kFlaggedColor : color);
    };
    bar(m_heat.mostItems ? double(heat.items) / double(m_heat.mostItems) : 0, y + 2,
        kItemsColor);
    bar(m_heat.mostBytes ? double(heat.bytes) / double(m_heat.mostBytes) : 0, y + 2 + half,
        heat.flagged() ? kFlaggedColor.lighter(140) : kBytesColor);
    QString numbers = numbersText(heat);
    painter.setPen(heat.flagged() ? kFlaggedColor : palette().color(QPalette::Text));
    painter.drawText(QRect(barsLeft + barsWidth + kMargin, y, width(), kRowHeight),
                     Qt::AlignVCenter, numbers);
}

PartitionHeatView::PartitionHeatView(DesignDocument &document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    auto *layout = new QVBoxLayout(this);
    auto *form = new QHBoxLayout;
    m_target = new QComboBox(this);
    m_target->setObjectName(QStringLiteral("partitionHeatTarget"));
    auto spin = [this](double max, double value, const QString &suffix) {
        auto *box = new QDoubleSpinBox(this);
        box->setRange(0, max);
        box->setDecimals(suffix.isEmpty() ? 2 : 0);
        box->setValue(value);
        box->setSuffix(suffix);
        return box;
    };
    m_reads = spin(1e9, 1000, tr(" reads/s"));
    m_writes = spin(1e9, 100, tr(" writes/s"));
    m_scale = spin(1e9, 1, QString());
    m_scale->setPrefix(tr("× "));
    m_scale->setToolTip(tr("Items in production per sample item: scales bytes and item "
                           "collections"));
    m_strong = new QCheckBox(tr("Strongly consistent"), this);
    form->addWidget(new QLabel(tr("Partitions of"), this));
    form->addWidget(m_target);
    form->addWidget(m_reads);
    form->addWidget(m_writes);
    form->addWidget(new QLabel(tr("Scale"), this));
    form->addWidget(m_scale);
    form->addWidget(m_strong);
    form->addStretch();
    layout->addLayout(form);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("partitionHeatSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    m_histogram = new HeatHistogram(this);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_histogram);
    scroll->setWidgetResizable(true);
    layout->addWidget(scroll, 1);
    m_flags = new QLabel(this);
    m_flags->setObjectName(QStringLiteral("partitionHeatFlags"));
    m_flags->setWordWrap(true);
    layout->addWidget(m_flags);
    connect(m_target, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_refreshing)
            recompute();
    });
    for (QDoubleSpinBox *box : {m_reads, m_writes, m_scale})
        connect(box, &QDoubleSpinBox::valueChanged, this, &PartitionHeatView::recompute);
    connect(m_strong, &QCheckBox::toggled, this, &PartitionHeatView::recompute);
}

void PartitionHeatView::refresh()
{
    m_refreshing = true;
    QString current = m_target->currentData().toString();
    m_target->clear();
    const design::DesignTable &table = m_document.table();
    m_target->addItem(tr("table %1").arg(QString::fromStdString(table.name)), QString());
    for (const design::SecondaryIndex &index : table.indexes) {
        QString name = QString::fromStdString(index.index.name);
        m_target->addItem(index.index.global ? tr("GSI %1").arg(name) : tr("LSI %1").arg(name),
                          name);
    }
    m_target->setCurrentIndex(std::max(0, m_target->findData(current)));
    m_refreshing = false;
    recompute();
}

void PartitionHeatView::setTarget(const QString &indexName)
{
    m_target->setCurrentIndex(std::max(0, m_target->findData(indexName)));
}

void PartitionHeatView::setRates(double readsPerSecond, double writesPerSecond)
{
    m_reads->setValue(readsPerSecond);
    m_writes->setValue(writesPerSecond);
}

void PartitionHeatView::recompute()
{
    design::HeatLoad load;
    load.readsPerSecond = m_reads->value();
    load.writesPerSecond = m_writes->value();
    load.scale = m_scale->value();
    load.stronglyConsistent = m_strong->isChecked();
    design::PartitionHeatMap heat = design::partitionHeat(
        m_document.table(), m_target->currentData().toString().toStdString(), load);
    m_summary->setText(tr("%1 · %2 · %3 — reads and writes spread as the sample does, plus the "
                          "access patterns' rates")
                           .arg(tr("%Ln partition(s)", nullptr, countForTr(heat.partitions.size())),
                                tr("%Ln item(s)", nullptr, countForTr(heat.items)),
                                bytesText(heat.bytes)));
    QStringList flags;
    for (const design::PartitionHeat &p : heat.partitions) {
        QString key = QString::fromStdString(p.key);
        if (p.overReadLimit)
            flags << tr("%1: %2 RCU/s, past the 3,000 RCU/s partition limit")
                         .arg(key).arg(p.readUnitsPerSecond, 0, 'f', 0);
        if (p.overWriteLimit)
            flags << tr("%1: %2 WCU/s, past the 1,000 WCU/s partition limit")
                         .arg(key).arg(p.writeUnitsPerSecond, 0, 'f', 0);
        if (p.itemCollectionNearLimit)
            flags << tr("%1: item collection %2 of the 10 GB an LSI allows")
                         .arg(key, bytesText(p.itemCollectionBytes));
    }
    m_flags->setText(flags.isEmpty() ? tr("No partition past DynamoDB's limits at these rates.")
                                     : tr("⚠ %1").arg(flags.join(QStringLiteral("\n⚠ "))));
    m_flags->setStyleSheet(flags.isEmpty() ? QString() : QStringLiteral("color: #c62828"));
    m_histogram->setHeat(std::move(heat));
}

} // namespace tablesmith::gui
