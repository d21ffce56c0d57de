#pragma once
// The computer players' preferences, kept in QSettings: how many threads a search runs on
// (all the cores but one by default, so the window keeps one), how long a computer waits
// before it moves (its pace), and whether the evaluation bar is shown beside the board (off
// by default).

#include <QStringList>

namespace ludoteca::app::computer_settings {

// The cores there are: the most threads a search may take.
int cores();
// All the cores but one, at least 1.
int defaultThreads();
// The kept choice (defaultThreads() until one is made), between 1 and the cores there are.
int threads();
void setThreads(int threads);

// The paces a player can choose, slowest last, and the one kept (Relaxed until one is chosen).
QStringList paceNames();
int pace();
void setPace(int index);
// The wait a pace stands for, in milliseconds.
int paceDelay(int index);

bool evaluationBarShown();
void setEvaluationBarShown(bool shown);

} // namespace ludoteca::app::computer_settings
