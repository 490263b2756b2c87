#include "grid/column_state.h"

#include "grid/table_items_model.h"

#include <QHeaderView>
#include <QSettings>
#include <QTimer>

#include <algorithm>
#include <vector>

namespace tablesmith::gui {
namespace {

QString settingsKey(const QString &key)
{
    return QStringLiteral("grid/columns/") + QString(key).replace(QLatin1Char('/'),
                                                                  QLatin1Char('|'));
}

} // namespace

ColumnState::ColumnState(QHeaderView *header, TableItemsModel *model, QString key,
                         QObject *parent)
    : QObject(parent), m_header(header), m_model(model), m_key(std::move(key)),
      m_saveTimer(new QTimer(this))
{
    load();
    // Dragging a column edge resizes it many times a second; write once it settles.
    m_saveTimer->setSingleShot(true);
    m_saveTimer->setInterval(300);
    connect(m_saveTimer, &QTimer::timeout, this, &ColumnState::save);
    connect(header, &QHeaderView::sectionMoved, this, &ColumnState::scheduleSave);
    // Hiding a section reports it as resized to 0; the width it had is the one to keep.
    connect(header, &QHeaderView::sectionResized, this,
            [this](int section, int oldSize, int newSize) {
                if (m_applying || !isColumnView())
                    return;
                const int width = newSize > 0 ? newSize : oldSize;
                if (width > 0)
                    m_widths.insert(columnName(section), width);
                scheduleSave();
            });
    // Queued: the header takes in new sections after the model's signal.
    connect(model, &TableItemsModel::columnsInserted, this, &ColumnState::apply,
            Qt::QueuedConnection);
    connect(model, &TableItemsModel::modelReset, this, &ColumnState::apply,
            Qt::QueuedConnection);
}

bool ColumnState::isColumnView() const
{
    return m_model->viewMode() == TableItemsModel::ViewMode::Columns;
}

QString ColumnState::columnName(int section) const
{
    return m_model->headerData(section, Qt::Horizontal).toString();
}

int ColumnState::savedWidth(int section) const
{
    if (!isColumnView())
        return -1;
    const auto found = m_saved.constFind(columnName(section));
    return found == m_saved.constEnd() || found->width <= 0 ? -1 : found->width;
}

void ColumnState::load()
{
    const QVariantMap map = QSettings().value(settingsKey(m_key)).toMap();
    for (auto it = map.constBegin(); it != map.constEnd(); ++it) {
        const QVariantList fields = it.value().toList();
        if (fields.size() != 3)
            continue; // written by another version: ignore rather than misplace
        Saved saved;
        saved.visualIndex = fields[0].toInt();
        saved.width = fields[1].toInt();
        saved.hidden = fields[2].toBool();
        m_saved.insert(it.key(), saved);
    }
}

void ColumnState::scheduleSave()
{
    if (!m_applying && isColumnView())
        m_saveTimer->start();
}

void ColumnState::save()
{
    m_saveTimer->stop();
    if (!isColumnView())
        return;
    for (int section = 0; section < m_header->count(); ++section) {
        Saved saved;
        saved.visualIndex = m_header->visualIndex(section);
        saved.hidden = m_header->isSectionHidden(section);
        // A hidden section reports 0; keep the width it had.
        saved.width = saved.hidden ? m_widths.value(columnName(section))
                                   : m_header->sectionSize(section);
        if (saved.hidden && saved.width == 0)
            saved.width = m_saved.value(columnName(section)).width;
        m_saved.insert(columnName(section), saved);
    }
    QVariantMap map;
    for (auto it = m_saved.constBegin(); it != m_saved.constEnd(); ++it)
        map.insert(it.key(), QVariantList{it->visualIndex, it->width, it->hidden});
    QSettings().setValue(settingsKey(m_key), map);
}

void ColumnState::flush()
{
    if (m_saveTimer->isActive())
        save();
}

void ColumnState::apply()
{
    if (!isColumnView() || m_saved.isEmpty())
        return;
    m_applying = true;
    std::vector<std::pair<int, int>> moves; // saved visual index, logical section
    for (int section = 0; section < m_header->count(); ++section) {
        const auto found = m_saved.constFind(columnName(section));
        if (found == m_saved.constEnd())
            continue;
        if (found->width > 0)
            m_header->resizeSection(section, found->width);
        m_header->setSectionHidden(section, found->hidden);
        moves.emplace_back(found->visualIndex, section);
    }
    // Lowest target first, so each move leaves the earlier ones where they were put.
    std::sort(moves.begin(), moves.end());
    for (const auto &[visual, section] : moves)
        m_header->moveSection(m_header->visualIndex(section),
                              std::min(visual, m_header->count() - 1));
    m_applying = false;
}

} // namespace tablesmith::gui
