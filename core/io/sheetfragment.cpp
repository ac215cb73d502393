#include "sheetfragment.h"

#include "utf8.h"

#include <string>

namespace headroom {

namespace {

bool validUtf8(std::string_view s) {
    for (std::size_t i = 0; i < s.size();) {
        unsigned c = 0;
        const std::size_t n = decodeUtf8(s, i, c);
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
        unsigned c = 0;
        const std::size_t n = decodeUtf8(s, i, c);
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
        const int hi = i + 2 < s.size() ? hexDigitValue(s[i + 1]) : -1;
        const int lo = i + 2 < s.size() ? hexDigitValue(s[i + 2]) : -1;
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
