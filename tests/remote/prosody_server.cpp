#include "prosody_server.h"

#include <arpa/inet.h>
#include <csignal>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

// Generous: a loaded machine is slow, and the wait ends as soon as the server is ready.
constexpr auto kStartDeadline = std::chrono::seconds(30);
constexpr auto kStopDeadline = std::chrono::seconds(10);

std::string readFile(const std::string &path)
{
    std::ifstream file(path);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

// A Lua string literal holding `text`.
std::string luaString(const std::string &text)
{
    std::string quoted = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\')
            quoted += '\\';
        if (c == '\n')
            quoted += "\\n";
        else
            quoted += c;
    }
    return quoted + "\"";
}

// Starts `args` with stdout and stderr appended to `outputFile`. With `dieWithParent`
// the child gets SIGTERM when this process ends, so that no server outlives a crashed test.
pid_t spawn(const std::vector<std::string> &args, const std::string &outputFile, bool dieWithParent)
{
    std::vector<char *> argv;
    for (const std::string &arg : args)
        argv.push_back(const_cast<char *>(arg.c_str()));
    argv.push_back(nullptr);
    const pid_t parent = getpid();

    const pid_t pid = fork();
    if (pid < 0)
        throw std::runtime_error("fork failed: " + std::string(std::strerror(errno)));
    if (pid == 0) {
        // Only async-signal-safe calls from here to exec.
        if (dieWithParent && (prctl(PR_SET_PDEATHSIG, SIGTERM) != 0 || getppid() != parent))
            _exit(126);
        const int output = open(outputFile.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0600);
        const int input = open("/dev/null", O_RDONLY);
        if (output < 0 || input < 0 || dup2(input, 0) < 0 || dup2(output, 1) < 0 || dup2(output, 2) < 0)
            _exit(126);
        execv(argv[0], argv.data());
        _exit(127);
    }
    return pid;
}

// Runs `args` to the end; throws, with its output, when it fails.
void run(const std::vector<std::string> &args, const std::string &outputFile)
{
    const pid_t pid = spawn(args, outputFile, true);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        std::string command;
        for (const std::string &arg : args)
            command += (command.empty() ? "" : " ") + arg;
        throw std::runtime_error(command + " failed (status " + std::to_string(status) + "):\n" + readFile(outputFile));
    }
}

bool acceptsConnections(int port)
{
    const int sock = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (sock < 0)
        return false;
    sockaddr_in address {};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const bool accepted = connect(sock, reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0;
    close(sock);
    return accepted;
}

} // namespace

int ProsodyServer::freePort()
{
    const int sock = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (sock < 0)
        throw std::runtime_error("socket failed: " + std::string(std::strerror(errno)));
    sockaddr_in address {};
    address.sin_family = AF_INET;
    address.sin_port = 0;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    if (bind(sock, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0
        || getsockname(sock, reinterpret_cast<sockaddr *>(&address), &length) != 0) {
        close(sock);
        throw std::runtime_error("could not find a free port: " + std::string(std::strerror(errno)));
    }
    close(sock);
    return ntohs(address.sin_port);
}

ProsodyServer::ProsodyServer(std::initializer_list<Account> accounts)
{
    const char *tmp = std::getenv("TMPDIR");
    std::string pattern = std::string(tmp != nullptr && *tmp != '\0' ? tmp : "/tmp") + "/ludoteca-prosody-XXXXXX";
    if (mkdtemp(pattern.data()) == nullptr)
        throw std::runtime_error("mkdtemp failed: " + std::string(std::strerror(errno)));
    folder_ = pattern;
    try {
        std::filesystem::create_directory(folder_ + "/certs");
        std::filesystem::create_directory(folder_ + "/data");
        const std::string commandLog = folder_ + "/commands.log";
        run({LUDOTECA_OPENSSL, "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=localhost", "-addext",
             "subjectAltName=DNS:localhost", "-days", "2", "-keyout", folder_ + "/certs/localhost.key", "-out",
             caFile()},
            commandLog);
        port_ = freePort();
        writeConfig();
        for (const Account &account : accounts)
            run({LUDOTECA_PROSODYCTL, "--config", configFile(), "register", account.user, kDomain, account.password},
                commandLog);
        // Another program may take the free port before Prosody does: then another one.
        for (int attempt = 1; !start(); ++attempt) {
            if (attempt == 5)
                throw std::runtime_error("prosody found no free port:\n" + log());
            port_ = freePort();
            writeConfig();
        }
    } catch (...) {
        stop();
        if (std::getenv("LUDOTECA_KEEP_PROSODY") == nullptr)
            std::filesystem::remove_all(folder_);
        throw;
    }
}

ProsodyServer::~ProsodyServer()
{
    stop();
    if (std::getenv("LUDOTECA_KEEP_PROSODY") == nullptr) {
        std::error_code ignored;
        std::filesystem::remove_all(folder_, ignored);
    }
}

std::string ProsodyServer::address() const { return "127.0.0.1:" + std::to_string(port_); }

std::string ProsodyServer::log() const { return readFile(folder_ + "/prosody.log"); }

void ProsodyServer::writeConfig() const
{
    const std::string certificate = luaString(caFile());
    const std::string key = luaString(folder_ + "/certs/localhost.key");
    std::ofstream config(configFile());
    config << "-- Written by the tests' ProsodyServer (tests/remote/prosody_server.h).\n"
           << "run_as_root = true\n"
           << "pidfile = " << luaString(folder_ + "/prosody.pid") << "\n"
           << "data_path = " << luaString(folder_ + "/data") << "\n"
           << "certificates = " << luaString(folder_ + "/certs") << "\n"
           << "interfaces = { \"127.0.0.1\" }\n"
           << "c2s_ports = { " << port_ << " }\n"
           << "c2s_direct_tls_ports = {}\n"
           << "legacy_ssl_ports = {}\n"
           << "s2s_ports = {}\n"
           << "http_ports = {}\n"
           << "https_ports = {}\n"
           << "authentication = \"internal_hashed\"\n"
           << "c2s_require_encryption = true\n"
           << "allow_registration = false\n"
           // Listed in full: nothing else is loaded but what Prosody always loads
           // (presence, message, iq, c2s, and offline, which keeps messages for offline
           // accounts). posix honours run_as_root and writes the pid file.
           << "modules_enabled = { \"roster\", \"saslauth\", \"tls\", \"disco\", \"ping\", \"posix\" }\n"
           << "modules_disabled = { \"s2s\" }\n"
           << "log = { { levels = { min = \"debug\" }, to = \"file\", filename = "
           << luaString(folder_ + "/prosody.log") << " } }\n"
           << "ssl = { certificate = " << certificate << ", key = " << key << " }\n"
           << "VirtualHost \"" << kDomain << "\"\n"
           << "    ssl = { certificate = " << certificate << ", key = " << key << " }\n";
    if (!config)
        throw std::runtime_error("could not write " + configFile());
}

bool ProsodyServer::start()
{
    const std::size_t logStart = log().size();
    pid_ = spawn({LUDOTECA_PROSODY, "--config", configFile(), "-F"}, folder_ + "/commands.log", true);
    // Ready once the log says the port is open: Prosody opens it before the virtual host
    // is ready, but handles no connection until its start-up is over. A port that merely
    // accepts could be another program's, and a port taken meanwhile Prosody only logs.
    const std::string opened = "Activated service 'c2s' on [127.0.0.1]:" + std::to_string(port_);
    const std::string taken = "Failed to open server port " + std::to_string(port_);
    const auto deadline = Clock::now() + kStartDeadline;
    for (;;) {
        const std::string text = log().substr(std::min(logStart, log().size()));
        if (text.find(taken) != std::string::npos) {
            stop();
            return false;
        }
        if (text.find(opened) != std::string::npos && acceptsConnections(port_))
            return true;
        int status = 0;
        if (waitpid(pid_, &status, WNOHANG) == pid_) {
            pid_ = -1;
            throw std::runtime_error("prosody ended at start-up (status " + std::to_string(status) + "):\n"
                                     + readFile(folder_ + "/commands.log") + log());
        }
        if (Clock::now() > deadline)
            throw std::runtime_error("prosody did not open port " + std::to_string(port_) + " within 30 s:\n" + log());
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
}

void ProsodyServer::stop()
{
    if (pid_ <= 0)
        return;
    kill(pid_, SIGTERM);
    const auto deadline = Clock::now() + kStopDeadline;
    int status = 0;
    while (waitpid(pid_, &status, WNOHANG) == 0) {
        if (Clock::now() > deadline) {
            kill(pid_, SIGKILL);
            waitpid(pid_, &status, 0);
            break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    pid_ = -1;
}

void ProsodyServer::restart()
{
    stop();
    if (!start())
        throw std::runtime_error("another program took port " + std::to_string(port_) + " during the restart");
}
