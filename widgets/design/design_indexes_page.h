#pragma once
// The designer's indexes: the list of GSIs and LSIs, the GSI projection editor for the one
// selected, its live preview beside it, and Apply — the index created on the connection with
// its backfill followed to ACTIVE.

#include <tablesmith/design_check.h>

#include <QWidget>

#include <functional>

class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;

namespace tablesmith::gui {

class DesignDocument;
class GsiEditor;
class GsiPreview;
class MultiAttributeView;
class Session;

class DesignIndexesPage : public QWidget {
    Q_OBJECT
public:
    using SessionProvider = std::function<Session *()>;
    DesignIndexesPage(DesignDocument &document, SessionProvider sessions,
                      QWidget *parent = nullptr);
    void refresh(const std::vector<design::PatternVerdict> &verdicts);
    void selectIndex(const QString &name);
    GsiPreview *preview() const { return m_preview; }
    GsiEditor *editor() const { return m_editor; }
    MultiAttributeView *alternative() const { return m_alternative; }

private:
    void showSelected();
    void onIndexEdited(const IndexDescription &index);
    void showNameProblem(const std::string &kept, const std::string &problem);
    void addIndex();
    void removeIndex();
    void apply();

    DesignDocument &m_document;
    SessionProvider m_sessions;
    QListWidget *m_list = nullptr;
    GsiEditor *m_editor = nullptr;
    GsiPreview *m_preview = nullptr;
    MultiAttributeView *m_alternative = nullptr;
    QPushButton *m_apply = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_applyStatus = nullptr;
    QLabel *m_nameProblem = nullptr; // why an edited name was not taken
    std::vector<design::PatternVerdict> m_verdicts;
    std::string m_selected;
    bool m_refreshing = false;
    bool m_applying = false; // an apply is running: its progress is current
};

} // namespace tablesmith::gui
