#pragma once
// What every fuzz target asserts beyond "no crash": a result without NaN, infinity or negative
// sizes, as the grid test does for the slider ranges (tests/test_grid.cpp, mayBeNegative: the
// headroom, a run's nvlink_domain index -1 = no single domain, and the calibration band's
// error_low residual may be negative).
#include "catalog.h"
#include "catalogbands.h"
#include "scenario.h"
#include "sizing.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>

namespace headroom::fuzz {

inline bool mayBeNegative(const std::string& key) {
    return key == "headroom" || key == "headroom_gb" || key == "nvlink_domain" ||
           key == "error_low";
}

inline void checkNumbers(const nlohmann::json& v, const std::string& path, const std::string& key) {
    if (v.is_object()) {
        for (const auto& item : v.items())
            checkNumbers(item.value(), path + "/" + item.key(), item.key());
    } else if (v.is_array()) {
        for (std::size_t i = 0; i < v.size(); ++i)
            checkNumbers(v[i], path + "/" + std::to_string(i), key);
    } else if (v.is_number()) {
        const double d = v.get<double>();
        if (!std::isfinite(d) || (d < 0 && !mayBeNegative(key))) {
            std::fprintf(stderr, "bad number in the result: %s = %g\n", path.c_str(), d);
            std::abort();
        }
    }
}

/// The built-in catalog, loaded once; a catalog that does not load aborts (a broken build).
inline const Catalog& builtInCatalog() {
    static const Catalog catalog = [] {
        auto loaded = loadCatalog(HEADROOM_SOURCE_CATALOG);
        if (!loaded) {
            std::fprintf(stderr, "%s\n", loaded.error().toString().c_str());
            std::abort();
        }
        return std::move(loaded).value();
    }();
    return catalog;
}

/// Evaluates the scenario and aborts (a finding) on a non-finite or negative figure.
inline void evaluateAndCheck(const Scenario& scenario, const Catalog& catalog) {
    checkNumbers(toJson(evaluate(scenario, catalog)), "", "");
}

} // namespace headroom::fuzz
