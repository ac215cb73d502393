#include "costs/coststext.h"

#include "common/catalognames.h"

namespace headroom::ui {

QString CostsText::money(double value, const CostsResult& c, const QLocale& locale, int decimals) {
    return QStringLiteral("%1 %2").arg(locale.toString(value, 'f', decimals),
                                       QString::fromStdString(c.currency));
}

QString CostsText::answer(const CostsResult& c, const QLocale& locale) {
    switch (c.status) {
    case CostsStatus::NoPurchasePrice:
        return tr("No comparison: the server or its GPUs have no price yet (on request).");
    case CostsStatus::NoUsage:
        return tr("No comparison: no GPU hours a month (no runs, or utilisation 0).");
    case CostsStatus::NoCloudPrice:
        return tr("No comparison: the catalog has no cloud price for this GPU type.");
    case CostsStatus::NoExchangeRate:
        return tr("No comparison: no exchange rate from the cloud price's currency to %1.")
            .arg(QString::fromStdString(c.currency));
    case CostsStatus::Ok:
        break;
    }
    if (!c.breakEvenMonth)
        return tr("Renting is cheaper: it costs less per month than running the build.");
    if (*c.breakEvenMonth > c.months)
        return tr("Renting is cheaper over %1 years: owning breaks even only in month %2.")
            .arg(locale.toString(c.years), locale.toString(*c.breakEvenMonth));
    return tr("Owning breaks even in month %1 of %2.")
        .arg(locale.toString(*c.breakEvenMonth), locale.toString(c.months));
}

QString CostsText::summaryPart(const CostsResult& c, const QLocale& locale) {
    if (!c.asked || c.status != CostsStatus::Ok)
        return {};
    if (!c.breakEvenMonth || *c.breakEvenMonth > c.months)
        return tr("renting is cheaper");
    return tr("owning pays off from month %1").arg(locale.toString(*c.breakEvenMonth));
}

QStringList CostsText::figures(const CostsResult& c, const QLocale& locale) {
    QStringList lines;
    if (c.status != CostsStatus::Ok)
        return lines;
    lines << tr("Owned over %1 years: %2 (purchase %3, energy and service %4 a month)")
                 .arg(locale.toString(c.years), money(c.ownedTotal, c, locale),
                      money(c.purchase, c, locale), money(c.runningPerMonth, c, locale));
    lines << tr("Rented, the same GPU hours on demand: %1").arg(money(c.rentedTotal, c, locale));
    if (c.rentedCommittedTotal)
        lines << tr("Rented with a commitment: %1").arg(money(*c.rentedCommittedTotal, c, locale));
    lines << tr("Per GPU hour: owned %1, rented %2")
                 .arg(money(*c.ownedPerGpuHour, c, locale, 2),
                      money(*c.rentedPerGpuHour, c, locale, 2));
    lines << tr("Per run (%1 GPU hours): owned %2, rented %3")
                 .arg(locale.toString(c.runGpuHours, 'f', 0), money(*c.ownedPerRun, c, locale),
                      money(*c.rentedPerRun, c, locale));
    lines << tr("%1 GPU hours a month, %2 % of the cards' time; PUE %3, %4 per kWh")
                 .arg(locale.toString(c.gpuHoursPerMonth, 'f', 0),
                      locale.toString(100 * c.utilisation, 'f', 0), locale.toString(c.pue, 'f', 2),
                      money(c.energyPerKwh, c, locale, 2));
    // Energy between runs (assumption idle_power_fraction): said either way.
    if (c.idlePowerFraction > 0)
        lines << tr("Energy between runs: %1 % of the run's draw, %2 a month (assumption "
                    "idle_power_fraction)")
                     .arg(locale.toString(100 * c.idlePowerFraction, 'f', 0),
                          money(c.idleEnergyPerMonth, c, locale));
    else
        lines << tr("Energy between runs: not counted (the catalog has no measured idle draw; "
                    "assumption idle_power_fraction)");
    if (c.overbooked)
        lines << tr("More GPU hours a month than the cards have: a second build or renting "
                    "the rest is needed.");
    return lines;
}

QStringList CostsText::priceLines(const CostsResult& c, const QLocale& locale) {
    QStringList lines;
    for (const PriceDate& d : c.priceDates) {
        QString line = tr("%1: %2 %3 per GPU hour on demand")
                           .arg(catalogText(d.name), locale.toString(c.cloudOnDemand, 'f', 2),
                                QString::fromStdString(c.cloudCurrency));
        if (c.cloudCommitted)
            line += tr(", %1 %2 committed")
                        .arg(locale.toString(*c.cloudCommitted, 'f', 2),
                             QString::fromStdString(c.cloudCurrency));
        line +=
            tr(", price read %1 (%2)").arg(QString::fromStdString(d.date), catalogText(d.source));
        lines << line;
    }
    return lines;
}

} // namespace headroom::ui
