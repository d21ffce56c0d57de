#pragma once
// A game's own step between the set-up dialog and the first move, for agreements the
// players make at the table (for example one names a handicap and the other picks a side).
// The step is a dialog that may change the options and the order of the seats; the game
// starts with what it returns once accepted. Each step registers itself from its own .cpp
// with LUDOTECA_REGISTER_SETUP_STEP.

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include <QDialog>
#include <QVector>

#include "ludoteca/core/options.h"
#include "session/seat.h"

namespace ludoteca::app {

class SetupStepDialog : public QDialog {
    Q_OBJECT

public:
    using QDialog::QDialog;

    // The options and seats to start with; meaningful once the dialog is accepted.
    virtual Options options() const = 0;
    virtual QVector<Seat> seats() const = 0;
};

class SetupSteps {
public:
    // Makes the step for these choices, or returns null when they need none.
    using Maker = std::function<SetupStepDialog *(const Options &options, const QVector<Seat> &seats, QWidget *parent)>;

    static bool add(std::string gameId, Maker maker);
    // The ids of the games with a step, sorted.
    static std::vector<std::string> gameIds();
    static SetupStepDialog *create(std::string_view gameId, const Options &options, const QVector<Seat> &seats,
                                   QWidget *parent);
};

} // namespace ludoteca::app

#define LUDOTECA_REGISTER_SETUP_STEP(gameId, makeFunction)                                                             \
    namespace {                                                                                                        \
    [[maybe_unused]] const bool ludotecaSetupStep_##makeFunction =                                                     \
        ::ludoteca::app::SetupSteps::add(gameId, &makeFunction);                                                       \
    }
