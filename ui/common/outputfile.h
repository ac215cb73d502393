#pragma once
// Writing a file the user named: atomically when it is a regular file, never replacing a
// device or a pipe, and always with the real reason when it fails.
#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace headroom::ui {

/// Writes the whole of `data` to `path`.
/// - A regular file (or a new one) is written through QSaveFile: on failure the previous file
///   is untouched and no temporary file is left behind.
/// - A character device or a FIFO (`/dev/stdout`, `/dev/null`, a named pipe) is written in
///   place: QSaveFile would replace the node with a regular file. A FIFO nobody reads from is
///   an error at once, not a hang.
/// - A directory, block device or socket is refused.
/// A failure returns false with `error` set to the reason (the system's, e.g. "No space left on
/// device"), never Qt's "Unknown error".
class OutputFile {
    Q_DECLARE_TR_FUNCTIONS(headroom::ui::OutputFile)

public:
    static bool write(const QString& path, const QByteArray& data, QString* error);
};

} // namespace headroom::ui
