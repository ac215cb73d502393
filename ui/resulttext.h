#pragma once
// The result in words: the verdict line, a summary line and the warnings, translated by warning
// code (the core's English message is the fallback). Wording only: every figure comes from the
// result.
#include "scenario.h"
#include "sizingresult.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace headroom::ui {

class ResultText {
    Q_DECLARE_TR_FUNCTIONS(ResultText)
public:
    /// "Fits: 12.3 GB free per GPU; longest sequence that fits: 14,336 tokens".
    static QString verdict(const SizingResult& result, const QLocale& locale);
    /// "4 × H200 NVL · step 5.21 s · 6,290 tokens/s · 44 h for the dataset · 130 kWh".
    static QString summary(const SizingResult& result, const QLocale& locale);
    /// One warning in the UI language; unknown codes keep the core's message.
    static QString warning(const Warning& warning, const SizingResult& result,
                           const Scenario& scenario, const QLocale& locale);
};

} // namespace headroom::ui
