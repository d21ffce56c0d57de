#include "ui/settings_dialog.h"

#include <algorithm>

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include "i18n/language.h"
#include "session/ai_player.h"
#include "ui/computer_settings.h"
#include "ui/sound_board.h"
#include "ui/theme.h"

namespace ludoteca::app {

SettingsDialog::SettingsDialog(AiPlayer &player, SoundBoard &sound, bool passScreen, QWidget *parent)
    : QDialog(parent), player_(player), sound_(sound)
{
    setObjectName(QStringLiteral("settings"));
    setWindowTitle(tr("Configure Ludoteca"));
    auto *layout = new QVBoxLayout(this);

    auto *look = new QGroupBox(tr("Appearance"), this);
    auto *lookForm = new QFormLayout(look);
    lookForm->addRow(tr("&Language:"), createLanguageRow());
    lookForm->addRow(tr("&Colours:"), createColoursRow());
    layout->addWidget(look);

    auto *computer = new QGroupBox(tr("Computer players"), this);
    auto *computerForm = new QFormLayout(computer);
    threads_ = new QSpinBox(computer);
    threads_->setObjectName(QStringLiteral("threads"));
    threads_->setRange(1, computer_settings::cores());
    threads_->setValue(computer_settings::threads());
    threads_->setToolTip(tr("How many of this computer's %n core(s) a search may use; all but one leave the "
                            "window quick to answer (%1 here).",
                            nullptr, computer_settings::cores())
                             .arg(computer_settings::defaultThreads()));
    connect(threads_, &QSpinBox::valueChanged, this, [this](int count) {
        computer_settings::setThreads(count);
        player_.setThreads(computer_settings::threads());
    });
    computerForm->addRow(tr("&Threads:"), threads_);
    pace_ = new QComboBox(computer);
    pace_->setObjectName(QStringLiteral("pace"));
    pace_->addItems(computer_settings::paceNames());
    pace_->setCurrentIndex(computer_settings::pace());
    pace_->setToolTip(tr("How long a computer player waits before it moves, so that its moves can be followed"));
    connect(pace_, &QComboBox::currentIndexChanged, this, [this](int index) {
        computer_settings::setPace(index);
        emit paceChosen(index);
    });
    computerForm->addRow(tr("&Pace:"), pace_);
    layout->addWidget(computer);

    auto *hotSeat = new QGroupBox(tr("Playing at one screen"), this);
    auto *hotSeatLayout = new QVBoxLayout(hotSeat);
    passScreen_ = new QCheckBox(tr("&Hide the board between two people's turns in games with secrets"), hotSeat);
    passScreen_->setObjectName(QStringLiteral("passScreen"));
    passScreen_->setChecked(passScreen);
    passScreen_->setToolTip(tr("The next person presses a button to see their own secrets; switch it off "
                               "when you play alone against the computer"));
    connect(passScreen_, &QCheckBox::toggled, this, &SettingsDialog::passScreenChosen);
    hotSeatLayout->addWidget(passScreen_);
    layout->addWidget(hotSeat);
    layout->addWidget(createSoundGroup());

    layout->addStretch(1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

void SettingsDialog::showPace(int index)
{
    const QSignalBlocker quiet(pace_);
    pace_->setCurrentIndex(index);
}

void SettingsDialog::showPassScreen(bool on)
{
    const QSignalBlocker quiet(passScreen_);
    passScreen_->setChecked(on);
}

QWidget *SettingsDialog::createSoundGroup()
{
    auto *group = new QGroupBox(tr("Sound"), this);
    auto *form = new QFormLayout(group);
    playSounds_ = new QCheckBox(tr("Play &sounds"), group);
    playSounds_->setObjectName(QStringLiteral("playSounds"));
    form->addRow(playSounds_);
    volume_ = new QSlider(Qt::Horizontal, group);
    volume_->setObjectName(QStringLiteral("volume"));
    volume_->setRange(0, 100);
    volume_->setPageStep(10);
    form->addRow(tr("&Volume:"), volume_);
    if (!sound_.available()) {
        // Nothing to hear: the choices stay as kept, and the window says why.
        playSounds_->setEnabled(false);
        volume_->setEnabled(false);
        auto *none = new QLabel(tr("No sound output was found on this computer."), group);
        none->setObjectName(QStringLiteral("muted"));
        form->addRow(none);
    }
    showSound();
    connect(playSounds_, &QCheckBox::toggled, this, [this](bool on) { sound_.setMuted(!on); });
    // Choosing a volume is to hear it: it turns the sounds on.
    connect(volume_, &QSlider::valueChanged, this, [this](int percent) {
        sound_.setVolume(percent);
        if (sound_.muted())
            sound_.setMuted(false);
    });
    connect(&sound_, &SoundBoard::settingsChanged, this, &SettingsDialog::showSound);
    return group;
}

void SettingsDialog::showSound()
{
    const QSignalBlocker quietBox(playSounds_);
    const QSignalBlocker quietSlider(volume_);
    playSounds_->setChecked(!sound_.muted());
    volume_->setValue(sound_.volume());
}

QWidget *SettingsDialog::createLanguageRow()
{
    auto *row = new QWidget(this);
    auto *column = new QVBoxLayout(row);
    column->setContentsMargins(0, 0, 0, 0);
    language_ = new QComboBox(row);
    language_->setObjectName(QStringLiteral("language"));
    language_->addItem(tr("As the system"), QString());
    language_->addItem(QStringLiteral("English"), QStringLiteral("en"));
    for (const QString &code : language::available())
        language_->addItem(language::nativeName(code), code);
    language_->setCurrentIndex(std::max(0, language_->findData(language::chosen())));
    languageNote_ = new QLabel(tr("Ludoteca speaks the chosen language from its next start."), row);
    languageNote_->setObjectName(QStringLiteral("muted"));
    languageNote_->setWordWrap(true);
    languageNote_->setVisible(false);
    connect(language_, &QComboBox::currentIndexChanged, this, [this](int index) {
        language::setChosen(language_->itemData(index).toString());
        // The language spoken now is the default locale's, set when the app started.
        languageNote_->setVisible(language::effectiveLocale().language() != QLocale().language());
    });
    column->addWidget(language_);
    column->addWidget(languageNote_);
    return row;
}

QWidget *SettingsDialog::createColoursRow()
{
    colours_ = new QComboBox(this);
    colours_->setObjectName(QStringLiteral("colours"));
    colours_->addItem(tr("As the desktop"), static_cast<int>(theme::Scheme::System));
    colours_->addItem(tr("Light"), static_cast<int>(theme::Scheme::Light));
    colours_->addItem(tr("Dark"), static_cast<int>(theme::Scheme::Dark));
    colours_->setCurrentIndex(std::max(0, colours_->findData(static_cast<int>(theme::chosenScheme()))));
    connect(colours_, &QComboBox::currentIndexChanged, this, [this](int index) {
        theme::setScheme(*qApp, static_cast<theme::Scheme>(colours_->itemData(index).toInt()));
    });
    return colours_;
}

} // namespace ludoteca::app
