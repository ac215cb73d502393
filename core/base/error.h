#pragma once
// Errors are data: every failure names the file, the JSON path (or key) and what is wrong.
#include <cstddef>
#include <optional>
#include <string>
#include <utility>

namespace headroom {

struct Error {
    std::string file;    ///< file the bad input came from ("" for in-memory input)
    std::string key;     ///< JSON path or key, e.g. "/gpus/3/memory_gb" or "sequence_length"
    std::string message; ///< what is wrong, in plain English

    /// One line for the command line: "FILE: KEY: MESSAGE", control characters escaped and each
    /// part cut to kMaxPartBytes (a deeply nested path or a huge key stays a short line).
    std::string toString() const;
    static constexpr std::size_t kMaxPartBytes = 400;
    /// The message's own limit: room for the catalog's valid ids that an error naming an
    /// unknown id lists whole (issue 32; 45 model ids are about 700 bytes), while a pasted
    /// document in a message still leaves a line under 1,000 bytes with a short file and key.
    static constexpr std::size_t kMaxMessageBytes = 900;
    bool operator==(const Error&) const = default;
};

/// A value or the error that prevented it.
template <class T> class Expected {
public:
    Expected(T value) : m_value(std::move(value)) {}
    Expected(Error error) : m_error(std::move(error)) {}
    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return *m_value; }
    T& value() & { return *m_value; }
    T&& value() && { return std::move(*m_value); }
    const T* operator->() const { return &*m_value; }
    const T& operator*() const { return *m_value; }
    const Error& error() const { return *m_error; }

private:
    std::optional<T> m_value;
    std::optional<Error> m_error;
};

} // namespace headroom
