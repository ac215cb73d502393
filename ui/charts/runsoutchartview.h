#pragma once
// "Where it runs out": memory per GPU against the sequence length (a power-of-two axis) for the
// current build and every pinned build, each against its own card's capacity, the band of the
// verdict and the longest sequence that fits. Every figure comes from runsOutCurve().
#include "runsout.h"

#include <QChartView>
#include <QLocale>
#include <vector>

QT_BEGIN_NAMESPACE
class QAreaSeries;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QValueAxis;
QT_END_NAMESPACE

namespace headroom::ui {

/// A pinned build's curve and its column title.
struct LabelledCurve {
    QString label;
    RunsOutCurve curve;
};

class RunsOutChartView : public QChartView {
    Q_OBJECT
public:
    static constexpr int MaxPinnedCurves = 4;
    explicit RunsOutChartView(QWidget* parent = nullptr);
    /// Shows the current build's curve and the pinned builds' (at most MaxPinnedCurves).
    void setCurves(const RunsOutCurve& current, const std::vector<LabelledCurve>& pinned,
                   const QLocale& locale);
    /// Re-words titles and legend in the UI language.
    void retranslate();

private:
    QLineSeries* m_total;
    QLineSeries* m_bandLow;
    QLineSeries* m_bandHigh;
    QAreaSeries* m_band;
    QLineSeries* m_capacity;
    QLineSeries* m_longest;
    QScatterSeries* m_current;
    std::vector<QLineSeries*> m_pinned;
    /// Each pin's own card capacity, in the pin's colour, where it differs from the current
    /// build's (no legend entry: the pin's legend entry names it).
    std::vector<QLineSeries*> m_pinnedCapacity;
    QLogValueAxis* m_x;
    QValueAxis* m_y;
    RunsOutCurve m_curve;
    QLocale m_locale;
};

} // namespace headroom::ui
