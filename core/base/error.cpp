#include "error.h"

#include "textformat.h"

namespace headroom {

namespace {
/// The terminal's one sanitiser (textformat.h): a newline in a key, an escape sequence, a C1
/// control or a bidirectional override in a name cannot start a line or drive the terminal.
void appendEscaped(std::string& out, const std::string& text) {
    out += escapeControls(text);
}

/// At most `limit` bytes: the head and the tail with " … " between (a JSON path 64 levels deep
/// or a pasted document stays readable), cut on UTF-8 character boundaries.
std::string shortened(const std::string& text, std::size_t limit) {
    if (text.size() <= limit)
        return text;
    auto boundary = [&](std::size_t at) {
        while (at > 0 && at < text.size() && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80)
            --at;
        return at;
    };
    const std::size_t head = boundary(limit * 2 / 3);
    const std::size_t tail = boundary(text.size() - limit / 3 + 5);
    return text.substr(0, head) + " … " + text.substr(tail);
}
} // namespace

std::string Error::toString() const {
    std::string out;
    appendEscaped(out, shortened(file.empty() ? std::string("<input>") : file, kMaxPartBytes));
    if (!key.empty()) {
        out += ": ";
        appendEscaped(out, shortened(key, kMaxPartBytes));
    }
    out += ": ";
    appendEscaped(out, shortened(message, kMaxMessageBytes));
    return out;
}

} // namespace headroom
