#pragma once
// Settings → Configure Ludoteca…: the preferences kept between runs in one window — the
// language (spoken at once), the colours, the computer players' threads and pace, the pass-the-screen step
// of hot-seat games with secrets, and the sounds' volume. Each choice applies (and is kept) as it is made, as
// in the desktops' own settings windows; Close ends it.

#include <QDialog>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QSlider;
class QSpinBox;

namespace ludoteca::app {

class AiPlayer;
class SoundBoard;

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    SettingsDialog(AiPlayer &player, SoundBoard &sound, bool passScreen, QWidget *parent = nullptr);

    // A choice made elsewhere (the side panel, the Settings menu), shown here.
    void showPace(int index);
    void showPassScreen(bool on);

signals:
    // The choices the window applies through their owners.
    void paceChosen(int index);
    void passScreenChosen(bool on);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    QWidget *createLanguageRow();
    QWidget *createColoursRow();
    QWidget *createSoundGroup();
    void showSound();

    AiPlayer &player_;
    SoundBoard &sound_;
    QGroupBox *look_ = nullptr;
    QGroupBox *computer_ = nullptr;
    QGroupBox *hotSeat_ = nullptr;
    QGroupBox *soundGroup_ = nullptr;
    QLabel *languageLabel_ = nullptr;
    QLabel *coloursLabel_ = nullptr;
    QLabel *threadsLabel_ = nullptr;
    QLabel *paceLabel_ = nullptr;
    QLabel *volumeLabel_ = nullptr;
    QLabel *noSound_ = nullptr; // only without a sound output
    QComboBox *language_ = nullptr;
    QComboBox *colours_ = nullptr;
    QSpinBox *threads_ = nullptr;
    QComboBox *pace_ = nullptr;
    QCheckBox *passScreen_ = nullptr;
    QCheckBox *playSounds_ = nullptr;
    QSlider *volume_ = nullptr;
};

} // namespace ludoteca::app
