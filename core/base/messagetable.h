#pragma once
// The one table of warning texts: English templates with numbered arguments ("%1" … "%9") and
// the arguments as typed values. The command line fills them in the "C" locale (the core's
// `Warning::message`); the window and the quote translate the template and format the same
// arguments in their language (ui/common/messagetext.h), so the three never drift apart.
#include <string>
#include <string_view>
#include <vector>

namespace headroom {

/// How an argument is written: its unit and precision.
enum class ArgKind {
    Gb,      ///< "12.3 GB" (one decimal)
    WholeGb, ///< "141 GB"
    Kw,      ///< watts, written as "3.52 kW"
    Seconds, ///< "1.25 s"
    Count,   ///< a whole number: tokens, cards, cores, amperes
    Percent, ///< a fraction, written as "80 %"
    Text,    ///< a name or catalog text, as it is
};

struct MessageArg {
    ArgKind kind = ArgKind::Text;
    double value = 0;
    std::string text; ///< ArgKind::Text only
    bool operator==(const MessageArg&) const = default;
};

struct MessageTemplate {
    const char* code; ///< the warning code (`warnings[].code` in the result JSON)
    const char* text; ///< English, "%1" … "%9" for the arguments in order
};

/// The template of a warning code; null when the table has none.
const char* messageTemplate(std::string_view code);

/// Every template, in the table's order.
const std::vector<MessageTemplate>& messageTemplates();

/// One argument in the "C" locale: "12.3 GB", "3.52 kW", "80 %", "14336".
std::string formatArg(const MessageArg& arg);

/// `text` with "%1" … "%9" replaced by `args` (formatArg); a placeholder without an argument
/// stays as written.
std::string fillTemplate(std::string_view text, const std::vector<MessageArg>& args);

} // namespace headroom
