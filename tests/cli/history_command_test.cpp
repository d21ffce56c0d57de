// `ludoteca-cli match --save-games` and `ludoteca-cli history`: a match's games written as
// saved games, added to a history and counted back.

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>

#include <sys/wait.h>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "cli_process.h"

using namespace ludoteca::cli::testing;

namespace {

// A fresh temporary folder, removed with the object.
class TempFolder {
public:
    TempFolder()
        : path_(std::filesystem::temp_directory_path()
                / ("ludoteca-history-" + std::to_string(std::random_device {}())))
    {
        std::filesystem::remove_all(path_);
        std::filesystem::create_directories(path_);
    }
    ~TempFolder() { std::filesystem::remove_all(path_); }
    std::string file(const std::string &name) const { return (path_ / name).string(); }
    const std::filesystem::path &path() const { return path_; }

private:
    std::filesystem::path path_;
};

std::vector<std::string> savedFiles(const std::filesystem::path &folder)
{
    std::vector<std::string> files;
    for (const auto &entry : std::filesystem::directory_iterator(folder))
        files.push_back(entry.path().string());
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace

TEST_CASE("match --save-games writes every game as a saved game")
{
    const TempFolder folder;
    const auto result = runCli({"match", "--game", "egotzi", "--set", "size=5", "--seats", "ai:easy,random", "--games",
                                "3", "--iterations", "30", "--save-games", folder.file("games")});
    REQUIRE(result.exitCode == 0);
    const auto files = savedFiles(folder.path() / "games");
    REQUIRE(files.size() == 3);
    CHECK(std::filesystem::path(files[0]).filename() == "game-egotzi-0001.ludoteca");
    std::ifstream file(files[1]);
    const auto document = nlohmann::json::parse(file);
    CHECK(document["format"] == "ludoteca-game");
    CHECK(document["game"] == "egotzi");
    CHECK(document["options"]["size"] == "5");
    // Game 2 seats the entrants the other way round.
    CHECK(document["seats"][0]["name"] == "random");
    CHECK(document["seats"][1]["level"] == "casual");
    CHECK(document["moves"].size() > 0);
}

#ifdef LUDOTECA_CLI_HISTORY

TEST_CASE("history --import adds a match's games and --json counts them per game and opponent")
{
    const TempFolder folder;
    REQUIRE(runCli({"match", "--game", "egotzi", "--set", "size=5", "--seats", "ai:hard,ai:easy", "--games", "4",
                    "--iterations", "30", "--save-games", folder.file("games")})
                .exitCode
            == 0);
    std::vector<std::string> command {"history", "--data-dir", folder.file("data"), "--import"};
    for (const auto &file : savedFiles(folder.path() / "games"))
        command.push_back(file);
    const auto imported = runCli(command);
    INFO(imported.err);
    REQUIRE(imported.exitCode == 0);
    CHECK(imported.out.find("added 4 of 4 files") != std::string::npos);
    CHECK(std::filesystem::exists(folder.file("data/history.sqlite")));

    const auto json = runCli({"history", "--data-dir", folder.file("data"), "--json"});
    REQUIRE(json.exitCode == 0);
    const auto rows = lines(json.out);
    REQUIRE(rows.size() == 2); // ai:hard against ai:easy, and the other way round
    int hardWon = 0, easyWon = 0;
    for (const auto &row : rows) {
        const auto line = nlohmann::json::parse(row);
        CHECK(line["game"] == "egotzi");
        CHECK(line["played"] == 4);
        CHECK(line["won"].get<int>() + line["lost"].get<int>() + line["drawn"].get<int>() == 4);
        (line["player"] == "ai:strong" ? hardWon : easyWon) = line["won"].get<int>();
        CHECK(line["opponent"] == (line["player"] == "ai:strong" ? "ai:casual" : "ai:strong"));
    }
    CHECK(hardWon + easyWon <= 4);

    // The same files imported again are the same games: each is kept once.
    REQUIRE(runCli(command).exitCode == 0);
    const auto again = runCli({"history", "--data-dir", folder.file("data"), "--json"});
    REQUIRE(again.exitCode == 0);
    CHECK(again.out == json.out);

    // Under a file-size limit the output cannot be written: an error, not the signal.
    const char *cli = std::getenv("LUDOTECA_CLI");
    REQUIRE(cli);
    const std::string shell = "ulimit -f 0; exec '" + std::string(cli) + "' history --data-dir '" + folder.file("data")
        + "' --json >'" + folder.file("out.json") + "' 2>/dev/null";
    const int status = std::system(shell.c_str());
    REQUIRE(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 1);
}

TEST_CASE("history --import refuses an unfinished or damaged game with its reason and adds nothing of it")
{
    const TempFolder folder;
    REQUIRE(runCli({"match", "--game", "egotzi", "--set", "size=5", "--seats", "ai:easy,ai:easy", "--games", "1",
                    "--iterations", "10", "--save-games", folder.file("games")})
                .exitCode
            == 0);
    const std::string finished = savedFiles(folder.path() / "games").front();
    std::ifstream in(finished);
    auto document = nlohmann::json::parse(in);
    document["moves"].erase(document["moves"].end() - 1);
    std::ofstream(folder.file("unfinished.ludoteca")) << document.dump();
    std::ofstream(folder.file("damaged.ludoteca")) << "{\"format\": \"ludoteca-game\", ";

    const auto result = runCli({"history", "--data-dir", folder.file("data"), "--import",
                                folder.file("unfinished.ludoteca"), folder.file("damaged.ludoteca"), finished});
    CHECK(result.exitCode == 1);
    CHECK(result.err.find("unfinished.ludoteca' is refused: The game is not finished") != std::string::npos);
    CHECK(result.err.find("damaged.ludoteca' is refused: The file is not valid JSON") != std::string::npos);
    CHECK(result.out.find("added 1 of 3 files") != std::string::npos);
    const auto json = runCli({"history", "--data-dir", folder.file("data"), "--json"});
    REQUIRE(json.exitCode == 0);
    CHECK(lines(json.out).empty()); // one level against itself: no opponent to count
}

TEST_CASE("history needs either --import with files or --json")
{
    CHECK(runCli({"history", "--data-dir", "/nonexistent"}).exitCode == 2);
    CHECK(runCli({"history", "--import"}).exitCode == 2);
    CHECK(runCli({"history", "--import", "a.ludoteca", "--json"}).exitCode == 2);
    const auto help = runCli({"history", "--help"});
    CHECK(help.exitCode == 0);
    CHECK(help.out.find("--import FILE...") != std::string::npos);
}

#endif
