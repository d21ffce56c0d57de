#pragma once
// A Prosody of the test's own, for the XMPP link's tests.
//
// A ProsodyServer makes a temporary folder (mkdtemp in $TMPDIR, else /tmp) holding a
// self-signed certificate for "localhost" (openssl req -x509), a prosody.cfg.lua, the
// server's data, its log (prosody.log, at debug level: it names every element received)
// and the output of the commands it runs (commands.log). It registers the accounts it is
// given (prosodyctl register), runs `prosody --config FILE -F` as a child process, and
// returns once the server has opened its port (it says so in its log, and the port
// accepts connections).
//
// The server listens on 127.0.0.1 only, on a port that was free a moment before (bound
// to port 0 to learn one), for one VirtualHost "localhost" that requires TLS and keeps
// messages for offline accounts; no server-to-server, no HTTP, no registration. It runs
// as root too (run_as_root: Prosody refuses root otherwise), and gets SIGTERM if the test
// process dies. The destructor stops it (SIGTERM, SIGKILL after 10 s) and removes the
// folder, unless LUDOTECA_KEEP_PROSODY is set in the environment (to read its log).
//
// The programs' paths come from CMake (LUDOTECA_PROSODY, LUDOTECA_PROSODYCTL,
// LUDOTECA_OPENSSL). Failures throw std::runtime_error with the server's log.

#include <initializer_list>
#include <string>
#include <sys/types.h>

class ProsodyServer {
public:
    struct Account {
        std::string user;
        std::string password;
    };

    explicit ProsodyServer(std::initializer_list<Account> accounts);
    ~ProsodyServer();
    ProsodyServer(const ProsodyServer &) = delete;
    ProsodyServer &operator=(const ProsodyServer &) = delete;

    static constexpr const char *kDomain = "localhost";
    std::string jid(const std::string &user) const { return user + "@" + kDomain; }
    // "127.0.0.1:port", for XmppAccount::server.
    std::string address() const;
    int port() const { return port_; }
    // The server's certificate (PEM), for XmppAccount::caFile.
    std::string caFile() const { return folder_ + "/certs/localhost.crt"; }
    // What the server has logged so far.
    std::string log() const;

    // Stops the server and starts it again on the same port with the same data; returns
    // once it accepts connections again. Its clients lose their connections.
    void restart();

    // A TCP port on 127.0.0.1 that nothing listens on (for a moment, at least).
    static int freePort();

private:
    // False when another program holds the port.
    bool start();
    void stop();
    void writeConfig() const;
    std::string configFile() const { return folder_ + "/prosody.cfg.lua"; }

    std::string folder_;
    int port_ = 0;
    pid_t pid_ = -1;
};
