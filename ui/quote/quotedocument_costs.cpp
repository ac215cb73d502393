// The quote's page "Own or rent" (issue 34): what the build costs over its years of use
// against renting the same GPU hours in the cloud, and from which month owning pays off. Part
// of QuoteDocument, in a file of its own; every figure comes from the result's cost stage, and
// the cloud price is printed with its date and source. Printed only when the scenario has a
// `costs` section.
#include "quote/quotedocument.h"

namespace headroom::ui {

QString QuoteDocument::costsAnswer(const CostsResult& c) const {
    switch (c.status) {
    case CostsStatus::NoPurchasePrice:
        return tr("No comparison yet: the server or its GPUs are priced on request.");
    case CostsStatus::NoUsage:
        return tr("No comparison: the scenario plans no GPU hours a month (no runs, or "
                  "utilisation 0).");
    case CostsStatus::NoCloudPrice:
        return tr("No comparison: the catalog has no cloud price for this GPU type.");
    case CostsStatus::NoExchangeRate:
        return tr("No comparison: no exchange rate from the cloud price's currency to %1.")
            .arg(field(c.currency));
    case CostsStatus::Ok:
        break;
    }
    if (!c.breakEvenMonth)
        return tr("Renting is cheaper: the same GPU hours cost less per month in the cloud than "
                  "the energy and service of the build.");
    if (*c.breakEvenMonth > c.months)
        return tr("Over %1 years renting is cheaper: owning the build breaks even only in month "
                  "%2.")
            .arg(m_locale.toString(c.years), m_locale.toString(*c.breakEvenMonth));
    return tr("Owning the build breaks even in month %1: from then on it costs less than renting "
              "the same GPU hours, %2 less over %3 years.")
        .arg(m_locale.toString(*c.breakEvenMonth), costsMoney(c.rentedTotal - c.ownedTotal, c, 0),
             m_locale.toString(c.years));
}

QString QuoteDocument::costsMoney(double value, const CostsResult& c, int decimals) const {
    return QStringLiteral("%1 %2").arg(num(value, decimals), field(c.currency));
}

std::vector<QuoteDocument::Row> QuoteDocument::costsRows(const CostsResult& c) const {
    std::vector<Row> rows = {
        {{tr("Usage")},
         {tr("%1 GPU hours a month (%2 % of the cards' time), %3 GPU hours per run")
              .arg(num(c.gpuHoursPerMonth, 0), num(100 * c.utilisation, 0),
                   num(c.runGpuHours, 0))}},
        {{tr("Purchase")}, {tr("%1 (the quote's net price)").arg(costsMoney(c.purchase, c, 0))}},
        {{tr("Energy and service")},
         {tr("%1 a month: PUE %2 at %3 per kWh, service %4 a year")
              .arg(costsMoney(c.runningPerMonth, c, 0), num(c.pue, 2),
                   costsMoney(c.energyPerKwh, c, 3), costsMoney(c.servicePerYear, c, 0))}},
        {{tr("Owned over %1 years").arg(m_locale.toString(c.years))},
         {tr("%1; %2 per GPU hour, %3 per run")
              .arg(costsMoney(c.ownedTotal, c, 0), costsMoney(*c.ownedPerGpuHour, c, 2),
                   costsMoney(*c.ownedPerRun, c, 0))}},
        {{tr("Rented on demand")},
         {tr("%1; %2 per GPU hour, %3 per run")
              .arg(costsMoney(c.rentedTotal, c, 0), costsMoney(*c.rentedPerGpuHour, c, 2),
                   costsMoney(*c.rentedPerRun, c, 0))}},
    };
    if (c.rentedCommittedTotal)
        rows.push_back({{tr("Rented with a commitment")},
                        {tr("%1; %2 per GPU hour")
                             .arg(costsMoney(*c.rentedCommittedTotal, c, 0),
                                  costsMoney(*c.rentedCommittedPerGpuHour, c, 2))}});
    return rows;
}

void QuoteDocument::costsSection() {
    const CostsResult& c = m_result.costs;
    if (!c.asked)
        return;
    newPage();
    heading(tr("Own or rent"), pt(80));
    paragraph(costsAnswer(c), m_body);
    m_y += pt(6);
    if (c.status == CostsStatus::Ok) {
        table({}, costsRows(c), {0.3, 0.7}, m_body, true, Labels::FirstColumn);
        m_y += pt(4);
    }
    for (const PriceDate& d : c.priceDates) {
        QString price = tr("Cloud price: %1, %2 %3 per GPU hour on demand")
                            .arg(field(d.name), num(c.cloudOnDemand, 2), field(c.cloudCurrency));
        if (c.cloudCommitted)
            price += tr(", %1 %2 committed").arg(num(*c.cloudCommitted, 2), field(c.cloudCurrency));
        if (c.cloudCurrency != c.currency)
            price += tr(", converted at %1 %2 per %3")
                         .arg(num(c.exchangeRate, 4), field(c.cloudCurrency), field(c.currency));
        paragraph(price + tr("; read on %1 from %2.").arg(field(d.date), field(d.source)), m_small);
    }
    paragraph(tr("Owned: the purchase plus the energy of the planned GPU hours at the wall "
                 "times the facility's PUE, and the service, month by month. Rented: the same "
                 "GPU hours at the cloud's price for the same GPU type. Cloud prices change; the "
                 "date above says when this one was read."),
              m_small);
    // Energy between runs (assumption idle_power_fraction): said either way.
    if (c.status == CostsStatus::Ok && c.idlePowerFraction > 0)
        paragraph(
            tr("Between runs the build is counted at %1 % of its draw in a run, %2 a month "
               "in the energy above (assumption idle_power_fraction).")
                .arg(num(100 * c.idlePowerFraction, 0), costsMoney(c.idleEnergyPerMonth, c, 0)),
            m_small);
    else if (c.status == CostsStatus::Ok)
        paragraph(tr("The energy between runs is not counted: the catalog has no measured idle "
                     "draw of the server (assumption idle_power_fraction)."),
                  m_small);
    m_y += pt(10);
}

} // namespace headroom::ui
