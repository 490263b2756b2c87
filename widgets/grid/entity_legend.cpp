#include "grid/entity_legend.h"

#include "grid/entity_filter_proxy.h"
#include "grid/table_items_model.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QToolButton>

namespace tablesmith::gui {
namespace {

// Filled while the type is shown, an outline while it is filtered out.
QIcon swatch(const QColor &color, bool shown)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(shown ? QPen(Qt::NoPen) : QPen(color, 1.5));
    painter.setBrush(shown ? QBrush(color) : QBrush(Qt::NoBrush));
    painter.drawRoundedRect(QRectF(2.5, 2.5, 11, 11), 3, 3);
    return QIcon(pixmap);
}

void showState(QToolButton *button, const QColor &color, bool shown)
{
    button->setIcon(swatch(color, shown));
    QFont font = button->font();
    font.setStrikeOut(!shown);
    button->setFont(font);
}

} // namespace

EntityLegend::EntityLegend(QWidget *parent) : QWidget(parent)
{
    auto *title = new QLabel(tr("Entity types:"), this);
    title->setForegroundRole(QPalette::PlaceholderText);
    m_buttons = new QHBoxLayout;
    m_buttons->setSpacing(2);
    auto *separatorLabel = new QLabel(tr("key separator"), this);
    separatorLabel->setForegroundRole(QPalette::PlaceholderText);
    m_separator = new QLineEdit(QString(kDefaultEntitySeparator), this);
    m_separator->setMaxLength(1);
    m_separator->setFixedWidth(m_separator->fontMetrics().horizontalAdvance(QLatin1Char('W')) * 3);
    m_separator->setAlignment(Qt::AlignCenter);
    m_separator->setToolTip(tr("Entity types are the part of a key before this character"));
    m_separator->setAccessibleName(tr("Entity key separator"));
    separatorLabel->setBuddy(m_separator);
    connect(m_separator, &QLineEdit::textEdited, this, [this](const QString &text) {
        if (m_model && !text.isEmpty())
            m_model->setEntitySeparator(text.front());
    });

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 0, 10, 6);
    layout->setSpacing(6);
    layout->addWidget(title);
    layout->addLayout(m_buttons);
    layout->addStretch(1);
    layout->addWidget(separatorLabel);
    layout->addWidget(m_separator);
}

void EntityLegend::attach(TableItemsModel *model, EntityFilterProxy *proxy)
{
    m_model = model;
    m_proxy = proxy;
    connect(model, &TableItemsModel::entityTypesChanged, this, &EntityLegend::rebuild);
    rebuild();
}

void EntityLegend::clearButtons()
{
    while (QLayoutItem *item = m_buttons->takeAt(0)) {
        delete item->widget();
        delete item;
    }
}

void EntityLegend::rebuild()
{
    clearButtons();
    if (!m_model)
        return;
    const auto hidden = m_proxy->hiddenEntityTypes();
    for (const QString &type : m_model->entityTypes()) {
        auto *button = new QToolButton(this);
        button->setObjectName(QStringLiteral("entity_") + type);
        button->setText(entityDisplayName(type));
        const QColor color = m_model->entityColor(type);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setAutoRaise(true);
        button->setCheckable(true);
        button->setChecked(!hidden.contains(type));
        showState(button, color, button->isChecked());
        button->setToolTip(m_model->hasEntityTemplates()
                               ? tr("Show or hide %1 items").arg(entityDisplayName(type))
                               : tr("Show or hide %1 items (key prefix \"%2\")")
                                     .arg(entityDisplayName(type), type));
        connect(button, &QToolButton::toggled, this, [this, button, type, color](bool shown) {
            showState(button, color, shown);
            m_proxy->setEntityTypeShown(type, shown);
        });
        m_buttons->addWidget(button);
    }
    if (m_model->entityTypes().isEmpty()) {
        auto *none = new QLabel(tr("none found"), this);
        none->setForegroundRole(QPalette::PlaceholderText);
        m_buttons->addWidget(none);
    }
}

} // namespace tablesmith::gui
