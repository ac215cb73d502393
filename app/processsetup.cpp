#include "processsetup.h"

#include "commandline.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QtGlobal>
#include <csignal>
#include <cstdio>
#include <cstdlib>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace headroom::app {

namespace {

enum class Stage { Command, WindowStartup };
Stage g_stage = Stage::Command;
QString g_platformProblem; ///< the first qt.qpa message while the window starts

void messageHandler(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (g_stage == Stage::WindowStartup) {
        const bool platform = context.category && qstrncmp(context.category, "qt.qpa", 6) == 0;
        if (platform && type != QtFatalMsg && g_platformProblem.isEmpty())
            g_platformProblem = message.trimmed();
        if (type != QtFatalMsg)
            return;
        const QByteArray requested = qgetenv("QT_QPA_PLATFORM");
        printError(QStringLiteral("headroom: the window cannot open: %1 (Qt platform %2); the "
                                  "commands need no display (see headroom --help)")
                       .arg(g_platformProblem.isEmpty() ? message.trimmed() : g_platformProblem,
                            requested.isEmpty() ? QStringLiteral("default")
                                                : QString::fromLocal8Bit(requested)));
        std::_Exit(BadInput);
    }
    if (type == QtCriticalMsg || type == QtFatalMsg)
        printError(QStringLiteral("headroom: %1").arg(message.trimmed()));
    if (type == QtFatalMsg)
        std::_Exit(BadInput);
}

#ifdef Q_OS_UNIX
/// What Qt's QStandardPaths accepts without a warning: a directory of this user, mode 0700.
bool isPrivateDirectory(const QByteArray& path) {
    struct stat st {};
    return !path.isEmpty() && ::lstat(path.constData(), &st) == 0 && S_ISDIR(st.st_mode) &&
           st.st_uid == ::geteuid() && (st.st_mode & 07777) == 0700;
}
#endif

/// XDG_RUNTIME_DIR as Qt wants it; unset or unusable (a container, CI, `XDG_RUNTIME_DIR=/tmp`),
/// a private directory below the temporary folder instead.
void ensureRuntimeDirectory() {
#ifdef Q_OS_UNIX
    if (isPrivateDirectory(qgetenv("XDG_RUNTIME_DIR")))
        return;
    const QByteArray dir = QFile::encodeName(QDir::tempPath()) + "/runtime-headroom-" +
                           QByteArray::number(static_cast<qulonglong>(::geteuid()));
    if (::mkdir(dir.constData(), 0700) != 0 && errno != EEXIST)
        return;
    struct stat st {};
    // Only a directory this user owns (not a link someone else planted) gets the right mode.
    if (::lstat(dir.constData(), &st) == 0 && S_ISDIR(st.st_mode) && st.st_uid == ::geteuid())
        ::chmod(dir.constData(), 0700);
    if (isPrivateDirectory(dir))
        qputenv("XDG_RUNTIME_DIR", dir);
#endif
}

} // namespace

void reserveStandardStreams() {
#ifdef Q_OS_UNIX
    for (int fd = 0; fd <= 2; ++fd)
        if (::fcntl(fd, F_GETFD) == -1 && errno == EBADF) {
            // open() takes the lowest free descriptor: this one, as the lower ones are taken.
            const int taken = ::open("/dev/null", O_RDONLY);
            if (taken >= 0 && taken != fd)
                ::close(taken);
        }
#endif
}

void setUpCommand() {
    g_stage = Stage::Command;
    qInstallMessageHandler(messageHandler);
#ifdef SIGPIPE
    std::signal(SIGPIPE, SIG_IGN);
#endif
}

void setUpOffscreenRendering() {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    ensureRuntimeDirectory();
}

void setUpWindowStartup() {
    ensureRuntimeDirectory();
    g_stage = Stage::WindowStartup;
    qInstallMessageHandler(messageHandler);
}

void windowStarted() {
    qInstallMessageHandler(nullptr);
}

} // namespace headroom::app
