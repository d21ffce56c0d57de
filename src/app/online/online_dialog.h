#pragma once
// Settings → Online Account…: the XMPP account that games played apart go through (an
// existing account of the federated network; Ludoteca has no server of its own), with
// Test the Connection and, when it fails, the reason in plain words.

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace ludoteca::app {

class Announcer;
class OnlineAccount;
class XmppConnection;

class OnlineDialog : public QDialog {
    Q_OBJECT
public:
    explicit OnlineDialog(QWidget *parent = nullptr);

    // What the test of the connection came to, as shown, with what the keyring said.
    QString status() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void testConnection();
    void connectWith(const QString &password, const QString &keyringNote);
    void showConnection();
    void showStatus(const QString &text);

    OnlineAccount *account_;
    XmppConnection *connection_;
    QLabel *intro_ = nullptr;
    QLabel *addressLabel_ = nullptr;
    QLabel *passwordLabel_ = nullptr;
    QLabel *serverLabel_ = nullptr;
    QLabel *caFileLabel_ = nullptr;
    QLineEdit *address_ = nullptr;
    QLineEdit *password_ = nullptr;
    QLineEdit *server_ = nullptr;
    QLineEdit *caFile_ = nullptr;
    QPushButton *browse_ = nullptr;
    QPushButton *test_ = nullptr;
    QLabel *status_ = nullptr;
    Announcer *announcer_ = nullptr;
    QDialogButtonBox *buttons_ = nullptr;
    QString statusText_;  // what the test came to
    QString keyringNote_; // and what the keyring said of the password, if anything
};

} // namespace ludoteca::app
