#pragma once
// The shared table of warning and assumption texts (core/base/messagetable.h) in the window's and
// the quote's language: one translation source (resources/translations/messages_*.ts) for both, the
// figures formatted in the given locale. The locale picks the language: German for a German
// locale, English otherwise.
#include "catalog.h"
#include "sizingresult.h"

#include <QLocale>
#include <QString>

namespace headroom::ui {

class MessageText {
public:
    /// The translation context of the table's strings.
    static constexpr const char* kContext = "headroom::Messages";

    /// One warning in `locale`'s language; a code the table lacks keeps the core's message.
    static QString warning(const Warning& warning, const QLocale& locale);
    /// The answer's headline (core/result/answer.h) in `locale`'s language.
    static QString headline(const VerdictAnswer& answer, const QLocale& locale);
    /// One argument as the window and the quote write it ("12,3 GB", "3,52 kW", "80 %").
    static QString argument(const MessageArg& arg, const QLocale& locale);
    /// A catalog assumption's label in `locale`'s language; a label of a user catalog that the
    /// table does not know prints as written.
    static QString assumptionLabel(const Assumption& assumption, const QLocale& locale);
    /// The assumption's source in the locale's language: the catalog's "source_de" for German
    /// where it has one, else "source" as written.
    static QString assumptionSource(const Assumption& assumption, const QLocale& locale);
    static QString sourceIn(const std::string& source, const std::string& sourceDe,
                            const QLocale& locale);
    /// An assumption's unit in the locale's language ("B/param" → "B/Parameter").
    static QString unitText(const std::string& unit, const QLocale& locale);
    /// An assumption's value with its unit; a "switch" (0 or 1) reads "off" or "on".
    static QString valueText(const Assumption& assumption, const QLocale& locale);
    /// Where the memory band comes from, in `locale`'s language (issue 37, SPEC §8
    /// `band_basis`): no measured run of the regime yet (`validated` false), the share of the
    /// pool's runs inside the band computed without their own source (`coverage`), and the
    /// widening where the run lies outside the measured runs of its method (`outside`). Empty
    /// when there is no band.
    static QString bandBasis(const BandBasis& basis, const QLocale& locale);
    /// `source` (a string of the table's context) in `locale`'s language.
    static QString translate(const char* source, const QLocale& locale);
};

} // namespace headroom::ui
