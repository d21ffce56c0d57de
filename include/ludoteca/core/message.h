#pragma once
// A sentence the engine says to a person (an error, for now): an id naming the sentence,
// the values it quotes, and the sentence in English. The CLI and the protocol print the
// English `text`; the app shows its own translation of `id` with the `args` filled in, so
// that it never parses English. An empty id means no message (nothing went wrong).
//
// Ids are dotted: the engine's own checks start with "option." or "move.", a game's own
// with its id ("egotzi.komi-limit"). The arguments of each id are listed where it is made.

#include <string>
#include <utility>
#include <vector>

namespace ludoteca {

struct Message {
    std::string id;
    std::vector<std::string> args;
    std::string text;

    Message() = default;
    Message(std::string id, std::vector<std::string> args, std::string text)
        : id(std::move(id)), args(std::move(args)), text(std::move(text))
    {
    }

    bool empty() const { return id.empty(); }
};

} // namespace ludoteca
