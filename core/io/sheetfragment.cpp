#include "sheetfragment.h"

#include <string>

namespace headroom {

namespace {

int hexValue(char c) {
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/// Length of the valid UTF-8 sequence at `s[i]`; 0 when there is none.
std::size_t utf8Length(std::string_view s, std::size_t i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned lead = byte(i);
    std::size_t length = 1;
    unsigned c = lead, min = 0;
    if (lead < 0x80)
        return 1;
    if ((lead & 0xe0u) == 0xc0u)
        length = 2, c = lead & 0x1fu, min = 0x80;
    else if ((lead & 0xf0u) == 0xe0u)
        length = 3, c = lead & 0x0fu, min = 0x800;
    else if ((lead & 0xf8u) == 0xf0u)
        length = 4, c = lead & 0x07u, min = 0x10000;
    else
        return 0;
    if (i + length > s.size())
        return 0;
    for (std::size_t k = 1; k < length; ++k) {
        if ((byte(i + k) & 0xc0u) != 0x80u)
            return 0;
        c = (c << 6) | (byte(i + k) & 0x3fu);
    }
    return c < min || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff) ? 0 : length;
}

bool validUtf8(std::string_view s) {
    for (std::size_t i = 0; i < s.size();) {
        const std::size_t n = utf8Length(s, i);
        if (n == 0)
            return false;
        i += n;
    }
    return true;
}

/// `s` with every byte that is not UTF-8 as U+FFFD.
std::string repaired(std::string_view s) {
    std::string out;
    for (std::size_t i = 0; i < s.size();) {
        const std::size_t n = utf8Length(s, i);
        out += n ? std::string(s.substr(i, n)) : std::string("\xef\xbf\xbd");
        i += n ? n : 1;
    }
    return out;
}

/// decodeURIComponent where it succeeds; the text as written where it would throw.
std::string decoded(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '%') {
            out += s[i];
            continue;
        }
        const int hi = i + 2 < s.size() ? hexValue(s[i + 1]) : -1;
        const int lo = i + 2 < s.size() ? hexValue(s[i + 2]) : -1;
        if (hi < 0 || lo < 0)
            return repaired(s);
        out += char(hi * 16 + lo);
        i += 2;
    }
    return validUtf8(out) ? out : repaired(s);
}

/// The page's number pattern: -?\d+(\.\d+)?([eE][-+]?\d+)?, scanned once.
bool spellsNumber(std::string_view s) {
    std::size_t i = 0;
    const auto digits = [&] {
        const std::size_t start = i;
        while (i < s.size() && s[i] >= '0' && s[i] <= '9')
            ++i;
        return i > start;
    };
    if (i < s.size() && s[i] == '-')
        ++i;
    if (!digits())
        return false;
    if (i < s.size() && s[i] == '.') {
        ++i;
        if (!digits())
            return false;
    }
    if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
        ++i;
        if (i < s.size() && (s[i] == '-' || s[i] == '+'))
            ++i;
        if (!digits())
            return false;
    }
    return i == s.size();
}

nlohmann::json typed(const std::string& value) {
    if (value == "true")
        return true;
    if (value == "false")
        return false;
    if (!spellsNumber(value))
        return value;
    // JavaScript's Number() through the JSON number reader (locale-free, and libc++ 14 of the
    // WebAssembly build has no from_chars for double): JSON spells no leading zeros ("007").
    std::string text = value;
    const std::size_t digits = text[0] == '-' ? 1 : 0;
    std::size_t zeros = 0;
    while (digits + zeros + 1 < text.size() && text[digits + zeros] == '0' &&
           text[digits + zeros + 1] >= '0' && text[digits + zeros + 1] <= '9')
        ++zeros;
    text.erase(digits, zeros);
    const nlohmann::json number = nlohmann::json::parse(text, nullptr, false);
    // Number("1e999") is Infinity, which JSON.stringify writes as null.
    return number.is_discarded() ? nlohmann::json(nullptr) : number;
}

} // namespace

nlohmann::json parseSheetFragment(std::string_view fragment) {
    if (!fragment.empty() && fragment[0] == '#')
        fragment.remove_prefix(1);
    nlohmann::json state = nlohmann::json::object();
    while (!fragment.empty()) {
        const std::size_t amp = fragment.find('&');
        const std::string_view part = fragment.substr(0, amp);
        fragment = amp == std::string_view::npos ? std::string_view() : fragment.substr(amp + 1);
        if (part.empty())
            continue;
        const std::size_t eq = part.find('=');
        const std::string key = decoded(part.substr(0, eq));
        if (key.empty())
            continue;
        state[key] = typed(decoded(eq == std::string_view::npos ? std::string_view()
                                                                 : part.substr(eq + 1)));
    }
    return state;
}

} // namespace headroom
