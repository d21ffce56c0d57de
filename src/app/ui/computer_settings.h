#pragma once
// The computer players' preferences, kept in QSettings: how many threads a search runs on
// (all the cores but one by default, so the window keeps one) and whether the evaluation
// bar is shown beside the board (off by default).

class QMenu;
class QWidget;

namespace ludoteca::app {
class AiPlayer;
}

namespace ludoteca::app::computer_settings {

// All the cores but one, at least 1.
int defaultThreads();
// The kept choice (defaultThreads() until one is made), between 1 and the cores there are.
int threads();
void setThreads(int threads);

bool evaluationBarShown();
void setEvaluationBarShown(bool shown);

// Help → Computer Threads: one entry per possible count; a choice is kept and given to
// `player` at once.
QMenu *createThreadsMenu(QWidget *parent, AiPlayer &player);

} // namespace ludoteca::app::computer_settings
