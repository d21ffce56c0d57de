// Settings → Online Account… against a Prosody of the test's own: Test the Connection says
// "Connected", or why not in the player's words; the password never reaches the settings.
// Where no keyring service runs (as here), the window says it cannot remember the password.

#include <catch2/catch.hpp>

#ifdef LUDOTECA_WITH_PROSODY

#include <QLineEdit>
#include <QPushButton>
#include <QSettings>

#include "app_test_support.h"
#include "online/online_dialog.h"
#include "prosody_server.h"

using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

// Fills the window in, tests the connection and returns what it says once it has decided.
QString tryConnection(OnlineDialog &dialog, const QString &address, const QString &password, const QString &server,
                      const QString &caFile)
{
    dialog.findChild<QLineEdit *>(QStringLiteral("address"))->setText(address);
    dialog.findChild<QLineEdit *>(QStringLiteral("password"))->setText(password);
    dialog.findChild<QLineEdit *>(QStringLiteral("server"))->setText(server);
    dialog.findChild<QLineEdit *>(QStringLiteral("caFile"))->setText(caFile);
    auto *test = dialog.findChild<QPushButton *>(QStringLiteral("testConnection"));
    REQUIRE(test);
    test->click();
    REQUIRE(waitUntil([&] { return test->isEnabled(); }, 60000));
    return dialog.status();
}

} // namespace

TEST_CASE("Online Account tests the connection and says why it fails", "[online]")
{
    ProsodyServer server({{"ana", "ana-secret"}});
    const QString address = QString::fromStdString(server.jid("ana"));
    const QString where = QString::fromStdString(server.address());
    const QString certificate = QString::fromStdString(server.caFile());
    OnlineDialog dialog;
    dialog.show();

    QString said = tryConnection(dialog, address, QStringLiteral("ana-secret"), where, certificate);
    INFO(said.toStdString());
    CHECK(said.startsWith(QStringLiteral("Connected as ana@localhost/")));
    // No keyring service runs in the tests: the window says the password will be asked for.
    CHECK(waitUntil([&] { return dialog.status().contains(QStringLiteral("each time it connects")); }, 60000));

    said = tryConnection(dialog, address, QStringLiteral("wrong"), where, certificate);
    CHECK(said.contains(QStringLiteral("refused the address or the password")));

    said = tryConnection(dialog, address, QStringLiteral("ana-secret"), where, QString());
    CHECK(said.contains(QStringLiteral("certificate is not trusted")));

    said = tryConnection(dialog, address, QStringLiteral("ana-secret"),
                         QStringLiteral("127.0.0.1:%1").arg(ProsodyServer::freePort()), certificate);
    CHECK(said.contains(QStringLiteral("could not be reached")));

    said = tryConnection(dialog, QStringLiteral("nobody"), QStringLiteral("ana-secret"), where, certificate);
    CHECK(said.contains(QStringLiteral("name@example.org")));

    // The address and the server are kept; the password is in no settings file.
    QSettings settings;
    settings.sync();
    CHECK(settings.value(QStringLiteral("online/address")).toString() == address);
    CHECK_FALSE(readFile(settings.fileName()).contains("ana-secret"));
    CHECK_FALSE(readFile(settings.fileName()).contains("wrong"));
}

#endif
