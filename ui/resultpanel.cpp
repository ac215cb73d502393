#include "resultpanel.h"

#include "resulttext.h"

#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QResizeEvent>
#include <QScrollArea>
#include <QVBoxLayout>

namespace headroom::ui {

ResultPanel::ResultPanel(QWidget* parent)
    : QWidget(parent), m_verdict(new QLabel(this)), m_summary(new QLabel(this)),
      m_warnings(new QListWidget(this)), m_scroll(new QScrollArea(this)), m_grid(new QGridLayout) {
    QFont verdictFont = font();
    verdictFont.setPointSizeF(verdictFont.pointSizeF() * 1.5);
    verdictFont.setBold(true);
    m_verdict->setFont(verdictFont);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_warnings->setObjectName(QStringLiteral("warnings"));
    m_warnings->setWordWrap(true);
    m_warnings->setMaximumHeight(96);
    m_warnings->setFocusPolicy(Qt::NoFocus);

    auto* charts = new QWidget(m_scroll);
    charts->setLayout(m_grid);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setSpacing(6);
    const ResultChartKind kinds[] = {ResultChartKind::Memory, ResultChartKind::Transfer,
                                     ResultChartKind::Power, ResultChartKind::Storage};
    for (int i = 0; i < 4; ++i)
        m_charts[i] = new ResultChartView(kinds[i], charts);
    m_scroll->setWidget(charts);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    arrangeCharts(2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_verdict);
    layout->addWidget(m_summary);
    layout->addWidget(m_scroll, 1);
    layout->addWidget(m_warnings);
}

void ResultPanel::setResult(const SizingResult& result, const Scenario& scenario,
                            const QLocale& locale) {
    m_verdict->setText(ResultText::verdict(result, locale));
    m_verdict->setToolTip(ResultText::memoryNames(result, locale));
    // Dark green / dark amber / dark red: readable on white at screen-share size and apart in
    // greyscale from the body text.
    const QString style = result.verdict == Verdict::Fits    ? QStringLiteral("color: #1b5e20;")
                          : result.verdict == Verdict::Tight ? QStringLiteral("color: #9a5b00;")
                                                             : QStringLiteral("color: #b00020;");
    if (m_verdict->styleSheet() != style) // restyling is slow; only on a change of verdict
        m_verdict->setStyleSheet(style);
    const QString serving = ResultText::serving(result, locale);
    m_summary->setText(serving.isEmpty() ? ResultText::summary(result, locale)
                                         : ResultText::summary(result, locale) +
                                               QLatin1Char('\n') + serving);
    for (ResultChartView* view : m_charts)
        view->setResult(result, locale);
    m_charts[0]->setToolTip(m_verdict->toolTip());

    QStringList texts;
    for (const Warning& w : result.warnings)
        texts << QStringLiteral("⚠ ") + ResultText::warning(w, result, scenario, locale);
    if (texts != warningTexts()) {
        m_warnings->clear();
        m_warnings->addItems(texts);
    }
    m_warnings->setVisible(!texts.isEmpty());
}

void ResultPanel::arrangeCharts(int columns) {
    if (columns == m_columns)
        return;
    m_columns = columns;
    for (ResultChartView* view : m_charts)
        m_grid->removeWidget(view);
    for (int i = 0; i < 4; ++i)
        m_grid->addWidget(m_charts[i], i / columns, i % columns);
    // One column: each chart keeps a readable height and the area scrolls.
    for (ResultChartView* view : m_charts)
        view->setMinimumHeight(columns == 1 ? 300 : 220);
}

void ResultPanel::resizeEvent(QResizeEvent* event) {
    arrangeCharts(event->size().width() >= 860 ? 2 : 1);
    QWidget::resizeEvent(event);
}

QString ResultPanel::verdictText() const {
    return m_verdict->text();
}

QStringList ResultPanel::warningTexts() const {
    QStringList texts;
    for (int i = 0; i < m_warnings->count(); ++i)
        texts << m_warnings->item(i)->text();
    return texts;
}

ResultChartView* ResultPanel::chartView(ResultChartKind kind) const {
    for (ResultChartView* view : m_charts)
        if (view->kind() == kind)
            return view;
    return nullptr;
}

} // namespace headroom::ui
