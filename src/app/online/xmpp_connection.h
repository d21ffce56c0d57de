#pragma once
// The app's connection to an XMPP server (remote/xmpp_link.h) on Qt's event loop: a timer
// lets the link handle the network a little at a time, so the window never waits on it.

#include <functional>
#include <string>
#include <utility>

#include <QObject>
#include <QString>
#include <QTimer>

#include "ludoteca/remote/xmpp_link.h"

namespace ludoteca::app {

class XmppConnection : public QObject {
    Q_OBJECT
public:
    explicit XmppConnection(QObject *parent = nullptr);
    // Lets what was sent go out (two seconds at most) before the connection ends.
    ~XmppConnection() override;

    void open(const remote::XmppAccount &account);
    void close();
    remote::XmppLink::State state() const { return link_.state(); }
    remote::XmppLink::Error error() const { return link_.error(); }
    // The address the server gave this connection, once online.
    QString boundAddress() const { return QString::fromStdString(link_.boundJid()); }
    // Why the connection failed, in the player's language, with the details the link gave.
    QString failure() const;
    // Sends a game message (remote/xmpp_link.h); false with `error` when it cannot go.
    bool send(const std::string &to, const std::string &body, const std::string &payloadXml, std::string &error);
    // Asks to see the presence of `address`, a friend in a game (remote::XmppLink::subscribe).
    void subscribe(const QString &address);
    remote::Presence presenceOf(const QString &address) const { return link_.presenceOf(address.toStdString()); }
    // Asks the server for the account's contacts: contactsReceived() follows.
    void requestContacts();
    // Who may see this account's presence (remote::XmppLink::setSubscriptionFilter).
    void setSubscriptionFilter(std::function<bool(const std::string &)> filter)
    {
        link_.setSubscriptionFilter(std::move(filter));
    }

signals:
    void stateChanged();
    void messageReceived(const ludoteca::remote::IncomingMessage &message);
    // A friend subscribed to came, went or is away: presenceOf() says which.
    void presenceChanged(const QString &address);
    // The account's contacts (its roster), sorted.
    void contactsReceived(const QStringList &addresses);

private:
    void poll();

    remote::XmppLink link_;
    QTimer timer_;
    remote::XmppLink::State shown_ = remote::XmppLink::State::Disconnected;
};

} // namespace ludoteca::app
