#pragma once
// The transport of online play: one account's connection to an XMPP server, carrying chat
// messages that hold a plain-text body and one game element in kPayloadNamespace.
//
// Nothing here blocks and nothing runs on its own thread: the owner calls runOnce() often
// (a CLI loop, a Qt timer), and every callback runs inside runOnce(). All calls must come
// from that one thread. A callback must not destroy the link, and connect() from inside
// one is ignored (it returns false).
//
// Encryption is mandatory and the server's certificate is always checked. After a lost
// connection (state() Failed with error() ConnectionLost) the owner reconnects by calling
// connect() again; messages sent just before a loss may be lost with it, and messages sent
// to an account while it is offline wait on its server until it comes back.
//
// The link ignores SIGPIPE for the whole process (when nobody has handled it yet): a
// write to a socket the server has just closed would otherwise end the program.

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace ludoteca::remote {

// The namespace of the game element that messages carry.
inline constexpr std::string_view kPayloadNamespace = "urn:ludoteca:remote:1";
// The largest body, and the largest game element as XML text, that a message may carry
// by default: send() refuses larger ones and incoming ones are dropped.
inline constexpr std::size_t kDefaultMaxMessageBytes = 64 * 1024;

struct XmppAccount {
    std::string jid; // user@domain, or user@domain/resource to choose the resource
    std::string password;
    // "host:port", "host" (port 5222), "[v6 address]:port", or empty: found from the
    // JID's domain (its DNS SRV record, else the domain itself on port 5222).
    std::string server;
    // A PEM file of certificates to trust besides the system's; empty: the system's only.
    std::string caFile;
};

// What a contact's presence says of them: nothing heard yet (not subscribed, or not
// approved), connected, connected but away (away, extended away, do not disturb), or not
// connected at all.
enum class Presence { Unknown, Online, Away, Offline };

struct IncomingMessage {
    std::string from;     // the sender's full JID (with resource)
    std::string bareFrom; // user@domain
    std::string body;
    // The message's first child element in kPayloadNamespace, serialised again (the same
    // elements, attributes and text as sent; quoting and attribute order may differ), or
    // empty when there is none.
    std::string payloadXml;
};

class XmppLink {
public:
    enum class State {
        Disconnected, // never connected, or closed by disconnect()
        Connecting,
        Online,        // logged in, presence sent: messages flow both ways
        Disconnecting, // disconnect() was called; what was sent is still going out
        Failed,        // the connection could not be made or was lost: see lastError()
    };
    enum class Error {
        None,
        InvalidAccount,       // a JID, server or certificate file that cannot be used
        Unreachable,          // nothing answered at the server's address, or not in time
        TlsFailed,            // the server offers no encryption or the handshake failed
        CertificateUntrusted, // the server's certificate did not check out (no password sent)
        LoginRefused,         // wrong user name or password
        StreamError,          // the server ended the session before login, saying why
        ConnectionLost,       // the connection ended while online
    };

    XmppLink();
    ~XmppLink();
    XmppLink(const XmppLink &) = delete;
    XmppLink &operator=(const XmppLink &) = delete;

    // Called from runOnce() for each chat message that has a body or a game element, from
    // anyone: the caller decides whom to listen to by bareFrom.
    void setMessageHandler(std::function<void(const IncomingMessage &)> handler);
    // Called from runOnce() when the presence of an account this link subscribed to changes
    // (the best of its connections), by bare address. Others' presence is not kept.
    void setPresenceHandler(std::function<void(const std::string &bareFrom, Presence presence)> handler);
    // Decides who may see this account's presence: asked about each subscription request
    // (RFC 6121), by bare address; true approves it, false leaves it unanswered. Without a
    // filter no request is approved.
    void setSubscriptionFilter(std::function<bool(const std::string &bareFrom)> filter);
    // Asks to see the presence of `bareJid` (a subscription request, which their side
    // approves); their presence then comes to the presence handler. False when not Online
    // or `bareJid` is not a bare address.
    bool subscribe(const std::string &bareJid, std::string *error = nullptr);
    // Asks the server for this account's contacts (its roster); the handler gets their
    // bare addresses, sorted, once the answer comes. False when not Online.
    bool requestContacts(std::function<void(const std::vector<std::string> &contacts)> handler);
    // The largest number of contacts kept from one answer.
    static constexpr std::size_t kMaxContacts = 1000;
    // The last presence known of `bareJid`.
    Presence presenceOf(const std::string &bareJid) const;
    // Receives what the link and libstrophe report, one line each; never a password.
    void setLogSink(std::function<void(std::string_view)> sink);
    // The size limit of kDefaultMaxMessageBytes, changed (for both directions).
    void setMaxMessageBytes(std::size_t bytes);
    // How long connect() may take to get Online before it fails: 30 s unless changed.
    void setConnectTimeout(int milliseconds);

    // Starts connecting; runOnce() carries it on. Drops any current connection first.
    // False when it fails at once (state() is then Failed, with the reason).
    bool connect(const XmppAccount &account);
    // Closes the stream politely: state() is Disconnecting until what was sent has gone
    // out and the server has closed its side (or two seconds have passed), then
    // Disconnected. Destroying the link instead drops the connection at once.
    void disconnect();
    // Waits up to timeoutMs for network events and handles them (without a connection,
    // it only waits).
    void runOnce(int timeoutMs);

    State state() const;
    Error error() const;
    // Why the last connection failed or ended, in plain words; empty when it did not.
    const std::string &lastError() const;
    // The full JID the server gave this connection; empty until Online.
    const std::string &boundJid() const;
    // The last message the server sent back as undeliverable, in plain words (the
    // recipient and the reason); such messages never reach the message handler.
    const std::string &lastDeliveryError() const;

    // Sends a chat message to `to` (a bare or full JID) with `body` (UTF-8) as its text and
    // `payloadXml`, when not empty, as its one extra child: a single element in
    // kPayloadNamespace, such as <game xmlns="urn:ludoteca:remote:1" .../>. Either may be
    // empty, not both. False when not Online, or when the payload does not parse or either
    // is too large; `error` then says why. Queued: it goes out during runOnce().
    bool send(const std::string &to, const std::string &body, const std::string &payloadXml,
              std::string *error = nullptr);

private:
    struct Private;
    std::unique_ptr<Private> d_;
};

} // namespace ludoteca::remote
