#include "memorymodel.h"

namespace headroom {

MemoryTerms memoryTerms(const MemoryInput&) {
    return {}; // TODO(issue 4): being written
}

} // namespace headroom
