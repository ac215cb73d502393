#pragma once
// What the process sets up before Qt starts: standard streams, Qt's messages, the platform.

namespace headroom::app {

/// Keeps descriptors 0, 1 and 2 taken: a closed one becomes /dev/null opened read-only, so a
/// write to a closed stdout fails (EBADF, exit 1) instead of landing in the next file opened.
void reserveStandardStreams();

/// The commands: Qt's debug and warning messages (e.g. about XDG_RUNTIME_DIR) stay off stderr,
/// which carries one line per problem; a critical or fatal message is one line, and a fatal one
/// exits 1 instead of aborting. A write to a closed pipe is an error to report, not SIGPIPE.
void setUpCommand();

/// The quote: the offscreen platform whatever QT_QPA_PLATFORM says (a command never needs a
/// display) and a private runtime directory when XDG_RUNTIME_DIR is missing or unusable.
void setUpOffscreenRendering();

/// The window, before its QApplication: a runtime directory as for the quote, and a platform
/// that cannot start (no display) becomes one line on stderr and exit 1 instead of an abort.
void setUpWindowStartup();

/// The window, once its QApplication runs: Qt's messages go to stderr as usual again.
void windowStarted();

} // namespace headroom::app
