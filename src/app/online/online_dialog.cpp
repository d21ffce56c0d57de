#include "online/online_dialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "online/online_account.h"
#include "online/xmpp_connection.h"
#include "ui/announcer.h"

namespace ludoteca::app {

OnlineDialog::OnlineDialog(QWidget *parent)
    : QDialog(parent), account_(new OnlineAccount(this)), connection_(new XmppConnection(this))
{
    setObjectName(QStringLiteral("online"));
    auto *layout = new QVBoxLayout(this);
    intro_ = new QLabel(this);
    intro_->setWordWrap(true);
    layout->addWidget(intro_);

    auto *form = new QFormLayout;
    address_ = new QLineEdit(account_->address(), this);
    address_->setObjectName(QStringLiteral("address"));
    password_ = new QLineEdit(this);
    password_->setObjectName(QStringLiteral("password"));
    password_->setEchoMode(QLineEdit::Password);
    server_ = new QLineEdit(account_->server(), this);
    server_->setObjectName(QStringLiteral("server"));
    caFile_ = new QLineEdit(account_->caFile(), this);
    caFile_->setObjectName(QStringLiteral("caFile"));
    browse_ = new QPushButton(this);
    connect(browse_, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, browse_->accessibleName(), caFile_->text());
        if (!file.isEmpty())
            caFile_->setText(file);
    });
    auto *caRow = new QHBoxLayout;
    caRow->addWidget(caFile_, 1);
    caRow->addWidget(browse_);
    addressLabel_ = new QLabel(this);
    passwordLabel_ = new QLabel(this);
    serverLabel_ = new QLabel(this);
    caFileLabel_ = new QLabel(this);
    form->addRow(addressLabel_, address_);
    form->addRow(passwordLabel_, password_);
    form->addRow(serverLabel_, server_);
    form->addRow(caFileLabel_, caRow);
    addressLabel_->setBuddy(address_);
    passwordLabel_->setBuddy(password_);
    serverLabel_->setBuddy(server_);
    caFileLabel_->setBuddy(caFile_);
    layout->addLayout(form);

    test_ = new QPushButton(this);
    test_->setObjectName(QStringLiteral("testConnection"));
    connect(test_, &QPushButton::clicked, this, &OnlineDialog::testConnection);
    layout->addWidget(test_, 0, Qt::AlignLeft);
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("status"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    status_->hide();
    layout->addWidget(status_);
    announcer_ = new Announcer(this);
    layout->addStretch(1);

    buttons_ = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons_);

    connect(connection_, &XmppConnection::stateChanged, this, &OnlineDialog::showConnection);
    connect(account_, &OnlineAccount::passwordRead, this, &OnlineDialog::connectWith);
    // The keyring answers when it can; the connection does not wait for it.
    connect(account_, &OnlineAccount::passwordStored, this, [this](const QString &reason) {
        keyringNote_ = reason;
        showStatus(statusText_);
    });
    retranslate();
    resize(sizeHint().expandedTo(QSize(480, 0)));
}

QString OnlineDialog::status() const { return status_->text(); }

void OnlineDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void OnlineDialog::retranslate()
{
    setWindowTitle(tr("Online Account"));
    intro_->setText(tr("Friends on other computers play through an XMPP account, the open messaging network "
                       "that any free provider or a club's own server offers: Ludoteca has no server of its own. "
                       "The password is kept in the desktop's keyring, never in a file."));
    addressLabel_->setText(tr("&Address:"));
    passwordLabel_->setText(tr("&Password:"));
    serverLabel_->setText(tr("&Server (optional):"));
    caFileLabel_->setText(tr("&Certificate file (optional):"));
    address_->setPlaceholderText(tr("name@example.org"));
    server_->setPlaceholderText(tr("host:port"));
    caFile_->setPlaceholderText(tr("for a private server"));
    browse_->setText(tr("&Browse…"));
    browse_->setAccessibleName(tr("Choose the certificate file"));
    test_->setText(tr("&Test the Connection"));
}

void OnlineDialog::showStatus(const QString &text)
{
    statusText_ = text;
    const QString shown = keyringNote_.isEmpty() ? text : text + QLatin1Char(' ') + keyringNote_;
    if (shown == status_->text())
        return;
    status_->setText(shown);
    // Shown only with something to say: an empty label the Tab key could reach says nothing.
    status_->setVisible(!shown.isEmpty());
    announcer_->announce(shown); // a screen reader hears it where the focus is
}

void OnlineDialog::testConnection()
{
    if (!address_->text().contains(QLatin1Char('@'))) {
        showStatus(tr("Type the account's address, as name@example.org."));
        return;
    }
    account_->setAddress(address_->text(), server_->text(), caFile_->text());
    test_->setEnabled(false);
    keyringNote_.clear();
    showStatus(tr("Connecting…"));
    // A password typed here goes to the keyring; else the keyring's is used.
    if (!password_->text().isEmpty()) {
        account_->storePassword(password_->text());
        connectWith(password_->text(), {});
    } else {
        account_->readPassword();
    }
}

void OnlineDialog::connectWith(const QString &password, const QString &keyringNote)
{
    if (password.isEmpty()) {
        test_->setEnabled(true);
        keyringNote_ = keyringNote;
        showStatus(tr("Type the account's password."));
        return;
    }
    connection_->open(account_->account());
}

void OnlineDialog::showConnection()
{
    using State = remote::XmppLink::State;
    switch (connection_->state()) {
    case State::Connecting:
    case State::Disconnecting:
        return;
    case State::Online:
        showStatus(tr("Connected as %1.").arg(connection_->boundAddress()));
        connection_->close();
        break;
    case State::Failed:
        showStatus(tr("Could not connect. %1").arg(connection_->failure()));
        break;
    case State::Disconnected:
        break;
    }
    test_->setEnabled(true);
}

} // namespace ludoteca::app
