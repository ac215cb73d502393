#pragma once
// Own or rent: the cumulative cost of owning the build against renting its GPU hours, month by
// month over the years of use, for the current build and every pinned one, the break-even
// marked. Every figure comes from the cost stage (CostsResult::ownedByMonth, rentedByMonth).
#include "costsresult.h"

#include <QChartView>
#include <QLocale>
#include <vector>

QT_BEGIN_NAMESPACE
class QLineSeries;
class QScatterSeries;
class QValueAxis;
QT_END_NAMESPACE

namespace headroom::ui {

/// A pinned build's comparison and its label.
struct LabelledCosts {
    QString label;
    CostsResult costs;
};

class CostsChartView : public QChartView {
    Q_OBJECT
public:
    static constexpr int MaxPinned = 4;
    explicit CostsChartView(QWidget* parent = nullptr);
    /// The current build's curves and the pinned builds' (those with figures, at most MaxPinned).
    void setCosts(const CostsResult& current, const std::vector<LabelledCosts>& pinned,
                  const QLocale& locale);
    void retranslate();
    /// The series shown, for tests: owned and rented per build with figures, and the marker.
    int visibleSeries() const;

private:
    QLineSeries* m_owned;
    QLineSeries* m_rented;
    QScatterSeries* m_breakEven;
    std::vector<QLineSeries*> m_pinOwned;
    std::vector<QLineSeries*> m_pinRented;
    QValueAxis* m_x;
    QValueAxis* m_y;
    CostsResult m_current;
    std::vector<LabelledCosts> m_pinned;
    QLocale m_locale;
};

} // namespace headroom::ui
