#pragma once
// Settings → Configure Ludoteca…: the preferences kept between runs in one window — the
// language, the colours, the computer players' threads and pace, the pass-the-screen step
// of hot-seat games with secrets, and the sounds' volume. Each choice applies (and is kept) as it is made, as
// in the desktops' own settings windows; Close ends it.

#include <QDialog>

class QCheckBox;
class QComboBox;
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

private:
    QWidget *createLanguageRow();
    QWidget *createColoursRow();
    QWidget *createSoundGroup();
    void showSound();

    AiPlayer &player_;
    SoundBoard &sound_;
    QComboBox *language_ = nullptr;
    QLabel *languageNote_ = nullptr;
    QComboBox *colours_ = nullptr;
    QSpinBox *threads_ = nullptr;
    QComboBox *pace_ = nullptr;
    QCheckBox *passScreen_ = nullptr;
    QCheckBox *playSounds_ = nullptr;
    QSlider *volume_ = nullptr;
};

} // namespace ludoteca::app
