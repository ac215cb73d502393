#include "yamlscalar.h"

#include "utf8.h"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <limits>

namespace headroom {

namespace {

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

/// Every character of `s` in `set` (and at least one).
bool allOf(std::string_view s, std::string_view set) {
    if (s.empty())
        return false;
    for (char c : s)
        if (set.find(c) == std::string_view::npos)
            return false;
    return true;
}

constexpr std::string_view kDecimal = "0123456789_";

/// `s` without a leading + or -; `negative` says which it was.
std::string_view unsigned_(std::string_view s, bool* negative = nullptr) {
    if (negative)
        *negative = !s.empty() && s[0] == '-';
    if (!s.empty() && (s[0] == '-' || s[0] == '+'))
        s.remove_prefix(1);
    return s;
}

/// At `s[i]`: one or more `:[0-5]?[0-9]` groups (resolver.py's base-60 tail). Returns the
/// position after them, or npos. A group takes two digits only where the first is 0-5; what
/// follows a group is ':' or the end (or '.' for a float), so no backtracking is needed.
std::size_t sexagesimalTail(std::string_view s, std::size_t i) {
    std::size_t groups = 0;
    while (i < s.size() && s[i] == ':') {
        ++i;
        if (i + 1 < s.size() && s[i] >= '0' && s[i] <= '5' && isDigit(s[i + 1]))
            i += 2;
        else if (i < s.size() && isDigit(s[i]))
            i += 1;
        else
            return std::string_view::npos;
        ++groups;
    }
    return groups ? i : std::string_view::npos;
}

/// `[0-9][0-9_]*` from `i`: the position after it, or npos when no digit starts there.
std::size_t digitsFrom(std::string_view s, std::size_t i, bool firstNonZero = false) {
    if (i >= s.size() || !isDigit(s[i]) || (firstNonZero && s[i] == '0'))
        return std::string_view::npos;
    ++i;
    while (i < s.size() && kDecimal.find(s[i]) != std::string_view::npos)
        ++i;
    return i;
}

/// resolver.py, tag:yaml.org,2002:int.
bool isInt(std::string_view text) {
    const std::string_view s = unsigned_(text);
    if (s.size() > 2 && s.substr(0, 2) == "0b")
        return allOf(s.substr(2), "01_");
    if (s.size() > 2 && s.substr(0, 2) == "0x")
        return allOf(s.substr(2), "0123456789abcdefABCDEF_");
    if (s == "0")
        return true;
    if (s.size() > 1 && s[0] == '0')
        return allOf(s.substr(1), "01234567_");
    const std::size_t end = digitsFrom(s, 0, true);
    if (end == std::string_view::npos)
        return false;
    return end == s.size() || sexagesimalTail(s, end) == s.size();
}

/// `([eE][-+][0-9]+)?` from `i` to the end of `s`.
bool exponentToEnd(std::string_view s, std::size_t i) {
    if (i == s.size())
        return true;
    if (s[i] != 'e' && s[i] != 'E')
        return false;
    if (i + 1 >= s.size() || (s[i + 1] != '-' && s[i + 1] != '+'))
        return false;
    return allOf(s.substr(i + 2), "0123456789");
}

/// `[0-9_]*` from `i`: the position after it.
std::size_t fractionFrom(std::string_view s, std::size_t i) {
    while (i < s.size() && kDecimal.find(s[i]) != std::string_view::npos)
        ++i;
    return i;
}

/// resolver.py, tag:yaml.org,2002:float (a digit before the dot where a sign is written:
/// `-.5` is a string to PyYAML, `.5` a float).
bool isFloat(std::string_view text) {
    const bool signed_ = !text.empty() && (text[0] == '-' || text[0] == '+');
    const std::string_view s = unsigned_(text);
    if (s == ".inf" || s == ".Inf" || s == ".INF")
        return true;
    if (!signed_ && (s == ".nan" || s == ".NaN" || s == ".NAN"))
        return true;
    if (!signed_ && s.size() > 1 && s[0] == '.' && isDigit(s[1]))
        return exponentToEnd(s, fractionFrom(s, 1));
    const std::size_t whole = digitsFrom(s, 0);
    if (whole == std::string_view::npos)
        return false;
    if (whole < s.size() && s[whole] == '.')
        return exponentToEnd(s, fractionFrom(s, whole + 1));
    const std::size_t tail = sexagesimalTail(s, whole);
    return tail != std::string_view::npos && tail < s.size() && s[tail] == '.' &&
           fractionFrom(s, tail + 1) == s.size();
}

std::string withoutUnderscores(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    for (char c : s)
        if (c != '_')
            out += c;
    return out;
}

/// Accumulates digits in `base` exactly while they fit 64 bits, as a double beyond.
struct Accumulator {
    std::uint64_t exact = 0;
    double approx = 0;
    bool overflow = false;
    void add(unsigned base, unsigned digit) {
        approx = approx * base + digit;
        if (!overflow &&
            exact > (std::numeric_limits<std::uint64_t>::max() - digit) / base)
            overflow = true;
        exact = exact * base + digit;
    }
    nlohmann::ordered_json value(bool negative) const {
        const auto limit = std::uint64_t(std::numeric_limits<std::int64_t>::max());
        if (!overflow && exact <= limit)
            return negative ? -std::int64_t(exact) : std::int64_t(exact);
        if (!overflow && negative && exact == limit + 1)
            return std::numeric_limits<std::int64_t>::min();
        return negative ? -approx : approx;
    }
};

/// constructor.py, SafeConstructor.construct_yaml_int.
std::optional<nlohmann::ordered_json> constructInt(std::string_view text, std::string& problem) {
    bool negative = false;
    const std::string value = withoutUnderscores(unsigned_(text, &negative));
    unsigned base = 10;
    std::size_t start = 0;
    if (value == "0")
        return 0;
    if (value.rfind("0b", 0) == 0)
        base = 2, start = 2;
    else if (value.rfind("0x", 0) == 0)
        base = 16, start = 2;
    else if (value[0] == '0')
        base = 8, start = 1;
    if (start >= value.size()) {
        problem = "\"" + std::string(text) + "\" has no digits (PyYAML raises ValueError)";
        return std::nullopt;
    }
    Accumulator total;
    if (value.find(':') != std::string::npos) {
        // Base 60: each part a decimal number, the last the units.
        Accumulator part;
        for (char c : value + ':') {
            if (c != ':') {
                part.add(10, unsigned(c - '0'));
                continue;
            }
            total.approx = total.approx * 60 + part.approx;
            total.overflow = total.overflow || part.overflow ||
                             total.exact > (std::numeric_limits<std::uint64_t>::max() - 59) / 60;
            total.exact = total.exact * 60 + part.exact;
            part = {};
        }
        return total.value(negative);
    }
    for (std::size_t i = start; i < value.size(); ++i)
        total.add(base, unsigned(hexDigitValue(value[i])));
    const nlohmann::ordered_json result = total.value(negative);
    // Beyond 64 bits a decimal is read as the nearest double (Python's float(int) rounds the
    // exact integer the same way), not the sum the accumulator rounded at every digit.
    if (base == 10 && result.is_number_float()) {
        const double nearest = parseDecimal(value).value_or(total.approx);
        return negative ? -nearest : nearest;
    }
    return result;
}

/// Python's float() of a text the float resolver matched: ".5", "1." and "1.e+5" spelled with
/// the zeros std::from_chars wants.
double pythonFloat(std::string value) {
    if (value.empty())
        return 0;
    if (value[0] == '.')
        value.insert(0, "0");
    const std::size_t dot = value.find('.');
    if (dot != std::string::npos && (dot + 1 == value.size() || value[dot + 1] == 'e'))
        value.insert(dot + 1, "0");
    return parseDecimal(value).value_or(0);
}

/// constructor.py, SafeConstructor.construct_yaml_float.
double constructFloat(std::string_view text) {
    bool negative = false;
    std::string value = withoutUnderscores(unsigned_(text, &negative));
    for (char& c : value)
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
    const double sign = negative ? -1.0 : 1.0;
    if (value == ".inf")
        return sign * std::numeric_limits<double>::infinity();
    if (value == ".nan")
        return std::numeric_limits<double>::quiet_NaN();
    if (value.find(':') == std::string::npos)
        return sign * pythonFloat(value);
    double total = 0;
    std::size_t begin = 0;
    while (true) {
        const std::size_t colon = value.find(':', begin);
        const std::string_view part =
            std::string_view(value).substr(begin, colon == std::string::npos ? colon : colon - begin);
        total = total * 60 + pythonFloat(std::string(part));
        if (colon == std::string::npos)
            break;
        begin = colon + 1;
    }
    return sign * total;
}

/// Where std::from_chars finds `s` outside the double range: infinity when the number's
/// decimal order is positive, else 0 (an underflow).
double outOfRange(std::string_view s) {
    bool negative = false;
    s = unsigned_(s, &negative);
    long order = 0;
    bool seenDot = false, seenDigit = false;
    long position = 0; // digits before the dot (positive) or zeros after it (negative)
    std::size_t i = 0;
    for (; i < s.size() && s[i] != 'e' && s[i] != 'E'; ++i) {
        if (s[i] == '.') {
            seenDot = true;
            continue;
        }
        if (!seenDigit && s[i] == '0') {
            if (seenDot)
                --position;
            continue;
        }
        if (!seenDigit)
            seenDigit = true;
        if (!seenDot)
            ++position;
    }
    if (i < s.size()) {
        long exponent = 0;
        const char* first = s.data() + i + 1;
        if (first < s.data() + s.size() && *first == '+')
            ++first;
        const auto r = std::from_chars(first, s.data() + s.size(), exponent);
        if (r.ec == std::errc::result_out_of_range)
            exponent = *first == '-' ? -1000000 : 1000000;
        order = exponent;
    }
    const double magnitude =
        order + position > 0 ? std::numeric_limits<double>::infinity() : 0.0;
    return negative ? -magnitude : magnitude;
}

} // namespace

std::optional<double> parseDecimal(std::string_view text) {
    // from_chars takes no leading '+' and ignores the locale (std::stod under de_DE stopped at
    // the '.' of "2.5e-5").
    std::string_view s = text;
    if (s.size() > 1 && s[0] == '+' && s[1] != '-')
        s.remove_prefix(1);
    if (s.empty())
        return std::nullopt;
    double value = 0;
    const auto r = std::from_chars(s.data(), s.data() + s.size(), value);
    if (r.ptr != s.data() + s.size())
        return std::nullopt;
    if (r.ec == std::errc::result_out_of_range)
        return outOfRange(s);
    if (r.ec != std::errc())
        return std::nullopt;
    return value;
}

YamlPlain yamlPlainKind(std::string_view s) {
    // resolver.py registers bool, float, int, merge, null (in this order); no text matches two.
    static constexpr std::string_view kBools[] = {"yes",   "Yes",  "YES",  "no",    "No",   "NO",
                                                  "true",  "True", "TRUE", "false", "False",
                                                  "FALSE", "on",   "On",   "ON",    "off",
                                                  "Off",   "OFF"};
    for (std::string_view b : kBools)
        if (s == b)
            return YamlPlain::Bool;
    if (s.empty() || s == "~" || s == "null" || s == "Null" || s == "NULL")
        return YamlPlain::Null;
    if (s == "<<")
        return YamlPlain::Merge;
    if (isFloat(s))
        return YamlPlain::Float;
    if (isInt(s))
        return YamlPlain::Int;
    return YamlPlain::String;
}

std::optional<nlohmann::ordered_json> yamlPlainValue(std::string_view text, std::string& problem) {
    switch (yamlPlainKind(text)) {
    case YamlPlain::Null:
        return nullptr;
    case YamlPlain::Bool:
        // constructor.py bool_values: yes, true, on are true (any of the three spellings).
        return text == "yes" || text == "Yes" || text == "YES" || text == "true" ||
               text == "True" || text == "TRUE" || text == "on" || text == "On" || text == "ON";
    case YamlPlain::Int:
        return constructInt(text, problem);
    case YamlPlain::Float:
        return constructFloat(text);
    case YamlPlain::Merge:
    case YamlPlain::String:
        break;
    }
    return std::string(text);
}

} // namespace headroom
