#include "inputfile.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <mutex>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace headroom {

namespace {

struct Identity {
    dev_t device;
    ino_t inode;
    std::string path; ///< as it was read
};

/// The inputs of this run (a command is one run; the window checks against its own list).
std::mutex g_mutex;
std::vector<Identity> g_inputs;

void remember(const struct stat& st, const std::string& path) {
    const std::lock_guard<std::mutex> lock(g_mutex);
    for (const Identity& i : g_inputs)
        if (i.device == st.st_dev && i.inode == st.st_ino)
            return;
    g_inputs.push_back({st.st_dev, st.st_ino, path});
}

std::string systemText(int code) {
    return std::strerror(code);
}

/// Why `path` could not be opened (errno `code`), in the words the JSON reader used.
std::string openFailure(const std::string& path, int code) {
    struct stat link {};
    if (code == ELOOP)
        return "is a symbolic link in a loop";
    if (code == ENOENT && ::lstat(path.c_str(), &link) == 0 && S_ISLNK(link.st_mode))
        return "is a symbolic link to a file that does not exist";
    if (code == ENOENT || code == EACCES)
        return "cannot be read (missing or no permission)";
    return "cannot be read (" + systemText(code) + ")";
}

/// Closes the descriptor when the read ends, however it ends.
struct Descriptor {
    int fd;
    ~Descriptor() {
        if (fd >= 0)
            ::close(fd);
    }
};

} // namespace

Expected<std::string> readInputFile(const std::string& path, std::size_t maxBytes,
                                    const std::string& what) {
    if (path.empty())
        return Error{path, "", "no file named, expected " + what};
    if (path.find('\0') != std::string::npos)
        return Error{path, "", "the file name holds a NUL byte"};
    // O_NONBLOCK: opening a FIFO never waits for a writer; the checks below refuse it.
    const Descriptor file{::open(path.c_str(), O_RDONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)};
    if (file.fd < 0)
        return Error{path, "", openFailure(path, errno)};
    struct stat st {};
    if (::fstat(file.fd, &st) != 0)
        return Error{path, "", "cannot be read (" + systemText(errno) + ")"};
    if (S_ISDIR(st.st_mode))
        return Error{path, "", "is a directory, expected " + what};
    // Devices and FIFOs (/dev/zero, /dev/stdin, a named pipe) would be read forever or block.
    if (!S_ISREG(st.st_mode))
        return Error{path, "", "is not a regular file, expected " + what};
    const std::string limit = "at most " + std::to_string(maxBytes) + " bytes are read";
    if (static_cast<std::size_t>(st.st_size) > maxBytes)
        return Error{path, "",
                     "is " + std::to_string(st.st_size) + " bytes, too large for " + what + ": " +
                         limit};
    const int flags = ::fcntl(file.fd, F_GETFL);
    if (flags >= 0)
        ::fcntl(file.fd, F_SETFL, flags & ~O_NONBLOCK);
    std::string text(static_cast<std::size_t>(st.st_size), '\0');
    std::size_t have = 0;
    for (;;) {
        // A file that grows while it is read is still held to the limit.
        if (have == text.size()) {
            if (text.size() > maxBytes)
                return Error{path, "", "is too large for " + what + ": " + limit};
            text.resize(std::min(maxBytes + 1, std::max<std::size_t>(4096, text.size() * 2)));
        }
        const ssize_t n = ::read(file.fd, text.data() + have, text.size() - have);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return Error{path, "", "read error (" + systemText(errno) + ")"};
        if (n == 0)
            break;
        have += static_cast<std::size_t>(n);
    }
    if (have > maxBytes)
        return Error{path, "", "is too large for " + what + ": " + limit};
    text.resize(have);
    remember(st, path);
    return text;
}

Expected<std::string> readLogoFile(const std::string& path) {
    return readInputFile(path, kMaxLogoBytes, "an image (SVG or PNG) as the vendor's logo");
}

void noteInputFile(const std::string& path) {
    struct stat st {};
    if (!path.empty() && ::stat(path.c_str(), &st) == 0)
        remember(st, path);
}

std::optional<std::string> inputFileAt(const std::string& path) {
    struct stat st {};
    if (path.empty() || ::stat(path.c_str(), &st) != 0)
        return std::nullopt;
    const std::lock_guard<std::mutex> lock(g_mutex);
    for (const Identity& i : g_inputs)
        if (i.device == st.st_dev && i.inode == st.st_ino)
            return i.path;
    return std::nullopt;
}

bool sameFile(const std::string& a, const std::string& b) {
    struct stat x {
    }, y{};
    return !a.empty() && !b.empty() && ::stat(a.c_str(), &x) == 0 && ::stat(b.c_str(), &y) == 0 &&
           x.st_dev == y.st_dev && x.st_ino == y.st_ino;
}

} // namespace headroom
