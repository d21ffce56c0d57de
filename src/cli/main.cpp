// ludoteca-cli: the engine protocol, a speed benchmark, AI-against-AI matches, analyses
// and the lessons' check.

#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "command_line.h"
#include "commands.h"

namespace {

const char *const kUsage = R"(usage: ludoteca-cli <command> [flags]
       ludoteca-cli --version

commands:
  engine   speak the engine protocol on standard input and output
  bench    measure random playouts and search iterations per second for a game
  match    play AI seats against each other and report win rates
  ladder   rate a game's AI levels against each other on the Elo scale
  analyse  print the search's view of every position of a game as JSON lines
  lessons  check every lesson of the games' courses against the engine
  history  add finished saved games to the app's history, or print its statistics

Run 'ludoteca-cli <command> --help' for the flags of a command.
)";

} // namespace

int main(int argc, char **argv)
{
    using namespace ludoteca::cli;
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) {
        std::cerr << kUsage;
        return kExitUsage;
    }
    const std::string command = args.front();
    args.erase(args.begin());
    try {
        if (command == "--help" || command == "-h" || command == "help") {
            std::cout << kUsage;
            return 0;
        }
        if (command == "--version") {
            std::cout << "ludoteca-cli " LUDOTECA_VERSION "\n";
            return 0;
        }
        if (command == "engine")
            return runEngine(args);
        if (command == "bench")
            return runBench(args);
        if (command == "match")
            return runMatch(args);
        if (command == "analyse")
            return runAnalyse(args);
        if (command == "ladder")
            return runLadder(args);
        if (command == "lessons")
            return runLessons(args);
#ifdef LUDOTECA_CLI_HISTORY
        if (command == "history")
            return runHistory(args);
#endif
    } catch (const std::exception &e) {
        std::cerr << "ludoteca-cli " << command << ": " << e.what() << '\n';
        return 1;
    }
    std::cerr << "ludoteca-cli: unknown command '" << command << "'\n\n" << kUsage;
    return kExitUsage;
}
