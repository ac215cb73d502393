#include "quote/pdfmetadata.h"

#include <algorithm>
#include <vector>

namespace headroom::ui {

namespace {

/// A PDF text string: UTF-16BE after its byte order mark, as hex (PDF Reference 1.4, §3.8.1).
QByteArray pdfText(const QString& text) {
    QByteArray bytes("\xfe\xff", 2);
    for (QChar c : text) {
        bytes.append(char(c.unicode() >> 8));
        bytes.append(char(c.unicode() & 0xff));
    }
    return '<' + bytes.toHex().toUpper() + '>';
}

QByteArray xml(const QString& text) {
    return text.toHtmlEscaped().toUtf8();
}

/// Replaces `removed` bytes at `at` with `inserted`.
struct Edit {
    qsizetype at;
    qsizetype removed;
    QByteArray inserted;
};

} // namespace

QByteArray PdfMetadata::applyTo(const QByteArray& pdf) const {
    std::vector<Edit> edits;

    // The Info dictionary: the object the trailer's /Info names.
    const qsizetype infoRef = pdf.lastIndexOf("/Info ");
    const qsizetype refEnd = infoRef < 0 ? -1 : pdf.indexOf(" 0 R", infoRef);
    if (refEnd < 0)
        return pdf;
    const QByteArray number = pdf.mid(infoRef + 6, refEnd - infoRef - 6).trimmed();
    const QByteArray header = "\n" + number + " 0 obj\n<<\n";
    const qsizetype infoObject = pdf.indexOf(header);
    if (infoObject < 0)
        return pdf;
    QByteArray info;
    if (!author.isEmpty())
        info += "/Author " + pdfText(author) + '\n';
    if (!subject.isEmpty())
        info += "/Subject " + pdfText(subject) + '\n';
    if (!keywords.isEmpty())
        info += "/Keywords " + pdfText(keywords) + '\n';
    edits.push_back({infoObject + header.size(), 0, info});

    // The XMP stream of a PDF/A file: the same values (dc:creator, dc:description,
    // pdf:Keywords), and the stream's new /Length.
    const qsizetype xmp = pdf.indexOf("<?xpacket begin=");
    if (xmp >= 0) {
        const qsizetype titleEnd = pdf.indexOf("</dc:title>", xmp);
        const qsizetype producer = pdf.indexOf(" pdf:Producer=", xmp);
        const qsizetype lengthKey = pdf.lastIndexOf("/Length ", xmp);
        const qsizetype lengthEnd = lengthKey < 0 ? -1 : pdf.indexOf('\n', lengthKey);
        if (titleEnd < 0 || producer < 0 || lengthEnd < 0)
            return pdf;
        const QByteArray oldLength = pdf.mid(lengthKey + 8, lengthEnd - lengthKey - 8).trimmed();
        bool ok = false;
        const qsizetype length = oldLength.toLongLong(&ok);
        if (!ok)
            return pdf;
        const QByteArray dc = "\n      <dc:creator><rdf:Seq><rdf:li>" + xml(author) +
                              "</rdf:li></rdf:Seq></dc:creator>\n      <dc:description><rdf:Alt>"
                              "<rdf:li xml:lang=\"x-default\">" +
                              xml(subject) + "</rdf:li></rdf:Alt></dc:description>";
        const QByteArray pdfKeywords = " pdf:Keywords=\"" + xml(keywords) + '"';
        edits.push_back({titleEnd + qsizetype(sizeof("</dc:title>") - 1), 0, dc});
        edits.push_back({producer, 0, pdfKeywords});
        edits.push_back({lengthKey + 8, oldLength.size(),
                         QByteArray::number(length + dc.size() + pdfKeywords.size())});
    }

    // Every byte offset moves by what was inserted before it.
    auto shifted = [&edits](qsizetype offset) {
        qsizetype moved = offset;
        for (const Edit& e : edits)
            if (e.at < offset)
                moved += e.inserted.size() - e.removed;
        return moved;
    };
    std::sort(edits.begin(), edits.end(), [](const Edit& a, const Edit& b) { return a.at > b.at; });
    QByteArray out = pdf;
    for (const Edit& e : edits)
        out.replace(e.at, e.removed, e.inserted);

    // The cross-reference table (after every edit): "0000000123 00000 n \n", 20 bytes each.
    const qsizetype xref = out.lastIndexOf("\nxref\n");
    const qsizetype startxref = out.lastIndexOf("\nstartxref\n");
    if (xref < 0 || startxref < xref)
        return pdf;
    qsizetype entry = out.indexOf('\n', xref + 6) + 1; // after the "0 N" subsection line
    while (entry + 20 <= startxref && out.at(entry + 10) == ' ') {
        if (out.at(entry + 17) == 'n') {
            const qsizetype offset = out.mid(entry, 10).toLongLong();
            out.replace(entry, 10, QByteArray::number(shifted(offset)).rightJustified(10, '0'));
        }
        entry += 20;
    }
    const qsizetype valueAt = startxref + 11;
    const qsizetype valueEnd = out.indexOf('\n', valueAt);
    const qsizetype old = out.mid(valueAt, valueEnd - valueAt).trimmed().toLongLong();
    out.replace(valueAt, valueEnd - valueAt, QByteArray::number(shifted(old)) + ' ');
    return out;
}

} // namespace headroom::ui
