#include <csignal>
#include <iostream>

#include "command_line.h"
#include "commands.h"
#include "engine_protocol.h"

namespace ludoteca::cli {

namespace {

const char *const kEngineUsage = R"(usage: ludoteca-cli engine

Reads protocol commands from standard input, one per line, and writes one answer per
command to standard output: '= payload' or '? reason', each followed by an empty line.

commands:
  games                    the ids of the games
  new GAME [KEY=VALUE...]  start a game with options (others at their defaults)
  seed N                   seed the generator used by genmove (0 to 2^64-1)
  legal                    the legal moves, or the chance outcomes at a chance node
  play MOVE                play a move given in its canonical text
  undo                     take back the last move
  state                    the position as one line of JSON
  genmove [level=easy|medium|hard] [ms=N] [iterations=N]
                           choose a move (a weighted draw at a chance node) and play it;
                           the level defaults to medium, an explicit budget replaces its own
  analyse [iterations=N] [ms=N] [top=K]
                           the position's value for every seat and the K best moves
                           (default 3) as one line of JSON; the budget defaults to hard's
  show                     the board as text
  name, version, protocol_version
                           who answers: Ludoteca, its version, this protocol's version (1)
  list_commands            every command, one per line
  known_command NAME       true or false
  quit                     stop (so does the end of input)

Empty lines and lines starting with '#' are ignored.
)";

} // namespace

int runEngine(const std::vector<std::string> &args)
{
    CommandLine commandLine;
    std::string error;
    if (!commandLine.parse(args, {{"help"}}, error)) {
        std::cerr << "ludoteca-cli engine: " << error << "\n\n" << kEngineUsage;
        return kExitUsage;
    }
    if (commandLine.has("help")) {
        std::cout << kEngineUsage;
        return 0;
    }
#ifdef SIGPIPE
    // A reader that goes away ends the session through the stream state, not a signal.
    std::signal(SIGPIPE, SIG_IGN);
#endif
    EngineProtocol protocol(std::cout);
    protocol.run(std::cin);
    return 0;
}

} // namespace ludoteca::cli
