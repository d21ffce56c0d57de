// XmppLink over libstrophe 0.12.
//
// libstrophe reports the end of a connection attempt only as a disconnection with an errno
// (often 0) and sometimes a stream error. How far the attempt got (TCP connected, TLS
// started, SASL refused) is read from its debug log lines, which a custom log handler sees
// whatever their level; the tests run each case against a real server, so a libstrophe
// that words them differently shows up there.
#include "ludoteca/remote/xmpp_link.h"

#include "ludoteca/remote/protocol.h"

#include <strophe.h>

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <signal.h>
#include <sys/socket.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <map>
#include <mutex>
#include <utility>

namespace ludoteca::remote {

namespace {

// libstrophe's process-wide set-up: done by the first link, undone at exit. Being a
// function-local static made inside the first link's constructor, it outlives every link.
class Library {
public:
    Library()
    {
        xmpp_initialize();
        // A write to a socket the server has just closed raises SIGPIPE, whose default
        // action ends the process; libstrophe writes with plain send() and SSL_write().
        struct sigaction current {};
        if (sigaction(SIGPIPE, nullptr, &current) == 0 && current.sa_handler == SIG_DFL) {
            struct sigaction ignore {};
            ignore.sa_handler = SIG_IGN;
            sigemptyset(&ignore.sa_mask);
            sigaction(SIGPIPE, &ignore, nullptr);
        }
    }
    ~Library() { xmpp_shutdown(); }
    Library(const Library &) = delete;
    Library &operator=(const Library &) = delete;
};

void useLibrary() { static Library library; }

// libstrophe's strings that the caller must free with xmpp_free().
struct StropheString {
    const xmpp_ctx_t *ctx;
    char *text;
    ~StropheString()
    {
        if (text != nullptr)
            xmpp_free(ctx, text);
    }
    std::string str() const { return text != nullptr ? std::string(text) : std::string(); }
};

// A stanza reference, released on scope exit.
struct StanzaRef {
    xmpp_stanza_t *stanza;
    ~StanzaRef()
    {
        if (stanza != nullptr)
            xmpp_stanza_release(stanza);
    }
};

bool startsWith(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }

// True when `text` is UTF-8 made only of characters that XML 1.0 allows: anything else
// in a <body> would make the server close the whole stream.
bool isXmlText(std::string_view text)
{
    std::size_t i = 0;
    while (i < text.size()) {
        const auto byte = static_cast<unsigned char>(text[i]);
        char32_t code = 0;
        std::size_t length = 0;
        if (byte < 0x80) {
            code = byte;
            length = 1;
        } else if ((byte & 0xE0) == 0xC0) {
            code = byte & 0x1F;
            length = 2;
        } else if ((byte & 0xF0) == 0xE0) {
            code = byte & 0x0F;
            length = 3;
        } else if ((byte & 0xF8) == 0xF0) {
            code = byte & 0x07;
            length = 4;
        } else {
            return false;
        }
        if (i + length > text.size())
            return false;
        for (std::size_t k = 1; k < length; ++k) {
            const auto next = static_cast<unsigned char>(text[i + k]);
            if ((next & 0xC0) != 0x80)
                return false;
            code = (code << 6) | (next & 0x3F);
        }
        static constexpr char32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
        if (code < smallest[length]) // an overlong form
            return false;
        const bool allowed = code == 0x9 || code == 0xA || code == 0xD || (code >= 0x20 && code <= 0xD7FF)
            || (code >= 0xE000 && code <= 0xFFFD) || (code >= 0x10000 && code <= 0x10FFFF);
        if (!allowed)
            return false;
        i += length;
    }
    return true;
}

// "bad-format" → "bad format"
std::string conditionWords(std::string condition)
{
    for (char &c : condition)
        if (c == '-')
            c = ' ';
    return condition;
}

// The name of the first child of `stanza` in namespace `ns` other than <text/>.
std::string conditionName(xmpp_stanza_t *stanza, const char *ns)
{
    for (xmpp_stanza_t *child = xmpp_stanza_get_children(stanza); child != nullptr;
         child = xmpp_stanza_get_next(child)) {
        const char *name = xmpp_stanza_get_name(child);
        const char *childNs = xmpp_stanza_get_ns(child);
        if (xmpp_stanza_is_tag(child) && name != nullptr && std::strcmp(name, "text") != 0 && childNs != nullptr
            && std::strcmp(childNs, ns) == 0)
            return name;
    }
    return {};
}

std::string describeStreamError(const xmpp_stream_error_t &error)
{
    std::string words;
    switch (error.type) {
    case XMPP_SE_CONFLICT:
        words = "another client logged in with the same account and resource";
        break;
    case XMPP_SE_SYSTEM_SHUTDOWN:
        words = "the server is shutting down";
        break;
    case XMPP_SE_HOST_UNKNOWN:
        words = "the server does not serve the domain of this account";
        break;
    case XMPP_SE_SEE_OTHER_HOST:
        words = "the account is served by another host";
        break;
    case XMPP_SE_CONN_TIMEOUT:
        words = "the connection was idle for too long";
        break;
    case XMPP_SE_RESOURCE_CONSTRAINT:
        words = "the server is too busy";
        break;
    case XMPP_SE_NOT_AUTHORIZED:
        words = "not authorized";
        break;
    case XMPP_SE_POLICY_VIOLATION:
        words = "a rule of the server was broken (too much data, or too fast)";
        break;
    default: {
        const std::string name =
            error.stanza != nullptr ? conditionName(error.stanza, "urn:ietf:params:xml:ns:xmpp-streams") : "";
        words = name.empty() ? "stream error" : "stream error: " + conditionWords(name);
        break;
    }
    }
    if (error.text != nullptr && *error.text != '\0')
        words += std::string(" (\"") + error.text + "\")";
    return words;
}

// Splits "host:port", "host" or "[v6]:port"; false when the port is not a number in range.
bool parseServer(const std::string &server, std::string &host, unsigned short &port)
{
    std::string portText;
    if (!server.empty() && server.front() == '[') {
        const auto close = server.find(']');
        if (close == std::string::npos)
            return false;
        host = server.substr(1, close - 1);
        if (close + 1 < server.size()) {
            if (server[close + 1] != ':')
                return false;
            portText = server.substr(close + 2);
        }
    } else {
        const auto colon = server.rfind(':');
        host = server.substr(0, colon);
        if (colon != std::string::npos)
            portText = server.substr(colon + 1);
    }
    if (host.empty())
        return false;
    port = 0;
    if (server.find(':') == std::string::npos || (server.front() == '[' && portText.empty()))
        return true;
    if (portText.empty() || portText.size() > 5 || portText.find_first_not_of("0123456789") != std::string::npos)
        return false;
    const int value = std::atoi(portText.c_str());
    if (value < 1 || value > 65535)
        return false;
    port = static_cast<unsigned short>(value);
    return true;
}

} // namespace

struct XmppLink::Private {
    Private();
    ~Private();
    Private(const Private &) = delete;
    Private &operator=(const Private &) = delete;

    // libstrophe's callbacks; `userdata` is the Private.
    static void onLibraryLog(void *userdata, xmpp_log_level_t level, const char *area, const char *message);
    static int onCertificateFailure(const xmpp_tlscert_t *cert, const char *const reason);
    static void onConnection(xmpp_conn_t *conn, xmpp_conn_event_t event, int error, xmpp_stream_error_t *streamError,
                             void *userdata);
    static int onMessage(xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *userdata);
    static int onPresence(xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *userdata);
    static int onRoster(xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *userdata);
    static int onConnectTimeout(xmpp_ctx_t *ctx, void *userdata);

    // The certificate-failure handler gets no user data, only the certificate, whose
    // context leads back to the link (each link has a context of its own; libstrophe 0.12
    // leaves the certificate's connection unset). Made by the first link's constructor, it
    // outlives every link.
    struct Registry {
        std::mutex mutex;
        std::map<const xmpp_ctx_t *, Private *> links;
    };
    static Registry &registry()
    {
        static Registry links;
        return links;
    }

    // Ends the current xmpp_conn_t, if any, without calling back.
    void releaseConnection();
    void fail(Error error, std::string text);
    void log(std::string_view line) const;
    void noteLibraryLog(xmpp_log_level_t level, const char *area, const char *message);
    void connected();
    void ended(int error, const xmpp_stream_error_t *streamError);
    void receive(xmpp_stanza_t *stanza);
    void receivePresence(xmpp_stanza_t *stanza);
    void sendPresence(const std::string &to, const char *type);
    void bounced(xmpp_stanza_t *stanza);
    bool refuse(std::string *error, std::string text) const;

    xmpp_log_t logger_ {};
    xmpp_ctx_t *ctx_ = nullptr;
    xmpp_conn_t *conn_ = nullptr;
    State state_ = State::Disconnected;
    Error error_ = Error::None;
    std::string lastError_;
    std::string boundJid_;
    std::string lastDeliveryError_;
    std::size_t maxMessageBytes_ = kDefaultMaxMessageBytes;
    int connectTimeoutMs_ = 30'000;
    std::function<void(const IncomingMessage &)> messageHandler_;
    std::function<void(std::string_view)> logSink_;
    std::function<void(const std::string &, Presence)> presenceHandler_;
    std::function<bool(const std::string &)> subscriptionFilter_;
    // Per account subscribed to: each connection's presence (by resource), and the
    // presence last told.
    struct Contact {
        std::map<std::string, Presence> resources;
        Presence told = Presence::Unknown;
        // They approved (said so, or showed themselves): until then a server may answer
        // "unavailable" for them whether they are connected or not.
        bool approved = false;
    };
    std::map<std::string, Contact> contacts_;
    std::function<void(const std::vector<std::string> &)> rosterHandler_;
    bool inRunOnce_ = false;

    // The current attempt: where it connects, and how far it got.
    std::string serverText_;
    bool tcpConnected_ = false;
    int tcpErrno_ = 0;
    bool tlsStarted_ = false;
    bool tlsMissing_ = false;
    bool loginRejected_ = false;
    bool noLoginMethod_ = false;
    std::string certificateProblem_;
};

void XmppLink::Private::onLibraryLog(void *userdata, xmpp_log_level_t level, const char *area, const char *message)
{
    static_cast<Private *>(userdata)->noteLibraryLog(level, area, message);
}

// Records why the certificate failed and refuses it: the handshake then fails, before
// anything of the login is sent.
int XmppLink::Private::onCertificateFailure(const xmpp_tlscert_t *cert, const char *const reason)
{
    Private *d = nullptr;
    {
        std::lock_guard lock(registry().mutex);
        const auto found = registry().links.find(xmpp_tlscert_get_ctx(cert));
        if (found != registry().links.end())
            d = found->second;
    }
    if (d != nullptr && d->certificateProblem_.empty()) {
        d->certificateProblem_ = reason != nullptr ? reason : "unknown reason";
        const char *subject = xmpp_tlscert_get_string(cert, XMPP_CERT_SUBJECT);
        d->log("certificate refused: " + d->certificateProblem_
               + (subject != nullptr ? std::string(", subject ") + subject : ""));
    }
    return 0;
}

void XmppLink::Private::onConnection(xmpp_conn_t *conn, xmpp_conn_event_t event, int error,
                                     xmpp_stream_error_t *streamError, void *userdata)
{
    auto *d = static_cast<Private *>(userdata);
    if (conn != d->conn_)
        return; // a connection being released
    if (event == XMPP_CONN_CONNECT)
        d->connected();
    else if (event == XMPP_CONN_DISCONNECT || event == XMPP_CONN_FAIL)
        d->ended(error, streamError);
}

int XmppLink::Private::onMessage(xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *userdata)
{
    auto *d = static_cast<Private *>(userdata);
    if (conn == d->conn_)
        d->receive(stanza);
    return 1; // keep the handler
}

int XmppLink::Private::onPresence(xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *userdata)
{
    auto *d = static_cast<Private *>(userdata);
    if (conn == d->conn_)
        d->receivePresence(stanza);
    return 1;
}

int XmppLink::Private::onRoster(xmpp_conn_t *conn, xmpp_stanza_t *stanza, void *userdata)
{
    auto *d = static_cast<Private *>(userdata);
    if (conn != d->conn_)
        return 0;
    std::vector<std::string> contacts;
    const char *type = xmpp_stanza_get_type(stanza);
    xmpp_stanza_t *query = xmpp_stanza_get_child_by_ns(stanza, "jabber:iq:roster");
    if (type == nullptr || std::strcmp(type, "result") != 0 || query == nullptr) {
        d->log("the server gave no contacts");
    } else {
        for (xmpp_stanza_t *item = xmpp_stanza_get_children(query); item != nullptr && contacts.size() < kMaxContacts;
             item = xmpp_stanza_get_next(item)) {
            const char *name = xmpp_stanza_get_name(item);
            const char *jid = xmpp_stanza_get_attribute(item, "jid");
            if (name != nullptr && std::strcmp(name, "item") == 0 && jid != nullptr && isBareAddress(jid))
                contacts.emplace_back(jid);
        }
        std::sort(contacts.begin(), contacts.end());
        contacts.erase(std::unique(contacts.begin(), contacts.end()), contacts.end());
    }
    const auto handler = std::exchange(d->rosterHandler_, {});
    if (handler)
        handler(contacts);
    return 0; // one answer per request
}

// libstrophe gives up only on a TCP connection that does not open: a server that accepts
// and then says nothing (a wrong port, a stuck server) would keep the link Connecting.
int XmppLink::Private::onConnectTimeout(xmpp_ctx_t *, void *userdata)
{
    auto *d = static_cast<Private *>(userdata);
    if (d->state_ == State::Connecting) {
        const int seconds = (d->connectTimeoutMs_ + 999) / 1000;
        d->fail(Error::Unreachable,
                "The server at " + d->serverText_ + " did not let this program log in within " + std::to_string(seconds)
                    + (seconds == 1 ? " second." : " seconds."));
        xmpp_disconnect(d->conn_); // connected() and ended() leave the failure as it is
    }
    return 0; // once
}

XmppLink::Private::Private()
{
    useLibrary();
    logger_.handler = &onLibraryLog;
    logger_.userdata = this;
    ctx_ = xmpp_ctx_new(nullptr, &logger_);
    std::lock_guard lock(registry().mutex);
    registry().links[ctx_] = this;
}

XmppLink::Private::~Private()
{
    releaseConnection();
    {
        std::lock_guard lock(registry().mutex);
        registry().links.erase(ctx_);
    }
    if (ctx_ != nullptr)
        xmpp_ctx_free(ctx_);
}

void XmppLink::Private::releaseConnection()
{
    if (conn_ == nullptr)
        return;
    xmpp_global_timed_handler_delete(ctx_, &onConnectTimeout);
    xmpp_conn_t *conn = conn_;
    conn_ = nullptr; // onConnection() ignores what releasing it reports
    xmpp_conn_release(conn);
}

void XmppLink::Private::fail(Error error, std::string text)
{
    state_ = State::Failed;
    error_ = error;
    lastError_ = std::move(text);
    log("failed: " + lastError_);
}

void XmppLink::Private::log(std::string_view line) const
{
    if (logSink_)
        logSink_(line);
}

void XmppLink::Private::noteLibraryLog(xmpp_log_level_t level, const char *area, const char *message)
{
    const std::string_view text = message != nullptr ? message : "";
    const std::string_view where = area != nullptr ? area : "";
    if (where == "xmpp") {
        if (text == "connection successful") {
            tcpConnected_ = true;
        } else if (startsWith(text, "connection failed, error ")) {
            tcpErrno_ = std::atoi(std::string(text.substr(25)).c_str());
        } else if (text == "proceeding with TLS") {
            tlsStarted_ = true;
        } else if (startsWith(text, "TLS is not supported")) {
            tlsMissing_ = true;
        } else if (startsWith(text, "SASL ") && text.find(" auth failed") != std::string_view::npos) {
            loginRejected_ = true;
        }
    } else if (where == "auth" && startsWith(text, "Cannot authenticate with known methods")) {
        noLoginMethod_ = true;
    }
    // Debug lines carry the raw stream, the login included; the rest is safe to show,
    // but a line that quotes a SASL element is dropped all the same.
    if (level < XMPP_LEVEL_INFO || text.find("<auth") != std::string_view::npos
        || text.find("<response") != std::string_view::npos)
        return;
    log("strophe " + std::string(where) + ": " + std::string(text));
}

void XmppLink::Private::connected()
{
    xmpp_global_timed_handler_delete(ctx_, &onConnectTimeout);
    if (state_ != State::Connecting) { // disconnect() or the time limit came first
        xmpp_disconnect(conn_);
        return;
    }
    state_ = State::Online;
    error_ = Error::None;
    lastError_.clear();
    const char *bound = xmpp_conn_get_bound_jid(conn_);
    boundJid_ = bound != nullptr ? bound : "";
    // Initial presence: the server then delivers the messages it kept while offline.
    StanzaRef presence {xmpp_presence_new(ctx_)};
    xmpp_send(conn_, presence.stanza);
    log("online as " + boundJid_);
}

void XmppLink::Private::ended(int error, const xmpp_stream_error_t *streamError)
{
    xmpp_global_timed_handler_delete(ctx_, &onConnectTimeout);
    const State before = state_;
    boundJid_.clear();
    // Nothing is known of anyone offline; the server tells again after the next login.
    for (auto &[bare, contact] : contacts_) {
        contact.resources.clear();
        contact.told = Presence::Unknown;
    }
    if (before == State::Disconnecting) {
        state_ = State::Disconnected;
        log("disconnected");
        return;
    }
    if (before != State::Connecting && before != State::Online)
        return; // the failure is already told
    const std::string serverSaid = streamError != nullptr ? describeStreamError(*streamError) : "";
    // `error` is an errno before TLS and an OpenSSL error code after: only the first says
    // something to a person.
    if (before == State::Online) {
        fail(Error::ConnectionLost,
             "The connection to the server was lost" + (serverSaid.empty() ? std::string() : ": " + serverSaid) + ".");
    } else if (!certificateProblem_.empty()) {
        fail(Error::CertificateUntrusted,
             "The server's certificate is not trusted (" + certificateProblem_
                 + "), so the connection was closed before the password was sent.");
    } else if (loginRejected_
               || (streamError != nullptr && streamError->type == XMPP_SE_NOT_AUTHORIZED
                   && xmpp_conn_is_secured(conn_))) {
        fail(Error::LoginRefused, "The server refused the login: check the user name and password.");
    } else if (noLoginMethod_) {
        fail(Error::LoginRefused, "The server offers no way to log in that this program knows.");
    } else if (!serverSaid.empty()) {
        fail(Error::StreamError, "The server ended the session: " + serverSaid + ".");
    } else if (!tcpConnected_) {
        const int cause = tcpErrno_ != 0 ? tcpErrno_ : error;
        fail(Error::Unreachable,
             "Could not reach the server at " + serverText_
                 + (cause != 0 ? std::string(" (") + std::strerror(cause) + ")" : "") + ".");
    } else if (tlsMissing_) {
        fail(Error::TlsFailed, "The server does not offer encryption (TLS), which is required.");
    } else if (tlsStarted_ && !xmpp_conn_is_secured(conn_)) {
        fail(Error::TlsFailed, "The encrypted connection (TLS) with the server could not be set up.");
    } else {
        fail(Error::StreamError, "The server closed the connection during login.");
    }
}

void XmppLink::Private::receive(xmpp_stanza_t *stanza)
{
    const char *type = xmpp_stanza_get_type(stanza);
    const char *fromText = xmpp_stanza_get_from(stanza);
    if (type != nullptr && std::strcmp(type, "error") == 0) {
        bounced(stanza);
        return;
    }
    const std::string from = fromText != nullptr ? fromText : "";
    if (type != nullptr && std::strcmp(type, "chat") != 0 && std::strcmp(type, "normal") != 0) {
        log("ignored a message of type " + std::string(type) + " from " + from);
        return;
    }
    if (from.empty()) {
        log("ignored a message without a sender");
        return;
    }

    IncomingMessage message;
    message.from = from;
    message.bareFrom = StropheString {ctx_, xmpp_jid_bare(ctx_, fromText)}.str();
    if (xmpp_stanza_t *body = xmpp_stanza_get_child_by_name(stanza, "body"))
        message.body = StropheString {ctx_, xmpp_stanza_get_text(body)}.str();
    if (message.body.size() > maxMessageBytes_) {
        log("dropped a message from " + from + ": its body has " + std::to_string(message.body.size())
            + " bytes, over the limit of " + std::to_string(maxMessageBytes_));
        return;
    }
    const std::string ns(kPayloadNamespace);
    if (xmpp_stanza_t *payload = xmpp_stanza_get_child_by_ns(stanza, ns.c_str())) {
        char *text = nullptr;
        std::size_t length = 0;
        if (xmpp_stanza_to_text(payload, &text, &length) == XMPP_EOK) {
            const StropheString owned {ctx_, text};
            if (length > maxMessageBytes_) {
                log("dropped a message from " + from + ": its game element has " + std::to_string(length)
                    + " bytes, over the limit of " + std::to_string(maxMessageBytes_));
                return;
            }
            message.payloadXml.assign(text, length);
        }
    }
    if (message.body.empty() && message.payloadXml.empty())
        return; // chat states and the like: nothing for the game

    const auto handler = messageHandler_; // the handler may replace itself
    if (handler)
        handler(message);
}

void XmppLink::Private::sendPresence(const std::string &to, const char *type)
{
    StanzaRef presence {xmpp_presence_new(ctx_)};
    xmpp_stanza_set_to(presence.stanza, to.c_str());
    xmpp_stanza_set_type(presence.stanza, type);
    xmpp_send(conn_, presence.stanza);
}

void XmppLink::Private::receivePresence(xmpp_stanza_t *stanza)
{
    const char *fromText = xmpp_stanza_get_from(stanza);
    if (fromText == nullptr)
        return;
    const std::string bare = StropheString {ctx_, xmpp_jid_bare(ctx_, fromText)}.str();
    const std::string resource = StropheString {ctx_, xmpp_jid_resource(ctx_, fromText)}.str();
    const std::string type = xmpp_stanza_get_type(stanza) != nullptr ? xmpp_stanza_get_type(stanza) : "";
    if (type == "subscribe") {
        const auto filter = subscriptionFilter_;
        const bool approved = filter && isBareAddress(bare) && filter(bare);
        log((approved ? "approved " : "left unanswered ") + std::string("the presence subscription of ") + bare);
        if (approved)
            sendPresence(bare, "subscribed");
        return;
    }
    const auto contact = contacts_.find(bare);
    if (contact == contacts_.end())
        return; // not asked for
    if (type == "subscribed" || type.empty())
        contact->second.approved = true;
    if (type == "unsubscribed")
        contact->second.approved = false;
    if ((!type.empty() && type != "unavailable") || !contact->second.approved)
        return; // not a change of presence (probe, error…), or not one to trust yet
    if (type == "unavailable") {
        contact->second.resources.erase(resource);
    } else {
        Presence presence = Presence::Online;
        if (xmpp_stanza_t *show = xmpp_stanza_get_child_by_name(stanza, "show")) {
            const std::string word = StropheString {ctx_, xmpp_stanza_get_text(show)}.str();
            if (word == "away" || word == "xa" || word == "dnd")
                presence = Presence::Away;
        }
        // A bounded number of connections per account: a flood of resources stops here.
        if (contact->second.resources.size() < 64 || contact->second.resources.count(resource) != 0)
            contact->second.resources[resource] = presence;
    }
    Presence best = Presence::Offline;
    for (const auto &[name, presence] : contact->second.resources)
        if (presence == Presence::Online || (presence == Presence::Away && best == Presence::Offline))
            best = presence;
    if (best == contact->second.told)
        return;
    contact->second.told = best;
    const auto handler = presenceHandler_; // the handler may replace itself
    if (handler)
        handler(bare, best);
}

void XmppLink::Private::bounced(xmpp_stanza_t *stanza)
{
    const char *from = xmpp_stanza_get_from(stanza);
    std::string condition;
    if (xmpp_stanza_t *error = xmpp_stanza_get_child_by_name(stanza, "error"))
        condition = conditionName(error, "urn:ietf:params:xml:ns:xmpp-stanzas");
    std::string why;
    if (condition == "service-unavailable" || condition == "item-not-found" || condition == "recipient-unavailable")
        why = "there is no such account, or it accepts no messages";
    else if (condition == "remote-server-not-found" || condition == "remote-server-timeout")
        why = "its server could not be reached";
    else if (condition == "not-acceptable" || condition == "policy-violation")
        why = "the server refused it";
    else
        why = condition.empty() ? "no reason given" : conditionWords(condition);
    lastDeliveryError_ =
        "The message to " + std::string(from != nullptr ? from : "?") + " could not be delivered: " + why + ".";
    log(lastDeliveryError_);
}

bool XmppLink::Private::refuse(std::string *error, std::string text) const
{
    log("not sent: " + text);
    if (error != nullptr)
        *error = std::move(text);
    return false;
}

XmppLink::XmppLink() : d_(std::make_unique<Private>()) {}

XmppLink::~XmppLink() = default;

void XmppLink::setMessageHandler(std::function<void(const IncomingMessage &)> handler)
{
    d_->messageHandler_ = std::move(handler);
}

void XmppLink::setLogSink(std::function<void(std::string_view)> sink) { d_->logSink_ = std::move(sink); }

void XmppLink::setMaxMessageBytes(std::size_t bytes) { d_->maxMessageBytes_ = bytes; }

void XmppLink::setConnectTimeout(int milliseconds) { d_->connectTimeoutMs_ = milliseconds > 0 ? milliseconds : 1; }

bool XmppLink::connect(const XmppAccount &account)
{
    if (d_->inRunOnce_) {
        // Releasing the connection from inside its own callback would free it under
        // libstrophe's feet.
        d_->log("connect() called from a callback: ignored");
        return false;
    }
    d_->releaseConnection();
    d_->boundJid_.clear();
    d_->tcpConnected_ = false;
    d_->tcpErrno_ = 0;
    d_->tlsStarted_ = false;
    d_->tlsMissing_ = false;
    d_->loginRejected_ = false;
    d_->noLoginMethod_ = false;
    d_->certificateProblem_.clear();

    if (d_->ctx_ == nullptr) {
        d_->fail(Error::InvalidAccount, "The XMPP library could not be started.");
        return false;
    }
    const auto at = account.jid.find('@');
    if (at == std::string::npos || at == 0 || at + 1 >= account.jid.size() || account.jid[at + 1] == '/'
        || !isXmlText(account.jid)) {
        d_->fail(Error::InvalidAccount, "\"" + account.jid + "\" is not an XMPP address such as name@example.org.");
        return false;
    }
    const std::string domain = account.jid.substr(at + 1, account.jid.find('/', at) - at - 1);
    std::string host;
    unsigned short port = 0;
    if (!account.server.empty() && !parseServer(account.server, host, port)) {
        d_->fail(Error::InvalidAccount, "\"" + account.server + "\" is not a server address such as host:5222.");
        return false;
    }
    d_->serverText_ = account.server.empty() ? domain : account.server;
    if (!account.caFile.empty()) {
        // libstrophe would only say that TLS cannot start.
        std::ifstream file(account.caFile);
        const std::string content((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
        if (!file || content.find("-----BEGIN CERTIFICATE-----") == std::string::npos) {
            d_->fail(Error::InvalidAccount,
                     "The certificate file " + account.caFile + " cannot be read or holds no certificate.");
            return false;
        }
    }

    xmpp_conn_t *conn = xmpp_conn_new(d_->ctx_);
    if (conn == nullptr) {
        d_->fail(Error::InvalidAccount, "The XMPP library is out of memory.");
        return false;
    }
    d_->conn_ = conn;
    // Stream management is off: the link never resumes a stream, a new connect() starts
    // afresh, so it would only add acknowledgements.
    xmpp_conn_set_flags(conn, XMPP_CONN_FLAG_MANDATORY_TLS | XMPP_CONN_FLAG_DISABLE_SM);
    xmpp_conn_set_jid(conn, account.jid.c_str());
    xmpp_conn_set_pass(conn, account.password.c_str());
    if (!account.caFile.empty())
        xmpp_conn_set_cafile(conn, account.caFile.c_str());
    xmpp_conn_set_certfail_handler(conn, &Private::onCertificateFailure);
    // TCP keepalive: a connection whose peer vanished without closing it ends in minutes.
    // No Nagle: a move is one small write, which would otherwise wait for the server's
    // delayed acknowledgement of the one before (40 ms on Linux).
    xmpp_conn_set_sockopt_callback(conn, [](xmpp_conn_t *connection, void *socket) {
        const int kept = xmpp_sockopt_cb_keepalive(connection, socket);
        const int on = 1;
        ::setsockopt(*static_cast<int *>(socket), IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
        return kept;
    });
    xmpp_handler_add(conn, &Private::onMessage, nullptr, "message", nullptr, d_.get());
    xmpp_handler_add(conn, &Private::onPresence, nullptr, "presence", nullptr, d_.get());

    d_->state_ = State::Connecting;
    d_->error_ = Error::None;
    d_->lastError_.clear();
    d_->log("connecting to " + d_->serverText_ + " as " + account.jid);
    const int result =
        xmpp_connect_client(conn, host.empty() ? nullptr : host.c_str(), port, &Private::onConnection, d_.get());
    if (result != XMPP_EOK) {
        // Name resolution failed, or every address refused at once.
        d_->fail(Error::Unreachable, "Could not reach the server at " + d_->serverText_ + ".");
        d_->releaseConnection();
        return false;
    }
    xmpp_global_timed_handler_add(d_->ctx_, &Private::onConnectTimeout,
                                  static_cast<unsigned long>(d_->connectTimeoutMs_), d_.get());
    return true;
}

void XmppLink::disconnect()
{
    switch (d_->state_) {
    case State::Online:
        d_->state_ = State::Disconnecting;
        xmpp_disconnect(d_->conn_);
        break;
    case State::Connecting:
        // Nothing of the caller's has been sent yet: no need to wait for anything. Inside
        // runOnce() the connection cannot be released, so it is closed like an online one.
        if (d_->inRunOnce_) {
            d_->state_ = State::Disconnecting;
            xmpp_disconnect(d_->conn_);
        } else {
            d_->releaseConnection();
            d_->state_ = State::Disconnected;
        }
        break;
    case State::Failed:
        d_->state_ = State::Disconnected; // lastError() still says what happened
        break;
    case State::Disconnected:
    case State::Disconnecting:
        break;
    }
}

void XmppLink::runOnce(int timeoutMs)
{
    if (d_->inRunOnce_ || d_->ctx_ == nullptr)
        return;
    d_->inRunOnce_ = true;
    xmpp_run_once(d_->ctx_, static_cast<unsigned long>(timeoutMs > 0 ? timeoutMs : 0));
    d_->inRunOnce_ = false;
}

XmppLink::State XmppLink::state() const { return d_->state_; }

XmppLink::Error XmppLink::error() const { return d_->error_; }

const std::string &XmppLink::lastError() const { return d_->lastError_; }

const std::string &XmppLink::boundJid() const { return d_->boundJid_; }

const std::string &XmppLink::lastDeliveryError() const { return d_->lastDeliveryError_; }

void XmppLink::setPresenceHandler(std::function<void(const std::string &, Presence)> handler)
{
    d_->presenceHandler_ = std::move(handler);
}

void XmppLink::setSubscriptionFilter(std::function<bool(const std::string &)> filter)
{
    d_->subscriptionFilter_ = std::move(filter);
}

bool XmppLink::subscribe(const std::string &bareJid, std::string *error)
{
    if (d_->state_ != State::Online)
        return d_->refuse(error, "not connected");
    if (!isBareAddress(bareJid))
        return d_->refuse(error, "\"" + bareJid + "\" is not a bare XMPP address");
    d_->contacts_.try_emplace(bareJid);
    // Asked again each time: once approved, the server answers with their presence.
    d_->sendPresence(bareJid, "subscribe");
    return true;
}

bool XmppLink::requestContacts(std::function<void(const std::vector<std::string> &)> handler)
{
    if (d_->state_ != State::Online)
        return d_->refuse(nullptr, "not connected");
    static int requests = 0;
    const std::string id = "roster-" + std::to_string(++requests);
    d_->rosterHandler_ = std::move(handler);
    StanzaRef iq {xmpp_iq_new(d_->ctx_, "get", id.c_str())};
    StanzaRef query {xmpp_stanza_new(d_->ctx_)};
    xmpp_stanza_set_name(query.stanza, "query");
    xmpp_stanza_set_ns(query.stanza, "jabber:iq:roster");
    xmpp_stanza_add_child(iq.stanza, query.stanza);
    xmpp_id_handler_add(d_->conn_, &Private::onRoster, id.c_str(), d_.get());
    xmpp_send(d_->conn_, iq.stanza);
    return true;
}

Presence XmppLink::presenceOf(const std::string &bareJid) const
{
    const auto contact = d_->contacts_.find(bareJid);
    return contact == d_->contacts_.end() ? Presence::Unknown : contact->second.told;
}

bool XmppLink::send(const std::string &to, const std::string &body, const std::string &payloadXml, std::string *error)
{
    if (d_->state_ != State::Online)
        return d_->refuse(error, "not connected");
    const auto at = to.find('@');
    if (to.empty() || at == 0 || to.find(' ') != std::string::npos || !isXmlText(to)
        || (at != std::string::npos && at + 1 >= to.size()))
        return d_->refuse(error, "\"" + to + "\" is not an XMPP address");
    if (body.empty() && payloadXml.empty())
        return d_->refuse(error, "nothing to send");
    if (body.size() > d_->maxMessageBytes_)
        return d_->refuse(error,
                          "the body has " + std::to_string(body.size()) + " bytes, over the limit of "
                              + std::to_string(d_->maxMessageBytes_));
    if (!isXmlText(body))
        return d_->refuse(error, "the body is not UTF-8 text that XML allows");
    if (payloadXml.size() > d_->maxMessageBytes_)
        return d_->refuse(error,
                          "the game element has " + std::to_string(payloadXml.size()) + " bytes, over the limit of "
                              + std::to_string(d_->maxMessageBytes_));

    StanzaRef payload {nullptr};
    if (!payloadXml.empty()) {
        // Wrapped, so that text or a second element beside the payload shows up as such.
        const std::string wrapped = "<wrapper>" + payloadXml + "</wrapper>";
        StanzaRef wrapper {xmpp_stanza_new_from_string(d_->ctx_, wrapped.c_str())};
        if (wrapper.stanza == nullptr || payloadXml.find('\0') != std::string::npos)
            return d_->refuse(error, "the game element is not well-formed XML");
        xmpp_stanza_t *element = nullptr;
        int elements = 0;
        bool textAround = false;
        for (xmpp_stanza_t *child = xmpp_stanza_get_children(wrapper.stanza); child != nullptr;
             child = xmpp_stanza_get_next(child)) {
            if (xmpp_stanza_is_tag(child)) {
                element = element != nullptr ? element : child;
                ++elements;
            } else {
                const char *text = xmpp_stanza_get_text_ptr(child);
                textAround = textAround
                    || (text != nullptr
                        && std::string_view(text).find_first_not_of(" \t\r\n") != std::string_view::npos);
            }
        }
        if (elements == 0)
            return d_->refuse(error, "the game element is not an XML element");
        if (elements > 1)
            return d_->refuse(error, "the game element must be one element, not several");
        if (textAround)
            return d_->refuse(error, "the game element must be one element, without text around it");
        const char *ns = xmpp_stanza_get_ns(element);
        if (ns == nullptr || kPayloadNamespace != ns)
            return d_->refuse(error, "the game element is not in namespace " + std::string(kPayloadNamespace));
        payload.stanza = xmpp_stanza_copy(element);
    }

    StanzaRef message {xmpp_message_new(d_->ctx_, "chat", to.c_str(), nullptr)};
    if (message.stanza == nullptr)
        return d_->refuse(error, "out of memory");
    if (!body.empty())
        xmpp_message_set_body(message.stanza, body.c_str());
    if (payload.stanza != nullptr) {
        xmpp_stanza_add_child_ex(message.stanza, payload.stanza, 0); // the message owns it now
        payload.stanza = nullptr;
    }
    xmpp_send(d_->conn_, message.stanza);
    return true;
}

} // namespace ludoteca::remote
