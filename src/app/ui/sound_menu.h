#pragma once
// Help → Sound: the mute and a few volumes, for the sound board's settings
// (ui/sound_settings.h keeps them; a Settings window may show them later instead).

class QMenu;
class QWidget;

namespace ludoteca::app {

class SoundBoard;

namespace sound_menu {

// The menu, its entries checked as `board` has them; disabled, saying so, when the system
// has no audio output.
QMenu *create(QWidget *parent, SoundBoard &board);

} // namespace sound_menu

} // namespace ludoteca::app
