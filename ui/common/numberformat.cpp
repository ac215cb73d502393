#include "common/numberformat.h"

#include <cmath>

namespace headroom::ui {

namespace {
/// A figure that is not a number (NaN, an infinity) has no digits to show.
const QString kNoFigure = QStringLiteral("—");
} // namespace

QString formatGb(double gb, const QLocale& locale, int decimals) {
    if (!std::isfinite(gb))
        return kNoFigure + QStringLiteral(" GB");
    return locale.toString(gb, 'f', decimals) + QStringLiteral(" GB");
}

QString formatStorage(double gb, const QLocale& locale) {
    if (std::isfinite(gb) && std::abs(gb) >= 1000)
        return locale.toString(gb / 1000, 'f', 2) + QStringLiteral(" TB");
    return formatGb(gb, locale);
}

QString formatKw(double watts, const QLocale& locale) {
    if (!std::isfinite(watts))
        return kNoFigure + QStringLiteral(" kW");
    return locale.toString(watts / 1000, 'f', 2) + QStringLiteral(" kW");
}

QString formatSeconds(double seconds, const QLocale& locale) {
    if (!std::isfinite(seconds))
        return kNoFigure + QStringLiteral(" s");
    const int decimals = std::abs(seconds) >= 100 ? 0 : (std::abs(seconds) >= 10 ? 1 : 2);
    return locale.toString(seconds, 'f', decimals) + QStringLiteral(" s");
}

QString formatCount(double count, const QLocale& locale) {
    // Rounded as a double, never converted to an integer type: beyond 9.2e18 (or for NaN) that
    // conversion is undefined and printed -9,223,372,036,854,775,808.
    if (!std::isfinite(count))
        return kNoFigure;
    return locale.toString(std::round(count) + 0.0, 'f', 0); // + 0.0: no "-0"
}

QString formatBillions(double parameters, const QLocale& locale) {
    if (!std::isfinite(parameters))
        return kNoFigure + QStringLiteral(" B");
    return locale.toString(parameters / 1e9, 'f', 2) + QStringLiteral(" B");
}

} // namespace headroom::ui
