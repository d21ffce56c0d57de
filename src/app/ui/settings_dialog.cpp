#include "ui/settings_dialog.h"

#include <algorithm>

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
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
    auto *layout = new QVBoxLayout(this);

    look_ = new QGroupBox(this);
    auto *lookForm = new QFormLayout(look_);
    languageLabel_ = new QLabel(look_);
    lookForm->addRow(languageLabel_, createLanguageRow());
    coloursLabel_ = new QLabel(look_);
    lookForm->addRow(coloursLabel_, createColoursRow());
    layout->addWidget(look_);

    computer_ = new QGroupBox(this);
    auto *computerForm = new QFormLayout(computer_);
    threads_ = new QSpinBox(computer_);
    threads_->setObjectName(QStringLiteral("threads"));
    threads_->setRange(1, computer_settings::cores());
    threads_->setValue(computer_settings::threads());
    connect(threads_, &QSpinBox::valueChanged, this, [this](int count) {
        computer_settings::setThreads(count);
        player_.setThreads(computer_settings::threads());
    });
    threadsLabel_ = new QLabel(computer_);
    computerForm->addRow(threadsLabel_, threads_);
    pace_ = new QComboBox(computer_);
    pace_->setSizeAdjustPolicy(QComboBox::AdjustToContents); // worded again in a new language
    pace_->setObjectName(QStringLiteral("pace"));
    pace_->addItems(computer_settings::paceNames());
    pace_->setCurrentIndex(computer_settings::pace());
    connect(pace_, &QComboBox::currentIndexChanged, this, [this](int index) {
        computer_settings::setPace(index);
        emit paceChosen(index);
    });
    paceLabel_ = new QLabel(computer_);
    computerForm->addRow(paceLabel_, pace_);
    layout->addWidget(computer_);

    hotSeat_ = new QGroupBox(this);
    auto *hotSeatLayout = new QVBoxLayout(hotSeat_);
    passScreen_ = new QCheckBox(hotSeat_);
    passScreen_->setObjectName(QStringLiteral("passScreen"));
    passScreen_->setChecked(passScreen);
    connect(passScreen_, &QCheckBox::toggled, this, &SettingsDialog::passScreenChosen);
    hotSeatLayout->addWidget(passScreen_);
    layout->addWidget(hotSeat_);
    layout->addWidget(createSoundGroup());

    layout->addStretch(1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    // Labels made apart from their rows: their mnemonics need the field named.
    languageLabel_->setBuddy(language_);
    coloursLabel_->setBuddy(colours_);
    threadsLabel_->setBuddy(threads_);
    paceLabel_->setBuddy(pace_);
    volumeLabel_->setBuddy(volume_);
    retranslate();
}

void SettingsDialog::retranslate()
{
    setWindowTitle(tr("Configure Ludoteca"));
    look_->setTitle(tr("Appearance"));
    languageLabel_->setText(tr("&Language:"));
    language_->setItemText(0, tr("As the system"));
    coloursLabel_->setText(tr("&Colours:"));
    const QStringList colours = {tr("As the desktop"), tr("Light"), tr("Dark")};
    for (int i = 0; i < colours.size(); ++i)
        colours_->setItemText(i, colours[i]);
    computer_->setTitle(tr("Computer players"));
    threadsLabel_->setText(tr("&Threads:"));
    threads_->setToolTip(tr("How many of this computer's %n core(s) a search may use; all but one leave the "
                            "window quick to answer (%1 here).",
                            nullptr, computer_settings::cores())
                             .arg(computer_settings::defaultThreads()));
    paceLabel_->setText(tr("&Pace:"));
    const QStringList paces = computer_settings::paceNames();
    for (int i = 0; i < paces.size(); ++i)
        pace_->setItemText(i, paces[i]);
    pace_->setToolTip(tr("How long a computer player waits before it moves, so that its moves can be followed"));
    hotSeat_->setTitle(tr("Playing at one screen"));
    passScreen_->setText(tr("&Hide the board between two people's turns in games with secrets"));
    passScreen_->setToolTip(tr("The next person presses a button to see their own secrets; switch it off "
                               "when you play alone against the computer"));
    soundGroup_->setTitle(tr("Sound"));
    playSounds_->setText(tr("Play &sounds"));
    volumeLabel_->setText(tr("&Volume:"));
    if (noSound_)
        noSound_->setText(tr("No sound output was found on this computer."));
}

void SettingsDialog::changeEvent(QEvent *event)
{
    // A language chosen here (or anywhere) speaks at once.
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
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
    auto *group = new QGroupBox(this);
    soundGroup_ = group;
    auto *form = new QFormLayout(group);
    playSounds_ = new QCheckBox(group);
    playSounds_->setObjectName(QStringLiteral("playSounds"));
    form->addRow(playSounds_);
    volume_ = new QSlider(Qt::Horizontal, group);
    volume_->setObjectName(QStringLiteral("volume"));
    volume_->setRange(0, 100);
    volume_->setPageStep(10);
    volumeLabel_ = new QLabel(group);
    form->addRow(volumeLabel_, volume_);
    if (!sound_.available()) {
        // Nothing to hear: the choices stay as kept, and the window says why.
        playSounds_->setEnabled(false);
        volume_->setEnabled(false);
        noSound_ = new QLabel(group);
        noSound_->setObjectName(QStringLiteral("muted"));
        form->addRow(noSound_);
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
    language_->setSizeAdjustPolicy(QComboBox::AdjustToContents); // worded again in a new language
    language_->setObjectName(QStringLiteral("language"));
    language_->addItem(QString(), QString()); // "As the system", in retranslate()
    language_->addItem(QStringLiteral("English"), QStringLiteral("en"));
    for (const QString &code : language::available())
        language_->addItem(language::nativeName(code), code);
    language_->setCurrentIndex(std::max(0, language_->findData(language::chosen())));
    connect(language_, &QComboBox::currentIndexChanged, this, [this](int index) {
        language::setChosen(language_->itemData(index).toString());
        // Every window retranslates itself on the LanguageChange this sends.
        language::install(language::effectiveLocale());
    });
    column->addWidget(language_);
    return row;
}

QWidget *SettingsDialog::createColoursRow()
{
    colours_ = new QComboBox(this);
    colours_->setSizeAdjustPolicy(QComboBox::AdjustToContents); // worded again in a new language
    colours_->setObjectName(QStringLiteral("colours"));
    // Named in retranslate().
    colours_->addItem(QString(), static_cast<int>(theme::Scheme::System));
    colours_->addItem(QString(), static_cast<int>(theme::Scheme::Light));
    colours_->addItem(QString(), static_cast<int>(theme::Scheme::Dark));
    colours_->setCurrentIndex(std::max(0, colours_->findData(static_cast<int>(theme::chosenScheme()))));
    connect(colours_, &QComboBox::currentIndexChanged, this, [this](int index) {
        theme::setScheme(*qApp, static_cast<theme::Scheme>(colours_->itemData(index).toInt()));
    });
    return colours_;
}

} // namespace ludoteca::app
