#pragma once
// "; valid ids: a, b, c": what every error naming an unknown catalog id appends (issue 32: every
// error that names an id lists the valid ones). Shared by the scenario reader (scenariofile.h)
// and the recipe importer (recipe/recipemapping.cpp).
#include <string>

namespace headroom {

/// The catalog's ids of one kind, in catalog order, as "; valid ids: a, b, c", or "; the catalog
/// lists none" when there are none.
template <typename Entries> std::string validIds(const Entries& entries) {
    std::string ids;
    for (const auto& e : entries)
        ids += (ids.empty() ? "" : ", ") + e.id;
    return ids.empty() ? std::string("; the catalog lists none") : "; valid ids: " + ids;
}

} // namespace headroom
