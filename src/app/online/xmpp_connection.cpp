#include "online/xmpp_connection.h"

namespace ludoteca::app {

XmppConnection::XmppConnection(QObject *parent) : QObject(parent)
{
    link_.setMessageHandler([this](const remote::IncomingMessage &message) { emit messageReceived(message); });
    link_.setPresenceHandler([this](const std::string &address, remote::Presence) {
        emit presenceChanged(QString::fromStdString(address));
    });
    // Often enough that a move shows at once, rarely enough to cost nothing while idle.
    timer_.setInterval(20);
    connect(&timer_, &QTimer::timeout, this, &XmppConnection::poll);
}

XmppConnection::~XmppConnection()
{
    if (link_.state() != remote::XmppLink::State::Online)
        return;
    link_.setMessageHandler({}); // whoever listened may be gone already
    link_.setPresenceHandler({});
    link_.setSubscriptionFilter({});
    link_.disconnect();
    for (int i = 0; i < 40 && link_.state() == remote::XmppLink::State::Disconnecting; ++i)
        link_.runOnce(50);
}

void XmppConnection::open(const remote::XmppAccount &account)
{
    // A new attempt is news even when it fails as the last one did (at once, say).
    shown_ = remote::XmppLink::State::Disconnected;
    link_.connect(account);
    timer_.start();
    poll();
}

void XmppConnection::close()
{
    link_.disconnect();
    poll();
}

bool XmppConnection::send(const std::string &to, const std::string &body, const std::string &payloadXml,
                          std::string &error)
{
    // Out at the next tick: polling here could deliver a message while the caller sends.
    return link_.send(to, body, payloadXml, &error);
}

void XmppConnection::subscribe(const QString &address)
{
    std::string error;
    link_.subscribe(address.toStdString(), &error); // refused only offline: asked again once online
}

void XmppConnection::requestContacts()
{
    link_.requestContacts([this](const std::vector<std::string> &contacts) {
        QStringList addresses;
        for (const std::string &address : contacts)
            addresses.append(QString::fromStdString(address));
        emit contactsReceived(addresses);
    });
}

void XmppConnection::poll()
{
    link_.runOnce(0);
    const auto now = link_.state();
    if (now == remote::XmppLink::State::Disconnected || now == remote::XmppLink::State::Failed)
        timer_.stop();
    if (now != shown_) {
        shown_ = now;
        emit stateChanged();
    }
}

QString XmppConnection::failure() const
{
    using Error = remote::XmppLink::Error;
    QString reason;
    switch (link_.error()) {
    case Error::None:
        return {};
    case Error::InvalidAccount:
        reason = tr("The address, the server or the certificate file cannot be used.");
        break;
    case Error::Unreachable:
        reason = tr("The server could not be reached: check the address and the network.");
        break;
    case Error::TlsFailed:
        reason = tr("The server offers no encrypted connection, or the encryption failed.");
        break;
    case Error::CertificateUntrusted:
        reason = tr("The server's certificate is not trusted; the password was not sent.");
        break;
    case Error::LoginRefused:
        reason = tr("The server refused the address or the password.");
        break;
    case Error::StreamError:
        reason = tr("The server ended the connection.");
        break;
    case Error::ConnectionLost:
        reason = tr("The connection to the server was lost.");
        break;
    }
    // The link's own words name the server and what it said, which helps whoever fixes it.
    return tr("%1 (%2)").arg(reason, QString::fromStdString(link_.lastError()));
}

} // namespace ludoteca::app
