#pragma once
// `ludoteca-devtools --measure-startup`: prints how long the launcher took to appear, the memory in
// use when idle, and how late the event loop answers while an AI searches; then quits.

class QElapsedTimer;

namespace ludoteca::app {

class MainWindow;

void measureStartup(MainWindow &window, const QElapsedTimer &sinceStart);

} // namespace ludoteca::app
