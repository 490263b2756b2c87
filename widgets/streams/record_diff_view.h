#pragma once
// The selected record's old and new images side by side, with the engine's item diff on top:
// every added, removed and changed attribute down to nested paths. Images show as DynamoDB JSON
// or plain JSON and can be copied. Where an image is missing the view says why (the stream's
// view type, or the event: an INSERT has no old image, a REMOVE no new one).

#include <boost/json/object.hpp>

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QTreeWidget;

namespace tablesmith::gui {

struct InspectorRecord;

class RecordDiffView : public QWidget {
    Q_OBJECT
public:
    explicit RecordDiffView(QWidget *parent = nullptr);

    void showRecord(const InspectorRecord *record); // null: nothing selected
    // For tests: the rows of the change list as "path: kind".
    QStringList changeRows() const;
    QString missingImageText() const;

private:
    void refreshImages();
    // False when the record lacks an image the diff needs (the list then stays empty).
    bool fillChanges(const InspectorRecord *record);
    QString imageText(const boost::json::object *image) const;

    QComboBox *m_format = nullptr;
    QLabel *m_missing = nullptr;
    QTreeWidget *m_changes = nullptr;
    QPlainTextEdit *m_oldText = nullptr;
    QPlainTextEdit *m_newText = nullptr;
    std::optional<boost::json::object> m_oldImage;
    std::optional<boost::json::object> m_newImage;
};

// Why a record has no `image` ("OldImage" / "NewImage"), or empty when it should have one.
QString missingImageReason(const InspectorRecord &record, const char *image);

} // namespace tablesmith::gui
