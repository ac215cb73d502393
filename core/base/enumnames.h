#pragma once
// One table per enum: each value with its spelling in scenario files, the result JSON and
// messages. toString() and the readers (JsonReader::choice) both read the table, so a name is
// written once (issue 35: 26 hand-written switches before).
#include <array>
#include <cstddef>
#include <utility>

namespace headroom {

template <typename E, std::size_t N>
struct EnumTable {
    std::array<std::pair<E, const char*>, N> entries;

    /// The value's spelling; the first entry's for a value the table lacks (never happens for a
    /// complete table: tests/test_enumnames.cpp round-trips every table).
    constexpr const char* name(E value) const {
        for (const auto& [e, n] : entries)
            if (e == value)
                return n;
        return entries[0].second;
    }
    /// The spellings in table order (what a reader accepts, in the order its error lists them).
    constexpr std::array<const char*, N> names() const {
        std::array<const char*, N> out{};
        for (std::size_t i = 0; i < N; ++i)
            out[i] = entries[i].second;
        return out;
    }
};

template <typename E, typename... Names>
constexpr auto makeEnumTable(std::pair<E, Names>... entries) {
    return EnumTable<E, sizeof...(Names)>{{std::pair<E, const char*>(entries)...}};
}

} // namespace headroom
