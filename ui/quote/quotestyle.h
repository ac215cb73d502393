#pragma once
// The quote's look, shared by the parts of QuoteDocument (quotedocument*.cpp): colours and fonts.
#include <QColor>
#include <QFont>

namespace headroom::ui::quotestyle {

inline const QColor kAccent(0x1f, 0x4e, 0x79); // letterhead rule, headings
inline const QColor kMuted(0x55, 0x5b, 0x63);  // secondary text
inline const QColor kRule(0xc8, 0xcd, 0xd3);   // table lines
inline const QColor kZebra(0xf2, 0xf4, 0xf7);  // alternate table rows
inline const QColor kFitsBg(0xe6, 0xf4, 0xea); // verdict: fits
inline const QColor kFitsFg(0x1e, 0x6b, 0x34);
inline const QColor kTightBg(0xfd, 0xf1, 0xdc); // verdict: tight (within the uncertainty band)
inline const QColor kTightFg(0x8a, 0x52, 0x00);
inline const QColor kFailBg(0xfb, 0xe9, 0xe7); // verdict: does not fit
inline const QColor kFailFg(0xa3, 0x1d, 0x12);

inline QFont makeFont(double points, bool bold = false) {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setStyleHint(QFont::SansSerif);
    font.setPointSizeF(points);
    font.setBold(bold);
    // No shaping, so no ligatures: "fi" stays two letters, and the PDF's text is found by a
    // search for "configuration" and copies as typed.
    font.setStyleStrategy(QFont::PreferNoShaping);
    return font;
}

} // namespace headroom::ui::quotestyle
