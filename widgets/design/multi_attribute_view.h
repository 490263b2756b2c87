#pragma once
// Beside the GSI editor: where the index's key is a concatenation (ORDER#{status}), the same
// index keyed on the parts themselves — DynamoDB's multi-attribute keys, up to four partition
// and four sort attributes — side by side with the index as it is: its key schema, which items
// each holds (and how many the alternative would once items carry the parts), and what the
// patterns' key conditions become. Computed by the engine (multiAttributeAlternative).

#include <tablesmith/multi_attribute_alternative.h>

#include <QWidget>

class QLabel;
class QTableWidget;

namespace tablesmith::gui {

class MultiAttributeView : public QWidget {
    Q_OBJECT
public:
    explicit MultiAttributeView(QWidget *parent = nullptr);
    void showIndex(const design::DesignTable &table, const IndexDescription &index);
    const design::MultiAttributeAlternative &alternative() const { return m_alternative; }

private:
    void fillComparison(const IndexDescription &index);
    void fillConditions();

    QLabel *m_title = nullptr;
    QTableWidget *m_comparison = nullptr;
    QTableWidget *m_membership = nullptr;
    QTableWidget *m_conditions = nullptr;
    design::MultiAttributeAlternative m_alternative;
};

} // namespace tablesmith::gui
