#include "serving/servingdock.h"

#include "common/wheelguard.h"
#include "serving/serving.h"
#include "serving/servingenginesection.h"
#include "window/resulttext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <algorithm>
#include <cmath>

namespace headroom::ui {

namespace {
/// The line colours of the builds: the current one first, then the pinned ones.
const QColor kColours[] = {QColor(0x1f, 0x6f, 0xb2), QColor(0xd9, 0x7a, 0x00),
                           QColor(0x2e, 0x8b, 0x57), QColor(0x8e, 0x44, 0xad),
                           QColor(0xb0, 0x30, 0x30)};
} // namespace

ServingDock::ServingDock(QWidget* parent)
    : QDockWidget(parent), m_enabled(new QCheckBox(this)), m_context(new QSpinBox(this)),
      m_output(new QSpinBox(this)), m_users(new QSpinBox(this)), m_weights(new QComboBox(this)), m_kvCache(new QComboBox(this)),
      m_contextLabel(new QLabel(this)), m_outputLabel(new QLabel(this)),
      m_usersLabel(new QLabel(this)),
      m_weightsLabel(new QLabel(this)), m_kvLabel(new QLabel(this)), m_verdict(new QLabel(this)),
      m_engineSection(new ServingEngineSection(this)), m_chart(new QChart),
      m_view(new QChartView(m_chart, this)) {
    setObjectName(QStringLiteral("servingDock"));
    m_enabled->setObjectName(QStringLiteral("servingEnabled"));
    m_context->setObjectName(QStringLiteral("servingContext"));
    m_output->setObjectName(QStringLiteral("servingOutputTokens"));
    m_users->setObjectName(QStringLiteral("servingUsers"));
    m_weights->setObjectName(QStringLiteral("servingWeights"));
    m_kvCache->setObjectName(QStringLiteral("servingKvCache"));
    m_verdict->setObjectName(QStringLiteral("servingVerdict"));
    m_view->setObjectName(QStringLiteral("servingChart"));
    // The scenario file's limits (core/servingrequest.cpp).
    m_context->setRange(1, 16777216);
    m_context->setSingleStep(1024);
    // 0: the catalog's serving_output_tokens; below the context (servingrequest.cpp).
    m_output->setRange(0, 16777215);
    m_output->setSingleStep(100);
    m_users->setRange(1, 1000000);
    // 32.768 in German, 32,768 in English, as every other count of the window.
    for (QSpinBox* box : {m_context, m_output, m_users})
        box->setGroupSeparatorShown(true);
    m_weights->addItems({QStringLiteral("BF16"), QStringLiteral("FP8"), QStringLiteral("INT4"),
                         QStringLiteral("MXFP4")});
    m_kvCache->addItems({QStringLiteral("BF16"), QStringLiteral("FP8")});
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(220);
    m_chart->legend()->setAlignment(Qt::AlignBottom);

    auto* form = new QFormLayout;
    form->addRow(m_enabled);
    form->addRow(m_contextLabel, m_context);
    form->addRow(m_outputLabel, m_output);
    form->addRow(m_usersLabel, m_users);
    form->addRow(m_weightsLabel, m_weights);
    form->addRow(m_kvLabel, m_kvCache);
    // The window shows the panel as a tab beside the charts (issue 15: a dock beside them left
    // the verdict and the charts too narrow at 1280×720): the controls and the answer on the
    // left, the chart over the rest of the width.
    auto* panel = new QWidget(this);
    auto* controls = new QVBoxLayout;
    controls->addLayout(form);
    controls->addWidget(m_engineSection); // closed at first, as the panel's Advanced sections
    controls->addWidget(m_verdict);
    controls->addStretch(1);
    auto* layout = new QHBoxLayout(panel);
    layout->addLayout(controls, 2);
    layout->addWidget(m_view, 3);
    setWidget(panel);
    (new WheelGuard(this))->guardChildren(panel);

    connect(m_enabled, &QCheckBox::toggled, this, &ServingDock::emitEdit);
    connect(m_context, &QSpinBox::editingFinished, this, &ServingDock::emitEdit);
    connect(m_output, &QSpinBox::editingFinished, this, &ServingDock::emitEdit);
    connect(m_users, &QSpinBox::editingFinished, this, &ServingDock::emitEdit);
    connect(m_weights, &QComboBox::currentIndexChanged, this, &ServingDock::emitEdit);
    connect(m_kvCache, &QComboBox::currentIndexChanged, this, &ServingDock::emitEdit);
    connect(m_engineSection, &ServingEngineSection::edited, this, &ServingDock::emitEdit);
    retranslate();
}

void ServingDock::retranslate() {
    setWindowTitle(tr("Serving the tuned model"));
    m_enabled->setText(tr("Serve the tuned model on this build afterwards"));
    m_contextLabel->setText(tr("Context per user (prompt + output)"));
    m_outputLabel->setText(tr("Output per request"));
    m_output->setToolTip(tr("Tokens each request generates; the rest of the context is its "
                            "prompt. Sets how many prompt tokens the decode steps interleave."));
    m_usersLabel->setText(tr("Concurrent users"));
    m_weightsLabel->setText(tr("Weights"));
    m_kvLabel->setText(tr("KV cache"));
    m_context->setSuffix(tr(" tokens"));
    m_output->setSuffix(tr(" tokens"));
    m_output->setSpecialValueText(tr("catalog default"));
    m_chart->setTitle(tr("Users against context length"));
    m_engineSection->retranslate();
    updateChart();
}

void ServingDock::emitEdit() {
    if (m_updating)
        return;
    std::optional<ServingRequest> serving;
    if (m_enabled->isChecked()) {
        ServingRequest q = m_scenario.serving.value_or(ServingRequest{});
        q.contextTokens = m_context->value();
        // The scenario file refuses an output as long as the context (the prompt would be
        // empty): the longest output the context leaves, or the catalog's default.
        q.outputTokens = std::min(m_output->value(), q.contextTokens - 1);
        q.users = m_users->value();
        q.weights = static_cast<WeightsFormat>(m_weights->currentIndex());
        q.kvCache = static_cast<KvCacheFormat>(m_kvCache->currentIndex());
        m_engineSection->apply(q);
        // The scenario file refuses a max_model_len below the context: the engine takes the
        // context then.
        if (q.maxModelLen > 0 && q.maxModelLen < q.contextTokens)
            q.maxModelLen = q.contextTokens;
        serving = q;
    }
    if (serving != m_scenario.serving)
        emit servingEdited(serving);
}

void ServingDock::setResult(const Scenario& scenario, const SizingResult& result,
                            const std::vector<PinnedBuild>& pinned,
                            const std::vector<ServingResult>& pinServing, const QLocale& locale) {
    m_scenario = scenario;
    m_result = result;
    m_pinned = pinned;
    m_pinServing = pinServing;
    m_locale = locale;
    m_updating = true;
    const ServingRequest q = scenario.serving.value_or(ServingRequest{});
    m_enabled->setChecked(scenario.serving.has_value());
    m_context->setValue(q.contextTokens);
    m_output->setValue(q.outputTokens);
    m_users->setValue(q.users);
    m_weights->setCurrentIndex(static_cast<int>(q.weights));
    m_kvCache->setCurrentIndex(static_cast<int>(q.kvCache));
    for (QWidget* w : {static_cast<QWidget*>(m_context), static_cast<QWidget*>(m_output),
                       static_cast<QWidget*>(m_users),
                       static_cast<QWidget*>(m_weights), static_cast<QWidget*>(m_kvCache)})
        w->setEnabled(scenario.serving.has_value());
    m_engineSection->setRequest(q, scenario.serving.has_value());
    m_updating = false;
    m_verdict->setText(scenario.serving ? ResultText::serving(result, locale)
                                        : tr("Tick the box to see how many users this build "
                                             "serves with the tuned model."));
    updateChart();
}

void ServingDock::updateChart() {
    m_chart->removeAllSeries(); // deletes them
    for (QAbstractAxis* axis : m_chart->axes()) {
        m_chart->removeAxis(axis); // hands the axis back: ours to delete
        delete axis;
    }
    if (!m_scenario.serving)
        return;
    // The current build and every pinned one, each served with the scenario's serving need.
    struct Curve {
        QString name;
        ServingResult serving;
    };
    std::vector<Curve> curves;
    curves.push_back({tr("This build"), m_result.serving});
    for (std::size_t i = 0; i < m_pinned.size() && i < m_pinServing.size(); ++i)
        curves.push_back({ComparisonModel::columnTitle(m_pinned[i], int(i)), m_pinServing[i]});
    // Log-log: the users a cache holds fall as one over the context, a straight line here, and
    // both ends (thousands of users at 1k tokens, one at the model's context) stay readable.
    // The axes are drawn in log2(tokens) and log10(users) with labels "1k", "32k", "1,000".
    double maxUsers = 1, minContext = 1024, maxContext = 2048;
    auto fold = [&](double context, double users) {
        maxUsers = std::max(maxUsers, users);
        maxContext = std::max(maxContext, context);
        minContext = std::min(minContext, context);
    };
    for (std::size_t i = 0; i < curves.size(); ++i) {
        auto* line = new QLineSeries;
        line->setName(curves[i].name);
        line->setColor(kColours[i % std::size(kColours)]);
        for (const ServingPoint& p : usersAgainstContext(curves[i].serving.capacity)) {
            if (p.users < 1)
                continue; // not one user at this context: no point on a log axis
            line->append(std::log2(double(p.contextTokens)), std::log10(double(p.users)));
            fold(double(p.contextTokens), double(p.users));
        }
        m_chart->addSeries(line);
    }
    // The chosen point: the scenario's context and users on this build.
    const ServingResult& v = m_result.serving;
    auto* chosen = new QScatterSeries;
    // One user or several, as the answer line writes them (resulttext.cpp: no %n forms).
    const QString context = ResultText::contextLabel(v.contextTokens, m_locale);
    chosen->setName(v.users == 1 ? tr("one user, %1").arg(context)
                                 : tr("%1 users, %2").arg(m_locale.toString(v.users), context));
    chosen->setMarkerSize(11);
    chosen->setColor(v.fits ? QColor(0x1b, 0x5e, 0x20) : QColor(0xb0, 0x00, 0x20));
    chosen->append(std::log2(double(v.contextTokens)), std::log10(double(std::max(1, v.users))));
    fold(double(v.contextTokens), double(v.users));
    m_chart->addSeries(chosen);

    addAxes(minContext, maxContext, maxUsers);
}

void ServingDock::addAxes(double minContext, double maxContext, double maxUsers) {
    auto* x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    x->setTitleText(tr("Context per user (tokens)"));
    const int lo = int(std::floor(std::log2(minContext)));
    const int hi = int(std::ceil(std::log2(maxContext)));
    const int step = hi - lo > 12 ? 4 : (hi - lo > 6 ? 2 : 1); // at most seven labels
    for (int e = lo; e <= hi; e += step)
        x->append(ResultText::contextLabel(std::int64_t(1) << e, m_locale), e);
    x->setRange(lo, hi);
    auto* y = new QCategoryAxis;
    y->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    y->setTitleText(tr("Users"));
    const int top = std::max(1, int(std::ceil(std::log10(maxUsers * 1.2))));
    for (int e = 0; e <= top; ++e)
        y->append(m_locale.toString(qlonglong(std::llround(std::pow(10.0, e)))), e);
    y->setRange(0, top);
    m_chart->addAxis(x, Qt::AlignBottom);
    m_chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* series : m_chart->series()) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
}

int ServingDock::seriesCount() const {
    return int(m_chart->series().size());
}

QString ServingDock::verdictText() const {
    return m_verdict->text();
}

} // namespace headroom::ui
