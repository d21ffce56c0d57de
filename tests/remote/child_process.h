#pragma once
// A program run beside the test (ludoteca-cli remote, say): started at once, its output
// written to files, waited for with a deadline, killed when the test leaves it behind.

#include <sys/types.h>

#include <chrono>
#include <string>
#include <vector>

class ChildProcess {
public:
    // Starts `program` with `args`, standard output and error going to `outFile` and
    // `errFile`. Throws std::runtime_error when it cannot be started.
    ChildProcess(const std::string &program, const std::vector<std::string> &args, std::string outFile,
                 std::string errFile);
    ~ChildProcess();
    ChildProcess(const ChildProcess &) = delete;
    ChildProcess &operator=(const ChildProcess &) = delete;

    // Waits until the process exits or `deadline` passes (then kills it): its exit status,
    // or -1 when it did not exit by itself.
    int wait(std::chrono::steady_clock::time_point deadline);
    // Whether it has exited (without waiting).
    bool exited();
    // Ends it at once, as a crash or a power cut would (SIGKILL).
    void kill();

    std::string out() const;
    std::string err() const;

private:
    pid_t pid_ = -1;
    int status_ = -1;
    std::string outFile_;
    std::string errFile_;
};

// The whole of a file, or empty.
std::string readWhole(const std::string &path);
