#include "design/design_document.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QUndoCommand>

#include <optional>

namespace tablesmith::gui {
namespace {

// Ids for QUndoCommand::mergeWith: successive price edits are one step, and so are the
// keystrokes of one name typed into an element.
constexpr int kPricingCommandId = 1;
constexpr int kTypedElementCommandId = 2;

// Equal when the design file would write them the same: the one equality every element
// type has, and cheap for a single element.
template<class T>
bool sameElement(TableList<T> list, const T &a, const T &b)
{
    design::Design left, right;
    left.tables.resize(1);
    right.tables.resize(1);
    (left.tables[0].*list).push_back(a);
    (right.tables[0].*list).push_back(b);
    return design::writeDesign(left) == design::writeDesign(right);
}

// One element of a table's list before and after: both for a replacement, only `after` for an
// insertion, only `before` for a removal.
template<class T>
class ElementEditCommand : public QUndoCommand {
public:
    ElementEditCommand(DesignDocument &document, int table, TableList<T> list, int row,
                       std::optional<T> before, std::optional<T> after, const QString &text,
                       int typingSession = 0)
        : QUndoCommand(text), m_document(document), m_table(table), m_list(list), m_row(row),
          m_before(std::move(before)), m_after(std::move(after)), m_typingSession(typingSession)
    {
    }
    int id() const override { return m_typingSession ? kTypedElementCommandId : -1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = dynamic_cast<const ElementEditCommand<T> *>(other);
        if (!next || next->m_typingSession != m_typingSession || next->m_list != m_list
            || next->m_table != m_table || next->m_row != m_row || !m_before || !next->m_after)
            return false;
        m_after = next->m_after;
        setText(next->text());
        // Typed back to what it was: no step at all.
        setObsolete(sameElement(m_list, *m_before, *m_after));
        return true;
    }
    void undo() override { put(m_after, m_before); }
    void redo() override { put(m_before, m_after); }

private:
    void put(const std::optional<T> &from, const std::optional<T> &to)
    {
        m_document.changeTable(m_table, [&](design::DesignTable &table) {
            std::vector<T> &list = table.*m_list;
            auto at = list.begin() + m_row;
            if (from && to)
                *at = *to;
            else if (to)
                list.insert(at, *to);
            else
                list.erase(at);
        });
    }

    DesignDocument &m_document;
    int m_table;
    TableList<T> m_list;
    int m_row;
    std::optional<T> m_before;
    std::optional<T> m_after;
    int m_typingSession;
};

// Sample items added at `first` (the end of the list then), or removed from there.
class ItemsEditCommand : public QUndoCommand {
public:
    ItemsEditCommand(DesignDocument &document, int table, std::size_t first,
                     std::vector<design::SampleItem> items, bool added, const QString &text)
        : QUndoCommand(text), m_document(document), m_table(table), m_first(first),
          m_items(std::move(items)), m_added(added)
    {
    }
    void undo() override { m_added ? remove() : insert(); }
    void redo() override { m_added ? insert() : remove(); }

private:
    void insert()
    {
        m_document.changeTable(m_table, [&](design::DesignTable &table) {
            table.items.insert(table.items.begin() + std::ptrdiff_t(m_first), m_items.begin(),
                               m_items.end());
        });
    }
    void remove()
    {
        m_document.changeTable(m_table, [&](design::DesignTable &table) {
            auto first = table.items.begin() + std::ptrdiff_t(m_first);
            table.items.erase(first, first + std::ptrdiff_t(m_items.size()));
        });
    }

    DesignDocument &m_document;
    int m_table;
    std::size_t m_first;
    std::vector<design::SampleItem> m_items;
    bool m_added;
};

class PricingCommand : public QUndoCommand {
public:
    PricingCommand(DesignDocument &document, design::DesignPricing before,
                   design::DesignPricing after, const QString &text)
        : QUndoCommand(text), m_document(document), m_before(std::move(before)),
          m_after(std::move(after))
    {
    }
    int id() const override { return kPricingCommandId; }
    bool mergeWith(const QUndoCommand *other) override
    {
        if (other->text() != text()) // a region chosen is a step of its own
            return false;
        m_after = static_cast<const PricingCommand *>(other)->m_after;
        return true;
    }
    void undo() override { m_document.changePricing(m_before); }
    void redo() override { m_document.changePricing(m_after); }

private:
    DesignDocument &m_document;
    design::DesignPricing m_before;
    design::DesignPricing m_after;
};

bool samePricing(const design::DesignPricing &a, const design::DesignPricing &b)
{
    design::Design left, right;
    left.pricing = a;
    right.pricing = b;
    return design::writeDesign(left) == design::writeDesign(right);
}

} // namespace

DesignDocument::DesignDocument(design::Design design, QString path, QObject *parent)
    : QObject(parent), m_design(std::move(design)), m_path(std::move(path))
{
    if (m_design.tables.empty()) {
        design::DesignTable table;
        table.name = "table";
        table.key.partitionKey = {{"PK", AttributeType::S}};
        table.key.sortKey = {{"SK", AttributeType::S}};
        m_design.tables.push_back(std::move(table));
    }
}

void DesignDocument::setTableIndex(int index)
{
    if (index < 0 || index >= int(m_design.tables.size()) || index == m_table)
        return;
    m_table = index;
    Q_EMIT tableChanged();
}

QString DesignDocument::title() const
{
    if (!m_path.isEmpty())
        return QFileInfo(m_path).fileName();
    // Spelled with its context: lupdate's parser loses this class at the header's
    // pointer-to-member alias.
    return m_design.name.empty()
               ? QCoreApplication::translate("tablesmith::gui::DesignDocument", "Untitled design")
               : QString::fromStdString(m_design.name);
}

template<class T>
void DesignDocument::replaceElement(const QString &text, TableList<T> list, int row, T element,
                                    int typingSession)
{
    const std::vector<T> &elements = table().*list;
    if (row < 0 || row >= int(elements.size())
        || sameElement(list, elements[std::size_t(row)], element))
        return;
    m_undo.push(new ElementEditCommand<T>(*this, m_table, list, row, elements[std::size_t(row)],
                                          std::move(element), text, typingSession));
}

template<class T>
void DesignDocument::insertElement(const QString &text, TableList<T> list, int row, T element)
{
    if (row < 0 || row > int((table().*list).size()))
        return;
    m_undo.push(new ElementEditCommand<T>(*this, m_table, list, row, std::nullopt,
                                          std::move(element), text));
}

template<class T>
void DesignDocument::removeElement(const QString &text, TableList<T> list, int row)
{
    const std::vector<T> &elements = table().*list;
    if (row < 0 || row >= int(elements.size()))
        return;
    m_undo.push(new ElementEditCommand<T>(*this, m_table, list, row, elements[std::size_t(row)],
                                          std::nullopt, text));
}

template void DesignDocument::replaceElement(const QString &, TableList<design::EntityType>,
                                             int, design::EntityType, int);
template void DesignDocument::insertElement(const QString &, TableList<design::EntityType>, int,
                                            design::EntityType);
template void DesignDocument::removeElement(const QString &, TableList<design::EntityType>, int);
template void DesignDocument::replaceElement(const QString &, TableList<design::SecondaryIndex>,
                                             int, design::SecondaryIndex, int);
template void DesignDocument::insertElement(const QString &, TableList<design::SecondaryIndex>,
                                            int, design::SecondaryIndex);
template void DesignDocument::removeElement(const QString &, TableList<design::SecondaryIndex>,
                                            int);
template void DesignDocument::replaceElement(const QString &, TableList<design::AccessPattern>,
                                             int, design::AccessPattern, int);
template void DesignDocument::insertElement(const QString &, TableList<design::AccessPattern>,
                                            int, design::AccessPattern);
template void DesignDocument::removeElement(const QString &, TableList<design::AccessPattern>,
                                            int);

void DesignDocument::appendItems(const QString &text, std::vector<design::SampleItem> items)
{
    if (items.empty())
        return;
    m_undo.push(new ItemsEditCommand(*this, m_table, table().items.size(), std::move(items),
                                     true, text));
}

void DesignDocument::clearItems(const QString &text)
{
    if (table().items.empty())
        return;
    // The items removed are what the edit changed: kept so undo can put them back.
    m_undo.push(new ItemsEditCommand(*this, m_table, 0, table().items, false, text));
}

void DesignDocument::setPricing(const QString &text, design::DesignPricing pricing)
{
    if (samePricing(m_design.pricing, pricing))
        return;
    m_undo.push(new PricingCommand(*this, m_design.pricing, std::move(pricing), text));
}

void DesignDocument::changeTable(int index,
                                 const std::function<void(design::DesignTable &)> &change)
{
    change(m_design.tables.at(std::size_t(index)));
    m_table = index;
    Q_EMIT tableChanged();
}

void DesignDocument::changePricing(const design::DesignPricing &pricing)
{
    m_design.pricing = pricing;
    Q_EMIT pricingChanged();
}

} // namespace tablesmith::gui
