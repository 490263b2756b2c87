#include "design/key_attribute_list.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

namespace tablesmith::gui {
namespace {

AttributeType typeAt(int index)
{
    return index == 1 ? AttributeType::N : index == 2 ? AttributeType::B : AttributeType::S;
}

// Typing sessions are numbered across every list, so two lists' never look alike.
int nextTypingSession()
{
    static int session = 0;
    return ++session;
}

int typeIndex(AttributeType type)
{
    return type == AttributeType::N ? 1 : type == AttributeType::B ? 2 : 0;
}

QPushButton *smallButton(const QString &text, const QString &tip, QWidget *parent)
{
    auto *button = new QPushButton(text, parent);
    button->setToolTip(tip);
    button->setFixedWidth(button->fontMetrics().horizontalAdvance(text) + 16);
    return button;
}

} // namespace

KeyAttributeList::KeyAttributeList(int minimum, int maximum, QWidget *parent)
    : QWidget(parent), m_minimum(minimum), m_maximum(maximum), m_session(nextTypingSession())
{
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(2);
    m_add = new QPushButton(tr("Add attribute"), this);
    m_add->setObjectName(QStringLiteral("keyAttributeAdd"));
    m_add->setToolTip(tr("A multi-attribute key: up to four attributes, compared left to right"));
    auto *addRowLayout = new QHBoxLayout;
    addRowLayout->addWidget(m_add);
    addRowLayout->addStretch();
    m_layout->addLayout(addRowLayout);
    connect(m_add, &QPushButton::clicked, this, &KeyAttributeList::addAttribute);
    for (int i = 0; i < m_minimum; ++i)
        addRow();
    updateButtons();
}

void KeyAttributeList::setChoices(const QStringList &names)
{
    if (names == m_choices)
        return;
    m_choices = names;
    std::vector<Entry> shown = entries();
    showEntries(shown);
}

void KeyAttributeList::setAttributes(const std::vector<KeyAttribute> &attributes,
                                     UnnamedRows unnamed)
{
    std::vector<Entry> wanted;
    for (const KeyAttribute &attribute : attributes)
        wanted.push_back({QString::fromStdString(attribute.name), attribute.type});
    showEntries(unnamed == UnnamedRows::Keep ? withUnnamedRows(std::move(wanted)) : wanted);
}

std::vector<KeyAttributeList::Entry>
KeyAttributeList::withUnnamedRows(std::vector<Entry> wanted) const
{
    const std::vector<Entry> shown = entries();
    std::vector<Entry> named;
    for (const Entry &entry : shown) {
        if (!entry.name.trimmed().isEmpty())
            named.push_back({entry.name.trimmed(), entry.type});
    }
    const std::size_t unnamed = shown.size() - named.size();
    const bool agree = std::equal(named.begin(), named.end(), wanted.begin(), wanted.end(),
                                  [](const Entry &a, const Entry &b) {
                                      return a.name == b.name && a.type == b.type;
                                  });
    if (agree)
        return shown;
    for (std::size_t i = 0; i < unnamed && int(wanted.size()) < m_maximum; ++i)
        wanted.push_back({});
    return wanted;
}

std::vector<KeyAttribute> KeyAttributeList::attributes() const
{
    std::vector<KeyAttribute> attributes;
    for (const Entry &entry : entries()) {
        if (!entry.name.trimmed().isEmpty())
            attributes.push_back({entry.name.trimmed().toStdString(), entry.type});
    }
    return attributes;
}

void KeyAttributeList::setMaximum(int maximum)
{
    m_maximum = std::max(m_minimum, maximum);
    std::vector<Entry> shown = entries();
    if (int(shown.size()) > m_maximum)
        shown.resize(std::size_t(m_maximum));
    showEntries(shown);
}

std::vector<KeyAttributeList::Entry> KeyAttributeList::entries() const
{
    std::vector<Entry> list;
    for (const Row &row : m_rows)
        list.push_back({row.name->currentText(), typeAt(row.type->currentIndex())});
    return list;
}

// Rows are reused and only their values set (a name being typed keeps its focus); rows are
// added or removed only when the count changes.
void KeyAttributeList::showEntries(const std::vector<Entry> &wanted)
{
    m_updating = true;
    std::size_t count = std::max<std::size_t>(std::size_t(m_minimum), wanted.size());
    while (m_rows.size() < count)
        addRow();
    while (m_rows.size() > count) {
        delete m_rows.back().widget;
        m_rows.pop_back();
    }
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        Row &row = m_rows[i];
        const QSignalBlocker nameBlocker(row.name), typeBlocker(row.type);
        QString name = i < wanted.size() ? wanted[i].name : QString();
        QStringList items;
        for (int c = 0; c < row.name->count(); ++c)
            items << row.name->itemText(c);
        if (items != m_choices) {
            row.name->clear();
            row.name->addItems(m_choices);
        }
        if (row.name->currentText() != name)
            row.name->setCurrentText(name);
        row.type->setCurrentIndex(typeIndex(i < wanted.size() ? wanted[i].type : AttributeType::S));
    }
    updateButtons();
    m_updating = false;
}

void KeyAttributeList::addRow()
{
    Row row;
    row.widget = new QWidget(this);
    auto *layout = new QHBoxLayout(row.widget);
    layout->setContentsMargins(0, 0, 0, 0);
    row.name = new QComboBox(row.widget);
    row.name->setEditable(true);
    row.name->addItems(m_choices);
    row.name->setCurrentText(QString());
    row.name->setToolTip(tr("An attribute the entity types or sample items use"));
    row.type = new QComboBox(row.widget);
    row.type->addItems({QStringLiteral("S"), QStringLiteral("N"), QStringLiteral("B")});
    row.type->setToolTip(tr("The attribute's type: items where it has another type are left "
                            "out of the index"));
    row.up = smallButton(QStringLiteral("↑"), tr("Compare this attribute earlier"), row.widget);
    row.down = smallButton(QStringLiteral("↓"), tr("Compare this attribute later"), row.widget);
    row.remove = smallButton(QStringLiteral("−"), tr("Remove this attribute"), row.widget);
    layout->addWidget(row.name, 1);
    layout->addWidget(row.type);
    layout->addWidget(row.up);
    layout->addWidget(row.down);
    layout->addWidget(row.remove);
    m_layout->insertWidget(int(m_rows.size()), row.widget);
    connect(row.name, &QComboBox::currentTextChanged, this, &KeyAttributeList::nameChanged);
    connect(row.name->lineEdit(), &QLineEdit::editingFinished, this,
            &KeyAttributeList::endTyping);
    connect(row.name, &QComboBox::activated, this, &KeyAttributeList::endTyping);
    connect(row.type, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating)
            Q_EMIT edited();
    });
    connect(row.up, &QPushButton::clicked, this,
            [this] { moveAttribute(rowOf(sender()), -1); });
    connect(row.down, &QPushButton::clicked, this,
            [this] { moveAttribute(rowOf(sender()), 1); });
    connect(row.remove, &QPushButton::clicked, this,
            [this] { removeAttribute(rowOf(sender())); });
    m_rows.push_back(row);
}

void KeyAttributeList::nameChanged()
{
    if (m_updating)
        return;
    const int row = rowOf(sender());
    if (row != m_typedRow) // another row's name: another step
        endTyping();
    m_typedRow = row;
    m_typedSession = m_session;
    Q_EMIT edited();
    m_typedSession = 0;
}

// The next keystrokes are another name's: another undo step.
void KeyAttributeList::endTyping() { m_session = nextTypingSession(); }

int KeyAttributeList::rowOf(QObject *sender) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows[i];
        if (row.up == sender || row.down == sender || row.remove == sender || row.name == sender)
            return int(i);
    }
    return -1;
}

void KeyAttributeList::updateButtons()
{
    int count = int(m_rows.size());
    m_add->setEnabled(count < m_maximum);
    m_add->setVisible(m_maximum > 1 || count == 0);
    for (int i = 0; i < count; ++i) {
        const Row &row = m_rows[std::size_t(i)];
        row.up->setVisible(count > 1);
        row.down->setVisible(count > 1);
        row.up->setEnabled(i > 0);
        row.down->setEnabled(i + 1 < count);
        row.remove->setEnabled(count > m_minimum);
    }
}

void KeyAttributeList::addAttribute()
{
    std::vector<Entry> list = entries();
    if (int(list.size()) >= m_maximum)
        return;
    list.push_back({});
    showEntries(list);
    // An empty row changes no key: nothing to tell until it has a name.
}

void KeyAttributeList::removeAttribute(int row)
{
    std::vector<Entry> list = entries();
    if (row < 0 || row >= int(list.size()) || int(list.size()) <= m_minimum)
        return;
    list.erase(list.begin() + row);
    showEntries(list);
    Q_EMIT edited();
}

void KeyAttributeList::moveAttribute(int row, int delta)
{
    std::vector<Entry> list = entries();
    int to = row + delta;
    if (row < 0 || row >= int(list.size()) || to < 0 || to >= int(list.size()))
        return;
    std::swap(list[std::size_t(row)], list[std::size_t(to)]);
    showEntries(list);
    Q_EMIT edited();
}

} // namespace tablesmith::gui
