#include "online/online_game.h"

#include <algorithm>
#include <stdexcept>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QLoggingCategory>
#include <QSaveFile>

#include <nlohmann/json.hpp>

#include "ludoteca/remote/protocol.h"
#include "session/game_session.h"

namespace ludoteca::app {

// The messages in and out are there to be read when asked for (QT_LOGGING_RULES).
Q_LOGGING_CATEGORY(lcOnline, "ludoteca.online", QtInfoMsg)

namespace {

constexpr const char *kFormat = "ludoteca-online";
constexpr int kVersion = 1;
// Far larger than the record of any real game; keeps a stray huge file out of memory.
constexpr qint64 kMaxFileSize = 16 * 1024 * 1024;
constexpr int kLongestRetryPause = 30000;
constexpr int kAskAgainEvery = 15000;

} // namespace

OnlineGame::OnlineGame(GameSession &session, const QString &dataFolder, QObject *parent)
    : QObject(parent), session_(session), folder_(QDir(dataFolder).filePath(QStringLiteral("online")))
{
    retry_.setSingleShot(true);
    connect(&retry_, &QTimer::timeout, this, &OnlineGame::connectAccount);
    askAgain_.setInterval(kAskAgainEvery);
    connect(&askAgain_, &QTimer::timeout, this, [this] {
        if (game_ && connection_.state() == remote::XmppLink::State::Online && !game_->allAcknowledged())
            keepAndSend(game_->resendUnacknowledged());
    });
    connect(&connection_, &XmppConnection::stateChanged, this, &OnlineGame::onConnectionChanged);
    connect(&connection_, &XmppConnection::messageReceived, this, &OnlineGame::onMessage);
    connect(&account_, &OnlineAccount::passwordRead, this, [this](const QString &password, const QString &reason) {
        if (!game_)
            return;
        if (password.isEmpty())
            emit passwordNeeded(reason);
        else
            connection_.open(account_.account());
    });
    connect(&session_, &GameSession::moveMade, this, &OnlineGame::onMoveMade);
}

OnlineGame::~OnlineGame() = default;

QString OnlineGame::filePath() const { return QDir(folder_).filePath(identity_ + QStringLiteral(".json")); }

QString OnlineGame::address(int seat) const
{
    return game_ && seat >= 0 && seat < static_cast<int>(game_->seats().size())
        ? QString::fromStdString(game_->seats()[static_cast<std::size_t>(seat)])
        : QString();
}

const State *OnlineGame::takeSessionGame(QString &error)
{
    stop();
    if (!session_.state() || !session_.online()) {
        error = tr("This game has no friend's seat to play online.");
        return nullptr;
    }
    return session_.state();
}

bool OnlineGame::host(QString &error)
{
    const State *state = takeSessionGame(error);
    if (!state)
        return false;
    std::vector<std::string> seats;
    for (const Seat &seat : session_.seats())
        seats.push_back(seat.isRemote() ? remote::bareJid(seat.name.toStdString()) : std::string());
    try {
        game_ = std::make_unique<remote::HostedGame>(remote::newGameId(), state->game(), state->options(),
                                                     std::move(seats), session_.seed());
    } catch (const std::invalid_argument &problem) {
        error = tr("The game cannot be played online: %1").arg(QString::fromStdString(problem.what()));
        return false;
    }
    identity_ = session_.identity();
    if (!write(error)) {
        game_.reset();
        return false;
    }
    start();
    return true;
}

bool OnlineGame::resume(QString &error)
{
    const State *state = takeSessionGame(error);
    if (!state)
        return false;
    identity_ = session_.identity();
    QFile file(filePath());
    const QFileInfo info(file);
    if (!info.exists()) {
        error = tr("The record of this online game is missing from %1.").arg(QDir::toNativeSeparators(folder_));
        return false;
    }
    if (!info.isFile() || info.isSymLink() || info.size() > kMaxFileSize || !file.open(QIODevice::ReadOnly)) {
        error = tr("The record of this online game, %1, cannot be read.").arg(QDir::toNativeSeparators(filePath()));
        return false;
    }
    const nlohmann::json saved = nlohmann::json::parse(file.read(kMaxFileSize).toStdString(), nullptr, false);
    std::string why;
    std::unique_ptr<remote::HostedGame> game;
    if (!saved.is_object() || saved.value("format", "") != kFormat || saved.value("version", 0) != kVersion
        || !saved.contains("game"))
        why = "it is not a record of a game hosted online";
    else
        game = remote::HostedGame::restore(saved["game"], why);
    if (!game) {
        error = tr("The record of this online game is damaged: %1").arg(QString::fromStdString(why));
        return false;
    }
    // Both records are of one game: the same game, options and friends, and one is the
    // beginning of the other.
    const auto &ours = state->history();
    const auto &theirs = game->state().history();
    const std::size_t common = std::min(ours.size(), theirs.size());
    bool same = game->state().game().id == state->game().id && game->state().options() == state->options()
        && game->seats().size() == static_cast<std::size_t>(session_.seats().size())
        && std::equal(ours.begin(), ours.begin() + static_cast<std::ptrdiff_t>(common), theirs.begin());
    for (int seat = 0; same && seat < session_.seats().size(); ++seat) {
        const Seat &who = session_.seats()[seat];
        same = game->seats()[static_cast<std::size_t>(seat)] == (who.isRemote() ? who.name.toStdString() : "");
    }
    if (!same) {
        error = tr("The record of this online game does not match its moves.");
        return false;
    }
    // Moves made here and kept by the autosave before the hosted game had them.
    try {
        for (std::size_t ply = theirs.size(); ply < ours.size(); ++ply)
            game->playHere(ours[ply]);
    } catch (const std::logic_error &) {
        error = tr("The record of this online game does not match its moves.");
        return false;
    }
    game_ = std::move(game);
    if (!write(error)) {
        game_.reset();
        return false;
    }
    start();
    return true;
}

void OnlineGame::start()
{
    session_.setChanceMode(GameSession::ChanceMode::Scripted);
    lastMove_.clear();
    updateWaiting();
    advance();
    askAgain_.start();
    retryPause_ = 500;
    connectAccount();
    emit statusChanged();
}

void OnlineGame::stop()
{
    if (!game_)
        return;
    retry_.stop();
    askAgain_.stop();
    connection_.close();
    game_.reset();
    emit statusChanged();
}

void OnlineGame::connectAccount()
{
    if (!game_)
        return;
    const auto state = connection_.state();
    if (state == remote::XmppLink::State::Online || state == remote::XmppLink::State::Connecting)
        return;
    account_.readPassword(); // answered by passwordRead: the keyring's, or this run's
}

void OnlineGame::connectWith(const QString &password)
{
    if (!game_ || password.isEmpty())
        return;
    account_.storePassword(password);
    connection_.open(account_.account());
}

void OnlineGame::onConnectionChanged()
{
    if (!game_)
        return;
    using State = remote::XmppLink::State;
    switch (connection_.state()) {
    case State::Online:
        retryPause_ = 500;
        qCInfo(lcOnline) << "online as" << connection_.boundAddress();
        keepAndSend(game_->resendUnacknowledged());
        break;
    case State::Failed:
        qCWarning(lcOnline) << "connection failed:" << connection_.failure();
        if (connection_.error() == remote::XmppLink::Error::LoginRefused) {
            emit passwordNeeded(connection_.failure());
        } else {
            retry_.start(retryPause_);
            retryPause_ = std::min(retryPause_ * 2, kLongestRetryPause);
        }
        break;
    default:
        break;
    }
    emit statusChanged();
}

void OnlineGame::onMessage(const remote::IncomingMessage &incoming)
{
    if (!game_ || incoming.payloadXml.empty())
        return;
    // Cut: a hostile message may be as long as the link lets in.
    qCDebug(lcOnline) << "in" << QString::fromStdString(incoming.bareFrom)
                      << QString::fromStdString(incoming.payloadXml).left(300);
    std::string error;
    const auto message = remote::parseMessage(incoming.payloadXml, error);
    if (!message) {
        qCWarning(lcOnline) << "refused a message from" << QString::fromStdString(incoming.bareFrom) << ":"
                            << QString::fromStdString(error);
        return;
    }
    if (message->gameId != game_->id())
        return; // another game's
    const int before = game_->state().ply();
    const int mover = game_->state().currentPlayer();
    std::string refusal;
    const auto letters = game_->receive(incoming.bareFrom, *message, refusal);
    if (!refusal.empty())
        qCWarning(lcOnline) << "refused a message from" << QString::fromStdString(incoming.bareFrom) << ":"
                            << QString::fromStdString(refusal);
    keepAndSend(letters);
    if (game_->state().ply() > before)
        lastMove_.insert(mover, QDateTime::currentDateTime());
    if (game_->declined()) {
        const QString who = QString::fromStdString(incoming.bareFrom);
        stop();
        emit declined(who);
        return;
    }
    if (game_->resigned() >= 0 && !address(game_->resigned()).isEmpty()) {
        const int seat = game_->resigned();
        emit friendResigned(seat);
        return;
    }
    updateWaiting();
    advance();
    emit statusChanged();
}

void OnlineGame::onMoveMade(int action, int ply)
{
    if (!game_ || feeding_)
        return;
    // A move made here: a person's or the computer's, at a seat of this screen.
    if (ply != game_->state().ply() + 1 || !game_->hostToMove() || game_->state().isChanceNode()) {
        qCWarning(lcOnline) << "a move made here at ply" << ply << "does not fit the game hosted";
        return;
    }
    try {
        keepAndSend(game_->playHere(action));
    } catch (const std::logic_error &problem) {
        qCWarning(lcOnline) << "a move made here was refused:" << problem.what();
        return;
    }
    advance();
    emit statusChanged();
}

void OnlineGame::advance()
{
    while (game_ && session_.state()) {
        const auto &theirs = game_->state().history();
        const int ply = session_.state()->ply();
        if (ply < static_cast<int>(theirs.size())) {
            feeding_ = true;
            const bool played = session_.playReceived(theirs[static_cast<std::size_t>(ply)]);
            feeding_ = false;
            if (!played) {
                qCWarning(lcOnline) << "the session refused move" << ply + 1 << "of the game hosted";
                return;
            }
            continue;
        }
        if (game_->hostToMove() && game_->state().isChanceNode()) {
            keepAndSend(game_->drawChance());
            continue;
        }
        break;
    }
    if (game_ && game_->state().isTerminal() && game_->allAcknowledged())
        QFile::remove(filePath());
}

void OnlineGame::keepAndSend(const std::vector<remote::Outgoing> &letters)
{
    QString error;
    if (!write(error))
        qCWarning(lcOnline) << "the online game could not be kept:" << error;
    for (const remote::Outgoing &letter : letters) {
        std::string why;
        const std::string xml = remote::toXml(letter.message);
        qCDebug(lcOnline) << "out" << QString::fromStdString(letter.to) << QString::fromStdString(xml);
        if (!connection_.send(letter.to, letter.body, xml, why))
            qCInfo(lcOnline) << "not sent to" << QString::fromStdString(letter.to) << ":" << QString::fromStdString(why)
                             << "(sent again once online)";
    }
}

bool OnlineGame::write(QString &error) const
{
    if (!game_)
        return true;
    if (!QDir().mkpath(folder_)) {
        error = tr("The folder %1 cannot be made.").arg(QDir::toNativeSeparators(folder_));
        return false;
    }
    QFile::setPermissions(folder_, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    nlohmann::json saved;
    saved["format"] = kFormat;
    saved["version"] = kVersion;
    saved["game"] = game_->save();
    // QSaveFile writes beside the file and renames: a link in its place is replaced.
    QSaveFile file(filePath());
    if (!file.open(QIODevice::WriteOnly)) {
        error = file.errorString();
        return false;
    }
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    const std::string text = saved.dump();
    if (file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size())
        || !file.commit()) {
        error = file.errorString();
        return false;
    }
    return true;
}

void OnlineGame::updateWaiting() { session_.setWaiting(game_ && !game_->started()); }

void OnlineGame::resign(int seat)
{
    if (!game_ || game_->finished() || !address(seat).isEmpty())
        return;
    keepAndSend(game_->resignHere(seat));
}

QString OnlineGame::status() const
{
    if (!game_)
        return {};
    using State = remote::XmppLink::State;
    QString connection;
    switch (connection_.state()) {
    case State::Online:
        break;
    case State::Connecting:
        connection = tr("Connecting to the server…");
        break;
    case State::Failed:
        connection = tr("Offline: %1 Moves wait until the connection is back.").arg(connection_.failure());
        break;
    default:
        connection = tr("Offline: moves wait until the connection is back.");
        break;
    }
    QStringList waitingFor;
    for (int seat = 0; seat < static_cast<int>(game_->seats().size()); ++seat)
        if (!address(seat).isEmpty() && !game_->accepted(seat))
            waitingFor << address(seat);
    QString play;
    if (!game_->started()) {
        play = tr("Waiting for %1 to accept the invitation.").arg(QLocale().createSeparatedList(waitingFor));
    } else if (!game_->finished()) {
        const int mover = game_->state().currentPlayer();
        if (!address(mover).isEmpty()) {
            play = lastMove_.contains(mover)
                ? tr("%1 is to move (their last move at %2).")
                      .arg(address(mover), QLocale().toString(lastMove_.value(mover).time(), QLocale::ShortFormat))
                : tr("%1 is to move.").arg(address(mover));
        }
    }
    if (connection.isEmpty())
        return play;
    return play.isEmpty() ? connection : tr("%1 %2").arg(play, connection);
}

} // namespace ludoteca::app
