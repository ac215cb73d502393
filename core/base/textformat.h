#pragma once
// Text for the command line: numbers that do not depend on the process locale, and strings from
// input files that cannot drive the terminal. The one sanitiser per medium (STYLE.md rule 17):
// the terminal (and text files a terminal shows) escapeControls(), a Markdown table
// markdownCell(), the interactive sheet's JSON inside <script> scriptJson(); the PDF wraps and
// never cuts (ui/quote/quotedocument.cpp, breakable(), which escapes with LineBreaks::Keep).
#include <string>
#include <string_view>

namespace headroom {

/// printf-style formatting in the "C" locale whatever setlocale() chose (a Qt application sets
/// the user's locale at start): `formatC("%.1f", 13.9)` is "13.9" under LC_ALL=de_DE.UTF-8 too.
std::string formatC(const char* format, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/// Whether escapeControls() keeps line breaks: a text that is several lines by design (a postal
/// address, a quote's notes, the vendor's terms) keeps `\n` (and `\r\n`) as its line breaks in
/// a document; a name or any text on a terminal escapes them.
enum class LineBreaks { Escape, Keep };

/// `text` with every control character written as an escape: C0 controls and DEL as `\n`,
/// `\t`, `\r` or `\xNN`, C1 controls, U+2028/U+2029 and the Unicode bidirectional overrides as
/// `\u{NNNN}`, so
/// a name read from a file can neither send an escape sequence to the terminal nor start a new
/// line. Bytes that are not valid UTF-8 are written as `\xNN` too. Printable text is unchanged.
/// With LineBreaks::Keep, `\n` and `\r\n` stay one line break `\n` (for the PDF's multi-line
/// fields); everything else is escaped as above.
std::string escapeControls(std::string_view text, LineBreaks lines = LineBreaks::Escape);

/// A cell of a Markdown table on the terminal: escapeControls(), and `|` as `\|` so a name cannot
/// add a column.
std::string markdownCell(std::string_view text);

/// JSON text made safe inside an HTML <script> element: every `<`, `>` and `&` written as a
/// \u escape (JSON.parse reads the same string), so no `</script`, `<!--` or `<script` (which
/// puts the HTML parser in a state where the element never ends) can appear, and U+2028/U+2029
/// escaped as well. Characters outside strings are never one of these in valid JSON.
std::string scriptJson(std::string_view json);

/// JSON text for the terminal (`--json`): the C1 controls, U+2028/U+2029 and the bidirectional
/// controls inside its strings written as \uXXXX, which every JSON reader reads back as the
/// same string; C0 controls are escaped by JSON itself.
std::string terminalJson(std::string_view json);

} // namespace headroom
