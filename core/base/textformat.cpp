#include "textformat.h"

#include "utf8.h"

#include <cstdarg>
#include <cstdio>
#include <vector>

#if defined(_WIN32)
#include <locale.h>
#else
#include <clocale>
#include <locale.h>
#if defined(__APPLE__)
#include <xlocale.h>
#endif
#endif

namespace headroom {

namespace {

#if defined(_WIN32)
_locale_t cLocale() {
    static const _locale_t locale = _create_locale(LC_ALL, "C");
    return locale;
}
#else
locale_t cLocale() {
    static const locale_t locale = newlocale(LC_ALL_MASK, "C", locale_t(nullptr));
    return locale;
}
#endif

int formatV(char* buffer, std::size_t size, const char* format, va_list args) {
#if defined(_WIN32)
    return _vsnprintf_l(buffer, size, format, cLocale(), args);
#else
    // uselocale() switches this thread only; the previous locale comes back right after.
    const locale_t previous = uselocale(cLocale());
    const int n = std::vsnprintf(buffer, size, format, args);
    uselocale(previous);
    return n;
#endif
}

void appendEscape(std::string& out, const char* prefix, unsigned value, int digits) {
    static const char hex[] = "0123456789abcdef";
    out += prefix;
    for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4)
        out += hex[(value >> shift) & 0xfu];
}

/// C1 controls (U+0080..U+009F: CSI and friends), the line and paragraph separators
/// (U+2028, U+2029: a line break to some viewers) and the bidirectional embeddings, overrides
/// and isolates (U+202A..U+202E, U+2066..U+2069) that reorder what a terminal shows.
bool isInvisibleControl(unsigned c) {
    return (c >= 0x80 && c <= 0x9f) || (c >= 0x2028 && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

} // namespace

std::string formatC(const char* format, ...) {
    char small[256];
    va_list args;
    va_start(args, format);
    va_list again;
    va_copy(again, args);
    const int n = formatV(small, sizeof small, format, args);
    va_end(args);
    std::string out;
    if (n < 0) {
        va_end(again);
        return out;
    }
    if (static_cast<std::size_t>(n) < sizeof small) {
        out.assign(small, static_cast<std::size_t>(n));
    } else {
        std::vector<char> large(static_cast<std::size_t>(n) + 1);
        formatV(large.data(), large.size(), format, again);
        out.assign(large.data(), static_cast<std::size_t>(n));
    }
    va_end(again);
    return out;
}

std::string escapeControls(std::string_view text, LineBreaks lines) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        unsigned c = 0;
        const std::size_t length = decodeUtf8(text, i, c);
        if (length == 0) {
            appendEscape(out, "\\x", static_cast<unsigned char>(text[i]), 2);
            ++i;
            continue;
        }
        const bool crlf = c == '\r' && text.substr(i, 2) == "\r\n";
        if (lines == LineBreaks::Keep && (c == '\n' || crlf)) {
            out += '\n';
            i += crlf ? 2 : 1;
            continue;
        }
        if (c == '\n')
            out += "\\n";
        else if (c == '\t')
            out += "\\t";
        else if (c == '\r')
            out += "\\r";
        else if (c < 0x20 || c == 0x7f)
            appendEscape(out, "\\x", c, 2);
        else if (isInvisibleControl(c)) {
            appendEscape(out, "\\u{", c, 4);
            out += '}';
        } else
            out.append(text.substr(i, length));
        i += length;
    }
    return out;
}

std::string markdownCell(std::string_view text) {
    std::string out;
    for (char c : escapeControls(text)) {
        if (c == '|')
            out += '\\';
        out += c;
    }
    return out;
}

std::string terminalJson(std::string_view json) {
    std::string out;
    out.reserve(json.size());
    for (std::size_t i = 0; i < json.size();) {
        const auto c = static_cast<unsigned char>(json[i]);
        // The invisible controls occur in JSON text only inside strings, as UTF-8 (C1 controls:
        // 2 bytes; the separators and bidirectional controls: 3 bytes); \uXXXX reads back the
        // same to every JSON reader.
        unsigned code = 0;
        std::size_t length = 0;
        if (c == 0xc2 && i + 1 < json.size()) {
            code = static_cast<unsigned char>(json[i + 1]) & 0x3fu;
            code |= 0x80u;
            length = 2;
        } else if (c == 0xe2 && i + 2 < json.size()) {
            code = 0x2000u | ((static_cast<unsigned char>(json[i + 1]) & 0x3fu) << 6) |
                   (static_cast<unsigned char>(json[i + 2]) & 0x3fu);
            length = 3;
        }
        if (length > 0 && isInvisibleControl(code)) {
            out += formatC("\\u%04x", code);
            i += length;
            continue;
        }
        out += json[i];
        ++i;
    }
    return out;
}

std::string scriptJson(std::string_view json) {
    std::string out;
    out.reserve(json.size());
    for (std::size_t i = 0; i < json.size(); ++i) {
        const char c = json[i];
        if (c == '<')
            out += "\\u003c";
        else if (c == '>')
            out += "\\u003e";
        else if (c == '&')
            out += "\\u0026";
        else if (c == '\xe2' && i + 2 < json.size() && json[i + 1] == '\x80' &&
                 (json[i + 2] == '\xa8' || json[i + 2] == '\xa9')) {
            out += json[i + 2] == '\xa8' ? "\\u2028" : "\\u2029";
            i += 2;
        } else
            out += c;
    }
    return out;
}

} // namespace headroom
