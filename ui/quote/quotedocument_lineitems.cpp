// QuoteDocument, the offer: line items and sums from the core's pricing, notes and terms.
#include "quote/quotedocument.h"

#include "common/catalognames.h"

#include "quote/quotestyle.h"

#include <QPainter>
#include <cmath>

namespace headroom::ui {

using namespace quotestyle;

QString QuoteDocument::lineItemText(const LineItem& item) const {
    const ServerSpec* server = m_catalog.findServer(m_result.serverId);
    if (item.id == "server") {
        QString text = catalogText(item.name);
        if (server)
            text += QLatin1Char('\n') + tr("%1; %2 × %3")
                                            .arg(catalogText(server->chassis))
                                            .arg(server->cpuSockets)
                                            .arg(field(server->cpu));
        return text;
    }
    if (item.id == "gpu")
        return tr("GPU %1, %2").arg(field(item.name), gb(item.size, 0));
    if (item.id == "host_memory")
        return tr("Host memory, %1 DDR5 ECC").arg(gb(item.size, 0));
    if (item.id == "storage")
        return tr("NVMe storage, %1 TB")
            .arg(num(item.size, item.size == std::round(item.size) ? 0 : 2));
    if (item.id == "nic")
        return tr("Network adapter %1").arg(catalogText(item.name));
    if (item.id == "switch")
        return tr("Network switch %1").arg(catalogText(item.name));
    if (item.id == "cable")
        return tr("Network link %1").arg(catalogText(item.name));
    if (item.id == "network") {
        const ClusterInfo& cl = m_result.cluster;
        if (cl.nics <= 0)
            return tr("Network: adapters, switch ports and cables");
        // One price for the cluster's whole network: the line names its parts.
        return tr("Network for %1 servers: %2 × %3, %4 switches, %5 links")
            .arg(m_locale.toString(cl.nodes), m_locale.toString(cl.nics),
                 field(cl.networkName),
                 m_locale.toString(cl.fabric.leafSwitches + cl.fabric.spineSwitches),
                 m_locale.toString(cl.fabric.links));
    }
    if (item.id == "service")
        return tr("Assembly, burn-in test and delivery in the EU");
    return field(item.id);
}

void QuoteDocument::lineItems() {
    const Pricing& p = m_pricing;
    std::vector<Row> rows;
    int position = 1;
    for (const LineItem& item : p.items) {
        const bool priced = item.status == PriceStatus::Priced;
        const QString none =
            item.status == PriceStatus::Included ? tr("included") : tr("on request");
        rows.push_back({{QString::number(position++)},
                        {lineItemText(item)},
                        {m_locale.toString(item.quantity), false, Qt::AlignRight},
                        {priced ? money(*item.unitPrice) : none, false, Qt::AlignRight},
                        {priced ? money(item.amount) : none, false, Qt::AlignRight}});
    }
    auto percent = [this](double value) { return num(value, value == std::round(value) ? 0 : 2); };
    auto sum = [](const QString& label, const QString& value, bool bold = false) {
        return Row{{}, {label, bold}, {}, {}, {value, bold, Qt::AlignRight}};
    };
    // A sum over some of the items is no total: while any item is on request, so are the sums
    // (the note says why).
    const QString onRequest = tr("on request");
    auto total = [&](double value) { return p.onRequest > 0 ? onRequest : money(value); };
    rows.push_back(sum(tr("Subtotal, net"), total(p.subtotal)));
    if (p.discountPercent > 0) {
        rows.push_back(sum(tr("Discount %1 %").arg(percent(p.discountPercent)),
                           p.onRequest > 0 ? onRequest
                                           : QStringLiteral("−%1").arg(money(p.discount))));
        rows.push_back(sum(tr("Total, net"), total(p.net)));
    }
    if (p.vatPercent > 0) {
        rows.push_back(sum(tr("VAT %1 %").arg(percent(p.vatPercent)), total(p.vat)));
        rows.push_back(sum(tr("Total, including VAT"), total(p.total), true));
    } else {
        rows.back().back().bold = true;
        rows.back()[1].bold = true;
    }

    const Row header{{tr("Pos.")},
                     {tr("Description")},
                     {tr("Qty"), false, Qt::AlignRight},
                     {tr("Unit price"), false, Qt::AlignRight},
                     {tr("Amount"), false, Qt::AlignRight}};
    const std::vector<double> widths{0.06, 0.48, 0.09, 0.185, 0.185};
    // The items and their sums stay on one page with the heading.
    heading(tr("Line items"), tableHeight(header, rows, widths, m_small) + pt(20));
    table(header, rows, widths, m_small, false);
    QString note = tr("Prices in %1.").arg(field(p.currency));
    if (p.vatPercent <= 0)
        note = tr("Prices in %1, excluding VAT.").arg(field(p.currency));
    if (p.onRequest > 0)
        note += QLatin1Char(' ') + tr("%n item(s) marked \"on request\" are priced with the "
                                      "confirmed configuration; the sums follow with them.",
                                      nullptr, p.onRequest);
    m_y += pt(3);
    paragraph(note, m_tiny);
    m_y += pt(8);
}

void QuoteDocument::notes() {
    const QString text = QString::fromStdString(m_options.details.notes).trimmed();
    if (text.isEmpty())
        return;
    heading(tr("Notes"), paragraphHeight(text, m_body, m_content.width()));
    paragraph(text, m_body);
    m_y += pt(8);
}

void QuoteDocument::terms() {
    const std::string& text = m_options.language == QLatin1String("de") ? m_catalog.vendor.termsDe
                                                                        : m_catalog.vendor.termsEn;
    if (text.empty())
        return;
    // The heading stays with the whole paragraph: together they move to the next page.
    heading(tr("Terms"), paragraphHeight(QString::fromStdString(text), m_small, m_content.width()));
    paragraph(QString::fromStdString(text), m_small);
    m_y += pt(8);
}

} // namespace headroom::ui
