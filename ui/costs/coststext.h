#pragma once
// The own-or-rent figures in words, for the window's Costs tab, the summary line and the
// quote's page: one wording in English and German, numbers through the locale.
#include "costsresult.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace headroom::ui {

class CostsText {
    Q_DECLARE_TR_FUNCTIONS(CostsText)
public:
    /// "12,345 EUR": an amount in the comparison's currency, whole units.
    static QString money(double value, const CostsResult& c, const QLocale& locale,
                         int decimals = 0);
    /// The answer in one phrase: "owning breaks even in month 19", or why there is none.
    static QString answer(const CostsResult& c, const QLocale& locale);
    /// The summary line's part: "own from month 19" (empty when there is no comparison).
    static QString summaryPart(const CostsResult& c, const QLocale& locale);
    /// The figures, one line each: owned and rented totals, per GPU hour, per run, usage.
    static QStringList figures(const CostsResult& c, const QLocale& locale);
    /// The cloud price with its provider, date and source: "Hyperstack, NVIDIA H200 SXM:
    /// 3.99 USD per GPU hour on demand, read 2026-08-26 (https://…)".
    static QStringList priceLines(const CostsResult& c, const QLocale& locale);
};

} // namespace headroom::ui
