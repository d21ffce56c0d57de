#include "ui/sound_menu.h"

#include <cstddef>
#include <iterator>

#include <QActionGroup>
#include <QCoreApplication>
#include <QMenu>
#include <QSignalBlocker>

#include "ui/sound_board.h"
#include "ui/sound_settings.h"

namespace ludoteca::app::sound_menu {

QMenu *create(QWidget *parent, SoundBoard &board)
{
    auto *menu = new QMenu(QCoreApplication::translate("Sound", "&Sound"), parent);
    menu->setObjectName(QStringLiteral("sound"));
    if (!board.available()) {
        menu->addAction(QCoreApplication::translate("Sound", "No Sound Output Found"))->setEnabled(false);
        return menu;
    }
    QAction *mute = menu->addAction(QCoreApplication::translate("Sound", "&Mute"));
    mute->setObjectName(QStringLiteral("sound_mute"));
    mute->setCheckable(true);
    mute->setChecked(board.muted());
    QObject::connect(mute, &QAction::toggled, menu, [&board](bool on) { board.setMuted(on); });
    menu->addSeparator();
    auto *group = new QActionGroup(menu);
    const QString names[] = {QCoreApplication::translate("Sound", "&Quiet"),
                             QCoreApplication::translate("Sound", "M&edium"),
                             QCoreApplication::translate("Sound", "&Loud")};
    static_assert(std::size(names) == sound_settings::kVolumeSteps.size());
    for (std::size_t i = 0; i < std::size(names); ++i) {
        const int volume = sound_settings::kVolumeSteps[i];
        QAction *step = menu->addAction(names[i]);
        step->setObjectName(QStringLiteral("sound_volume_%1").arg(volume));
        step->setCheckable(true);
        step->setChecked(board.volume() == volume);
        group->addAction(step);
        QObject::connect(step, &QAction::triggered, menu, [&board, volume] { board.setVolume(volume); });
    }
    // The volumes are for hearing: they stay open while muted, and choosing one unmutes.
    QObject::connect(group, &QActionGroup::triggered, mute, [mute] { mute->setChecked(false); });
    // Settings changed elsewhere (a Settings window) show here too.
    QObject::connect(&board, &SoundBoard::settingsChanged, menu, [&board, mute, group] {
        const QSignalBlocker blocker(mute);
        mute->setChecked(board.muted());
        const QList<QAction *> steps = group->actions();
        for (qsizetype i = 0; i < steps.size(); ++i)
            steps[i]->setChecked(sound_settings::kVolumeSteps[static_cast<std::size_t>(i)] == board.volume());
    });
    return menu;
}

} // namespace ludoteca::app::sound_menu
