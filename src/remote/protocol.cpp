#include "ludoteca/remote/protocol.h"

#include <charconv>
#include <memory>

#include <strophe.h>

namespace ludoteca::remote {

namespace {

// libstrophe's XML parser and writer, in a context of their own (no connection needed).
struct Context {
    xmpp_ctx_t *ctx = xmpp_ctx_new(nullptr, nullptr);
    ~Context() { xmpp_ctx_free(ctx); }
};

struct StanzaDeleter {
    void operator()(xmpp_stanza_t *stanza) const { xmpp_stanza_release(stanza); }
};
using Stanza = std::unique_ptr<xmpp_stanza_t, StanzaDeleter>;

xmpp_stanza_t *element(xmpp_ctx_t *ctx, const char *name)
{
    xmpp_stanza_t *stanza = xmpp_stanza_new(ctx);
    xmpp_stanza_set_name(stanza, name);
    return stanza;
}

void addChild(xmpp_stanza_t *parent, xmpp_stanza_t *child)
{
    xmpp_stanza_add_child(parent, child);
    xmpp_stanza_release(child); // the parent holds it now
}

void addText(xmpp_ctx_t *ctx, xmpp_stanza_t *parent, const std::string &text)
{
    if (text.empty())
        return;
    xmpp_stanza_t *node = xmpp_stanza_new(ctx);
    xmpp_stanza_set_text(node, text.c_str());
    addChild(parent, node);
}

void setNumber(xmpp_stanza_t *stanza, const char *key, int value)
{
    xmpp_stanza_set_attribute(stanza, key, std::to_string(value).c_str());
}

xmpp_stanza_t *bodyElement(xmpp_ctx_t *ctx, const Body &body)
{
    struct Writer {
        xmpp_ctx_t *ctx;
        xmpp_stanza_t *operator()(const Invite &invite) const
        {
            xmpp_stanza_t *e = element(ctx, "invite");
            xmpp_stanza_set_attribute(e, "game", invite.game.c_str());
            for (const auto &[key, value] : invite.options) {
                xmpp_stanza_t *option = element(ctx, "option");
                xmpp_stanza_set_attribute(option, "key", key.c_str());
                xmpp_stanza_set_attribute(option, "value", value.c_str());
                addChild(e, option);
            }
            for (const auto &jid : invite.seats) {
                xmpp_stanza_t *seat = element(ctx, "seat");
                if (!jid.empty())
                    xmpp_stanza_set_attribute(seat, "jid", jid.c_str());
                addChild(e, seat);
            }
            return e;
        }
        xmpp_stanza_t *operator()(const Accept &) const { return element(ctx, "accept"); }
        xmpp_stanza_t *operator()(const Decline &decline) const
        {
            xmpp_stanza_t *e = element(ctx, "decline");
            addText(ctx, e, decline.reason);
            return e;
        }
        xmpp_stanza_t *operator()(const Move &move) const
        {
            xmpp_stanza_t *e = element(ctx, "move");
            setNumber(e, "ply", move.ply);
            if (!move.digest.empty())
                xmpp_stanza_set_attribute(e, "digest", move.digest.c_str());
            addText(ctx, e, move.text);
            return e;
        }
        xmpp_stanza_t *operator()(const Sync &sync) const
        {
            xmpp_stanza_t *e = element(ctx, "sync");
            setNumber(e, "from", sync.from);
            xmpp_stanza_set_attribute(e, "digest", sync.digest.c_str());
            for (const auto &text : sync.moves) {
                xmpp_stanza_t *m = element(ctx, "m");
                addText(ctx, m, text);
                addChild(e, m);
            }
            return e;
        }
        xmpp_stanza_t *operator()(const Ack &ack) const
        {
            xmpp_stanza_t *e = element(ctx, "ack");
            setNumber(e, "plies", ack.plies);
            return e;
        }
        xmpp_stanza_t *operator()(const Resync &resync) const
        {
            xmpp_stanza_t *e = element(ctx, "resync");
            setNumber(e, "from", resync.from);
            return e;
        }
        xmpp_stanza_t *operator()(const Resign &resign) const
        {
            xmpp_stanza_t *e = element(ctx, "resign");
            setNumber(e, "seat", resign.seat);
            return e;
        }
        xmpp_stanza_t *operator()(const Chat &chat) const
        {
            xmpp_stanza_t *e = element(ctx, "chat");
            addText(ctx, e, chat.text);
            return e;
        }
    };
    return std::visit(Writer {ctx}, body);
}

// --- Reading ----------------------------------------------------------------------------

// Thrown inside the reader only, caught in parseMessage: the reason a message is refused.
struct Refusal {
    std::string reason;
};

std::string textOf(xmpp_stanza_t *stanza, std::size_t limit, const char *what)
{
    char *raw = xmpp_stanza_get_text(stanza);
    std::string text = raw ? raw : "";
    if (raw)
        xmpp_free(xmpp_stanza_get_context(stanza), raw);
    if (text.size() > limit)
        throw Refusal {std::string(what) + " longer than " + std::to_string(limit) + " bytes"};
    for (const unsigned char c : text)
        if (c < 0x20 && !(c == '\n' && limit == kMaxChatBytes))
            throw Refusal {std::string(what) + " holds a control character"};
    return text;
}

std::string attribute(xmpp_stanza_t *stanza, const char *key, bool required = true)
{
    const char *value = xmpp_stanza_get_attribute(stanza, key);
    if (!value) {
        if (required)
            throw Refusal {std::string("<") + xmpp_stanza_get_name(stanza) + "> has no " + key};
        return {};
    }
    const std::string text = value;
    if (text.size() > kMaxTextBytes)
        throw Refusal {std::string(key) + " longer than " + std::to_string(kMaxTextBytes) + " bytes"};
    for (const unsigned char c : text)
        if (c < 0x20)
            throw Refusal {std::string(key) + " holds a control character"};
    return text;
}

int number(xmpp_stanza_t *stanza, const char *key, int maximum)
{
    const std::string text = attribute(stanza, key);
    int value = 0;
    const auto [end, problem] = std::from_chars(text.data(), text.data() + text.size(), value);
    const bool plain = !text.empty() && text.size() <= 6 && (text.size() == 1 || text[0] != '0');
    if (problem != std::errc() || end != text.data() + text.size() || !plain || value < 0 || value > maximum)
        throw Refusal {std::string(key) + " is not a number from 0 to " + std::to_string(maximum)};
    return value;
}

bool isHexDigest(std::string_view digest)
{
    if (digest.size() != 16)
        return false;
    for (const char c : digest)
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')))
            return false;
    return true;
}

std::string digestOf(xmpp_stanza_t *stanza, bool required)
{
    const std::string digest = attribute(stanza, "digest", required);
    if ((required || !digest.empty()) && !isHexDigest(digest))
        throw Refusal {"digest is not 16 hexadecimal digits"};
    return digest;
}

// The element children of `stanza`, named `name`; anything else but white space refused.
std::vector<xmpp_stanza_t *> children(xmpp_stanza_t *stanza, std::string_view name, std::size_t limit)
{
    std::vector<xmpp_stanza_t *> found;
    for (xmpp_stanza_t *child = xmpp_stanza_get_children(stanza); child; child = xmpp_stanza_get_next(child)) {
        if (xmpp_stanza_is_text(child)) {
            const char *text = xmpp_stanza_get_text_ptr(child);
            for (const char *c = text; c && *c; ++c)
                if (*c != ' ' && *c != '\n' && *c != '\t' && *c != '\r')
                    throw Refusal {std::string("stray text in <") + xmpp_stanza_get_name(stanza) + ">"};
            continue;
        }
        if (name != xmpp_stanza_get_name(child))
            throw Refusal {std::string("unexpected <") + xmpp_stanza_get_name(child) + ">"};
        if (found.size() == limit)
            throw Refusal {std::string("more than ") + std::to_string(limit) + " <" + std::string(name) + ">"};
        found.push_back(child);
    }
    return found;
}

Body readBody(xmpp_stanza_t *e)
{
    const std::string_view name = xmpp_stanza_get_name(e);
    if (name == "invite") {
        Invite invite;
        invite.game = attribute(e, "game");
        for (xmpp_stanza_t *child = xmpp_stanza_get_children(e); child; child = xmpp_stanza_get_next(child)) {
            if (xmpp_stanza_is_text(child))
                continue;
            const std::string_view kind = xmpp_stanza_get_name(child);
            if (kind == "option") {
                if (invite.options.size() == kMaxOptions)
                    throw Refusal {"too many options"};
                invite.options.emplace_back(attribute(child, "key"), attribute(child, "value"));
            } else if (kind == "seat") {
                if (invite.seats.size() == kMaxSeats)
                    throw Refusal {"too many seats"};
                invite.seats.push_back(attribute(child, "jid", false));
            } else {
                throw Refusal {"unexpected <" + std::string(kind) + "> in an invitation"};
            }
        }
        if (invite.seats.size() < 2)
            throw Refusal {"an invitation needs at least two seats"};
        return invite;
    }
    if (name == "accept")
        return Accept {};
    if (name == "decline")
        return Decline {textOf(e, kMaxChatBytes, "the reason")};
    if (name == "move") {
        Move move;
        move.ply = number(e, "ply", kMaxPly);
        move.digest = digestOf(e, false);
        move.text = textOf(e, kMaxTextBytes, "a move");
        if (move.text.empty())
            throw Refusal {"an empty move"};
        return move;
    }
    if (name == "sync") {
        Sync sync;
        sync.from = number(e, "from", kMaxPly);
        sync.digest = digestOf(e, true);
        for (xmpp_stanza_t *m : children(e, "m", static_cast<std::size_t>(kMaxPly))) {
            sync.moves.push_back(textOf(m, kMaxTextBytes, "a move"));
            if (sync.moves.back().empty())
                throw Refusal {"an empty move"};
        }
        if (sync.from + static_cast<int>(sync.moves.size()) > kMaxPly)
            throw Refusal {"more than " + std::to_string(kMaxPly) + " moves"};
        return sync;
    }
    if (name == "ack")
        return Ack {number(e, "plies", kMaxPly)};
    if (name == "resync")
        return Resync {number(e, "from", kMaxPly)};
    if (name == "resign")
        return Resign {number(e, "seat", static_cast<int>(kMaxSeats) - 1)};
    if (name == "chat")
        return Chat {textOf(e, kMaxChatBytes, "a chat line")};
    throw Refusal {"unknown message <" + std::string(name) + ">"};
}

} // namespace

bool isGameId(std::string_view id)
{
    if (id.size() < 16 || id.size() > 32)
        return false;
    for (const char c : id)
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')))
            return false;
    return true;
}

std::string toXml(const Envelope &message)
{
    Context context;
    Stanza root(element(context.ctx, "game"));
    xmpp_stanza_set_ns(root.get(), std::string(kNamespace).c_str());
    setNumber(root.get(), "v", kProtocolVersion);
    xmpp_stanza_set_attribute(root.get(), "id", message.gameId.c_str());
    addChild(root.get(), bodyElement(context.ctx, message.body));
    char *buffer = nullptr;
    std::size_t length = 0;
    if (xmpp_stanza_to_text(root.get(), &buffer, &length) != XMPP_EOK)
        return {};
    std::string xml(buffer, length);
    xmpp_free(context.ctx, buffer);
    return xml;
}

std::optional<Envelope> parseMessage(std::string_view xml, std::string &error)
{
    if (xml.size() > kMaxPayloadBytes) {
        error = "message larger than " + std::to_string(kMaxPayloadBytes) + " bytes";
        return std::nullopt;
    }
    if (xml.find('\0') != std::string_view::npos) {
        error = "message holds a NUL byte";
        return std::nullopt;
    }
    Context context;
    const std::string text(xml);
    Stanza root(xmpp_stanza_new_from_string(context.ctx, text.c_str()));
    if (!root || !xmpp_stanza_is_tag(root.get())) {
        error = "not well-formed XML";
        return std::nullopt;
    }
    try {
        const char *ns = xmpp_stanza_get_ns(root.get());
        if (std::string_view(xmpp_stanza_get_name(root.get())) != "game" || !ns || kNamespace != ns)
            throw Refusal {"not a Ludoteca message"};
        if (attribute(root.get(), "v") != std::to_string(kProtocolVersion))
            throw Refusal {"protocol version " + attribute(root.get(), "v") + " is not "
                           + std::to_string(kProtocolVersion)};
        Envelope message;
        message.gameId = attribute(root.get(), "id");
        if (!isGameId(message.gameId))
            throw Refusal {"game id is not 16 to 32 hexadecimal digits"};
        xmpp_stanza_t *body = nullptr;
        for (xmpp_stanza_t *child = xmpp_stanza_get_children(root.get()); child; child = xmpp_stanza_get_next(child)) {
            if (!xmpp_stanza_is_tag(child))
                continue;
            if (body)
                throw Refusal {"more than one message in one element"};
            body = child;
        }
        if (!body)
            throw Refusal {"an empty message"};
        message.body = readBody(body);
        return message;
    } catch (const Refusal &refusal) {
        error = refusal.reason;
        return std::nullopt;
    }
}

} // namespace ludoteca::remote
