// The reader of messages from the network (remote/protocol.h), then both sides of a game
// receiving what it accepted. A message it accepts must read back the same after it is
// written again, and no message may break a game: a refusal changes nothing.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include <nlohmann/json.hpp>

#include "ludoteca/core/registry.h"
#include "ludoteca/remote/protocol.h"
#include "ludoteca/remote/session.h"

using namespace ludoteca;
using namespace ludoteca::remote;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string xml(reinterpret_cast<const char *>(data), size);
    std::string error;
    const auto message = parseMessage(xml, error);
    if (!message) {
        if (error.empty())
            std::abort(); // every refusal says why
        return 0;
    }
    const std::string again = toXml(*message);
    const auto reread = parseMessage(again, error);
    if (!reread || toXml(*reread) != again)
        std::abort();

    // A host of Egotzi whose second seat is a@example.org, and that guest, receive it.
    const GameInfo *info = GameRegistry::find("egotzi");
    HostedGame host(message->gameId, *info, info->defaultOptions(), {"", "a@example.org"}, 1);
    const auto before = host.state().toJson().dump();
    std::string refusal;
    host.receive("a@example.org", *message, refusal);
    if (!refusal.empty() && host.state().toJson().dump() != before)
        std::abort();
    Envelope invite {message->gameId, Invite {"egotzi", {}, {"", "a@example.org"}}};
    auto guest = JoinedGame::fromInvite("h@example.org", "a@example.org", invite, refusal);
    if (!guest)
        std::abort();
    guest->receive("h@example.org", *message, refusal);
    guest->receive("a@example.org", *message, refusal);
    if (refusal.empty())
        std::abort(); // only the host speaks for the game
    JoinedGame::fromInvite("h@example.org", "a@example.org", *message, refusal);
    return 0;
}
