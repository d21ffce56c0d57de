#pragma once
// The sounds' settings, kept in QSettings: the volume ("sound/volume", a percentage, 60 by
// default) and the mute ("sound/muted", off by default). Only these functions read and
// write the keys; the settings window (ui/settings_dialog.h) shows them, and the sound
// board (ui/sound_board.h) applies them.

namespace ludoteca::app::sound_settings {

inline constexpr int kDefaultVolume = 60;

// 0 .. 100; a value out of range in the settings is brought into it.
int volume();
void setVolume(int percent);
bool muted();
void setMuted(bool muted);

} // namespace ludoteca::app::sound_settings
