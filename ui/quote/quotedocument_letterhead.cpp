// QuoteDocument, first lines: a failing build said first, the letterhead with logo, the
// customer and the quote's facts.
#include "quote/quotedocument.h"

#include "common/messagetext.h"
#include "quote/quoterenderer.h"
#include "quote/quotestyle.h"

#include "inputfile.h"

#include <QFontMetricsF>
#include <QImage>
#include <QImageReader>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QSvgRenderer>
#include <algorithm>

namespace headroom::ui {

using namespace quotestyle;

void QuoteDocument::concerns() {
    const std::vector<Warning> list = quoteConcerns(m_result);
    if (list.empty())
        return;
    // First on the first page, above the letterhead: no reader can miss it.
    QStringList lines{tr("Not a binding offer: as configured, this build is not ready to order. "
                         "Change the configuration before ordering:")};
    for (const Warning& w : list)
        lines << QStringLiteral("• ") + MessageText::warning(w, m_locale);
    const QString text = lines.join(QLatin1Char('\n'));
    const double w = m_content.width();
    const QFont font = makeFont(9, true);
    const double h = paragraphHeight(text, font, w - pt(20)) + pt(12);
    if (!m_dry) {
        const QRectF box(m_content.left(), m_y, w, h);
        m_painter->setPen(QPen(kFailFg, pt(1)));
        m_painter->setBrush(kFailBg);
        m_painter->drawRect(box);
        m_painter->setBrush(Qt::NoBrush);
        m_painter->setPen(kFailFg);
        drawWrapped(box.adjusted(pt(10), pt(6), -pt(10), -pt(6)), Qt::AlignLeft | Qt::AlignTop,
                    text, font);
    }
    m_y += h + pt(10);
}

const std::vector<QuoteDocument::VendorCountry>& QuoteDocument::vendorCountries() {
    static const std::vector<VendorCountry> countries = {
        {"de-DE", QT_TRANSLATE_NOOP("headroom::ui::QuoteDocument", "Germany")},
        {"de-AT", QT_TRANSLATE_NOOP("headroom::ui::QuoteDocument", "Austria")},
        {"de-CH", QT_TRANSLATE_NOOP("headroom::ui::QuoteDocument", "Switzerland")},
        {"en-GB", QT_TRANSLATE_NOOP("headroom::ui::QuoteDocument", "United Kingdom")},
        {"en-IE", QT_TRANSLATE_NOOP("headroom::ui::QuoteDocument", "Ireland")},
        {"en-US", QT_TRANSLATE_NOOP("headroom::ui::QuoteDocument", "United States")}};
    return countries;
}

void QuoteDocument::letterhead() {
    const Vendor& v = m_catalog.vendor;
    const double x = m_content.left(), w = m_content.width();
    QStringList right;
    for (const auto& line : v.address)
        right << field(line);
    // The country in the document's language, from the vendor's locale ("de-DE"): the address
    // lines carry street and town, so a German letter says "Deutschland", an English "Germany".
    QString country;
    for (const VendorCountry& c : vendorCountries())
        if (v.locale == c.tag)
            country = tr(c.name);
    if (!country.isEmpty() && (right.isEmpty() || right.last() != country))
        right << country;
    if (!v.phone.empty())
        right << tr("Phone %1").arg(field(v.phone));
    if (!v.email.empty())
        right << field(v.email);
    if (!v.web.empty())
        right << field(v.web);
    const QString address = right.join(QLatin1Char('\n'));
    const double addressH = paragraphHeight(address, m_small, w * 0.35);

    // The logo (SVG as vectors, or a bitmap) left of the name; the name wraps, never clips.
    // Through the one input reader: a FIFO or a device named as the logo is refused, not read.
    const double logoSize = pt(34);
    QSvgRenderer svg;
    QImage bitmap;
    if (const auto bytes = v.logo.empty() ? Expected<std::string>(Error{}) : readLogoFile(v.logo)) {
        const QByteArray data = QByteArray::fromStdString(bytes.value());
        const std::string& p = v.logo;
        if (p.size() > 4 && QByteArray::fromStdString(p.substr(p.size() - 4)).toLower() == ".svg")
            (void)svg.load(data);
        else
            bitmap = QImage::fromData(data);
    }
    const bool hasLogo = svg.isValid() || !bitmap.isNull();
    const double nameX = x + (hasLogo ? logoSize + pt(10) : 0);
    const double nameW = x + w * 0.63 - nameX;
    const QString name = field(v.name);
    const double nameH = paragraphHeight(name, m_vendor, nameW);
    const QString tagline = tr("GPU servers for AI training and inference");
    const double taglineH = paragraphHeight(tagline, m_small, nameW);
    if (!m_dry) {
        if (hasLogo) {
            const QRectF logo(x, m_y, logoSize, logoSize);
            if (svg.isValid()) {
                QSizeF size = svg.defaultSize();
                if (size.isEmpty())
                    size = QSizeF(1, 1);
                const double scale = std::min(logoSize / size.width(), logoSize / size.height());
                svg.render(m_painter, QRectF(x, m_y, size.width() * scale, size.height() * scale));
            } else {
                const QSizeF size = QSizeF(bitmap.size()).scaled(logo.size(), Qt::KeepAspectRatio);
                m_painter->drawImage(QRectF(logo.topLeft(), size), bitmap);
            }
        }
        m_painter->setPen(kAccent);
        drawWrapped(QRectF(nameX, m_y, nameW, nameH), Qt::AlignLeft | Qt::AlignTop, name,
                    m_vendor);
        m_painter->setPen(kMuted);
        drawWrapped(QRectF(nameX, m_y + nameH + pt(2), nameW, taglineH),
                    Qt::AlignLeft | Qt::AlignTop, tagline, m_small);
        // Each address line wraps within its column, a word wider than it too.
        drawWrapped(QRectF(x + w * 0.65, m_y, w * 0.35, addressH), Qt::AlignRight | Qt::AlignTop,
                    address, m_small);
    }
    m_y += std::max({hasLogo ? logoSize : 0.0, nameH + pt(2) + taglineH, addressH}) + pt(6);
    if (!m_dry) {
        m_painter->setPen(QPen(kAccent, pt(1.2)));
        m_painter->drawLine(QPointF(x, m_y), QPointF(x + w, m_y));
    }
    m_y += pt(16);
}

QString QuoteDocument::quoteSubtitle() const {
    QString subtitle = tr("%1 · %2 on %3 × %4")
                           .arg(field(m_result.modelName), runName())
                           .arg(m_result.gpuCount)
                           .arg(field(m_result.gpuName));
    if (m_result.nodes > 1) // a cluster: every server with its cards
        subtitle = tr("%1 · %2 on %3 servers with %4 × %5 each")
                       .arg(field(m_result.modelName), runName(),
                            m_locale.toString(m_result.nodes))
                       .arg(m_result.gpuCount)
                       .arg(field(m_result.gpuName));
    else if (m_result.runsSideBySide > 1)
        subtitle = tr("%1 · %2, %3 runs side by side on %4 × %5")
                       .arg(field(m_result.modelName), runName(),
                            m_locale.toString(m_result.runsSideBySide))
                       .arg(m_result.gpuCount)
                       .arg(field(m_result.gpuName));
    return subtitle;
}

void QuoteDocument::addressBlock() {
    const double x = m_content.left(), w = m_content.width();
    const QuoteDetails& d = m_options.details;
    // Customer on the left, the quote's facts on the right.
    QStringList customer;
    if (!d.customer.empty())
        customer << field(d.customer);
    if (!d.contact.empty())
        customer << field(d.contact);
    if (!d.address.empty())
        customer << QString::fromStdString(d.address);
    if (customer.isEmpty())
        customer << tr("(customer)");
    const QString customerText = customer.join(QLatin1Char('\n'));

    const QDate validUntil = m_date.addDays(m_validityDays);
    const QString number = field(d.number);
    const std::vector<std::pair<QString, QString>> facts{
        {tr("Quote number"), number.isEmpty() ? tr("(draft)") : number},
        {tr("Date"), dateText(m_date)},
        {tr("Valid until"), tr("%1 (%n days)", nullptr, m_validityDays).arg(dateText(validUntil))},
    };
    // A fact's row grows when its value wraps (a quote number wider than its column).
    std::vector<double> factH;
    double factsH = 0;
    for (const auto& [label, value] : facts) {
        factH.push_back(std::max({pt(12), paragraphHeight(label, m_small, w * 0.18),
                                  paragraphHeight(value, m_bold, w * 0.30)}));
        factsH += factH.back() + pt(1);
    }
    const double customerH = pt(11) + paragraphHeight(customerText, m_body, w * 0.5);
    if (!m_dry) {
        m_painter->setFont(m_tiny);
        m_painter->setPen(kMuted);
        m_painter->drawText(QRectF(x, m_y, w * 0.5, pt(10)), Qt::AlignLeft | Qt::AlignTop,
                            tr("Prepared for"));
        m_painter->setPen(Qt::black);
        drawWrapped(QRectF(x, m_y + pt(11), w * 0.5, customerH), Qt::AlignLeft | Qt::AlignTop,
                    customerText, m_body);
        double y = m_y;
        for (std::size_t i = 0; i < facts.size(); ++i) {
            m_painter->setPen(kMuted);
            drawWrapped(QRectF(x + w * 0.52, y, w * 0.18, factH[i]),
                        Qt::AlignLeft | Qt::AlignVCenter, facts[i].first, m_small);
            m_painter->setPen(Qt::black);
            drawWrapped(QRectF(x + w * 0.70, y, w * 0.30, factH[i]),
                        Qt::AlignRight | Qt::AlignVCenter, facts[i].second, m_bold);
            y += factH[i] + pt(1);
        }
    }
    m_y += std::max(factsH, customerH) + pt(16);

    // Title: what is offered, for which run.
    const QString title = tr("Quote");
    const QString subtitle = quoteSubtitle();
    if (!m_dry) {
        m_painter->setFont(m_h1);
        m_painter->setPen(kAccent);
        m_painter->drawText(QRectF(x, m_y, w, pt(22)), Qt::AlignLeft | Qt::AlignTop, title);
    }
    m_y += pt(24);
    paragraph(subtitle, m_h2);
    m_y += pt(2);
    // A build that does not meet the workload is described, never proposed.
    paragraph(quoteConcerns(m_result).empty()
                  ? tr("Thank you for your enquiry. Below is the server we propose for your "
                       "fine-tuning run, sized for the workload described in the configuration "
                       "table; the charts, the assumptions behind every figure and our terms "
                       "follow on the next pages.")
                  : tr("Thank you for your enquiry. Below is the server you asked about, sized "
                       "for the workload described in the configuration table. As configured it "
                       "cannot be ordered (see the box above); we will gladly propose a "
                       "configuration that can."),
              m_body);
    m_y += pt(8);
}

} // namespace headroom::ui
