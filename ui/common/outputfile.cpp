#include "common/outputfile.h"

#include "catalog.h"
#include "inputfile.h"
#include "scenario.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>
#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <cstdlib>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace headroom::ui {

// ---- File names as bytes --------------------------------------------------------------------

namespace {

/// The length of the valid UTF-8 sequence at `at` (RFC 3629: no overlong forms, no surrogates,
/// nothing above U+10FFFF), 0 if there is none.
int utf8Length(const QByteArray& b, qsizetype at) {
    const auto c = static_cast<unsigned char>(b[at]);
    if (c < 0x80)
        return 1;
    int length = c >= 0xC2 && c <= 0xDF   ? 2
                 : c >= 0xE0 && c <= 0xEF ? 3
                 : c >= 0xF0 && c <= 0xF4 ? 4
                                          : 0;
    if (length == 0 || at + length > b.size())
        return 0;
    for (int i = 1; i < length; ++i)
        if ((static_cast<unsigned char>(b[at + i]) & 0xC0) != 0x80)
            return 0;
    const auto second = static_cast<unsigned char>(b[at + 1]);
    if ((c == 0xE0 && second < 0xA0) || (c == 0xED && second > 0x9F) ||
        (c == 0xF0 && second < 0x90) || (c == 0xF4 && second > 0x8F))
        return 0;
    return length;
}

bool isEscapedByte(char16_t u) {
    return u >= 0xDC80 && u <= 0xDCFF;
}

} // namespace

QByteArray fileNameBytes(const QString& name) {
    QByteArray out;
    out.reserve(name.size());
    qsizetype runStart = 0;
    for (qsizetype i = 0; i <= name.size(); ++i) {
        if (i < name.size() && !isEscapedByte(name[i].unicode()))
            continue;
        out += QFile::encodeName(name.mid(runStart, i - runStart));
        if (i < name.size())
            out += static_cast<char>(name[i].unicode() - 0xDC00);
        runStart = i + 1;
    }
    return out;
}

std::string filePath(const QString& name) {
    return fileNameBytes(name).toStdString();
}

QString fileNameFromBytes(const QByteArray& bytes) {
    QString out;
    qsizetype runStart = 0;
    for (qsizetype i = 0; i <= bytes.size();) {
        const int length = i < bytes.size() ? utf8Length(bytes, i) : 0;
        if (length > 0) {
            i += length;
            continue;
        }
        out += QFile::decodeName(bytes.mid(runStart, i - runStart));
        if (i < bytes.size())
            out += QChar(char16_t(0xDC00 + static_cast<unsigned char>(bytes[i])));
        runStart = ++i;
    }
    return out;
}

QString fileNameFromPath(const std::string& path) {
    return fileNameFromBytes(QByteArray::fromStdString(path));
}

// ---- The inputs an output must not replace --------------------------------------------------

void OutputGuard::protect(const std::string& path, const QString& role) {
    if (!path.empty())
        m_files.emplace_back(path, role);
}

void OutputGuard::protectScenario(const Scenario& scenario, const Catalog& catalog,
                                  const QString& scenarioFile) {
    protect(filePath(scenarioFile), OutputFile::tr("%1 is the scenario file %2"));
    if (scenario.importedModel)
        protect(scenario.model, OutputFile::tr("%1 is the imported model configuration %2"));
    if (scenario.recipe)
        protect(scenario.recipe->file,
                OutputFile::tr("%1 is the recipe the scenario was imported from, %2"));
    for (const Scenario& pin : scenario.pins)
        if (pin.importedModel)
            protect(pin.model,
                    OutputFile::tr("%1 is the model configuration of a pinned build, %2"));
    for (const std::string& file : catalog.files)
        protect(file, OutputFile::tr("%1 is the catalog file %2"));
    protect(catalog.vendor.logo, OutputFile::tr("%1 is the vendor's logo %2"));
}

QString OutputGuard::inputAt(const QString& path) const {
    const std::string target = filePath(path);
    for (const auto& [file, sentence] : m_files)
        if (sameFile(target, file))
            return sentence.arg(path, fileNameFromPath(file));
    if (runInputs)
        if (const auto input = inputFileAt(target))
            return OutputFile::tr("%1 is %2, which this command reads")
                .arg(path, fileNameFromPath(*input));
    return {};
}

// ---- Writing --------------------------------------------------------------------------------

namespace {

QString systemReason(int code) {
    return QString::fromLocal8Bit(std::strerror(code));
}

QString failWith(QString* error, const QString& why) {
    if (error)
        *error = why;
    return why;
}

#ifdef Q_OS_UNIX

/// Writes all of `data` to `fd`; 0 or the errno of the write that failed.
int writeAll(int fd, const QByteArray& data) {
    const char* at = data.constData();
    auto left = static_cast<std::size_t>(data.size());
    while (left > 0) {
        const ssize_t n = ::write(fd, at, left);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        if (n == 0)
            return EIO;
        at += n;
        left -= static_cast<std::size_t>(n);
    }
    return 0;
}

/// One target of a write and how it is written.
struct Target {
    enum class Kind { Replace, InPlace } kind = Kind::Replace;
    QString shown;     ///< the name as given, for messages
    QByteArray native; ///< the file written: the name given, or where its links lead
    const QByteArray* data = nullptr;
    bool existed = false; ///< a regular file was there (kept as `backup` until all is done)
    mode_t mode = 0;      ///< permissions of the file written
    dev_t device = 0;
    ino_t inode = 0;
    QByteArray temporary; ///< the prepared file beside it
    QByteArray backup;    ///< a second name of the previous file while the write commits
    bool renamed = false;
};

QByteArray folderOf(const QByteArray& path) {
    const qsizetype slash = path.lastIndexOf('/');
    return slash < 0 ? QByteArray(".") : slash == 0 ? QByteArray("/") : path.left(slash);
}

mode_t newFileMode() {
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return 0666 & ~mask;
}

bool sameAsStdout(const struct stat& st) {
    struct stat out {};
    return ::fstat(STDOUT_FILENO, &out) == 0 && out.st_dev == st.st_dev && out.st_ino == st.st_ino;
}

/// Looks at what `t.shown` names now; empty, or why it cannot be written.
QString classify(Target& t, bool alone) {
    const QByteArray given = fileNameBytes(t.shown);
    struct stat st {};
    if (::stat(given.constData(), &st) != 0) {
        const int code = errno;
        struct stat link {};
        if (code == ENOENT && ::lstat(given.constData(), &link) == 0 && S_ISLNK(link.st_mode))
            return OutputFile::tr("%1 is a link to a file that does not exist; nothing was "
                                  "written")
                .arg(t.shown);
        if (code != ENOENT)
            return systemReason(code); // e.g. a path through a regular file, a loop, too long
        t.native = given;
        t.mode = newFileMode();
        return {};
    }
    t.device = st.st_dev;
    t.inode = st.st_ino;
    if (S_ISDIR(st.st_mode))
        return OutputFile::tr("%1 is a directory").arg(t.shown);
    const bool inPlace =
        S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode) || (S_ISREG(st.st_mode) && sameAsStdout(st));
    if (inPlace) {
        if (!alone)
            return OutputFile::tr("%1 is not a regular file: the files written with it cannot "
                                  "sit beside it; nothing was written")
                .arg(t.shown);
        t.kind = Target::Kind::InPlace;
        t.native = given;
        return {};
    }
    if (!S_ISREG(st.st_mode))
        return OutputFile::tr("%1 is not a regular file (a block device or a socket); nothing "
                              "was written")
            .arg(t.shown);
    // A link is followed: the file it names is replaced, the link stays.
    char* resolved = ::realpath(given.constData(), nullptr);
    if (!resolved)
        return systemReason(errno);
    t.native = QByteArray(resolved);
    std::free(resolved);
    t.existed = true;
    t.mode = st.st_mode & 07777;
    return {};
}

/// A character device, a FIFO or our own stdout, written where it is.
QString writeInPlace(const Target& t) {
    // O_NONBLOCK: opening a FIFO without a reader fails (ENXIO) instead of waiting forever.
    const int fd = ::open(t.native.constData(), O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0)
        return errno == ENXIO ? OutputFile::tr("no program is reading from the pipe")
                              : systemReason(errno);
    struct stat st {};
    const bool same = ::fstat(fd, &st) == 0 && st.st_dev == t.device && st.st_ino == t.inode;
    if (!same || !(S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode) || S_ISREG(st.st_mode))) {
        ::close(fd);
        return OutputFile::tr("the file changed while it was opened; nothing was written");
    }
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags >= 0)
        ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    if (S_ISREG(st.st_mode) && ::ftruncate(fd, 0) != 0) {
        const int code = errno;
        ::close(fd);
        return systemReason(code);
    }
    const int written = writeAll(fd, *t.data);
    const int closed = ::close(fd) == 0 || errno == EINTR ? 0 : errno;
    if (written != 0 || closed != 0)
        return systemReason(written != 0 ? written : closed);
    return {};
}

/// The data in a new file beside the target, synced, with the target's permissions.
QString prepare(Target& t) {
    QByteArray name = folderOf(t.native) + "/.headroom-XXXXXX";
    const int fd = ::mkstemp(name.data());
    if (fd < 0)
        return systemReason(errno);
    t.temporary = name;
    int failed = ::fchmod(fd, t.mode) == 0 ? 0 : errno;
    if (failed == 0)
        failed = writeAll(fd, *t.data);
    if (failed == 0 && ::fsync(fd) != 0)
        failed = errno;
    if (::close(fd) != 0 && failed == 0 && errno != EINTR)
        failed = errno;
    return failed == 0 ? QString() : systemReason(failed);
}

/// A second name for the file about to be replaced, so that a failed commit can put it back.
void keepBackup(Target& t) {
    for (int attempt = 0; attempt < 16 && t.existed; ++attempt) {
        QByteArray name = folderOf(t.native) + "/.headroom-XXXXXX";
        const int fd = ::mkstemp(name.data()); // reserves a unique name
        if (fd < 0)
            return;
        ::close(fd);
        ::unlink(name.constData());
        if (::link(t.native.constData(), name.constData()) == 0) {
            t.backup = name;
            return;
        }
        if (errno != EEXIST)
            return; // no hard links here: the commit goes without a way back
    }
}

/// Puts back what was there before the targets renamed so far.
void rollBack(std::vector<Target>& targets) {
    for (Target& t : targets) {
        if (!t.renamed)
            continue;
        if (!t.backup.isEmpty() && ::rename(t.backup.constData(), t.native.constData()) == 0)
            t.backup.clear();
        else if (!t.existed)
            ::unlink(t.native.constData());
        t.renamed = false;
    }
}

void removeLeftovers(std::vector<Target>& targets) {
    for (Target& t : targets) {
        if (!t.temporary.isEmpty() && !t.renamed)
            ::unlink(t.temporary.constData());
        if (!t.backup.isEmpty())
            ::unlink(t.backup.constData());
    }
}

/// Every target prepared, then all renamed into place; on a failure nothing is left changed.
QString commitAll(std::vector<Target>& targets, QString* at) {
    QString why;
    for (Target& t : targets)
        if (why.isEmpty()) {
            why = prepare(t);
            *at = t.shown;
        }
    if (why.isEmpty()) {
        for (Target& t : targets)
            keepBackup(t);
        for (Target& t : targets) {
            if (::rename(t.temporary.constData(), t.native.constData()) != 0) {
                why = systemReason(errno);
                *at = t.shown;
                rollBack(targets);
                break;
            }
            t.renamed = true;
        }
    }
    removeLeftovers(targets);
    return why;
}

#endif // Q_OS_UNIX

} // namespace

OutputFile::Result OutputFile::writeAll(const std::vector<OutputItem>& items,
                                        const OutputGuard& guard, QString* error,
                                        QString* failedFile) {
    auto concerning = [failedFile](const QString& path) {
        if (failedFile)
            *failedFile = path;
    };
    if (items.empty())
        return Result::Written;
    for (const OutputItem& item : items) {
        concerning(item.path);
        if (item.path.isEmpty()) {
            failWith(error, tr("no file name given"));
            return Result::Failed;
        }
        if (const QString input = guard.inputAt(item.path); !input.isEmpty()) {
            failWith(error, input);
            return Result::IsInput;
        }
    }
#ifdef Q_OS_UNIX
    std::vector<Target> targets(items.size());
    for (std::size_t i = 0; i < items.size(); ++i) {
        Target& t = targets[i];
        t.shown = items[i].path;
        t.data = &items[i].data;
        concerning(t.shown);
        if (const QString why = classify(t, items.size() == 1); !why.isEmpty()) {
            failWith(error, why);
            return Result::Failed;
        }
        for (std::size_t j = 0; j < i; ++j)
            if (targets[j].native == t.native) {
                failWith(error, tr("%1 and %2 are the same file; nothing was written")
                                    .arg(targets[j].shown, t.shown));
                return Result::Failed;
            }
    }
    QString at = targets.front().shown;
    const QString why = targets.front().kind == Target::Kind::InPlace
                            ? writeInPlace(targets.front())
                            : commitAll(targets, &at);
    concerning(at);
    if (!why.isEmpty()) {
        failWith(error, why);
        return Result::Failed;
    }
    return Result::Written;
#else
    for (const OutputItem& item : items) {
        QSaveFile file(item.path);
        concerning(item.path);
        if (!file.open(QIODevice::WriteOnly) || file.write(item.data) != item.data.size() ||
            !file.commit()) {
            failWith(error, file.errorString());
            return Result::Failed;
        }
    }
    return Result::Written;
#endif
}

bool OutputFile::write(const QString& path, const QByteArray& data, QString* error) {
    return writeAll({{path, data}}, OutputGuard(), error) == Result::Written;
}

} // namespace headroom::ui
