#pragma once
// The one reader of the files a run takes in (scenario, config.json, catalog, recipe, vendor
// logo): a regular file of bounded size, opened so that a FIFO or a device never blocks or
// streams forever, and remembered as an input of the run so that no output replaces it (the
// writer, ui/outputfile.h, compares outputs with these by device and inode).
#include "error.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace headroom {

/// Reads the whole of the regular file at `path` (a path of bytes, as the system takes it):
/// refused without blocking when it is a directory, FIFO, device or socket, or larger than
/// `maxBytes`; `what` names what was expected ("a JSON file", "an image"). Remembers the file
/// (device and inode, after links) as an input of this run.
Expected<std::string> readInputFile(const std::string& path, std::size_t maxBytes,
                                    const std::string& what);

/// Largest vendor logo read: 8 MB (8 × 1024 × 1024 bytes); a letterhead logo is a few kB.
constexpr std::size_t kMaxLogoBytes = std::size_t(8) * 1024 * 1024;

/// The vendor's logo (SVG or PNG) through readInputFile(): a FIFO or /dev/zero named as the
/// logo is refused at once instead of hanging or filling the memory.
Expected<std::string> readLogoFile(const std::string& path);

/// Remembers a file the run names and reads later (the vendor's logo), when it exists.
void noteInputFile(const std::string& path);

/// The input of this run that is the same file as `path` (same device and inode, links
/// resolved), as the path it was read under; nothing when `path` is no input or does not exist.
std::optional<std::string> inputFileAt(const std::string& path);

/// Whether two paths name the same existing file (device and inode; links and `..` resolved).
bool sameFile(const std::string& a, const std::string& b);

} // namespace headroom
