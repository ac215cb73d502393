#pragma once
// The document information a PDF/A-1b archive copy carries beyond what QPdfWriter (Qt 6.4) sets:
// author, subject and keywords, in the Info dictionary and, equal to it, in the XMP metadata
// (ISO 19005-1 §6.7.3: the two must agree).
#include <QByteArray>
#include <QString>

namespace headroom::ui {

class PdfMetadata {
public:
    QString author;
    QString subject;
    QString keywords;

    /// `pdf` (as QPdfWriter wrote it, Info dictionary and XMP stream uncompressed) with the
    /// entries added and the cross-reference table moved with them; `pdf` unchanged when its
    /// layout is not the one expected.
    QByteArray applyTo(const QByteArray& pdf) const;
};

} // namespace headroom::ui
