#include "streams/record_diff_view.h"

#include "common/app_style.h"
#include "common/attribute_text.h"
#include "editor/item_json.h"
#include "streams/stream_record_model.h"

#include <tablesmith/item_diff.h>

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tablesmith::gui {
namespace json = boost::json;

namespace {

QString stringOf(const json::object &object, std::string_view name)
{
    const json::value *value = object.if_contains(name);
    return value && value->is_string() ? QString::fromStdString(std::string(value->get_string()))
                                       : QString();
}

QString viewTypeOf(const InspectorRecord &record)
{
    const json::value *dynamodb = record.record.if_contains("dynamodb");
    return dynamodb && dynamodb->is_object() ? stringOf(dynamodb->get_object(), "StreamViewType")
                                             : QString();
}

// Light tints on the light palette, deep ones on the dark: the palette's text stays readable.
QColor changeColour(AttributeChange::Kind kind)
{
    const bool dark = isDarkPalette();
    switch (kind) {
    case AttributeChange::Kind::Added:
        return dark ? QColor(0x1b, 0x3a, 0x28) : QColor(0xe8, 0xf5, 0xe9);
    case AttributeChange::Kind::Removed:
        return dark ? QColor(0x45, 0x1e, 0x24) : QColor(0xff, 0xeb, 0xee);
    case AttributeChange::Kind::Changed:
        return dark ? QColor(0x42, 0x36, 0x14) : QColor(0xff, 0xf8, 0xe1);
    }
    return {};
}

QString changeKindText(AttributeChange::Kind kind)
{
    switch (kind) {
    case AttributeChange::Kind::Added: return RecordDiffView::tr("added");
    case AttributeChange::Kind::Removed: return RecordDiffView::tr("removed");
    case AttributeChange::Kind::Changed: return RecordDiffView::tr("changed");
    }
    return {};
}

QString valueText(const std::optional<AttributeValue> &value)
{
    return value ? attributeValueText(toJson(*value), 80) : QString();
}

QPlainTextEdit *imagePane(QWidget *parent, const QString &name)
{
    auto *pane = new QPlainTextEdit(parent);
    pane->setAccessibleName(name);
    pane->setReadOnly(true);
    pane->setLineWrapMode(QPlainTextEdit::NoWrap);
    pane->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return pane;
}

} // namespace

QString missingImageReason(const InspectorRecord &record, const char *image)
{
    const bool old = std::string_view(image) == "OldImage";
    const QString event = record.eventName();
    if (old && event == QLatin1String("INSERT"))
        return RecordDiffView::tr("An INSERT has no old image: the item did not exist.");
    if (!old && event == QLatin1String("REMOVE"))
        return RecordDiffView::tr("A REMOVE has no new image: the item is gone.");
    const QString type = viewTypeOf(record);
    const bool recorded = type == QLatin1String("NEW_AND_OLD_IMAGES")
                          || type == QLatin1String(old ? "OLD_IMAGE" : "NEW_IMAGE");
    if (recorded || type.isEmpty())
        return {};
    return RecordDiffView::tr("%1 is not recorded: the stream's view type is %2.")
        .arg(QLatin1String(old ? "OLD_IMAGE" : "NEW_IMAGE"), type);
}

RecordDiffView::RecordDiffView(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QHBoxLayout;
    m_format = new QComboBox(this);
    m_format->addItems({tr("DynamoDB JSON"), tr("Plain JSON")});
    m_format->setAccessibleName(tr("Image format"));
    m_missing = new QLabel(this);
    m_missing->setWordWrap(true);
    auto *copyOld = new QPushButton(tr("Copy old"), this);
    auto *copyNew = new QPushButton(tr("Copy new"), this);
    bar->addWidget(m_format);
    bar->addWidget(m_missing, 1);
    bar->addWidget(copyOld);
    bar->addWidget(copyNew);
    layout->addLayout(bar);

    auto *split = new QSplitter(Qt::Vertical, this);
    m_changes = new QTreeWidget(split);
    m_changes->setAccessibleName(tr("Changed attributes"));
    m_changes->setHeaderLabels({tr("Attribute"), tr("Change"), tr("Old"), tr("New")});
    m_changes->setRootIsDecorated(false);
    m_changes->setUniformRowHeights(true);
    m_changes->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto *images = new QSplitter(Qt::Horizontal, split);
    m_oldText = imagePane(images, tr("Old image"));
    m_newText = imagePane(images, tr("New image"));
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);

    connect(m_format, &QComboBox::currentIndexChanged, this, &RecordDiffView::refreshImages);
    connect(copyOld, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_oldText->toPlainText()); });
    connect(copyNew, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_newText->toPlainText()); });
}

void RecordDiffView::showRecord(const InspectorRecord *record)
{
    m_oldImage.reset();
    m_newImage.reset();
    QStringList missing;
    if (record) {
        if (const json::object *image = record->image("OldImage"))
            m_oldImage = *image;
        if (const json::object *image = record->image("NewImage"))
            m_newImage = *image;
        for (const char *name : {"OldImage", "NewImage"}) {
            const QString reason = missingImageReason(*record, name);
            if (!reason.isEmpty())
                missing << reason;
        }
    }
    if (!fillChanges(record) && record->eventName() == QLatin1String("MODIFY"))
        missing << tr("Which attributes changed is unknown without both images.");
    m_missing->setText(missing.join(QLatin1Char(' ')));
    refreshImages();
}

bool RecordDiffView::fillChanges(const InspectorRecord *record)
{
    m_changes->clear();
    if (!record)
        return true;
    const auto changes = recordChanges(record->record);
    if (!changes)
        return false;
    for (const AttributeChange &change : *changes) {
        auto *row = new QTreeWidgetItem(m_changes);
        row->setText(0, QString::fromStdString(change.pathText()));
        row->setText(1, changeKindText(change.kind));
        row->setText(2, valueText(change.oldValue));
        row->setText(3, valueText(change.newValue));
        for (int column = 0; column < 4; ++column)
            row->setBackground(column, changeColour(change.kind));
    }
    return true;
}

QString RecordDiffView::imageText(const json::object *image) const
{
    if (!image)
        return {};
    return m_format->currentIndex() == 0 ? dynamoJsonText(*image) : plainJsonText(*image);
}

void RecordDiffView::refreshImages()
{
    m_oldText->setPlainText(imageText(m_oldImage ? &*m_oldImage : nullptr));
    m_newText->setPlainText(imageText(m_newImage ? &*m_newImage : nullptr));
}

QStringList RecordDiffView::changeRows() const
{
    QStringList rows;
    for (int i = 0; i < m_changes->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *row = m_changes->topLevelItem(i);
        rows << row->text(0) + QStringLiteral(": ") + row->text(1);
    }
    return rows;
}

QString RecordDiffView::missingImageText() const { return m_missing->text(); }

} // namespace tablesmith::gui
