// `ludoteca-cli lessons --check`, on the built-in courses and on a folder of drafts.

#include <filesystem>
#include <fstream>

#include <catch2/catch.hpp>

#include "cli_process.h"
#include "ludoteca/core/registry.h"
#include "ludoteca/lessons/lesson.h"

using namespace ludoteca::cli::testing;

namespace {

struct TempFolder {
    std::filesystem::path path;
    TempFolder()
        : path(std::filesystem::temp_directory_path()
               / ("ludoteca-lessons-" + std::to_string(reinterpret_cast<std::uintptr_t>(this))))
    {
        std::filesystem::create_directories(path);
    }
    ~TempFolder() { std::filesystem::remove_all(path); }
    void write(const std::string &name, const std::string &text) const
    {
        std::filesystem::create_directories((path / name).parent_path());
        std::ofstream(path / name) << text;
    }
};

const char *const kGood = R"({"title": {"en": "T", "it": "T"}, "options": {"size": "5"}, "setup": ["c3"],
  "seat": 1, "steps": [{"goal": {"en": "G", "it": "G"}, "solutions": ["d3"]}]})";

} // namespace

TEST_CASE("lessons --check prints one line per game for the built-in courses")
{
    const auto result = runCli({"lessons", "--check"});
    INFO(result.err);
    CHECK(result.exitCode == 0);
    const auto printed = lines(result.out);
    const auto games = ludoteca::GameRegistry::games();
    REQUIRE(printed.size() == games.size());
    for (std::size_t i = 0; i < games.size(); ++i) {
        const auto count = std::to_string(ludoteca::lessons::Library::files(games[i]->id).size());
        CHECK(printed[i] == games[i]->id + ": " + count + " lessons, " + count + " solved");
    }
}

TEST_CASE("lessons --check reads a folder of drafts and fails on a broken lesson")
{
    TempFolder folder;
    folder.write("egotzi/01-good.json", kGood);
    folder.write("egotzi/02-bad.json", R"({"title": {"en": "T", "it": "T"}, "setup": ["c3", "c3"],
      "steps": [{"goal": {"en": "G", "it": "G"}, "solutions": ["d3"]}]})");
    folder.write("egotzi/03-garbage.json", "\x01\x02 not a lesson");
    folder.write("egotzi/notes.txt", "not a lesson file");

    const auto result = runCli({"lessons", "--check", "--game", "egotzi", "--dir", folder.path.string()});
    CHECK(result.exitCode == 1);
    CHECK(result.out == "egotzi: 3 lessons, 1 solved\n");
    CHECK(result.err.find("egotzi: 02-bad.setup[1]: ") != std::string::npos);
    CHECK(result.err.find("egotzi: 03-garbage: not JSON") != std::string::npos);

    // The good one alone passes, read from the game's own folder given directly.
    std::filesystem::remove(folder.path / "egotzi/02-bad.json");
    std::filesystem::remove(folder.path / "egotzi/03-garbage.json");
    const auto fixed = runCli({"lessons", "--check", "--game", "egotzi", "--dir", (folder.path / "egotzi").string()});
    CHECK(fixed.exitCode == 0);
    CHECK(fixed.out == "egotzi: 1 lessons, 1 solved\n");
}

TEST_CASE("lessons refuses bad flags with status 2")
{
    CHECK(runCli({"lessons"}).exitCode == 2);
    CHECK(runCli({"lessons", "--check", "--game", "chess"}).exitCode == 2);
    CHECK(runCli({"lessons", "--check", "--dir", "/no/such/folder"}).exitCode == 2);
    CHECK(runCli({"lessons", "--check", "--verbose"}).exitCode == 2);
    const auto help = runCli({"lessons", "--help"});
    CHECK(help.exitCode == 0);
    CHECK(help.out.find("GAME: N lessons, N solved") != std::string::npos);
}
