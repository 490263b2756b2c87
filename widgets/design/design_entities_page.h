#pragma once
// The designer's entity types: name, key templates for the table key and the index keys
// (USER#{userId}), attributes; generating sample items from them. Edits go to the document.

#include <QWidget>

class QSpinBox;
class QTableWidget;
class QTableWidgetItem;

namespace tablesmith::gui {

class DesignDocument;

class DesignEntitiesPage : public QWidget {
    Q_OBJECT
public:
    explicit DesignEntitiesPage(DesignDocument &document, QWidget *parent = nullptr);
    void refresh();

private:
    void onCellChanged(QTableWidgetItem *cell);
    void addEntityType();
    void removeEntityType();
    void generateSamples();

    DesignDocument &m_document;
    QTableWidget *m_table = nullptr;
    QSpinBox *m_sampleCount = nullptr;
    bool m_refreshing = false;
};

} // namespace tablesmith::gui
