#pragma once
// The messages of a game played apart over XMPP (docs/remote.md): what they hold, and
// their XML, one element in Ludoteca's namespace carried in an ordinary chat message.
// Everything read from the network is untrusted: parseMessage() checks the shape, the
// sizes and every number, and refuses with a reason; what a message means for a game
// (who may send it, which ply) is the session's to check (remote/session.h).
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace ludoteca::remote {

inline constexpr std::string_view kNamespace = "urn:ludoteca:remote:1";
inline constexpr int kProtocolVersion = 1;
// Limits of what is accepted: well above any real game, far below what could hurt.
inline constexpr std::size_t kMaxPayloadBytes = 64 * 1024;
inline constexpr std::size_t kMaxTextBytes = 200;  // a move, an option, an address
inline constexpr std::size_t kMaxChatBytes = 1000; // a chat line
inline constexpr std::size_t kMaxSeats = 8;
inline constexpr std::size_t kMaxOptions = 16;
inline constexpr int kMaxPly = 100000;

// The host invites: the game, its options, and who holds each seat (a bare address, or
// empty for a seat played at the host's, by a person or by the computer).
struct Invite {
    std::string game;
    std::vector<std::pair<std::string, std::string>> options;
    std::vector<std::string> seats;
};
struct Accept {};
struct Decline {
    std::string reason;
};
// A move. From the host: the move played at `ply` as the receiving seat may read it, and
// the digest of what everybody sees after it (core/observation.h). From a guest: the move
// it plays at `ply`, no digest.
struct Move {
    int ply = 0;
    std::string text;
    std::string digest;
};
// From the host: the moves from `from` on as the seat now reads them (after a resync
// request, or at the end, which shows the secrets), and the digest after the last.
struct Sync {
    int from = 0;
    std::vector<std::string> moves;
    std::string digest;
};
// From a guest: it holds every move before `plies`.
struct Ack {
    int plies = 0;
};
// From a guest: send me every move from `from` on (0 when its copy disagrees).
struct Resync {
    int from = 0;
};
// A seat gives up (from its guest), or the host says one did.
struct Resign {
    int seat = 0;
};
struct Chat {
    std::string text;
};

using Body = std::variant<Invite, Accept, Decline, Move, Sync, Ack, Resync, Resign, Chat>;

// One message: the game it belongs to and what it says.
struct Envelope {
    std::string gameId; // 16 to 32 lowercase hex digits, chosen by the host
    Body body;
};

// The element for `message`, as XML text.
std::string toXml(const Envelope &message);

// Reads an element written by toXml; nullopt with `error` saying what is wrong.
std::optional<Envelope> parseMessage(std::string_view xml, std::string &error);

// Whether `id` has the shape of a game id.
bool isGameId(std::string_view id);

// Whether `address` has the shape of an account's bare address: a name, one '@' and a
// domain, with no resource, space or control character, at most kMaxTextBytes long.
// Inline, so that the readers of saved games check it without the network's libraries.
inline bool isBareAddress(std::string_view address)
{
    const auto at = address.find('@');
    if (address.size() > kMaxTextBytes || at == std::string_view::npos || at == 0 || at + 1 == address.size()
        || address.find('@', at + 1) != std::string_view::npos)
        return false;
    for (const char c : address) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte <= 0x20 || byte == 0x7f || c == '/' || c == '"' || c == '<' || c == '>' || c == '\\')
            return false;
    }
    // A domain is labels between dots, none of them empty.
    const std::string_view domain = address.substr(at + 1);
    return domain.front() != '.' && domain.back() != '.' && domain.find("..") == std::string_view::npos;
}

} // namespace ludoteca::remote
