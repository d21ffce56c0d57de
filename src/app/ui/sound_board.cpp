#include "ui/sound_board.h"

#include <QAudio>
#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>

#include "ludoteca/core/state.h"
#include "session/game_session.h"
#include "ui/sound_settings.h"

namespace ludoteca::app {

namespace {

// The file of each Sound under :/sounds (see resources/sounds/README.md).
const char *fileOf(Sound sound)
{
    switch (sound) {
    case Sound::Place:
        return "place";
    case Sound::Move:
        return "move";
    case Sound::Capture:
        return "capture";
    case Sound::Draw:
        return "draw";
    case Sound::Refused:
        return "illegal";
    case Sound::End:
        return "end";
    case Sound::None:
        break;
    }
    return nullptr;
}

} // namespace

EffectSink::EffectSink()
{
    for (std::size_t i = 0; i < effects_.size(); ++i) {
        const char *file = fileOf(static_cast<Sound>(i));
        if (!file)
            continue;
        effects_[i] = std::make_unique<QSoundEffect>();
        effects_[i]->setSource(QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(QLatin1String(file))));
    }
}

EffectSink::~EffectSink() = default;

void EffectSink::play(Sound sound, double volume)
{
    QSoundEffect *effect = effects_[static_cast<std::size_t>(sound)].get();
    if (!effect)
        return;
    // The player's volume is as heard; the effect's is a factor on the samples.
    effect->setVolume(
        static_cast<float>(QAudio::convertVolume(volume, QAudio::LogarithmicVolumeScale, QAudio::LinearVolumeScale)));
    effect->play();
}

bool EffectSink::outputAvailable() { return !QMediaDevices::audioOutputs().isEmpty(); }

SoundBoard::SoundBoard(const GameSession &session, std::unique_ptr<SoundSink> sink, QObject *parent)
    : QObject(parent), session_(session), sink_(std::move(sink)), volume_(sound_settings::volume()),
      muted_(sound_settings::muted())
{
    connect(&session_, &GameSession::gameStarted, this, &SoundBoard::onGameStarted);
    connect(&session_, &GameSession::moveMade, this, &SoundBoard::onMoveMade);
    connect(&session_, &GameSession::gameOver, this, &SoundBoard::onGameOver);
}

SoundBoard::~SoundBoard() = default;

void SoundBoard::setVolume(int percent)
{
    sound_settings::setVolume(percent);
    volume_ = sound_settings::volume();
    emit settingsChanged();
}

void SoundBoard::setMuted(bool muted)
{
    sound_settings::setMuted(muted);
    muted_ = muted;
    emit settingsChanged();
}

void SoundBoard::refused() { play(Sound::Refused); }

void SoundBoard::onGameStarted()
{
    const std::string &id = session_.game()->id;
    if (!presentation_ || id != gameId_) {
        presentation_ = GamePresentation::create(id, session_);
        gameId_ = id;
    }
}

void SoundBoard::onMoveMade(int action, int)
{
    if (session_.replaying() || !sink_ || muted_ || !presentation_)
        return;
    const State &after = *session_.state();
    // The position the move was played in: the live one with its last move taken back.
    const std::unique_ptr<State> before = after.clone();
    if (!before->undo())
        return;
    play(presentation_->moveSound(*before, action, after));
}

void SoundBoard::onGameOver()
{
    if (!session_.replaying())
        play(Sound::End);
}

void SoundBoard::play(Sound sound)
{
    if (sound == Sound::None || !sink_ || muted_ || volume_ == 0)
        return;
    sink_->play(sound, volume_ / 100.0);
}

} // namespace ludoteca::app
