#include "streams/filter_pattern_dialog.h"

#include "editor/json_editor.h"

#include <tablesmith/event_filter.h>

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace tablesmith::gui {

namespace {

constexpr int kOffsetRole = Qt::UserRole + 1;

QString findingText(const FilterDiagnostic &finding)
{
    const QString kind = finding.severity == FilterDiagnostic::Severity::Error
                             ? FilterPatternDialog::tr("error")
                             : FilterPatternDialog::tr("never matches");
    return FilterPatternDialog::tr("%1 at %2: %3")
        .arg(kind)
        .arg(finding.offset)
        .arg(QString::fromStdString(finding.message));
}

} // namespace

FilterPatternDialog::FilterPatternDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Lambda event filter"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Filter patterns of an event source mapping (up to 5, a "
                                    "record passes when any matches), tried on the live "
                                    "records as Lambda sees them."), this));
    m_tabs = new QTabWidget(this);
    m_tabs->setTabsClosable(false);
    layout->addWidget(m_tabs, 1);
    m_findings = new QListWidget(this);
    m_findings->setMaximumHeight(110);
    // A finding can be a sentence long: wrapped to the list's width, never scrolled sideways.
    m_findings->setWordWrap(true);
    m_findings->setTextElideMode(Qt::ElideNone);
    m_findings->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_findings->setResizeMode(QListView::Adjust);
    layout->addWidget(m_findings);

    auto *row = new QHBoxLayout;
    auto *add = new QPushButton(tr("Add filter"), this);
    auto *remove = new QPushButton(tr("Remove filter"), this);
    auto *example = new QPushButton(tr("Example: order status changes"), this);
    row->addWidget(add);
    row->addWidget(remove);
    row->addWidget(example);
    row->addStretch(1);
    layout->addLayout(row);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(m_buttons);

    m_checkTimer = new QTimer(this);
    m_checkTimer->setSingleShot(true);
    m_checkTimer->setInterval(150);
    connect(m_checkTimer, &QTimer::timeout, this, &FilterPatternDialog::checkCurrent);
    connect(m_tabs, &QTabWidget::currentChanged, this, &FilterPatternDialog::checkCurrent);
    connect(add, &QPushButton::clicked, this, [this] { addPattern(QString()); });
    connect(remove, &QPushButton::clicked, this, &FilterPatternDialog::removeCurrentPattern);
    connect(example, &QPushButton::clicked, this, [this] {
        if (JsonEditor *editor = currentEditor())
            editor->setText(orderStatusExample());
    });
    connect(m_findings, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        if (JsonEditor *editor = currentEditor()) {
            editor->SendScintilla(QsciScintilla::SCI_GOTOPOS, item->data(kOffsetRole).toInt());
            editor->setFocus();
        }
    });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    addPattern(QString());
    resize(640, 420);
}

QString FilterPatternDialog::orderStatusExample()
{
    return QStringLiteral("{\n  \"eventName\": [\"MODIFY\"],\n  \"dynamodb\": {\n"
                          "    \"Keys\": {\"SK\": {\"S\": [{\"prefix\": \"ORDER#\"}]}},\n"
                          "    \"NewImage\": {\"status\": {\"S\": [{\"exists\": true}]}}\n"
                          "  }\n}\n");
}

JsonEditor *FilterPatternDialog::addPattern(const QString &text)
{
    if (m_tabs->count() >= int(kMaxFilterPatterns))
        return nullptr;
    auto *editor = new JsonEditor(m_tabs);
    editor->setText(text);
    const int index = m_tabs->addTab(editor, tr("Filter %1").arg(m_tabs->count() + 1));
    m_tabs->setCurrentIndex(index);
    connect(editor, &QsciScintilla::textChanged, m_checkTimer, qOverload<>(&QTimer::start));
    checkCurrent();
    return editor;
}

void FilterPatternDialog::removeCurrentPattern()
{
    if (m_tabs->count() <= 1) {
        if (JsonEditor *editor = currentEditor())
            editor->clear();
        return;
    }
    delete m_tabs->currentWidget();
    for (int i = 0; i < m_tabs->count(); ++i)
        m_tabs->setTabText(i, tr("Filter %1").arg(i + 1));
    checkCurrent();
}

JsonEditor *FilterPatternDialog::currentEditor() const
{
    return qobject_cast<JsonEditor *>(m_tabs->currentWidget());
}

void FilterPatternDialog::setPatterns(const QStringList &patterns)
{
    while (m_tabs->count() > 0)
        delete m_tabs->widget(0);
    for (const QString &pattern : patterns)
        addPattern(pattern);
    if (m_tabs->count() == 0)
        addPattern(QString());
    m_tabs->setCurrentIndex(0);
}

QStringList FilterPatternDialog::patterns() const
{
    QStringList out;
    for (int i = 0; i < m_tabs->count(); ++i) {
        const QString text = static_cast<JsonEditor *>(m_tabs->widget(i))->text().trimmed();
        if (!text.isEmpty())
            out << text;
    }
    return out;
}

void FilterPatternDialog::setStreamViewType(const QString &viewType)
{
    m_viewType = viewType;
    checkCurrent();
}

// Checks the pattern in view; OK stays off while any pattern is one Lambda would refuse.
void FilterPatternDialog::checkCurrent()
{
    m_findings->clear();
    JsonEditor *editor = currentEditor();
    if (!editor)
        return;
    editor->clearError();
    const std::string text = editor->text().toStdString();
    if (!text.empty()) {
        const auto findings = checkEventFilterPattern(text, {m_viewType.toStdString()});
        for (const FilterDiagnostic &finding : findings) {
            auto *item = new QListWidgetItem(findingText(finding), m_findings);
            item->setData(kOffsetRole, qulonglong(finding.offset));
        }
        if (!findings.empty())
            editor->showErrorAt(qsizetype(findings.front().offset));
    }
    bool refused = false;
    for (const QString &pattern : patterns())
        refused = refused || !EventFilterPattern::parse(pattern.toStdString());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!refused);
}

QStringList FilterPatternDialog::findings() const
{
    QStringList out;
    for (int i = 0; i < m_findings->count(); ++i)
        out << m_findings->item(i)->text();
    return out;
}

} // namespace tablesmith::gui
