#pragma once
// The game on the board when friends play seats of it from their own computers
// (docs/remote.md). This computer hosts it: remote::HostedGame referees, draws every chance
// outcome and sends each friend only what their seat may see. The GameSession holds the
// same game for the window: a move made here (by a person or the computer) goes to the
// friends, and a friend's move or a chance draw is played in the session once the hosted
// game has taken it.
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
#include <QObject>
#include <QString>
#include <QTimer>

#include "online/online_account.h"
#include "online/xmpp_connection.h"
#include "ludoteca/remote/session.h"

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
    // Goes on with the session's online game, continued from its autosave.
    bool resume(QString &error);
    // Stops hosting (another game takes the board); the hosted game's file stays while the
    // game goes on, to be resumed with its autosave.
    void stop();
    bool active() const { return game_ != nullptr; }
    // The game hosted now; null when none.
    const remote::HostedGame *game() const { return game_.get(); }

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

private:
    // Stops hosting whatever came before; the session's game, or null with `error` when it
    // has no friend's seat.
    const State *takeSessionGame(QString &error);
    void start();
    void connectAccount();
    void onConnectionChanged();
    void onMessage(const remote::IncomingMessage &message);
    void onMoveMade(int action, int ply);
    // Plays in the session what the hosted game has and the session has not, and draws
    // the chance outcomes due.
    void advance();
    void keepAndSend(const std::vector<remote::Outgoing> &letters);
    bool write(QString &error) const;
    void updateWaiting();
    // The friend at `seat` (their address).
    QString address(int seat) const;

    GameSession &session_;
    QString folder_;
    OnlineAccount account_;
    XmppConnection connection_;
    std::unique_ptr<remote::HostedGame> game_;
    QString identity_;
    QTimer retry_; // connects again after a loss, waiting longer each time
    int retryPause_ = 500;
    QTimer askAgain_;                // sends again what friends have not acknowledged
    bool feeding_ = false;           // the session is playing what the hosted game has
    QHash<int, QDateTime> lastMove_; // when each friend's seat last moved
};

} // namespace ludoteca::app
