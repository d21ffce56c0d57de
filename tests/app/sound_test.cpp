// The sounds: every game's moves play the sound their kind calls for (a placement, a move,
// a capture, a draw from the bag or the deck), the end of the game and a refused click play
// theirs, nothing plays while the session replays moves or while muted, and the volume is
// remembered. A sink records what the sound board plays.

#include <memory>
#include <set>
#include <vector>

#include <QAction>
#include <QCheckBox>
#include <QFile>
#include <QSlider>
#include <QMenu>
#include <QSettings>
#include <QSoundEffect>
#include <QUrl>

#include "app_test_support.h"
#include "ludoteca/core/random.h"
#include "ludoteca/games/azzanna.h"
#include "ludoteca/games/circular_chess.h"
#include "ludoteca/games/egotzi.h"
#include "ludoteca/games/wangzi.h"
#include "ludoteca/games/wapi.h"
#include "session/game_session.h"
#include "ui/sound_board.h"
#include "ui/settings_dialog.h"
#include "ui/sound_settings.h"

// Sounds by name in a failure's message.
namespace Catch {
template <>
struct StringMaker<ludoteca::app::Sound> {
    static std::string convert(ludoteca::app::Sound sound)
    {
        static const char *const names[] = {"none", "place", "move", "capture", "draw", "refused", "end"};
        return names[static_cast<int>(sound)];
    }
};
} // namespace Catch

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

struct Played {
    Sound sound;
    double volume;
};

class RecordingSink final : public SoundSink {
public:
    explicit RecordingSink(std::vector<Played> &played) : played_(played) {}
    void play(Sound sound, double volume) override { played_.push_back({sound, volume}); }

private:
    std::vector<Played> &played_;
};

std::vector<Sound> soundsOf(const std::vector<Played> &played)
{
    std::vector<Sound> sounds;
    for (const Played &p : played)
        sounds.push_back(p.sound);
    return sounds;
}

// A session whose every seat is a person and whose chance draws wait to be made, so that
// the test plays every move itself, with a sound board that records.
struct Listener {
    GameSession session;
    std::vector<Played> played;
    SoundBoard board {session, std::make_unique<RecordingSink>(played)};

    Listener()
    {
        session.setAiDelay(0);
        session.setChanceMode(GameSession::ChanceMode::Manual);
    }

    void start(const char *id, const std::vector<std::pair<std::string, std::string>> &given = {})
    {
        const GameInfo *info = GameRegistry::find(id);
        REQUIRE(info);
        Options options;
        std::string error;
        REQUIRE(info->resolveOptions(given, options, error));
        QString why;
        REQUIRE(session.start(*info, options, {}, 7, why));
    }
};

// What each game's move should sound like, read here from the engine's own answers.
Sound expectedSound(const std::string &id, const State &before, Action action, const State &after)
{
    if (id == "egotzi") {
        const auto &game = stateAs<games::egotzi::EgotziState>(before);
        return game.decode(action).kind == games::egotzi::EgotziState::Decoded::Kind::Place ? Sound::Place
                                                                                            : Sound::Move;
    }
    if (id == "azzanna") {
        using Kind = games::azzanna::AzzannaState::Decoded::Kind;
        switch (stateAs<games::azzanna::AzzannaState>(before).decode(action).kind) {
        case Kind::Place:
            return Sound::Place;
        case Kind::Run:
            return Sound::Move;
        case Kind::Bite:
            return Sound::Capture;
        default:
            return Sound::None;
        }
    }
    if (id == "wapi") {
        using games::wapi::WapiState;
        using Kind = WapiState::Decoded::Kind;
        const Kind kind = stateAs<WapiState>(before).decode(action).kind;
        if (kind == Kind::Silver || kind == Kind::Mask)
            return Sound::Draw;
        return kind == Kind::Mine || kind == Kind::Totem ? Sound::Place : Sound::None;
    }
    if (id == "circular-chess") {
        using games::circular_chess::CircularChessState;
        using Kind = CircularChessState::Decoded::Kind;
        const auto &from = stateAs<CircularChessState>(before);
        const auto &to = stateAs<CircularChessState>(after);
        const auto move = from.decode(action);
        if (move.kind == Kind::Move) {
            int taken = 0;
            for (int piece = 1; piece <= games::circular_chess::kPieceTypes; ++piece)
                taken += to.capturedCount(from.turnSeat(), piece) - from.capturedCount(from.turnSeat(), piece);
            return taken > 0 ? Sound::Capture : Sound::Move;
        }
        if (move.kind == Kind::Card)
            return to.discarded(move.card) ? Sound::None : Sound::Place;
        return Sound::Draw;
    }
    if (id == "wangzi") {
        using games::wangzi::WangziState;
        const int mover = before.currentPlayer();
        return stateAs<WangziState>(after).capturedPrinces(mover) > stateAs<WangziState>(before).capturedPrinces(mover)
            ? Sound::Capture
            : Sound::Move;
    }
    return Sound::None;
}

// Plays a whole game of `id` through the session, a move at a time, checking after each
// that the board played exactly the sound the move calls for (and the end's after the last
// one). Moves are random but for a preference for a kind of sound not heard yet. Returns
// every sound heard.
std::set<Sound> playWholeGame(const char *id, const std::vector<std::pair<std::string, std::string>> &given,
                              std::uint64_t seed)
{
    Listener listener;
    listener.start(id, given);
    GameSession &session = listener.session;
    Rng rng(seed);
    std::set<Sound> heard;
    std::vector<Action> legal;
    for (int ply = 0; ply < 5000 && !session.state()->isTerminal(); ++ply) {
        const State &live = *session.state();
        live.legalActions(legal);
        REQUIRE_FALSE(legal.empty());
        Action chosen = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        // Prefer a move of a sound not heard yet (a capture, Egotzi's swap), looking at a
        // few hundred moves at most.
        const std::size_t look = std::min<std::size_t>(legal.size(), 400);
        for (std::size_t i = 0; i < look; ++i) {
            auto next = live.clone();
            next->apply(legal[i]);
            const Sound sound = expectedSound(id, live, legal[i], *next);
            if (sound != Sound::None && !heard.count(sound)) {
                chosen = legal[i];
                break;
            }
        }
        const auto before = live.clone();
        const std::size_t count = listener.played.size();
        INFO(id << " ply " << ply << ": " << before->actionToString(chosen));
        REQUIRE(session.playScripted(chosen));
        const Sound expected = expectedSound(id, *before, chosen, *session.state());
        std::vector<Sound> wanted;
        if (expected != Sound::None)
            wanted.push_back(expected);
        if (session.state()->isTerminal())
            wanted.push_back(Sound::End);
        const std::vector<Sound> all = soundsOf(listener.played);
        REQUIRE(std::vector<Sound>(all.begin() + static_cast<std::ptrdiff_t>(count), all.end()) == wanted);
        heard.insert(wanted.begin(), wanted.end());
    }
    REQUIRE(session.state()->isTerminal());
    return heard;
}

template <typename T>
std::unique_ptr<State> played(const T &state, const char *text)
{
    auto after = state.clone();
    std::string error;
    const Action action = state.parseAction(text, error);
    INFO(text << ": " << error);
    REQUIRE(action != kInvalidAction);
    after->apply(action);
    return after;
}

} // namespace

TEST_CASE("sound: every game's moves and its end play their sounds", "[sound]")
{
    SECTION("Egotzi: stones placed, the swap, the end")
    {
        const auto heard = playWholeGame("egotzi", {{"size", "5"}}, 1);
        CHECK(heard == std::set<Sound> {Sound::Place, Sound::Move, Sound::End});
    }
    SECTION("Azzanna: pigs and vegetables placed, runs, bites, the end")
    {
        const auto heard = playWholeGame("azzanna", {}, 2);
        CHECK(heard == std::set<Sound> {Sound::Place, Sound::Move, Sound::Capture, Sound::End});
    }
    SECTION("Wapi: tiles drawn from the bag, laid, totems, the end")
    {
        const auto heard = playWholeGame("wapi", {{"players", "3"}}, 3);
        CHECK(heard == std::set<Sound> {Sound::Draw, Sound::Place, Sound::End});
    }
    SECTION("Circular Chess: cards drawn and placed, moves, captures, the end")
    {
        const auto heard = playWholeGame("circular-chess", {}, 4);
        CHECK(heard == std::set<Sound> {Sound::Draw, Sound::Place, Sound::Move, Sound::Capture, Sound::End});
    }
    SECTION("Wang Zi: Princes moved, the end")
    {
        const auto heard = playWholeGame("wangzi", {{"size", "4"}}, 5);
        CHECK(heard.count(Sound::Move));
        CHECK(heard.count(Sound::End));
    }
}

TEST_CASE("sound: a capture sounds as one in hand-built positions", "[sound]")
{
    GameSession session;
    SECTION("Wang Zi: a ring closed around a Prince")
    {
        // Size 4, White to move: the Prince on B4 closes White's ring around C3, where a
        // Prince stands, with B4>B3=1>A2=2 (as in the engine's territory test).
        games::wangzi::WangziSetup setup;
        setup.options = {{"size", "4"}};
        setup.princes = {"B4", "G4", "G7", "C3"};
        setup.tiles = {{"C4", "W1"}, {"D4", "W1"}, {"D3", "W2"}, {"C2", "W3"}, {"B2", "W1"}, {"C3", "B2"}};
        const auto before = games::wangzi::WangziState::fromSetup(setup);
        const auto presentation = GamePresentation::create("wangzi", session);
        std::string error;
        const Action ring = before->parseAction("B4>B3=1>A2=2", error);
        REQUIRE(ring != kInvalidAction);
        CHECK(presentation->moveSound(*before, ring, *played(*before, "B4>B3=1>A2=2")) == Sound::Capture);
        // Any move that takes no Prince is a move.
        bool quiet = false;
        for (const Action action : before->legalActions()) {
            auto after = before->clone();
            after->apply(action);
            if (stateAs<games::wangzi::WangziState>(*after).capturedPrinces(0) == 0) {
                CHECK(presentation->moveSound(*before, action, *after) == Sound::Move);
                quiet = true;
                break;
            }
        }
        CHECK(quiet);
    }
    SECTION("Circular Chess: a piece taken, and a move to an empty cell")
    {
        games::circular_chess::CircularChessSetup setup;
        setup.pieces = {{1, 'R'}, {2, 'Q'}, {40, 'r'}};
        setup.objectives = {19, 20};
        const auto before = games::circular_chess::CircularChessState::fromSetup(setup);
        const auto presentation = GamePresentation::create("circular-chess", session);
        std::string error;
        CHECK(presentation->moveSound(*before, before->parseAction("2x1", error), *played(*before, "2x1"))
              == Sound::Capture);
        CHECK(presentation->moveSound(*before, before->parseAction("2-3", error), *played(*before, "2-3"))
              == Sound::Move);
        CHECK(
            presentation->moveSound(*before, games::circular_chess::CircularChessState::kDraw, *played(*before, "draw"))
            == Sound::Draw);
    }
}

TEST_CASE("sound: a click that is no move sounds refused", "[sound]")
{
    AppFixture app;
    std::vector<Played> played;
    REQUIRE(app.window.soundBoard());
    app.window.soundBoard()->setSink(std::make_unique<RecordingSink>(played));
    REQUIRE(app.startEgotzi({human("Ana"), human("Ben")}));
    app.clickCell(QStringLiteral("c3"));
    app.clickCell(QStringLiteral("c3")); // taken now
    CHECK(soundsOf(played) == std::vector<Sound> {Sound::Place, Sound::Refused});
}

TEST_CASE("sound: nothing plays while moves are replayed or taken back", "[sound]")
{
    Listener first;
    first.start("egotzi", {{"size", "5"}});
    std::vector<Action> legal;
    for (int i = 0; i < 6; ++i) {
        first.session.state()->legalActions(legal);
        REQUIRE(first.session.playScripted(legal.front()));
    }
    REQUIRE(first.played.size() == 6);
    const SavedGame unfinished = first.session.snapshot();

    Listener second;
    QString error;
    REQUIRE(second.session.restore(unfinished, error));
    CHECK(second.played.empty()); // opened, or continued
    second.session.undo();
    CHECK(second.played.empty());
    second.session.redo();
    CHECK(second.session.moveCount() == 6);
    CHECK(second.played.empty());
    second.session.state()->legalActions(legal);
    REQUIRE(second.session.playScripted(legal.front()));
    CHECK(soundsOf(second.played) == std::vector<Sound> {Sound::Place}); // played now

    // A finished game opened again does not sound its end.
    while (!first.session.state()->isTerminal()) {
        first.session.state()->legalActions(legal);
        REQUIRE(first.session.playScripted(legal.front()));
    }
    CHECK(soundsOf(first.played).back() == Sound::End);
    Listener third;
    REQUIRE(third.session.restore(first.session.snapshot(), error));
    CHECK(third.played.empty());
}

TEST_CASE("sound: muted, nothing plays, and the volume and the mute are remembered", "[sound]")
{
    {
        Listener listener;
        CHECK_FALSE(listener.board.muted());
        CHECK(listener.board.volume() == sound_settings::kDefaultVolume);
        listener.start("egotzi", {{"size", "5"}});
        listener.board.setMuted(true);
        std::vector<Action> legal;
        listener.session.state()->legalActions(legal);
        REQUIRE(listener.session.playScripted(legal.front()));
        listener.board.refused();
        CHECK(listener.played.empty());

        listener.board.setMuted(false);
        listener.board.setVolume(30);
        listener.session.state()->legalActions(legal);
        REQUIRE(listener.session.playScripted(legal.front()));
        REQUIRE(listener.played.size() == 1);
        CHECK(listener.played.front().volume == Approx(0.3));
        listener.board.setMuted(true);
    }
    CHECK(QSettings().value(QStringLiteral("sound/volume")).toInt() == 30);
    CHECK(QSettings().value(QStringLiteral("sound/muted")).toBool());
    Listener again;
    CHECK(again.board.volume() == 30);
    CHECK(again.board.muted());
}

TEST_CASE("sound: the settings window turns the sounds on and off and sets the volume", "[sound]")
{
    SECTION("with an audio output")
    {
        Listener listener;
        SettingsDialog settings(listener.session.aiPlayer(), listener.board, true);
        auto *play = settings.findChild<QCheckBox *>(QStringLiteral("playSounds"));
        auto *volume = settings.findChild<QSlider *>(QStringLiteral("volume"));
        REQUIRE(play);
        REQUIRE(volume);
        CHECK(play->isEnabled());
        CHECK(play->isChecked());
        CHECK(volume->value() == sound_settings::kDefaultVolume);
        play->setChecked(false);
        CHECK(listener.board.muted());
        CHECK(sound_settings::muted());
        volume->setValue(100);
        CHECK(listener.board.volume() == 100);
        CHECK(sound_settings::volume() == 100);
        CHECK_FALSE(listener.board.muted()); // choosing a volume is to hear it
        CHECK(play->isChecked());
        // A change made elsewhere (Settings → Play Sounds) shows in the window.
        listener.board.setVolume(30);
        listener.board.setMuted(true);
        CHECK(volume->value() == 30);
        CHECK_FALSE(play->isChecked());
    }
    SECTION("without one, the window says so and offers nothing")
    {
        GameSession session;
        SoundBoard silent(session, nullptr);
        SettingsDialog settings(session.aiPlayer(), silent, true);
        CHECK_FALSE(settings.findChild<QCheckBox *>(QStringLiteral("playSounds"))->isEnabled());
        CHECK_FALSE(settings.findChild<QSlider *>(QStringLiteral("volume"))->isEnabled());
    }
}

TEST_CASE("sound: every sound is built in and loads", "[sound]")
{
    for (const char *name : {"place", "move", "capture", "draw", "illegal", "end"}) {
        INFO(name);
        const QString path = QStringLiteral(":/sounds/%1.wav").arg(QLatin1String(name));
        REQUIRE(QFile::exists(path));
        QSoundEffect effect;
        effect.setSource(QUrl(QStringLiteral("qrc") + path));
        REQUIRE(waitUntil([&] { return effect.status() != QSoundEffect::Loading; }, 10000));
        CHECK(effect.status() == QSoundEffect::Ready);
    }
}
