#pragma once
#include <QStringList>

namespace headroom::app {

/// Exit codes of the command line (README, "Command line").
enum ExitCode { Ok = 0, BadInput = 1, Usage = 2 };

/// True when argv names a command (evaluate, quote, recommend) rather than the GUI.
bool isCommand(const QStringList& arguments);

/// Runs a command; prints results to stdout and one clear line per problem to stderr.
int runCommand(const QStringList& arguments);

/// The catalog directories: the built-in one (--catalog overrides) and the user overlay.
QString builtinCatalogDir(const QString& overrideDir = {});
QString userCatalogDir();

} // namespace headroom::app
