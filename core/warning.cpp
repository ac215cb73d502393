#include "warning.h"

#include "textformat.h"

#include <utility>

namespace headroom {

Warning::Warning(std::string c, std::string t) : code(std::move(c)), text(std::move(t)) {}

Warning Warning::formatted(std::string c, const char* f, double a, double b, double d, double e) {
    Warning w;
    w.code = std::move(c);
    w.format = f;
    w.figures = {a, b, d, e};
    return w;
}

std::string Warning::message() const {
    if (!format)
        return text;
        // A format may use fewer than four figures; printf ignores the arguments left over.
#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
#endif
    return formatC(format, figures[0], figures[1], figures[2], figures[3]);
#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic pop
#endif
}

bool Warning::operator==(const Warning& other) const {
    return code == other.code && message() == other.message();
}

} // namespace headroom
