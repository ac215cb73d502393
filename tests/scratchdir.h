#pragma once
// Scratch folders for tests that write files.
#include <filesystem>
#include <string>

namespace headroom::test {

/// A fresh directory below the system temp directory, unique per process and object (ctest runs
/// test cases in parallel), removed again at the end of the test.
class ScratchDir {
public:
    explicit ScratchDir(const std::string& name);
    ~ScratchDir();
    ScratchDir(const ScratchDir&) = delete;
    ScratchDir& operator=(const ScratchDir&) = delete;
    const std::filesystem::path& path() const { return m_path; }
    std::filesystem::path operator/(const std::string& name) const { return m_path / name; }

private:
    std::filesystem::path m_path;
};

} // namespace headroom::test
