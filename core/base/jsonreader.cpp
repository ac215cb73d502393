#include "jsonreader.h"
#include "inputfile.h"
#include <algorithm>
#include <cstdlib>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <vector>

namespace fs = std::filesystem;

namespace headroom {

namespace {
using nlohmann::json;

std::string typeName(const json& v) {
    return v.type_name();
}

/// Builds the document through SAX (nlohmann's own DOM parser keeps the last of two equal keys
/// and knows no depth limit) and keeps the JSON path of the value being read, to name where a
/// syntax error, a repeated key or too deep a nesting sits.
class DomBuilder : public nlohmann::json_sax<json> {
public:
    explicit DomBuilder(json& root) : m_root(root) {}

    std::optional<std::pair<std::string, std::string>> problem; ///< path, message

    bool null() override { return value(json(nullptr)); }
    bool boolean(bool v) override { return value(json(v)); }
    bool number_integer(number_integer_t v) override { return value(json(v)); }
    bool number_unsigned(number_unsigned_t v) override { return value(json(v)); }
    bool number_float(number_float_t v, const string_t&) override { return value(json(v)); }
    bool string(string_t& v) override { return value(json(std::move(v))); }
    bool binary(binary_t& v) override { return value(json::binary(std::move(v))); }
    bool start_object(std::size_t) override { return open(json::object(), false); }
    bool end_object() override { return close(); }
    bool start_array(std::size_t) override { return open(json::array(), true); }
    bool end_array() override { return close(); }
    bool key(string_t& k) override {
        Frame& f = m_frames.back();
        f.key = k;
        if (f.container->contains(k)) {
            problem = {path(), "the key '" + k + "' appears twice in one object"};
            return false;
        }
        return true;
    }
    bool parse_error(std::size_t position, const std::string&, const json::exception& e) override {
        problem = {path(), e.id == 406 ? "invalid JSON: number out of range at byte " +
                                             std::to_string(position)
                                       : "invalid JSON at byte " + std::to_string(position)};
        return false;
    }

private:
    struct Frame {
        json* container = nullptr;
        bool array = false;
        std::size_t next = 0;
        std::string key; ///< the key being read (object), the index of the last element (array)
    };

    std::string path() const {
        std::string p;
        for (const auto& f : m_frames)
            if (!f.key.empty())
                p += "/" + f.key;
        return p;
    }
    /// Puts a value where the parser stands; returns where it now lives.
    json* place(json&& v) {
        if (m_frames.empty()) {
            m_root = std::move(v);
            return &m_root;
        }
        Frame& f = m_frames.back();
        if (f.array) {
            f.key = std::to_string(f.next++);
            f.container->push_back(std::move(v));
            return &f.container->back();
        }
        return &((*f.container)[f.key] = std::move(v));
    }
    bool value(json&& v) {
        place(std::move(v));
        return true;
    }
    bool open(json&& empty, bool array) {
        json* at = place(std::move(empty));
        if (m_frames.size() >= std::size_t(kMaxJsonDepth)) {
            problem = {path(), "nested deeper than " + std::to_string(kMaxJsonDepth) + " levels"};
            return false;
        }
        m_frames.push_back({at, array, 0, {}});
        return true;
    }
    bool close() {
        m_frames.pop_back();
        return true;
    }

    json& m_root;
    std::vector<Frame> m_frames;
};

/// A byte as the user can read it in an error line.
std::string describeByte(unsigned char c) {
    if (c >= 0x20 && c < 0x7f)
        return std::string("'") + char(c) + "'";
    char buf[16];
    std::snprintf(buf, sizeof buf, "byte 0x%02x", c);
    return buf;
}
} // namespace

#if defined(_LIBCPP_VERSION) && _LIBCPP_VERSION < 15000
namespace {

// LLVM 14's libc++ (Debian's emscripten 3.1.6, the sheet's WebAssembly build) has no
// std::to_chars for double. The same text from printf: the fewest digits that read back as
// `v` (C++17 [charconv.to.chars]: "the shortest representation ... that round-trips"), in fixed
// notation, or in the shorter of fixed and exponent notation (fixed on a tie) as
// to_chars(first, last, value) chooses. The sheet's parity test compares the error lines.
bool readsBack(const char* text, double v) {
    return std::strtod(text, nullptr) == v;
}

std::string shortestFixed(double v) {
    char buf[400];
    for (int digits = 0; digits < 330; ++digits) {
        std::snprintf(buf, sizeof buf, "%.*f", digits, v);
        if (readsBack(buf, v))
            break;
    }
    return buf;
}

std::string shortestGeneral(double v) {
    if (!std::isfinite(v))
        return std::isnan(v) ? (std::signbit(v) ? "-nan" : "nan") : (v < 0 ? "-inf" : "inf");
    char buf[64];
    for (int digits = 1; digits <= 17; ++digits) {
        std::snprintf(buf, sizeof buf, "%.*e", digits - 1, v);
        if (readsBack(buf, v))
            break;
    }
    // buf is "[-]d[.ddd]e±XX": the same digits in fixed notation, and the shorter one wins.
    const std::string e = buf;
    const std::size_t at = e.find('e');
    const std::string sign = e[0] == '-' ? "-" : "";
    std::string mantissa = e.substr(sign.size(), at - sign.size());
    mantissa.erase(std::remove(mantissa.begin(), mantissa.end(), '.'), mantissa.end());
    const int exponent = std::atoi(e.c_str() + at + 1);
    const int count = static_cast<int>(mantissa.size());
    std::string fixed;
    if (exponent >= count - 1)
        fixed = mantissa + std::string(static_cast<std::size_t>(exponent - count + 1), '0');
    else if (exponent >= 0)
        fixed = mantissa.substr(0, static_cast<std::size_t>(exponent + 1)) + "." +
                mantissa.substr(static_cast<std::size_t>(exponent + 1));
    else
        fixed = "0." + std::string(static_cast<std::size_t>(-exponent - 1), '0') + mantissa;
    fixed = sign + fixed;
    return fixed.size() <= e.size() ? fixed : e;
}

} // namespace
#endif

std::string formatNumber(double v) {
    // Shortest round-trip digits; plain notation where it stays readable (16777216, 1e15 as
    // 1000000000000000, 150.5), exponents only for the very large and very small.
    const double magnitude = std::abs(v);
    const bool plain = magnitude == 0 || (magnitude >= 1e-4 && magnitude < 1e17);
#if defined(_LIBCPP_VERSION) && _LIBCPP_VERSION < 15000
    return plain ? shortestFixed(v) : shortestGeneral(v);
#else
    char buf[400];
    const auto result = plain ? std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed)
                              : std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, result.ptr);
#endif
}

void JsonReader::fail(const std::string& key, const std::string& message) {
    if (!m_error)
        m_error = Error{m_file, pathOf(key), message};
}

const json* JsonReader::find(const std::string& key, bool required) {
    auto it = m_object.find(key);
    if (it == m_object.end()) {
        if (required)
            fail(key, "missing required key");
        return nullptr;
    }
    return &*it;
}

namespace {

/// A number as the file writes it: a whole number exactly (9223372036854775807, not the double
/// 9223372036854775808 it rounds to), others as the shortest text of their double.
std::string writtenNumber(const json& v) {
    return v.is_number_integer() ? v.dump() : formatNumber(v.get<double>());
}

/// Why a figure cannot be computed with: not finite, or subnormal (below 2^-1022 ≈ 2.2e-308,
/// where a division gives infinity: a link rate of 1e-310 GB/s made step times infinite).
std::optional<std::string> badFigure(const json& v, double d) {
    if (!std::isfinite(d))
        return "value " + writtenNumber(v) + " is not a finite number";
    if (std::fpclassify(d) == FP_SUBNORMAL)
        return "value " + writtenNumber(v) +
               " is too small to compute with (a subnormal number, below 2.2250738585072014e-308)";
    return std::nullopt;
}

/// `v`, the value of `key`, as a finite number in [min, max]; none, with `reader` failed on
/// the key, where it is no number (`expected` says what was asked for), not finite, or outside.
std::optional<double> figureIn(JsonReader& reader, const std::string& key, const json& v,
                               double min, double max, const std::string& expected) {
    if (!v.is_number()) {
        reader.fail(key, expected + ", found " + typeName(v));
        return std::nullopt;
    }
    const double d = v.get<double>();
    if (auto why = badFigure(v, d)) {
        reader.fail(key, *why);
        return std::nullopt;
    }
    if (d < min || d > max) {
        reader.fail(key, "value " + writtenNumber(v) + " is outside " + formatNumber(min) +
                             " .. " + formatNumber(max));
        return std::nullopt;
    }
    return d;
}

} // namespace

std::string JsonReader::string(const std::string& key, const std::string& fallback, bool required) {
    const auto* v = find(key, required);
    if (!v)
        return fallback;
    if (!v->is_string()) {
        fail(key, "expected a string, found " + typeName(*v));
        return fallback;
    }
    return v->get<std::string>();
}

double JsonReader::number(const std::string& key, double fallback, double min, double max,
                          bool required) {
    const auto* v = find(key, required);
    if (!v)
        return fallback;
    return figureIn(*this, key, *v, min, max, "expected a number").value_or(fallback);
}

int JsonReader::integer(const std::string& key, int fallback, int min, int max, bool required) {
    const auto* v = find(key, required);
    if (!v)
        return fallback;
    if (!v->is_number()) {
        fail(key, "expected an integer, found " + typeName(*v));
        return fallback;
    }
    // A whole number is compared as written (2^63 − 1 is not 2^63), before any arithmetic.
    if (v->is_number_integer()) {
        // nlohmann reads every non-negative whole number as unsigned.
        const bool isUnsigned = v->is_number_unsigned();
        const std::uint64_t u = isUnsigned ? v->get<std::uint64_t>() : 0;
        const std::int64_t i = isUnsigned ? 0 : v->get<std::int64_t>();
        const bool above = isUnsigned ? max < 0 || u > static_cast<std::uint64_t>(max) : i > max;
        const bool below = isUnsigned ? min > 0 && u < static_cast<std::uint64_t>(min) : i < min;
        if (above || below) {
            fail(key, "value " + v->dump() + " is outside " + std::to_string(min) + " .. " +
                          std::to_string(max));
            return fallback;
        }
        return static_cast<int>(v->get<std::int64_t>());
    }
    double d = v->get<double>();
    if (!std::isfinite(d) || d != std::floor(d)) {
        fail(key, "expected an integer, found " + formatNumber(d));
        return fallback;
    }
    if (d < min || d > max) {
        fail(key, "value " + formatNumber(d) + " is outside " + std::to_string(min) + " .. " +
                      std::to_string(max));
        return fallback;
    }
    return static_cast<int>(d);
}

double JsonReader::decimal(const std::string& key, double fallback, double min, double max,
                           int decimals) {
    const auto* v = find(key, false);
    if (!v)
        return fallback;
    const auto figure =
        figureIn(*this, key, *v, min, max, decimals == 0 ? "expected an integer" : "expected a number");
    if (!figure)
        return fallback;
    const double d = *figure;
    // At most `decimals` places: d·10^decimals is whole, up to the rounding of the decimal text.
    const double scaled = d * std::pow(10.0, decimals);
    if (std::abs(scaled - std::round(scaled)) > 1e-9 * std::max(1.0, std::abs(scaled))) {
        fail(key, decimals == 0 ? "expected an integer, found " + formatNumber(d)
                                : "value " + formatNumber(d) + " has more than " +
                                      std::to_string(decimals) + " decimal places");
        return fallback;
    }
    return d;
}

bool JsonReader::boolean(const std::string& key, bool fallback) {
    const auto* v = find(key, false);
    if (!v)
        return fallback;
    if (!v->is_boolean()) {
        fail(key, "expected true or false, found " + typeName(*v));
        return fallback;
    }
    return v->get<bool>();
}

std::optional<double> JsonReader::optionalNumber(const std::string& key, double min, double max) {
    const auto* v = find(key, false);
    if (!v || v->is_null())
        return std::nullopt;
    double d = number(key, 0, min, max);
    if (failed())
        return std::nullopt;
    return d;
}

int JsonReader::choice(const std::string& key, std::initializer_list<const char*> choices,
                       int fallback) {
    return choice(key, std::span<const char* const>(choices.begin(), choices.size()), fallback);
}

int JsonReader::choice(const std::string& key, std::span<const char* const> choices,
                       int fallback) {
    const auto* v = find(key, false);
    if (!v)
        return fallback;
    std::string allowed;
    for (const char* c : choices)
        allowed += std::string(allowed.empty() ? "" : ", ") + c;
    if (!v->is_string()) {
        fail(key, "expected one of " + allowed + ", found " + typeName(*v));
        return fallback;
    }
    const auto s = v->get<std::string>();
    int i = 0;
    for (const char* c : choices) {
        if (s == c)
            return i;
        ++i;
    }
    fail(key, "'" + s + "' is not one of " + allowed);
    return fallback;
}

Expected<json> parseJsonText(std::string_view text, const std::string& file) {
    // nlohmann's lexer takes a NUL byte for the end of the input: a scenario cut there would be
    // read as the part before it. JSON text never holds one (RFC 8259 §7: control characters
    // inside strings are escaped), so a NUL is a damaged file.
    if (const auto nul = text.find('\0'); nul != std::string_view::npos)
        return Error{file, "",
                     "holds a NUL byte at byte " + std::to_string(nul) +
                         ": a JSON file holds none (the file is cut short or not text)"};
    json doc;
    DomBuilder builder(doc);
    // Never throws: 1e400 is reported through parse_error (out_of_range) as well.
    const bool ok = json::sax_parse(text.begin(), text.end(), &builder);
    if (!ok || builder.problem) {
        if (builder.problem)
            return Error{file, builder.problem->first, builder.problem->second};
        return Error{file, "", "invalid JSON"};
    }
    return doc;
}

namespace {

std::string sizeLimitText() {
    return "at most " + std::to_string(kMaxJsonFileBytes / (1024 * 1024)) + " MB (" +
           std::to_string(kMaxJsonFileBytes) + " bytes) is read";
}

} // namespace

Expected<json> parseJsonFileText(std::string_view text, const std::string& file) {
    if (text.size() > kMaxJsonFileBytes)
        return Error{file, "",
                     "is " + std::to_string(text.size()) +
                         " bytes, too large for a JSON file: " + sizeLimitText()};
    std::size_t at = 0;
    // A UTF-8 byte order mark, which the parser skips, may come first (as in readJsonFile).
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        at = 3;
    while (at < text.size() &&
           (text[at] == ' ' || text[at] == '\t' || text[at] == '\n' || text[at] == '\r'))
        ++at;
    if (at == text.size())
        return Error{file, "", "is empty, expected a JSON object"};
    if (text[at] != '{')
        return Error{file, "/",
                     "expected a JSON object starting with '{', found " +
                         describeByte(static_cast<unsigned char>(text[at]))};
    return parseJsonText(text, file);
}

Expected<json> readJsonFile(const std::string& path) {
    std::error_code ec;
    const fs::file_status link = fs::symlink_status(path, ec);
    const fs::file_status target = fs::status(path, ec);
    if (!fs::exists(target)) {
        if (fs::is_symlink(link)) {
            // A dangling link, or one in a loop (ELOOP): the file the user put there is not read.
            return Error{path, "",
                         ec == std::errc::too_many_symbolic_link_levels
                             ? "is a symbolic link in a loop"
                             : "is a symbolic link to a file that does not exist"};
        }
        if (ec && ec != std::errc::no_such_file_or_directory)
            return Error{path, "", "cannot be read (" + ec.message() + ")"};
        return Error{path, "", "cannot be read (missing or no permission)"};
    }
    if (fs::is_directory(target))
        return Error{path, "", "is a directory, expected a JSON file"};
    // Devices and FIFOs (/dev/zero, /dev/stdin) would be read forever.
    if (!fs::is_regular_file(target))
        return Error{path, "", "is not a regular file, expected a JSON file"};
    const auto limitText = sizeLimitText;
    const std::uintmax_t size = fs::file_size(path, ec);
    if (!ec && size > kMaxJsonFileBytes)
        return Error{path, "",
                     "is " + std::to_string(size) +
                         " bytes, too large for a JSON file: " + limitText()};
    // Read once through the one input reader (a FIFO swapped in after the checks above is still
    // refused there, and the file is remembered as an input of the run), then checked as text:
    // the first non-space character must be '{'.
    auto text = readInputFile(path, kMaxJsonFileBytes, "a JSON file");
    if (!text) {
        Error e = text.error();
        if (e.message.find("too large") != std::string::npos)
            e.message = "is too large for a JSON file: " + limitText();
        return e;
    }
    return parseJsonFileText(text.value(), path);
}

} // namespace headroom
