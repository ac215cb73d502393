#pragma once
#include <array>
#include <string>

namespace headroom {

/// A warning: a stable code and its English text with the figures. evaluate() keeps the text
/// as a printf format (a string literal, `%` written `%%`) and up to four figures, and
/// message() formats it in the "C" locale when it is read, so an evaluation builds no text.
struct Warning {
    std::string code;                ///< stable id, the UI translates by it
    std::string text;                ///< the English text as given (catalog notes, built messages)
    const char* format = nullptr;    ///< or the text's printf format, a string literal
    std::array<double, 4> figures{}; ///< the figures `format` takes, in order

    Warning() = default;
    Warning(std::string code, std::string text);
    /// A warning whose text is `format` (a literal) with up to four figures.
    static Warning formatted(std::string code, const char* format, double a = 0, double b = 0,
                             double c = 0, double d = 0);
    /// The English text with the figures.
    std::string message() const;
    bool operator==(const Warning& other) const;
};

} // namespace headroom
