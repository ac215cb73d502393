#include "common/outputfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>
#endif

namespace headroom::ui {

namespace {

/// The system's text for errno `code` (strerror, in the user's language where the C library
/// has it).
QString systemReason(int code) {
    return QString::fromLocal8Bit(std::strerror(code));
}

bool fail(QString* error, const QString& why) {
    if (error)
        *error = why;
    return false;
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

/// A character device or FIFO, written where it is.
bool writeInPlace(const QString& path, const QByteArray& data, QString* error) {
    const QByteArray native = QFile::encodeName(path);
    // O_NONBLOCK: opening a FIFO without a reader fails (ENXIO) instead of waiting forever.
    const int fd = ::open(native.constData(), O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        if (errno == ENXIO)
            return fail(error, OutputFile::tr("no program is reading from the pipe"));
        return fail(error, systemReason(errno));
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !(S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode))) {
        ::close(fd);
        return fail(error,
                    OutputFile::tr("the file changed while it was opened; nothing was written"));
    }
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags >= 0)
        ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
    const int written = writeAll(fd, data);
    const int closed = ::close(fd) == 0 || errno == EINTR ? 0 : errno;
    if (written != 0 || closed != 0)
        return fail(error, systemReason(written != 0 ? written : closed));
    return true;
}

/// A reason when QSaveFile gave none: the name with QSaveFile's temporary suffix beyond what
/// the folder takes, or a full disk.
QString diagnose(const QString& path, qint64 size) {
    const QFileInfo info(path);
    const QByteArray folder = QFile::encodeName(info.absolutePath());
    const long nameMax = ::pathconf(folder.constData(), _PC_NAME_MAX);
    // QSaveFile writes "<name>.XXXXXX" next to the target before it renames it.
    const qsizetype temporaryName = QFile::encodeName(info.fileName()).size() + 7;
    if (nameMax > 0 && temporaryName > nameMax)
        return OutputFile::tr(
                   "the file name is too long for a safe save (%1 bytes; the folder takes %2 "
                   "including a 7-byte temporary suffix)")
            .arg(temporaryName - 7)
            .arg(nameMax);
    struct statvfs fs {};
    if (::statvfs(folder.constData(), &fs) == 0 &&
        static_cast<double>(fs.f_bavail) * static_cast<double>(fs.f_frsize) <
            static_cast<double>(size))
        return systemReason(ENOSPC);
    return {};
}
#endif

/// Qt's text unless it is empty or "Unknown error"; then errno's; then a diagnosis.
QString reason(const QString& qtReason, int savedErrno, const QString& path, qint64 size) {
    const bool vague = qtReason.isEmpty() || qtReason == QLatin1String("Unknown error") ||
                       qtReason == QCoreApplication::translate("QIODevice", "Unknown error");
    if (!vague)
        return qtReason;
    if (savedErrno != 0)
        return systemReason(savedErrno);
#ifdef Q_OS_UNIX
    if (QString diagnosis = diagnose(path, size); !diagnosis.isEmpty())
        return diagnosis;
#else
    Q_UNUSED(path);
    Q_UNUSED(size);
#endif
    return OutputFile::tr("the system did not say why");
}

} // namespace

bool OutputFile::write(const QString& path, const QByteArray& data, QString* error) {
    if (path.isEmpty())
        return fail(error, OutputFile::tr("no file name given"));
#ifdef Q_OS_UNIX
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) == 0) {
        if (S_ISDIR(st.st_mode))
            return fail(error, OutputFile::tr("%1 is a directory").arg(path));
        if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode))
            return writeInPlace(path, data, error);
        if (!S_ISREG(st.st_mode))
            return fail(error, OutputFile::tr(
                                   "%1 is not a regular file (a block device or a socket); nothing "
                                   "was written")
                                   .arg(path));
    } else if (errno != ENOENT) {
        return fail(error, systemReason(errno)); // e.g. a path through a regular file, a loop
    }
#else
    const QFileInfo info(path);
    if (info.isDir())
        return fail(error, OutputFile::tr("%1 is a directory").arg(path));
    if (info.exists() && !info.isFile())
        return fail(error,
                    OutputFile::tr("%1 is not a regular file; nothing was written").arg(path));
#endif
    QSaveFile file(path);
    errno = 0;
    if (!file.open(QIODevice::WriteOnly)) {
        const int saved = errno; // before anything else can change it
        return fail(error, reason(file.errorString(), saved, path, data.size()));
    }
#ifdef Q_OS_UNIX
    // Straight to the temporary file's descriptor: the write's own errno is the reason (QSaveFile's
    // buffered write reports a full disk as "Unknown error"). commit() then syncs and renames.
    if (const int failed = writeAll(file.handle(), data); failed != 0) {
        file.cancelWriting();
        return fail(error, systemReason(failed));
    }
#else
    if (file.write(data) != data.size()) {
        const int saved = errno;
        const QString why = reason(file.errorString(), saved, path, data.size());
        file.cancelWriting();
        return fail(error, why);
    }
#endif
    errno = 0;
    if (!file.commit()) {
        const int saved = errno;
        return fail(error, reason(file.errorString(), saved, path, data.size()));
    }
    return true;
}

} // namespace headroom::ui
