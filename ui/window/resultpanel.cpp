#include "window/resultpanel.h"

#include "common/numberformat.h"
#include "window/resulttext.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QResizeEvent>
#include <QScrollArea>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace headroom::ui {

ResultPanel::ResultPanel(QWidget* parent)
    : QWidget(parent), m_verdict(new QLabel(this)), m_power(new QLabel(this)),
      m_summary(new QLabel(this)), m_warnings(new QListWidget(this)),
      m_warningsButton(new QToolButton(this)), m_tabs(new QTabWidget(this)),
      m_scroll(new QScrollArea(this)), m_grid(new QGridLayout), m_topRow(new QHBoxLayout),
      m_bottomRow(new QHBoxLayout) {
    setupAnswerLines();
    setupWarnings();
    setupCharts();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_verdict);
    layout->addWidget(m_power);
    layout->addWidget(m_summary);
    m_tabs->setObjectName(QStringLiteral("resultTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_scroll, QString());
    layout->addWidget(m_warningsButton);
    layout->addWidget(m_tabs, 1);
    retranslate();
}

/// The verdict, the power answer and the summary: fixed heights, selectable text.
void ResultPanel::setupAnswerLines() {
    QFont verdictFont = font();
    verdictFont.setPointSizeF(verdictFont.pointSizeF() * 1.25);
    verdictFont.setBold(true);
    m_verdict->setFont(verdictFont);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Fixed heights: two lines for the verdict, one each for the power answer and the summary,
    // so that the charts below keep their size whatever the texts say.
    m_verdict->setFixedHeight(2 * QFontMetrics(verdictFont).lineSpacing() + 4);
    m_verdict->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_verdict->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_power->setObjectName(QStringLiteral("powerAnswer"));
    QFont powerFont = font();
    powerFont.setBold(true);
    m_power->setFont(powerFont);
    m_power->setFixedHeight(QFontMetrics(powerFont).lineSpacing() + 2);
    m_power->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_power->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(false);
    m_summary->setFixedHeight(m_summary->fontMetrics().lineSpacing() + 2);
    m_summary->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
}

/// The warnings strip and the list it opens.
void ResultPanel::setupWarnings() {
    m_warnings->setObjectName(QStringLiteral("warnings"));
    m_warnings->setWordWrap(true);
    m_warnings->setFocusPolicy(Qt::NoFocus);
    m_warnings->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_warnings->hide();
    // The warnings take one line that opens the list: the charts keep their size however many
    // warnings come and go.
    m_warningsButton->setObjectName(QStringLiteral("warningsStrip"));
    m_warningsButton->setCheckable(true);
    m_warningsButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_warningsButton->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_warningsButton->setStyleSheet(QStringLiteral("text-align: left;"));
    // The list opens over the charts, below the strip, as a drop-down: the charts keep their size
    // and their legends (in the layout it squeezed them and cut the memory chart's legend).
    connect(m_warningsButton, &QToolButton::toggled, this, [this](bool open) {
        if (open)
            placeWarnings();
        m_warnings->setVisible(open);
        if (open)
            m_warnings->raise();
    });
}

/// The five charts in their scroll area.
void ResultPanel::setupCharts() {
    auto* charts = new QWidget(m_scroll);
    charts->setLayout(m_grid);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setSpacing(6);
    // Two columns: a row of three charts over a row of two, each row's widths its own.
    for (QHBoxLayout* row : {m_topRow, m_bottomRow})
        row->setSpacing(6);
    m_grid->addLayout(m_topRow, 0, 0);
    m_grid->addLayout(m_bottomRow, 1, 0);
    const ResultChartKind kinds[] = {ResultChartKind::Memory, ResultChartKind::Host,
                                     ResultChartKind::Transfer, ResultChartKind::Power,
                                     ResultChartKind::Storage};
    for (int i = 0; i < 5; ++i)
        m_charts[i] = new ResultChartView(kinds[i], charts);
    m_scroll->setWidget(charts);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    arrangeCharts(2);
}

void ResultPanel::retranslate() {
    m_tabs->setTabText(0, tr("Charts"));
}

void ResultPanel::setResult(const SizingResult& result, const Scenario& scenario,
                            const VerdictAnswer& answer, const QLocale& locale) {
    m_verdictLine = ResultText::verdictLine(result, answer, locale);
    // With a serving need the second line answers it: "Afterwards: serves 40 users at 32k
    // tokens, about 35 tokens/s each".
    const QString servingAnswer = ResultText::servingAnswer(result, locale);
    m_verdict->setText(servingAnswer.isEmpty()
                           ? ResultText::verdict(result, locale)
                           : ResultText::verdict(result, locale) + QLatin1Char('\n') +
                                 tr("Afterwards: %1").arg(servingAnswer));
    const QString power = ResultText::powerAnswer(result, answer, locale);
    m_power->setText(
        !power.isEmpty() ? tr("Power: %1").arg(power)
        : answer.plannedPhases == 3
            ? tr("Power: %1, within the planned 400 V "
                 "three-phase %2 A feed")
                  .arg(formatKw(result.power.total, locale), locale.toString(answer.plannedAmps))
            : tr("Power: %1, within the planned %2 A feed")
                  .arg(formatKw(result.power.total, locale), locale.toString(answer.plannedAmps)));
    m_power->setToolTip(m_power->text());
    const QString powerStyle = power.isEmpty() ? QString() : QStringLiteral("color: #9a5b00;");
    if (m_power->styleSheet() != powerStyle) // restyling is slow; only on a change
        m_power->setStyleSheet(powerStyle);
    m_answersServing = !servingAnswer.isEmpty();
    fitVerdictHeight();
    m_verdict->setToolTip(ResultText::memoryNames(result, locale));
    // Dark green / dark amber / dark red: readable on white at screen-share size and apart in
    // greyscale from the body text.
    // Green only when the memory fits outside the band and the planned feed carries the draw.
    // Red where the build cannot run at all (memory, the RL engine, the plan); amber where a
    // setting brings it within reach (the feed, the serving need) or it is tight.
    const bool red = answer.state == VerdictState::DoesNotFit ||
                     answer.state == VerdictState::EngineNoRoom ||
                     answer.state == VerdictState::PlanRefused;
    const QString style = answer.answer == AnswerState::Go ? QStringLiteral("color: #1b5e20;")
                          : red                            ? QStringLiteral("color: #b00020;")
                                                           : QStringLiteral("color: #9a5b00;");
    if (m_verdict->styleSheet() != style) // restyling is slow; only on a change of verdict
        m_verdict->setStyleSheet(style);
    // One line, cut with "…" where the window is narrower than the text (the Serving tab and
    // the verdict's second line answer the serving need); the tooltip holds the whole text.
    const QString serving = ResultText::serving(result, locale);
    m_summaryText = ResultText::summary(result, locale);
    m_summary->setToolTip(serving.isEmpty() ? m_summaryText
                                            : m_summaryText + QLatin1Char('\n') + serving);
    fitSummary();
    for (ResultChartView* view : m_charts)
        view->setResult(result, locale);
    m_charts[0]->setToolTip(m_verdict->toolTip());

    QStringList texts;
    for (const Warning& w : result.warnings)
        texts << QStringLiteral("⚠ ") + ResultText::warning(w, result, scenario, locale);
    for (const QString& extra : m_extraWarnings)
        texts << QStringLiteral("⚠ ") + extra;
    if (texts != warningTexts()) {
        m_warnings->clear();
        m_warnings->addItems(texts);
    }
    m_warningsButton->setEnabled(!texts.isEmpty());
    if (texts.isEmpty())
        m_warningsButton->setChecked(false);
    m_warningsText = texts.isEmpty()      ? tr("No warnings")
                     : texts.size() == 1 ? texts.front()
                                         : tr("%1 warnings (click for all): %2")
                                               .arg(locale.toString(texts.size()),
                                                    texts.front().mid(2));
    fitWarningsStrip();
    m_warningsButton->setToolTip(texts.join(QLatin1Char('\n')));
    if (m_warnings->isVisible())
        placeWarnings();
}

void ResultPanel::placeWarnings() {
    // As wide as the strip, as tall as the wrapped warnings need, at most down to the panel's
    // bottom edge (the list scrolls beyond that).
    const QRect strip = m_warningsButton->geometry();
    const int frame = 2 * m_warnings->frameWidth();
    const int textWidth = std::max(40, strip.width() - frame - 2 * m_warnings->spacing() - 8);
    const QFontMetrics metrics(m_warnings->font());
    int height = frame + 4;
    for (int i = 0; i < m_warnings->count(); ++i)
        height += metrics
                      .boundingRect(QRect(0, 0, textWidth, 1 << 20), Qt::TextWordWrap,
                                    m_warnings->item(i)->text())
                      .height() +
                  2 * m_warnings->spacing() + 2;
    height = std::min(height, this->height() - strip.bottom() - 6);
    m_warnings->setGeometry(strip.x(), strip.bottom() + 1, strip.width(), std::max(0, height));
}

void ResultPanel::arrangeCharts(int columns) {
    if (columns == m_columns)
        return;
    m_columns = columns;
    for (ResultChartView* view : m_charts)
        for (QLayout* layout : std::initializer_list<QLayout*>{m_grid, m_topRow, m_bottomRow})
            layout->removeWidget(view);
    if (columns == 1) {
        // One column: each chart keeps a readable height and the area scrolls (grid rows 2 to
        // 6; the two rows' layouts above stay empty).
        for (int i = 0; i < 5; ++i)
            m_grid->addWidget(m_charts[std::size_t(i)], 2 + i, 0);
    } else {
        // Memory per GPU, step and host memory on top (45 : 33 : 22 of the width), power and
        // storage below (48 : 52): QtCharts gives a legend beside the plot at most 40 % of its
        // chart, so these shares keep every legend entry whole at 1280x720, German labels
        // and an RL run's step included.
        m_topRow->addWidget(m_charts[0], 45);
        m_topRow->addWidget(m_charts[2], 33);
        m_topRow->addWidget(m_charts[1], 22);
        m_bottomRow->addWidget(m_charts[3], 48);
        m_bottomRow->addWidget(m_charts[4], 52);
    }
    // Two columns: the top row gets what the bottom row's charts (power, storage: at most
    // seven legend entries) leave, so that the memory chart's legend shows every entry of an
    // RL run (parts, RL models, free, capacity, the likely band) at 1280x720.
    m_grid->setRowStretch(0, columns == 1 ? 0 : 3);
    m_grid->setRowStretch(1, columns == 1 ? 0 : 2);
    for (ResultChartView* view : m_charts) {
        view->setMinimumHeight(columns == 1 ? 300 : 200);
        // The widths are the stretch factors' shares, whatever the charts would like.
        view->setSizePolicy(QSizePolicy::Ignored, view->sizePolicy().verticalPolicy());
    }
}

void ResultPanel::resizeEvent(QResizeEvent* event) {
    arrangeCharts(event->size().width() >= 700 ? 2 : 1);
    QWidget::resizeEvent(event);
    fitVerdictHeight();
    fitSummary();
    fitWarningsStrip();
    if (m_warnings->isVisible())
        placeWarnings();
}

void ResultPanel::fitWarningsStrip() {
    // A tool button neither wraps nor elides: a warning wider than the strip showed its middle,
    // cut at both ends. The margin is the button's frame and padding.
    const int width = std::max(40, m_warningsButton->width() - 16);
    const QString shown =
        m_warningsButton->fontMetrics().elidedText(m_warningsText, Qt::ElideRight, width);
    if (m_warningsButton->text() != shown)
        m_warningsButton->setText(shown);
}

void ResultPanel::fitSummary() {
    const QFontMetrics metrics = m_summary->fontMetrics();
    const int width = std::max(0, m_summary->width() - 2);
    QString shown = m_summaryText;
    int lines = 1;
    if (metrics.horizontalAdvance(m_summaryText) > width) {
        // The first line takes as many of the " · " parts as fit; the rest goes below.
        const QString separator = QStringLiteral(" · ");
        const QStringList parts = m_summaryText.split(separator);
        QString first = parts.value(0);
        int taken = 1;
        while (taken < parts.size() &&
               metrics.horizontalAdvance(first + separator + parts[taken]) <= width)
            first += separator + parts[taken++];
        shown = first + QLatin1Char('\n') + parts.mid(taken).join(separator);
        lines = 2;
    }
    const int height = lines * metrics.lineSpacing() + 2;
    if (m_summary->height() != height)
        m_summary->setFixedHeight(height);
    if (m_summary->text() != shown)
        m_summary->setText(shown);
}

void ResultPanel::fitVerdictHeight() {
    // Two lines for the verdict; while it answers the serving question too, the lines the
    // wrapped text needs at this width, so the answer is not cut off.
    const QFontMetrics metrics(m_verdict->font());
    const int lines = metrics.lineSpacing();
    int height = 2 * lines + 4;
    if (m_answersServing) {
        // The label spans the panel less the layout's margins.
        const QMargins margins = layout() ? layout()->contentsMargins() : QMargins();
        const int width = std::max(1, contentsRect().width() - margins.left() - margins.right());
        const QRect text = metrics.boundingRect(QRect(0, 0, width, 100 * lines), Qt::TextWordWrap,
                                                m_verdict->text());
        // Three or four lines: a narrow transient width while the window lays itself out
        // must not raise the window's minimum height.
        height = std::clamp(text.height(), 3 * lines, 4 * lines) + 4;
    }
    if (m_verdict->maximumHeight() != height)
        m_verdict->setFixedHeight(height);
}

QString ResultPanel::verdictText() const {
    return m_verdictLine;
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
