// `ludoteca-cli analyse --file`: a game the app saved, analysed as if its moves were given.

#include <filesystem>
#include <fstream>

#include <sys/stat.h>

#include <catch2/catch.hpp>

#include "cli_process.h"

using namespace ludoteca::cli::testing;

namespace {

// A file in a fresh temporary folder, removed with the object.
class TempFile {
public:
    TempFile(const std::string &name, const std::string &text)
        : folder_(std::filesystem::temp_directory_path()
                  / ("ludoteca-analyse-" + std::to_string(std::hash<std::string> {}(name + text))))
    {
        std::filesystem::create_directories(folder_);
        path_ = (folder_ / name).string();
        std::ofstream(path_) << text;
    }
    ~TempFile() { std::filesystem::remove_all(folder_); }
    const std::string &path() const { return path_; }

private:
    std::filesystem::path folder_;
    std::string path_;
};

// As the app writes it: the seats and the seed are there, and analysis ignores them.
std::string savedGame(const std::string &game, const std::string &options, const std::string &moves)
{
    return R"({"format": "ludoteca-game", "version": 1, "game": ")" + game + R"(", "options": {)" + options
        + R"(}, "seats": [{"kind": "human", "level": "medium", "name": "Ana"},
                {"kind": "ai", "level": "hard", "name": "Ben"}], "moves": [)"
        + moves + R"(], "seed": "7"})";
}

} // namespace

TEST_CASE("ludoteca-cli analyse --file analyses a saved game like its moves given by hand")
{
    const TempFile file("game.ludoteca", savedGame("egotzi", R"("size": "5", "pie": "off")", R"("c3", "d3", "b2")"));
    const auto fromFile = runCli({"analyse", "--file", file.path(), "--iterations", "300", "--seed", "5"});
    REQUIRE(fromFile.exitCode == 0);
    CHECK(fromFile.err.empty());
    CHECK(lines(fromFile.out).size() == 4);
    const auto byHand = runCli({"analyse", "--game", "egotzi", "--set", "size=5", "--set", "pie=off", "--moves",
                                "c3 d3 b2", "--iterations", "300", "--seed", "5"});
    REQUIRE(byHand.exitCode == 0);
    CHECK(fromFile.out == byHand.out);
}

TEST_CASE("ludoteca-cli analyse --file refuses what is not a good saved game, printing nothing")
{
    const TempFile notJson("broken.ludoteca", "{\"format\": \"ludoteca-game\", ");
    const TempFile foreign("foreign.ludoteca", R"({"format": "other", "game": "egotzi", "options": {}, "moves": []})");
    const TempFile illegal("illegal.ludoteca", savedGame("egotzi", R"("size": "5")", R"("c3", "c3")"));
    const TempFile unknown("unknown.ludoteca", savedGame("chess", "", ""));
    const TempFile badMove("bad-move.ludoteca", savedGame("egotzi", "", R"("c3", 4)"));
    struct Case {
        std::vector<std::string> args;
        std::string says;
    };
    const std::vector<Case> cases {
        {{"--file", "/nonexistent/game.ludoteca"}, "not a saved game file"},
        {{"--file", notJson.path()}, "not a Ludoteca saved game"},
        {{"--file", foreign.path()}, "not a Ludoteca saved game"},
        {{"--file", illegal.path()}, "move 2"},
        {{"--file", unknown.path()}, "unknown game"},
        {{"--file", badMove.path()}, "not a move"},
        {{"--file", illegal.path(), "--moves", "c3"}, "--file holds"},
        {{"--file", illegal.path(), "--game", "egotzi"}, "--file holds"},
    };
    for (const auto &[args, says] : cases) {
        std::vector<std::string> command {"analyse"};
        command.insert(command.end(), args.begin(), args.end());
        INFO(args.back());
        const auto result = runCli(command);
        CHECK(result.exitCode == 2);
        CHECK(result.out.empty());
        CHECK(result.err.find(says) != std::string::npos);
    }
}

TEST_CASE("ludoteca-cli analyse --file refuses special files at once with a reason, and never blocks")
{
    const TempFile folder("fifo-folder.txt", "");
    const std::string fifo = (std::filesystem::path(folder.path()).parent_path() / "fifo").string();
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    // /proc/kmsg blocks a reader that waits; the pipe has no writer; the others are
    // "regular files" that cannot be read as such. Those missing here are left out.
    for (const std::string &path :
         {std::string("/proc/self/pagemap"), std::string("/proc/self/mem"), std::string("/proc/kpageflags"),
          std::string("/proc/kmsg"), std::string("/dev/zero"), fifo}) {
        if (path.rfind("/proc/", 0) == 0 && !std::filesystem::exists(path))
            continue;
        INFO(path);
        const auto result = runCli({"analyse", "--file", path, "--iterations", "10"});
        CHECK_FALSE(result.timedOut);
        CHECK(result.exitCode == 2);
        CHECK(result.out.empty());
        CHECK(result.err.find(path) != std::string::npos);
        CHECK(result.err.find("underflow") == std::string::npos);
        CHECK(result.err.size() < 300);
    }
}

TEST_CASE("ludoteca-cli analyse quotes at most 80 characters of a word it refuses")
{
    const std::string word(60000, 'w');
    for (const std::vector<std::string> &args :
         {std::vector<std::string> {"analyse", "--game", "egotzi", "--moves", word},
          std::vector<std::string> {"analyse", word}, std::vector<std::string> {"analyse", "--" + word},
          std::vector<std::string> {"analyse", "--file", "/nonexistent/" + word}}) {
        const auto result = runCli(args);
        CHECK(result.exitCode == 2);
        CHECK(result.err.find(std::string(81, 'w')) == std::string::npos);
        CHECK(result.err.size() < 2000); // the usage may follow
    }
}
