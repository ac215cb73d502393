#include "numberformat.h"

#include <cmath>

namespace headroom::ui {

QString formatGb(double gb, const QLocale& locale, int decimals) {
    return locale.toString(gb, 'f', decimals) + QStringLiteral(" GB");
}

QString formatStorage(double gb, const QLocale& locale) {
    if (std::abs(gb) >= 1000)
        return locale.toString(gb / 1000, 'f', 2) + QStringLiteral(" TB");
    return formatGb(gb, locale);
}

QString formatKw(double watts, const QLocale& locale) {
    return locale.toString(watts / 1000, 'f', 2) + QStringLiteral(" kW");
}

QString formatSeconds(double seconds, const QLocale& locale) {
    const int decimals = std::abs(seconds) >= 100 ? 0 : (std::abs(seconds) >= 10 ? 1 : 2);
    return locale.toString(seconds, 'f', decimals) + QStringLiteral(" s");
}

QString formatCount(double count, const QLocale& locale) {
    return locale.toString(static_cast<qlonglong>(std::llround(count)));
}

QString formatBillions(double parameters, const QLocale& locale) {
    return locale.toString(parameters / 1e9, 'f', 2) + QStringLiteral(" B");
}

} // namespace headroom::ui
