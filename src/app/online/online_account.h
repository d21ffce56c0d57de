#pragma once
// The player's XMPP account for games played apart: the address, and where to find the
// server, in the settings; the password in the desktop's keyring (QtKeychain), never in a
// file. Where no keyring service runs, the password is kept for this run only, and the
// player is told why it will be asked for again.

#include <QObject>
#include <QString>

#include "ludoteca/remote/xmpp_link.h"

namespace ludoteca::app {

class OnlineAccount : public QObject {
    Q_OBJECT
public:
    explicit OnlineAccount(QObject *parent = nullptr);

    QString address() const;
    QString server() const;
    QString caFile() const;
    void setAddress(const QString &address, const QString &server, const QString &caFile);

    // Asks the keyring for the password of address(): passwordRead() follows, with the
    // password or empty (and the reason) when there is none to be had.
    void readPassword();
    // Keeps `password` for address() in the keyring (and for this run): passwordStored()
    // follows, with an empty reason when the keyring took it.
    void storePassword(const QString &password);
    // The password of address() known in this run, if any (shared by every instance).
    QString password() const;

    remote::XmppAccount account() const;

signals:
    void passwordRead(const QString &password, const QString &reason);
    void passwordStored(const QString &reason);
};

} // namespace ludoteca::app
