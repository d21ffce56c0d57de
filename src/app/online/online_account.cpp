#include "online/online_account.h"

#include <QHash>
#include <QSettings>

#include <qt6keychain/keychain.h>

namespace ludoteca::app {

namespace {

const QString kService = QStringLiteral("Ludoteca");
const QString kAddressKey = QStringLiteral("online/address");
const QString kServerKey = QStringLiteral("online/server");
const QString kCaFileKey = QStringLiteral("online/caFile");

// The passwords known in this run, by address: every window that connects shares them.
QHash<QString, QString> &knownPasswords()
{
    static QHash<QString, QString> passwords;
    return passwords;
}

QString keyringReason(QKeychain::Error error, const QString &details)
{
    switch (error) {
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
        return OnlineAccount::tr("No keyring service runs on this computer, so Ludoteca cannot remember the "
                                 "password: it will ask for it each time it connects.");
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
        return OnlineAccount::tr("The keyring did not let Ludoteca keep the password: it will ask for it each "
                                 "time it connects.");
    case QKeychain::EntryNotFound:
        return OnlineAccount::tr("No password is kept for this address yet.");
    default:
        return OnlineAccount::tr("The keyring could not keep the password (%1): Ludoteca will ask for it each "
                                 "time it connects.")
            .arg(details);
    }
}

} // namespace

OnlineAccount::OnlineAccount(QObject *parent) : QObject(parent) {}

QString OnlineAccount::address() const { return QSettings().value(kAddressKey).toString(); }

QString OnlineAccount::server() const { return QSettings().value(kServerKey).toString(); }

QString OnlineAccount::caFile() const { return QSettings().value(kCaFileKey).toString(); }

void OnlineAccount::setAddress(const QString &address, const QString &server, const QString &caFile)
{
    QSettings settings;
    settings.setValue(kAddressKey, address.trimmed());
    settings.setValue(kServerKey, server.trimmed());
    settings.setValue(kCaFileKey, caFile.trimmed());
}

void OnlineAccount::readPassword()
{
    if (const QString known = password(); !known.isEmpty()) {
        emit passwordRead(known, {});
        return;
    }
    auto *job = new QKeychain::ReadPasswordJob(kService, this);
    job->setKey(address());
    connect(job, &QKeychain::Job::finished, this, [this, job, address = address()] {
        if (job->error() == QKeychain::NoError) {
            knownPasswords().insert(address, job->textData());
            emit passwordRead(job->textData(), {});
        } else {
            emit passwordRead({}, keyringReason(job->error(), job->errorString()));
        }
    });
    job->start();
}

void OnlineAccount::storePassword(const QString &password)
{
    knownPasswords().insert(address(), password);
    auto *job = new QKeychain::WritePasswordJob(kService, this);
    job->setKey(address());
    job->setTextData(password);
    connect(job, &QKeychain::Job::finished, this, [this, job] {
        emit passwordStored(job->error() == QKeychain::NoError ? QString()
                                                               : keyringReason(job->error(), job->errorString()));
    });
    job->start();
}

QString OnlineAccount::password() const { return knownPasswords().value(address()); }

remote::XmppAccount OnlineAccount::account() const
{
    return {address().toStdString(), password().toStdString(), server().toStdString(), caFile().toStdString()};
}

} // namespace ludoteca::app
