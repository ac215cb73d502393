#pragma once
// The result in words: the verdict line, a summary line and the warnings, translated by warning
// code (the core's English message is the fallback). Wording only: every figure comes from the
// result.
#include "scenario.h"
#include "sizingresult.h"
#include "verdictanswer.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <cstdint>

namespace headroom::ui {

class ResultText {
    Q_DECLARE_TR_FUNCTIONS(ResultText)
public:
    /// "Tight: 0.1 GB free per GPU, model uncertainty −1.9/+2.4 GB; longest sequence that
    /// fits: 14,336 tokens" (fits / tight / does not fit, as the core's verdict).
    static QString verdict(const SizingResult& result, const QLocale& locale);
    /// The window's verdict line: verdict() and, where the planned feed is exceeded, what it
    /// needs ("needs the 32 A feed, or a cap of 500 W per GPU on 16 A").
    static QString verdictLine(const SizingResult& result, const VerdictAnswer& answer,
                               const QLocale& locale);
    /// The power answer alone; empty when the planned feed carries the draw.
    static QString powerAnswer(const SizingResult& result, const VerdictAnswer& answer,
                               const QLocale& locale);
    /// "model uncertainty −1.9/+2.4 GB": the band around the total per GPU.
    static QString uncertainty(const SizingResult& result, const QLocale& locale);
    /// The allocated / reserved / total figures named as PyTorch and nvidia-smi report them,
    /// and where the band comes from (two lines).
    static QString memoryNames(const SizingResult& result, const QLocale& locale);
    /// "4 × H200 NVL · step 5.21 s · 6,290 tokens/s · 44 h for the dataset · 130 kWh".
    static QString summary(const SizingResult& result, const QLocale& locale);
    /// The serving answer: "Serving: 40 users at 32k tokens (room for 216), about 52 tokens/s
    /// each"; empty when the scenario asks nothing about serving.
    static QString serving(const SizingResult& result, const QLocale& locale);
    /// The verdict's answer to the serving question: "serves 40 users at 32k tokens, about 35
    /// tokens/s each"; empty when the scenario asks nothing about serving.
    static QString servingAnswer(const SizingResult& result, const QLocale& locale);
    /// A context length as the serving view labels it: "32k" for whole multiples of 1,024.
    static QString contextLabel(std::int64_t tokens, const QLocale& locale);
    /// One warning in the UI language; unknown codes keep the core's message.
    static QString warning(const Warning& warning, const SizingResult& result,
                           const Scenario& scenario, const QLocale& locale);
};

} // namespace headroom::ui
