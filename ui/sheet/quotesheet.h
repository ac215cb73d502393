#pragma once
// The interactive offline sheet: one self-contained HTML file with the sizing core in
// WebAssembly (app/sheet/), Chart.js (Debian's libjs-chart.js), the catalog files the scenario
// needs and the vendor's letterhead inlined; sliders re-evaluate in the page, the state lives in
// the URL fragment. Built only when em++ was found at build time (app/sheet/wasmbuild.cmake).
#include "catalog.h"
#include "quote/quoterenderer.h"
#include "scenario.h"

#include <QByteArray>
#include <QLocale>
#include <QString>
#include <nlohmann/json_fwd.hpp>

class QTranslator;

namespace headroom::ui {

class QuoteTranslator;

class QuoteSheet {
public:
    explicit QuoteSheet(const Catalog& catalog);

    /// Whether this build embeds the WebAssembly module (false: built without em++).
    static bool available();

    /// The page for `scenario` (its result `quoted`, which the caller evaluated) in
    /// `options.language` with the quote number and validity of `options.details`; empty with
    /// `error` set when it cannot be made.
    QByteArray render(const Scenario& scenario, const SizingResult& quoted,
                      const QuoteOptions& options, QString* error) const;

    /// render() written atomically (OutputFile); false with `error` set on failure.
    bool write(const QString& path, const Scenario& scenario, const SizingResult& quoted,
               const QuoteOptions& options, QString* error) const;

private:
    QString tr(const char* source, const char* disambiguation = nullptr, int n = -1) const;
    /// The page's texts in the translator's language (m_translator set).
    nlohmann::json pageStrings() const;
    nlohmann::json costStrings() const; ///< the own-or-rent panel's words (pageStrings)
    /// The built-in catalog's server and GPU names a warning may carry, translated.
    nlohmann::json catalogNames(QuoteTranslator& translator) const;

    const Catalog& m_catalog;
    mutable const QTranslator* m_translator = nullptr;
};

} // namespace headroom::ui
