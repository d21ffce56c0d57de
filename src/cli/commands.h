#pragma once
// The subcommands of ludoteca-cli. Each takes the words after its name and returns the
// process exit status (0 success, kExitUsage for a usage error).

#include <string>
#include <vector>

namespace ludoteca::cli {

int runEngine(const std::vector<std::string> &args);
int runBench(const std::vector<std::string> &args);
int runMatch(const std::vector<std::string> &args);
int runAnalyse(const std::vector<std::string> &args);
int runLessons(const std::vector<std::string> &args);
int runLadder(const std::vector<std::string> &args);
// Built only with Qt SQL at hand (src/cli/history/).
int runHistory(const std::vector<std::string> &args);
// Built only with libstrophe at hand (src/cli/remote/).
int runRemote(const std::vector<std::string> &args);

} // namespace ludoteca::cli
