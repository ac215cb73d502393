#include "error.h"

namespace headroom {

std::string Error::toString() const {
    std::string out = file.empty() ? std::string("<input>") : file;
    if (!key.empty())
        out += ": " + key;
    out += ": " + message;
    return out;
}

} // namespace headroom
