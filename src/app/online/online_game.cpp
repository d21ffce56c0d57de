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

// How many moves two records of one game share from the start; where one is the beginning of
// the other, the shorter one's length.
std::size_t sharedStart(const std::vector<Action> &ours, const std::vector<Action> &theirs)
{
    const std::size_t common = std::min(ours.size(), theirs.size());
    return static_cast<std::size_t>(
        std::mismatch(ours.begin(), ours.begin() + static_cast<std::ptrdiff_t>(common), theirs.begin()).first
        - ours.begin());
}

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
        // A move of the player's still unanswered goes again.
        if (joined_ && connection_.state() == remote::XmppLink::State::Online && joined_->waiting())
            keepAndSend(joined_->catchUp());
    });
    connect(&connection_, &XmppConnection::stateChanged, this, &OnlineGame::onConnectionChanged);
    connect(&connection_, &XmppConnection::messageReceived, this, &OnlineGame::onMessage);
    connect(&connection_, &XmppConnection::presenceChanged, this, &OnlineGame::statusChanged);
    connect(&connection_, &XmppConnection::contactsReceived, this,
            [this](const QStringList &addresses) { contacts_ = addresses; });
    connection_.setSubscriptionFilter([this](const std::string &who) { return isFriend(who); });
    connect(&account_, &OnlineAccount::passwordRead, this, [this](const QString &password, const QString &reason) {
        if (!wanted())
            return;
        // Listening alone never asks: the question comes with a game to play.
        if (password.isEmpty()) {
            if (active())
                emit passwordNeeded(reason);
        } else {
            connection_.open(account_.account());
        }
    });
    connect(&session_, &GameSession::moveMade, this, &OnlineGame::onMoveMade);
}

OnlineGame::~OnlineGame() { forgetIfFinished(); }

void OnlineGame::forgetIfFinished()
{
    // Its autosave is in the history now: nothing will resume it from this record.
    if ((game_ && game_->finished()) || (joined_ && joined_->finished()))
        QFile::remove(filePath());
}

QString OnlineGame::filePath() const { return QDir(folder_).filePath(identity_ + QStringLiteral(".json")); }

QString OnlineGame::address(int seat) const
{
    if (joined_) {
        // Everybody else is afar; a seat played at the host's is the host's.
        if (seat < 0 || seat >= static_cast<int>(joined_->seats().size()) || seat == joined_->seat())
            return {};
        const std::string &who = joined_->seats()[static_cast<std::size_t>(seat)];
        return QString::fromStdString(who.empty() ? joined_->host() : who);
    }
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
    if (saved.is_object() && saved.contains("joined"))
        return resumeJoined(saved, error);
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
    bool same = game->state().game().id == state->game().id && game->state().options() == state->options()
        && game->seats().size() == static_cast<std::size_t>(session_.seats().size())
        && sharedStart(ours, theirs) == std::min(ours.size(), theirs.size());
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

bool OnlineGame::isFriend(const std::string &who) const
{
    const auto seats = game_ ? game_->seats() : joined_ ? joined_->seats() : std::vector<std::string>();
    if (joined_ && who == joined_->host())
        return true;
    if (std::find(seats.begin(), seats.end(), who) != seats.end())
        return true;
    return std::any_of(offered_.begin(), offered_.end(), [&](const auto &game) { return game->host() == who; });
}

void OnlineGame::subscribeToFriends()
{
    if (connection_.state() != remote::XmppLink::State::Online)
        return;
    const int seats = game_ ? static_cast<int>(game_->seats().size())
        : joined_           ? static_cast<int>(joined_->seats().size())
                            : 0;
    for (int seat = 0; seat < seats; ++seat)
        if (!address(seat).isEmpty())
            connection_.subscribe(address(seat));
}

QString OnlineGame::presence(int seat) const
{
    switch (connection_.presenceOf(address(seat))) {
    case remote::Presence::Away:
        return tr("%1 is away.").arg(address(seat));
    case remote::Presence::Offline:
        return tr("%1 is offline: the game waits for them.").arg(address(seat));
    default:
        return {};
    }
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
    subscribeToFriends();
    emit statusChanged();
}

void OnlineGame::stop()
{
    // The session starting again from the joined game's copy is this game going on.
    if (!active() || feeding_)
        return;
    askAgain_.stop();
    forgetIfFinished();
    if (!listening_) {
        retry_.stop();
        connection_.close();
    }
    game_.reset();
    joined_.reset();
    emit statusChanged();
}

void OnlineGame::listen()
{
    if (listening_ || OnlineAccount().address().isEmpty())
        return;
    listening_ = true;
    retryPause_ = 500;
    connectAccount();
}

void OnlineGame::connectAccount()
{
    if (!wanted() || account_.address().isEmpty())
        return;
    const auto state = connection_.state();
    if (state == remote::XmppLink::State::Online || state == remote::XmppLink::State::Connecting)
        return;
    account_.readPassword(); // answered by passwordRead: the keyring's, or this run's
}

void OnlineGame::connectWith(const QString &password)
{
    if (!wanted() || password.isEmpty())
        return;
    account_.storePassword(password);
    connection_.open(account_.account());
}

void OnlineGame::onConnectionChanged()
{
    if (!wanted())
        return;
    using State = remote::XmppLink::State;
    switch (connection_.state()) {
    case State::Online:
        retryPause_ = 500;
        qCInfo(lcOnline) << "online as" << connection_.boundAddress();
        if (game_)
            keepAndSend(game_->resendUnacknowledged());
        if (joined_)
            keepAndSend(joined_->catchUp());
        subscribeToFriends();
        connection_.requestContacts();
        break;
    case State::Failed:
        qCWarning(lcOnline) << "connection failed:" << connection_.failure();
        if (connection_.error() == remote::XmppLink::Error::LoginRefused) {
            if (active())
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
    if (!wanted() || incoming.payloadXml.empty())
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
    if (joined_ && message->gameId == joined_->id()) {
        onJoinedMessage(incoming.bareFrom, *message);
        return;
    }
    if (!game_ || message->gameId != game_->id()) {
        if (std::holds_alternative<remote::Invite>(message->body))
            onInvitation(incoming.bareFrom, *message);
        return; // else another game's
    }
    const int before = game_->state().ply();
    const int mover = game_->state().currentPlayer();
    std::string refusal;
    const auto letters = game_->receive(incoming.bareFrom, *message, refusal);
    if (!refusal.empty())
        qCWarning(lcOnline) << "refused a message from" << QString::fromStdString(incoming.bareFrom) << ":"
                            << QString::fromStdString(refusal);
    keepAndSend(letters);
    if (std::holds_alternative<remote::Accept>(message->body))
        subscribeToFriends(); // asked again: they may not have known the game when first asked
    if (game_->state().ply() > before)
        lastMove_.insert(mover, QDateTime::currentDateTime());
    if (game_->declined()) {
        const QString who = QString::fromStdString(incoming.bareFrom);
        QFile::remove(filePath()); // the game never began
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
    if (joined_ && !feeding_) {
        // The player's move: the copy takes it when the host's answer comes back.
        if (ply != joined_->state().ply() + 1 || !joined_->myTurn() || joined_->waiting()) {
            qCWarning(lcOnline) << "a move made here at ply" << ply << "does not fit the game joined";
            return;
        }
        keepAndSend({joined_->play(action)});
        emit statusChanged();
        return;
    }
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
    if (!active())
        return true;
    if (!QDir().mkpath(folder_)) {
        error = tr("The folder %1 cannot be made.").arg(QDir::toNativeSeparators(folder_));
        return false;
    }
    QFile::setPermissions(folder_, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    nlohmann::json saved;
    saved["format"] = kFormat;
    saved["version"] = kVersion;
    if (game_)
        saved["game"] = game_->save();
    else
        saved["joined"] = joined_->save();
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
    if (joined_ && seat == joined_->seat() && !joined_->finished()) {
        keepAndSend({joined_->resign()});
        // The game ends here now: nothing is left to resume, whatever the host answers.
        QFile::remove(filePath());
        return;
    }
    if (!game_ || game_->finished() || !address(seat).isEmpty())
        return;
    keepAndSend(game_->resignHere(seat));
    forgetIfFinished();
}

QString OnlineGame::status() const
{
    if (!active())
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
    const auto lastMoved = [this](int mover) {
        const QString play = lastMove_.contains(mover)
            ? tr("%1 is to move (their last move at %2).")
                  .arg(address(mover), QLocale().toString(lastMove_.value(mover).time(), QLocale::ShortFormat))
            : tr("%1 is to move.").arg(address(mover));
        const QString where = presence(mover);
        return where.isEmpty() ? play : tr("%1 %2").arg(play, where);
    };
    QString play;
    if (joined_) {
        const ludoteca::State &copy = joined_->state();
        const QString host = QString::fromStdString(joined_->host());
        if (joined_->finished())
            play.clear();
        else if (copy.isChanceNode())
            play = tr("Waiting for %1 to draw.").arg(host);
        else if (joined_->waiting())
            play = tr("Your move is on its way to %1.").arg(host);
        else if (copy.currentPlayer() != joined_->seat())
            play = lastMoved(copy.currentPlayer());
    }
    QStringList waitingFor;
    for (int seat = 0; game_ && seat < static_cast<int>(game_->seats().size()); ++seat)
        if (!address(seat).isEmpty() && !game_->accepted(seat))
            waitingFor << address(seat);
    if (!game_) {
    } else if (!game_->started()) {
        play = tr("Waiting for %1 to accept the invitation.").arg(QLocale().createSeparatedList(waitingFor));
    } else if (!game_->finished()) {
        const int mover = game_->state().currentPlayer();
        if (!address(mover).isEmpty())
            play = lastMoved(mover);
    }
    if (connection.isEmpty())
        return play;
    return play.isEmpty() ? connection : tr("%1 %2").arg(play, connection);
}

// --- A game joined --------------------------------------------------------------------

void OnlineGame::onInvitation(const std::string &from, const remote::Envelope &message)
{
    const auto known = [&](const auto &game) { return game->id() == message.gameId; };
    if (std::any_of(offered_.begin(), offered_.end(), known))
        return; // asked again: the first is still waiting for an answer
    std::string refusal;
    auto game = remote::JoinedGame::fromInvite(from, account_.address().toStdString(), message, refusal);
    if (!game) {
        qCWarning(lcOnline) << "declined an invitation from" << QString::fromStdString(from) << ":"
                            << QString::fromStdString(refusal);
        keepAndSend({{from, {message.gameId, remote::Decline {refusal}}, "Ludoteca: invitation declined."}});
        return;
    }
    if (static_cast<int>(offered_.size()) >= kMaxInvitations) {
        qCWarning(lcOnline) << "too many invitations: the oldest, from" << invitations_.front().from << ", goes";
        offered_.erase(offered_.begin());
        invitations_.removeFirst();
    }
    const Invitation invitation {QString::fromStdString(game->id()), QString::fromStdString(from),
                                 QString::fromStdString(game->info().name), game->seat(),
                                 static_cast<int>(game->seats().size())};
    invitations_.append(invitation);
    offered_.push_back(std::move(game));
    emit invitationsChanged(invitation.description());
}

QString OnlineGame::Invitation::description() const
{
    return OnlineGame::tr("%1 invites you to play %2: you would play seat %3 of %4.")
        .arg(from, game)
        .arg(seat + 1)
        .arg(seats);
}

bool OnlineGame::accept(const QString &id, const QString &name, QString &error)
{
    const auto found = std::find_if(offered_.begin(), offered_.end(),
                                    [&](const auto &game) { return game->id() == id.toStdString(); });
    if (found == offered_.end()) {
        error = tr("This invitation is no longer there.");
        return false;
    }
    std::unique_ptr<remote::JoinedGame> game = std::move(*found);
    invitations_.removeAt(found - offered_.begin());
    offered_.erase(found);
    emit invitationsChanged({});
    QVector<Seat> seats;
    for (int seat = 0; seat < static_cast<int>(game->seats().size()); ++seat) {
        const std::string &who = game->seats()[static_cast<std::size_t>(seat)];
        if (seat == game->seat())
            seats.append({Seat::Kind::Human, ai::Level::Medium, name});
        else
            seats.append(
                {Seat::Kind::Remote, ai::Level::Medium, QString::fromStdString(who.empty() ? game->host() : who)});
    }
    // The session begins the game (and stops whatever was online before), then it is joined.
    session_.join(game->state().clone(), seats, game->seat(), newGameIdentity());
    joined_ = std::move(game);
    identity_ = session_.identity();
    if (!write(error)) {
        joined_.reset();
        return false;
    }
    keepAndSend({joined_->accept()});
    startJoined();
    return true;
}

void OnlineGame::decline(const QString &id)
{
    const auto found = std::find_if(offered_.begin(), offered_.end(),
                                    [&](const auto &game) { return game->id() == id.toStdString(); });
    if (found == offered_.end())
        return;
    keepAndSend({(*found)->decline("declined by the player")});
    invitations_.removeAt(found - offered_.begin());
    offered_.erase(found);
    emit invitationsChanged({});
}

bool OnlineGame::resumeJoined(const nlohmann::json &saved, QString &error)
{
    std::string why;
    std::unique_ptr<remote::JoinedGame> game;
    if (saved.value("format", "") != kFormat || saved.value("version", 0) != kVersion)
        why = "it is not a record of a game joined online";
    else
        game = remote::JoinedGame::restore(saved["joined"], why);
    if (!game) {
        error = tr("The record of this online game is damaged: %1").arg(QString::fromStdString(why));
        return false;
    }
    // One game: the same game, options and seat, and the autosave at most one move (the
    // player's, sent or not) ahead of what the host has answered.
    const State &state = *session_.state();
    const auto &ours = state.history();
    const auto &theirs = game->state().history();
    const bool same = game->info().id == state.game().id && game->options() == state.options()
        && session_.observer() == game->seat() && ours.size() <= theirs.size() + 1
        && static_cast<int>(game->seats().size()) == session_.seats().size()
        && sharedStart(ours, theirs) == std::min(ours.size(), theirs.size());
    if (!same) {
        error = tr("The record of this online game does not match its moves.");
        return false;
    }
    joined_ = std::move(game);
    // The player's move that the host has not answered yet: sent again by catchUp(), or,
    // kept in the autosave before the record knew it, sent now.
    if (ours.size() > theirs.size()) {
        if (!joined_->myTurn() || !joined_->state().isLegal(ours.back())) {
            joined_.reset();
            error = tr("The record of this online game does not match its moves.");
            return false;
        }
        if (!joined_->waiting())
            keepAndSend({joined_->play(ours.back())});
    }
    if (!write(error)) {
        joined_.reset();
        return false;
    }
    startJoined();
    return true;
}

void OnlineGame::startJoined()
{
    session_.setChanceMode(GameSession::ChanceMode::Scripted);
    lastMove_.clear();
    session_.setWaiting(false);
    advanceJoined();
    retryPause_ = 500;
    connectAccount();
    if (connection_.state() == remote::XmppLink::State::Online)
        keepAndSend(joined_->catchUp());
    // Asks again for what has not come, now and then, as the host sends again.
    askAgain_.start();
    subscribeToFriends();
    emit statusChanged();
}

void OnlineGame::onJoinedMessage(const std::string &from, const remote::Envelope &message)
{
    const int before = joined_->state().ply();
    const int mover = joined_->state().currentPlayer();
    std::string refusal;
    const auto letters = joined_->receive(from, message, refusal);
    if (!refusal.empty())
        qCWarning(lcOnline) << "refused a message from" << QString::fromStdString(from) << ":"
                            << QString::fromStdString(refusal);
    keepAndSend(letters);
    if (joined_->state().ply() > before && mover != joined_->seat())
        lastMove_.insert(mover, QDateTime::currentDateTime());
    if (joined_->resigned() >= 0) {
        QFile::remove(filePath());
        if (joined_->resigned() != joined_->seat())
            emit friendResigned(joined_->resigned());
        return;
    }
    advanceJoined();
    emit statusChanged();
}

void OnlineGame::advanceJoined()
{
    if (!joined_ || !session_.state())
        return;
    const auto &theirs = joined_->state().history();
    const auto &ours = session_.state()->history();
    const std::size_t shared = sharedStart(ours, theirs);
    if (shared < std::min(ours.size(), theirs.size())) {
        // The host answered otherwise than the session played (the end showed the secrets,
        // or a move was refused): the host's game is the game.
        qCInfo(lcOnline) << "the board follows the host's game from move" << shared + 1;
        feeding_ = true;
        session_.join(joined_->state().clone(), session_.seats(), joined_->seat(), identity_);
        feeding_ = false;
    }
    for (std::size_t ply = session_.state()->history().size(); ply < theirs.size(); ++ply) {
        feeding_ = true;
        const bool played = session_.playReceived(theirs[ply]);
        feeding_ = false;
        if (!played) {
            qCWarning(lcOnline) << "the session refused move" << ply + 1 << "of the game joined";
            return;
        }
    }
    if (joined_->finished())
        QFile::remove(filePath());
}

} // namespace ludoteca::app
