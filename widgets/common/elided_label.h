#pragma once
// ElidedLabel: a one-line label that ends its text with "…" where its width cuts it (a QLabel
// clips mid-letter) and then offers the whole text as its tooltip (unless one was set).

#include <QLabel>

namespace tablesmith::gui {

class ElidedLabel : public QLabel {
    Q_OBJECT
public:
    using QLabel::QLabel;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    bool elided() const;
};

} // namespace tablesmith::gui
