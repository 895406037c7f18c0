#pragma once
// Runs a `trellis` command in the test's process (cli::run) and keeps what it answered: the
// exit code, standard output and standard error.
#include "Cli.h"

#include <QString>
#include <QStringList>

#include <sstream>
#include <string>
#include <vector>

namespace trellis::testing {

struct CliRun {
    int code = -1;
    QString out, err;
};

// `input` is the command's standard input.
inline CliRun runCli(const std::vector<std::string>& args, const std::string& input = {}) {
    std::istringstream in(input);
    std::ostringstream out, err;
    const int code = cli::run(args, in, out, err);
    return {code, QString::fromStdString(out.str()), QString::fromStdString(err.str())};
}

// The same with the words as Qt strings.
inline CliRun runCliWords(const QStringList& args) {
    std::vector<std::string> words;
    for (const QString& a : args) words.push_back(a.toStdString());
    return runCli(words);
}

} // namespace trellis::testing
