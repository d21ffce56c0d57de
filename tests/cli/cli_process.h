#pragma once
// Runs the built ludoteca-cli (path in the LUDOTECA_CLI environment variable) as a child
// process: feeds it a script on standard input and collects everything it writes.

#include <string>
#include <vector>

namespace ludoteca::cli::testing {

struct ProcessResult {
    int exitCode = -1; // -1 when the process did not exit normally
    bool timedOut = false;
    std::string out;
    std::string err;
};

// Runs `ludoteca-cli args...` with `input` on its standard input (then closed).
ProcessResult runCli(const std::vector<std::string> &args, const std::string &input = {});

// One protocol answer: `ok` for '=', the payload lines joined with '\n' (without "= ").
struct Answer {
    bool ok = false;
    std::string payload;
};

// Splits engine output into answers; `wellFramed` turns false if anything is left over
// that does not end with the empty line.
std::vector<Answer> parseAnswers(const std::string &out, bool *wellFramed = nullptr);

// Runs `ludoteca-cli engine` on `script` and returns its answers; fails the current test
// if the process does not exit with status 0 or the framing is broken.
std::vector<Answer> runEngine(const std::string &script);

// Words of a payload separated by spaces.
std::vector<std::string> words(const std::string &payload);

// Lines of a text, without their newlines.
std::vector<std::string> lines(const std::string &text);

} // namespace ludoteca::cli::testing
