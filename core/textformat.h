#pragma once
// Text for the command line: numbers that do not depend on the process locale, and strings from
// input files that cannot drive the terminal.
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

/// `text` with every control character written as an escape: C0 controls and DEL as `\n`,
/// `\t`, `\r` or `\xNN`, C1 controls and the Unicode bidirectional overrides as `\u{NNNN}`, so
/// a name read from a file can neither send an escape sequence to the terminal nor start a new
/// line. Bytes that are not valid UTF-8 are written as `\xNN` too. Printable text is unchanged.
std::string escapeControls(std::string_view text);

} // namespace headroom
