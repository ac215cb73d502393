#pragma once
// The one writer of every file Headroom produces (quote, sheet, imported scenario, exported
// recipe and its DeepSpeed companion, the window's saves and exports): atomically when the
// target is a regular file, never replacing a device or a pipe, never replacing an input of the
// run, several files all or nothing, and always with the real reason when it fails. File names
// are the system's bytes throughout (fileNameBytes / fileNameFromBytes).
#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <string>
#include <utility>
#include <vector>

namespace headroom {
struct Catalog;
struct Scenario;
} // namespace headroom

namespace headroom::ui {

/// The bytes of a file name as the system takes them: UTF-8, except that the characters
/// U+DC80..U+DCFF stand for the bytes 0x80..0xFF that fileNameFromBytes() found outside valid
/// UTF-8 (Python's "surrogateescape"). QFile::encodeName() would turn them into '?'.
QByteArray fileNameBytes(const QString& name);
/// The same as a std::string for the core, which takes paths as bytes.
std::string filePath(const QString& name);
/// A file name (or any argument) from the system's bytes, losslessly: valid UTF-8 is decoded,
/// every other byte becomes U+DC80 + (byte − 0x80), so fileNameBytes() gives the bytes back.
/// QFile::decodeName() would turn a Latin-1 "é" into U+FFFD and lose the file.
QString fileNameFromBytes(const QByteArray& bytes);
/// fileNameFromBytes() for a path from the core.
QString fileNameFromPath(const std::string& path);

/// The files an output must not replace: the inputs of the run.
class OutputGuard {
public:
    /// Also every file this process read through the core's readInputFile() (inputfile.h): a
    /// command is one run, so everything it read is its input.
    bool runInputs = false;

    /// `path` (bytes) is an input; `sentence` says so in the refusal, %1 the output and %2
    /// the input ("%1 is the catalog file %2").
    void protect(const std::string& path, const QString& sentence);
    /// The scenario file, the config.json it imports, the recipe it was imported from, every
    /// catalog file and the vendor's logo.
    void protectScenario(const Scenario& scenario, const Catalog& catalog,
                         const QString& scenarioFile = {});

    /// "NAME is the catalog file PATH" when `path` is one of the inputs (same device and inode,
    /// links and `..` resolved); empty otherwise.
    QString inputAt(const QString& path) const;

private:
    std::vector<std::pair<std::string, QString>> m_files;
};

/// One file to write.
struct OutputItem {
    QString path;
    QByteArray data;
};

/// Writes the data to the path given.
/// - A regular file (or a new one): through a temporary file beside it, renamed over it; on
///   failure the previous file is untouched and no temporary file is left behind. Links are
///   followed (the file they name is replaced, not the link).
/// - A character device or a FIFO (`/dev/stdout`, `/dev/null`, a named pipe): written in place,
///   never replaced (a FIFO nobody reads from is an error at once, not a hang); only as the one
///   file of a write: companions cannot sit beside a device.
/// - A directory, block device, socket or a link to nothing: refused.
/// - An input of the run (OutputGuard): refused (Result::IsInput), nothing written.
/// Several files are written all or nothing: every one is prepared first, then all are renamed
/// into place; a failure on the way puts back what was there.
/// A failure sets `error` to the reason (the system's, e.g. "No space left on device"), never
/// "Unknown error".
class OutputFile {
    Q_DECLARE_TR_FUNCTIONS(headroom::ui::OutputFile)

public:
    enum class Result { Written, IsInput, Failed };

    /// `failedFile`, when given, is set to the path of the file the failure concerns.
    static Result writeAll(const std::vector<OutputItem>& items, const OutputGuard& guard,
                           QString* error, QString* failedFile = nullptr);
    /// One file that may replace anything but a device (the window's Save and vendor details).
    static bool write(const QString& path, const QByteArray& data, QString* error);
};

} // namespace headroom::ui
