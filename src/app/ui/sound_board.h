#pragma once
// The sounds of the game being played: a short, quiet sound for each move as it is
// played, for a click that is no move and for the end of the game.
//
// Protocol. SoundBoard listens to the session. moveMade (a move played by a person, the
// computer, a chance draw or a lesson's script) plays the sound the game's presentation
// names for it (GamePresentation::moveSound, from the positions before and after the
// move); gameOver plays the end's sound, after the last move's. refused(), which the window
// connects to the game page's refused clicks (BoardView::inputRefused), plays the refusal.
// Nothing plays while the session replays moves (GameSession::replaying(): opening a file,
// continuing a kept game, Redo), and nothing for Undo, which takes moves back: a sound
// marks a move as it happens, and those happened before. The board plays through a
// SoundSink: EffectSink (one QSoundEffect a sound) in the app, a sink that records what it
// is asked in the tests. Without a sink (no audio output on the system) or muted, it
// plays nothing. The volume and the mute are kept in the settings (ui/sound_settings.h);
// setVolume() and setMuted() keep them and emit settingsChanged().

#include <array>
#include <memory>
#include <string>
#include <utility>

#include <QObject>

#include "views/game_presentation.h"

class QSoundEffect;

namespace ludoteca::app {

class GameSession;

// Where the sounds go.
class SoundSink {
public:
    virtual ~SoundSink() = default;
    // Plays `sound` (never None) at `volume`, 0 .. 1 as the player hears it, from its
    // start, over whatever else is playing.
    virtual void play(Sound sound, double volume) = 0;
};

// The app's sink: the sounds of resources/sounds/ (built in under :/sounds), one
// QSoundEffect each, loaded once.
class EffectSink final : public SoundSink {
public:
    EffectSink();
    ~EffectSink() override;
    void play(Sound sound, double volume) override;
    // Whether the system has an audio output (QMediaDevices); without one the app makes
    // no sink at all.
    static bool outputAvailable();

private:
    std::array<std::unique_ptr<QSoundEffect>, 7> effects_; // by Sound
};

class SoundBoard : public QObject {
    Q_OBJECT

public:
    // `sink` may be null: the system has no audio output, and the board stays silent.
    SoundBoard(const GameSession &session, std::unique_ptr<SoundSink> sink, QObject *parent = nullptr);
    ~SoundBoard() override;

    // Whether there is an output to play to.
    bool available() const { return sink_ != nullptr; }
    // Plays through `sink` from now on (null: silence).
    void setSink(std::unique_ptr<SoundSink> sink) { sink_ = std::move(sink); }
    int volume() const { return volume_; }
    void setVolume(int percent);
    bool muted() const { return muted_; }
    void setMuted(bool muted);

    // A click that is no move.
    void refused();

signals:
    void settingsChanged();

private:
    void onGameStarted();
    void onMoveMade(int action, int ply);
    void onGameOver();
    void play(Sound sound);

    const GameSession &session_;
    std::unique_ptr<SoundSink> sink_;
    std::unique_ptr<GamePresentation> presentation_;
    std::string gameId_; // the presentation's game
    int volume_ = 0;
    bool muted_ = false;
};

} // namespace ludoteca::app
