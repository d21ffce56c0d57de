// `ludoteca-cli lessons --check`: replays every lesson of a course through the engine.

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "ludoteca/core/registry.h"
#include "ludoteca/lessons/lesson.h"

#include "command_line.h"
#include "commands.h"

namespace ludoteca::cli {

namespace {

const char *const kLessonsUsage = R"(usage: ludoteca-cli lessons --check [--game GAME] [--dir DIR]

Loads every lesson of every game's course (or of GAME's), replays its set-up and its
solution through the engine, checks that every step's goal is met by its solutions and
by the move Show me plays, that every scripted reply (after any solving move) and
marked move is legal, and plays
a closing game against the computer to its end. Prints one line per game:

  GAME: N lessons, N solved

and the problem of each lesson that fails on standard error. Exit status 1 when any
lesson fails.

flags:
  --check      check the lessons (the only action for now)
  --game GAME  only this game's course
  --dir DIR    read the lesson files from DIR instead of the built-in ones: one folder
               per game id (as resources/lessons is), or, with --game, the files
               themselves
  --help       this text
)";

// A lesson file is small; a larger one is refused before it is read.
constexpr std::uintmax_t kMaxLessonBytes = 1 << 20;

struct LessonFile {
    std::string name;
    std::string text;
    std::string error; // set when the file could not be read
};

std::vector<LessonFile> filesIn(const std::filesystem::path &folder)
{
    std::vector<LessonFile> files;
    std::error_code error;
    for (const auto &entry : std::filesystem::directory_iterator(folder, error)) {
        if (!entry.is_regular_file() || entry.path().extension() != ".json")
            continue;
        LessonFile file {entry.path().filename().string(), {}, {}};
        std::ifstream in(entry.path(), std::ios::binary);
        if (entry.file_size(error) > kMaxLessonBytes)
            file.error = file.name + ": larger than a lesson can be";
        else if (!in)
            file.error = file.name + ": cannot be read";
        else {
            std::ostringstream text;
            text << in.rdbuf();
            file.text = text.str();
        }
        files.push_back(std::move(file));
    }
    std::sort(files.begin(), files.end(), [](const auto &a, const auto &b) { return a.name < b.name; });
    return files;
}

std::vector<LessonFile> builtInFiles(std::string_view gameId)
{
    std::vector<LessonFile> files;
    for (const auto &[name, text] : lessons::Library::files(gameId))
        files.push_back({name, std::string(text), {}});
    return files;
}

// Checks one course; prints its line and returns whether every lesson passed.
bool checkCourse(const std::string &gameId, const std::vector<LessonFile> &files)
{
    int solved = 0;
    for (const auto &file : files) {
        std::string error = file.error;
        if (error.empty()) {
            const std::string id = file.name.substr(0, file.name.size() - std::string(".json").size());
            lessons::Lesson lesson;
            if (lessons::parse(gameId, id, file.text, lesson, error) && lessons::check(lesson, error))
                ++solved;
        }
        if (!error.empty())
            std::cerr << gameId << ": " << error << '\n';
    }
    std::cout << gameId << ": " << files.size() << " lessons, " << solved << " solved" << std::endl;
    return solved == static_cast<int>(files.size());
}

} // namespace

int runLessons(const std::vector<std::string> &args)
{
    CommandLine line;
    std::string error;
    if (!line.parse(args, {{"check"}, {"game", true}, {"dir", true}, {"help"}}, error)) {
        std::cerr << "ludoteca-cli lessons: " << error << "\n\n" << kLessonsUsage;
        return kExitUsage;
    }
    if (line.has("help")) {
        std::cout << kLessonsUsage;
        return 0;
    }
    if (!line.has("check")) {
        std::cerr << "ludoteca-cli lessons: say what to do (--check)\n\n" << kLessonsUsage;
        return kExitUsage;
    }
    std::vector<std::string> games;
    if (line.has("game")) {
        const std::string game = line.value("game");
        if (!GameRegistry::find(game)) {
            std::cerr << "ludoteca-cli lessons: unknown game '" << game << "'\n";
            return kExitUsage;
        }
        games.push_back(game);
    } else {
        for (const GameInfo *info : GameRegistry::games())
            games.push_back(info->id);
    }
    const std::filesystem::path dir = line.value("dir");
    if (line.has("dir") && !std::filesystem::is_directory(dir)) {
        std::cerr << "ludoteca-cli lessons: no folder '" << dir.string() << "'\n";
        return kExitUsage;
    }
    bool allSolved = true;
    for (const auto &game : games) {
        std::vector<LessonFile> files;
        if (!line.has("dir"))
            files = builtInFiles(game);
        else if (std::filesystem::is_directory(dir / game))
            files = filesIn(dir / game);
        else if (line.has("game"))
            files = filesIn(dir);
        allSolved = checkCourse(game, files) && allSolved;
    }
    return allSolved ? 0 : 1;
}

} // namespace ludoteca::cli
