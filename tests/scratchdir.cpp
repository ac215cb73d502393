#include "scratchdir.h"

#include <system_error>
#include <unistd.h>

namespace headroom::test {

ScratchDir::ScratchDir(const std::string& name) {
    static int serial = 0;
    m_path =
        std::filesystem::temp_directory_path() / ("headroom-test-" + std::to_string(::getpid()) +
                                                  "-" + std::to_string(serial++) + "-" + name);
    std::filesystem::remove_all(m_path);
    std::filesystem::create_directories(m_path);
}

ScratchDir::~ScratchDir() {
    std::error_code ec;
    std::filesystem::remove_all(m_path, ec);
}

} // namespace headroom::test
