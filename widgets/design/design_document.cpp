#include "design/design_document.h"

#include <QFileInfo>
#include <QUndoCommand>

namespace tablesmith::gui {
namespace {

// A design edit as the table before and after: simple, and exact for every kind of edit.
class TableEditCommand : public QUndoCommand {
public:
    TableEditCommand(DesignDocument &document, int index, design::DesignTable before,
                     design::DesignTable after, const QString &text)
        : QUndoCommand(text), m_document(document), m_index(index),
          m_before(std::move(before)), m_after(std::move(after))
    {
    }
    void undo() override { m_document.replaceTable(m_index, m_before); }
    void redo() override { m_document.replaceTable(m_index, m_after); }

private:
    DesignDocument &m_document;
    int m_index;
    design::DesignTable m_before;
    design::DesignTable m_after;
};

bool sameTable(const design::DesignTable &a, const design::DesignTable &b)
{
    design::Design left, right;
    left.tables = {a};
    right.tables = {b};
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
    return m_design.name.empty() ? tr("Untitled design") : QString::fromStdString(m_design.name);
}

void DesignDocument::edit(const QString &text,
                          const std::function<void(design::DesignTable &)> &change)
{
    design::DesignTable after = table();
    change(after);
    if (sameTable(after, table()))
        return;
    m_undo.push(new TableEditCommand(*this, m_table, table(), std::move(after), text));
}

void DesignDocument::replaceTable(int index, const design::DesignTable &table)
{
    m_design.tables.at(std::size_t(index)) = table;
    m_table = index;
    Q_EMIT tableChanged();
}

} // namespace tablesmith::gui
