#include "editor/item_form.h"

#include <tablesmith/attribute_value.h>

#include <boost/json.hpp>

#include <QComboBox>
#include <QEvent>
#include <QHeaderView>
#include <QLineEdit>
#include <QScopedValueRollback>
#include <QTreeWidgetItemIterator>
#include <QStyledItemDelegate>

namespace tablesmith::gui {
namespace {

namespace json = boost::json;

const QStringList kTypes{QStringLiteral("S"),    QStringLiteral("N"),    QStringLiteral("B"),
                         QStringLiteral("BOOL"), QStringLiteral("NULL"), QStringLiteral("M"),
                         QStringLiteral("L"),    QStringLiteral("SS"),   QStringLiteral("NS"),
                         QStringLiteral("BS")};

// What a row is, beyond its text.
enum Role { KeyRole = Qt::UserRole + 1, ProblemRole };

const QColor kProblemColor(0xdc, 0x26, 0x26);

// Marks a line edit's text as not a value of its type, or clears the mark.
void markEditor(QLineEdit *editor, const QString &problem)
{
    QPalette palette = editor->parentWidget() ? editor->parentWidget()->palette()
                                              : editor->palette();
    QFont font = editor->font();
    font.setUnderline(!problem.isEmpty());
    if (!problem.isEmpty())
        palette.setColor(QPalette::Text, kProblemColor);
    editor->setPalette(palette);
    editor->setFont(font);
    editor->setToolTip(problem);
    editor->setProperty("valueProblem", problem);
}

bool isSet(const QString &type)
{
    return type == QLatin1String("SS") || type == QLatin1String("NS") ||
           type == QLatin1String("BS");
}

bool isContainer(const QString &type)
{
    return type == QLatin1String("M") || type == QLatin1String("L") || isSet(type);
}

// The type of a set's elements: "SS" → "S".
QString elementType(const QString &setType)
{
    return setType.left(1);
}

QString rowType(const QTreeWidgetItem *row)
{
    return row->text(ItemForm::TypeColumn);
}

QString toQString(json::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// The type column edits with a combo box of DynamoDB's type codes.
class TypeDelegate : public QStyledItemDelegate {
public:
    TypeDelegate(ItemForm *form) : QStyledItemDelegate(form), m_form(form) {}

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &,
                          const QModelIndex &) const override
    {
        auto *box = new QComboBox(parent);
        box->addItems(kTypes);
        return box;
    }
    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        static_cast<QComboBox *>(editor)->setCurrentText(index.data().toString());
    }
    void setModelData(QWidget *editor, QAbstractItemModel *,
                      const QModelIndex &index) const override
    {
        QTreeWidgetItem *row = m_form->itemFromIndex(index);
        m_form->setRowType(row, static_cast<QComboBox *>(editor)->currentText());
    }

private:
    ItemForm *m_form;
};

// The value column edits in a line edit that checks each keystroke against the row's type.
class ValueDelegate : public QStyledItemDelegate {
public:
    ValueDelegate(ItemForm *form) : QStyledItemDelegate(form), m_form(form) {}

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override
    {
        QWidget *editor = QStyledItemDelegate::createEditor(parent, option, index);
        auto *line = qobject_cast<QLineEdit *>(editor);
        const QTreeWidgetItem *row = m_form->itemFromIndex(index);
        if (!line || !row)
            return editor;
        const QString type = rowType(row);
        ItemForm *form = m_form;
        QObject::connect(line, &QLineEdit::textChanged, line,
                         [line, type, form](const QString &text) {
                             const QString problem = ItemForm::valueProblem(type, text);
                             markEditor(line, problem);
                             Q_EMIT form->valueProblemChanged(problem);
                         });
        return editor;
    }

private:
    ItemForm *m_form;
};

} // namespace

ItemForm::ItemForm(QWidget *parent) : QTreeWidget(parent)
{
    setColumnCount(3);
    setHeaderLabels({tr("Attribute"), tr("Type"), tr("Value")});
    setAccessibleName(tr("Item attributes as a form"));
    setItemDelegateForColumn(TypeColumn, new TypeDelegate(this));
    setItemDelegateForColumn(ValueColumn, new ValueDelegate(this));
    connect(this, &QTreeWidget::itemChanged, this, &ItemForm::onItemChanged);
    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                    QAbstractItemView::SelectedClicked);
    header()->setSectionResizeMode(NameColumn, QHeaderView::Interactive);
    header()->resizeSection(NameColumn, 200);
    header()->resizeSection(TypeColumn, 70);
    header()->setStretchLastSection(true);
    setAlternatingRowColors(true);
}

void ItemForm::setItem(const json::object &item, const KeySchema &keys)
{
    m_keys = keys;
    const QScopedValueRollback loading(m_loading, true);
    clear();
    // Keys first, in key order, then the rest as the item holds them.
    for (const std::string &key : {keys.partitionKey, keys.sortKey}) {
        const auto *value = key.empty() ? nullptr : item.if_contains(key);
        if (!value)
            continue;
        QTreeWidgetItem *row = addRow(nullptr, QString::fromStdString(key), *value);
        row->setData(NameColumn, KeyRole, true);
        QFont bold = row->font(NameColumn);
        bold.setBold(true);
        row->setFont(NameColumn, bold);
    }
    for (const auto &attribute : item) {
        const std::string name(attribute.key());
        if (name != keys.partitionKey && name != keys.sortKey)
            addRow(nullptr, toQString(attribute.key()), attribute.value());
    }
    expandAll();
}

QTreeWidgetItem *ItemForm::addRow(QTreeWidgetItem *parent, const QString &name,
                                  const json::value &typed)
{
    auto *row = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(this);
    row->setFlags(row->flags() | Qt::ItemIsEditable);
    row->setText(NameColumn, name);
    const json::object *object = typed.if_object();
    if (!object || object->size() != 1) {
        row->setText(TypeColumn, QStringLiteral("S"));
        return row;
    }
    const auto &[typeKey, value] = *object->begin();
    const QString type = toQString(typeKey);
    row->setText(TypeColumn, type);
    if (type == QLatin1String("M") && value.is_object()) {
        for (const auto &member : value.get_object())
            addRow(row, toQString(member.key()), member.value());
    } else if (type == QLatin1String("L") && value.is_array()) {
        for (const auto &element : value.get_array())
            addRow(row, {}, element);
    } else if (isSet(type) && value.is_array()) {
        for (const auto &element : value.get_array())
            if (element.is_string())
                addRow(row, {}, json::object{{elementType(type).toStdString(), element}});
    } else if (value.is_string()) {
        row->setText(ValueColumn, toQString(value.get_string()));
    } else if (value.is_bool()) {
        row->setText(ValueColumn,
                     value.get_bool() ? QStringLiteral("true") : QStringLiteral("false"));
    }
    renumber(row);
    updateRow(row);
    return row;
}

void ItemForm::renumber(QTreeWidgetItem *container)
{
    // List elements are named by position; set elements have no names.
    const QString type = rowType(container);
    for (int i = 0; i < container->childCount(); ++i) {
        QTreeWidgetItem *child = container->child(i);
        if (type == QLatin1String("L"))
            child->setText(NameColumn, QStringLiteral("[%1]").arg(i));
        else if (isSet(type))
            child->setText(NameColumn, QStringLiteral("·"));
        if (isSet(type))
            child->setText(TypeColumn, elementType(type));
        updateRow(child);
    }
}

void ItemForm::updateRow(QTreeWidgetItem *row)
{
    const QString type = rowType(row);
    if (isContainer(type))
        row->setText(ValueColumn, type == QLatin1String("M")
                                      ? tr("{%1 attributes}").arg(row->childCount())
                                      : tr("%1 elements").arg(row->childCount()));
    else if (type == QLatin1String("NULL"))
        row->setText(ValueColumn, QStringLiteral("null"));
    row->setForeground(ValueColumn, isContainer(type) || type == QLatin1String("NULL")
                                        ? palette().placeholderText()
                                        : palette().text());
    markValue(row);
}

void ItemForm::changeEvent(QEvent *event)
{
    QTreeWidget::changeEvent(event);
    if (event->type() != QEvent::PaletteChange)
        return;
    const QSignalBlocker blocker(this);
    for (QTreeWidgetItemIterator it(this); *it; ++it)
        updateRow(*it);
}

QString ItemForm::valueProblem(const QString &type, const QString &text)
{
    if (type != QLatin1String("N") && type != QLatin1String("B"))
        return {}; // S takes any text; BOOL, NULL and containers have no typed text
    auto checked = attributeFromJson(json::object{{type.toStdString(), text.toStdString()}});
    if (checked.ok())
        return {};
    return type == QLatin1String("N") ? tr("\"%1\" is not a number: %2")
                                            .arg(text, QString::fromStdString(
                                                           checked.error().message))
                                      : tr("\"%1\" is not base64: %2")
                                            .arg(text, QString::fromStdString(
                                                           checked.error().message));
}

QString ItemForm::rowProblem(const QTreeWidgetItem *row) const
{
    return row ? row->data(ValueColumn, ProblemRole).toString() : QString();
}

void ItemForm::markValue(QTreeWidgetItem *row)
{
    const QString problem = valueProblem(rowType(row), row->text(ValueColumn));
    if (problem.isEmpty() && rowProblem(row).isEmpty())
        return; // updateRow() has just coloured it
    const QSignalBlocker blocker(this); // marking is not an edit
    row->setData(ValueColumn, ProblemRole, problem);
    QFont font = row->font(ValueColumn);
    font.setUnderline(!problem.isEmpty());
    row->setFont(ValueColumn, font);
    row->setToolTip(ValueColumn, problem);
    row->setForeground(ValueColumn,
                       problem.isEmpty() ? palette().text() : QBrush(kProblemColor));
}

void ItemForm::onItemChanged(QTreeWidgetItem *row, int column)
{
    if (m_loading)
        return;
    if (column == ValueColumn)
        markValue(row);
    Q_EMIT edited();
}

void ItemForm::setRowType(QTreeWidgetItem *row, const QString &type)
{
    if (!row || !kTypes.contains(type))
        return;
    const QTreeWidgetItem *parent = row->parent();
    if (parent && isSet(rowType(parent)))
        return; // a set decides its elements' type
    const QString before = rowType(row);
    const bool wasLoading = m_loading;
    const QScopedValueRollback loading(m_loading, true); // one edit, reported once below
    row->setText(TypeColumn, type);
    if (isContainer(type) != isContainer(before) || isSet(type) != isSet(before))
        qDeleteAll(row->takeChildren());
    if (isContainer(type) && !isContainer(before))
        row->setText(ValueColumn, {});
    if (!isContainer(type) && isContainer(before))
        row->setText(ValueColumn, {});
    if (type == QLatin1String("BOOL") && row->text(ValueColumn) != QLatin1String("true"))
        row->setText(ValueColumn, QStringLiteral("false"));
    renumber(row);
    updateRow(row);
    if (!wasLoading)
        Q_EMIT edited();
}

QTreeWidgetItem *ItemForm::addAttribute()
{
    QTreeWidgetItem *row =
        addRow(nullptr, tr("attribute%1").arg(topLevelItemCount()), json::object{{"S", ""}});
    setCurrentItem(row);
    return row;
}

QTreeWidgetItem *ItemForm::addElement()
{
    QTreeWidgetItem *container = currentItem();
    while (container && !isContainer(rowType(container)))
        container = container->parent();
    if (!container)
        return nullptr;
    const QString type = rowType(container);
    const QString element = isSet(type) ? elementType(type) : QStringLiteral("S");
    QTreeWidgetItem *row =
        addRow(container, type == QLatin1String("M") ? tr("name") : QString(),
               json::object{{element.toStdString(), element == QLatin1String("N") ? "0" : ""}});
    renumber(container);
    updateRow(container);
    container->setExpanded(true);
    setCurrentItem(row);
    return row;
}

void ItemForm::removeCurrent()
{
    QTreeWidgetItem *row = currentItem();
    if (!row || row->data(NameColumn, KeyRole).toBool())
        return;
    QTreeWidgetItem *parent = row->parent();
    delete row;
    if (parent) {
        renumber(parent);
        updateRow(parent);
    }
    Q_EMIT edited();
}

std::optional<json::value> ItemForm::readValue(const QTreeWidgetItem *row, FormRead &failure) const
{
    const QString type = rowType(row);
    const QString text = row->text(ValueColumn);
    json::value typed;
    if (type == QLatin1String("M")) {
        json::object members;
        for (int i = 0; i < row->childCount(); ++i) {
            auto member = readValue(row->child(i), failure);
            if (!member)
                return std::nullopt;
            members[row->child(i)->text(NameColumn).toStdString()] = std::move(*member);
        }
        typed = json::object{{"M", std::move(members)}};
    } else if (type == QLatin1String("L") || isSet(type)) {
        json::array elements;
        for (int i = 0; i < row->childCount(); ++i) {
            auto element = readValue(row->child(i), failure);
            if (!element)
                return std::nullopt;
            // A set holds its elements' bare texts.
            elements.push_back(isSet(type) ? element->as_object().begin()->value()
                                           : std::move(*element));
        }
        typed = json::object{{type.toStdString(), std::move(elements)}};
    } else if (type == QLatin1String("BOOL")) {
        typed = json::object{{"BOOL", text.trimmed() == QLatin1String("true")}};
    } else if (type == QLatin1String("NULL")) {
        typed = json::object{{"NULL", true}};
    } else {
        typed = json::object{{type.toStdString(), text.toStdString()}};
    }
    // The engine's own check: numbers, base64, empty or repeated set elements.
    if (auto checked = attributeFromJson(typed); !checked.ok()) {
        failure.error = QString::fromStdString(checked.error().message);
        failure.row = const_cast<QTreeWidgetItem *>(row);
        return std::nullopt;
    }
    return typed;
}

FormRead ItemForm::read() const
{
    FormRead result;
    json::object item;
    for (int i = 0; i < topLevelItemCount(); ++i) {
        const QTreeWidgetItem *row = topLevelItem(i);
        const QString name = row->text(NameColumn);
        if (name.isEmpty()) {
            result.error = tr("Attribute %1 needs a name.").arg(i + 1);
            result.row = const_cast<QTreeWidgetItem *>(row);
            return result;
        }
        if (item.contains(name.toStdString())) {
            result.error = tr("%1 appears twice.").arg(name);
            result.row = const_cast<QTreeWidgetItem *>(row);
            return result;
        }
        auto value = readValue(row, result);
        if (!value) {
            result.error = tr("%1: %2").arg(name, result.error);
            return result;
        }
        item[name.toStdString()] = std::move(*value);
    }
    result.item = std::move(item);
    return result;
}

} // namespace tablesmith::gui
