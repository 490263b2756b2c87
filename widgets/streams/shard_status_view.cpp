#include "streams/shard_status_view.h"

#include <QHeaderView>
#include <QLocale>

namespace tablesmith::gui {

ShardStatusView::ShardStatusView(QWidget *parent) : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("shardStatusView"));
    setAccessibleName(tr("Stream shards"));
    setHeaderLabels({tr("Shard"), tr("Parent"), tr("State"), tr("Records"),
                     tr("Last sequence number"), tr("Iterator age"), tr("Behind")});
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    header()->setStretchLastSection(true);
}

QString ShardStatusView::durationText(double ms)
{
    if (ms < 0)
        return QStringLiteral("—");
    if (ms < 1000)
        return tr("%1 ms").arg(qRound(ms));
    if (ms < 120000)
        return tr("%1 s").arg(QLocale().toString(ms / 1000, 'f', 1));
    if (ms < 2 * 3600000.0)
        return tr("%1 min").arg(qRound(ms / 60000));
    return tr("%1 h").arg(QLocale().toString(ms / 3600000, 'f', 1));
}

QString ShardStatusView::stateText(const FeedShard &shard)
{
    if (shard.waitingForParent)
        return tr("waiting for its parent");
    if (shard.finished)
        return tr("closed, read to its end");
    return shard.open ? tr("open, reading") : tr("closed, reading");
}

void ShardStatusView::showStatus(const FeedStatus &status, bool pushed)
{
    clear();
    if (status.shardList.empty()) {
        auto *row = new QTreeWidgetItem(this);
        row->setText(ShardColumn, pushed ? tr("Records are pushed right after each commit: "
                                              "there are no shards to poll.")
                                         : tr("No shards yet."));
        row->setFirstColumnSpanned(true);
        row->setDisabled(true);
        return;
    }
    for (const FeedShard &shard : status.shardList) {
        auto *row = new QTreeWidgetItem(this);
        row->setText(ShardColumn, shard.shardId);
        row->setToolTip(ShardColumn, tr("Table %1").arg(shard.tableName));
        row->setText(ParentColumn, shard.parentShardId.isEmpty() ? QStringLiteral("—")
                                                                 : shard.parentShardId);
        row->setText(StateColumn, stateText(shard));
        row->setText(RecordsColumn, QLocale().toString(shard.recordsRead));
        row->setText(SequenceColumn, shard.lastSequenceNumber);
        row->setText(AgeColumn, durationText(shard.iteratorAgeMs));
        row->setText(BehindColumn, durationText(shard.millisBehindLatest));
        for (int column : {RecordsColumn, AgeColumn, BehindColumn})
            row->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
        row->setDisabled(shard.finished);
    }
}

} // namespace tablesmith::gui
