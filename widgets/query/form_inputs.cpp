#include "query/form_inputs.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>
#include <QVBoxLayout>

namespace tablesmith::gui {
namespace {

const QStringList &valueTypes()
{
    static const QStringList types = {"S", "N", "B", "BOOL", "NULL", "M", "L", "SS", "NS", "BS"};
    return types;
}

QToolButton *smallButton(const QString &text, const QString &tip, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setText(text);
    button->setToolTip(tip);
    button->setAutoRaise(true);
    return button;
}

QCompleter *newCompleter(const QStringList &words, QObject *parent)
{
    auto *completer = new QCompleter(words, parent);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    return completer;
}

} // namespace

QLabel *newFieldMessage(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(QStringLiteral("fieldMessage"));
    label->setStyleSheet(QStringLiteral("color: #dc2626;"));
    label->setWordWrap(true);
    label->hide();
    return label;
}

TypedValueInput::TypedValueInput(QWidget *parent)
    : QWidget(parent), m_type(new QComboBox(this)), m_text(new QLineEdit(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    m_type->addItems(valueTypes());
    m_type->setToolTip(tr("DynamoDB type of the value"));
    m_type->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_text->setPlaceholderText(tr("value"));
    m_text->setMinimumWidth(m_text->fontMetrics().averageCharWidth() * 12);
    layout->addWidget(m_type);
    layout->addWidget(m_text, 1);
    connect(m_text, &QLineEdit::textEdited, this, &TypedValueInput::edited);
    connect(m_type, &QComboBox::activated, this, &TypedValueInput::edited);
}

builder::TypedValue TypedValueInput::value() const
{
    return {m_type->currentText().toStdString(), m_text->text().toStdString()};
}

void TypedValueInput::setValue(const builder::TypedValue &value)
{
    const int index = m_type->findText(QString::fromStdString(value.type));
    m_type->setCurrentIndex(index < 0 ? 0 : index);
    m_text->setText(QString::fromStdString(value.text));
}

void TypedValueInput::setCompletions(const QStringList &values)
{
    if (!values.isEmpty())
        m_text->setCompleter(newCompleter(values, m_text));
}

void TypedValueInput::setTypeLocked(bool locked)
{
    m_type->setEnabled(!locked);
}

QLineEdit *newPathEdit(const QStringList &names, QWidget *parent)
{
    auto *edit = new QLineEdit(parent);
    edit->setPlaceholderText(QObject::tr("attribute path, e.g. address.city or tags[0]"));
    edit->setCompleter(newCompleter(names, edit));
    return edit;
}

ConditionGroupWidget::ConditionGroupWidget(builder::ConditionGroup &group, QString field,
                                           QStringList names,
                                           std::function<QStringList(const QString &)> valuesOf,
                                           const FieldRegistrar &registrar, bool nested,
                                           QWidget *parent)
    : QWidget(parent), m_group(group), m_field(std::move(field)), m_names(std::move(names)),
      m_valuesOf(std::move(valuesOf))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(nested ? 16 : 0, 2, 0, 2);
    layout->setSpacing(2);
    layout->addWidget(buildHeader(nested));
    for (int i = 0; i < int(m_group.rows.size()); ++i)
        layout->addWidget(buildRow(i, registrar));
    for (int i = 0; i < int(m_group.groups.size()); ++i) {
        auto *sub = new ConditionGroupWidget(m_group.groups[std::size_t(i)],
                                             m_field + QStringLiteral(".groups[%1]").arg(i),
                                             m_names, m_valuesOf, registrar, true, this);
        connect(sub, &ConditionGroupWidget::edited, this, &ConditionGroupWidget::edited);
        connect(sub, &ConditionGroupWidget::structureChanged, this,
                &ConditionGroupWidget::structureChanged);
        connect(sub, &ConditionGroupWidget::removeRequested, this, [this, i] {
            m_group.groups.erase(m_group.groups.begin() + i);
            Q_EMIT structureChanged();
        });
        layout->addWidget(sub);
    }
}

QWidget *ConditionGroupWidget::buildHeader(bool nested)
{
    auto *header = new QWidget(this);
    auto *layout = new QHBoxLayout(header);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *negated = new QCheckBox(tr("NOT"), header);
    negated->setToolTip(tr("Negate the whole group"));
    negated->setChecked(m_group.negated);
    auto *join = new QComboBox(header);
    join->addItems({tr("All of (AND)"), tr("Any of (OR)")});
    join->setCurrentIndex(m_group.anyOf ? 1 : 0);
    auto *addRow = smallButton(tr("+ Condition"), tr("Add a condition row"), header);
    auto *addGroup = smallButton(tr("+ Group"), tr("Add a nested group"), header);
    layout->addWidget(negated);
    layout->addWidget(join);
    layout->addStretch();
    layout->addWidget(addRow);
    layout->addWidget(addGroup);
    connect(negated, &QCheckBox::toggled, this, [this](bool on) {
        m_group.negated = on;
        Q_EMIT edited();
    });
    connect(join, &QComboBox::activated, this, [this](int index) {
        m_group.anyOf = index == 1;
        Q_EMIT edited();
    });
    connect(addRow, &QToolButton::clicked, this, [this] {
        m_group.rows.push_back({});
        Q_EMIT structureChanged();
    });
    connect(addGroup, &QToolButton::clicked, this, [this] {
        builder::ConditionGroup sub;
        sub.anyOf = !m_group.anyOf;
        sub.rows.resize(2);
        m_group.groups.push_back(std::move(sub));
        Q_EMIT structureChanged();
    });
    if (nested) {
        auto *remove = smallButton(QStringLiteral("×"), tr("Remove this group"), header);
        layout->addWidget(remove);
        connect(remove, &QToolButton::clicked, this, &ConditionGroupWidget::removeRequested);
    }
    return header;
}

QWidget *ConditionGroupWidget::buildRow(int index, const FieldRegistrar &registrar)
{
    builder::ConditionRow &row = m_group.rows[std::size_t(index)];
    auto *box = new QWidget(this);
    auto *outer = new QVBoxLayout(box);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(0);
    auto *line = new QWidget(box);
    line->setObjectName(QStringLiteral("conditionRow"));
    auto *layout = new QHBoxLayout(line);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    auto *negated = new QCheckBox(tr("NOT"), line);
    negated->setChecked(row.negated);
    auto *path = newPathEdit(m_names, line);
    path->setText(QString::fromStdString(row.path));
    auto *op = new QComboBox(line);
    for (int k = 0; k <= int(builder::ConditionOperator::SizeGE); ++k)
        op->addItem(QString::fromStdString(
            std::string(builder::conditionOperatorText(builder::ConditionOperator(k)))));
    op->setCurrentIndex(int(row.op));
    // The longest operator (attribute_not_exists) would squeeze the value to a few letters.
    op->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    op->setMinimumContentsLength(11);
    auto *remove = smallButton(QStringLiteral("×"), tr("Remove this condition"), line);
    layout->addWidget(negated);
    layout->addWidget(path, 2);
    layout->addWidget(op);
    outer->addWidget(line);
    buildValues(line, index);
    layout->addWidget(remove);
    QLabel *message = newFieldMessage(box);
    outer->addWidget(message);
    registrar(m_field + QStringLiteral(".rows[%1]").arg(index), message);
    connect(negated, &QCheckBox::toggled, this, [this, index](bool on) {
        m_group.rows[std::size_t(index)].negated = on;
        Q_EMIT edited();
    });
    connect(path, &QLineEdit::textEdited, this, [this, index](const QString &text) {
        m_group.rows[std::size_t(index)].path = text.toStdString();
        Q_EMIT edited();
    });
    connect(op, &QComboBox::activated, this, [this, index](int k) {
        auto &target = m_group.rows[std::size_t(index)];
        target.op = builder::ConditionOperator(k);
        const int wanted = builder::valueCount(target.op);
        target.values.resize(std::size_t(wanted < 0 ? std::max<int>(1, int(target.values.size()))
                                                    : wanted));
        if (k >= int(builder::ConditionOperator::SizeEQ))
            for (auto &value : target.values)
                value.type = "N";
        Q_EMIT structureChanged();
    });
    connect(remove, &QToolButton::clicked, this, [this, index] {
        m_group.rows.erase(m_group.rows.begin() + index);
        Q_EMIT structureChanged();
    });
    return box;
}

void ConditionGroupWidget::buildValues(QWidget *line, int index)
{
    builder::ConditionRow &row = m_group.rows[std::size_t(index)];
    auto *layout = static_cast<QHBoxLayout *>(line->layout());
    const int wanted = builder::valueCount(row.op);
    if (wanted >= 0)
        row.values.resize(std::size_t(wanted));
    else if (row.values.empty())
        row.values.resize(1);
    const QStringList seen = m_valuesOf(QString::fromStdString(row.path));
    for (int v = 0; v < int(row.values.size()); ++v) {
        if (v > 0)
            layout->addWidget(new QLabel(wanted == 2 ? tr("and") : QStringLiteral(","), line));
        auto *input = new TypedValueInput(line);
        input->setValue(row.values[std::size_t(v)]);
        input->setCompletions(seen);
        layout->addWidget(input, 2);
        connect(input, &TypedValueInput::edited, this, [this, index, v, input] {
            m_group.rows[std::size_t(index)].values[std::size_t(v)] = input->value();
            Q_EMIT edited();
        });
    }
    if (wanted < 0) {
        auto *more = smallButton(QStringLiteral("+"), tr("Another value for IN"), line);
        layout->addWidget(more);
        connect(more, &QToolButton::clicked, this, [this, index] {
            m_group.rows[std::size_t(index)].values.emplace_back();
            Q_EMIT structureChanged();
        });
    }
}

} // namespace tablesmith::gui
