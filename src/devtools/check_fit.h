#pragma once
// `ludoteca-devtools --check-fit`: under a real window manager (scripts/check_window_fit.sh
// runs one in Xvfb), shows the windows a player meets — the launcher, a six-seat game, the
// set-up, the rules, the settings, the history — and checks that each fits its screen's
// free area with its frame, title bar included. The offscreen platform the app tests use
// draws no frames, so only this catches a title bar pushed off the screen.

namespace ludoteca::app {

class MainWindow;

// Starts the check; the application exits with 0 when every window fitted, else 1 (each
// window's frame and the screen printed on the console either way).
void checkFit(MainWindow &window);

} // namespace ludoteca::app
