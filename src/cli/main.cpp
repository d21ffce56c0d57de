// ludoteca-cli: the engine protocol, a speed benchmark, AI-against-AI matches, analyses
// and the lessons' check.

#include <csignal>
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
  remote   host or join a game with friends on other computers, over XMPP

Run 'ludoteca-cli <command> --help' for the flags of a command.
)";

// A command's status, or 1 when what it printed could not all be written (a full disk, a
// file-size limit): a cut-off output never passes for a whole one.
int finished(int status)
{
    std::cout.flush();
    if (std::cout.good())
        return status;
    std::cerr << "ludoteca-cli: the output could not be written whole\n";
    return status == 0 ? 1 : status;
}

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
    // Past a file-size limit a write fails with EFBIG and is reported, instead of the
    // signal ending the process with half a file written.
    std::signal(SIGXFSZ, SIG_IGN);
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
            return finished(runEngine(args));
        if (command == "bench")
            return finished(runBench(args));
        if (command == "match")
            return finished(runMatch(args));
        if (command == "analyse")
            return finished(runAnalyse(args));
        if (command == "ladder")
            return finished(runLadder(args));
        if (command == "lessons")
            return finished(runLessons(args));
#ifdef LUDOTECA_CLI_HISTORY
        if (command == "history")
            return finished(runHistory(args));
#endif
#ifdef LUDOTECA_CLI_REMOTE
        if (command == "remote")
            return finished(runRemote(args));
#endif
    } catch (const std::exception &e) {
        std::cerr << "ludoteca-cli " << command << ": " << e.what() << '\n';
        return 1;
    }
    std::cerr << "ludoteca-cli: unknown command '" << command << "'\n\n" << kUsage;
    return kExitUsage;
}
