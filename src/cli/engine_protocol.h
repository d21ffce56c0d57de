#pragma once
// The engine's line protocol (see docs/protocol.md): one command per input line, one
// framed answer per command. Independent of the process's own streams so that it can be
// driven in-process as well as by `ludoteca-cli engine`.

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "ludoteca/core/random.h"
#include "ludoteca/core/state.h"

namespace ludoteca::cli {

// The longest input line in bytes (without its newline); a longer one is refused.
inline constexpr std::size_t kMaxLineLength = 65'536;

class EngineProtocol {
public:
    explicit EngineProtocol(std::ostream &out);

    // Reads commands until `quit` or the end of input, a line at a time, never holding
    // more than kMaxLineLength bytes of one.
    void run(std::istream &in);

    // Handles one input line and writes its answer, if any. False once `quit` was seen.
    bool handleLine(std::string_view line);

    const State *state() const { return state_.get(); }

private:
    struct Reply {
        bool ok = true;
        std::string text; // payload (ok) or reason (error)
    };
    using Words = std::vector<std::string>;

    Reply dispatch(const Words &words);
    Reply games(const Words &args);
    Reply newGame(const Words &args);
    Reply seed(const Words &args);
    Reply legal(const Words &args);
    Reply play(const Words &args);
    Reply undo(const Words &args);
    Reply stateJson(const Words &args);
    Reply genmove(const Words &args);
    Reply show(const Words &args);
    Reply quit(const Words &args);
    Reply name(const Words &args);
    Reply version(const Words &args);
    Reply protocolVersion(const Words &args);
    Reply listCommands(const Words &args);
    Reply knownCommand(const Words &args);
    Reply analyse(const Words &args);

    struct Command {
        const char *name;
        Reply (EngineProtocol::*handler)(const Words &);
    };
    // Every command, in the order list_commands prints them.
    static const Command kCommands[];

    void write(const Reply &reply);

    std::ostream &out_;
    std::unique_ptr<State> state_;
    Rng rng_;
    bool quit_ = false;
};

} // namespace ludoteca::cli
