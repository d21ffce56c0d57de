#pragma once
// The game on the board when friends play seats of it from their own computers
// (docs/remote.md). This computer hosts it: remote::HostedGame referees, draws every chance
// outcome and sends each friend only what their seat may see. The GameSession holds the
// same game for the window: a move made here (by a person or the computer) goes to the
// friends, and a friend's move or a chance draw is played in the session once the hosted
// game has taken it.
//
// Or a friend hosts it and this computer has joined it: remote::JoinedGame holds the seat's
// copy, and the session plays on a copy of that copy (GameSession::join). The player's move
// is played at once and sent to the host; everything else is played in the session once the
// joined game has it from the host. While listening (an account is set), invitations wait
// to be accepted or declined; a few at most, the oldest going first.
//
// Nothing is lost: the hosted game is written, atomically and readable by this user only
// (it holds the seed of the draws), to <data folder>/online/<identity>.json before
// anything it produced is sent, and the session's autosave keeps the moves. Continuing the
// autosave resumes the game here; whichever of the two records is ahead, the other catches
// up. After a lost connection the game connects again by itself, and sends again whatever
// a friend has not acknowledged.
//
// What arrives is untrusted: remote::HostedGame refuses what does not fit (logged under
// "ludoteca.online"); nothing refused changes the game.

#include <memory>
#include <vector>

#include <QDateTime>
#include <QHash>
#include <QVector>
#include <QObject>
#include <QString>
#include <QTimer>

#include "online/online_account.h"
#include "online/xmpp_connection.h"
#include "ludoteca/remote/session.h"

#include <nlohmann/json_fwd.hpp>

namespace ludoteca::app {

class GameSession;

class OnlineGame : public QObject {
    Q_OBJECT
public:
    // `dataFolder`: where the autosaves are (the hosted games go to its folder "online").
    OnlineGame(GameSession &session, const QString &dataFolder, QObject *parent = nullptr);
    ~OnlineGame() override;

    // Hosts the session's game, just started with friends at some seats: keeps it, invites
    // them, and holds the game until every friend has accepted. False with `error` when it
    // cannot (the seats do not suit the game, the file cannot be written).
    bool host(QString &error);
    // Goes on with the session's online game, continued from its autosave: hosted or joined.
    bool resume(QString &error);

    // An invitation from a friend, waiting for an answer.
    struct Invitation {
        QString id;   // the game's
        QString from; // the host's address
        QString game; // the game's name
        int seat = 0; // the seat offered
        int seats = 0;
        // What is offered, for the player to read in the language of the moment.
        QString description() const;
    };
    static constexpr int kMaxInvitations = 8;
    // Stays connected, when an account is set and its password known, so that invitations
    // arrive while no game is played online.
    void listen();
    const QVector<Invitation> &invitations() const { return invitations_; }
    // The account's contacts, as the server last gave them (offered in the set-up).
    const QStringList &contacts() const { return contacts_; }
    // Joins the game the invitation `id` offers, as `name`: the session begins it as this
    // seat sees it, and the host is told. False with `error` when the invitation is gone.
    bool accept(const QString &id, const QString &name, QString &error);
    // Declines the invitation `id`: the host is told, and it goes.
    void decline(const QString &id);
    // Stops hosting (another game takes the board); the hosted game's file stays while the
    // game goes on, to be resumed with its autosave.
    void stop();
    bool active() const { return game_ != nullptr || joined_ != nullptr; }
    // The game hosted now; null when none.
    const remote::HostedGame *game() const { return game_.get(); }
    // The game joined now; null when none.
    const remote::JoinedGame *joined() const { return joined_.get(); }

    // A person here resigns `seat`: the friends are told.
    void resign(int seat);
    // Connects with `password` when the keyring had none (after passwordNeeded()).
    void connectWith(const QString &password);

    // What the window says of the friends now: waiting for them to accept, whose move it
    // is and when they last played, the connection; empty without an online game.
    QString status() const;
    XmppConnection &connection() { return connection_; }
    // Where the hosted game is kept.
    QString filePath() const;

signals:
    void statusChanged();
    // No password is known for the account: ask the player (saying `reason`), then call
    // connectWith().
    void passwordNeeded(const QString &reason);
    // A friend declined the invitation: the game cannot begin.
    void declined(const QString &address);
    // A friend resigned `seat`: the game is over.
    void friendResigned(int seat);
    // The invitations changed; `fresh` says what a new one offers (empty when one went).
    void invitationsChanged(const QString &fresh);

private:
    // Stops hosting whatever came before; the session's game, or null with `error` when it
    // has no friend's seat.
    const State *takeSessionGame(QString &error);
    void start();
    bool resumeJoined(const nlohmann::json &saved, QString &error);
    void startJoined();
    void onInvitation(const std::string &from, const remote::Envelope &message);
    void onJoinedMessage(const std::string &from, const remote::Envelope &message);
    // Plays in the session what the joined game has and the session has not.
    void advanceJoined();
    // Whether the connection is wanted: a game online, or listening for invitations.
    bool wanted() const { return active() || listening_; }
    void connectAccount();
    void onConnectionChanged();
    void onMessage(const remote::IncomingMessage &message);
    void onMoveMade(int action, int ply);
    // Plays in the session what the hosted game has and the session has not, and draws
    // the chance outcomes due.
    void advance();
    void keepAndSend(const std::vector<remote::Outgoing> &letters);
    // Removes the record of a game that is over (the friends have what was sent; a friend
    // offline gets the end while the game stays open here).
    void forgetIfFinished();
    bool write(QString &error) const;
    void updateWaiting();
    // The friend at `seat` (their address).
    QString address(int seat) const;
    // Whether `address` plays in the game online, or invites to one: they may see this
    // account's presence, and it asks to see theirs.
    bool isFriend(const std::string &address) const;
    void subscribeToFriends();
    // What the status says of the presence of the friend at `seat`: away, offline, or
    // nothing (connected, or not known).
    QString presence(int seat) const;

    GameSession &session_;
    QString folder_;
    OnlineAccount account_;
    XmppConnection connection_;
    std::unique_ptr<remote::HostedGame> game_;
    std::unique_ptr<remote::JoinedGame> joined_;
    std::vector<std::unique_ptr<remote::JoinedGame>> offered_; // one per invitation, in order
    QVector<Invitation> invitations_;
    bool listening_ = false;
    QStringList contacts_;
    QString identity_;
    QTimer retry_; // connects again after a loss, waiting longer each time
    int retryPause_ = 500;
    QTimer askAgain_;                // sends again what friends have not acknowledged
    bool feeding_ = false;           // the session is playing what the hosted game has
    QHash<int, QDateTime> lastMove_; // when each friend's seat last moved
};

} // namespace ludoteca::app
