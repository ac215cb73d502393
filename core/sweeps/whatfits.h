#pragma once
// "What fits": every catalog GPU type × the card counts 1, 2, 4, 8 and the catalog servers'
// counts, each on the chassis chooseChassis() picks, with its free memory per GPU or "no".
#include "scenario.h"
#include "sizingresult.h"

#include <string>
#include <vector>

namespace headroom {

struct Catalog;

struct WhatFitsCell {
    std::string gpu;
    int cards = 0;
    std::string server;          ///< the chassis chooseChassis() picks; empty: no server takes them
    bool available = false;      ///< a catalog server takes the cards
    bool partialChassis = false; ///< fewer cards than the chassis holds
    bool fits = false;                     ///< the memory alone
    Verdict verdict = Verdict::DoesNotFit; ///< the memory alone
    /// The build's answer (go / tight / no_go, its headline and blockers): what the cell shows.
    VerdictAnswer answer;
    double headroomGb = 0; ///< free memory per GPU (negative: short)
    bool operator==(const WhatFitsCell&) const = default;
};

struct WhatFitsTable {
    std::vector<std::string> gpus;   ///< rows: catalog GPU ids in catalog order
    std::vector<int> counts;         ///< columns, ascending
    std::vector<WhatFitsCell> cells; ///< row-major: gpus.size() × counts.size()
    const WhatFitsCell& at(std::size_t row, std::size_t column) const {
        return cells[row * counts.size() + column];
    }
    bool operator==(const WhatFitsTable&) const = default;
};

/// The table for `workload` (model, method, optimizer, sequences; its build is replaced cell
/// by cell through chooseChassis()).
WhatFitsTable whatFits(const Scenario& workload, const Catalog& catalog);

} // namespace headroom
