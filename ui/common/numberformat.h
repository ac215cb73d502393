#pragma once
// Locale-aware formatting of the result's quantities (GB = 1e9 B, the page's unit). Formatting
// only: no figure is computed here.
#include <QLocale>
#include <QString>

namespace headroom::ui {

/// "444.8 GB" / "444,8 GB".
QString formatGb(double gb, const QLocale& locale, int decimals = 1);
/// GB below 1,000, TB (1e12 B) above: "1.17 TB".
QString formatStorage(double gb, const QLocale& locale);
/// Watts as kilowatts: "3.40 kW".
QString formatKw(double watts, const QLocale& locale);
/// Seconds with a precision that suits the magnitude: "5.21 s", "0.42 s".
QString formatSeconds(double seconds, const QLocale& locale);
/// A count with group separators: "14,336" / "14.336"; any magnitude, "—" when not finite.
QString formatCount(double count, const QLocale& locale);
/// Parameters in billions: "27.78 B".
QString formatBillions(double parameters, const QLocale& locale);

} // namespace headroom::ui
