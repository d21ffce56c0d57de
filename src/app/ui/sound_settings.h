#pragma once
// The sounds' settings, kept in QSettings: the volume ("sound/volume", a percentage, 60 by
// default) and the mute ("sound/muted", off by default). Only these functions read and
// write the keys; Help → Sound (ui/sound_menu.h), and later a Settings window, show them,
// and the sound board (ui/sound_board.h) applies them.

#include <array>

namespace ludoteca::app::sound_settings {

inline constexpr int kDefaultVolume = 60;
// The volumes the menu offers: quiet, medium, loud.
inline constexpr std::array<int, 3> kVolumeSteps {30, 60, 100};

// 0 .. 100; a value out of range in the settings is brought into it.
int volume();
void setVolume(int percent);
bool muted();
void setMuted(bool muted);

} // namespace ludoteca::app::sound_settings
