#include "ui/sound_settings.h"

#include <algorithm>

#include <QSettings>
#include <QString>

namespace ludoteca::app::sound_settings {

namespace {

const QString kVolumeKey = QStringLiteral("sound/volume");
const QString kMutedKey = QStringLiteral("sound/muted");

} // namespace

int volume() { return std::clamp(QSettings().value(kVolumeKey, kDefaultVolume).toInt(), 0, 100); }

void setVolume(int percent) { QSettings().setValue(kVolumeKey, std::clamp(percent, 0, 100)); }

bool muted() { return QSettings().value(kMutedKey, false).toBool(); }

void setMuted(bool muted) { QSettings().setValue(kMutedKey, muted); }

} // namespace ludoteca::app::sound_settings
