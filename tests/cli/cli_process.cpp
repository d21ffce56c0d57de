#include "cli_process.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <sstream>

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>

namespace ludoteca::cli::testing {

namespace {

// A watchdog, not a timing assertion: a hung child must not hang the test run.
constexpr int kWatchdogSeconds = 600;

std::string cliPath()
{
    const char *path = std::getenv("LUDOTECA_CLI");
    return path ? path : "";
}

} // namespace

ProcessResult runCli(const std::vector<std::string> &args, const std::string &input)
{
    ProcessResult result;
    const std::string path = cliPath();
    REQUIRE_FALSE(path.empty()); // LUDOTECA_CLI must name the built ludoteca-cli
    // Writing to a child that has already quit must not kill the test program.
    std::signal(SIGPIPE, SIG_IGN);

    int in[2], out[2], err[2];
    REQUIRE(pipe2(in, O_CLOEXEC) == 0);
    REQUIRE(pipe2(out, O_CLOEXEC) == 0);
    REQUIRE(pipe2(err, O_CLOEXEC) == 0);

    std::vector<std::string> argvStrings {path};
    argvStrings.insert(argvStrings.end(), args.begin(), args.end());
    std::vector<char *> argv;
    for (auto &arg : argvStrings)
        argv.push_back(arg.data());
    argv.push_back(nullptr);

    const pid_t pid = fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
        dup2(in[0], STDIN_FILENO);
        dup2(out[1], STDOUT_FILENO);
        dup2(err[1], STDERR_FILENO);
        execv(path.c_str(), argv.data());
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    close(err[1]);

    int inFd = in[1];
    std::size_t written = 0;
    if (input.empty()) {
        close(inFd);
        inFd = -1;
    } else {
        fcntl(inFd, F_SETFL, fcntl(inFd, F_GETFL) | O_NONBLOCK);
    }
    int outFd = out[0], errFd = err[0];
    const auto deadline = std::time(nullptr) + kWatchdogSeconds;
    char buffer[65536];
    while (outFd >= 0 || errFd >= 0) {
        if (std::time(nullptr) > deadline) {
            kill(pid, SIGKILL);
            result.timedOut = true;
            break;
        }
        pollfd fds[3];
        int count = 0;
        int inIndex = -1, outIndex = -1, errIndex = -1;
        if (inFd >= 0) {
            inIndex = count;
            fds[count++] = {inFd, POLLOUT, 0};
        }
        if (outFd >= 0) {
            outIndex = count;
            fds[count++] = {outFd, POLLIN, 0};
        }
        if (errFd >= 0) {
            errIndex = count;
            fds[count++] = {errFd, POLLIN, 0};
        }
        if (poll(fds, static_cast<nfds_t>(count), 1000) < 0) {
            if (errno == EINTR)
                continue;
            break;
        }
        if (inIndex >= 0 && fds[inIndex].revents) {
            const ssize_t n = write(inFd, input.data() + written, input.size() - written);
            if (n > 0)
                written += static_cast<std::size_t>(n);
            if (n < 0 && errno != EAGAIN && errno != EINTR)
                written = input.size(); // the child stopped reading: give up the rest
            if (written >= input.size()) {
                close(inFd);
                inFd = -1;
            }
        }
        auto drain = [&](int index, int &fd, std::string &sink) {
            if (index < 0 || !fds[index].revents)
                return;
            const ssize_t n = read(fd, buffer, sizeof buffer);
            if (n > 0) {
                sink.append(buffer, static_cast<std::size_t>(n));
            } else if (n == 0 || (errno != EINTR && errno != EAGAIN)) {
                close(fd);
                fd = -1;
            }
        };
        drain(outIndex, outFd, result.out);
        drain(errIndex, errFd, result.err);
    }
    for (int fd : {inFd, outFd, errFd})
        if (fd >= 0)
            close(fd);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
    result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return result;
}

std::vector<Answer> parseAnswers(const std::string &out, bool *wellFramed)
{
    std::vector<Answer> answers;
    std::size_t start = 0;
    bool framed = true;
    while (start < out.size()) {
        const auto end = out.find("\n\n", start);
        if (end == std::string::npos) {
            framed = false;
            break;
        }
        const std::string block = out.substr(start, end - start);
        Answer answer;
        if (block == "=" || block == "?") {
            answer.ok = block == "=";
        } else if (block.size() >= 2 && (block[0] == '=' || block[0] == '?') && block[1] == ' ') {
            answer.ok = block[0] == '=';
            answer.payload = block.substr(2);
        } else {
            framed = false;
        }
        answers.push_back(answer);
        start = end + 2;
    }
    if (wellFramed)
        *wellFramed = framed;
    return answers;
}

std::vector<Answer> runEngine(const std::string &script)
{
    const ProcessResult result = runCli({"engine"}, script);
    INFO("stderr: " << result.err);
    CHECK_FALSE(result.timedOut);
    CHECK(result.exitCode == 0);
    bool framed = false;
    auto answers = parseAnswers(result.out, &framed);
    INFO("stdout: " << result.out);
    CHECK(framed);
    return answers;
}

std::vector<std::string> words(const std::string &payload)
{
    std::vector<std::string> result;
    std::istringstream stream(payload);
    std::string word;
    while (stream >> word)
        result.push_back(word);
    return result;
}

std::vector<std::string> lines(const std::string &text)
{
    std::vector<std::string> result;
    std::istringstream stream(text);
    std::string line;
    while (std::getline(stream, line))
        result.push_back(line);
    return result;
}

} // namespace ludoteca::cli::testing
