#pragma once
// The designer's sample items: each with the entity type its keys match, its keys and
// attributes; typed in as DynamoDB JSON (errors say where), or cleared.

#include <QWidget>

class QLabel;
class QTableWidget;

namespace tablesmith::gui {

class DesignDocument;

class DesignItemsPage : public QWidget {
    Q_OBJECT
public:
    explicit DesignItemsPage(DesignDocument &document, QWidget *parent = nullptr);
    void refresh();

private:
    void addItem();
    void clearItems();

    DesignDocument &m_document;
    QTableWidget *m_table = nullptr;
    QLabel *m_count = nullptr;
};

} // namespace tablesmith::gui
