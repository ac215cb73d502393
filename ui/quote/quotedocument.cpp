// QuoteDocument, the page layout: pages, running header and footer, headings, paragraphs,
// tables and the document's formatting. The sections are in quotedocument_<section>.cpp.
#include "quote/quotedocument.h"

#include "common/catalognames.h"
#include "common/numberformat.h"

#include "quote/quotestyle.h"

#include "textformat.h"

#include <QDate>
#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QTextLayout>
#include <QTranslator>
#include <algorithm>

namespace headroom::ui {

using namespace quotestyle;

QuoteDocument::QuoteDocument(const Catalog& catalog, const Scenario& scenario,
                             const SizingResult& result, const QuoteOptions& options,
                             const QTranslator* translator)
    : m_catalog(catalog), m_scenario(scenario), m_result(result), m_options(options),
      m_translator(translator), m_locale(options.language == QLatin1String("de")
                                             ? QLocale(QLocale::German, QLocale::Germany)
                                             : QLocale(QLocale::English, QLocale::UnitedKingdom)),
      m_date(options.date.isValid() ? options.date : QDate::currentDate()),
      m_validityDays(options.details.validDays > 0 ? options.details.validDays
                                                   : catalog.vendor.validityDays),
      m_pricing(priceQuote(scenario, result, catalog, options.details)) {
    m_locale.setNumberOptions(QLocale::DefaultNumberOptions);
}

QString QuoteDocument::tr(const char* source, const char* disambiguation, int n) const {
    QString text;
    if (m_translator)
        text = m_translator->translate("headroom::ui::QuoteDocument", source, disambiguation, n);
    if (text.isEmpty())
        text = QString::fromUtf8(source);
    if (n >= 0)
        text.replace(QLatin1String("%n"), m_locale.toString(n));
    return text;
}

QString QuoteDocument::title() const {
    const QString number = field(m_options.details.number);
    if (m_result.nodes > 1)
        return tr("Quote %1: %2 on %3 servers with %4 × %5 each")
            .arg(number.isEmpty() ? tr("(draft)") : number,
                 field(m_result.modelName), m_locale.toString(m_result.nodes))
            .arg(m_result.gpuCount)
            .arg(field(m_result.gpuName));
    return tr("Quote %1: %2 on %3 × %4")
        .arg(number.isEmpty() ? tr("(draft)") : number, field(m_result.modelName))
        .arg(m_result.gpuCount)
        .arg(field(m_result.gpuName));
}

QString QuoteDocument::subject() const {
    const QString customer = field(m_options.details.customer);
    const QString build =
        m_result.nodes > 1
            ? tr("%1 servers with %2 × %3 each (%4)")
                  .arg(m_locale.toString(m_result.nodes), m_locale.toString(m_result.gpuCount),
                       field(m_result.gpuName), catalogText(m_result.serverName))
            : tr("%1 × %2 in %3")
                  .arg(m_locale.toString(m_result.gpuCount), field(m_result.gpuName),
                       catalogText(m_result.serverName));
    return customer.isEmpty()
               ? tr("GPU server for fine-tuning %1: %2")
                     .arg(field(m_result.modelName), build)
               : tr("GPU server for fine-tuning %1 for %2: %3")
                     .arg(field(m_result.modelName), customer, build);
}

QString QuoteDocument::keywords() const {
    QStringList words{tr("quote"),
                      tr("GPU server"),
                      tr("fine-tuning"),
                      field(m_result.modelName),
                      field(m_result.gpuName),
                      catalogText(m_result.serverName)};
    if (!m_options.details.number.empty())
        words.prepend(field(m_options.details.number));
    return words.join(QStringLiteral(", "));
}

QString QuoteDocument::methodName(Method m) const {
    switch (m) {
    case Method::Full:
        return tr("Full fine-tune");
    case Method::Lora:
        return tr("LoRA");
    case Method::Qlora:
        return tr("QLoRA (NF4 base)");
    case Method::Lora8bit:
        return tr("LoRA (int8 base)");
    }
    return {};
}

QString QuoteDocument::shardingName(Sharding s) const {
    switch (s) {
    case Sharding::Full:
        return tr("Fully sharded (FSDP / ZeRO-3)");
    case Sharding::Zero2:
        return tr("ZeRO-2 (gradients and optimizer sharded)");
    case Sharding::Zero1:
        return tr("ZeRO-1 (optimizer sharded)");
    case Sharding::None:
        return tr("None (data parallel)");
    }
    return {};
}

QString QuoteDocument::num(double value, int decimals) const {
    return m_locale.toString(value, 'f', decimals);
}

QString QuoteDocument::gb(double value, int decimals) const {
    return tr("%1 GB").arg(num(value, decimals));
}

QString QuoteDocument::money(double value) const {
    const QString code = field(m_pricing.currency);
    return QStringLiteral("%1 %2").arg(num(value, 2), code);
}

QString QuoteDocument::onOff(bool on) const {
    return on ? tr("on") : tr("off");
}

QString QuoteDocument::dateText(const QDate& date) const {
    return formatDocumentDate(date, m_locale, m_options.language == QLatin1String("de"),
                              m_catalog.vendor.locale);
}

int QuoteDocument::paint(QPagedPaintDevice* device, QPainter* painter) {
    m_device = device;
    m_painter = painter;
    m_unit = device->logicalDpiY() / 72.0;
    const QPageLayout pageLayout = device->pageLayout();
    const QRectF paper = pageLayout.fullRectPoints();
    // Margins: 18 mm at the sides, 16 mm on top, room for the footer below.
    const double side = 18 / 25.4 * 72, top = 16 / 25.4 * 72, bottom = 20 / 25.4 * 72;
    m_content =
        QRectF(pt(side), pt(top), pt(paper.width() - 2 * side), pt(paper.height() - top - bottom));

    m_body = makeFont(9);
    m_bold = makeFont(9, true);
    m_small = makeFont(8);
    m_tiny = makeFont(7);
    m_h1 = makeFont(17, true);
    m_h2 = makeFont(11.5, true);
    m_vendor = makeFont(15, true);

    m_dry = true;
    layout();
    m_pageCount = m_page;
    m_dry = false;
    layout();
    return m_pageCount;
}

void QuoteDocument::layout() {
    m_page = 1;
    m_y = m_content.top();
    // The offer first (who, what, for how much, on which terms), then the technical basis; a
    // section moves to the next page whole rather than leaving its heading behind.
    concerns();
    letterhead();
    addressBlock();
    verdictBox();
    lineItems();
    notes();
    configurationTable();
    terms();
    charts();
    comparison();
    servingSection();
    rlSection();
    costsSection();
    warnings();
    assumptions();
    methodNotes();
    paintHeaderFooter();
}

void QuoteDocument::newPage() {
    paintHeaderFooter();
    if (!m_dry)
        m_device->newPage();
    ++m_page;
    m_y = m_content.top();
    // Running header on follow-on pages: who sent it and which quote it is; a long vendor name
    // or quote number wraps onto a second line (the rule and the text below move down).
    const QString running =
        tr("%1 · Quote %2")
            .arg(field(m_catalog.vendor.name), m_options.details.number.empty()
                                                   ? tr("(draft)")
                                                   : field(m_options.details.number));
    const double h = std::max(pt(10), paragraphHeight(running, m_tiny, m_content.width()));
    if (!m_dry) {
        m_painter->setPen(kMuted);
        drawWrapped(QRectF(m_content.left(), m_y, m_content.width(), h),
                    Qt::AlignLeft | Qt::AlignVCenter, running, m_tiny);
        m_painter->setPen(QPen(kAccent, pt(0.6)));
        m_painter->drawLine(QPointF(m_content.left(), m_y + h + pt(2)),
                            QPointF(m_content.right(), m_y + h + pt(2)));
    }
    m_y += h + pt(12);
}

void QuoteDocument::ensureSpace(double height) {
    if (m_y + height > m_content.bottom() && m_y > m_content.top() + pt(30))
        newPage();
}

void QuoteDocument::paintHeaderFooter() {
    if (m_dry)
        return;
    const double y = m_content.bottom() + pt(14);
    m_painter->setPen(QPen(kRule, pt(0.5)));
    m_painter->drawLine(QPointF(m_content.left(), y), QPointF(m_content.right(), y));
    m_painter->setFont(m_tiny);
    m_painter->setPen(kMuted);
    const QRectF line(m_content.left(), y + pt(3), m_content.width(), pt(10));
    const Vendor& v = m_catalog.vendor;
    QStringList contact{field(v.name), field(v.web), field(v.email), field(v.phone)};
    contact.removeAll(QString());
    // The contact line wraps left of the page number (the bottom margin holds three lines).
    const QString contactText = contact.join(QStringLiteral(" · "));
    const double contactW = line.width() - pt(40);
    drawWrapped(QRectF(line.left(), line.top(), contactW,
                       std::max(line.height(), paragraphHeight(contactText, m_tiny, contactW))),
                Qt::AlignLeft | Qt::AlignVCenter, contactText, m_tiny);
    // "n / m" set word by word with gaps wider than a space at this size, so that text
    // extraction (pdftotext, copy and paste) keeps the spaces around the slash.
    const QFontMetricsF fm(m_tiny, m_device);
    const double gap = fm.horizontalAdvance(QLatin1Char(' ')) * 1.6;
    double right = line.right();
    for (const QString& part :
         {QString::number(m_pageCount), QStringLiteral("/"), QString::number(m_page)}) {
        const double w = fm.horizontalAdvance(part);
        m_painter->drawText(QRectF(right - w, line.top(), w + pt(1), line.height()),
                            Qt::AlignLeft | Qt::AlignVCenter, part);
        right -= w + gap;
    }
}

void QuoteDocument::heading(const QString& text, double keepWithNext) {
    const double h = pt(20);
    ensureSpace(h + keepWithNext);
    if (!m_dry) {
        m_painter->setFont(m_h2);
        m_painter->setPen(kAccent);
        m_painter->drawText(QRectF(m_content.left(), m_y, m_content.width(), pt(15)),
                            Qt::AlignLeft | Qt::AlignBottom, text);
        m_painter->setPen(QPen(kRule, pt(0.6)));
        m_painter->drawLine(QPointF(m_content.left(), m_y + pt(17)),
                            QPointF(m_content.right(), m_y + pt(17)));
    }
    m_y += h + pt(2);
}

QString QuoteDocument::field(const std::string& text) {
    return QString::fromStdString(escapeControls(text));
}

void QuoteDocument::drawWrapped(const QRectF& box, int flags, const QString& text,
                                const QFont& font) {
    m_painter->setFont(font);
    m_painter->drawText(box, flags | Qt::TextWordWrap, breakable(text, font, box.width()));
}

QString QuoteDocument::breakable(const QString& given, const QFont& font, double width) const {
    // The PDF's sanitiser: control characters from the files (an escape sequence, a bell, a
    // bidirectional override in a customer's name or the vendor's terms) are written as escapes
    // by the one sanitiser; the line breaks of a multi-line field stay.
    const QString text =
        QString::fromStdString(escapeControls(given.toStdString(), LineBreaks::Keep));
    // Qt's word wrap lets a word wider than the line run past the margin, where the drawing
    // rectangle cuts it (a long vendor term, a URL, a name without spaces). Such a word gets a
    // break opportunity (U+200B) between its characters; every other word and the layout of
    // ordinary text stay as they are.
    const QFontMetricsF fm(font, m_device);
    QString out;
    out.reserve(text.size());
    qsizetype start = 0;
    auto word = [&](qsizetype end) {
        const QString w = text.mid(start, end - start);
        if (w.isEmpty() || fm.horizontalAdvance(w) <= width) {
            out += w;
            return;
        }
        for (qsizetype i = 0; i < w.size(); ++i) {
            out += w[i];
            if (i + 1 < w.size() && !w[i].isHighSurrogate() && !w[i + 1].isMark())
                out += QChar(0x200b);
        }
    };
    for (qsizetype i = 0; i < text.size(); ++i)
        if (text[i].isSpace()) {
            word(i);
            out += text[i];
            start = i + 1;
        }
    word(text.size());
    return out;
}

double QuoteDocument::paragraphHeight(const QString& text, const QFont& font, double width) const {
    const QFontMetricsF fm(font, m_device);
    return fm.boundingRect(QRectF(0, 0, width, 1e6), Qt::AlignLeft | Qt::TextWordWrap,
                           breakable(text, font, width))
        .height();
}

void QuoteDocument::paragraph(const QString& text, const QFont& font, double width) {
    if (width < 0)
        width = m_content.width();
    const double h = paragraphHeight(text, font, width);
    if (h > m_content.height() - pt(30)) {
        // Longer than a page (vendor terms): line by line over as many pages as it takes,
        // where one rectangle ran past the page's foot and was cut.
        paragraphOverPages(breakable(text, font, width), font, width);
        return;
    }
    ensureSpace(h);
    if (!m_dry) {
        m_painter->setFont(font);
        m_painter->setPen(QColor(Qt::black));
        m_painter->drawText(QRectF(m_content.left(), m_y, width, h),
                            Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                            breakable(text, font, width));
    }
    m_y += h;
}

void QuoteDocument::paragraphOverPages(QString text, const QFont& font, double width) {
    text.replace(QLatin1Char('\n'), QChar::LineSeparator);
    QTextLayout layout(text, font, m_device);
    QTextOption option(Qt::AlignLeft);
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine())
        line.setLineWidth(width);
    layout.endLayout();
    const double leading = QFontMetricsF(font, m_device).leading();
    if (!m_dry) {
        m_painter->setFont(font);
        m_painter->setPen(QColor(Qt::black));
    }
    for (int i = 0; i < layout.lineCount(); ++i) {
        const QTextLine line = layout.lineAt(i);
        ensureSpace(line.height());
        if (!m_dry) {
            // newPage() painted the running header with its own font and pen.
            m_painter->setFont(font);
            m_painter->setPen(QColor(Qt::black));
            line.draw(m_painter, QPointF(m_content.left(), m_y - line.y()));
        }
        m_y += line.height() + leading;
    }
}

double QuoteDocument::tableHeight(const Row& header, const std::vector<Row>& rows,
                                  const std::vector<double>& widths, const QFont& font) const {
    double h = header.empty() ? 0 : rowHeight(header, widths, font);
    for (const Row& row : rows)
        h += rowHeight(row, widths, font);
    return h;
}

double QuoteDocument::rowHeight(const Row& row, const std::vector<double>& widths,
                                const QFont& font) const {
    double h = 0;
    for (size_t i = 0; i < row.size() && i < widths.size(); ++i) {
        QFont f = font;
        f.setBold(row[i].bold);
        h = std::max(h, paragraphHeight(row[i].text, f, widths[i] * m_content.width() - pt(8)));
    }
    return h + pt(5);
}

void QuoteDocument::table(const Row& header, const std::vector<Row>& rows,
                          const std::vector<double>& widths, const QFont& font, bool zebra,
                          Labels labels) {
    auto paintRow = [&](const Row& row, double h, bool shaded, bool isHeader) {
        if (m_dry)
            return;
        const double left = m_content.left();
        if (shaded) {
            m_painter->setPen(Qt::NoPen);
            m_painter->setBrush(isHeader ? QColor(0xe3, 0xe9, 0xf0) : kZebra);
            m_painter->drawRect(QRectF(left, m_y, m_content.width(), h));
            m_painter->setBrush(Qt::NoBrush);
        }
        double x = left;
        for (size_t i = 0; i < row.size() && i < widths.size(); ++i) {
            const double w = widths[i] * m_content.width();
            QFont f = font;
            f.setBold(row[i].bold || isHeader);
            m_painter->setFont(f);
            const bool label = (labels == Labels::EvenColumns && i % 2 == 0) ||
                               (labels == Labels::FirstColumn && i == 0);
            m_painter->setPen(isHeader ? kAccent : label ? kMuted : QColor(Qt::black));
            m_painter->drawText(QRectF(x + pt(4), m_y + pt(2.5), w - pt(8), h - pt(5)),
                                row[i].align | Qt::AlignTop | Qt::TextWordWrap,
                                breakable(row[i].text, f, w - pt(8)));
            x += w;
        }
        m_painter->setPen(QPen(kRule, pt(0.4)));
        m_painter->drawLine(QPointF(left, m_y + h), QPointF(left + m_content.width(), m_y + h));
    };
    const double headerH = header.empty() ? 0 : rowHeight(header, widths, font);
    if (!rows.empty())
        ensureSpace(headerH + rowHeight(rows.front(), widths, font));
    if (!header.empty()) {
        paintRow(header, headerH, true, true);
        m_y += headerH;
    }
    for (size_t i = 0; i < rows.size(); ++i) {
        const double h = rowHeight(rows[i], widths, font);
        if (m_y + h > m_content.bottom()) {
            newPage();
            if (!header.empty()) {
                paintRow(header, headerH, true, true);
                m_y += headerH;
            }
        }
        paintRow(rows[i], h, zebra && i % 2 == 0, false);
        m_y += h;
    }
}

} // namespace headroom::ui
